/* SPDX-License-Identifier: MIT */
/* A long-running process with checks on keeps working: up to 3,000,000 allocations and 1,500,000
 * streams made and destroyed through cubound, as many as fit in CUBOUND_TEST_SECONDS (default 150:
 * two thirds for allocations, one third for streams; at least 20,000 of each), with bounded memory,
 * no violation, and a precise report for a handle destroyed recently. Prints the counts, the calls
 * per second and the peak RSS (label long). */
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "support.h"

/* At most this many, at least AT_LEAST: more than the 4,096 destructions the checks remember. */
enum { ALLOCATIONS = 3000000, STREAMS = 1500000, AT_LEAST = 20000 };

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
    double allowed = test_seconds_allowed(150), start = test_now();
    int allocations = 0;
    while (allocations < ALLOCATIONS && (allocations < AT_LEAST || allocations % 1024 != 0 ||
                                         test_now() - start < allowed * 2 / 3)) {
        CU_OK(bd_cuMemAlloc(bd, &p, 256));
        CU_OK(bd_cuMemsetD8(bd, p, 1, 256)); /* a checked use of each one */
        CU_OK(bd_cuMemFree(bd, p));
        allocations++;
    }
    double allocation_seconds = test_now() - start;
    /* The last one is still in the history of destructions: its use is reported precisely. */
    assert_int_equal(bd_cuMemsetD8(bd, p, 0, 256), CUDA_ERROR_INVALID_HANDLE);
    assert_non_null(strstr(bd_last_error(), "BD-USE-AFTER-DESTROY"));
    start = test_now();
    int streams = 0;
    while (streams < STREAMS && (streams < AT_LEAST || streams % 1024 != 0 || test_now() - start < allowed / 3)) {
        CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuStreamQuery(bd, s));
        CU_OK(bd_cuStreamDestroy(bd, s));
        streams++;
    }
    double stream_seconds = test_now() - start;
    long peak = peak_rss_mb();
    printf("long run: %d allocation pairs in %.2f s (%.0f calls/s), %d stream pairs in %.2f s (%.0f calls/s); "
           "peak RSS %ld MB (%ld MB before)\n", allocations, allocation_seconds, 3 * allocations / allocation_seconds,
           streams, stream_seconds, 3 * streams / stream_seconds, peak, baseline);
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
