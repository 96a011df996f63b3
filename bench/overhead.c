/* What a wrapper adds to a call, in ns per call (best of 5 runs after a warm-up run): the raw driver call, the release
 * wrapper (a compare, then the call) and the debug wrapper (binding, current-context and three
 * handle checks), on one device and alternating between two. Two devices are two contexts on
 * device 0 when the machine has one GPU. Run: bench_overhead [calls] */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench.h"

#define CHECK(call)                                                                                   \
    do {                                                                                              \
        if ((call) != 0) {                                                                            \
            fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call, bd_last_error());    \
            exit(1);                                                                                  \
        }                                                                                             \
    } while (0)

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

#define BEST(label, calls, body)                                                                      \
    do {                                                                                              \
        double best = 1e30;                                                                           \
        for (int rep = 0; rep <= 5; rep++) { /* run 0 warms up and is not counted */                \
            double t0 = now_ns();                                                                     \
            body;                                                                                     \
            double per_call = (now_ns() - t0) / (double)(calls);                                      \
            best = rep > 0 && per_call < best ? per_call : best;                                      \
        }                                                                                             \
        printf("%-58s %8.1f ns\n", label, best);                                                      \
        result = best;                                                                                \
    } while (0)

int main(int argc, char **argv)
{
    long calls = argc > 1 ? atol(argv[1]) : 1000000;
    int count = 0;
    double result, raw, release, debug;
    CHECK(cuInit(0));
    CHECK(cuDeviceGetCount(&count));
    bd_device_t *dev[2];
    bound_dev_t *bd[2];
    CUdeviceptr dst[2], src[2];
    CUstream stream[2];
    for (int d = 0; d < 2; d++) {
        CHECK(bd_device_open(count >= 2 ? d : 0, count >= 2 ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT, &dev[d]));
        CHECK(bd_bind(dev[d], &bd[d]));
        /* Made through the debug wrappers so that the registry knows them. */
        const bd_call_t call = {"bench", __FILE__, __LINE__};
        CHECK(bd_check_binding(bd[d], &call));
        CHECK(cuMemAlloc(&dst[d], 1 << 20));
        CHECK(cuMemAlloc(&src[d], 1 << 20));
        CHECK(cuStreamCreate(&stream[d], CU_STREAM_NON_BLOCKING));
        bd_register(bd[d], &call, BD_KIND_DEVICE_POINTER, dst[d], 1 << 20);
        bd_register(bd[d], &call, BD_KIND_DEVICE_POINTER, src[d], 1 << 20);
        bd_register(bd[d], &call, BD_KIND_STREAM, BD_HANDLE_VALUE(stream[d]), 0);
    }
    printf("cubound wrapper overhead, %ld calls per run, %d device(s) on this machine\n", calls, count);

    CHECK(cuCtxSetCurrent(bd_device_context(dev[0])));
    BEST("raw cuMemcpyDtoDAsync(0 bytes), same context", calls,
         for (long i = 0; i < calls; i++) cuMemcpyDtoDAsync(dst[0], src[0], 0, stream[0]));
    raw = result;
    bd_resync();
    BEST("release bd_cuMemcpyDtoDAsync, same device", calls, bench_release_copy(bd[0], dst[0], src[0], stream[0], calls));
    release = result;
    bd_resync();
    BEST("debug bd_cuMemcpyDtoDAsync (3 handle checks), same device", calls,
         bench_debug_copy(bd[0], dst[0], src[0], stream[0], calls));
    debug = result;
    printf("%-58s %8.1f ns\n", "  release adds to raw", release - raw);
    printf("%-58s %8.1f ns\n", "  debug adds to release", debug - release);
    /* What the debug wrapper adds, without the driver call whose own time varies run to run. */
    const bd_call_t site = {"cuMemcpyDtoDAsync", __FILE__, __LINE__};
    const bd_handle_arg_t handles[] = {{"dstDevice", BD_KIND_DEVICE_POINTER, dst[0]},
                                       {"srcDevice", BD_KIND_DEVICE_POINTER, src[0]},
                                       {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream[0])}};
    BEST("debug checks alone: binding + 3 handles", calls, for (long i = 0; i < calls; i++) {
        if (bd_check_binding(bd[0], &site) != CUDA_SUCCESS || bd_check_handles(bd[0], &site, handles, 3) != CUDA_SUCCESS)
            exit(1);
    });
    BEST("debug checks alone: binding only", calls, for (long i = 0; i < calls; i++) {
        if (bd_check_binding(bd[0], &site) != CUDA_SUCCESS)
            exit(1);
    });

    BEST("raw cuCtxSetCurrent + cuMemcpyDtoDAsync, alternating", calls, for (long i = 0; i < calls; i++) {
        int d = (int)(i & 1);
        cuCtxSetCurrent(bd_device_context(dev[d]));
        cuMemcpyDtoDAsync(dst[d], src[d], 0, stream[d]);
    });
    bd_resync();
    BEST("release bd_cuMemcpyDtoDAsync, alternating devices", calls,
         bench_release_alternate(bd[0], bd[1], dst, src, stream, calls));
    bd_resync();
    BEST("debug bd_cuMemcpyDtoDAsync, alternating devices", calls,
         bench_debug_alternate(bd[0], bd[1], dst, src, stream, calls));

    CHECK(cuCtxSetCurrent(bd_device_context(dev[0])));
    BEST("raw cuCtxGetDevice", calls, for (long i = 0; i < calls; i++) {
        CUdevice device;
        cuCtxGetDevice(&device);
    });
    bd_resync();
    BEST("release bd_cuCtxGetDevice", calls, bench_release_get_device(bd[0], calls));
    bd_resync();
    BEST("debug bd_cuCtxGetDevice (no handle)", calls, bench_debug_get_device(bd[0], calls));

    for (int d = 0; d < 2; d++) {
        CHECK(cuCtxSetCurrent(bd_device_context(dev[d])));
        CHECK(cuStreamSynchronize(stream[d]));
        CHECK(cuStreamDestroy(stream[d]));
        CHECK(cuMemFree(dst[d]));
        CHECK(cuMemFree(src[d]));
        bd_resync();
        CHECK(bd_unbind(bd[d]));
        CHECK(bd_device_close(dev[d]));
    }
    return 0;
}
