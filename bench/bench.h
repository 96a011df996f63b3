/* SPDX-License-Identifier: MIT */
/* The benchmark's shared pieces: two devices with what each workload needs, and the measured
 * loops of cubound's wrappers, compiled twice (bench/calls.c): out of line and inline. */
#ifndef CUBOUND_BENCH_H
#define CUBOUND_BENCH_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cubound/all.h"
#if BENCH_CUDNN
#include "cubound/cudnn_handle.h"
#endif

#define DRIVER(name) BD_GEN_ENTRY(bd_gen_driver, pfn_##name)
#define RUNTIME(name) BD_GEN_ENTRY(bd_gen_cudart, pfn_##name)

/* A setup step that must succeed: else the benchmark stops, saying why. */
#define CHECK(call)                                                                                   \
    do {                                                                                              \
        if ((call) != 0) {                                                                            \
            fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call, bd_last_error());    \
            exit(1);                                                                                  \
        }                                                                                             \
    } while (0)

static inline double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* What is measured: cheap calls with 0 to 2 handle arguments. */
enum workload {
    CTX_GET_DEVICE,      /* cuCtxGetDevice: no handle */
    STREAM_QUERY,        /* cuStreamQuery: a stream */
    BLAS_SET_STREAM,     /* cublasSetStream: a handle and a stream */
    BLAS_SET_POINTER_MODE, /* cublasSetPointerMode: a handle */
    MEMSET_4_BYTES,      /* cuMemsetD8Async of 4 bytes: a pointer and a stream */
    COPY_0_BYTES,        /* cuMemcpyDtoDAsync of 0 bytes: two pointers and a stream */
    CTX_GET_CURRENT,     /* cuCtxGetCurrent: what the verified policy asks before each call */
    RT_STREAM_QUERY,     /* cudaStreamQuery: the runtime API, a stream */
    RT_MEMSET_4_BYTES,   /* cudaMemsetAsync of 4 bytes: the runtime API, a pointer and a stream */
    /* One cheap call per toolkit library that holds a context (issue 23): */
    FFT_SET_STREAM,      /* cufftSetStream: a plan and a stream */
    SPARSE_SET_POINTER_MODE, /* cusparseSetPointerMode: a handle */
    SOLVER_SET_STREAM,   /* cusolverDnSetStream: a handle and a stream */
    LT_SET_ATTRIBUTE,    /* cublasLtMatmulDescSetAttribute: a host descriptor */
    DNN_SET_STREAM,      /* cudnnSetStream: a handle and a stream; where cubound wraps cuDNN (BENCH_CUDNN) */
    COPY_4_BYTES,        /* cuMemcpyDtoDAsync of 4 bytes: a read and a write for race detection */
    STREAM_QUERY_TWO_STREAMS, /* cuStreamQuery on two streams in turn: with checks, each stream's
                                 calls remembered apart */
    COPY_MOVING,         /* cuMemcpyDtoDAsync of 0 bytes to 1,024 addresses in turn: with checks,
                            handles not met lately, each call */
    WORKLOAD_COUNT,
};

struct bench_devices {
    bound_dev_t *bd[2];
    CUcontext ctx[2];
    int ordinal[2]; /* what cudaSetDevice takes: the same on one GPU, whose two contexts it cannot choose between */
    CUstream stream[2];
    CUstream second_stream[2];
    cublasHandle_t blas[2];
    cufftHandle fft[2];
    cusparseHandle_t sparse[2];
    cusolverDnHandle_t solver[2];
    cublasLtMatmulDesc_t matmul[2];
#if BENCH_CUDNN
    cudnnHandle_t dnn[2];
#endif
    CUdeviceptr buffer[2], source[2];
    CUdeviceptr window[2]; /* 4 KiB, the 1,024 destinations of COPY_MOVING */
};

/* calls per device d = i & alternate; the status of the last call. */
/* One raw call (no binding, no context change), for the strategies that manage the context themselves. */
int bench_raw_call(enum workload w, const struct bench_devices *devs, int d);
int bench_raw(enum workload w, const struct bench_devices *devs, int alternate, long calls);
int bench_outline(enum workload w, const struct bench_devices *devs, int alternate, long calls);
int bench_inline(enum workload w, const struct bench_devices *devs, int alternate, long calls);

#endif
