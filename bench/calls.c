/* SPDX-License-Identifier: MIT */
/* The measured loops, compiled three times: BENCH_LOOP is bench_outline (the exported wrappers),
 * bench_inline (CUBOUND_INLINE=1: the compare at the call site) or, with BENCH_RAW, bench_raw (the
 * library's function through the table the wrappers call, the binding loaded and not used). The
 * same loop in all three, so that a difference is the wrapper's. */
#include "bench.h"

#ifdef BENCH_RAW
/* The binding is loaded in all three: picking it is the program's work, not the wrapper's. */
static inline void bench_load(const bound_dev_t *bd)
{
    __asm__ volatile("" : : "r"(bd));
}
#define CALL(library, name, bd, ...) (bench_load(bd), BD_GEN_ENTRY(bd_gen_##library, pfn_##name)(__VA_ARGS__))
#else
#define CALL(library, name, bd, ...) bd_##name(bd, __VA_ARGS__)
#endif

/* One call of workload w on device d. */
static inline __attribute__((always_inline)) int one_call(enum workload w, const struct bench_devices *devs, int d)
{
    bound_dev_t *bd = devs->bd[d];
    CUdevice device;
    CUcontext current;
    static const int32_t no_transpose = CUBLAS_OP_N;
    switch (w) {
    case CTX_GET_DEVICE: return CALL(driver, cuCtxGetDevice, bd, &device);
    case STREAM_QUERY: return CALL(driver, cuStreamQuery, bd, devs->stream[d]);
    case BLAS_SET_STREAM: return CALL(cublas, cublasSetStream, bd, devs->blas[d], devs->stream[d]);
    case BLAS_SET_POINTER_MODE: return CALL(cublas, cublasSetPointerMode, bd, devs->blas[d], CUBLAS_POINTER_MODE_HOST);
    case MEMSET_4_BYTES: return CALL(driver, cuMemsetD8Async, bd, devs->buffer[d], 0, 4, devs->stream[d]);
    case COPY_0_BYTES: return CALL(driver, cuMemcpyDtoDAsync, bd, devs->buffer[d], devs->source[d], 0, devs->stream[d]);
    case CTX_GET_CURRENT: return CALL(driver, cuCtxGetCurrent, bd, &current);
    case RT_STREAM_QUERY: return CALL(cudart, cudaStreamQuery, bd, (cudaStream_t)devs->stream[d]);
    case RT_MEMSET_4_BYTES:
        return CALL(cudart, cudaMemsetAsync, bd, (void *)(uintptr_t)devs->buffer[d], 0, 4, (cudaStream_t)devs->stream[d]);
    case FFT_SET_STREAM: return CALL(cufft, cufftSetStream, bd, devs->fft[d], (cudaStream_t)devs->stream[d]);
    case SPARSE_SET_POINTER_MODE: return CALL(cusparse, cusparseSetPointerMode, bd, devs->sparse[d], CUSPARSE_POINTER_MODE_HOST);
    case SOLVER_SET_STREAM: return CALL(cusolver, cusolverDnSetStream, bd, devs->solver[d], (cudaStream_t)devs->stream[d]);
    case LT_SET_ATTRIBUTE:
        return CALL(cublaslt, cublasLtMatmulDescSetAttribute, bd, devs->matmul[d], CUBLASLT_MATMUL_DESC_TRANSA,
                    &no_transpose, sizeof no_transpose);
#if BENCH_CUDNN
    case DNN_SET_STREAM: return CALL(cudnn, cudnnSetStream, bd, devs->dnn[d], (cudaStream_t)devs->stream[d]);
#else
    case DNN_SET_STREAM: break;
#endif
    case COPY_4_BYTES: return CALL(driver, cuMemcpyDtoDAsync, bd, devs->buffer[d], devs->source[d], 4, devs->stream[d]);
    case STREAM_QUERY_TWO_STREAMS: {
        static int turn; /* the same two loads and a store in every form */
        turn ^= 1;
        return CALL(driver, cuStreamQuery, bd, turn ? devs->second_stream[d] : devs->stream[d]);
    }
    case COPY_MOVING: {
        static unsigned offset; /* the same load, add, mask and store in every form */
        offset = (offset + 4) & 4095;
        return CALL(driver, cuMemcpyDtoDAsync, bd, devs->window[d] + offset, devs->source[d], 0, devs->stream[d]);
    }
    case WORKLOAD_COUNT: break;
    }
    return 0;
}

/* A loop of one workload's calls. The workload is chosen before the loop, not in it, in every
 * form: else a compiler may hoist the choice out of one form's loop and not another's (gcc 12
 * did for the inline form's, 6 instructions a call that hid the compare's). */
#define LOOP_OF(w)                                                                                     \
    case w:                                                                                            \
        for (long i = 0; i < calls; i++)                                                               \
            status = one_call(w, devs, (int)(i & alternate));                                          \
        break

int BENCH_LOOP(enum workload w, const struct bench_devices *devs, int alternate, long calls)
{
    int status = 0;
    switch (w) {
    LOOP_OF(CTX_GET_DEVICE);
    LOOP_OF(STREAM_QUERY);
    LOOP_OF(BLAS_SET_STREAM);
    LOOP_OF(BLAS_SET_POINTER_MODE);
    LOOP_OF(MEMSET_4_BYTES);
    LOOP_OF(COPY_0_BYTES);
    LOOP_OF(CTX_GET_CURRENT);
    LOOP_OF(RT_STREAM_QUERY);
    LOOP_OF(RT_MEMSET_4_BYTES);
    LOOP_OF(FFT_SET_STREAM);
    LOOP_OF(SPARSE_SET_POINTER_MODE);
    LOOP_OF(SOLVER_SET_STREAM);
    LOOP_OF(LT_SET_ATTRIBUTE);
    LOOP_OF(DNN_SET_STREAM);
    LOOP_OF(COPY_4_BYTES);
    LOOP_OF(STREAM_QUERY_TWO_STREAMS);
    LOOP_OF(COPY_MOVING);
    case WORKLOAD_COUNT: break;
    }
    return status;
}
#ifdef BENCH_RAW

int bench_raw_call(enum workload w, const struct bench_devices *devs, int d)
{
    return one_call(w, devs, d);
}
#endif
