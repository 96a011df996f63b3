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

int BENCH_LOOP(enum workload w, const struct bench_devices *devs, int alternate, long calls)
{
    int status = 0;
    CUdevice device;
    for (long i = 0; i < calls; i++) {
        int d = (int)(i & alternate);
        bound_dev_t *bd = devs->bd[d];
        (void)bd;
        switch (w) {
        case CTX_GET_DEVICE: status = CALL(driver, cuCtxGetDevice, bd, &device); break;
        case STREAM_QUERY: status = CALL(driver, cuStreamQuery, bd, devs->stream[d]); break;
        case BLAS_SET_STREAM: status = CALL(cublas, cublasSetStream, bd, devs->blas[d], devs->stream[d]); break;
        case BLAS_SET_POINTER_MODE:
            status = CALL(cublas, cublasSetPointerMode, bd, devs->blas[d], CUBLAS_POINTER_MODE_HOST);
            break;
        case MEMSET_4_BYTES: status = CALL(driver, cuMemsetD8Async, bd, devs->buffer[d], 0, 4, devs->stream[d]); break;
        case COPY_0_BYTES:
            status = CALL(driver, cuMemcpyDtoDAsync, bd, devs->buffer[d], devs->source[d], 0, devs->stream[d]);
            break;
        case WORKLOAD_COUNT: break;
        }
    }
    return status;
}
