/* SPDX-License-Identifier: MIT */
/* Stream-order race detection (docs/races.md): a catalogue of racy programs, each caught as
 * BD-STREAM-RACE naming both calls, and each one's fixed version, which report_count nothing. Then
 * memory: a long run's footprint stays bounded, per range and in total. Runs with checks on
 * (CUBOUND_CHECKS=1; race detection is on with them) on the simulation (label sim) and the GPU
 * (label gpu), where the streams really run concurrently: the report_count do not depend on timing; and
 * again with the inline form (CUBOUND_INLINE=1), whose report_count name both calls' source lines. */
#include <stdio.h>
#include <string.h>

#include "support.h"
#ifdef HAVE_NCCL
#include "cubound/nccl.h"
#endif

enum { WORDS = 1024, BYTES = WORDS * 4 };

/* Every report of a case, in order; the handler lets each call go on, as BD_ON_VIOLATION=log does. */
static void start_case(void)
{
    report_count = 0;
}

/* One BD-STREAM-RACE among the report_count, naming both calls (and every other word given). */
static void expect_race(const char *later, const char *earlier, const char *also)
{
    for (int i = 0; i < report_count && i < REPORTS_KEPT; i++) {
        if (strcmp(report_ids[i], "BD-STREAM-RACE") != 0)
            continue;
        fprintf(stderr, "caught: %s\n", report_messages[i]);
        assert_non_null(strstr(report_messages[i], later));
        assert_non_null(strstr(report_messages[i], earlier));
        assert_non_null(strstr(report_messages[i], "called at"));
#if CUBOUND_INLINE /* the inline form brings both calls' source lines */
        if (strstr(later, "bd_assert_idle") == NULL && strstr(later, "ncclAllReduce") == NULL) {
            const char *first_line = strstr(report_messages[i], "test_races.c:");
            assert_non_null(first_line);
            assert_non_null(strstr(first_line + 1, "test_races.c:"));
        }
#endif
        if (strstr(later, "bd_assert_idle") == NULL) /* two streams: how to order them */
            assert_non_null(strstr(report_messages[i], "cuStreamWaitEvent"));
        if (also != NULL)
            assert_non_null(strstr(report_messages[i], also));
        return;
    }
    fail_msg("no BD-STREAM-RACE among %d report_count (first: %s)", report_count, report_count > 0 ? report_messages[0] : "none");
}

static void expect_none(void)
{
    if (report_count != 0)
        fail_msg("%d unexpected report_count, the first: %s", report_count, report_messages[0]);
}

static bd_device_t *devs[2];
static bound_dev_t *bds[2];
static CUstream a, b;
static CUevent ev;
static CUdeviceptr buf, other;

static int setup(void **state)
{
    (void)state;
    open_test_devices(devs, 2);
    for (int i = 0; i < 2; i++)
        CU_OK(bd_bind(devs[i], &bds[i]));
    bound_dev_t *bd = bds[0];
    CU_OK(bd_cuStreamCreate(bd, &a, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuStreamCreate(bd, &b, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuEventCreate(bd, &ev, CU_EVENT_DISABLE_TIMING));
    CU_OK(bd_cuMemAlloc(bd, &buf, BYTES));
    CU_OK(bd_cuMemAlloc(bd, &other, BYTES));
    collect_race_reports(); /* with checks on, race detection is on unless CUBOUND_RACES=0 */
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    bd_set_violation_handler(NULL, NULL);
    bound_dev_t *bd = bds[0];
    CU_OK(bd_sync_device(bd));
    CU_OK(bd_cuMemFree(bd, buf));
    CU_OK(bd_cuMemFree(bd, other));
    CU_OK(bd_cuEventDestroy(bd, ev));
    CU_OK(bd_cuStreamDestroy(bd, a));
    CU_OK(bd_cuStreamDestroy(bd, b));
    for (int i = 0; i < 2; i++)
        CU_OK(bd_unbind(bds[i]));
    close_test_devices(devs, 2);
    return 0;
}

/* Each case starts from idle streams: the host waited for everything before it. */
static void settle(void)
{
    CU_OK(bd_sync_device(bds[0]));
    CU_OK(bd_sync_device(bds[1]));
    start_case();
}

static void write_then_read_on_another_stream(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    settle();
    CU_OK(bd_cuMemsetD32Async(bd, buf, 1, WORDS, a));
    CU_OK(bd_cuMemcpyDtoDAsync(bd, other, buf, BYTES, b)); /* b reads what a may still write */
    expect_race("cuMemcpyDtoDAsync(srcDevice)", "cuMemsetD32Async(dstDevice) writes", NULL);

    settle(); /* fixed: an event after the write, waited for by b before the read */
    CU_OK(bd_cuMemsetD32Async(bd, buf, 1, WORDS, a));
    CU_OK(bd_cuEventRecord(bd, ev, a));
    CU_OK(bd_cuStreamWaitEvent(bd, b, ev, 0));
    CU_OK(bd_cuMemcpyDtoDAsync(bd, other, buf, BYTES, b));
    CU_OK(bd_cuStreamSynchronize(bd, b));
    uint32_t word = 0;
    CU_OK(bd_cuMemcpyDtoH(bd, &word, other + BYTES - 4, 4));
    assert_int_equal(word, 1);
    expect_none();
}

static void a_write_after_a_read_on_another_stream(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    settle();
    CU_OK(bd_cuMemcpyDtoDAsync(bd, other, buf, BYTES, a));
    CU_OK(bd_cuMemsetD32Async(bd, buf, 2, WORDS, b)); /* overwrites what a may not have read yet */
    expect_race("cuMemsetD32Async(dstDevice)", "cuMemcpyDtoDAsync(srcDevice) reads", NULL);

    settle(); /* fixed; and slices of one allocation on two streams are no race */
    CU_OK(bd_cuMemcpyDtoDAsync(bd, other, buf, BYTES / 2, a));
    CU_OK(bd_cuMemsetD32Async(bd, buf + BYTES / 2, 2, WORDS / 2, b));
    CU_OK(bd_cuEventRecord(bd, ev, a));
    CU_OK(bd_cuStreamWaitEvent(bd, b, ev, 0));
    CU_OK(bd_cuMemsetD32Async(bd, buf, 2, WORDS, b));
    expect_none();
}

static void cublas_on_its_stream_then_a_copy_on_another(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    cublasHandle_t handle;
    const float two = 2.0f;
    settle();
    CU_OK(bd_set_stream(bd, a)); /* the binding's cuBLAS handle follows its stream */
    BLAS_OK(bd_cublas_handle(bd, &handle));
    BLAS_OK(bd_cublasSscal(bd, handle, WORDS, &two, (float *)(uintptr_t)buf, 1));
    CU_OK(bd_cuMemcpyDtoDAsync(bd, other, buf, BYTES, b));
    expect_race("cuMemcpyDtoDAsync(srcDevice)", "cublasSscal(x) writes", NULL);

    settle();
    BLAS_OK(bd_cublasSscal(bd, handle, WORDS, &two, (float *)(uintptr_t)buf, 1));
    CU_OK(bd_cuEventRecord(bd, ev, a));
    CU_OK(bd_cuStreamWaitEvent(bd, b, ev, 0));
    CU_OK(bd_cuMemcpyDtoDAsync(bd, other, buf, BYTES, b));
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    expect_none();
}

/* A 4 x 4 tridiagonal system (2 on the diagonal, -1 beside it) whose solution is 1, 2, 3, 4. */
static const double tridiagonal[10] = {2, -1, -1, 2, -1, -1, 2, -1, -1, 2};
static const int tridiagonal_rows[5] = {0, 2, 5, 8, 10}, tridiagonal_columns[10] = {0, 1, 0, 1, 2, 1, 2, 3, 2, 3};
static const double tridiagonal_b[4] = {0, 0, 0, 5};

/* cuSOLVER Sp writes its solution on the binding's stream, which its handle follows: a copy of it
 * on another stream races; handed to that stream first (bd_handoff_async), it reads the solution. */
BD_SUPPRESS_DEPRECATED_BEGIN /* CUDA 13 deprecates cuSOLVER's sparse API */
static void a_sparse_solve_then_a_copy_on_another_stream(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    cusolverSpHandle_t solver;
    cusparseMatDescr_t descr;
    CUdeviceptr csr;
    int singularity = 0;
    double x[4] = {0};
    settle();
    CU_OK(bd_cuMemAlloc(bd, &csr, 512));
    CU_OK(bd_cuMemcpyHtoD(bd, csr, tridiagonal, sizeof tridiagonal));
    CU_OK(bd_cuMemcpyHtoD(bd, csr + 128, tridiagonal_rows, sizeof tridiagonal_rows));
    CU_OK(bd_cuMemcpyHtoD(bd, csr + 256, tridiagonal_columns, sizeof tridiagonal_columns));
    CU_OK(bd_cuMemcpyHtoD(bd, csr + 384, tridiagonal_b, sizeof tridiagonal_b));
    assert_int_equal(bd_cusparseCreateMatDescr(bd, &descr), CUSPARSE_STATUS_SUCCESS);
    CU_OK(bd_set_stream(bd, a));
    assert_int_equal(bd_cusolver_sp_handle(bd, &solver), CUSOLVER_STATUS_SUCCESS);
    for (int fixed = 0; fixed < 2; fixed++) {
        settle();
        assert_int_equal(bd_cusolverSpDcsrlsvqr(bd, solver, 4, 10, descr, (const double *)(uintptr_t)csr,
                                                (const int *)(uintptr_t)(csr + 128), (const int *)(uintptr_t)(csr + 256),
                                                (const double *)(uintptr_t)(csr + 384), 1e-12, 0,
                                                (double *)(uintptr_t)buf, &singularity),
                         CUSOLVER_STATUS_SUCCESS);
        assert_int_equal(singularity, -1);
        if (fixed)
            CU_OK(bd_handoff_async(bd, buf, sizeof x, b));
        CU_OK(bd_cuMemcpyDtoDAsync(bd, other, buf, sizeof x, b));
        if (!fixed)
            expect_race("cuMemcpyDtoDAsync(srcDevice)", "cusolverSpDcsrlsvqr(x) writes", NULL);
    }
    expect_none();
    CU_OK(bd_cuStreamSynchronize(bd, b));
    CU_OK(bd_cuMemcpyDtoH(bd, x, other, sizeof x));
    for (int i = 0; i < 4; i++)
        assert_true(x[i] > i + 1 - 1e-9 && x[i] < i + 1 + 1e-9);
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    assert_int_equal(bd_cusparseDestroyMatDescr(bd, descr), CUSPARSE_STATUS_SUCCESS);
    CU_OK(bd_cuMemFree(bd, csr));
}
BD_SUPPRESS_DEPRECATED_END

static void an_event_recorded_before_the_write(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    settle();
    CU_OK(bd_cuEventRecord(bd, ev, a)); /* too early: the write comes after it */
    CU_OK(bd_cuMemsetD32Async(bd, buf, 3, WORDS, a));
    CU_OK(bd_cuStreamWaitEvent(bd, b, ev, 0));
    CU_OK(bd_cuMemcpyDtoDAsync(bd, other, buf, BYTES, b));
    expect_race("cuMemcpyDtoDAsync(srcDevice)", "cuMemsetD32Async(dstDevice) writes", NULL);

    settle();
    CU_OK(bd_cuMemsetD32Async(bd, buf, 3, WORDS, a));
    CU_OK(bd_cuEventRecord(bd, ev, a));
    CU_OK(bd_cuStreamWaitEvent(bd, b, ev, 0));
    CU_OK(bd_cuMemcpyDtoDAsync(bd, other, buf, BYTES, b));
    expect_none();
}

/* The legacy default stream waits for blocking streams, not for non-blocking ones. */
static void the_legacy_stream_and_non_blocking_streams(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    CUstream blocking;
    settle();
    CU_OK(bd_cuMemsetD32Async(bd, buf, 4, WORDS, a));
    CU_OK(bd_cuMemcpyDtoD(bd, other, buf, BYTES)); /* on the legacy stream, which does not wait for a */
    expect_race("cuMemcpyDtoD(srcDevice)", "cuMemsetD32Async(dstDevice) writes", "non-blocking");

    settle();
    CU_OK(bd_cuStreamCreate(bd, &blocking, CU_STREAM_DEFAULT));
    CU_OK(bd_cuMemsetD32Async(bd, buf, 4, WORDS, blocking));
    CU_OK(bd_cuMemcpyDtoD(bd, other, buf, BYTES)); /* waits for the blocking stream */
    CU_OK(bd_cuMemsetD32Async(bd, other, 5, WORDS, blocking)); /* and the blocking stream for it */
    CU_OK(bd_cuStreamSynchronize(bd, blocking));
    CU_OK(bd_cuStreamDestroy(bd, blocking));
    expect_none();
}

/* A kernel's pointer parameters: each allocation one points into is read and written. */
static void a_kernel_then_a_copy_on_another_stream(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    CUmodule module;
    CUfunction fill;
    unsigned int value = 6, n = WORDS;
    void *args[] = {&buf, &value, &n};
    CU_OK(bd_cuModuleLoadData(bd, &module, bd_test_kernels_ptx));
    CU_OK(bd_cuModuleGetFunction(bd, &fill, module, "bd_fill_u32"));
    settle();
    CU_OK(bd_cuLaunchKernel(bd, fill, WORDS / 256, 1, 1, 256, 1, 1, 0, a, args, NULL));
    CU_OK(bd_cuMemcpyDtoDAsync(bd, other, buf, BYTES, b));
#if CUDA_VERSION >= 12040 /* a kernel's parameters are laid out by cuFuncGetParamInfo, which 12.4 brought */
    expect_race("cuMemcpyDtoDAsync(srcDevice)", "cuLaunchKernel(a kernel parameter) writes", NULL);
#else /* before, a launch's accesses are unknown: never a report */
    expect_none();
#endif

    settle();
    CU_OK(bd_cuLaunchKernel(bd, fill, WORDS / 256, 1, 1, 256, 1, 1, 0, a, args, NULL));
    CU_OK(bd_cuEventRecord(bd, ev, a));
    CU_OK(bd_cuStreamWaitEvent(bd, b, ev, 0));
    CU_OK(bd_cuMemcpyDtoDAsync(bd, other, buf, BYTES, b));
    CU_OK(bd_cuStreamSynchronize(bd, b));
    uint32_t word = 0;
    CU_OK(bd_cuMemcpyDtoH(bd, &word, other + 8, 4));
    assert_int_equal(word, 6);
    CU_OK(bd_cuModuleUnload(bd, module));
    expect_none();
}

/* A buffer handed to MPI (or read by the host) before the stream that writes it is waited for:
 * bd_assert_idle is where the program says so. Whether the write has finished by then is timing
 * (BD-PENDING-WRITE where it has not); the missing order is caught either way. */
static void a_handoff_missing_before_mpi(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    settle();
    CU_OK(bd_cuMemsetD32Async(bd, buf, 7, WORDS, a));
    bd_assert_idle(bd, buf, BYTES);
    /* One report: the hand-off check's while the write runs, race detection's once it finished
     * unwaited for (which of the two depends on the GPU's speed; never both). */
    assert_int_equal(report_count, 1);
    if (strcmp(report_ids[0], "BD-PENDING-WRITE") == 0) {
        assert_non_null(strstr(report_messages[0], "bd_assert_idle(ptr)"));
        assert_non_null(strstr(report_messages[0], "still being written by cuMemsetD32Async"));
        assert_non_null(strstr(report_messages[0], "bd_handoff"));
    } else {
        expect_race("bd_assert_idle(ptr)", "cuMemsetD32Async(dstDevice) writes", "bd_handoff");
    }

    settle();
    CU_OK(bd_cuMemsetD32Async(bd, buf, 7, WORDS, a));
    CU_OK(bd_handoff(bd, buf, BYTES));
    CU_OK(bd_assert_idle(bd, buf, BYTES));
    expect_none();
}

/* Device 1 copies from device 0's memory while device 0's stream may still write it. */
static void a_peer_copy_of_memory_another_device_writes(void **state)
{
    (void)state;
    bound_dev_t *zero = bds[0], *one = bds[1];
    CUstream theirs;
    CUdeviceptr mine;
    CUcontext c0 = bd_device_context(devs[0]), c1 = bd_device_context(devs[1]);
    CU_OK(bd_cuStreamCreate(one, &theirs, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuMemAlloc(one, &mine, BYTES));
    settle();
    CU_OK(bd_cuMemsetD32Async(zero, buf, 8, WORDS, a));
    CU_OK(bd_cuMemcpyPeerAsync(one, mine, c1, buf, c0, BYTES, theirs));
    char their_device[32]; /* device 1, or on one GPU its second context, device 0 again */
    snprintf(their_device, sizeof their_device, "of device %d", bd_device_ordinal(devs[1]));
    expect_race("cuMemcpyPeerAsync(srcDevice)", "cuMemsetD32Async(dstDevice) writes", their_device);

    settle();
    CU_OK(bd_cuMemsetD32Async(zero, buf, 8, WORDS, a));
    CU_OK(bd_cuEventRecord(zero, ev, a));
    CU_OK(bd_cuStreamWaitEvent(one, theirs, ev, 0)); /* an event of another context may be waited for */
    CU_OK(bd_cuMemcpyPeerAsync(one, mine, c1, buf, c0, BYTES, theirs));
    CU_OK(bd_cuStreamSynchronize(one, theirs));
    uint32_t word = 0;
    CU_OK(bd_cuMemcpyDtoH(one, &word, mine + BYTES - 4, 4));
    assert_int_equal(word, 8);
    expect_none();
    CU_OK(bd_cuMemFree(one, mine));
    CU_OK(bd_cuStreamDestroy(one, theirs));
}

#ifdef HAVE_NCCL
/* An NCCL send buffer written on a compute stream, then sent on NCCL's stream. */
static void an_nccl_send_buffer_written_on_a_compute_stream(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    ncclComm_t comm;
    ncclUniqueId id;
    assert_int_equal(bd_ncclGetUniqueId(&id), ncclSuccess);
    assert_int_equal(bd_ncclCommInitRank(bd, &comm, 1, id, 0), ncclSuccess);
    bd_resync(); /* NCCL's initialisation may move the current context */
    settle();
    CU_OK(bd_cuMemsetD32Async(bd, buf, 9, WORDS, a));
    assert_int_equal(bd_ncclAllReduce(bd, (const void *)(uintptr_t)buf, (void *)(uintptr_t)other, WORDS, ncclInt32,
                                      ncclSum, comm, b),
                     ncclSuccess);
    expect_race("ncclAllReduce(sendbuff)", "cuMemsetD32Async(dstDevice) writes", NULL);

    settle();
    CU_OK(bd_cuMemsetD32Async(bd, buf, 9, WORDS, a));
    CU_OK(bd_handoff_async(bd, buf, BYTES, b)); /* b waits for a's write */
    assert_int_equal(bd_ncclAllReduce(bd, (const void *)(uintptr_t)buf, (void *)(uintptr_t)other, WORDS, ncclInt32,
                                      ncclSum, comm, b),
                     ncclSuccess);
    CU_OK(bd_cuStreamSynchronize(bd, b));
    expect_none();

    /* Also legal: a group whose calls use both streams makes each wait for the other ("as if the
     * NCCL group operation was posted on every stream", NCCL's guide). */
    CUdeviceptr third;
    CU_OK(bd_cuMemAlloc(bd, &third, BYTES));
    settle();
    CU_OK(bd_cuMemsetD32Async(bd, other, 0, WORDS, a)); /* b's collective below overwrites it: after a's work */
    assert_int_equal(bd_ncclGroupStart(), ncclSuccess);
    assert_int_equal(bd_ncclAllReduce(bd, (const void *)(uintptr_t)buf, (void *)(uintptr_t)other, WORDS, ncclInt32,
                                      ncclSum, comm, b),
                     ncclSuccess);
    assert_int_equal(bd_ncclAllReduce(bd, (const void *)(uintptr_t)third, (void *)(uintptr_t)third, WORDS, ncclInt32,
                                      ncclSum, comm, a),
                     ncclSuccess);
    assert_int_equal(bd_ncclGroupEnd(), ncclSuccess);
    bd_resync();
    CU_OK(bd_cuMemcpyDtoDAsync(bd, third, other, BYTES, a)); /* b's result, on a: after the group */
    CU_OK(bd_sync_device(bd));
    expect_none();
    CU_OK(bd_cuMemFree(bd, third));
    assert_int_equal(bd_ncclCommDestroy(bd, comm), ncclSuccess);
}
#endif

/* A long run stays bounded: streams and allocations come and go, accesses pile up between
 * synchronizations, many streams read one buffer. */
static void memory_stays_bounded(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    enum { READERS = 100 };
    CUstream readers[READERS];
    settle();
    bd_race_footprint_t early = {0}, now;
    double deadline = test_now() + test_seconds_allowed(20.0) / 4;
    int rounds = 0;
    for (; rounds < 20000 && (rounds < 200 || test_now() < deadline); rounds++) {
        CUstream s;
        CUdeviceptr p;
        CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuMemAlloc(bd, &p, BYTES));
        CU_OK(bd_cuEventRecord(bd, ev, a)); /* s comes after the last round's work */
        CU_OK(bd_cuStreamWaitEvent(bd, s, ev, 0));
        for (int k = 0; k < 8; k++) /* slices of two allocations, on two streams */
            CU_OK(bd_cuMemsetD32Async(bd, (k % 2 ? other : buf) + (CUdeviceptr)k * 64, (unsigned)rounds, 16, k % 2 ? a : s));
        CU_OK(bd_cuMemcpyDtoDAsync(bd, p, buf, BYTES, s));
        CU_OK(bd_cuEventRecord(bd, ev, s)); /* the next round's writes on a come after this read */
        CU_OK(bd_cuStreamWaitEvent(bd, a, ev, 0));
        CU_OK(bd_cuStreamDestroy(bd, s)); /* its work goes on; its index goes once the host waited */
        if (rounds % 16 == 15)
            CU_OK(bd_sync_device(bd));
        CU_OK(bd_cuMemFree(bd, p)); /* its range ends with it */
        if (rounds == 100)
            bd_race_footprint(&early);
    }
    CU_OK(bd_sync_device(bd));
    bd_race_footprint(&now);
    fprintf(stderr, "%d rounds: at round 100 %zu ranges, %zu accesses, %zu streams, %zu events, %zu bytes; "
                    "at the end %zu, %zu, %zu, %zu, %zu\n",
            rounds, early.ranges, early.accesses, early.streams, early.events, early.bytes, now.ranges, now.accesses,
            now.streams, now.events, now.bytes);
    assert_true(now.ranges <= early.ranges);
    assert_true(now.streams <= early.streams);
    assert_true(now.bytes <= early.bytes);
    assert_true(now.accesses <= 8); /* the host waited for all of it: nothing left but what no visit pruned */

    /* Many streams read one range: at most one interval a stream, and a bound per range. */
    static uint32_t host[READERS][16]; /* pageable: not tracked */
    for (int i = 0; i < READERS; i++) {
        CU_OK(bd_cuStreamCreate(bd, &readers[i], CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuMemcpyDtoHAsync(bd, host[i], buf, 64, readers[i])); /* reads race with nothing */
    }
    bd_race_footprint(&now);
    assert_true(now.accesses <= 64 + 8);
    for (int i = 0; i < READERS; i++)
        CU_OK(bd_cuStreamDestroy(bd, readers[i]));
    CU_OK(bd_sync_device(bd));
    bd_race_footprint(&now);
    assert_true(now.streams <= early.streams + 2);
    expect_none();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(write_then_read_on_another_stream),
        cmocka_unit_test(a_write_after_a_read_on_another_stream),
        cmocka_unit_test(cublas_on_its_stream_then_a_copy_on_another),
        cmocka_unit_test(a_sparse_solve_then_a_copy_on_another_stream),
        cmocka_unit_test(an_event_recorded_before_the_write),
        cmocka_unit_test(the_legacy_stream_and_non_blocking_streams),
        cmocka_unit_test(a_kernel_then_a_copy_on_another_stream),
        cmocka_unit_test(a_handoff_missing_before_mpi),
        cmocka_unit_test(a_peer_copy_of_memory_another_device_writes),
#ifdef HAVE_NCCL
        cmocka_unit_test(an_nccl_send_buffer_written_on_a_compute_stream),
#endif
        cmocka_unit_test(memory_stays_bounded),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
