/* SPDX-License-Identifier: MIT */
/* The measured loops, compiled three times: BENCH_LOOP is bench_outline (the exported wrappers),
 * bench_inline (CUBOUND_INLINE=1: the compare at the call site) or, with BENCH_RAW, bench_raw (the
 * library's function through the table the wrappers call, and no binding). The same loop in all
 * three, so that a difference is the wrapper's. */
#include "bench.h"

#ifdef BENCH_RAW
#define CALL(library, name, bd, ...) BD_GEN_ENTRY(bd_gen_##library, pfn_##name)(__VA_ARGS__)
#else
#define CALL(library, name, bd, ...) bd_##name(bd, __VA_ARGS__)
#endif

/* One call of workload w on device d. */
static inline int one_call(enum workload w, const struct bench_devices *devs, int d)
{
    bound_dev_t *bd = devs->bd[d];
    CUdevice device;
    CUcontext current;
    (void)bd;
    switch (w) {
    case CTX_GET_DEVICE: return CALL(driver, cuCtxGetDevice, bd, &device);
    case STREAM_QUERY: return CALL(driver, cuStreamQuery, bd, devs->stream[d]);
    case BLAS_SET_STREAM: return CALL(cublas, cublasSetStream, bd, devs->blas[d], devs->stream[d]);
    case BLAS_SET_POINTER_MODE: return CALL(cublas, cublasSetPointerMode, bd, devs->blas[d], CUBLAS_POINTER_MODE_HOST);
    case MEMSET_4_BYTES: return CALL(driver, cuMemsetD8Async, bd, devs->buffer[d], 0, 4, devs->stream[d]);
    case COPY_0_BYTES: return CALL(driver, cuMemcpyDtoDAsync, bd, devs->buffer[d], devs->source[d], 0, devs->stream[d]);
    case CTX_GET_CURRENT: return CALL(driver, cuCtxGetCurrent, bd, &current);
    case COPY_4_BYTES: return CALL(driver, cuMemcpyDtoDAsync, bd, devs->buffer[d], devs->source[d], 4, devs->stream[d]);
    case WORKLOAD_COUNT: break;
    }
    return 0;
}

int BENCH_LOOP(enum workload w, const struct bench_devices *devs, int alternate, long calls)
{
    int status = 0;
    for (long i = 0; i < calls; i++)
        status = one_call(w, devs, (int)(i & alternate));
    return status;
}
#ifdef BENCH_RAW

int bench_raw_call(enum workload w, const struct bench_devices *devs, int d)
{
    return one_call(w, devs, d);
}
#endif
