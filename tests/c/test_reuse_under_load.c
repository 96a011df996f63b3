/* SPDX-License-Identifier: MIT */
/* Threads that free and allocate memory, and destroy and create streams and events, at once, with
 * checks on: the driver hands a value one thread just gave back to another at once (the
 * simulation does with CUBOUND_SIM_REUSE_ADDRESSES=1, malloc does for handles), and no correct call
 * may be refused for it. Each worker records what went wrong (WORKER_OK); the test's own thread
 * asserts. */
#include <pthread.h>
#include <stdatomic.h>

#include "support.h"

enum { THREADS = 8 };

static bd_device_t *dev;
static atomic_int reports;
static atomic_bool stop;

static bd_action_t count_report(const bd_violation_t *v, void *user)
{
    (void)user;
    if (atomic_fetch_add(&reports, 1) < 3)
        print_message("unexpected report: %s\n", v->message);
    return BD_ACTION_RETURN;
}

static void *churn(void *arg)
{
    (void)arg;
    bound_dev_t *bd;
    WORKER_OK(bd_bind(dev, &bd));
    for (unsigned round = 0; !atomic_load(&stop); round++) {
        CUdeviceptr p;
        if (round % 2 == 0) { /* the tightest loop: the value is given back and out again at once */
            WORKER_OK(bd_cuMemAlloc(bd, &p, 256));
            WORKER_OK(bd_cuMemsetD8(bd, p, 1, 256));
            WORKER_OK(bd_cuMemFree(bd, p));
            continue;
        }
        CUstream s;
        CUevent e;
        WORKER_OK(bd_cuMemAlloc(bd, &p, 256));
        WORKER_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
        WORKER_OK(bd_cuEventCreate(bd, &e, CU_EVENT_DISABLE_TIMING));
        WORKER_OK(bd_cuMemsetD8Async(bd, p, 1, 256, s));
        WORKER_OK(bd_cuEventRecord(bd, e, s));
        WORKER_OK(bd_cuEventSynchronize(bd, e));
        WORKER_OK(bd_cuEventDestroy(bd, e));
        WORKER_OK(bd_cuStreamDestroy(bd, s));
        WORKER_OK(bd_cuMemFree(bd, p));
    }
    WORKER_OK(bd_unbind(bd));
    return NULL;
}

static void values_handed_out_again_at_once(void **state)
{
    (void)state;
    bd_set_violation_handler(count_report, NULL);
    open_test_devices(&dev, 1);
    pthread_t threads[THREADS];
    struct worker_failures failures = WORKER_FAILURES_INIT;
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(worker_start(&threads[t], &failures, churn, NULL), 0);
    double until = test_now() + test_seconds_allowed(2.0);
    while (test_now() < until)
        sched_yield();
    atomic_store(&stop, true);
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(pthread_join(threads[t], NULL), 0);
    close_test_devices(&dev, 1);
    bd_set_violation_handler(NULL, NULL);
    assert_int_equal(atomic_load(&reports), 0);
    assert_no_worker_failures(&failures);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(values_handed_out_again_at_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
