/* SPDX-License-Identifier: MIT */
/* Which driver calls a check may make while a stream captures (docs/races.md, "Stream capture"):
 * for each call, a capture of stream s begins, a memset is captured, the call is made, a second
 * memset is captured and the capture ends. A call that invalidates the capture makes the second
 * memset fail (901, CUDA_ERROR_STREAM_CAPTURE_INVALIDATED) and cuStreamEndCapture give no graph.
 * Modes: 0 global capture of a blocking s, 1 thread-local capture of a blocking s, 2 global capture
 * of a non-blocking s; o is another non-blocking stream, not capturing; e an event recorded on o
 * before the capture.
 *
 *   gcc -O2 tests/probes/capture_rules.c -o capture_rules -I$CUDA_HOME/include \
 *       -L$CUDA_HOME/lib64 -lcudart -lcuda && for m in 0 1 2; do ./capture_rules $m; done
 *
 * Measured on an H200 (driver 580.159.04, CUDA 13.0), in every mode unless said:
 *   answer and leave the capture valid: cuStreamGetCtx(s), cuStreamGetCtx(o), cuStreamGetFlags(o),
 *     cuPointerGetAttribute, cuPointerGetAttributes, cuCtxGetId, cuCtxGetCurrent, cuCtxSetCurrent,
 *     cuMemGetAddressRange, cuEventRecord(e, o), cuStreamWaitEvent(o, e), cuEventCreate,
 *     cuEventRecord on s (captured), cuMemsetD8Async on o, cuStreamIsCapturing(s);
 *     cuStreamIsCapturing(legacy) answers 906 (STREAM_CAPTURE_IMPLICIT) where s is blocking, and
 *     leaves the capture valid;
 *   fail with 900 (STREAM_CAPTURE_UNSUPPORTED) and invalidate the capture: cuStreamGetFlags(s),
 *     cuStreamQuery(s), cuStreamQuery(o) (a stream that does not capture, thread-local mode too),
 *     cuEventQuery(e), cuStreamSynchronize(o), cuCtxSynchronize; cuStreamQuery(legacy) (906 where
 *     s is blocking); work on the legacy stream where s is blocking (906).
 * So a check asks cuStreamIsCapturing before cuStreamGetFlags, and polls nothing while a capture
 * runs. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static CUstream s, o;
static CUevent e;
static void *p;
static CUcontext ctx;

static const char *const names[] = {
    "nothing", "cuStreamGetCtx(s)", "cuStreamGetFlags(s)", "cuPointerGetAttribute", "cuPointerGetAttributes",
    "cuCtxGetId", "cuCtxGetCurrent", "cuCtxSetCurrent", "cuMemGetAddressRange", "cuStreamQuery(s)",
    "cuStreamQuery(o)", "cuEventRecord(e, o)", "cuEventQuery(e)", "cuStreamIsCapturing(s)", "cuStreamGetFlags(o)",
    "cuStreamSynchronize(o)", "cuCtxSynchronize", "cuStreamGetCtx(o)", "cuStreamIsCapturing(legacy)",
    "cuStreamQuery(legacy)", "cuStreamWaitEvent(o, e)", "cuEventRecord(new, s)", "cuEventCreate",
    "cuMemsetD8Async(o)", "cuMemsetD8Async(legacy)",
};

static CUresult call(int k)
{
    CUcontext c;
    unsigned int flags;
    unsigned long long id, values[4];
    CUdeviceptr base;
    size_t bytes;
    CUstreamCaptureStatus status;
    CUevent fresh;
    CUpointer_attribute asked[] = {CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, CU_POINTER_ATTRIBUTE_RANGE_SIZE,
                                   CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_IS_MANAGED};
    void *answers[] = {&values[0], &values[1], &values[2], &values[3]};
    CUdeviceptr d = (CUdeviceptr)(size_t)p;
    switch (k) {
    case 0: return CUDA_SUCCESS;
    case 1: return cuStreamGetCtx(s, &c);
    case 2: return cuStreamGetFlags(s, &flags);
    case 3: return cuPointerGetAttribute(&c, CU_POINTER_ATTRIBUTE_CONTEXT, d);
    case 4: return cuPointerGetAttributes(4, asked, answers, d);
    case 5: return cuCtxGetId(ctx, &id);
    case 6: return cuCtxGetCurrent(&c);
    case 7: return cuCtxSetCurrent(ctx);
    case 8: return cuMemGetAddressRange(&base, &bytes, d);
    case 9: return cuStreamQuery(s);
    case 10: return cuStreamQuery(o);
    case 11: return cuEventRecord(e, o);
    case 12: return cuEventQuery(e);
    case 13: return cuStreamIsCapturing(s, &status);
    case 14: return cuStreamGetFlags(o, &flags);
    case 15: return cuStreamSynchronize(o);
    case 16: return cuCtxSynchronize();
    case 17: return cuStreamGetCtx(o, &c);
    case 18: return cuStreamIsCapturing(CU_STREAM_LEGACY, &status);
    case 19: return cuStreamQuery(CU_STREAM_LEGACY);
    case 20: return cuStreamWaitEvent(o, e, 0);
    case 21: return cuEventCreate(&fresh, CU_EVENT_DISABLE_TIMING) ?: cuEventRecord(fresh, s);
    case 22: return cuEventCreate(&fresh, CU_EVENT_DISABLE_TIMING);
    case 23: return cuMemsetD8Async(d, 0, 16, o);
    default: return cuMemsetD8Async(d, 0, 16, CU_STREAM_LEGACY);
    }
}

int main(int argc, char **argv)
{
    int mode = argc > 1 ? atoi(argv[1]) : 0;
    cudaSetDevice(0);
    cuCtxGetCurrent(&ctx);
    cudaMalloc(&p, 4096);
    cudaStreamCreateWithFlags((cudaStream_t *)&s, mode == 2 ? cudaStreamNonBlocking : cudaStreamDefault);
    cudaStreamCreateWithFlags((cudaStream_t *)&o, cudaStreamNonBlocking);
    cudaEventCreateWithFlags((cudaEvent_t *)&e, cudaEventDisableTiming);
    for (int k = 0; k < (int)(sizeof names / sizeof names[0]); k++) {
        cudaEventRecord((cudaEvent_t)e, (cudaStream_t)o);
        cudaDeviceSynchronize();
        cudaGetLastError();
        enum cudaStreamCaptureMode how = mode == 1 ? cudaStreamCaptureModeThreadLocal : cudaStreamCaptureModeGlobal;
        cudaError_t begun = cudaStreamBeginCapture((cudaStream_t)s, how);
        cudaError_t first = cudaMemsetAsync(p, 1, 64, (cudaStream_t)s);
        CUresult rc = call(k);
        cudaError_t second = cudaMemsetAsync(p, 2, 64, (cudaStream_t)s);
        cudaGraph_t graph = NULL;
        cudaError_t ended = cudaStreamEndCapture((cudaStream_t)s, &graph);
        printf("mode %d %-28s begin %d memset %d call %d memset %d end %d graph %d\n", mode, names[k], begun, first, rc,
               second, ended, graph != NULL);
        if (graph != NULL)
            cudaGraphDestroy(graph);
        cudaGetLastError();
    }
    return 0;
}
