/* SPDX-License-Identifier: MIT */
/* What a hand-off waits for, and what noting writes costs (issue 12's goals), on device 0.
 *
 * handoff: seven streams busy with large memsets (BUSY_BYTES each) and an eighth that writes a
 * small buffer; the time until bd_handoff of the small buffer returns against the time until
 * cuCtxSynchronize returns, from the same state (median of TRIALS each). The small write is
 * enqueued before the busy work ("written, then others start") or after it ("written last": it
 * then competes with them for the GPU).
 *
 * noting: a long run of small asynchronous enqueues (cuMemsetD8Async of 4 bytes, each to the
 * next of SPOTS places of a buffer, so that every call appends a note; and launches of an empty
 * kernel given such a pointer, whose parameters cubound reads for possible pointers), through the
 * raw function table and through cubound's wrappers, which note the writes; ns per call, the
 * best of ROUNDS. (The simulation runs no such kernel: the launch row is left out there.)
 *
 * bench_handoff [calls [busy_mib]]      one JSON line per measurement on stdout */
#include "bench.h"

enum { BUSY_STREAMS = 7, TRIALS = 15, ROUNDS = 5, SPOTS = 1024, SMALL_BYTES = 4096 };
static size_t BUSY_BYTES = (size_t)1 << 30; /* argv[2] MiB */

/* A kernel that leaves its pointer alone: the launch costs what launching costs. */
static const char empty_kernel_ptx[] = ".version 7.0\n.target sm_52\n.address_size 64\n"
                                       ".visible .entry empty(.param .u64 out)\n{\n\tret;\n}\n";

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count)
{
    qsort(values, (size_t)count, sizeof *values, by_value);
    return values[count / 2];
}

struct setup {
    bound_dev_t *bd;
    CUstream busy[BUSY_STREAMS], writer;
    CUdeviceptr busy_buffer[BUSY_STREAMS], small;
};

static void enqueue(const struct setup *s, int written_last)
{
    if (!written_last)
        CHECK(bd_cuMemsetD32Async(s->bd, s->small, 7, SMALL_BYTES / 4, s->writer));
    for (int i = 0; i < BUSY_STREAMS; i++)
        CHECK(bd_cuMemsetD32Async(s->bd, s->busy_buffer[i], (unsigned)i, BUSY_BYTES / 4, s->busy[i]));
    if (written_last)
        CHECK(bd_cuMemsetD32Async(s->bd, s->small, 7, SMALL_BYTES / 4, s->writer));
}

/* ms until bd_handoff (or cuCtxSynchronize) returns, the median of TRIALS. */
static double wait_ms(const struct setup *s, int written_last, int whole_context)
{
    double ms[TRIALS];
    for (int t = 0; t < TRIALS; t++) {
        CHECK(bd_sync_device(s->bd));
        enqueue(s, written_last);
        double t0 = now_ns();
        if (whole_context)
            CHECK(bd_cuCtxSynchronize(s->bd));
        else
            CHECK(bd_handoff(s->bd, s->small, SMALL_BYTES));
        ms[t] = (now_ns() - t0) / 1e6;
    }
    CHECK(bd_sync_device(s->bd));
    return median(ms, TRIALS);
}

/* One small enqueue, raw or through cubound's wrapper: a memset, or a launch when f is given. */
static CUresult enqueue_one(const struct setup *s, CUfunction f, int through_cubound, long i)
{
    CUdeviceptr spot = s->small + (CUdeviceptr)(i % SPOTS) * 4;
    void *params[] = {&spot};
    if (f != NULL)
        return through_cubound ? bd_cuLaunchKernel(s->bd, f, 1, 1, 1, 32, 1, 1, 0, s->writer, params, NULL)
                               : DRIVER(cuLaunchKernel)(f, 1, 1, 1, 32, 1, 1, 0, s->writer, params, NULL);
    return through_cubound ? bd_cuMemsetD8Async(s->bd, spot, 1, 4, s->writer)
                           : DRIVER(cuMemsetD8Async)(spot, 1, 4, s->writer);
}

/* ns per small enqueue, raw or through cubound's wrapper. */
static double enqueue_ns(const struct setup *s, CUfunction f, int through_cubound, long calls)
{
    double best = 1e30;
    for (int round = 0; round <= ROUNDS; round++) { /* round 0 warms up */
        CHECK(bd_sync_device(s->bd));
        double t0 = now_ns();
        for (long i = 0; i < calls; i++)
            CHECK(enqueue_one(s, f, through_cubound, i));
        double ns = (now_ns() - t0) / (double)calls;
        if (round > 0 && ns < best)
            best = ns;
    }
    CHECK(bd_sync_device(s->bd));
    return best;
}

int main(int argc, char **argv)
{
    long calls = argc > 1 ? atol(argv[1]) : 200000;
    if (argc > 2)
        BUSY_BYTES = (size_t)atol(argv[2]) << 20;
    bd_device_t *dev;
    struct setup s;
    CHECK(bd_cuInit(0));
    CHECK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &s.bd));
    for (int i = 0; i < BUSY_STREAMS; i++) {
        CHECK(bd_cuStreamCreate(s.bd, &s.busy[i], CU_STREAM_NON_BLOCKING));
        CHECK(bd_cuMemAlloc(s.bd, &s.busy_buffer[i], BUSY_BYTES));
    }
    CHECK(bd_cuStreamCreate(s.bd, &s.writer, CU_STREAM_NON_BLOCKING));
    CHECK(bd_cuMemAlloc(s.bd, &s.small, SPOTS * 4 > SMALL_BYTES ? SPOTS * 4 : SMALL_BYTES));

    for (int written_last = 0; written_last <= 1; written_last++) {
        double handoff = wait_ms(&s, written_last, 0), context = wait_ms(&s, written_last, 1);
        printf("{\"measure\": \"handoff\", \"small_write\": \"%s\", \"busy_streams\": %d, \"busy_bytes\": %zu, "
               "\"bd_handoff_ms\": %.4f, \"cuCtxSynchronize_ms\": %.4f, \"times_sooner\": %.1f}\n",
               written_last ? "last" : "first", BUSY_STREAMS, BUSY_BYTES, handoff, context, context / handoff);
    }
    CUmodule module;
    CUfunction empty = NULL;
    CHECK(bd_cuModuleLoadData(s.bd, &module, empty_kernel_ptx));
    CHECK(bd_cuModuleGetFunction(s.bd, &empty, module, "empty"));
    bool launches = enqueue_one(&s, empty, 0, 0) == CUDA_SUCCESS;
    for (int launch = 0; launch <= (int)launches; launch++) {
        CUfunction f = launch ? empty : NULL;
        double raw = enqueue_ns(&s, f, 0, calls), noted = enqueue_ns(&s, f, 1, calls);
        printf("{\"measure\": \"noting\", \"call\": \"%s\", \"calls\": %ld, \"raw_ns\": %.1f, "
               "\"cubound_ns\": %.1f, \"adds_percent\": %.2f}\n",
               launch ? "cuLaunchKernel(empty, 1 pointer)" : "cuMemsetD8Async(4 bytes)", calls, raw, noted,
               100.0 * (noted - raw) / raw);
    }
    CHECK(bd_cuModuleUnload(s.bd, module));

    for (int i = 0; i < BUSY_STREAMS; i++) {
        CHECK(bd_cuMemFree(s.bd, s.busy_buffer[i]));
        CHECK(bd_cuStreamDestroy(s.bd, s.busy[i]));
    }
    CHECK(bd_cuMemFree(s.bd, s.small));
    CHECK(bd_cuStreamDestroy(s.bd, s.writer));
    CHECK(bd_unbind(s.bd));
    CHECK(bd_device_close(dev));
    return 0;
}
