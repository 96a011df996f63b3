/* A long-running process with checks on keeps working: 3,000,000 allocations and 1,500,000 streams
 * made and destroyed through cubound, with bounded memory, no violation, and a precise report
 * for a handle destroyed recently. Prints the time and peak RSS (label long). */
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "support.h"

enum { ALLOCATIONS = 3000000, STREAMS = 1500000 };

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static long peak_rss_mb(void)
{
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

static void millions_of_handles_come_and_go(void **state)
{
    (void)state;
    assert_int_equal(bd_settings().checks, BD_CHECKS_ON);
    bound_dev_t *bd = test_bds[0];
    CUdeviceptr p = 0;
    CUstream s = NULL;
    for (int i = 0; i < 1000; i++) { /* warm up: the baseline includes the first allocations */
        CU_OK(bd_cuMemAlloc(bd, &p, 256));
        CU_OK(bd_cuMemFree(bd, p));
    }
    long baseline = peak_rss_mb();
    double start = now();
    for (int i = 0; i < ALLOCATIONS; i++) {
        CU_OK(bd_cuMemAlloc(bd, &p, 256));
        CU_OK(bd_cuMemsetD8(bd, p, 1, 256)); /* a checked use of each one */
        CU_OK(bd_cuMemFree(bd, p));
    }
    double allocations = now() - start;
    /* The last one is still in the history of destructions: its use is reported precisely. */
    assert_int_equal(bd_cuMemsetD8(bd, p, 0, 256), CUDA_ERROR_INVALID_HANDLE);
    assert_non_null(strstr(bd_last_error(), "BD-USE-AFTER-DESTROY"));
    start = now();
    for (int i = 0; i < STREAMS; i++) {
        CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuStreamQuery(bd, s));
        CU_OK(bd_cuStreamDestroy(bd, s));
    }
    double streams = now() - start;
    long peak = peak_rss_mb();
    printf("long run: %d allocation pairs in %.2f s, %d stream pairs in %.2f s; peak RSS %ld MB (%ld MB before)\n",
           ALLOCATIONS, allocations, STREAMS, streams, peak, baseline);
    assert_true(peak - baseline < 32);
    assert_int_equal(bd_cuStreamQuery(bd, s), CUDA_ERROR_INVALID_HANDLE);
    assert_non_null(strstr(bd_last_error(), "BD-USE-AFTER-DESTROY"));
    /* Older destructions have left the bounded history: the pointer reads as unknown now. */
    assert_int_equal(bd_cuMemsetD8(bd, p, 0, 256), CUDA_ERROR_INVALID_HANDLE);
    assert_non_null(strstr(bd_last_error(), "BD-FOREIGN-HANDLE"));
}

int main(void)
{
    setenv("BD_ON_VIOLATION", "return", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(millions_of_handles_come_and_go, bind_two_test_devices, unbind_two_test_devices),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
