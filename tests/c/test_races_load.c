/* SPDX-License-Identifier: MIT */
/* Race detection under load (docs/races.md, "How it is kept bounded"): what it holds follows the
 * live streams and allocations, never what was destroyed. Thousands of streams made, used and
 * destroyed with no host wait in between leave a footprint that does not grow with their number,
 * and report nothing; a destroyed stream's work that nothing ordered is still caught. Several
 * threads binding, unbinding, making and destroying streams at once (run under ThreadSanitizer in
 * the tsan build, tests/run.sh). Runs with checks on (race detection with them) on the simulation
 * (label sim) and the GPU (label gpu). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "support.h"

enum { STREAMS = 4000, SLICE = 64, THREADS = 4, THREAD_ROUNDS = 200 };

static void expect_none(void)
{
    if (report_count != 0)
        fail_msg("%d unexpected report_count, the first: %s", report_count, report_messages[0]);
}

static bd_device_t *devs[1];
static bound_dev_t *bd;

static int setup(void **state)
{
    (void)state;
    bd = bind_race_test_device(&devs[0]);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    unbind_race_test_device(devs[0], bd);
    return 0;
}

static void start_case(void)
{
    CU_OK(bd_sync_device(bd));
    report_count = 0;
}

/* What the footprint means, whatever the numbers: every stream held is a live one (live of them)
 * or a destroyed one that an access held still names, and no range holds more than its bound. */
static void expect_bounded(const bd_race_footprint_t *f, size_t live)
{
    fprintf(stderr, "  %zu ranges, %zu accesses, %zu streams, %zu events, %zu bytes\n", f->ranges, f->accesses,
            f->streams, f->events, f->bytes);
    assert_true(f->streams <= live + f->accesses);
    assert_true(f->accesses <= 64 * f->ranges);
}

/* Streams made, used (a memset of a slice of their own) and destroyed, thousands of them, with no
 * host wait: the work of each goes on after its stream is destroyed, and nothing orders it with the
 * others' (their slices do not overlap: no race). The footprint after all of them is the footprint
 * after a quarter of them: it does not grow with the streams destroyed. */
static void destroyed_streams_are_let_go(void **state)
{
    (void)state;
    start_case();
    CUdeviceptr slices;
    CU_OK(bd_cuMemAlloc(bd, &slices, (size_t)STREAMS * SLICE));
    bd_race_footprint_t quarter = {0}, all;
    double started = test_now();
    for (int i = 0; i < STREAMS; i++) {
        CUstream s;
        CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuMemsetD8Async(bd, slices + (CUdeviceptr)i * SLICE, (unsigned char)i, SLICE, s));
        CU_OK(bd_cuStreamDestroy(bd, s));
        if (i + 1 == STREAMS / 4) {
            bd_race_footprint(&quarter);
            expect_bounded(&quarter, 0);
        }
    }
    double seconds = test_now() - started;
    bd_race_footprint(&all);
    fprintf(stderr, "%d streams made, used and destroyed in %.3f s (%.0f a second)\n", STREAMS, seconds,
            STREAMS / seconds);
    expect_bounded(&all, 0);
    assert_int_equal(all.ranges, quarter.ranges);
    assert_true(all.streams <= quarter.streams);
    assert_true(all.bytes <= quarter.bytes);
    expect_none();

    /* The last streams' work is still unordered with what comes next: a write of the first slices'
     * successor on another stream races the last one destroyed (its access is remembered). */
    CUstream late;
    CU_OK(bd_cuStreamCreate(bd, &late, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuMemsetD8Async(bd, slices + (CUdeviceptr)(STREAMS - 1) * SLICE, 0xEE, SLICE, late));
    assert_int_equal(report_count, 1);
    assert_string_equal(report_ids[0], "BD-STREAM-RACE");
    assert_non_null(strstr(report_messages[0], "cuMemsetD8Async(dstDevice): writes"));
    assert_non_null(strstr(report_messages[0], "but cuMemsetD8Async(dstDevice) writes it on stream"));
    CU_OK(bd_cuStreamDestroy(bd, late));

    /* Every slice holds its stream's byte once the host waited (the last one the late stream's). */
    CU_OK(bd_sync_device(bd));
    unsigned char back[SLICE];
    CU_OK(bd_cuMemcpyDtoH(bd, back, slices + (CUdeviceptr)1234 * SLICE, SLICE));
    assert_int_equal(back[0], (unsigned char)1234);
    assert_int_equal(back[SLICE - 1], (unsigned char)1234);
    CU_OK(bd_cuMemFree(bd, slices));
    bd_race_footprint(&all);
    assert_int_equal(all.ranges, 0);
    assert_int_equal(all.accesses, 0);
}

/* The same bytes, each stream after the one before (an event recorded on it, waited for by the
 * next): every access supersedes the one before, and the streams go with them. */
static void a_chain_of_destroyed_streams(void **state)
{
    (void)state;
    start_case();
    CUdeviceptr word;
    CUevent ev;
    CU_OK(bd_cuMemAlloc(bd, &word, 4));
    CU_OK(bd_cuEventCreate(bd, &ev, CU_EVENT_DISABLE_TIMING));
    bd_race_footprint_t quarter = {0}, all;
    for (int i = 0; i < STREAMS; i++) {
        CUstream s;
        CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
        if (i > 0)
            CU_OK(bd_cuStreamWaitEvent(bd, s, ev, 0));
        CU_OK(bd_cuMemsetD32Async(bd, word, (unsigned)i, 1, s));
        CU_OK(bd_cuEventRecord(bd, ev, s));
        CU_OK(bd_cuStreamDestroy(bd, s));
        if (i + 1 == STREAMS / 4)
            bd_race_footprint(&quarter);
    }
    bd_race_footprint(&all);
    expect_bounded(&all, 1); /* live: the legacy stream, where the case before copied synchronously */
    assert_int_equal(all.accesses, 1); /* the last write: each one before it is ordered before it */
    assert_true(all.streams <= 2); /* its stream, and the legacy one */
    assert_true(all.bytes <= quarter.bytes);
    expect_none();
    CU_OK(bd_sync_device(bd));
    unsigned value = 0;
    CU_OK(bd_cuMemcpyDtoH(bd, &value, word, 4));
    assert_int_equal(value, STREAMS - 1);
    CU_OK(bd_cuEventDestroy(bd, ev));
    CU_OK(bd_cuMemFree(bd, word));
}

/* Threads that each bind the device, make, use and destroy streams and unbind, again and again, on
 * slices of one allocation of their own thread: nothing to report, and (tsan build) no data race. */
static bd_device_t *shared_dev;
static CUdeviceptr shared_slices;

static void *storm(void *arg)
{
    int thread = (int)(intptr_t)arg;
    for (int round = 0; round < THREAD_ROUNDS; round++) {
        bound_dev_t *mine;
        WORKER_OK(bd_bind(shared_dev, &mine));
        CUstream s;
        WORKER_OK(bd_cuStreamCreate(mine, &s, round % 2 ? CU_STREAM_NON_BLOCKING : CU_STREAM_DEFAULT));
        CUdeviceptr slice = shared_slices + ((CUdeviceptr)thread * THREAD_ROUNDS + (CUdeviceptr)round) * SLICE;
        WORKER_OK(bd_cuMemsetD8Async(mine, slice, (unsigned char)(thread + 1), SLICE, s));
        WORKER_OK(bd_cuStreamDestroy(mine, s));
        if (round % 50 == 49)
            WORKER_OK(bd_sync_device(mine));
        WORKER_OK(bd_unbind(mine));
    }
    return NULL;
}

static void threads_make_and_destroy_streams(void **state)
{
    (void)state;
    start_case();
    shared_dev = devs[0];
    CU_OK(bd_cuMemAlloc(bd, &shared_slices, (size_t)THREADS * THREAD_ROUNDS * SLICE));
    pthread_t threads[THREADS];
    struct worker_failures failures = WORKER_FAILURES_INIT;
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(worker_start(&threads[t], &failures, storm, (void *)(intptr_t)t), 0);
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(pthread_join(threads[t], NULL), 0);
    assert_no_worker_failures(&failures);
    bd_race_footprint_t f;
    bd_race_footprint(&f);
    expect_bounded(&f, 1); /* live: the legacy stream */
    expect_none();
    CU_OK(bd_sync_device(bd));
    unsigned char back[SLICE];
    for (int t = 0; t < THREADS; t++) {
        CU_OK(bd_cuMemcpyDtoH(bd, back, shared_slices + ((CUdeviceptr)t * THREAD_ROUNDS + THREAD_ROUNDS - 1) * SLICE,
                              SLICE));
        assert_int_equal(back[0], t + 1);
    }
    CU_OK(bd_cuMemFree(bd, shared_slices));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(destroyed_streams_are_let_go),
        cmocka_unit_test(a_chain_of_destroyed_streams),
        cmocka_unit_test(threads_make_and_destroy_streams),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
