/* SPDX-License-Identifier: MIT */
/* With checks on, cubound catches every misuse at the call that goes wrong, with a stable ID (label misuse).
 * Each cross-context case is run twice: once stopped by cubound (its ID and status), once let
 * through (BD_ACTION_CONTINUE), which shows what the driver itself returns for it. */
#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"

static __thread char last_id[64];
static __thread int violations;
static bd_action_t next_action = BD_ACTION_RETURN;

static bd_action_t remember(const bd_violation_t *v, void *user)
{
    (void)user;
    snprintf(last_id, sizeof last_id, "%s", v->id);
    violations++;
    return next_action;
}

static int install_handler(void **state)
{
    bd_set_violation_handler(remember, NULL);
    return bind_two_test_devices(state);
}

static void expect(const char *id)
{
    if (strcmp(last_id, id) != 0)
        fail_msg("expected %s, got \"%s\" (%s)", id, last_id, bd_last_error());
    last_id[0] = '\0';
}

/* Run `call` stopped, then let through; print cubound's ID beside the driver's result. */
#define CATALOGUE(name, id, stopped_status, call)                                                              \
    do {                                                                                                       \
        next_action = BD_ACTION_RETURN;                                                                        \
        assert_int_equal((int)(call), (int)(stopped_status));                                                  \
        expect(id);                                                                                            \
        next_action = BD_ACTION_CONTINUE;                                                                      \
        int driver_ = (int)(call);                                                                             \
        expect(id);                                                                                            \
        next_action = BD_ACTION_RETURN;                                                                        \
        printf("catalogue | %-44s | %-16s | driver alone: %d\n", name, id, driver_);                          \
    } while (0)

static void the_ten_cross_context_cases(void **state)
{
    (void)state;
    bound_dev_t *a = test_bds[0], *b = test_bds[1];
    CUstream sa;
    CUevent ea;
    CUdeviceptr pa, pa2, pb;
    CUmodule ma;
    CUfunction fa;
    cublasHandle_t ha, hb;
    curandGenerator_t ga;
    float one = 1.0f;
    int before = violations;
    CU_OK(bd_cuStreamCreate(a, &sa, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuEventCreate(a, &ea, 0));
    CU_OK(bd_cuMemAlloc(a, &pa, 4096));
    CU_OK(bd_cuMemAlloc(a, &pa2, 4096));
    CU_OK(bd_cuMemAlloc(b, &pb, 4096));
    CU_OK(bd_cuModuleLoadData(a, &ma, bd_test_kernels_ptx));
    CU_OK(bd_cuModuleGetFunction(a, &fa, ma, "bd_fill_u32"));
    BLAS_OK(bd_cublas_handle(a, &ha));
    BLAS_OK(bd_cublas_handle(b, &hb));
    RAND_OK(bd_curand_generator(a, &ga));
    unsigned int n = 16, v = 0;
    void *args[] = {&pb, &v, &n};
    assert_int_equal(violations, before); /* making them was legal */

    CATALOGUE("cuStreamQuery(stream of a)", "BD-WRONG-DEVICE", CUDA_ERROR_INVALID_HANDLE, bd_cuStreamQuery(b, sa));
    CATALOGUE("cuMemsetD8Async(pointer of a, stream of a)", "BD-WRONG-DEVICE", CUDA_ERROR_INVALID_HANDLE,
              bd_cuMemsetD8Async(b, pa, 0, 256, sa));
    CATALOGUE("cuMemsetD8Async(pointer of a, default stream)", "BD-WRONG-DEVICE", CUDA_ERROR_INVALID_HANDLE,
              bd_cuMemsetD8Async(b, pa, 0, 256, NULL));
    CATALOGUE("cuLaunchKernel(function of a)", "BD-WRONG-DEVICE", CUDA_ERROR_INVALID_HANDLE,
              bd_cuLaunchKernel(b, fa, 1, 1, 1, 16, 1, 1, 0, NULL, args, NULL));
    CATALOGUE("cuEventRecord(event of a, default stream)", "BD-WRONG-DEVICE", CUDA_ERROR_INVALID_HANDLE,
              bd_cuEventRecord(b, ea, NULL));
    CATALOGUE("cuEventRecord(event of a, stream of a)", "BD-WRONG-DEVICE", CUDA_ERROR_INVALID_HANDLE,
              bd_cuEventRecord(b, ea, sa));
    CATALOGUE("cublasSaxpy(handle made in a)", "BD-WRONG-DEVICE", CUBLAS_STATUS_INVALID_VALUE,
              bd_cublasSaxpy(b, ha, 16, &one, (const float *)pb, 1, (float *)(pb + 1024), 1));
    CATALOGUE("curandGenerateUniform(generator made in a)", "BD-WRONG-DEVICE", CURAND_STATUS_NOT_INITIALIZED,
              bd_curandGenerateUniform(b, ga, (float *)pb, 16));
    CATALOGUE("cublasSaxpy(handle made in b, pointer of a)", "BD-WRONG-DEVICE", CUBLAS_STATUS_INVALID_VALUE,
              bd_cublasSaxpy(b, hb, 16, &one, (const float *)pa2, 1, (float *)pb, 1));
    CATALOGUE("cuMemFree(pointer of a)", "BD-WRONG-DEVICE", CUDA_ERROR_INVALID_HANDLE, bd_cuMemFree(b, pa));

    CU_OK(bd_cuCtxSynchronize(a));
    CU_OK(bd_cuCtxSynchronize(b));
    CU_OK(bd_cuMemFree(a, pa2));
    CU_OK(bd_cuMemFree(b, pb));
    CU_OK(bd_cuModuleUnload(a, ma));
    CU_OK(bd_cuEventDestroy(a, ea));
    CU_OK(bd_cuStreamDestroy(a, sa));
}

static void interior_pointer_of_another_device(void **state)
{
    (void)state;
    CUdeviceptr pa;
    CU_OK(bd_cuMemAlloc(test_bds[0], &pa, 1 << 20));
    assert_int_equal(bd_cuMemsetD8(test_bds[1], pa + 4096, 1, 16), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-WRONG-DEVICE");
    assert_non_null(strstr(bd_last_error(), "cuMemsetD8(dstDevice)"));
    CU_OK(bd_cuMemFree(test_bds[0], pa));
}

/* cuda.h: once cuCtxEnablePeerAccess succeeds, "all allocations from peerContext will immediately
 * be accessible by the current context" (one way), until cuCtxDisablePeerAccess. Two contexts of
 * one device cannot be peers (the H200 answers CUDA_ERROR_PEER_ACCESS_UNSUPPORTED): there the
 * other context's memory stays another device's. */
static void peer_memory_is_the_bindings_while_access_is_enabled(void **state)
{
    (void)state;
    CUdeviceptr theirs, ours;
    uint32_t out = 0;
    CUcontext peer = bd_device_context(test_devs[1]);
    CU_OK(bd_cuMemAlloc(test_bds[1], &theirs, 4096));
    CU_OK(bd_cuMemAlloc(test_bds[0], &ours, 4096));
    assert_int_equal(bd_cuMemsetD32(test_bds[0], theirs + 64, 7, 16), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-WRONG-DEVICE");
    CUresult rc = bd_cuCtxEnablePeerAccess(test_bds[0], peer, 0);
    if (rc == CUDA_ERROR_PEER_ACCESS_UNSUPPORTED) {
        CUdevice first, second;
        CU_OK(bd_cuCtxGetDevice(test_bds[0], &first));
        CU_OK(bd_cuCtxGetDevice(test_bds[1], &second));
        assert_int_equal(first, second); /* unsupported only between contexts of one device */
        assert_int_equal(bd_cuMemsetD32(test_bds[0], theirs + 64, 7, 16), CUDA_ERROR_INVALID_HANDLE);
        expect("BD-WRONG-DEVICE");
    }
    else {
        CU_OK(rc);
        CU_OK(bd_cuMemsetD32(test_bds[0], theirs + 64, 7, 16)); /* an interior pointer of the peer's */
        CU_OK(bd_cuCtxSynchronize(test_bds[0]));
        CU_OK(bd_cuMemcpyDtoH(test_bds[1], &out, theirs + 64 + 60, sizeof out));
        assert_int_equal(out, 7);
        assert_int_equal(bd_cuMemsetD32(test_bds[1], ours, 7, 16), CUDA_ERROR_INVALID_HANDLE); /* one way */
        expect("BD-WRONG-DEVICE");
        CU_OK(bd_cuCtxDisablePeerAccess(test_bds[0], peer));
        assert_int_equal(bd_cuMemsetD32(test_bds[0], theirs + 64, 7, 16), CUDA_ERROR_INVALID_HANDLE);
        expect("BD-WRONG-DEVICE");
    }
    CU_OK(bd_cuMemFree(test_bds[0], ours));
    CU_OK(bd_cuMemFree(test_bds[1], theirs));
}

static void handles_inside_structs(void **state)
{
    (void)state;
    CUdeviceptr pa, pb;
    CUstream sa;
    CU_OK(bd_cuMemAlloc(test_bds[0], &pa, 4096));
    CU_OK(bd_cuMemAlloc(test_bds[1], &pb, 4096));
    CU_OK(bd_cuStreamCreate(test_bds[0], &sa, CU_STREAM_NON_BLOCKING));
    /* Copies may name any device's memory (unified addressing, [crossing]), but not freed memory. */
    CUdeviceptr freed;
    CU_OK(bd_cuMemAlloc(test_bds[0], &freed, 4096));
    CU_OK(bd_cuMemFree(test_bds[0], freed));
    CUDA_MEMCPY3D copy = {.srcMemoryType = CU_MEMORYTYPE_DEVICE, .srcDevice = freed, .dstMemoryType = CU_MEMORYTYPE_DEVICE,
                          .dstDevice = pb, .WidthInBytes = 64, .Height = 1, .Depth = 1};
    assert_int_equal(bd_cuMemcpy3D(test_bds[1], &copy), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
    assert_non_null(strstr(bd_last_error(), "cuMemcpy3D(pCopy->srcDevice)"));
    CUlaunchConfig config = {.gridDimX = 1, .gridDimY = 1, .gridDimZ = 1, .blockDimX = 1, .blockDimY = 1,
                             .blockDimZ = 1, .hStream = sa};
    CUmodule m;
    CUfunction f;
    CU_OK(bd_cuModuleLoadData(test_bds[1], &m, bd_test_kernels_ptx));
    CU_OK(bd_cuModuleGetFunction(test_bds[1], &f, m, "bd_fill_u32"));
    unsigned int n = 1, v = 0;
    void *args[] = {&pb, &v, &n};
    assert_int_equal(bd_cuLaunchKernelEx(test_bds[1], &config, f, args, NULL), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-WRONG-DEVICE");
    assert_non_null(strstr(bd_last_error(), "cuLaunchKernelEx(config->hStream)"));
    CU_OK(bd_cuModuleUnload(test_bds[1], m));
    CU_OK(bd_cuStreamDestroy(test_bds[0], sa));
    CU_OK(bd_cuMemFree(test_bds[0], pa));
    CU_OK(bd_cuMemFree(test_bds[1], pb));
}

static void handle_used_after_destroy(void **state)
{
    (void)state;
    CUstream s;
    CUdeviceptr p;
    CU_OK(bd_cuStreamCreate(test_bds[0], &s, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuStreamDestroy(test_bds[0], s));
    assert_int_equal(bd_cuStreamQuery(test_bds[0], s), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
    assert_non_null(strstr(bd_last_error(), "destroyed by cuStreamDestroy"));
    CU_OK(bd_cuMemAlloc(test_bds[0], &p, 64));
    CU_OK(bd_cuMemFree(test_bds[0], p));
    assert_int_equal(bd_cuMemFree(test_bds[0], p), CUDA_ERROR_INVALID_HANDLE); /* double free */
    expect("BD-USE-AFTER-DESTROY");
}

/* A call that passed is remembered with its handles (checks.c's memo), and met again it passes at
 * once; once one of them ends, the same call with the same arguments is checked again. */
static void a_call_that_passed_fails_once_its_handle_ends(void **state)
{
    (void)state;
    CUstream s;
    CUdeviceptr p;
    CU_OK(bd_cuStreamCreate(test_bds[0], &s, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuMemAlloc(test_bds[0], &p, 4096));
    for (int i = 0; i < 3; i++) {
        CU_OK(bd_cuMemsetD8Async(test_bds[0], p, 1, 64, s));
        CU_OK(bd_cuStreamSynchronize(test_bds[0], s));
    }
    CU_OK(bd_cuMemFree(test_bds[0], p));
    assert_int_equal(bd_cuMemsetD8Async(test_bds[0], p, 1, 64, s), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
    assert_non_null(strstr(bd_last_error(), "cuMemsetD8Async(dstDevice)"));
    CU_OK(bd_cuStreamDestroy(test_bds[0], s));
    assert_int_equal(bd_cuStreamSynchronize(test_bds[0], s), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
    assert_non_null(strstr(bd_last_error(), "cuStreamSynchronize(hStream)"));
}

/* Two streams of one device in turn: each one's calls are remembered apart (the memo is keyed by
 * the handles too), and once one ends, its calls fail and the other's still pass. */
static void streams_taken_in_turn_end_apart(void **state)
{
    (void)state;
    CUstream s[2];
    for (int i = 0; i < 2; i++)
        CU_OK(bd_cuStreamCreate(test_bds[0], &s[i], CU_STREAM_NON_BLOCKING));
    for (int i = 0; i < 6; i++)
        CU_OK(bd_cuStreamQuery(test_bds[0], s[i & 1]));
    CU_OK(bd_cuStreamDestroy(test_bds[0], s[1]));
    assert_int_equal(bd_cuStreamQuery(test_bds[0], s[1]), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
    assert_non_null(strstr(bd_last_error(), "cuStreamQuery(hStream)"));
    CU_OK(bd_cuStreamQuery(test_bds[0], s[0]));
    CU_OK(bd_cuStreamDestroy(test_bds[0], s[0]));
    assert_int_equal(bd_cuStreamQuery(test_bds[0], s[0]), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
}

/* The memo passes a call again only on the values it checked: once a thread's calls on many
 * streams of its device fill every place of it, another device's stream, wherever its key falls,
 * is checked whole and stopped. */
static void a_remembered_call_passes_only_its_own_values(void **state)
{
    (void)state;
    enum { MANY = 128 }; /* a place of the 16 left empty: under 1 in 3,000 */
    CUstream mine[MANY], theirs;
    for (int i = 0; i < MANY; i++) {
        CU_OK(bd_cuStreamCreate(test_bds[0], &mine[i], CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuStreamQuery(test_bds[0], mine[i]));
    }
    CU_OK(bd_cuStreamCreate(test_bds[1], &theirs, CU_STREAM_NON_BLOCKING));
    assert_int_equal(bd_cuStreamQuery(test_bds[0], theirs), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-WRONG-DEVICE");
    for (int i = 0; i < MANY; i++)
        CU_OK(bd_cuStreamDestroy(test_bds[0], mine[i]));
    CU_OK(bd_cuStreamDestroy(test_bds[1], theirs));
}

/* Pointers into one allocation at offsets that move are known by its range once one was checked
 * (checks.c keeps a few ranges a thread); another device's binding is still told whose memory it
 * is, and once it is freed every offset into it fails, as a destination and as a copy's source. */
static void offsets_into_a_buffer_end_with_it(void **state)
{
    (void)state;
    CUdeviceptr p, q;
    CU_OK(bd_cuMemAlloc(test_bds[0], &p, 4096));
    CU_OK(bd_cuMemAlloc(test_bds[0], &q, 4096));
    for (int i = 0; i < 64; i++) {
        CU_OK(bd_cuMemsetD8Async(test_bds[0], p + 64 * i, 1, 64, NULL));
        CU_OK(bd_cuMemcpyDtoDAsync(test_bds[0], q + 64 * i, p + 64 * i, 64, NULL));
    }
    assert_int_equal(bd_cuMemsetD8Async(test_bds[1], p + 100, 1, 4, NULL), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-WRONG-DEVICE");
    CU_OK(bd_cuCtxSynchronize(test_bds[0]));
    CU_OK(bd_cuMemFree(test_bds[0], p));
    assert_int_equal(bd_cuMemsetD8Async(test_bds[0], p + 200, 1, 4, NULL), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
    assert_int_equal(bd_cuMemcpyDtoDAsync(test_bds[0], q + 8, p + 300, 4, NULL), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
    assert_non_null(strstr(bd_last_error(), "cuMemcpyDtoDAsync(srcDevice)"));
    CU_OK(bd_cuMemFree(test_bds[0], q));
}

/* A report of the exported form says where the program called: the binary and the offset of the
 * call (or the function, where the binary exports it), and the addr2line command that names the
 * line of the call itself, not the statement after it. */
static void a_report_points_at_the_line_of_the_call(void **state)
{
    (void)state;
#if CUBOUND_INLINE
    skip(); /* the inline form says file:line itself (a_report_names_the_call_site) */
#else
    CUdeviceptr p;
    CU_OK(bd_cuMemAlloc(test_bds[0], &p, 64));
    CU_OK(bd_cuMemFree(test_bds[0], p));
    int line = __LINE__ + 1;
    int rc = bd_cuMemFree(test_bds[0], p);
    assert_int_equal(rc, CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
    const char *called_at = strstr(bd_last_error(), "; called at "); /* after where p was made and freed */
    assert_non_null(called_at);
    const char *command = strstr(called_at, "[addr2line -e ");
    assert_non_null(command);
    char shell[512], where[512] = "";
    snprintf(shell, sizeof shell, "%.*s 2>/dev/null", (int)strcspn(command + 1, "]"), command + 1);
    FILE *out = popen(shell, "r");
    assert_non_null(out);
    if (fgets(where, sizeof where, out) == NULL)
        where[0] = '\0';
    pclose(out);
    if (where[0] == '\0' || strstr(where, "??") != NULL || strstr(where, ":?") != NULL)
        skip(); /* a build without line information (Release) */
    char expected[64];
    snprintf(expected, sizeof expected, "test_misuse.c:%d", line);
    if (strstr(where, expected) == NULL)
        fail_msg("%s says %s; the call is at %s", shell, where, expected);
#endif
}

/* A stream made behind cubound's back in a context that no device cubound opened holds: the
 * driver names its owner (cuStreamGetCtx), which cubound does not know, so the stream stays
 * foreign until adopted. One made in the binding's own context needs no bd_adopt (test_foreign). */
static void foreign_handles_until_adopted(void **state)
{
    (void)state;
    CUstream foreign;
    CUcontext elsewhere, popped;
    CUdevice device;
    CU_OK(bd_cuStreamQuery(test_bds[0], NULL)); /* makes device 0 current */
    CU_OK(RAW(cuDeviceGet)(&device, 0));
#if CUDA_VERSION >= 13000
    CU_OK(RAW(cuCtxCreate)(&elsewhere, NULL, 0, device)); /* made current: pushed */
#else
    CU_OK(RAW(cuCtxCreate)(&elsewhere, 0, device));
#endif
    CU_OK(RAW(cuStreamCreate)(&foreign, CU_STREAM_NON_BLOCKING)); /* behind cubound's back */
    CU_OK(RAW(cuCtxPopCurrent)(&popped));
    assert_ptr_equal(popped, elsewhere);
    int line = __LINE__ + 1;
    assert_int_equal(bd_cuStreamSynchronize(test_bds[0], foreign), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-FOREIGN-HANDLE");
    char owner[64];
    snprintf(owner, sizeof owner, "the driver says context %p", (void *)elsewhere);
    if (strstr(bd_last_error(), owner) == NULL || strstr(bd_last_error(), "which no device cubound opened holds") == NULL)
        fail_msg("\"%s\" does not name the context %p that owns the stream", bd_last_error(), (void *)elsewhere);
    /* The call site: the caller's line from the inline form, else the calling binary and the
     * offset in it (its function's name where the binary exports it). */
    char site[512];
#if CUBOUND_INLINE
    snprintf(site, sizeof site, "called at %s:%d", __FILE__, line);
#else
    (void)line;
    snprintf(site, sizeof site, "/test_misuse+0x");
#endif
    if (strstr(bd_last_error(), site) == NULL)
        fail_msg("\"%s\" does not name the call site \"%s\"", bd_last_error(), site);
    CU_OK(bd_adopt_stream(test_bds[0], foreign));
    CU_OK(bd_cuStreamSynchronize(test_bds[0], foreign));
    CU_OK(bd_cuStreamDestroy(test_bds[0], foreign));
    CU_OK(RAW(cuCtxDestroy)(elsewhere));
}

struct other_thread {
    bound_dev_t *bd;
    CUresult rc;
    char id[64];
};

static void *use_elsewhere(void *arg)
{
    struct other_thread *t = arg;
    CUdeviceptr p;
    t->rc = bd_cuMemAlloc(t->bd, &p, 64);
    snprintf(t->id, sizeof t->id, "%s", last_id);
    return NULL;
}

static void binding_on_another_thread(void **state)
{
    (void)state;
    struct other_thread t = {.bd = test_bds[0]};
    pthread_t thread;
    assert_int_equal(pthread_create(&thread, NULL, use_elsewhere, &t), 0);
    assert_int_equal(pthread_join(thread, NULL), 0);
    assert_int_equal(t.rc, CUDA_ERROR_INVALID_CONTEXT);
    assert_string_equal(t.id, "BD-WRONG-THREAD");
}

static void null_binding(void **state)
{
    (void)state;
    CUdeviceptr p;
    assert_int_equal(bd_cuMemAlloc(NULL, &p, 64), CUDA_ERROR_INVALID_VALUE);
    expect("BD-NULL-BINDING");
}

static void stale_bindings_and_handles(void **state)
{
    (void)state;
    bd_device_t *own, *primary;
    bound_dev_t *bd, *old, *fresh;
    CUdeviceptr p;
    CUstream before_reset;
    CUdevice device;
    /* after its context was destroyed */
    CU_OK(bd_device_open(0, BD_OWN_CONTEXT, &own));
    CU_OK(bd_bind(own, &bd));
    CU_OK(bd_cuCtxDestroy(bd, bd_device_context(own)));
    assert_int_equal(bd_cuMemAlloc(bd, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    expect("BD-STALE-BINDING");
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(own));
    /* after its device was closed */
    CU_OK(bd_device_open(0, BD_OWN_CONTEXT, &own));
    CU_OK(bd_bind(own, &bd));
    CU_OK(bd_device_close(own));
    assert_int_equal(bd_cuMemAlloc(bd, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    expect("BD-STALE-BINDING");
    CU_OK(bd_unbind(bd));
    /* after a primary-context reset; and a handle of the earlier generation */
    CU_OK(RAW(cuDeviceGet)(&device, 0));
    CU_OK(bd_device_open(0, BD_PRIMARY_CONTEXT, &primary));
    CU_OK(bd_bind(primary, &old));
    CU_OK(bd_cuStreamCreate(old, &before_reset, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuDevicePrimaryCtxReset(old, device));
    assert_int_equal(bd_cuMemAlloc(old, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    expect("BD-STALE-BINDING");
    CU_OK(bd_bind(primary, &fresh));
    assert_int_equal(bd_cuStreamQuery(fresh, before_reset), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-STALE-HANDLE");
    CU_OK(bd_unbind(old));
    CU_OK(bd_unbind(fresh));
    CU_OK(bd_device_close(primary));
}

/* A device of its own, bound to this thread; and the same closed, its memory still allocated,
 * and opened and bound again. */
static void open_own(bd_device_t **dev, bound_dev_t **bd)
{
    CU_OK(bd_device_open(0, BD_OWN_CONTEXT, dev));
    CU_OK(bd_bind(*dev, bd));
}

static void close_and_reopen(bd_device_t **dev, bound_dev_t **bd)
{
    CU_OK(bd_unbind(*bd));
    CU_OK(bd_device_close(*dev));
    open_own(dev, bd);
}

static bd_action_t let_through(const bd_violation_t *v, void *user)
{
    remember(v, user);
    return BD_ACTION_CONTINUE;
}

/* A binding used after bd_unbind is stopped before anything it pointed to is read: here the
 * unbind was its closed device's last reference, so the device is freed (ASan would see a read). */
static void binding_used_after_unbind(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd, *again;
    CUdeviceptr p;
    cublasHandle_t h = NULL;
    curandGenerator_t g = NULL;
    float alpha = 1.0f;
    open_own(&dev, &bd);
    CU_OK(bd_cuMemAlloc(bd, &p, 64));
    CU_OK(bd_cuMemFree(bd, p));
    CU_OK(bd_unbind(bd)); /* while the device is open: it stays */
    assert_int_equal(bd_cuMemAlloc(bd, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    expect("BD-USE-AFTER-UNBIND");
    assert_non_null(strstr(bd_last_error(), "BD-USE-AFTER-UNBIND cuMemAlloc(bd)"));
    assert_non_null(strstr(bd_last_error(), "unbound (bd_unbind called at"));
    CU_OK(bd_bind(dev, &again)); /* a new binding is not the old one under another name */
    assert_ptr_not_equal(again, bd);
    assert_int_equal(bd_cuCtxSynchronize(bd), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    expect("BD-USE-AFTER-UNBIND");
    CU_OK(bd_cuCtxSynchronize(again));
    CU_OK(bd_device_close(dev));
    CU_OK(bd_unbind(again)); /* the device's last reference: freed now */
    assert_int_equal(bd_cuMemAlloc(again, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    expect("BD-USE-AFTER-UNBIND");
    assert_int_equal(bd_cublasSaxpy(again, h, 1, &alpha, NULL, 1, NULL, 1), CUBLAS_STATUS_NOT_INITIALIZED);
    expect("BD-USE-AFTER-UNBIND");
    assert_int_equal(bd_curandGenerateUniform(again, g, NULL, 1), CURAND_STATUS_NOT_INITIALIZED);
    expect("BD-USE-AFTER-UNBIND");
    bd_set_violation_handler(let_through, NULL); /* a handler cannot let it through: there is no device */
    assert_int_equal(bd_cuMemAlloc(again, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    expect("BD-USE-AFTER-UNBIND");
    bd_set_violation_handler(remember, NULL);
    assert_int_equal(bd_enter(again), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    expect("BD-USE-AFTER-UNBIND");
    assert_null(bd_binding_device(again));
    assert_int_equal(bd_cublas_handle(again, &h), CUBLAS_STATUS_NOT_INITIALIZED);
    assert_int_equal(bd_curand_generator(again, &g), CURAND_STATUS_NOT_INITIALIZED);
    assert_int_equal(bd_adopt(again, BD_KIND_STREAM, 0x1000, 0), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_int_equal(bd_unbind(again), CUDA_ERROR_INVALID_VALUE);
}

static bound_dev_t *orphan;

static void *bind_then_exit(void *arg)
{
    WORKER_OK(bd_bind((bd_device_t *)arg, &orphan));
    return NULL;
}

/* Every other way a binding goes stale, each stopped with its ID: its thread exited, it is no
 * binding at all, its device closed, its primary context reset through cubound. */
static void stale_bindings_every_way(void **state)
{
    (void)state;
    bd_device_t *dev, *primary;
    bound_dev_t *bd;
    pthread_t thread;
    CUdeviceptr p;
    CUdevice device;
    struct worker_failures failures = WORKER_FAILURES_INIT;
    CU_OK(bd_device_open(0, BD_OWN_CONTEXT, &dev));
    assert_int_equal(worker_start(&thread, &failures, bind_then_exit, dev), 0);
    assert_int_equal(pthread_join(thread, NULL), 0);
    assert_no_worker_failures(&failures);
    assert_int_equal(bd_cuMemAlloc(orphan, &p, 64), CUDA_ERROR_INVALID_CONTEXT);
    expect("BD-WRONG-THREAD");
    assert_non_null(strstr(bd_last_error(), "which has exited"));
    CU_OK(bd_device_close(dev));
    assert_int_equal(bd_cuMemAlloc(orphan, &p, 64), CUDA_ERROR_INVALID_CONTEXT); /* still another thread's */
    expect("BD-WRONG-THREAD");
    long not_a_binding[64] = {0};
    assert_int_equal(bd_cuMemAlloc((bound_dev_t *)not_a_binding, &p, 64), CUDA_ERROR_INVALID_VALUE);
    expect("BD-NOT-A-BINDING");
    assert_int_equal(bd_unbind((bound_dev_t *)not_a_binding), CUDA_ERROR_INVALID_VALUE);
    open_own(&dev, &bd);
    CU_OK(bd_device_close(dev));
    assert_int_equal(bd_cublasSetPointerMode(bd, NULL, CUBLAS_POINTER_MODE_HOST), CUBLAS_STATUS_NOT_INITIALIZED);
    expect("BD-STALE-BINDING");
    CU_OK(bd_unbind(bd));
    CU_OK(RAW(cuDeviceGet)(&device, 0));
    CU_OK(bd_device_open(0, BD_PRIMARY_CONTEXT, &primary));
    CU_OK(bd_bind(primary, &bd));
    CU_OK(bd_cuDevicePrimaryCtxReset(bd, device));
    assert_int_equal(bd_curandCreateGenerator(bd, &(curandGenerator_t){NULL}, CURAND_RNG_PSEUDO_DEFAULT),
                     CURAND_STATUS_NOT_INITIALIZED);
    expect("BD-STALE-BINDING");
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(primary));
}

/* A device closed with its memory still allocated and opened again: the driver may hand those
 * addresses out again, inside an old allocation (CUBOUND_SIM_REUSE_ADDRESSES=1 makes the
 * simulation do so every time). A new allocation there freed twice is a double free of
 * the new one, not the old one gone stale. */
static void double_free_at_a_reused_address(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    CUdeviceptr old[2], fresh[2];
    open_own(&dev, &bd);
    for (int i = 0; i < 2; i++)
        CU_OK(bd_cuMemAlloc(bd, &old[i], 1 << 16));
    close_and_reopen(&dev, &bd); /* both end with the context */
    for (int i = 0; i < 2; i++)
        CU_OK(bd_cuMemAlloc(bd, &fresh[i], 256));
    const char *reuse = getenv("CUBOUND_SIM_REUSE_ADDRESSES");
    if (reuse != NULL && strcmp(reuse, "1") == 0) /* inside an old one, at neither's start */
        for (int i = 0; i < 2; i++)
            assert_true((fresh[i] > old[0] && fresh[i] < old[0] + (1 << 16)) ||
                        (fresh[i] > old[1] && fresh[i] < old[1] + (1 << 16)));
    for (int i = 0; i < 2; i++) {
        CU_OK(bd_cuMemFree(bd, fresh[i]));
        assert_int_equal(bd_cuMemFree(bd, fresh[i]), CUDA_ERROR_INVALID_HANDLE);
        expect("BD-USE-AFTER-DESTROY");
        assert_non_null(strstr(bd_last_error(), "destroyed by cuMemFree"));
    }
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(dev));
}

/* The same with addresses the program chooses, whatever the driver does: host memory registered
 * in a device that closed, and a smaller range inside it registered in the next one. */
static void registered_memory_at_a_reused_address(void **state)
{
    (void)state;
    static char host[1 << 16] __attribute__((aligned(4096)));
    bd_device_t *dev;
    bound_dev_t *bd;
    CUdeviceptr inside = (CUdeviceptr)(uintptr_t)(host + 8192);
    open_own(&dev, &bd);
    CU_OK(bd_cuMemHostRegister(bd, host, sizeof host, 0));
    close_and_reopen(&dev, &bd); /* registered still: it ends with the context */
    assert_int_equal(bd_cuMemsetD8(bd, inside, 1, 16), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-STALE-HANDLE");
    CU_OK(bd_cuMemHostRegister(bd, host + 8192, 4096, 0));
    CU_OK(bd_cuMemsetD8(bd, inside, 1, 16));
    CU_OK(bd_cuMemHostUnregister(bd, host + 8192));
    assert_int_equal(bd_cuMemsetD8(bd, inside, 1, 16), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
    assert_non_null(strstr(bd_last_error(), "destroyed by cuMemHostUnregister"));
    assert_int_equal(bd_cuMemsetD8(bd, inside + 4096, 1, 16), CUDA_ERROR_INVALID_HANDLE); /* beyond it: the old one's */
    expect("BD-USE-AFTER-DESTROY");
    assert_non_null(strstr(bd_last_error(), "destroyed by its context's end"));
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(dev));
}

/* dlsym's object pointer into a function pointer, as POSIX allows. */
static void load_symbol(void *function_pointer, size_t size, void *library, const char *name)
{
    void *symbol = dlsym(library, name);
    assert_non_null(symbol);
    memcpy(function_pointer, &symbol, size);
}

static void context_changed_behind_cuboundss_back(void **state)
{
    (void)state;
    CUdeviceptr p;
    CU_OK(bd_cuMemAlloc(test_bds[0], &p, 64));
    /* On the GPU, the real culprits, loaded here so that the same binary runs on the simulation. */
    void *cudart = on_real_driver() ? dlopen(CUDART_LIBRARY, RTLD_NOW) : NULL;
    void *nccl = on_real_driver() && NCCL_LIBRARY[0] ? dlopen(NCCL_LIBRARY, RTLD_NOW) : NULL;
    if (on_real_driver())
        assert_non_null(cudart);
    if (on_real_driver() && nccl == NULL)
        printf("NCCL not found at configure time: its part of this test did not run\n");
    int (*set_device)(int) = NULL;
    int (*comm_init_all)(void **, int, const int *) = NULL;
    int (*comm_destroy)(void *) = NULL;
    if (cudart != NULL)
        load_symbol(&set_device, sizeof set_device, cudart, "cudaSetDevice");
    if (nccl != NULL) {
        load_symbol(&comm_init_all, sizeof comm_init_all, nccl, "ncclCommInitAll");
        load_symbol(&comm_destroy, sizeof comm_destroy, nccl, "ncclCommDestroy");
    }
    if (set_device != NULL)
        assert_int_equal(set_device(0), 0); /* cudaSetDevice makes the primary context current */
    else
        CU_OK(RAW(cuCtxSetCurrent)(bd_device_context(test_devs[1]))); /* as cudaSetDevice would, outside cubound */
    assert_int_equal(bd_cuMemsetD8(test_bds[0], p, 0, 64), CUDA_ERROR_INVALID_CONTEXT);
    expect("BD-CONTEXT-CHANGED-OUTSIDE");
    CU_OK(bd_cuMemsetD8(test_bds[0], p, 0, 64)); /* the report resynchronised the cache */
    if (comm_init_all != NULL) {
        void *comm = NULL;
        int devices[1] = {0};
        assert_int_equal(comm_init_all(&comm, 1, devices), 0);
        assert_int_equal(bd_cuMemsetD8(test_bds[0], p, 0, 64), CUDA_ERROR_INVALID_CONTEXT);
        expect("BD-CONTEXT-CHANGED-OUTSIDE");
        assert_int_equal(comm_destroy(comm), 0);
        bd_resync();
    }
    CU_OK(bd_cuMemFree(test_bds[0], p));
}

/* With BD_ON_VIOLATION=abort and no handler, a violation (another device's stream) aborts the
 * process: the_environment_chooses_the_action runs this program again with this argument. */
#define ABORT_ON_VIOLATION "--abort-on-violation"

static int abort_on_violation(void)
{
    bd_device_t *devs[2];
    bound_dev_t *bds[2];
    CUstream other;
    open_test_devices(devs, 2);
    for (int d = 0; d < 2; d++)
        if (bd_bind(devs[d], &bds[d]) != CUDA_SUCCESS)
            return 2;
    if (bd_cuStreamCreate(bds[1], &other, CU_STREAM_NON_BLOCKING) != CUDA_SUCCESS)
        return 3;
    setenv("BD_ON_VIOLATION", "abort", 1);
    bd_cuStreamQuery(bds[0], other);
    return 0; /* not aborted */
}

/* Without a handler, BD_ON_VIOLATION decides: return (silently), log (and call anyway), abort. */
static void the_environment_chooses_the_action(void **state)
{
    (void)state;
    CUstream other;
    CU_OK(bd_cuStreamCreate(test_bds[1], &other, CU_STREAM_NON_BLOCKING));
    bd_set_violation_handler(NULL, NULL);
    setenv("BD_ON_VIOLATION", "return", 1);
    assert_int_equal(bd_cuStreamQuery(test_bds[0], other), CUDA_ERROR_INVALID_HANDLE);
    assert_non_null(strstr(bd_last_error(), "BD-WRONG-DEVICE cuStreamQuery(hStream)"));
    setenv("BD_ON_VIOLATION", "log", 1);
    CU_OK(bd_cuStreamQuery(test_bds[0], other)); /* the driver itself lets it pass (measured) */
    /* abort: in a program of its own, since a child forked from this process cannot use CUDA
     * (docs/checks.md, "fork"): this test, run again with the argument below, aborts there. */
    pid_t child = fork();
    if (child == 0) {
        execl("/proc/self/exe", "test_misuse", ABORT_ON_VIOLATION, (char *)NULL);
        _exit(127);
    }
    int status = 0;
    assert_int_equal(waitpid(child, &status, 0), child);
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT);
    unsetenv("BD_ON_VIOLATION");
    bd_set_violation_handler(remember, NULL);
    CU_OK(bd_cuStreamDestroy(test_bds[1], other));
}

/* Outputs that are host or device memory (cuRAND's, cuBLAS results in device pointer mode): another
 * device's memory is caught; host memory is left alone. */
static void outputs_in_another_devices_memory(void **state)
{
    (void)state;
    bound_dev_t *a = test_bds[0], *b = test_bds[1];
    curandGenerator_t generator;
    cublasHandle_t handle;
    CUdeviceptr on_a, on_b;
    float host[16];
    CU_OK(bd_cuMemAlloc(a, &on_a, sizeof host));
    CU_OK(bd_cuMemAlloc(b, &on_b, sizeof host));
    RAND_OK(bd_curand_generator(a, &generator));
    assert_int_equal(bd_curandGenerateUniform(a, generator, (float *)(uintptr_t)on_b, 16), CURAND_STATUS_NOT_INITIALIZED);
    expect("BD-WRONG-DEVICE");
    RAND_OK(bd_curandGenerateUniform(a, generator, (float *)(uintptr_t)on_a, 16));
    BLAS_OK(bd_cublas_handle(a, &handle));
    BLAS_OK(bd_cublasSetPointerMode(a, handle, CUBLAS_POINTER_MODE_DEVICE));
    assert_int_equal(bd_cublasSnrm2(a, handle, 16, (const float *)(uintptr_t)on_a, 1, (float *)(uintptr_t)on_b),
                     CUBLAS_STATUS_INVALID_VALUE);
    expect("BD-WRONG-DEVICE");
    BLAS_OK(bd_cublasSetPointerMode(a, handle, CUBLAS_POINTER_MODE_HOST));
    int before = violations;
    BLAS_OK(bd_cublasSnrm2(a, handle, 16, (const float *)(uintptr_t)on_a, 1, &host[0])); /* host memory: fine */
    CU_OK(bd_cuCtxSynchronize(a));
    assert_int_equal(violations, before);
    CU_OK(bd_cuMemFree(a, on_a));
    CU_OK(bd_cuMemFree(b, on_b));
}

/* Two bd_device_t on one primary context are one owner: their handles cross without a report. */
static void one_context_opened_twice_is_one_owner(void **state)
{
    (void)state;
    bd_device_t *first, *second;
    bound_dev_t *a, *b;
    CUstream stream;
    CUdeviceptr p;
    int before = violations;
    CU_OK(bd_device_open(0, BD_PRIMARY_CONTEXT, &first));
    CU_OK(bd_device_open(0, BD_PRIMARY_CONTEXT, &second));
    CU_OK(bd_bind(first, &a));
    CU_OK(bd_bind(second, &b));
    CU_OK(bd_cuStreamCreate(a, &stream, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuMemAlloc(a, &p, 64));
    CU_OK(bd_cuMemsetD8Async(b, p, 1, 64, stream));
    CU_OK(bd_cuStreamSynchronize(b, stream));
    CU_OK(bd_cuStreamDestroy(b, stream));
    CU_OK(bd_cuMemFree(b, p));
    assert_int_equal(violations, before);
    CU_OK(bd_unbind(a));
    CU_OK(bd_unbind(b));
    CU_OK(bd_device_close(first));
    CU_OK(bd_device_close(second));
}

/* A device closed (its primary context released for good) and opened again: the old handles are
 * stale, not another device's, and the report tells the two opens apart. */
static void handles_of_a_closed_and_reopened_device_are_stale(void **state)
{
    (void)state;
    int count = 0, ordinal = -1;
    CU_OK(bd_cuDeviceGetCount(&count));
    for (int i = 0; i < count && ordinal < 0; i++) { /* a device whose primary context nothing holds */
        unsigned int flags;
        int active = 1;
        CU_OK(RAW(cuDevicePrimaryCtxGetState)(i, &flags, &active));
        if (!active)
            ordinal = i;
    }
    if (ordinal < 0) {
        printf("every primary context is held: the reopen case did not run\n");
        return;
    }
    bd_device_t *dev;
    bound_dev_t *bd;
    CUstream before;
    CU_OK(bd_device_open(ordinal, BD_PRIMARY_CONTEXT, &dev));
    CU_OK(bd_bind(dev, &bd));
    CU_OK(bd_cuStreamCreate(bd, &before, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(dev));
    CU_OK(bd_device_open(ordinal, BD_PRIMARY_CONTEXT, &dev));
    CU_OK(bd_bind(dev, &bd));
    assert_int_equal(bd_cuStreamQuery(bd, before), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-STALE-HANDLE");
    assert_non_null(strstr(bd_last_error(), "whose context has ended"));
    assert_non_null(strstr(bd_last_error(), "open #"));
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(dev));
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], ABORT_ON_VIOLATION) == 0)
        return abort_on_violation();
    /* First, before any stream is destroyed: the driver hands a destroyed stream's value out
     * again (measured on the H200), and a value cubound saw destroyed reads as destroyed. */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(foreign_handles_until_adopted),
        cmocka_unit_test(the_ten_cross_context_cases),
        cmocka_unit_test(interior_pointer_of_another_device),
        cmocka_unit_test(handles_inside_structs),
        cmocka_unit_test(peer_memory_is_the_bindings_while_access_is_enabled),
        cmocka_unit_test(outputs_in_another_devices_memory),
        /* before cudaSetDevice retains device 0's primary context for good */
        cmocka_unit_test(one_context_opened_twice_is_one_owner),
        cmocka_unit_test(handles_of_a_closed_and_reopened_device_are_stale),
        cmocka_unit_test(handle_used_after_destroy),
        cmocka_unit_test(a_call_that_passed_fails_once_its_handle_ends),
        cmocka_unit_test(streams_taken_in_turn_end_apart),
        cmocka_unit_test(offsets_into_a_buffer_end_with_it),
        cmocka_unit_test(a_remembered_call_passes_only_its_own_values),
        cmocka_unit_test(a_report_points_at_the_line_of_the_call),
        cmocka_unit_test(binding_on_another_thread),
        cmocka_unit_test(null_binding),
        cmocka_unit_test(context_changed_behind_cuboundss_back),
        cmocka_unit_test(the_environment_chooses_the_action),
        cmocka_unit_test(stale_bindings_and_handles),
        cmocka_unit_test(binding_used_after_unbind),
        cmocka_unit_test(stale_bindings_every_way),
        cmocka_unit_test(double_free_at_a_reused_address),
        cmocka_unit_test(registered_memory_at_a_reused_address),
    };
    return cmocka_run_group_tests(tests, install_handler, unbind_two_test_devices);
}
