/* SPDX-License-Identifier: MIT */
/* The simulated runtime (sim/sim_cudart_*.c), called directly, linked to the simulation: which
 * context each call acts on, values read back, work in stream order, the exact cudaError_t of
 * each misuse and the last-error rules. A test that needs a thread without a context unbinds the
 * current one (cuCtxSetCurrent(NULL)). Two simulated devices (CUBOUND_SIM_DEVICES unset). Label sim
 * only. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <cuda.h>
#include <cuda_runtime_api.h>

#include "sim_kernels.h"

static CUcontext current(void)
{
    CUcontext ctx = NULL;
    assert_int_equal(cuCtxGetCurrent(&ctx), CUDA_SUCCESS);
    return ctx;
}

static CUcontext primary(int device)
{
    CUcontext ctx;
    assert_int_equal(cuDevicePrimaryCtxRetain(&ctx, device), CUDA_SUCCESS);
    assert_int_equal(cuDevicePrimaryCtxRelease(device), CUDA_SUCCESS);
    return ctx;
}

static CUcontext owner(const void *ptr)
{
    CUcontext ctx = NULL;
    assert_int_equal(cuPointerGetAttribute(&ctx, CU_POINTER_ATTRIBUTE_CONTEXT, (CUdeviceptr)(uintptr_t)ptr), CUDA_SUCCESS);
    return ctx;
}

/* add_one(float *x, int n, float v): x[i] += v */
static void add_one(const bd_sim_block_t *b)
{
    float *x = BD_SIM_ARG(b, 0, float *);
    for (unsigned int t = 0; t < b->block_dim.x; t++) {
        int i = (int)(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 1, int))
            x[i] += BD_SIM_ARG(b, 2, float);
    }
}

static void stub_of_add_one(void) {} /* stands for nvcc's host stub */

static int setup(void **state)
{
    (void)state;
    assert_int_equal(cuInit(0), CUDA_SUCCESS);
    assert_int_equal(cubound_sim_register_kernel("add_one", add_one, 3, (size_t[]){sizeof(float *), sizeof(int), sizeof(float)}),
                     CUDA_SUCCESS);
    return 0;
}

static void first_call_initialises_device_0(void **state)
{
    (void)state;
    assert_int_equal(cuCtxSetCurrent(NULL), CUDA_SUCCESS);
    int device = -1;
    assert_int_equal(cudaGetDevice(&device), cudaSuccess);
    assert_int_equal(device, 0);
    assert_null(current()); /* cudaGetDevice makes no context */
    void *p = NULL;
    assert_int_equal(cudaMalloc(&p, 256), cudaSuccess);
    assert_ptr_equal(current(), primary(0));
    assert_ptr_equal(owner(p), primary(0));
    assert_int_equal(cudaFree(p), cudaSuccess);
}

static void set_device_makes_its_primary_current(void **state)
{
    (void)state;
    assert_int_equal(cuCtxSetCurrent(NULL), CUDA_SUCCESS);
    int count = 0, device = -1;
    assert_int_equal(cudaGetDeviceCount(&count), cudaSuccess);
    assert_int_equal(count, 2);
    assert_int_equal(cudaSetDevice(2), cudaErrorInvalidDevice);
    assert_null(current());
    assert_int_equal(cudaSetDevice(1), cudaSuccess);
    assert_ptr_equal(current(), primary(1));
    assert_int_equal(cudaGetDevice(&device), cudaSuccess);
    assert_int_equal(device, 1);
    /* the last error stays until read: cudaSetDevice(2)'s */
    assert_int_equal(cudaPeekAtLastError(), cudaErrorInvalidDevice);
    assert_int_equal(cudaGetLastError(), cudaErrorInvalidDevice);
    assert_int_equal(cudaGetLastError(), cudaSuccess);
}

/* The runtime uses the current context, primary or not. */
static void calls_act_on_the_current_context(void **state)
{
    (void)state;
    assert_int_equal(cuCtxSetCurrent(NULL), CUDA_SUCCESS);
    CUcontext own;
#if CUDA_VERSION >= 13000 /* cuCtxCreate_v4, with creation parameters */
    assert_int_equal(cuCtxCreate(&own, NULL, 0, 1), CUDA_SUCCESS);
#else
    assert_int_equal(cuCtxCreate(&own, 0, 1), CUDA_SUCCESS);
#endif
    int device = -1;
    assert_int_equal(cudaGetDevice(&device), cudaSuccess);
    assert_int_equal(device, 1);
    void *p = NULL;
    cudaStream_t stream;
    assert_int_equal(cudaMalloc(&p, 64), cudaSuccess);
    assert_ptr_equal(owner(p), own);
    assert_int_equal(cudaStreamCreate(&stream), cudaSuccess);
    CUcontext stream_ctx = NULL;
    assert_int_equal(cuStreamGetCtx(stream, &stream_ctx), CUDA_SUCCESS);
    assert_ptr_equal(stream_ctx, own);
    assert_ptr_equal(current(), own);
    assert_int_equal(cuCtxDestroy(own), CUDA_SUCCESS);
    assert_int_equal(cuCtxSetCurrent(own), CUDA_SUCCESS); /* a destroyed context, current */
    assert_int_equal(cudaMalloc(&p, 64), cudaErrorContextIsDestroyed);
    assert_int_equal(cudaGetLastError(), cudaErrorContextIsDestroyed);
    assert_int_equal(cuCtxSetCurrent(NULL), CUDA_SUCCESS);
}

static void properties_are_the_h200s(void **state)
{
    (void)state;
    struct cudaDeviceProp prop;
    assert_int_equal(cudaGetDeviceProperties(&prop, 1), cudaSuccess);
    assert_string_equal(prop.name, "NVIDIA H200 (cubound simulation, device 1)");
    assert_int_equal(prop.major, 9);
    assert_int_equal(prop.minor, 0);
    assert_int_equal(prop.multiProcessorCount, 132);
    assert_int_equal(prop.warpSize, 32);
    assert_int_equal(prop.maxThreadsPerBlock, 1024);
    assert_int_equal(prop.maxThreadsDim[2], 64);
    assert_int_equal(prop.maxGridSize[1], 65535);
    assert_int_equal(prop.sharedMemPerBlock, 49152);
    assert_int_equal(prop.totalGlobalMem, 150019850240ull);
    assert_int_equal(prop.unifiedAddressing, 1);
    int value = 0;
    assert_int_equal(cudaDeviceGetAttribute(&value, cudaDevAttrMultiProcessorCount, 0), cudaSuccess);
    assert_int_equal(value, 132);
    assert_int_equal(cudaGetDeviceProperties(&prop, 2), cudaErrorInvalidDevice);
    assert_int_equal(cudaDeviceGetAttribute(&value, cudaDevAttrWarpSize, -1), cudaErrorInvalidDevice);
    assert_int_equal(cudaGetDeviceProperties(NULL, 0), cudaErrorInvalidValue);
    assert_int_equal(cudaGetLastError(), cudaErrorInvalidValue);
}

static void memory_values_read_back(void **state)
{
    (void)state;
    assert_int_equal(cudaSetDevice(0), cudaSuccess);
    unsigned char host[64], back[64];
    for (int i = 0; i < 64; i++)
        host[i] = (unsigned char)i;
    void *a = NULL, *b = NULL, *zero = &a;
    size_t free_before = 0, free_after = 0, total = 0;
    assert_int_equal(cudaMemGetInfo(&free_before, &total), cudaSuccess);
    assert_int_equal(cudaMalloc(&a, 64), cudaSuccess);
    assert_int_equal(cudaMalloc(&b, 64), cudaSuccess);
    assert_int_equal(cudaMemGetInfo(&free_after, &total), cudaSuccess);
    assert_int_equal(free_before - free_after, 128);
    assert_int_equal(cudaMemcpy(a, host, 64, cudaMemcpyHostToDevice), cudaSuccess);
    assert_int_equal(cudaMemcpy(b, a, 64, cudaMemcpyDeviceToDevice), cudaSuccess);
    assert_int_equal(cudaMemset(b, 0x5A, 8), cudaSuccess);
    assert_int_equal(cudaMemcpy(back, b, 64, cudaMemcpyDeviceToHost), cudaSuccess);
    assert_int_equal(back[7], 0x5A);
    assert_int_equal(back[8], 8);
    assert_int_equal(back[63], 63);
    memset(back, 0, sizeof back);
    assert_int_equal(cudaMemcpy(back, a, 64, cudaMemcpyDefault), cudaSuccess);
    assert_memory_equal(back, host, 64);
    assert_int_equal(cudaMemcpy(back + 32, host, 16, cudaMemcpyHostToHost), cudaSuccess);
    assert_int_equal(back[32], 0);
    assert_int_equal(cudaMemcpy(back, a, 64, (enum cudaMemcpyKind)7), cudaErrorInvalidMemcpyDirection);
    assert_int_equal(cudaMemcpy(back, a, 128, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
    assert_int_equal(cudaMalloc(&zero, 0), cudaSuccess);
    assert_null(zero);
    assert_int_equal(cudaFree(NULL), cudaSuccess);
    assert_int_equal(cudaFree(host), cudaErrorInvalidValue);
    assert_int_equal(cudaMalloc(NULL, 4), cudaErrorInvalidValue);
    assert_int_equal(cudaMallocManaged(&zero, 0, cudaMemAttachGlobal), cudaErrorInvalidValue);
    assert_int_equal(cudaFree(a), cudaSuccess);
    assert_int_equal(cudaFree(a), cudaErrorInvalidValue);
    assert_int_equal(cudaFree(b), cudaSuccess);
}

static void host_and_managed_memory(void **state)
{
    (void)state;
    assert_int_equal(cudaSetDevice(0), cudaSuccess);
    int *pinned = NULL, *mapped = NULL, *managed = NULL;
    void *device_view = NULL;
    assert_int_equal(cudaMallocHost((void **)&pinned, 16), cudaSuccess);
    assert_int_equal(cudaHostAlloc((void **)&mapped, 16, cudaHostAllocMapped | cudaHostAllocPortable), cudaSuccess);
    assert_int_equal(cudaHostGetDevicePointer(&device_view, mapped, 0), cudaSuccess);
    assert_ptr_equal(device_view, mapped); /* the H200 uses the host address */
    assert_int_equal(cudaHostAlloc((void **)&mapped, 16, 0x80), cudaErrorInvalidValue);
    assert_int_equal(cudaMallocManaged((void **)&managed, 16, cudaMemAttachGlobal), cudaSuccess);
    managed[3] = 7;
    assert_int_equal(cudaMemcpy(pinned, managed, 16, cudaMemcpyDefault), cudaSuccess);
    assert_int_equal(pinned[3], 7);
    assert_int_equal(cudaFreeHost(pinned), cudaSuccess);
    assert_int_equal(cudaFreeHost(pinned), cudaErrorInvalidValue);
    assert_int_equal(cudaFreeHost(device_view), cudaSuccess);
    assert_int_equal(cudaFree(managed), cudaSuccess);
}

/* Pinned memory is written when the stream gets there: not before it is synchronized. */
static void async_copies_wait_for_their_stream(void **state)
{
    (void)state;
    assert_int_equal(cudaSetDevice(0), cudaSuccess);
    cudaStream_t stream;
    int *pinned = NULL, *d = NULL, *pool = NULL;
    assert_int_equal(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), cudaSuccess);
    assert_int_equal(cudaStreamCreateWithFlags(&stream, 4), cudaErrorInvalidValue);
    assert_int_equal(cudaGetLastError(), cudaErrorInvalidValue);
    assert_int_equal(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), cudaSuccess);
    assert_int_equal(cudaMallocHost((void **)&pinned, 64), cudaSuccess);
    assert_int_equal(cudaMallocAsync((void **)&d, 64, stream), cudaSuccess);
    assert_int_equal(cudaMallocAsync((void **)&pool, 64, stream), cudaSuccess);
    memset(pinned, 0, 64);
    assert_int_equal(cudaMemsetAsync(d, 0x11, 64, stream), cudaSuccess);
    assert_int_equal(cudaMemcpyAsync(pool, d, 64, cudaMemcpyDeviceToDevice, stream), cudaSuccess);
    assert_int_equal(cudaMemcpyAsync(pinned, pool, 64, cudaMemcpyDeviceToHost, stream), cudaSuccess);
    assert_int_equal(pinned[0], 0);
    assert_int_equal(cudaStreamQuery(stream), cudaErrorNotReady);
    assert_int_equal(cudaGetLastError(), cudaSuccess); /* not an error */
    assert_int_equal(cudaStreamQuery(stream), cudaSuccess);
    assert_int_equal(pinned[0], 0x11111111);
    assert_int_equal(cudaMemcpyAsync(pinned, d, 64, (enum cudaMemcpyKind)9, stream), cudaErrorInvalidMemcpyDirection);
    assert_int_equal(cudaFreeAsync(pool, stream), cudaSuccess);
    assert_int_equal(cudaFreeAsync(d, stream), cudaSuccess);
    assert_int_equal(cudaStreamSynchronize(stream), cudaSuccess);
    assert_int_equal(cudaFree(d), cudaErrorInvalidValue); /* freed in stream order */
    assert_int_equal(cudaStreamDestroy(stream), cudaSuccess);
    assert_int_equal(cudaStreamDestroy(stream), cudaErrorInvalidResourceHandle);
    assert_int_equal(cudaStreamSynchronize(stream), cudaErrorInvalidResourceHandle);
    assert_int_equal(cudaFreeHost(pinned), cudaSuccess);
}

static void copies_2d_keep_their_pitches(void **state)
{
    (void)state;
    assert_int_equal(cudaSetDevice(0), cudaSuccess);
    unsigned char host[4][8], back[4][8];
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 8; c++)
            host[r][c] = (unsigned char)(r * 8 + c);
    void *d = NULL;
    cudaStream_t stream;
    assert_int_equal(cudaStreamCreate(&stream), cudaSuccess);
    assert_int_equal(cudaMalloc(&d, 4 * 16), cudaSuccess);
    assert_int_equal(cudaMemset2D(d, 16, 0, 16, 4), cudaSuccess);
    assert_int_equal(cudaMemcpy2D(d, 16, host, 8, 6, 4, cudaMemcpyHostToDevice), cudaSuccess);
    memset(back, 0xFF, sizeof back);
    assert_int_equal(cudaMemcpy2DAsync(back, 8, d, 16, 8, 4, cudaMemcpyDefault, stream), cudaSuccess);
    assert_int_equal(cudaStreamSynchronize(stream), cudaSuccess);
    assert_int_equal(back[2][5], 21);
    assert_int_equal(back[2][6], 0); /* beyond the copied width: the set's */
    assert_int_equal(back[3][0], 24);
    assert_int_equal(cudaMemcpy2D(d, 16, host, 8, 9, 4, cudaMemcpyHostToDevice), cudaErrorInvalidPitchValue);
    assert_int_equal(cudaMemcpy2D(d, 16, host, 8, 8, 4, (enum cudaMemcpyKind)5), cudaErrorInvalidMemcpyDirection);
    assert_int_equal(cudaFree(d), cudaSuccess);
    assert_int_equal(cudaStreamDestroy(stream), cudaSuccess);
}

static void events_order_and_time(void **state)
{
    (void)state;
    assert_int_equal(cudaSetDevice(0), cudaSuccess);
    cudaStream_t a, b;
    cudaEvent_t start, stop, untimed;
    int *d = NULL, *pinned = NULL;
    assert_int_equal(cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking), cudaSuccess);
    assert_int_equal(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking), cudaSuccess);
    assert_int_equal(cudaEventCreate(&start), cudaSuccess);
    assert_int_equal(cudaEventCreate(&stop), cudaSuccess);
    assert_int_equal(cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming), cudaSuccess);
    assert_int_equal(cudaEventCreateWithFlags(&untimed, 0x40), cudaErrorInvalidValue);
    assert_int_equal(cudaGetLastError(), cudaErrorInvalidValue);
    assert_int_equal(cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&d, 16), cudaSuccess);
    assert_int_equal(cudaMallocHost((void **)&pinned, 16), cudaSuccess);
    pinned[0] = 0;
    assert_int_equal(cudaEventRecord(start, a), cudaSuccess);
    assert_int_equal(cudaMemsetAsync(d, 1, 16, a), cudaSuccess);
    assert_int_equal(cudaEventRecord(stop, a), cudaSuccess);
    assert_int_equal(cudaStreamWaitEvent(b, stop, 0), cudaSuccess);
    assert_int_equal(cudaMemcpyAsync(pinned, d, 16, cudaMemcpyDeviceToHost, b), cudaSuccess);
    assert_int_equal(cudaEventRecord(untimed, b), cudaSuccess);
    assert_int_equal(cudaEventQuery(untimed), cudaErrorNotReady);
    assert_int_equal(cudaPeekAtLastError(), cudaSuccess);
    assert_int_equal(cudaEventSynchronize(untimed), cudaSuccess);
    assert_int_equal(pinned[0], 0x01010101); /* b waited for a's set */
    float ms = -1;
    assert_int_equal(cudaEventElapsedTime(&ms, start, stop), cudaSuccess);
    assert_true(ms >= 0);
    assert_int_equal(cudaEventElapsedTime(&ms, start, untimed), cudaErrorInvalidResourceHandle);
    assert_int_equal(cudaEventDestroy(untimed), cudaSuccess);
    assert_int_equal(cudaEventDestroy(untimed), cudaErrorInvalidResourceHandle);
    assert_int_equal(cudaEventQuery(untimed), cudaErrorInvalidResourceHandle);
    assert_int_equal(cudaEventDestroy(start), cudaSuccess);
    assert_int_equal(cudaEventDestroy(stop), cudaSuccess);
    assert_int_equal(cudaFree(d), cudaSuccess);
    assert_int_equal(cudaFreeHost(pinned), cudaSuccess);
    assert_int_equal(cudaStreamDestroy(a), cudaSuccess);
    assert_int_equal(cudaStreamDestroy(b), cudaSuccess);
}

static char ptx_path_[64];

static cudaKernel_t library_kernel(cudaLibrary_t *library)
{
    snprintf(ptx_path_, sizeof ptx_path_, "/tmp/test_sim_runtime_%d.ptx", (int)getpid());
    FILE *f = fopen(ptx_path_, "w");
    assert_non_null(f);
    fputs(".version 8.0\n.target sm_90\n.visible .entry add_one(.param .u64 x, .param .u32 n, .param .f32 v)\n{\n}\n", f);
    fclose(f);
    cudaKernel_t kernel = NULL;
    assert_int_equal(cudaLibraryLoadFromFile(library, ptx_path_, NULL, NULL, 0, NULL, NULL, 0), cudaSuccess);
    remove(ptx_path_);
    assert_int_equal(cudaLibraryGetKernel(&kernel, *library, "add_one"), cudaSuccess);
    return kernel;
}

/* A kernel of a library runs its C version, in stream order, on every device it is launched on. */
static void library_kernels_launch(void **state)
{
    (void)state;
    cudaLibrary_t library;
    cudaKernel_t kernel = library_kernel(&library), missing;
    assert_int_equal(cudaLibraryGetKernel(&missing, library, "sub_one"), cudaErrorSymbolNotFound);
    assert_int_equal(cudaLibraryLoadFromFile(&library, "/nonexistent.fatbin", NULL, NULL, 0, NULL, NULL, 0),
                     cudaErrorFileNotFound);
    for (int device = 0; device < 2; device++) {
        assert_int_equal(cudaSetDevice(device), cudaSuccess);
        float host[40], *d = NULL;
        int n = 40;
        float v = 1.5f;
        for (int i = 0; i < n; i++)
            host[i] = (float)i;
        cudaStream_t stream;
        assert_int_equal(cudaStreamCreate(&stream), cudaSuccess);
        assert_int_equal(cudaMalloc((void **)&d, sizeof host), cudaSuccess);
        assert_int_equal(cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice), cudaSuccess);
        void *args[] = {&d, &n, &v};
        assert_int_equal(cudaLaunchKernel((const void *)kernel, (dim3){3, 1, 1}, (dim3){16, 1, 1}, args, 0, stream),
                         cudaSuccess);
        assert_int_equal(cudaStreamSynchronize(stream), cudaSuccess);
        assert_int_equal(cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost), cudaSuccess);
        assert_true(host[0] == 1.5f && host[39] == 40.5f);
        assert_int_equal(cudaLaunchKernel((const void *)kernel, (dim3){1, 1, 1}, (dim3){2048, 1, 1}, args, 0, stream),
                         cudaErrorInvalidConfiguration);
        assert_int_equal(cudaGetLastError(), cudaErrorInvalidConfiguration);
        assert_int_equal(cudaLaunchKernel((const void *)host, (dim3){1, 1, 1}, (dim3){1, 1, 1}, args, 0, stream),
                         cudaErrorInvalidDeviceFunction);
        assert_int_equal(cudaFree(d), cudaSuccess);
        assert_int_equal(cudaStreamDestroy(stream), cudaSuccess);
    }
    assert_int_equal(cudaLibraryUnload(library), cudaSuccess);
    assert_int_equal(cudaLibraryUnload(library), cudaErrorInvalidResourceHandle);
    assert_int_equal(cudaLaunchKernel((const void *)kernel, (dim3){1, 1, 1}, (dim3){1, 1, 1}, NULL, 0, NULL),
                     cudaErrorInvalidResourceHandle);
}

/* A host stub named for a kernel launches its C version. */
static void host_stubs_launch(void **state)
{
    (void)state;
    const void *stub = (const void *)(uintptr_t)stub_of_add_one;
    assert_int_equal(cubound_sim_register_kernel_stub(stub, "add_one"), CUDA_SUCCESS);
    assert_int_equal(cubound_sim_register_kernel_stub(stub, "add_one"), CUDA_SUCCESS);
    assert_int_equal(cubound_sim_register_kernel_stub(stub, "sub_one"), CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(cudaSetDevice(1), cudaSuccess);
    float *managed = NULL, v = 2;
    int n = 4;
    assert_int_equal(cudaMallocManaged((void **)&managed, 4 * sizeof(float), cudaMemAttachGlobal), cudaSuccess);
    for (int i = 0; i < n; i++)
        managed[i] = 1;
    void *args[] = {&managed, &n, &v};
    assert_int_equal(cudaLaunchKernel(stub, (dim3){1, 1, 1}, (dim3){4, 1, 1}, args, 0, NULL), cudaSuccess);
    assert_int_equal(cudaDeviceSynchronize(), cudaSuccess);
    assert_true(managed[0] == 3 && managed[3] == 3);
    assert_int_equal(cudaFree(managed), cudaSuccess);
}

/* Two devices from one thread: each allocation belongs to the device set when it was made; a
 * kernel reaches the other's memory once peer access allows it; peer copies go both ways. */
static void two_devices_and_peer_access(void **state)
{
    (void)state;
    cudaLibrary_t library;
    cudaKernel_t kernel = library_kernel(&library);
    float *on0 = NULL, *on1 = NULL, host[8] = {1, 2, 3, 4, 5, 6, 7, 8}, back[8];
    assert_int_equal(cudaSetDevice(1), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&on1, sizeof host), cudaSuccess);
    assert_int_equal(cudaSetDevice(0), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&on0, sizeof host), cudaSuccess);
    assert_ptr_equal(owner(on0), primary(0));
    assert_ptr_equal(owner(on1), primary(1));
    int can = -1;
    assert_int_equal(cudaDeviceCanAccessPeer(&can, 0, 1), cudaSuccess);
    assert_int_equal(can, 1);
    assert_int_equal(cudaDeviceCanAccessPeer(&can, 0, 0), cudaSuccess);
    assert_int_equal(can, 0);
    assert_int_equal(cudaDeviceCanAccessPeer(&can, 0, 3), cudaErrorInvalidDevice);
    assert_int_equal(cudaMemcpy(on0, host, sizeof host, cudaMemcpyHostToDevice), cudaSuccess);
    assert_int_equal(cudaMemcpyPeer(on1, 1, on0, 0, sizeof host), cudaSuccess);
    assert_int_equal(cudaMemcpyPeer(on1, 4, on0, 0, sizeof host), cudaErrorInvalidDevice);
    assert_int_equal(cudaDeviceEnablePeerAccess(0, 0), cudaErrorInvalidDevice);
    assert_int_equal(cudaDeviceEnablePeerAccess(1, 1), cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceDisablePeerAccess(1), cudaErrorPeerAccessNotEnabled);
    assert_int_equal(cudaDeviceEnablePeerAccess(1, 0), cudaSuccess);
    assert_int_equal(cudaDeviceEnablePeerAccess(1, 0), cudaErrorPeerAccessAlreadyEnabled);
    int n = 8;
    float v = 10;
    void *args[] = {&on1, &n, &v}; /* device 0's kernel on device 1's memory */
    assert_int_equal(cudaLaunchKernel((const void *)kernel, (dim3){1, 1, 1}, (dim3){8, 1, 1}, args, 0, NULL), cudaSuccess);
    cudaStream_t stream;
    assert_int_equal(cudaStreamCreate(&stream), cudaSuccess);
    assert_int_equal(cudaMemcpyPeerAsync(on0, 0, on1, 1, sizeof host, stream), cudaSuccess);
    assert_int_equal(cudaStreamSynchronize(stream), cudaSuccess);
    assert_int_equal(cudaMemcpy(back, on0, sizeof back, cudaMemcpyDeviceToHost), cudaSuccess);
    assert_true(back[0] == 11 && back[7] == 18);
    assert_int_equal(cudaDeviceDisablePeerAccess(1), cudaSuccess);
    assert_int_equal(cudaStreamDestroy(stream), cudaSuccess);
    assert_int_equal(cudaFree(on0), cudaSuccess);
    assert_int_equal(cudaSetDevice(1), cudaSuccess);
    assert_int_equal(cudaFree(on1), cudaSuccess);
    assert_int_equal(cudaLibraryUnload(library), cudaSuccess);
}

/* A kernel that faults breaks its context: every later call answers the fault, cudaGetLastError
 * does not clear it; cudaDeviceReset does, and the device starts again. Device 1 only. */
static void faults_are_sticky_until_reset(void **state)
{
    (void)state;
    cudaLibrary_t library;
    cudaKernel_t kernel = library_kernel(&library);
    float *on0 = NULL, *on1 = NULL;
    int n = 1;
    float v = 1;
    assert_int_equal(cudaSetDevice(0), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&on0, 4), cudaSuccess);
    assert_int_equal(cudaSetDevice(1), cudaSuccess);
    unsigned long long id_before = 0, id_after = 0;
    assert_int_equal(cuCtxGetId(NULL, &id_before), CUDA_SUCCESS);
    void *args[] = {&on0, &n, &v}; /* no peer access from device 1 */
    assert_int_equal(cudaLaunchKernel((const void *)kernel, (dim3){1, 1, 1}, (dim3){1, 1, 1}, args, 0, NULL),
                     cudaErrorIllegalAddress);
    assert_int_equal(cudaMalloc((void **)&on1, 4), cudaErrorIllegalAddress);
    assert_int_equal(cudaGetLastError(), cudaErrorIllegalAddress);
    assert_int_equal(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
    assert_int_equal(cudaSetDevice(0), cudaSuccess); /* another device works */
    assert_int_equal(cudaFree(on0), cudaSuccess);
    assert_int_equal(cudaSetDevice(1), cudaSuccess);
    assert_int_equal(cudaDeviceReset(), cudaSuccess);
    assert_int_equal(cudaMalloc((void **)&on1, 4), cudaSuccess);
    assert_int_equal(cuCtxGetId(NULL, &id_after), CUDA_SUCCESS);
    assert_true(id_after != id_before);
    assert_ptr_equal(current(), primary(1)); /* the same handle, started again */
    assert_int_equal(cudaDeviceReset(), cudaSuccess);
    assert_int_equal(cudaFree(on1), cudaErrorInvalidValue); /* it ended with the reset */
    assert_int_equal(cudaLibraryUnload(library), cudaSuccess);
}

static void errors_and_versions(void **state)
{
    (void)state;
    assert_string_equal(cudaGetErrorName(cudaErrorInvalidValue), "cudaErrorInvalidValue");
    assert_string_equal(cudaGetErrorName(cudaErrorInvalidResourceHandle), "cudaErrorInvalidResourceHandle");
    assert_string_equal(cudaGetErrorName(cudaSuccess), "cudaSuccess");
    assert_string_equal(cudaGetErrorString(cudaErrorNotSupported), "cudaErrorNotSupported");
    assert_string_equal(cudaGetErrorName((cudaError_t)12345), "unrecognized error code");
    int version = 0;
    assert_int_equal(cudaRuntimeGetVersion(&version), cudaSuccess);
    assert_int_equal(version, CUDART_VERSION);
    assert_int_equal(cudaDriverGetVersion(&version), cudaSuccess);
    assert_int_equal(version, CUDA_VERSION);
    assert_int_equal(cudaRuntimeGetVersion(NULL), cudaErrorInvalidValue);
    assert_int_equal(cudaPeekAtLastError(), cudaErrorInvalidValue);
    assert_int_equal(cudaSetDevice(0), cudaSuccess); /* a success leaves the last error */
    assert_int_equal(cudaGetLastError(), cudaErrorInvalidValue);
    assert_int_equal(cudaPeekAtLastError(), cudaSuccess);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(first_call_initialises_device_0),
        cmocka_unit_test(set_device_makes_its_primary_current),
        cmocka_unit_test(calls_act_on_the_current_context),
        cmocka_unit_test(properties_are_the_h200s),
        cmocka_unit_test(memory_values_read_back),
        cmocka_unit_test(host_and_managed_memory),
        cmocka_unit_test(async_copies_wait_for_their_stream),
        cmocka_unit_test(copies_2d_keep_their_pitches),
        cmocka_unit_test(events_order_and_time),
        cmocka_unit_test(library_kernels_launch),
        cmocka_unit_test(host_stubs_launch),
        cmocka_unit_test(two_devices_and_peer_access),
        cmocka_unit_test(faults_are_sticky_until_reset),
        cmocka_unit_test(errors_and_versions),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
