/* SPDX-License-Identifier: MIT */
/* What the driver says owns stream-ordered memory (the default pool's, cuMemAllocAsync) and graph
 * memory (a cudaMallocAsync captured into a graph, the graph launched): cuPointerGetAttribute's
 * context, device ordinal and pool; and whether a free on another context's stream is accepted.
 * Contexts a (the primary) and b (one of its own) on device 0.
 *
 *   gcc -O2 tests/probes/pool_pointers.c -o pool_pointers -I$CUDA_HOME/include \
 *       -L$CUDA_HOME/lib64 -lcudart -lcuda && ./pool_pointers
 *
 * Measured on an H100 (CUDA 13.0 driver), 2026-12-06: for pool memory, with either context current,
 * the context answer is CUDA_SUCCESS with a NULL context, the ordinal 0, the pool the default one,
 * the range the allocation; b's memset and free of it on b's stream answered 0. Graph memory: the
 * same, with no pool; cudaFree of it answered 0. So stream-ordered memory is in [any_context], and
 * memory the driver names no context for is every binding's (src/checks.c, ask_the_driver). */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdio.h>

static void say(const char *what, CUdeviceptr p)
{
    CUcontext ctx = NULL;
    int ordinal = -1;
    CUmemoryPool pool = NULL;
    CUresult c = cuPointerGetAttribute(&ctx, CU_POINTER_ATTRIBUTE_CONTEXT, p);
    CUresult o = cuPointerGetAttribute(&ordinal, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, p);
    CUresult m = cuPointerGetAttribute(&pool, CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE, p);
    CUdeviceptr base = 0;
    size_t size = 0;
    CUresult r = cuMemGetAddressRange(&base, &size, p);
    printf("%-32s context %d (%p), ordinal %d (%d), pool %d (%p), range %d (+%llu, %zu)\n", what, (int)c,
           (void *)ctx, (int)o, ordinal, (int)m, (void *)pool, (int)r, (unsigned long long)(p - base), size);
}

int main(void)
{
    CUcontext a, b;
    CUdevice dev;
    CUstream sa, sb;
    cuInit(0);
    cuDeviceGet(&dev, 0);
    cuDevicePrimaryCtxRetain(&a, dev);
    cuCtxCreate(&b, NULL, 0, dev);
    cuCtxSetCurrent(a);
    cuStreamCreate(&sa, CU_STREAM_NON_BLOCKING);
    printf("contexts: a %p, b %p\n", (void *)a, (void *)b);

    CUdeviceptr p;
    printf("cuMemAllocAsync %d\n", (int)cuMemAllocAsync(&p, 1 << 20, sa));
    cuStreamSynchronize(sa);
    say("pool memory, a current", p);
    cuCtxSetCurrent(b);
    cuStreamCreate(&sb, CU_STREAM_NON_BLOCKING);
    say("pool memory, b current", p);
    printf("cuMemsetD8Async in b on b's stream: %d\n", (int)cuMemsetD8Async(p, 1, 1 << 20, sb));
    printf("cuMemFreeAsync in b on b's stream: %d\n", (int)cuMemFreeAsync(p, sb));
    printf("synchronize: %d\n", (int)cuStreamSynchronize(sb));

    cuCtxSetCurrent(a);
    cudaStream_t capture;
    cudaStreamCreateWithFlags(&capture, cudaStreamNonBlocking);
    void *g = NULL;
    cudaGraph_t graph;
    cudaGraphExec_t exec;
    cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal);
    cudaMallocAsync(&g, 1 << 20, capture);
    cudaMemsetAsync(g, 2, 1 << 20, capture);
    cudaStreamEndCapture(capture, &graph);
    printf("instantiate %d\n", (int)cudaGraphInstantiate(&exec, graph, 0));
    printf("launch %d, synchronize %d\n", (int)cudaGraphLaunch(exec, capture), (int)cudaStreamSynchronize(capture));
    say("graph memory, a current", (CUdeviceptr)g);
    printf("cudaFree of graph memory: %d\n", (int)cudaFree(g));
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(graph);
    cuCtxDestroy(b);
    return 0;
}
