/* SPDX-License-Identifier: MIT */
/* The simulated driver reproduces what the real one did on an H200
 * (../shared/facts/driver-behaviour.md). Label sim only: these are facts about the driver,
 * checked where the simulation stands in for it. */
#include <pthread.h>

#include "support.h"

static CUcontext a, b;

/* cuCtxCreate, whichever form the headers declare (cuCtxCreate_v4, with creation parameters, from 13.0). */
static CUresult create_context(CUcontext *ctx, CUdevice device)
{
#if CUDA_VERSION >= 13000
    return RAW(cuCtxCreate)(ctx, NULL, 0, device);
#else
    return RAW(cuCtxCreate)(ctx, 0, device);
#endif
}
static CUdevice device0;

static int setup(void **state)
{
    (void)state;
    CU_OK(RAW(cuInit)(0));
    register_test_kernels();
    CU_OK(RAW(cuDeviceGet)(&device0, 0));
    CU_OK(create_context(&a, device0));
    CU_OK(create_context(&b, device0));
    return 0;
}

static void *new_thread(void *arg)
{
    CUresult *results = arg;
    CUcontext current = (CUcontext)1;
    CUdeviceptr p;
    results[0] = RAW(cuCtxGetCurrent)(&current);
    results[1] = current == NULL ? CUDA_SUCCESS : CUDA_ERROR_UNKNOWN;
    results[2] = RAW(cuMemAlloc)(&p, 64);
    return NULL;
}

static void a_new_thread_has_no_context(void **state)
{
    (void)state;
    CUresult results[3];
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, new_thread, results), 0);
    assert_int_equal(pthread_join(t, NULL), 0);
    CU_OK(results[0]);
    CU_OK(results[1]);
    assert_int_equal(results[2], CUDA_ERROR_INVALID_CONTEXT);
}

static void resources_of_a_used_while_b_is_current(void **state)
{
    (void)state;
    CUstream sa;
    CUevent ea;
    CUdeviceptr pa, pa2;
    CUmodule m;
    CUfunction f;
    cublasHandle_t h;
    curandGenerator_t g;
    float one = 1.0f;
    CU_OK(RAW(cuCtxSetCurrent)(a));
    CU_OK(RAW(cuStreamCreate)(&sa, CU_STREAM_NON_BLOCKING));
    CU_OK(RAW(cuEventCreate)(&ea, 0));
    CU_OK(RAW(cuMemAlloc)(&pa, 4096));
    CU_OK(RAW(cuMemAlloc)(&pa2, 4096));
    CU_OK(RAW(cuModuleLoadData)(&m, bd_test_kernels_ptx));
    CU_OK(RAW(cuModuleGetFunction)(&f, m, "bd_fill_u32"));
    BLAS_OK(RAW_BLAS(cublasCreate)(&h));
    RAND_OK(RAW_RAND(curandCreateGenerator)(&g, CURAND_RNG_PSEUDO_DEFAULT));
    CU_OK(RAW(cuCtxSetCurrent)(b));
    /* The 8 misuses the driver lets pass, and the 2 it catches. */
    CU_OK(RAW(cuStreamQuery)(sa));
    CU_OK(RAW(cuMemsetD8Async)(pa, 0, 256, sa));
    CU_OK(RAW(cuMemsetD8Async)(pa, 0, 256, NULL));
    unsigned int n = 1, v = 0;
    void *args[] = {&pa, &v, &n};
    assert_int_equal(RAW(cuLaunchKernel)(f, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL), CUDA_ERROR_INVALID_HANDLE);
    assert_int_equal(RAW(cuEventRecord)(ea, NULL), CUDA_ERROR_INVALID_HANDLE);
    CU_OK(RAW(cuEventRecord)(ea, sa));
    BLAS_OK(RAW_BLAS(cublasSaxpy)(h, 16, &one, (const float *)pa, 1, (float *)pa2, 1));
    RAND_OK(RAW_RAND(curandGenerateUniform)(g, (float *)pa, 16));
    CU_OK(RAW(cuMemFree)(pa));
    CUcontext owner = NULL;
    CU_OK(RAW(cuStreamGetCtx)(sa, &owner));
    assert_ptr_equal(owner, a);
    CU_OK(RAW(cuPointerGetAttribute)(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, pa2));
    assert_ptr_equal(owner, a);
    BLAS_OK(RAW_BLAS(cublasDestroy)(h));
    RAND_OK(RAW_RAND(curandDestroyGenerator)(g));
}

static void destroyed_context(void **state)
{
    (void)state;
    CUcontext c, current;
    CUdeviceptr p;
    CU_OK(create_context(&c, device0));
    CU_OK(RAW(cuMemAlloc)(&p, 4096));
    CU_OK(RAW(cuCtxDestroy)(c));
    CU_OK(RAW(cuCtxSetCurrent)(c));
    CU_OK(RAW(cuCtxGetCurrent)(&current));
    assert_ptr_equal(current, c);
    assert_int_equal(RAW(cuMemsetD8)(p, 0, 16), CUDA_ERROR_CONTEXT_IS_DESTROYED);
#if CUDA_VERSION >= 12000 /* cuCtxGetId */
    unsigned long long id;
    assert_int_equal(RAW(cuCtxGetId)(c, &id), CUDA_ERROR_CONTEXT_IS_DESTROYED);
#endif
    CU_OK(RAW(cuCtxSetCurrent)(a));
    assert_int_equal(RAW(cuMemsetD8)(p, 0, 16), CUDA_ERROR_INVALID_VALUE);
}

static void primary_reset_keeps_the_handle(void **state)
{
    (void)state;
    CUcontext primary, again;
    CUdeviceptr p;
    CU_OK(RAW(cuDevicePrimaryCtxRetain)(&primary, device0));
    CU_OK(RAW(cuCtxSetCurrent)(primary));
#if CUDA_VERSION >= 12000 /* cuCtxGetId: a new id for the same handle */
    unsigned long long before, after;
    CU_OK(RAW(cuCtxGetId)(primary, &before));
#endif
    CU_OK(RAW(cuDevicePrimaryCtxReset)(device0));
    assert_int_equal(RAW(cuMemAlloc)(&p, 4096), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    CU_OK(RAW(cuDevicePrimaryCtxRetain)(&again, device0));
    assert_ptr_equal(again, primary);
#if CUDA_VERSION >= 12000
    CU_OK(RAW(cuCtxGetId)(again, &after));
    assert_int_not_equal(before, after);
#endif
    CU_OK(RAW(cuDevicePrimaryCtxRelease)(device0));
}

/* What the driver says owns a stream or memory, as the H200 answered (tests/probes/foreign_handles.c):
 * the allocation's start and the size asked for, for every pointer into it; INVALID_VALUE one past
 * its end, once freed, for host memory and for memory of a destroyed context; CONTEXT_IS_DESTROYED
 * for a stream of a destroyed context, INVALID_HANDLE for one of a reset primary context. */
static void the_owner_of_a_stream_or_pointer(void **state)
{
    (void)state;
    CUcontext owner = NULL, gone, primary;
    CUdeviceptr p, small, lost, start = 0;
    CUstream s, orphan, before_reset;
    size_t size = 0;
    static char host[64];
    CU_OK(RAW(cuCtxSetCurrent)(a));
    CU_OK(RAW(cuMemAlloc)(&p, 1 << 20));
    CU_OK(RAW(cuMemAlloc)(&small, 100));
    CUdeviceptr inside[] = {p, p + 4096, p + (1 << 20) - 1};
    for (int i = 0; i < 3; i++) {
        CU_OK(RAW(cuCtxSetCurrent)(i == 1 ? b : a)); /* whichever context is current */
        CU_OK(RAW(cuPointerGetAttribute)(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, inside[i]));
        assert_ptr_equal(owner, a);
        CU_OK(RAW(cuPointerGetAttribute)(&start, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, inside[i]));
        assert_true(start == p);
        CU_OK(RAW(cuPointerGetAttribute)(&size, CU_POINTER_ATTRIBUTE_RANGE_SIZE, inside[i]));
        assert_int_equal(size, 1 << 20);
    }
    CU_OK(RAW(cuPointerGetAttribute)(&size, CU_POINTER_ATTRIBUTE_RANGE_SIZE, small + 50));
    assert_int_equal(size, 100);
    CU_OK(create_context(&gone, device0));
    CU_OK(RAW(cuMemAlloc)(&lost, 4096));
    CU_OK(RAW(cuStreamCreate)(&orphan, CU_STREAM_NON_BLOCKING));
    CU_OK(RAW(cuCtxDestroy)(gone));
    CU_OK(RAW(cuCtxSetCurrent)(a));
    CU_OK(RAW(cuMemFree)(small));
    CUdeviceptr outside[] = {p + (1 << 20), small + 50, (CUdeviceptr)(uintptr_t)host, 0x1234, lost};
    for (int i = 0; i < 5; i++) {
        assert_int_equal(RAW(cuPointerGetAttribute)(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, outside[i]), CUDA_ERROR_INVALID_VALUE);
        assert_int_equal(RAW(cuPointerGetAttribute)(&start, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, outside[i]),
                         CUDA_ERROR_INVALID_VALUE);
        assert_int_equal(RAW(cuPointerGetAttribute)(&size, CU_POINTER_ATTRIBUTE_RANGE_SIZE, outside[i]), CUDA_ERROR_INVALID_VALUE);
    }
    CU_OK(RAW(cuStreamCreate)(&s, CU_STREAM_NON_BLOCKING));
    CU_OK(RAW(cuCtxSetCurrent)(b));
    CU_OK(RAW(cuStreamGetCtx)(s, &owner));
    assert_ptr_equal(owner, a);
    assert_int_equal(RAW(cuStreamGetCtx)(orphan, &owner), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    CU_OK(RAW(cuDevicePrimaryCtxRetain)(&primary, device0));
    CU_OK(RAW(cuCtxSetCurrent)(primary));
    CU_OK(RAW(cuStreamCreate)(&before_reset, CU_STREAM_NON_BLOCKING));
    CU_OK(RAW(cuDevicePrimaryCtxReset)(device0));
    CU_OK(RAW(cuDevicePrimaryCtxRetain)(&primary, device0));
    CU_OK(RAW(cuCtxSetCurrent)(primary));
    assert_int_equal(RAW(cuStreamGetCtx)(before_reset, &owner), CUDA_ERROR_INVALID_HANDLE);
    CU_OK(RAW(cuDevicePrimaryCtxRelease)(device0));
    CU_OK(RAW(cuCtxSetCurrent)(a));
    CU_OK(RAW(cuStreamDestroy)(s));
    CU_OK(RAW(cuMemFree)(p));
}

static void a_missing_synchronize_reads_stale_data(void **state)
{
    (void)state;
    CUstream s;
    CUdeviceptr p;
    uint32_t out = 0;
    CU_OK(RAW(cuCtxSetCurrent)(a));
    CU_OK(RAW(cuStreamCreate)(&s, CU_STREAM_NON_BLOCKING));
    CU_OK(RAW(cuMemAlloc)(&p, sizeof out));
    CU_OK(RAW(cuMemsetD32)(p, 1, 1));
    CU_OK(RAW(cuMemsetD32Async)(p, 2, 1, s));
    CU_OK(RAW(cuMemcpyDtoH)(&out, p, sizeof out)); /* the legacy stream does not wait for s */
    assert_int_equal(out, 1);
    assert_int_equal(RAW(cuStreamQuery)(s), CUDA_ERROR_NOT_READY);
    CU_OK(RAW(cuStreamSynchronize)(s));
    CU_OK(RAW(cuMemcpyDtoH)(&out, p, sizeof out));
    assert_int_equal(out, 2);
    CU_OK(RAW(cuStreamDestroy)(s));
    CU_OK(RAW(cuMemFree)(p));
}

/* CU_STREAM_PER_THREAD is a stream of its own (blocking): its work waits until it is waited on or
 * the legacy stream runs, as the real driver orders it. */
static void the_per_thread_stream_is_a_stream_of_its_own(void **state)
{
    (void)state;
    CUdeviceptr p;
    uint32_t out = 0;
    CU_OK(RAW(cuCtxSetCurrent)(a));
    CU_OK(RAW(cuMemAlloc)(&p, sizeof out));
    CU_OK(RAW(cuMemsetD32)(p, 1, 1));
    CU_OK(RAW(cuMemsetD32Async)(p, 2, 1, CU_STREAM_PER_THREAD));
    assert_int_equal(RAW(cuStreamQuery)(CU_STREAM_PER_THREAD), CUDA_ERROR_NOT_READY); /* queued, not run */
    CU_OK(RAW(cuStreamSynchronize)(CU_STREAM_PER_THREAD));
    CU_OK(RAW(cuMemcpyDtoH)(&out, p, sizeof out));
    assert_int_equal(out, 2);
    CU_OK(RAW(cuMemsetD32Async)(p, 3, 1, CU_STREAM_PER_THREAD));
    CU_OK(RAW(cuMemcpyDtoH)(&out, p, sizeof out)); /* the legacy stream waits for blocking streams */
    assert_int_equal(out, 3);
    CU_OK(RAW(cuMemFree)(p));
}

/* Two contexts of one device share its memory (the H200 ran a kernel of one on the other's memory);
 * a kernel of another device faults, unless peer access was enabled or the memory is managed. */
static void kernels_reach_only_memory_their_device_may_use(void **state)
{
    (void)state;
    CUcontext other;
    CUdevice device1;
    CUmodule m;
    CUfunction fill;
    CUdeviceptr same_device, other_device, managed;
    uint32_t out = 0;
    unsigned int n = 1, v = 5;
    CU_OK(RAW(cuDeviceGet)(&device1, 1));
    CU_OK(create_context(&other, device1));
    CU_OK(RAW(cuMemAlloc)(&other_device, 4));
    CU_OK(RAW(cuMemAllocManaged)(&managed, 4, CU_MEM_ATTACH_GLOBAL));
    CU_OK(RAW(cuCtxSetCurrent)(b));
    CU_OK(RAW(cuMemAlloc)(&same_device, 4));
    CU_OK(RAW(cuCtxSetCurrent)(a));
    CU_OK(RAW(cuModuleLoadData)(&m, bd_test_kernels_ptx));
    CU_OK(RAW(cuModuleGetFunction)(&fill, m, "bd_fill_u32"));
    void *on_same[] = {&same_device, &v, &n}, *on_other[] = {&other_device, &v, &n}, *on_managed[] = {&managed, &v, &n};
    CU_OK(RAW(cuLaunchKernel)(fill, 1, 1, 1, 1, 1, 1, 0, NULL, on_same, NULL));
    CU_OK(RAW(cuMemcpyDtoH)(&out, same_device, sizeof out));
    assert_int_equal(out, 5);
    assert_int_equal(RAW(cuLaunchKernel)(fill, 1, 1, 1, 1, 1, 1, 0, NULL, on_other, NULL), CUDA_ERROR_ILLEGAL_ADDRESS);
    CU_OK(RAW(cuLaunchKernel)(fill, 1, 1, 1, 1, 1, 1, 0, NULL, on_managed, NULL));
    assert_int_equal(RAW(cuCtxEnablePeerAccess)(b, 0), CUDA_ERROR_PEER_ACCESS_UNSUPPORTED); /* one device */
    CU_OK(RAW(cuCtxEnablePeerAccess)(other, 0));
    assert_int_equal(RAW(cuCtxEnablePeerAccess)(other, 0), CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED);
    CU_OK(RAW(cuLaunchKernel)(fill, 1, 1, 1, 1, 1, 1, 0, NULL, on_other, NULL));
    CU_OK(RAW(cuMemcpyDtoH)(&out, other_device, sizeof out));
    assert_int_equal(out, 5);
    CU_OK(RAW(cuCtxDisablePeerAccess)(other));
    assert_int_equal(RAW(cuCtxDisablePeerAccess)(other), CUDA_ERROR_PEER_ACCESS_NOT_ENABLED);
    assert_int_equal(RAW(cuLaunchKernel)(fill, 1, 1, 1, 1, 1, 1, 0, NULL, on_other, NULL), CUDA_ERROR_ILLEGAL_ADDRESS);
    CU_OK(RAW(cuModuleUnload)(m));
    CU_OK(RAW(cuMemFree)(managed));
    CU_OK(RAW(cuMemFree)(other_device));
    CU_OK(RAW(cuCtxSetCurrent)(b));
    CU_OK(RAW(cuMemFree)(same_device));
    CU_OK(RAW(cuCtxDestroy)(other));
}

static void unimplemented_functions_say_not_supported(void **state)
{
    (void)state;
    int value = 0;
    assert_int_equal(RAW_BLAS(cublasGetProperty)(MAJOR_VERSION, &value), CUBLAS_STATUS_NOT_SUPPORTED);
#if CUDA_VERSION >= 13000
    /* Creation parameters: empty ones (what cuda-samples pass) are none; real ones are not simulated. */
    CUcontext made, current;
    CUctxCreateParams empty = {0};
    CU_OK(RAW(cuCtxGetCurrent)(&current));
    CU_OK(RAW(cuCtxCreate)(&made, &empty, 0, device0));
    CU_OK(RAW(cuCtxDestroy)(made));
    CU_OK(RAW(cuCtxSetCurrent)(current));
    CUexecAffinityParam affinity = {.type = CU_EXEC_AFFINITY_TYPE_SM_COUNT, .param.smCount.val = 8};
    CUctxCreateParams with_affinity = {.execAffinityParams = &affinity, .numExecAffinityParams = 1};
    assert_int_equal(RAW(cuCtxCreate)(&made, &with_affinity, 0, device0), CUDA_ERROR_NOT_SUPPORTED);
#endif
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_new_thread_has_no_context),
        cmocka_unit_test(resources_of_a_used_while_b_is_current),
        cmocka_unit_test(destroyed_context),
        cmocka_unit_test(primary_reset_keeps_the_handle),
        cmocka_unit_test(the_owner_of_a_stream_or_pointer),
        cmocka_unit_test(a_missing_synchronize_reads_stale_data),
        cmocka_unit_test(kernels_reach_only_memory_their_device_may_use),
        cmocka_unit_test(the_per_thread_stream_is_a_stream_of_its_own),
        cmocka_unit_test(unimplemented_functions_say_not_supported),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
