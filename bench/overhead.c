/* SPDX-License-Identifier: MIT */
/* What keeping the right context current costs per call, in ns, for cheap calls on one device
 * and alternating between two (two contexts on device 0 when the machine has one GPU): the driver's,
 * cuBLAS's, the runtime's, and one of each toolkit library that holds a context (cuFFT, cuSPARSE,
 * cuSOLVER, cuBLASLt, and cuDNN where cubound wraps it).
 * (cuMemcpyDtoDAsync of 0 bytes adds a call with three handle arguments, for the checks' cost; to
 * a destination that moves each call, the checks' cost where their memo of handles misses; of 4
 * bytes, a read and a write race detection notes.)
 * One JSON line per measurement on stdout. Each measurement is the best of ROUNDS runs, and the
 * strategies take turns within each round, so that a slow spell of the machine hits them alike.
 *
 * The process's cubound settings (CUBOUND_CONTEXT_POLICY, CUBOUND_CHECKS, CUBOUND_RACES) decide what the
 * cubound strategies measure; bench/run.py runs this program once per setting. Every process
 * also measures its baselines, the raw call (the function through the same table the wrappers
 * use), cuCtxSetCurrent before every call, and the cudarc/CUDA.jl way (cuCtxGetCurrent, SetCurrent
 * if it differs: what the verified policy and the checks cannot do with less); with the cached
 * policy and no checks, also push/pop.
 *
 * bench_overhead [calls]                                  everything
 * bench_overhead --only STRATEGY WORKLOAD same|alternating CALLS   one loop, for callgrind */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"


static const char *const workload_names[] = {"cuCtxGetDevice", "cuStreamQuery", "cublasSetStream",
                                             "cublasSetPointerMode", "cuMemsetD8Async(4 bytes)",
                                             "cuMemcpyDtoDAsync(0 bytes)", "cuCtxGetCurrent", "cudaStreamQuery",
                                             "cudaMemsetAsync(4 bytes)", "cufftSetStream",
                                             "cusparseSetPointerMode", "cusolverDnSetStream",
                                             "cublasLtMatmulDescSetAttribute", "cudnnSetStream",
                                             "cuMemcpyDtoDAsync(4 bytes)", "cuStreamQuery(two streams)",
                                             "cuMemcpyDtoDAsync(0 bytes, moving)"};

/* SET_DEVICE: cudaSetDevice before each call, as runtime-API programs keep their device; measured
 * for the runtime's workloads, alternating only between two GPUs (it cannot choose a context). */
enum strategy { RAW, SET_CURRENT, SET_DEVICE, CUDARC, PUSH_POP, OUTLINE, INLINE, STRATEGY_COUNT };
static const char *const strategy_names[] = {"raw", "set_current", "set_device", "cudarc", "push_pop", "cubound",
                                             "cubound_inline"};


static int run(enum strategy s, enum workload w, const struct bench_devices *devs, int alternate, long calls)
{
    int status = 0;
    CUcontext current, popped;
    switch (s) {
    case OUTLINE: return bench_outline(w, devs, alternate, calls);
    case INLINE: return bench_inline(w, devs, alternate, calls);
    case RAW: return bench_raw(w, devs, 0, calls);
    case SET_CURRENT:
        for (long i = 0; i < calls; i++) {
            int d = (int)(i & alternate);
            DRIVER(cuCtxSetCurrent)(devs->ctx[d]);
            status = bench_raw_call(w, devs, d);
        }
        break;
    case SET_DEVICE:
        for (long i = 0; i < calls; i++) {
            int d = (int)(i & alternate);
            RUNTIME(cudaSetDevice)(devs->ordinal[d]);
            status = bench_raw_call(w, devs, d);
        }
        break;
    case CUDARC:
        for (long i = 0; i < calls; i++) {
            int d = (int)(i & alternate);
            DRIVER(cuCtxGetCurrent)(&current);
            if (current != devs->ctx[d])
                DRIVER(cuCtxSetCurrent)(devs->ctx[d]);
            status = bench_raw_call(w, devs, d);
        }
        break;
    case PUSH_POP:
        for (long i = 0; i < calls; i++) {
            int d = (int)(i & alternate);
            DRIVER(cuCtxPushCurrent)(devs->ctx[d]);
            status = bench_raw_call(w, devs, d);
            DRIVER(cuCtxPopCurrent)(&popped);
        }
        break;
    case STRATEGY_COUNT: break;
    }
    return status;
}

#define ROUNDS 7 /* round 0 warms up and is not counted */

static double time_once(enum strategy s, enum workload w, const struct bench_devices *devs, int alternate, long calls)
{
    DRIVER(cuCtxSetCurrent)(devs->ctx[0]); /* where a program starts: device 0 current */
    bd_resync();
    double t0 = now_ns();
    int status = run(s, w, devs, alternate, calls);
    double per_call = (now_ns() - t0) / (double)calls;
    if (status != 0 && status != CUDA_ERROR_NOT_READY) {
        fprintf(stderr, "%s %s: status %d: %s\n", strategy_names[s], workload_names[w], status, bd_last_error());
        exit(1);
    }
    return per_call;
}

static void open_devices(struct bench_devices *devs, bd_device_t **dev)
{
    int count = 0;
    CHECK(bd_cuInit(0));
    CHECK(bd_cuDeviceGetCount(&count));
    for (int d = 0; d < 2; d++) {
        CHECK(bd_device_open(count >= 2 ? d : 0, count >= 2 ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT, &dev[d]));
        CHECK(bd_bind(dev[d], &devs->bd[d]));
        devs->ctx[d] = bd_device_context(dev[d]);
        devs->ordinal[d] = bd_device_ordinal(dev[d]);
        CHECK(bd_cuMemAlloc(devs->bd[d], &devs->buffer[d], 4));
        CHECK(bd_cuMemAlloc(devs->bd[d], &devs->source[d], 4));
        CHECK(bd_cuMemAlloc(devs->bd[d], &devs->window[d], 4096));
        CHECK(bd_cuStreamCreate(devs->bd[d], &devs->stream[d], CU_STREAM_NON_BLOCKING));
        CHECK(bd_cuStreamCreate(devs->bd[d], &devs->second_stream[d], CU_STREAM_NON_BLOCKING));
        CHECK(bd_cublasCreate(devs->bd[d], &devs->blas[d]));
        CHECK(bd_cufftPlan1d(devs->bd[d], &devs->fft[d], 64, CUFFT_C2C, 1));
        CHECK(bd_cusparseCreate(devs->bd[d], &devs->sparse[d]));
        CHECK(bd_cusolverDnCreate(devs->bd[d], &devs->solver[d]));
        CHECK(bd_cublasLtMatmulDescCreate(devs->bd[d], &devs->matmul[d], CUBLAS_COMPUTE_32F, CUDA_R_32F));
#if BENCH_CUDNN
        CHECK(bd_cudnnCreate(devs->bd[d], &devs->dnn[d]));
#endif
    }
}

static void close_devices(struct bench_devices *devs, bd_device_t **dev)
{
    for (int d = 0; d < 2; d++) {
        CHECK(bd_cuStreamSynchronize(devs->bd[d], devs->stream[d]));
        CHECK(bd_cublasDestroy(devs->bd[d], devs->blas[d]));
        CHECK(bd_cufftDestroy(devs->bd[d], devs->fft[d]));
        CHECK(bd_cusparseDestroy(devs->bd[d], devs->sparse[d]));
        CHECK(bd_cusolverDnDestroy(devs->bd[d], devs->solver[d]));
        CHECK(bd_cublasLtMatmulDescDestroy(devs->bd[d], devs->matmul[d]));
#if BENCH_CUDNN
        CHECK(bd_cudnnDestroy(devs->bd[d], devs->dnn[d]));
#endif
        CHECK(bd_cuStreamDestroy(devs->bd[d], devs->stream[d]));
        CHECK(bd_cuStreamDestroy(devs->bd[d], devs->second_stream[d]));
        CHECK(bd_cuMemFree(devs->bd[d], devs->buffer[d]));
        CHECK(bd_cuMemFree(devs->bd[d], devs->source[d]));
        CHECK(bd_cuMemFree(devs->bd[d], devs->window[d]));
        CHECK(bd_unbind(devs->bd[d]));
        CHECK(bd_device_close(dev[d]));
    }
}

static int index_of(const char *const *names, int count, const char *name)
{
    for (int i = 0; i < count; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    fprintf(stderr, "bench_overhead: unknown name %s\n", name);
    exit(2);
}

int main(int argc, char **argv)
{
    struct bench_devices devs;
    bd_device_t *dev[2];
    bd_options_t settings = bd_settings();
    bd_race_footprint_t races;
    bd_race_footprint(&races);
    const char *mode = settings.checks == BD_CHECKS_ON ? (races.on ? "races" : "checks")
                     : settings.context_policy == BD_POLICY_VERIFIED ? "verified" : "cached";
    open_devices(&devs, dev);
    if (argc == 6 && strcmp(argv[1], "--only") == 0) {
        enum strategy s = (enum strategy)index_of(strategy_names, STRATEGY_COUNT, argv[2]);
        enum workload w = (enum workload)index_of(workload_names, WORKLOAD_COUNT, argv[3]);
        DRIVER(cuCtxSetCurrent)(devs.ctx[0]); /* as time_once starts: device 0 current, and cubound told */
        bd_resync();
        run(s, w, &devs, strcmp(argv[4], "alternating") == 0, atol(argv[5]));
        close_devices(&devs, dev);
        return 0;
    }
    long calls = argc > 1 ? atol(argv[1]) : 200000;
    bool foreign_strategies = strcmp(mode, "cached") == 0;
    for (int w = 0; w < WORKLOAD_COUNT; w++) {
        if (w == DNN_SET_STREAM && !BENCH_CUDNN)
            continue; /* cubound was built without cuDNN */
        for (int alternate = 0; alternate <= 1; alternate++) {
            double best[STRATEGY_COUNT];
            bool measured[STRATEGY_COUNT];
            for (int s = 0; s < STRATEGY_COUNT; s++) {
                /* cudarc in every process: asking the driver each call, as the verified policy and the
                 * checks must, is their floor, measured beside them */
                bool baseline = s == RAW || s == SET_CURRENT || s == CUDARC, ours = s == OUTLINE || s == INLINE;
                bool runtime = w == RT_STREAM_QUERY || w == RT_MEMSET_4_BYTES;
                measured[s] = (baseline || ours || foreign_strategies) && !(s == RAW && alternate);
                if (s == SET_DEVICE) /* a baseline of the runtime's workloads, where cudaSetDevice can switch */
                    measured[s] = runtime && (!alternate || devs.ordinal[0] != devs.ordinal[1]);
                best[s] = 1e30;
            }
            for (int round = 0; round < ROUNDS; round++) {
                for (int s = 0; s < STRATEGY_COUNT; s++) {
                    if (!measured[s])
                        continue;
                    double ns = time_once((enum strategy)s, (enum workload)w, &devs, alternate, calls);
                    if (round > 0 && ns < best[s])
                        best[s] = ns;
                }
            }
            for (int s = 0; s < STRATEGY_COUNT; s++) {
                if (!measured[s])
                    continue;
                bool ours = s == OUTLINE || s == INLINE;
                printf("{\"setting\": \"%s\", \"strategy\": \"%s%s%s\", \"workload\": \"%s\", \"devices\": \"%s\", "
                       "\"ns\": %.2f}\n",
                       mode, strategy_names[s], ours ? "/" : "", ours ? mode : "", workload_names[w],
                       alternate ? "alternating" : "same", best[s]);
            }
            fflush(stdout);
        }
    }
    close_devices(&devs, dev);
    return 0;
}
