/* SPDX-License-Identifier: MIT */
/* No false positives: correct programs run without a single violation in debug builds, with
 * 1 thread and 4 devices, 8 threads and 1 device, and 8 threads and 4 devices at once, using
 * interior pointers, adopted handles, and memory freed and allocated again at the same address;
 * and the legal multi-device patterns of the spec ([crossing], [any_context]) at scale: a pool
 * of 8 threads binding to 4 devices on demand, streams waiting on other devices' events, copies
 * between devices, pinned host and managed memory used from every device: up to about 2.5 million
 * calls (LEGAL_ROUNDS rounds, default 50,000 per thread), as many as fit in CUBOUND_TEST_SECONDS
 * (default 90; at least 256 rounds), with the calls per second printed. Run under
 * ThreadSanitizer and AddressSanitizer by tests/run.sh. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "workload.h"

enum { DEVICES = 4, THREADS = 8 };

static bd_device_t *devs[DEVICES];
static atomic_int violations;

static bd_action_t count(const bd_violation_t *v, void *user)
{
    (void)user;
    fprintf(stderr, "unexpected: %s\n", v->message);
    atomic_fetch_add(&violations, 1);
    return BD_ACTION_CONTINUE;
}

static int setup(void **state)
{
    (void)state;
    bd_set_violation_handler(count, NULL);
    open_test_devices(devs, DEVICES);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    close_test_devices(devs, DEVICES);
    return 0;
}

/* Interior pointers, an adopted stream, and an address that comes back after a free. */
static void odd_but_correct(bound_dev_t *bd)
{
    CUdeviceptr p, q;
    CUstream adopted;
    uint32_t out[4];
    WORKER_OK(bd_cuMemAlloc(bd, &p, 1 << 16));
    WORKER_OK(bd_cuMemsetD32(bd, p + 4096, 7, 1024));
    WORKER_OK(bd_cuMemcpyDtoH(bd, out, p + 4096 + 64, sizeof out)); /* inside the set range */
    WORKER_EQUAL(out[3], 7);
    WORKER_OK(bd_cuMemFree(bd, p));
    WORKER_OK(bd_cuMemAlloc(bd, &q, 1 << 16)); /* often the same address again */
    WORKER_OK(bd_cuMemsetD32(bd, q, 9, 4));
    WORKER_OK(bd_cuMemcpyDtoH(bd, out, q, sizeof out));
    WORKER_EQUAL(out[0], 9);
    WORKER_OK(RAW(cuStreamCreate)(&adopted, CU_STREAM_NON_BLOCKING)); /* bd's context is current here */
    WORKER_OK(bd_adopt_stream(bd, adopted));
    WORKER_OK(bd_cuMemsetD32Async(bd, q, 11, 4, adopted));
    WORKER_OK(bd_cuStreamSynchronize(bd, adopted));
    WORKER_OK(bd_cuStreamDestroy(bd, adopted));
    WORKER_OK(bd_cuMemFree(bd, q));
}

struct plan {
    int first, count; /* which devices a thread uses */
    int salt;
};

static void *run(void *arg)
{
    const struct plan *plan = arg;
    bound_dev_t *bds[DEVICES];
    struct workload work[DEVICES];
    for (int d = 0; d < plan->count; d++)
        WORKER_OK(bd_bind(devs[plan->first + d], &bds[d]));
    for (int d = 0; d < plan->count; d++)
        workload_start(&work[d], bds[d], plan->salt + d);
    for (int step = 0; step < workload_step_count; step++)
        for (int d = 0; d < plan->count; d++)
            workload_steps[step](&work[d]);
    for (int d = 0; d < plan->count; d++) {
        odd_but_correct(bds[d]);
        WORKER_OK(bd_unbind(bds[d]));
    }
    return NULL;
}

static void run_threads(int threads, int devices)
{
    pthread_t ids[THREADS];
    struct plan plans[THREADS];
    struct worker_failures failures = WORKER_FAILURES_INIT;
    for (int t = 0; t < threads; t++) {
        plans[t] = (struct plan){0, devices, 100 * t + 1};
        assert_int_equal(worker_start(&ids[t], &failures, run, &plans[t]), 0);
    }
    for (int t = 0; t < threads; t++)
        assert_int_equal(pthread_join(ids[t], NULL), 0);
    assert_no_worker_failures(&failures);
    assert_int_equal(atomic_load(&violations), 0);
}

static void one_thread_four_devices(void **state)
{
    (void)state;
    struct plan plan = {0, DEVICES, 1};
    run(&plan); /* on the test's own thread, where cmocka reports a failed assertion best */
    assert_int_equal(atomic_load(&violations), 0);
}

static void eight_threads_one_device(void **state)
{
    (void)state;
    run_threads(THREADS, 1);
}

static void eight_threads_four_devices(void **state)
{
    (void)state;
    run_threads(THREADS, DEVICES);
}

/* The cross-device idiom the headers allow (spec [crossing]): a stream of one device waits on an
 * event recorded on another's stream. */
static void streams_wait_on_other_devices_events(void **state)
{
    (void)state;
    bound_dev_t *bd[DEVICES];
    CUstream stream[DEVICES];
    CUevent done[DEVICES];
    for (int d = 0; d < DEVICES; d++) {
        CU_OK(bd_bind(devs[d], &bd[d]));
        CU_OK(bd_cuStreamCreate(bd[d], &stream[d], CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuEventCreate(bd[d], &done[d], CU_EVENT_DISABLE_TIMING));
    }
    for (int round = 0; round < 100; round++) { /* a ring: each device waits for the one before */
        for (int d = 0; d < DEVICES; d++) {
            int before = (d + DEVICES - 1) % DEVICES;
            CU_OK(bd_cuEventRecord(bd[before], done[before], stream[before]));
            CU_OK(bd_cuStreamWaitEvent(bd[d], stream[d], done[before], 0));
        }
    }
    for (int d = 0; d < DEVICES; d++) {
        CU_OK(bd_cuStreamSynchronize(bd[d], stream[d]));
        CU_OK(bd_cuEventDestroy(bd[d], done[d]));
        CU_OK(bd_cuStreamDestroy(bd[d], stream[d]));
        CU_OK(bd_unbind(bd[d]));
    }
    assert_int_equal(atomic_load(&violations), 0);
}

enum { WORDS = 256 };

/* What the pool shares: pinned host memory and managed memory made through device 0, every
 * thread a slice of each. */
static uint32_t *pinned;
static CUdeviceptr managed;

struct pool_thread {
    int index;
    double deadline; /* test_now() after which no new round starts */
    long calls;
};

/* A thread of the pool: binds to a device the first time a round needs it. */
static void *pool_thread(void *arg)
{
    struct pool_thread *self = arg;
    bound_dev_t *bd[DEVICES] = {0};
    CUstream stream[DEVICES];
    CUevent done[DEVICES];
    CUdeviceptr buffer[DEVICES];
    const char *rounds_text = getenv("LEGAL_ROUNDS");
    int rounds = rounds_text != NULL ? atoi(rounds_text) : 50000;
    enum { AT_LEAST = 256 }; /* every pattern, many times over, however slow the machine */
    uint32_t *mine = pinned + self->index * WORDS;
    CUdeviceptr my_managed = managed + (CUdeviceptr)self->index * WORDS * sizeof(uint32_t);
    for (int round = 0; round < rounds; round++) {
        if (round >= AT_LEAST && round % 64 == 0 && test_now() > self->deadline)
            rounds = round + 1; /* out of time: this round is the last, and it synchronizes */
        int d = (self->index + round) % DEVICES, e = (d + 1) % DEVICES;
        for (int k = 0; k < 2; k++) {
            int x = k == 0 ? d : e;
            if (bd[x] != NULL)
                continue;
            WORKER_OK(bd_bind(devs[x], &bd[x]));
            WORKER_OK(bd_cuStreamCreate(bd[x], &stream[x], CU_STREAM_NON_BLOCKING));
            WORKER_OK(bd_cuEventCreate(bd[x], &done[x], CU_EVENT_DISABLE_TIMING));
            WORKER_OK(bd_cuMemAlloc(bd[x], &buffer[x], WORDS * sizeof(uint32_t)));
            self->calls += 4;
        }
        uint32_t value = (uint32_t)(self->index * 1000003 + round);
        /* d fills its buffer; e waits for it, copies it over (device to device), then into the
         * pinned and the managed memory that device 0 made, through their device addresses. */
        WORKER_OK(bd_cuMemsetD32Async(bd[d], buffer[d], value, WORDS, stream[d]));
        WORKER_OK(bd_cuEventRecord(bd[d], done[d], stream[d]));
        WORKER_OK(bd_cuStreamWaitEvent(bd[e], stream[e], done[d], 0));
        WORKER_OK(bd_cuMemcpyDtoDAsync(bd[e], buffer[e], buffer[d], WORDS * sizeof(uint32_t), stream[e]));
        WORKER_OK(
            bd_cuMemcpyDtoDAsync(bd[e], (CUdeviceptr)(uintptr_t)mine, buffer[e], WORDS * sizeof(uint32_t), stream[e]));
        WORKER_OK(bd_cuMemsetD32Async(bd[e], my_managed, value ^ 0xffffffffu, WORDS, stream[e]));
        self->calls += 6;
        if (round % 64 == 63 || round == rounds - 1) {
            uint32_t back = 0;
            WORKER_OK(bd_cuStreamSynchronize(bd[e], stream[e]));
            WORKER_OK(bd_cuMemcpyDtoH(bd[e], &back, my_managed + 4 * (WORDS - 1), sizeof back));
            WORKER_EQUAL(mine[WORDS - 1], value);
            WORKER_EQUAL(back, value ^ 0xffffffffu);
            self->calls += 2;
        }
    }
    for (int x = 0; x < DEVICES; x++) {
        if (bd[x] == NULL)
            continue;
        WORKER_OK(bd_cuStreamSynchronize(bd[x], stream[x]));
        WORKER_OK(bd_cuMemFree(bd[x], buffer[x]));
        WORKER_OK(bd_cuEventDestroy(bd[x], done[x]));
        WORKER_OK(bd_cuStreamDestroy(bd[x], stream[x]));
        WORKER_OK(bd_unbind(bd[x]));
    }
    return NULL;
}

static void legal_multi_device_patterns_at_scale(void **state)
{
    (void)state;
    bound_dev_t *owner;
    pthread_t ids[THREADS];
    struct pool_thread threads[THREADS];
    struct worker_failures failures = WORKER_FAILURES_INIT;
    CU_OK(bd_bind(devs[0], &owner));
    CU_OK(bd_cuMemAllocHost(owner, (void **)&pinned, THREADS * WORDS * sizeof(uint32_t)));
    CU_OK(bd_cuMemAllocManaged(owner, &managed, THREADS * WORDS * sizeof(uint32_t), CU_MEM_ATTACH_GLOBAL));
    double start = test_now(), deadline = start + test_seconds_allowed(90);
    for (int t = 0; t < THREADS; t++) {
        threads[t] = (struct pool_thread){t, deadline, 0};
        assert_int_equal(worker_start(&ids[t], &failures, pool_thread, &threads[t]), 0);
    }
    long calls = 0;
    for (int t = 0; t < THREADS; t++) {
        assert_int_equal(pthread_join(ids[t], NULL), 0);
        calls += threads[t].calls;
    }
    assert_no_worker_failures(&failures);
    CU_OK(bd_cuMemFree(owner, managed));
    CU_OK(bd_cuMemFreeHost(owner, pinned));
    CU_OK(bd_unbind(owner));
    double seconds = test_now() - start;
    printf("legal patterns: %ld calls through cubound with checks on in %.1f s (%.0f calls/s), %d violations\n", calls,
           seconds, (double)calls / seconds, atomic_load(&violations));
    assert_int_equal(atomic_load(&violations), 0);
}

/* cuMemHostRegister: "the same value across all contexts that support unified addressing" */
static void registered_host_memory_is_every_devices(void **state)
{
    (void)state;
    static uint32_t host[WORDS] __attribute__((aligned(4096)));
    bound_dev_t *bd[2];
    CU_OK(bd_bind(devs[0], &bd[0]));
    CU_OK(bd_bind(devs[1], &bd[1]));
    CU_OK(bd_cuMemHostRegister(bd[0], host, sizeof host, CU_MEMHOSTREGISTER_DEVICEMAP));
    CU_OK(bd_cuMemsetD32(bd[1], (CUdeviceptr)(uintptr_t)(host + 8), 0x5a, 4)); /* an interior pointer */
    CU_OK(bd_cuCtxSynchronize(bd[1]));
    assert_int_equal(host[8], 0x5a);
    assert_int_equal(host[11], 0x5a);
    CU_OK(bd_cuMemHostUnregister(bd[0], host));
    CU_OK(bd_unbind(bd[1]));
    CU_OK(bd_unbind(bd[0]));
    assert_int_equal(atomic_load(&violations), 0);
}

/* VMM: a reserved range belongs to no context; which devices may use it is cuMemSetAccess's. */
static void vmm_memory_is_every_devices(void **state)
{
    (void)state;
    bound_dev_t *bd[2];
    uint32_t out = 0;
    CU_OK(bd_bind(devs[0], &bd[0]));
    CU_OK(bd_bind(devs[1], &bd[1]));
    /* designated: CUDA 13.5 puts the location's id in an anonymous union */
    CUmemAllocationProp prop = {.type = CU_MEM_ALLOCATION_TYPE_PINNED,
                                .location = {.type = CU_MEM_LOCATION_TYPE_DEVICE, .id = bd_device_ordinal(devs[0])}};
    size_t size = 0;
    CU_OK(bd_cuMemGetAllocationGranularity(&size, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    CUmemGenericAllocationHandle physical;
    CUdeviceptr va;
    CU_OK(bd_cuMemCreate(bd[0], &physical, size, &prop, 0));
    CU_OK(bd_cuMemAddressReserve(bd[0], &va, size, 0, 0, 0));
    CU_OK(bd_cuMemMap(bd[0], va, size, 0, physical, 0));
    CUmemAccessDesc access[2];
    size_t grants = 0;
    for (int d = 0; d < 2; d++) {
        int ordinal = bd_device_ordinal(devs[d]);
        if (d == 0 || ordinal != access[0].location.id)
            access[grants++] = (CUmemAccessDesc){.location = {.type = CU_MEM_LOCATION_TYPE_DEVICE, .id = ordinal},
                                                 .flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE};
    }
    CU_OK(bd_cuMemSetAccess(bd[0], va, size, access, grants));
    CU_OK(bd_cuMemsetD32(bd[1], va + 64, 7, 4)); /* the other device, an interior address */
    CU_OK(bd_cuCtxSynchronize(bd[1]));
    CU_OK(bd_cuMemcpyDtoH(bd[0], &out, va + 76, sizeof out));
    assert_int_equal(out, 7);
    CU_OK(bd_cuMemUnmap(bd[0], va, size));
    CU_OK(bd_cuMemRelease(bd[0], physical));
    CU_OK(bd_cuMemAddressFree(bd[0], va, size));
    CU_OK(bd_unbind(bd[1]));
    CU_OK(bd_unbind(bd[0]));
    assert_int_equal(atomic_load(&violations), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(vmm_memory_is_every_devices),
        cmocka_unit_test(registered_host_memory_is_every_devices),
        cmocka_unit_test(legal_multi_device_patterns_at_scale),
        cmocka_unit_test(streams_wait_on_other_devices_events),
        cmocka_unit_test(one_thread_four_devices),
        cmocka_unit_test(eight_threads_one_device),
        cmocka_unit_test(eight_threads_four_devices),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
