/* SPDX-License-Identifier: MIT */
/* Four threads, each alternating between the same two devices with bindings of its own. */
#include <pthread.h>

#include "workload.h"

enum { THREADS = 4 };

static bd_device_t *devs[2];

static void *alternate(void *arg)
{
    int thread = (int)(intptr_t)arg;
    bound_dev_t *bds[2];
    struct workload work[2];
    for (int d = 0; d < 2; d++)
        WORKER_OK(bd_bind(devs[d], &bds[d]));
    for (int d = 0; d < 2; d++)
        workload_start(&work[d], bds[d], 10 * thread + d + 1);
    for (int step = 0; step < workload_step_count; step++)
        for (int d = 0; d < 2; d++)
            workload_steps[step](&work[d]);
    for (int d = 0; d < 2; d++)
        WORKER_OK(bd_unbind(bds[d]));
    return NULL;
}

static void four_threads_two_devices(void **state)
{
    (void)state;
    pthread_t threads[THREADS];
    struct worker_failures failures = WORKER_FAILURES_INIT;
    open_test_devices(devs, 2);
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(worker_start(&threads[t], &failures, alternate, (void *)(intptr_t)t), 0);
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(pthread_join(threads[t], NULL), 0);
    assert_no_worker_failures(&failures);
    close_test_devices(devs, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(four_threads_two_devices),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
