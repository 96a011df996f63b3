/* SPDX-License-Identifier: MIT */
/* The runtime API bound (cubound/cudart.h): each bd_cuda* call acts in its binding's context, with
 * two devices used in turn from one thread; context-free calls pass through; cudaSetDevice and
 * cudaDeviceReset through a binding keep cubound's cache of the current context true; a raw
 * cudaSetDevice between cubound calls does what docs/guide.md says under each policy.
 *
 * The process's settings say what a run shows about that raw cudaSetDevice: with checks on,
 * BD-CONTEXT-CHANGED-OUTSIDE; under the verified policy the next call lands on its binding; under the
 * cached policy (the default) it lands where cudaSetDevice left the thread. tests/CMakeLists.txt runs
 * it under each (CUBOUND_CHECKS, CUBOUND_CONTEXT_POLICY). Runs on the simulated runtime (label sim)
 * and on the GPU (label gpu: two contexts of one GPU act as two devices). */
#include <stdio.h>
#include <string.h>

#include "support.h"

/* The runtime's own function, without cubound: through libcubound's table of what it loaded. */
#define RAW_RT(name) BD_GEN_ENTRY(bd_gen_cudart, pfn_##name)


static const char *run_case(void)
{
    bd_options_t settings = bd_settings();
    if (settings.checks == BD_CHECKS_ON)
        return "checks";
    return settings.context_policy == BD_POLICY_VERIFIED ? "verified" : "cached";
}

static CUcontext context_of(const void *ptr)
{
    return context_of_pointer((CUdeviceptr)(uintptr_t)ptr);
}

static CUcontext context_of_binding(bound_dev_t *bd)
{
    return bd_device_context(bd_binding_device(bd));
}

/* Memory, sets, copies and streams of two bindings, in turn from one thread: each in its context. */
static void calls_act_in_their_bindings_context(void **state)
{
    (void)state;
    unsigned char *p[2], back[2][64];
    cudaStream_t s[2];
    for (int i = 0; i < 2; i++) {
        RT_OK(bd_cudaMalloc(test_bds[i], (void **)&p[i], 64));
        RT_OK(bd_cudaStreamCreateWithFlags(test_bds[i], &s[i], cudaStreamNonBlocking));
    }
    for (int i = 0; i < 2; i++) {
        assert_ptr_equal(context_of(p[i]), context_of_binding(test_bds[i]));
        CUcontext stream_ctx = NULL;
        CU_OK(RAW(cuStreamGetCtx)((CUstream)s[i], &stream_ctx));
        assert_ptr_equal(stream_ctx, context_of_binding(test_bds[i]));
        RT_OK(bd_cudaMemsetAsync(test_bds[i], p[i], 0x10 + i, 64, s[i]));
        RT_OK(bd_cudaMemcpyAsync(test_bds[i], back[i], p[i], 64, cudaMemcpyDeviceToHost, s[i]));
        /* On its own stream a call acts in the stream's context ([context_from_handles]): under the
         * cached policy it leaves the last binding's context current, else it makes its own current. */
        bound_dev_t *current = strcmp(run_case(), "cached") == 0 ? test_bds[1] : test_bds[i];
        assert_ptr_equal(current_context(), context_of_binding(current));
    }
    for (int i = 0; i < 2; i++) {
        RT_OK(bd_cudaStreamSynchronize(test_bds[i], s[i]));
        for (int k = 0; k < 64; k++)
            assert_int_equal(back[i][k], 0x10 + i);
        RT_OK(bd_cudaStreamDestroy(test_bds[i], s[i]));
        RT_OK(bd_cudaFree(test_bds[i], p[i]));
    }
}

/* What the runtime writes on a stream is noted for hand-off: bd_handoff waits for exactly it (the
 * simulation runs stream work only when waited for, so without the note the copy would be missing). */
static void runtime_writes_are_handed_off(void **state)
{
    (void)state;
    bound_dev_t *bd = test_bds[1];
    unsigned char *device = NULL, *host = NULL;
    const size_t bytes = 256;
    cudaStream_t s;
    RT_OK(bd_cudaStreamCreateWithFlags(bd, &s, cudaStreamNonBlocking));
    RT_OK(bd_cudaMalloc(bd, (void **)&device, bytes));
    RT_OK(bd_cudaMallocHost(bd, (void **)&host, bytes)); /* pinned: the copy into it is asynchronous */
    memset(host, 0, bytes);
    RT_OK(bd_cudaMemsetAsync(bd, device, 0x5a, bytes, s));
    RT_OK(bd_cudaMemcpyAsync(bd, host, device, bytes, cudaMemcpyDeviceToHost, s));
    CU_OK(bd_handoff(bd, (CUdeviceptr)(uintptr_t)host, bytes));
    for (size_t i = 0; i < bytes; i++)
        assert_int_equal(host[i], 0x5a);
    RT_OK(bd_cudaFreeHost(bd, host));
    RT_OK(bd_cudaFree(bd, device));
    RT_OK(bd_cudaStreamDestroy(bd, s));
}

/* With checks on, the runtime's streams, events and memory are the driver's handles: another
 * device's is BD-WRONG-DEVICE, as through the driver's wrappers. */
static void checks_know_the_runtimes_handles(void **state)
{
    (void)state;
    if (strcmp(run_case(), "checks") != 0) {
        skip();
        return;
    }
    bound_dev_t *a = test_bds[0], *b = test_bds[1];
    void *pa = NULL, *host = NULL;
    cudaStream_t sa;
    cudaEvent_t ea;
    RT_OK(bd_cudaMalloc(a, &pa, 64));
    RT_OK(bd_cudaMallocHost(a, &host, 64));
    RT_OK(bd_cudaStreamCreate(a, &sa));
    RT_OK(bd_cudaEventCreate(a, &ea));
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cudaStreamQuery(b, sa), cudaErrorInvalidResourceHandle);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cudaEventRecord(b, ea, NULL), cudaErrorInvalidResourceHandle);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cudaMemsetAsync(b, (char *)pa + 8, 0, 8, NULL), cudaErrorInvalidResourceHandle);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE"); /* an interior pointer: cudaMalloc's size is known */
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cudaFree(b, pa), cudaErrorInvalidResourceHandle);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
    last_violation_id[0] = '\0';
    RT_OK(bd_cudaMemsetAsync(b, host, 0, 64, NULL)); /* pinned host memory is every context's */
    assert_string_equal(last_violation_id, "");
    RT_OK(bd_cudaFree(a, pa));
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cudaMemset(a, pa, 0, 8), cudaErrorInvalidResourceHandle);
    assert_string_equal(last_violation_id, "BD-USE-AFTER-DESTROY");
    RT_OK(bd_cudaFreeHost(a, host));
    RT_OK(bd_cudaEventDestroy(a, ea));
    RT_OK(bd_cudaStreamDestroy(a, sa));
}

/* Stream-ordered memory belongs to no context (the driver answers a NULL one: measured,
 * tests/probes/pool_pointers.c); which devices may use it is its pool's access. So another
 * binding may set it and free it on its own stream, ordered after an event, as NVIDIA's
 * streamOrderedAllocationP2P does; before, that free was BD-WRONG-DEVICE and was not made. */
static void stream_ordered_memory_is_every_bindings(void **state)
{
    (void)state;
    bound_dev_t *a = test_bds[0], *b = test_bds[1];
    cudaStream_t sa, sb;
    cudaEvent_t set;
    void *p;
    RT_OK(bd_cudaStreamCreateWithFlags(a, &sa, cudaStreamNonBlocking));
    RT_OK(bd_cudaStreamCreateWithFlags(b, &sb, cudaStreamNonBlocking));
    RT_OK(bd_cudaEventCreateWithFlags(a, &set, cudaEventDisableTiming));
    RT_OK(bd_cudaMallocAsync(a, &p, 4096, sa));
    RT_OK(bd_cudaMemsetAsync(a, p, 3, 4096, sa));
    RT_OK(bd_cudaEventRecord(a, set, sa));
    RT_OK(bd_cudaStreamWaitEvent(b, sb, set, 0));
    last_violation_id[0] = '\0';
    unsigned char back[4096];
    RT_OK(bd_cudaMemcpyAsync(b, back, p, sizeof back, cudaMemcpyDeviceToHost, sb));
    RT_OK(bd_cudaFreeAsync(b, p, sb));
    RT_OK(bd_cudaStreamSynchronize(b, sb));
    assert_string_equal(last_violation_id, "");
    for (size_t i = 0; i < sizeof back; i++)
        assert_int_equal(back[i], 3);
    RT_OK(bd_cudaEventDestroy(a, set));
    RT_OK(bd_cudaStreamDestroy(a, sa));
    RT_OK(bd_cudaStreamDestroy(b, sb));
}

/* The memory of b's context, used through a: BD-WRONG-DEVICE, or (mine) no violation. */
static void memset_through(bound_dev_t *a, void *theirs, bool mine)
{
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cudaMemset(a, theirs, 7, 64), mine ? cudaSuccess : cudaErrorInvalidResourceHandle);
    assert_string_equal(last_violation_id, mine ? "" : "BD-WRONG-DEVICE");
}

/* cuda_runtime_api.h: once cudaDeviceEnablePeerAccess succeeds, "all allocations from peerDevice
 * will immediately be accessible by the current device", until cudaDeviceDisablePeerAccess: the
 * runtime's context of the peer device is its primary one, the current one is the binding's. So
 * the peer's primary context's memory is the binding's, one way; a context of the peer device's
 * own is not its primary, and its memory stays another device's. One GPU has no peer device (the
 * runtime answers cudaErrorInvalidDevice for the binding's own): the memory stays another's. */
static void peer_access_through_the_runtime(void **state)
{
    (void)state;
    if (strcmp(run_case(), "checks") != 0) {
        skip();
        return;
    }
    bound_dev_t *a = test_bds[0], *b = test_bds[1];
    int peer = bd_device_ordinal(test_devs[1]);
    unsigned char *theirs = NULL, *ours = NULL;
    RT_OK(bd_cudaMalloc(b, (void **)&theirs, 4096));
    RT_OK(bd_cudaMalloc(a, (void **)&ours, 4096));
    memset_through(a, theirs + 64, false);
    cudaError_t rc = bd_cudaDeviceEnablePeerAccess(a, peer, 0);
    if (rc != cudaSuccess) {
        /* The runtime's peer access is its primary contexts': from a context of one's own it is
         * refused, else a device is no peer of itself. */
        CUdevice device = 0;
        unsigned int flags = 0;
        int active = 0;
        CU_OK(RAW(cuCtxGetDevice)(&device));
        CU_OK(RAW(cuDevicePrimaryCtxGetState)(device, &flags, &active));
        CUcontext primary = NULL;
        if (active) {
            CU_OK(RAW(cuDevicePrimaryCtxRetain)(&primary, device));
            CU_OK(RAW(cuDevicePrimaryCtxRelease)(device));
        }
        bool own_context = primary != context_of_binding(a);
        assert_int_equal(rc, own_context ? cudaErrorIncompatibleDriverContext : cudaErrorInvalidDevice);
        if (!own_context)
            assert_int_equal(peer, bd_device_ordinal(test_devs[0]));
        memset_through(a, theirs + 64, false);
    }
    else {
        memset_through(a, theirs + 64, true); /* an interior pointer of the peer's */
        uint32_t out = 0;
        RT_OK(bd_cudaMemcpy(b, &out, theirs + 64 + 60, sizeof out, cudaMemcpyDeviceToHost));
        assert_int_equal(out, 0x07070707);
        memset_through(b, ours, false); /* one way */
        bd_device_t *own_dev;
        bound_dev_t *own;
        unsigned char *own_memory = NULL;
        CU_OK(bd_device_open(peer, BD_OWN_CONTEXT, &own_dev));
        CU_OK(bd_bind(own_dev, &own));
        RT_OK(bd_cudaMalloc(own, (void **)&own_memory, 4096));
        memset_through(a, own_memory, false); /* the peer device's, not its primary context's */
        RT_OK(bd_cudaFree(own, own_memory));
        CU_OK(bd_unbind(own));
        CU_OK(bd_device_close(own_dev));
        RT_OK(bd_cudaDeviceDisablePeerAccess(a, peer));
        memset_through(a, theirs + 64, false);
    }
    RT_OK(bd_cudaFree(a, ours));
    RT_OK(bd_cudaFree(b, theirs));
}

/* Device counts, versions and error strings act on no context: no binding. */
static void context_free_calls_pass_through(void **state)
{
    (void)state;
    int count = 0, version = 0;
    RT_OK(bd_cudaGetDeviceCount(&count));
    assert_true(count >= 1);
    RT_OK(bd_cudaRuntimeGetVersion(&version));
    assert_true(version > 0);
    assert_string_equal(bd_cudaGetErrorName(cudaErrorInvalidValue), "cudaErrorInvalidValue");
    assert_non_null(bd_cudaGetErrorString(cudaErrorInvalidValue));
}

/* cudaSetDevice through a binding moves the current context: cubound forgets its cache, so the
 * next call of either binding still lands in its own context. */
static void bound_cudaSetDevice_keeps_the_cache_true(void **state)
{
    (void)state;
    void *p = NULL;
    RT_OK(bd_cudaMalloc(test_bds[0], &p, 16));
    RT_OK(bd_cudaSetDevice(test_bds[0], bd_device_ordinal(test_devs[1])));
    RT_OK(bd_cudaFree(test_bds[0], p));
    RT_OK(bd_cudaMalloc(test_bds[0], &p, 16));
    assert_ptr_equal(context_of(p), context_of_binding(test_bds[0]));
    RT_OK(bd_cudaFree(test_bds[0], p));
}

/* A raw cudaSetDevice between two calls of one binding: what the next call does under the policy. */
static void raw_cudaSetDevice_between_calls(void **state)
{
    (void)state;
    bound_dev_t *a = test_bds[0];
    void *first = NULL, *second = NULL;
    RT_OK(bd_cudaMalloc(a, &first, 16));
    /* Where cudaSetDevice leaves the thread: another simulated device's primary context, or on one
     * GPU its primary context, which is neither test binding's own. */
    int other = on_real_driver() ? 0 : bd_device_ordinal(test_devs[1]);
    RT_OK(RAW_RT(cudaSetDevice)(other));
    CUcontext moved_to = current_context();
    assert_ptr_not_equal(moved_to, context_of_binding(a));
    cudaError_t rc = bd_cudaMalloc(a, &second, 16);
    const char *name = run_case();
    if (strcmp(name, "checks") == 0) {
        assert_int_equal(rc, cudaErrorInvalidValue); /* CUDA_ERROR_INVALID_CONTEXT, as the runtime says it */
        assert_string_equal(last_violation_id, "BD-CONTEXT-CHANGED-OUTSIDE");
        printf("raw cudaSetDevice, then bd_cudaMalloc with checks on: %s\n", last_violation_id);
        bd_resync();
        RT_OK(bd_cudaMalloc(a, &second, 16));
        assert_ptr_equal(context_of(second), context_of_binding(a));
    } else if (strcmp(name, "verified") == 0) {
        RT_OK(rc);
        assert_ptr_equal(context_of(second), context_of_binding(a));
        printf("raw cudaSetDevice, then bd_cudaMalloc under the verified policy: lands on its binding\n");
    } else {
        RT_OK(rc);
        /* The cached policy trusts what cubound made current last: this call went where
         * cudaSetDevice left the thread. bd_resync after foreign code puts it right. */
        assert_ptr_equal(context_of(second), moved_to);
        printf("raw cudaSetDevice, then bd_cudaMalloc under the cached policy: lands in the context cudaSetDevice "
               "made current, not its binding's\n");
        RT_OK(RAW_RT(cudaFree)(second));
        bd_resync();
        RT_OK(bd_cudaMalloc(a, &second, 16));
        assert_ptr_equal(context_of(second), context_of_binding(a));
    }
    RT_OK(bd_cudaFree(a, second));
    RT_OK(bd_cudaFree(a, first));
}

/* cudaDeviceReset through a binding of a primary context resets it: that binding goes stale. */
static void bound_cudaDeviceReset_ends_the_primary_contexts_bindings(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    void *p = NULL;
    CU_OK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CU_OK(bd_bind(dev, &bd));
    RT_OK(bd_cudaMalloc(bd, &p, 16));
    RT_OK(bd_cudaDeviceReset(bd));
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cudaMalloc(bd, &p, 16), cudaErrorContextIsDestroyed);
    assert_non_null(strstr(bd_last_error(), "primary context was reset (cuDevicePrimaryCtxReset, cudaDeviceReset)"));
    assert_string_equal(last_violation_id, strcmp(run_case(), "checks") == 0 ? "BD-STALE-BINDING" : "");
    CU_OK(bd_unbind(bd));
    CU_OK(bd_bind(dev, &bd)); /* a new binding works: the device re-retained its primary context */
    RT_OK(bd_cudaMalloc(bd, &p, 16));
    assert_ptr_equal(context_of(p), bd_device_context(dev));
    RT_OK(bd_cudaFree(bd, p));
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(dev));
}

int main(void)
{
    bd_set_violation_handler(remember_violation_id, NULL);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(calls_act_in_their_bindings_context),
        cmocka_unit_test(context_free_calls_pass_through),
        cmocka_unit_test(runtime_writes_are_handed_off),
        cmocka_unit_test(checks_know_the_runtimes_handles),
        cmocka_unit_test(stream_ordered_memory_is_every_bindings),
        cmocka_unit_test(peer_access_through_the_runtime),
        cmocka_unit_test(bound_cudaSetDevice_keeps_the_cache_true),
        cmocka_unit_test(raw_cudaSetDevice_between_calls),
    };
    const struct CMUnitTest alone[] = {
        cmocka_unit_test(bound_cudaDeviceReset_ends_the_primary_contexts_bindings),
    };
    int failed = cmocka_run_group_tests(tests, bind_two_test_devices, unbind_two_test_devices);
    return failed + cmocka_run_group_tests(alone, NULL, NULL);
}
