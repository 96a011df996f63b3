/* SPDX-License-Identifier: MIT */
/* Stream-ordered memory and race detection (docs/races.md, "Stream-ordered memory"): cuda.h, "All
 * asynchronous accesses of the allocation must happen between the stream executions of the
 * allocation and the free". An allocation (cuMemAllocAsync, cuMemAllocFromPoolAsync) and a free
 * (cuMemFreeAsync) are each a write of the whole allocation on their stream: a use on another
 * stream not ordered after the allocation, and a free not ordered after a use, are BD-STREAM-RACE;
 * the same memory given out again is a new allocation, with nothing of the old one's accesses. A
 * synchronous free (cuMemFree) of stream-ordered memory does not wait for its work: one the host
 * did not wait for is reported; of other memory it may synchronize, and is counted so. The runtime
 * takes all of it from its driver twins (spec/cudart.toml [twins]). Runs with checks on (race
 * detection with them) on the simulation, where freed addresses are handed out again at once
 * (CUBOUND_SIM_REUSE_ADDRESSES=1), and on the GPU. */
#include <stdio.h>
#include <string.h>

#include "support.h"

enum { BYTES = 4096 };

/* Exactly one report, BD-STREAM-RACE, with every fragment given (NULL ends them). */
static void expect_one_race(const char *fragment, ...)
{
    if (report_count != 1)
        fail_msg("%d report_count, not one BD-STREAM-RACE (first: %s)", report_count, report_count > 0 ? report_messages[0] : "none");
    fprintf(stderr, "caught: %s\n", report_messages[0]);
    assert_string_equal(report_ids[0], "BD-STREAM-RACE");
    va_list more;
    va_start(more, fragment);
    for (const char *f = fragment; f != NULL; f = va_arg(more, const char *))
        if (strstr(report_messages[0], f) == NULL)
            fail_msg("the report lacks \"%s\": %s", f, report_messages[0]);
    va_end(more);
}

static void expect_none(void)
{
    if (report_count != 0)
        fail_msg("%d unexpected report_count, the first: %s", report_count, report_messages[0]);
}

static bd_device_t *devs[1];
static bound_dev_t *bd;
static CUstream a, b;
static CUevent ev;

static int setup(void **state)
{
    (void)state;
    bd = bind_race_test_device(&devs[0]);
    CU_OK(bd_cuStreamCreate(bd, &a, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuStreamCreate(bd, &b, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuEventCreate(bd, &ev, CU_EVENT_DISABLE_TIMING));
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    CU_OK(bd_sync_device(bd));
    CU_OK(bd_cuEventDestroy(bd, ev));
    CU_OK(bd_cuStreamDestroy(bd, a));
    CU_OK(bd_cuStreamDestroy(bd, b));
    unbind_race_test_device(devs[0], bd);
    return 0;
}

static void settle(void)
{
    CU_OK(bd_sync_device(bd));
    report_count = 0;
}

/* b waits for a's work so far. */
static void b_after_a(void)
{
    CU_OK(bd_cuEventRecord(bd, ev, a));
    CU_OK(bd_cuStreamWaitEvent(bd, b, ev, 0));
}

static void a_free_before_the_write_is_ordered(void **state)
{
    (void)state;
    CUdeviceptr p;
    settle();
    CU_OK(bd_cuMemAllocAsync(bd, &p, BYTES, a));
    CU_OK(bd_cuMemsetD32Async(bd, p, 7, BYTES / 4, a));
    CU_OK(bd_cuMemFreeAsync(bd, p, b)); /* b may free it while a still writes it */
    char range[64];
    snprintf(range, sizeof range, "frees [0x%llx, 0x%llx)", (unsigned long long)p, (unsigned long long)p + BYTES);
    expect_one_race("cuMemFreeAsync(dptr): ", range, "but cuMemsetD32Async(dstDevice) writes it on stream",
                    "nothing orders the two", "cuStreamWaitEvent", NULL);

    settle(); /* fixed: b frees it after a's write */
    CU_OK(bd_cuMemAllocAsync(bd, &p, BYTES, a));
    CU_OK(bd_cuMemsetD32Async(bd, p, 7, BYTES / 4, a));
    uint32_t word = 0;
    CU_OK(bd_cuMemcpyDtoHAsync(bd, &word, p + BYTES - 4, 4, a));
    b_after_a();
    CU_OK(bd_cuMemFreeAsync(bd, p, b));
    CU_OK(bd_cuStreamSynchronize(bd, b));
    assert_int_equal(word, 7);
    expect_none();
}

static void a_use_before_the_allocation_is_ordered(void **state)
{
    (void)state;
    CUdeviceptr p;
    settle();
    CU_OK(bd_cuMemAllocAsync(bd, &p, BYTES, a));
    CU_OK(bd_cuMemsetD8Async(bd, p, 1, BYTES, b)); /* b may write it before a allocated it */
    expect_one_race("cuMemsetD8Async(dstDevice): writes", "but cuMemAllocAsync(dptr) allocates it on stream", NULL);
    CU_OK(bd_cuMemFreeAsync(bd, p, b));

    settle(); /* fixed: b uses it after the allocation, a frees it after b's use */
    CU_OK(bd_cuMemAllocAsync(bd, &p, BYTES, a));
    b_after_a();
    CU_OK(bd_cuMemsetD8Async(bd, p, 3, BYTES, b));
    CU_OK(bd_cuEventRecord(bd, ev, b));
    CU_OK(bd_cuStreamWaitEvent(bd, a, ev, 0));
    unsigned char back = 0;
    CU_OK(bd_cuMemcpyDtoHAsync(bd, &back, p + BYTES - 1, 1, a));
    CU_OK(bd_cuMemFreeAsync(bd, p, a));
    CU_OK(bd_cuStreamSynchronize(bd, a));
    assert_int_equal(back, 3);
    expect_none();
}

/* Memory freed on a, its address given out again to an allocation on b that nothing orders after
 * a: a new allocation (the driver reuses it only where the free is done or ordered before), with no
 * race against the old one's accesses, which were before the free. */
static void the_address_given_out_again(void **state)
{
    (void)state;
    CUdeviceptr p, q;
    settle();
    CU_OK(bd_cuMemAllocAsync(bd, &p, BYTES, a));
    CU_OK(bd_cuMemsetD8Async(bd, p, 1, BYTES, a));
    CU_OK(bd_cuMemFreeAsync(bd, p, a));
    CU_OK(RAW(cuStreamSynchronize)(a)); /* the free is done, and cubound does not know it */
    CU_OK(bd_cuMemAllocAsync(bd, &q, BYTES, b));
    if (!on_real_driver())
        assert_int_equal(q, p); /* CUBOUND_SIM_REUSE_ADDRESSES=1 */
    CU_OK(bd_cuMemsetD8Async(bd, q, 2, BYTES, b));
    unsigned char back = 0;
    CU_OK(bd_cuMemcpyDtoHAsync(bd, &back, q, 1, b));
    CU_OK(bd_cuMemFreeAsync(bd, q, b));
    CU_OK(bd_cuStreamSynchronize(bd, b));
    assert_int_equal(back, 2);
    expect_none();

    /* A pool's allocation is stream-ordered alike. */
    CUmemoryPool pool;
    CU_OK(bd_cuDeviceGetDefaultMemPool(&pool, 0));
    CU_OK(bd_cuMemAllocFromPoolAsync(bd, &p, BYTES, pool, a));
    CU_OK(bd_cuMemsetD8Async(bd, p, 4, BYTES, b));
    expect_one_race("cuMemsetD8Async(dstDevice): writes", "but cuMemAllocFromPoolAsync(dptr) allocates it on stream", NULL);
    CU_OK(bd_sync_device(bd));
    CU_OK(bd_cuMemFreeAsync(bd, p, a));
}

/* cuMemFree of stream-ordered memory does not wait for its work; of other memory it counts as the
 * host waiting for the context ("may perform implicit synchronization"). */
static void a_synchronous_free(void **state)
{
    (void)state;
    CUdeviceptr p, other, plain;
    settle();
    CU_OK(bd_cuMemAllocAsync(bd, &p, BYTES, a));
    CU_OK(bd_cuMemsetD8Async(bd, p, 1, BYTES, a));
    /* The host waits outside cubound, which does not see it: on an H100 the free otherwise pulled
     * the memory from under the memset (CUDA_ERROR_LAUNCH_FAILED, the context lost). As far as
     * cubound can tell, a may still write it. */
    CU_OK(RAW(cuStreamSynchronize)(a));
    CU_OK(bd_cuMemFree(bd, p));
    expect_one_race("cuMemFree(dptr): the host frees [", "but cuMemsetD8Async(dstDevice) writes it on stream",
                    "the host has not waited for it", "cuMemFreeAsync", NULL);

    settle(); /* fixed: the host waits first */
    CU_OK(bd_cuMemAllocAsync(bd, &p, BYTES, a));
    CU_OK(bd_cuMemsetD8Async(bd, p, 1, BYTES, a));
    CU_OK(bd_cuStreamSynchronize(bd, a));
    CU_OK(bd_cuMemFree(bd, p));
    expect_none();

    /* Freeing memory of cuMemAlloc: a's write is done after it, and b reads it with no report. */
    CU_OK(bd_cuMemAlloc(bd, &other, BYTES));
    CU_OK(bd_cuMemAlloc(bd, &plain, BYTES));
    CU_OK(bd_cuMemsetD8Async(bd, other, 5, BYTES, a));
    CU_OK(bd_cuMemFree(bd, plain));
    unsigned char back = 0;
    CU_OK(bd_cuMemcpyDtoHAsync(bd, &back, other + BYTES - 1, 1, b));
    CU_OK(bd_cuStreamSynchronize(bd, b));
    assert_int_equal(back, 5);
    expect_none();
    CU_OK(bd_cuMemFree(bd, other));
}

/* The runtime's forms, by their driver twins. */
static void the_runtime_frees_and_allocates_in_stream_order(void **state)
{
    (void)state;
    cudaStream_t ra = (cudaStream_t)a, rb = (cudaStream_t)b;
    unsigned char *p;
    settle();
    RT_OK(bd_cudaMallocAsync(bd, (void **)&p, BYTES, ra));
    RT_OK(bd_cudaMemsetAsync(bd, p, 9, BYTES, ra));
    RT_OK(bd_cudaFreeAsync(bd, p, rb));
    char range[64];
    snprintf(range, sizeof range, "frees [0x%llx, 0x%llx)", (unsigned long long)(uintptr_t)p,
             (unsigned long long)(uintptr_t)p + BYTES);
    expect_one_race("cudaFreeAsync(devPtr): ", range, "but cudaMemsetAsync(devPtr) writes it on stream",
                    "nothing orders the two", NULL);

    settle();
    RT_OK(bd_cudaMallocAsync(bd, (void **)&p, BYTES, ra));
    RT_OK(bd_cudaMemsetAsync(bd, p, 9, BYTES, rb));
    expect_one_race("cudaMemsetAsync(devPtr): writes", "but cudaMallocAsync(devPtr) allocates it on stream", NULL);

    settle(); /* fixed: ordered both ways, and the synchronous free after the host waited */
    RT_OK(bd_cudaMallocAsync(bd, (void **)&p, BYTES, ra));
    RT_OK(bd_cudaEventRecord(bd, (cudaEvent_t)ev, ra));
    RT_OK(bd_cudaStreamWaitEvent(bd, rb, (cudaEvent_t)ev, 0));
    RT_OK(bd_cudaMemsetAsync(bd, p, 9, BYTES, rb));
    RT_OK(bd_cudaEventRecord(bd, (cudaEvent_t)ev, rb));
    RT_OK(bd_cudaStreamWaitEvent(bd, ra, (cudaEvent_t)ev, 0));
    unsigned char back = 0;
    RT_OK(bd_cudaMemcpyAsync(bd, &back, p + 17, 1, cudaMemcpyDeviceToHost, ra));
    RT_OK(bd_cudaFreeAsync(bd, p, ra));
    RT_OK(bd_cudaStreamSynchronize(bd, ra));
    assert_int_equal(back, 9);
    expect_none();

    RT_OK(bd_cudaMallocAsync(bd, (void **)&p, BYTES, ra));
    RT_OK(bd_cudaMemsetAsync(bd, p, 9, BYTES, ra));
    RT_OK(bd_cudaFree(bd, p)); /* no wait for stream-ordered memory */
    expect_one_race("cudaFree(devPtr): the host frees [", "but cudaMemsetAsync(devPtr) writes it on stream", NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_free_before_the_write_is_ordered),
        cmocka_unit_test(a_use_before_the_allocation_is_ordered),
        cmocka_unit_test(the_address_given_out_again),
        cmocka_unit_test(a_synchronous_free),
        cmocka_unit_test(the_runtime_frees_and_allocates_in_stream_order),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
