/* SPDX-License-Identifier: MIT */
/* NCCL through cubound: one thread drives every device in NCCL groups (the scenario cubound
 * started from), communicators are owned by the device they were made for, and a buffer written
 * on another stream is handed to NCCL's stream with an event. On the simulation, 4 devices; on the
 * H200, one rank (NCCL allows one rank per GPU in a communicator). Checks on. */
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "support.h"
#include "cubound/nccl.h"

enum { MAX_DEVICES = 4, COUNT = 256 };

static char last_id[64];

static bd_action_t remember(const bd_violation_t *v, void *user)
{
    (void)user;
    snprintf(last_id, sizeof last_id, "%s", v->id);
    return BD_ACTION_RETURN;
}

static int32_t first_word(bound_dev_t *bd, CUdeviceptr p, size_t index)
{
    int32_t v = -1;
    CU_OK(bd_cuMemcpyDtoH(bd, &v, p + index * sizeof v, sizeof v));
    return v;
}

static void one_thread_drives_every_device(void **state)
{
    (void)state;
    int n = on_real_driver() ? 1 : MAX_DEVICES;
    bd_device_t *devs[MAX_DEVICES];
    bound_dev_t *bd[MAX_DEVICES];
    ncclComm_t comm[MAX_DEVICES];
    CUstream nccl_stream[MAX_DEVICES], work[MAX_DEVICES];
    CUdeviceptr send[MAX_DEVICES], recv[MAX_DEVICES], gathered[MAX_DEVICES];
    ncclUniqueId id;
    const size_t bytes = COUNT * sizeof(int32_t);
    bd_set_violation_handler(remember, NULL);
    open_test_devices(devs, n);
    assert_int_equal(bd_ncclGetUniqueId(&id), ncclSuccess);
    assert_int_equal(bd_ncclGroupStart(), ncclSuccess);
    for (int i = 0; i < n; i++) {
        CU_OK(bd_bind(devs[i], &bd[i]));
        assert_int_equal(bd_ncclCommInitRank(bd[i], &comm[i], n, id, i), ncclSuccess);
    }
    assert_int_equal(bd_ncclGroupEnd(), ncclSuccess);
    for (int i = 0; i < n; i++) {
        int rank = -1, count = -1;
        assert_int_equal(bd_ncclCommUserRank(comm[i], &rank), ncclSuccess);
        assert_int_equal(bd_ncclCommCount(comm[i], &count), ncclSuccess);
        assert_int_equal(rank, i);
        assert_int_equal(count, n);
        CU_OK(bd_cuStreamCreate(bd[i], &nccl_stream[i], CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuStreamCreate(bd[i], &work[i], CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuMemAlloc(bd[i], &send[i], bytes));
        CU_OK(bd_cuMemAlloc(bd[i], &recv[i], bytes));
        CU_OK(bd_cuMemAlloc(bd[i], &gathered[i], bytes * (size_t)n));
        /* written on another stream than NCCL's: handed over with an event, not a host wait */
        CU_OK(bd_cuMemsetD32Async(bd[i], send[i], (unsigned)(i + 1), COUNT, work[i]));
        CU_OK(bd_handoff_async(bd[i], send[i], bytes, nccl_stream[i]));
    }
    assert_int_equal(bd_ncclGroupStart(), ncclSuccess);
    for (int i = 0; i < n; i++)
        assert_int_equal(bd_ncclAllReduce(bd[i], (const void *)(uintptr_t)send[i], (void *)(uintptr_t)recv[i], COUNT,
                                          ncclInt32, ncclSum, comm[i], nccl_stream[i]),
                         ncclSuccess);
    assert_int_equal(bd_ncclGroupEnd(), ncclSuccess);
    assert_int_equal(bd_ncclGroupStart(), ncclSuccess);
    for (int i = 0; i < n; i++)
        assert_int_equal(bd_ncclAllGather(bd[i], (const void *)(uintptr_t)send[i], (void *)(uintptr_t)gathered[i], COUNT,
                                          ncclInt32, comm[i], nccl_stream[i]),
                         ncclSuccess);
    assert_int_equal(bd_ncclGroupEnd(), ncclSuccess);
    for (int i = 0; i < n; i++) {
        /* the all-gather wrote n ranks' worth (the simulation ran it at ncclGroupEnd) */
        CU_OK(bd_handoff(bd[i], gathered[i] + bytes * (size_t)(n - 1), 4));
        CU_OK(bd_assert_idle(bd[i], gathered[i], bytes * (size_t)n));
        CU_OK(bd_handoff(bd[i], recv[i], bytes)); /* the all-reduce wrote it on NCCL's stream */
        CU_OK(bd_assert_idle(bd[i], recv[i], bytes));
        assert_int_equal(first_word(bd[i], recv[i], COUNT - 1), n * (n + 1) / 2);
        for (int r = 0; r < n; r++)
            assert_int_equal(first_word(bd[i], gathered[i], (size_t)r * COUNT + 7), r + 1);
    }
    if (n > 1) { /* a communicator or a stream of another device is refused, by ID */
        assert_int_equal(bd_ncclAllReduce(bd[0], (const void *)(uintptr_t)send[0], (void *)(uintptr_t)recv[0], COUNT,
                                          ncclInt32, ncclSum, comm[1], nccl_stream[0]),
                         ncclInvalidArgument);
        assert_string_equal(last_id, "BD-WRONG-DEVICE");
        assert_int_equal(bd_ncclAllReduce(bd[0], (const void *)(uintptr_t)send[0], (void *)(uintptr_t)recv[0], COUNT,
                                          ncclInt32, ncclSum, comm[0], nccl_stream[1]),
                         ncclInvalidArgument);
        assert_string_equal(last_id, "BD-WRONG-DEVICE");
    }
    for (int i = 0; i < n; i++) {
        assert_int_equal(bd_ncclCommDestroy(bd[i], comm[i]), ncclSuccess);
        CU_OK(bd_cuMemFree(bd[i], send[i]));
        CU_OK(bd_cuMemFree(bd[i], recv[i]));
        CU_OK(bd_cuMemFree(bd[i], gathered[i]));
        CU_OK(bd_cuStreamDestroy(bd[i], work[i]));
        CU_OK(bd_cuStreamDestroy(bd[i], nccl_stream[i]));
        CU_OK(bd_unbind(bd[i]));
    }
    close_test_devices(devs, n);
    bd_set_violation_handler(NULL, NULL);
}

static atomic_bool released;

static void CUDA_CB gate(void *user)
{
    (void)user;
    while (!atomic_load(&released))
        usleep(100);
}

/* One rank on one device: its communicator, NCCL's stream, a work stream, send and receive. */
struct one_rank {
    bd_device_t *dev;
    bound_dev_t *bd;
    ncclComm_t comm;
    CUstream nccl_stream, work;
    CUdeviceptr send, recv;
};

static void open_one_rank(struct one_rank *r)
{
    ncclUniqueId id;
    open_test_devices(&r->dev, 1);
    CU_OK(bd_bind(r->dev, &r->bd));
    assert_int_equal(bd_ncclGetUniqueId(&id), ncclSuccess);
    assert_int_equal(bd_ncclCommInitRank(r->bd, &r->comm, 1, id, 0), ncclSuccess);
    CU_OK(bd_cuStreamCreate(r->bd, &r->nccl_stream, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuStreamCreate(r->bd, &r->work, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuMemAlloc(r->bd, &r->send, COUNT * sizeof(int32_t)));
    CU_OK(bd_cuMemAlloc(r->bd, &r->recv, COUNT * sizeof(int32_t)));
}

static void close_one_rank(struct one_rank *r)
{
    assert_int_equal(bd_ncclCommDestroy(r->bd, r->comm), ncclSuccess);
    CU_OK(bd_cuMemFree(r->bd, r->send));
    CU_OK(bd_cuMemFree(r->bd, r->recv));
    CU_OK(bd_cuStreamDestroy(r->bd, r->work));
    CU_OK(bd_cuStreamDestroy(r->bd, r->nccl_stream));
    CU_OK(bd_unbind(r->bd));
    close_test_devices(&r->dev, 1);
}

/* The rank's all-reduce of send into recv, on NCCL's stream. */
static ncclResult_t all_reduce(const struct one_rank *r)
{
    return bd_ncclAllReduce(r->bd, (const void *)(uintptr_t)r->send, (void *)(uintptr_t)r->recv, COUNT, ncclInt32,
                            ncclSum, r->comm, r->nccl_stream);
}

/* A send buffer still being written on another stream is refused before NCCL reads it too early;
 * handed to NCCL's stream, the same call runs and sums what was written. (On the real driver a
 * host function holds the writing stream until the test lets it go.) */
static void a_send_buffer_still_being_written_is_refused(void **state)
{
    (void)state;
    struct one_rank r;
    const size_t bytes = COUNT * sizeof(int32_t);
    bd_set_violation_handler(remember, NULL);
    open_one_rank(&r);
    atomic_store(&released, !on_real_driver());
    CU_OK(bd_cuLaunchHostFunc(r.bd, r.work, gate, NULL));
    CU_OK(bd_cuMemsetD32Async(r.bd, r.send, 6, COUNT, r.work));
    last_id[0] = 0;
    assert_int_equal(all_reduce(&r), ncclInvalidUsage);
    assert_string_equal(last_id, "BD-PENDING-WRITE");
    CU_OK(bd_handoff_async(r.bd, r.send, bytes, r.nccl_stream));
    last_id[0] = 0;
    assert_int_equal(all_reduce(&r), ncclSuccess);
    assert_string_equal(last_id, "");
    atomic_store(&released, true);
    CU_OK(bd_handoff(r.bd, r.recv, bytes));
    assert_int_equal(first_word(r.bd, r.recv, COUNT - 1), 6);
    close_one_rank(&r);
    bd_set_violation_handler(NULL, NULL);
}

/* What the check above prevents, with checks off (test_nccl_unchecked_sim): the simulation runs a
 * collective after its own stream's work only, as NCCL orders it, so an all-reduce of a buffer
 * still being written on another stream sums what was there before; handed over with an event,
 * the new values. (On a GPU this is a race, so the simulation alone shows it.) */
static void without_a_handoff_nccl_reads_too_early(void **state)
{
    (void)state;
    if (on_real_driver())
        skip();
    struct one_rank r;
    const size_t bytes = COUNT * sizeof(int32_t);
    open_one_rank(&r);
    CU_OK(bd_cuMemsetD32(r.bd, r.send, 1, COUNT));
    CU_OK(bd_sync_device(r.bd));

    CU_OK(bd_cuMemsetD32Async(r.bd, r.send, 6, COUNT, r.work));
    assert_int_equal(all_reduce(&r), ncclSuccess);
    CU_OK(bd_handoff(r.bd, r.recv, bytes));
    assert_int_equal(first_word(r.bd, r.recv, COUNT - 1), 1); /* stale */

    CU_OK(bd_handoff_async(r.bd, r.send, bytes, r.nccl_stream));
    assert_int_equal(all_reduce(&r), ncclSuccess);
    CU_OK(bd_handoff(r.bd, r.recv, bytes));
    assert_int_equal(first_word(r.bd, r.recv, COUNT - 1), 6);
    close_one_rank(&r);
}

int main(void)
{
    alarm(120); /* a call that waits for the held stream never returns: fail instead */
    const struct CMUnitTest checked[] = {cmocka_unit_test(one_thread_drives_every_device),
                                         cmocka_unit_test(a_send_buffer_still_being_written_is_refused)};
    const struct CMUnitTest unchecked[] = {cmocka_unit_test(without_a_handoff_nccl_reads_too_early)};
    if (bd_settings().checks == BD_CHECKS_ON)
        return cmocka_run_group_tests(checked, NULL, NULL);
    return cmocka_run_group_tests(unchecked, NULL, NULL);
}
