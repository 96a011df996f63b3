/* SPDX-License-Identifier: MIT */
/* Handles made outside cubound, with checks on and no bd_adopt (label misuse): cubound asks the
 * driver which context owns a stream (cuStreamGetCtx) or device memory (cuPointerGetAttribute)
 * it has not seen, and takes one of the binding's context as the binding's from then on, interior
 * pointers included; another device's is BD-WRONG-DEVICE naming both; one of a context cubound
 * did not open, or one the driver does not know, is BD-FOREIGN-HANDLE. Events are every
 * binding's: the driver cannot say whose an event is, and refuses another context's itself where
 * that matters (cuEventRecord). Outside cubound is the raw driver function from libcubound's
 * table (what cudaStreamCreate and cudaMalloc call) and, on the GPU, the runtime API itself. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "support.h"

#ifndef CUDART_LIBRARY
#define CUDART_LIBRARY ""
#endif

static __thread char last_id[64];
static atomic_int violations;

static bd_action_t remember(const bd_violation_t *v, void *user)
{
    (void)user;
    snprintf(last_id, sizeof last_id, "%s", v->id);
    atomic_fetch_add(&violations, 1);
    return BD_ACTION_RETURN;
}

static void expect(const char *id)
{
    if (strcmp(last_id, id) != 0)
        fail_msg("expected %s, got \"%s\" (%s)", id, last_id, bd_last_error());
    last_id[0] = '\0';
}

static void expect_in_report(const char *text)
{
    if (strstr(bd_last_error(), text) == NULL)
        fail_msg("\"%s\" is not in \"%s\"", text, bd_last_error());
}

/* "(context 0x..., open #" of a device: how a report names it. */
static void expect_owner_named(bd_device_t *dev)
{
    char named[96];
    snprintf(named, sizeof named, "device %d (context %p, open #", bd_device_ordinal(dev), (void *)bd_device_context(dev));
    expect_in_report(named);
}

/* The ways to make a handle outside cubound: the raw driver function, and the runtime API where
 * it is there (the GPU). The binding's context is current when they are called. */
struct maker {
    const char *how;
    CUresult (*stream)(CUstream *);
    CUresult (*memory)(CUdeviceptr *, size_t);
    CUresult (*event)(CUevent *);
};

static CUresult raw_stream(CUstream *s) { return RAW(cuStreamCreate)(s, CU_STREAM_NON_BLOCKING); }
static CUresult raw_memory(CUdeviceptr *p, size_t bytes) { return RAW(cuMemAlloc)(p, bytes); }
static CUresult raw_event(CUevent *e) { return RAW(cuEventCreate)(e, CU_EVENT_DISABLE_TIMING); }

static int (*cuda_stream_create)(CUstream *, unsigned int);
static int (*cuda_malloc)(void **, size_t);
static int (*cuda_event_create)(CUevent *, unsigned int);

static CUresult runtime_stream(CUstream *s) { return cuda_stream_create(s, 1 /* cudaStreamNonBlocking */) ? CUDA_ERROR_UNKNOWN : CUDA_SUCCESS; }
static CUresult runtime_memory(CUdeviceptr *p, size_t bytes)
{
    void *at = NULL;
    int rc = cuda_malloc(&at, bytes);
    *p = (CUdeviceptr)(uintptr_t)at;
    return rc ? CUDA_ERROR_UNKNOWN : CUDA_SUCCESS;
}
static CUresult runtime_event(CUevent *e) { return cuda_event_create(e, 2 /* cudaEventDisableTiming */) ? CUDA_ERROR_UNKNOWN : CUDA_SUCCESS; }

static struct maker makers[2] = {{"the raw driver", raw_stream, raw_memory, raw_event}};
static int maker_count = 1;

/* dlsym's object pointer into a function pointer, as POSIX allows. */
static void load_symbol(void *function_pointer, size_t size, void *library, const char *name)
{
    void *symbol = dlsym(library, name);
    assert_non_null(symbol);
    memcpy(function_pointer, &symbol, size);
}

static int setup(void **state)
{
    bd_set_violation_handler(remember, NULL);
    bind_two_test_devices(state);
    void *cudart = on_real_driver() && CUDART_LIBRARY[0] ? dlopen(CUDART_LIBRARY, RTLD_NOW) : NULL;
    if (on_real_driver() && cudart == NULL)
        printf("no CUDA runtime (%s): the runtime API's part of these tests did not run\n", CUDART_LIBRARY);
    if (cudart != NULL) {
        load_symbol(&cuda_stream_create, sizeof cuda_stream_create, cudart, "cudaStreamCreateWithFlags");
        load_symbol(&cuda_malloc, sizeof cuda_malloc, cudart, "cudaMalloc");
        load_symbol(&cuda_event_create, sizeof cuda_event_create, cudart, "cudaEventCreateWithFlags");
        makers[maker_count++] = (struct maker){"the runtime API", runtime_stream, runtime_memory, runtime_event};
    }
    return 0;
}

/* Make the binding's context current for code outside cubound, as any wrapper of it leaves it. */
static void enter(bound_dev_t *bd)
{
    CU_OK(bd_enter(bd));
}

/* The other device's context current for code outside cubound, then the binding's again. */
static void outside_in(bd_device_t *dev)
{
    CU_OK(RAW(cuCtxPushCurrent)(bd_device_context(dev)));
}

static void back_out(void)
{
    CUcontext popped;
    CU_OK(RAW(cuCtxPopCurrent)(&popped));
}

/* A context of device 0 that no bd_device_open holds, current until back_out. */
static CUcontext context_cubound_did_not_open(void)
{
    CUcontext ctx;
    CUdevice device;
    CU_OK(RAW(cuDeviceGet)(&device, 0));
#if CUDA_VERSION >= 13000
    CU_OK(RAW(cuCtxCreate)(&ctx, NULL, 0, device)); /* pushed */
#else
    CU_OK(RAW(cuCtxCreate)(&ctx, 0, device));
#endif
    return ctx;
}

enum { N = 256 };

static CUfunction fill_kernel(bound_dev_t *bd, CUmodule *module)
{
    CUfunction f;
    CU_OK(bd_cuModuleLoadData(bd, module, bd_test_kernels_ptx));
    CU_OK(bd_cuModuleGetFunction(bd, &f, *module, "bd_fill_u32"));
    return f;
}

static void launch_fill(bound_dev_t *bd, CUfunction f, CUdeviceptr out, unsigned int value, unsigned int n, CUstream s)
{
    void *args[] = {&out, &value, &n};
    CU_OK(bd_cuLaunchKernel(bd, f, (n + 127) / 128, 1, 1, 128, 1, 1, 0, s, args, NULL));
}

static void expect_words(bound_dev_t *bd, CUdeviceptr p, unsigned int n, uint32_t value)
{
    static uint32_t out[N];
    assert_true(n <= N);
    CU_OK(bd_cuMemcpyDtoH(bd, out, p, n * sizeof out[0]));
    for (unsigned int i = 0; i < n; i++)
        assert_int_equal(out[i], value);
}

/* A stream made outside cubound in the binding's own context takes kernels, async memsets and a
 * synchronize without bd_adopt; destroyed through cubound, it is caught as destroyed. */
static void streams_made_outside_in_the_bindings_context(void **state)
{
    (void)state;
    bound_dev_t *bd = test_bds[0];
    CUmodule module;
    CUfunction fill = fill_kernel(bd, &module);
    CUdeviceptr p;
    CU_OK(bd_cuMemAlloc(bd, &p, N * sizeof(uint32_t)));
    for (int m = 0; m < maker_count; m++) {
        CUstream s;
        int before = atomic_load(&violations);
        enter(bd);
        CU_OK(makers[m].stream(&s));
        launch_fill(bd, fill, p, 0x51 + (unsigned)m, N, s);
        CU_OK(bd_cuStreamSynchronize(bd, s));
        expect_words(bd, p, N, 0x51 + (unsigned)m);
        CU_OK(bd_cuMemsetD8Async(bd, p, 0x11, N * sizeof(uint32_t), s));
        CUresult polled = bd_cuStreamQuery(bd, s);
        assert_true(polled == CUDA_SUCCESS || polled == CUDA_ERROR_NOT_READY);
        CU_OK(bd_cuStreamSynchronize(bd, s));
        expect_words(bd, p, N, 0x11111111u);
        if (atomic_load(&violations) != before)
            fail_msg("a stream made by %s in the binding's context was reported: %s", makers[m].how, bd_last_error());
        CU_OK(bd_cuStreamDestroy(bd, s));
        assert_int_equal(bd_cuStreamSynchronize(bd, s), CUDA_ERROR_INVALID_HANDLE);
        expect("BD-USE-AFTER-DESTROY");
        expect_in_report("made outside cubound, first seen by cuLaunchKernel");
    }
    CU_OK(bd_cuMemFree(bd, p));
    CU_OK(bd_cuModuleUnload(bd, module));
}

/* Device memory made outside cubound in the binding's context: the whole allocation is the
 * binding's from the first pointer into it (here an interior one), for memsets, copies, kernels
 * and cuBLAS; freed through cubound, a second free and an interior pointer are caught. */
static void memory_made_outside_in_the_bindings_context(void **state)
{
    (void)state;
    bound_dev_t *bd = test_bds[0];
    CUmodule module;
    CUfunction fill = fill_kernel(bd, &module);
    cublasHandle_t blas;
    BLAS_OK(bd_cublas_handle(bd, &blas));
    for (int m = 0; m < maker_count; m++) {
        CUdeviceptr p, own;
        const size_t bytes = 4 * N * sizeof(uint32_t);
        int before = atomic_load(&violations);
        CU_OK(bd_cuMemAlloc(bd, &own, bytes));
        enter(bd);
        CU_OK(makers[m].memory(&p, bytes));
        CU_OK(bd_cuMemsetD32(bd, p + bytes / 2, 7, N)); /* an interior pointer first */
        expect_words(bd, p + bytes / 2, N, 7);
        CU_OK(bd_cuMemsetD32Async(bd, p, 3, N, NULL)); /* then the base, and the last word */
        CU_OK(bd_cuMemsetD32(bd, p + bytes - sizeof(uint32_t), 9, 1));
        CU_OK(bd_cuCtxSynchronize(bd));
        expect_words(bd, p, N, 3);
        expect_words(bd, p + bytes - sizeof(uint32_t), 1, 9);
        launch_fill(bd, fill, p + N * sizeof(uint32_t), 0x42, N, NULL);
        CU_OK(bd_cuMemcpyDtoD(bd, own, p + N * sizeof(uint32_t), N * sizeof(uint32_t)));
        expect_words(bd, own, N, 0x42);
        float two = 2.0f, x[4] = {1, 2, 3, 4}, y[4];
        CU_OK(bd_cuMemcpyHtoD(bd, p, x, sizeof x));
        BLAS_OK(bd_cublasSscal(bd, blas, 4, &two, (float *)(uintptr_t)p, 1));
        CU_OK(bd_cuMemcpyDtoH(bd, y, p, sizeof y));
        for (int i = 0; i < 4; i++)
            assert_true(y[i] == 2 * x[i]);
        if (atomic_load(&violations) != before)
            fail_msg("memory made by %s in the binding's context was reported: %s", makers[m].how, bd_last_error());
        CU_OK(bd_cuMemFree(bd, p));
        assert_int_equal(bd_cuMemFree(bd, p), CUDA_ERROR_INVALID_HANDLE);
        expect("BD-USE-AFTER-DESTROY");
        assert_int_equal(bd_cuMemsetD8(bd, p + 100, 0, 16), CUDA_ERROR_INVALID_HANDLE);
        expect("BD-USE-AFTER-DESTROY");
        expect_in_report("destroyed by cuMemFree");
        CU_OK(bd_cuMemFree(bd, own));
    }
    CU_OK(bd_cuModuleUnload(bd, module));
}

/* An address cubound saw freed that the driver hands out again outside cubound (cudaMalloc after
 * cuMemFree) is the new allocation's: device memory cubound saw freed is asked about too. Freed
 * again, with nothing there, it is a use after destroy once more. */
static void an_address_freed_through_cubound_and_allocated_outside(void **state)
{
    (void)state;
    bound_dev_t *bd = test_bds[0];
    const size_t old_bytes = 16 * N;
    CUdeviceptr p, again = 0, tries[64];
    CU_OK(bd_cuMemAlloc(bd, &p, old_bytes));
    CU_OK(bd_cuMemFree(bd, p));
    assert_int_equal(bd_cuMemsetD8(bd, p, 0, N), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
    enter(bd);
    int made = 0;
    while (made < 64 && !(again >= p && again < p + old_bytes)) { /* until the driver hands some of it out again */
        CU_OK(RAW(cuMemAlloc)(&tries[made], N));
        again = tries[made++];
    }
    for (int i = 0; i < made - 1; i++)
        CU_OK(RAW(cuMemFree)(tries[i]));
    if (!(again >= p && again < p + old_bytes)) {
        printf("the driver did not hand 0x%llx out again: the case did not run\n", (unsigned long long)p);
        CU_OK(RAW(cuMemFree)(again));
        return;
    }
    int before = atomic_load(&violations);
    CU_OK(bd_cuMemsetD8(bd, again + 8, 1, 8));
    CU_OK(bd_cuMemFree(bd, again));
    assert_int_equal(atomic_load(&violations), before);
    assert_int_equal(bd_cuMemFree(bd, again), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-USE-AFTER-DESTROY");
}

/* The same made outside cubound in the other device's context: another device's, named with both
 * owners, through the binding; its own device's binding takes it, and copies may cross. */
static void the_other_devices_are_another_devices(void **state)
{
    (void)state;
    bound_dev_t *a = test_bds[0], *b = test_bds[1];
    for (int m = 0; m < maker_count; m++) {
        CUstream theirs;
        CUdeviceptr p, own;
        CU_OK(bd_cuMemAlloc(a, &own, N));
        outside_in(test_devs[1]);
        CU_OK(makers[m].stream(&theirs));
        CU_OK(makers[m].memory(&p, 4 * N));
        back_out();
        assert_int_equal(bd_cuMemsetD8Async(a, p + N, 0, N, NULL), CUDA_ERROR_INVALID_HANDLE);
        expect("BD-WRONG-DEVICE");
        expect_in_report("cuMemsetD8Async(dstDevice)");
        expect_owner_named(test_devs[1]);
        expect_owner_named(test_devs[0]);
        expect_in_report("made outside cubound");
        assert_int_equal(bd_cuStreamQuery(a, theirs), CUDA_ERROR_INVALID_HANDLE);
        expect("BD-WRONG-DEVICE");
        expect_owner_named(test_devs[1]);
        expect_owner_named(test_devs[0]);
        assert_int_equal(bd_cuMemsetD8(a, p, 0, N), CUDA_ERROR_INVALID_HANDLE); /* known now: the same answer */
        expect("BD-WRONG-DEVICE");
        int before = atomic_load(&violations);
        CU_OK(bd_cuMemsetD8Async(b, p, 0x5a, 4 * N, theirs)); /* its own device's binding takes both */
        CU_OK(bd_cuStreamSynchronize(b, theirs));
        CU_OK(bd_cuMemcpyDtoD(a, own, p + N, N)); /* copies may name any device's memory */
        uint8_t out[N];
        CU_OK(bd_cuMemcpyDtoH(a, out, own, N));
        for (int i = 0; i < N; i++)
            assert_int_equal(out[i], 0x5a);
        if (atomic_load(&violations) != before)
            fail_msg("made by %s: legal use reported: %s", makers[m].how, bd_last_error());
        CU_OK(bd_cuStreamDestroy(b, theirs));
        CU_OK(bd_cuMemFree(b, p));
        CU_OK(bd_cuMemFree(a, own));
    }
}

/* Pinned host memory and managed memory made outside cubound in the other device's context are
 * every device's, as cubound's own are ([any_context]): the driver says which they are. */
static void memory_every_device_may_use_made_outside(void **state)
{
    (void)state;
    bound_dev_t *a = test_bds[0];
    void *pinned;
    CUdeviceptr managed;
    int before = atomic_load(&violations);
    outside_in(test_devs[1]);
    CU_OK(RAW(cuMemAllocHost)(&pinned, N * sizeof(uint32_t)));
    CU_OK(RAW(cuMemAllocManaged)(&managed, N * sizeof(uint32_t), CU_MEM_ATTACH_GLOBAL));
    back_out();
    CUdeviceptr host = (CUdeviceptr)(uintptr_t)pinned + 64; /* unified addressing: the same address */
    CU_OK(bd_cuMemsetD32(a, host, 0x77, 16));
    CU_OK(bd_cuMemsetD32(a, managed + 64, 0x78, 16));
    CU_OK(bd_cuCtxSynchronize(a));
    assert_int_equal(((uint32_t *)pinned)[16], 0x77);
    assert_int_equal(((uint32_t *)(uintptr_t)managed)[16], 0x78);
    if (atomic_load(&violations) != before)
        fail_msg("memory every device may use was reported: %s", bd_last_error());
    CU_OK(bd_cuMemFreeHost(test_bds[1], pinned));
    CU_OK(bd_cuMemFree(test_bds[1], managed));
}

/* Handles of a context that no bd_device_open holds stay foreign, and the report names it. */
static void a_context_cubound_did_not_open_stays_foreign(void **state)
{
    (void)state;
    bound_dev_t *bd = test_bds[0];
    CUstream s;
    CUdeviceptr p;
    enter(bd);
    CUcontext elsewhere = context_cubound_did_not_open();
    CU_OK(RAW(cuStreamCreate)(&s, CU_STREAM_NON_BLOCKING));
    CU_OK(RAW(cuMemAlloc)(&p, N));
    back_out();
    char named[64];
    snprintf(named, sizeof named, "the driver says context %p", (void *)elsewhere);
    assert_int_equal(bd_cuMemsetD8(bd, p + 8, 0, 8), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-FOREIGN-HANDLE");
    expect_in_report(named);
    expect_in_report("which no device cubound opened holds");
    assert_int_equal(bd_cuStreamQuery(bd, s), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-FOREIGN-HANDLE");
    expect_in_report(named);
    assert_int_equal(bd_cuStreamQuery(bd, s), CUDA_ERROR_INVALID_HANDLE); /* asked again: not registered */
    expect("BD-FOREIGN-HANDLE");
    CU_OK(RAW(cuCtxDestroy)(elsewhere));
}

/* Destroyed before cubound saw them: the driver knows them no more. Freed memory: the driver
 * answers INVALID_VALUE. Streams are asked about only on the simulation, which answers
 * INVALID_HANDLE, and CONTEXT_IS_DESTROYED for one of a destroyed context: cuda.h leaves an
 * invalid stream undefined, and the H200 crashes in cuStreamGetCtx on a destroyed stream, and did
 * once on one of a destroyed context (tests/probes/foreign_handles.c), as the call itself may. */
static void destroyed_before_cubound_saw_them(void **state)
{
    (void)state;
    bound_dev_t *bd = test_bds[0];
    CUdeviceptr p;
    CUstream s;
    enter(bd);
    CU_OK(RAW(cuMemAlloc)(&p, N));
    CU_OK(RAW(cuMemFree)(p));
    assert_int_equal(bd_cuMemsetD8(bd, p, 0, N), CUDA_ERROR_INVALID_HANDLE);
    if (strcmp(last_id, "BD-USE-AFTER-DESTROY") != 0) { /* else the address was cubound's before */
        expect("BD-FOREIGN-HANDLE");
        expect_in_report("cuPointerGetAttribute(CU_POINTER_ATTRIBUTE_CONTEXT) answered CUDA_ERROR_INVALID_VALUE");
    }
    last_id[0] = '\0';
    if (on_real_driver())
        return;
    CUcontext gone = context_cubound_did_not_open();
    CU_OK(RAW(cuStreamCreate)(&s, CU_STREAM_NON_BLOCKING));
    back_out();
    CU_OK(RAW(cuCtxDestroy)(gone));
    assert_int_equal(bd_cuStreamQuery(bd, s), CUDA_ERROR_INVALID_HANDLE);
    expect("BD-FOREIGN-HANDLE");
    expect_in_report("CUDA_ERROR_CONTEXT_IS_DESTROYED");
    enter(bd);
    CU_OK(RAW(cuStreamCreate)(&s, CU_STREAM_NON_BLOCKING));
    CU_OK(RAW(cuStreamDestroy)(s));
    assert_int_equal(bd_cuStreamQuery(bd, s), CUDA_ERROR_INVALID_HANDLE);
    if (strcmp(last_id, "BD-USE-AFTER-DESTROY") != 0) {
        expect("BD-FOREIGN-HANDLE");
        expect_in_report("cuStreamGetCtx answered CUDA_ERROR_INVALID_HANDLE");
    }
    last_id[0] = '\0';
}

/* Events made outside cubound are every binding's: the driver cannot say whose an event is, and
 * refuses another context's where it matters (cuda.h: cuEventRecord's event and stream "must be
 * from the same context otherwise CUDA_ERROR_INVALID_HANDLE is returned"). Destroyed through
 * cubound, one is caught as destroyed. */
static void events_made_outside(void **state)
{
    (void)state;
    bound_dev_t *a = test_bds[0], *b = test_bds[1];
    CUstream s;
    CU_OK(bd_cuStreamCreate(a, &s, CU_STREAM_NON_BLOCKING));
    /* Every maker's events live until all were used: the driver hands a destroyed event's value
     * out again (the H200 does), and a value cubound saw destroyed reads as destroyed (checks.md). */
    CUevent e[2], theirs[2];
    for (int m = 0; m < maker_count; m++) {
        int before = atomic_load(&violations);
        enter(a);
        CU_OK(makers[m].event(&e[m]));
        outside_in(test_devs[1]);
        CU_OK(makers[m].event(&theirs[m]));
        back_out();
        CU_OK(bd_cuEventRecord(a, e[m], s));
        CU_OK(bd_cuStreamWaitEvent(a, s, e[m], 0));
        CU_OK(bd_cuEventSynchronize(a, e[m]));
        CU_OK(bd_cuEventQuery(a, e[m]));
        CU_OK(bd_cuEventRecord(b, theirs[m], NULL));
        CU_OK(bd_cuEventSynchronize(b, theirs[m]));
        CU_OK(bd_cuStreamWaitEvent(a, s, theirs[m], 0)); /* may cross devices */
        assert_int_equal(bd_cuEventRecord(a, theirs[m], s), CUDA_ERROR_INVALID_HANDLE); /* the driver's own answer */
        if (atomic_load(&violations) != before)
            fail_msg("events made by %s were reported: %s", makers[m].how, bd_last_error());
    }
    for (int m = 0; m < maker_count; m++) {
        CU_OK(bd_cuEventDestroy(a, e[m]));
        assert_int_equal(bd_cuEventQuery(a, e[m]), CUDA_ERROR_INVALID_HANDLE);
        expect("BD-USE-AFTER-DESTROY");
        expect_in_report("a context the driver does not name");
        CU_OK(bd_cuEventDestroy(b, theirs[m]));
    }
    CU_OK(bd_cuStreamSynchronize(a, s));
    CU_OK(bd_cuStreamDestroy(a, s));
}

/* Threads that meet one foreign stream and allocation for the first time at once, each through
 * its own binding of the same device: every one takes them. */
enum { THREADS = 4 };
struct meeting {
    CUstream s;
    CUdeviceptr p;
    int index;
    CUresult rc;
};

static void *meet(void *arg)
{
    struct meeting *m = arg;
    bound_dev_t *bd;
    m->rc = bd_bind(test_devs[0], &bd);
    for (int round = 0; m->rc == CUDA_SUCCESS && round < 64; round++) {
        m->rc = bd_cuMemsetD8Async(bd, m->p + (unsigned)m->index * N + (unsigned)round, (unsigned char)m->index, 1, m->s);
        if (m->rc == CUDA_SUCCESS)
            m->rc = bd_cuStreamSynchronize(bd, m->s);
    }
    if (m->rc == CUDA_SUCCESS)
        m->rc = bd_unbind(bd);
    return NULL;
}

static void threads_meet_a_foreign_stream_at_once(void **state)
{
    (void)state;
    struct meeting m[THREADS];
    pthread_t threads[THREADS];
    CUstream s;
    CUdeviceptr p;
    int before = atomic_load(&violations);
    enter(test_bds[0]);
    CU_OK(RAW(cuStreamCreate)(&s, CU_STREAM_NON_BLOCKING));
    CU_OK(RAW(cuMemAlloc)(&p, THREADS * N));
    for (int t = 0; t < THREADS; t++) {
        m[t] = (struct meeting){s, p, t, CUDA_ERROR_UNKNOWN};
        assert_int_equal(pthread_create(&threads[t], NULL, meet, &m[t]), 0);
    }
    for (int t = 0; t < THREADS; t++) {
        assert_int_equal(pthread_join(threads[t], NULL), 0);
        CU_OK(m[t].rc);
    }
    assert_int_equal(atomic_load(&violations), before);
    uint8_t out[THREADS * N];
    CU_OK(bd_cuMemcpyDtoH(test_bds[0], out, p, sizeof out));
    for (int t = 0; t < THREADS; t++)
        for (int i = 0; i < 64; i++)
            assert_int_equal(out[t * N + i], t);
    CU_OK(bd_cuStreamDestroy(test_bds[0], s));
    CU_OK(bd_cuMemFree(test_bds[0], p));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(streams_made_outside_in_the_bindings_context),
        cmocka_unit_test(memory_made_outside_in_the_bindings_context),
        cmocka_unit_test(an_address_freed_through_cubound_and_allocated_outside),
        cmocka_unit_test(the_other_devices_are_another_devices),
        cmocka_unit_test(memory_every_device_may_use_made_outside),
        cmocka_unit_test(a_context_cubound_did_not_open_stays_foreign),
        cmocka_unit_test(destroyed_before_cubound_saw_them),
        cmocka_unit_test(events_made_outside),
        cmocka_unit_test(threads_meet_a_foreign_stream_at_once),
    };
    return cmocka_run_group_tests(tests, setup, unbind_two_test_devices);
}
