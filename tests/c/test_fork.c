/* SPDX-License-Identifier: MIT */
/* A child forked after CUDA started cannot use CUDA (the driver answers CUDA_ERROR_NOT_INITIALIZED
 * to its every call: tests/probes/fork_child.c). Forked while another thread is inside cubound,
 * holding its locks, the child's calls must not wait for a thread it does not have: each answers
 * CUDA_ERROR_NOT_INITIALIZED at once and bd_last_error says why. Run with checks on, where most
 * locks are taken, and off. */
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"

enum { FORKS = 40, CHILD_SECONDS = 20 };

static atomic_bool stop;

/* Allocates, sets and frees on a stream of its own binding until told to stop: with checks on the
 * registry, race detection and the hand-off log are locked on each call. */
static void *keep_busy(void *arg)
{
    bound_dev_t *bd;
    CUstream s;
    WORKER_OK(bd_bind(arg, &bd));
    WORKER_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
    while (!atomic_load(&stop)) {
        CUdeviceptr p;
        WORKER_OK(bd_cuMemAlloc(bd, &p, 4096));
        WORKER_OK(bd_cuMemsetD8Async(bd, p, 1, 4096, s));
        WORKER_OK(bd_cuStreamSynchronize(bd, s));
        WORKER_OK(bd_cuMemFree(bd, p));
    }
    WORKER_OK(bd_cuStreamDestroy(bd, s));
    WORKER_OK(bd_unbind(bd));
    return NULL;
}

/* In the child: 0 if every call answered CUDA_ERROR_NOT_INITIALIZED and said why, else which one did not. */
static int child_answers(bd_device_t *dev, bound_dev_t *bd)
{
    CUdeviceptr p;
    bound_dev_t *again;
    bd_device_t *opened;
    void *q;
    if (bd_cuMemAlloc(bd, &p, 64) != CUDA_ERROR_NOT_INITIALIZED || strstr(bd_last_error(), "forked") == NULL)
        return 1;
    if (bd_cudaMalloc(bd, &q, 64) == cudaSuccess)
        return 2;
    if (bd_sync_device(bd) != CUDA_ERROR_NOT_INITIALIZED)
        return 3;
    if (bd_bind(dev, &again) != CUDA_ERROR_NOT_INITIALIZED)
        return 4;
    if (bd_device_open(0, BD_OWN_CONTEXT, &opened) != CUDA_ERROR_NOT_INITIALIZED)
        return 5;
    if (bd_unbind(bd) != CUDA_ERROR_NOT_INITIALIZED || bd_device_close(dev) != CUDA_ERROR_NOT_INITIALIZED)
        return 6;
    return 0;
}

static void a_child_forked_mid_call_answers_at_once(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    pthread_t worker;
    struct worker_failures failures = WORKER_FAILURES_INIT;
    open_test_devices(&dev, 1);
    CU_OK(bd_bind(dev, &bd));
    assert_int_equal(worker_start(&worker, &failures, keep_busy, dev), 0);
    for (int i = 0; i < FORKS; i++) {
        pid_t child = fork();
        assert_true(child >= 0);
        if (child == 0) {
            alarm(CHILD_SECONDS); /* a hang ends the child with SIGALRM, which the parent sees */
            _exit(child_answers(dev, bd));
        }
        int status;
        assert_int_equal(waitpid(child, &status, 0), child);
        assert_false(WIFSIGNALED(status)); /* SIGALRM: a call hung in the child */
        assert_int_equal(WEXITSTATUS(status), 0);
        usleep(1000 * (i % 3)); /* fork at different points of the worker's calls */
    }
    atomic_store(&stop, true);
    assert_int_equal(pthread_join(worker, NULL), 0);
    assert_no_worker_failures(&failures);
    /* The parent goes on as before. */
    CUdeviceptr p;
    CU_OK(bd_cuMemAlloc(bd, &p, 64));
    CU_OK(bd_cuMemFree(bd, p));
    CU_OK(bd_unbind(bd));
    close_test_devices(&dev, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_child_forked_mid_call_answers_at_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
