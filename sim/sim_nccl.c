/* SPDX-License-Identifier: MIT */
/* Simulated NCCL: communicators of one process over the simulated devices. A communicator is
 * made for the device whose context is current (ncclCommInitRank) and joins the others of its
 * unique id; the n-th collective of every rank is one operation, run when the last rank has
 * posted it (inside a group: at ncclGroupEnd), after the work queued on each rank's stream (and
 * what that stream waits for), as NCCL orders it: a buffer written on another stream and not
 * handed over (bd_handoff_async) is read before that stream's work runs. All-reduce, broadcast, all-gather and
 * reduce-scatter of the integer and floating types with sum, product, max and min; the rest
 * answers ncclInvalidUsage ("not supported"). Buffers must be memory the rank's device may use. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <nccl.h>

#include "sim.h"

enum collective { ALL_REDUCE, BROADCAST, ALL_GATHER, REDUCE_SCATTER };
enum { MAX_RANKS = SIM_MAX_DEVICES * 4, MAX_PENDING = 64 };

struct operation {
    enum collective kind;
    size_t count; /* per rank: all-gather's sendcount, reduce-scatter's recvcount */
    ncclDataType_t type;
    ncclRedOp_t op;
    int root;
    const void *send[MAX_RANKS];
    void *recv[MAX_RANKS];
    CUcontext ctx[MAX_RANKS];
    CUstream stream[MAX_RANKS];
    int posted;
};

struct clique {
    ncclUniqueId id;
    int nranks, joined, live;
    struct operation pending[MAX_PENDING]; /* by sequence number modulo MAX_PENDING */
    unsigned long long done;               /* operations run so far */
    struct clique *next;
};

struct ncclComm {
    struct clique *clique;
    int rank;
    CUcontext ctx;
    unsigned long long posted; /* collectives this rank posted */
};

static struct clique *cliques_;
static atomic_ullong next_id_ = 1;
static __thread int group_depth_;

ncclResult_t ncclGetVersion(int *version)
{
    if (version == NULL)
        return ncclInvalidArgument;
    *version = NCCL_VERSION_CODE;
    return ncclSuccess;
}

ncclResult_t ncclGetUniqueId(ncclUniqueId *id)
{
    if (id == NULL)
        return ncclInvalidArgument;
    memset(id, 0, sizeof *id);
    unsigned long long n = atomic_fetch_add(&next_id_, 1);
    memcpy(id->internal, &n, sizeof n);
    return ncclSuccess;
}

const char *ncclGetErrorString(ncclResult_t result)
{
    switch (result) {
    case ncclSuccess: return "no error";
    case ncclInvalidArgument: return "invalid argument (run with NCCL_DEBUG=WARN for details)";
    case ncclInvalidUsage: return "invalid usage (run with NCCL_DEBUG=WARN for details)";
    default: return "unhandled error";
    }
}

static struct clique *clique_of(const ncclUniqueId *id, int nranks)
{
    for (struct clique *c = cliques_; c != NULL; c = c->next)
        if (memcmp(&c->id, id, sizeof *id) == 0 && c->joined < c->nranks)
            return c->nranks == nranks ? c : NULL;
    struct clique *c = calloc(1, sizeof *c);
    if (c != NULL) {
        *c = (struct clique){.id = *id, .nranks = nranks, .next = cliques_};
        cliques_ = c;
    }
    return c;
}

static ncclResult_t join(ncclComm_t *out, int nranks, const ncclUniqueId *id, int rank, CUcontext ctx)
{
    if (out == NULL || nranks < 1 || nranks > MAX_RANKS || rank < 0 || rank >= nranks)
        return ncclInvalidArgument;
    sim_lock();
    struct clique *c = clique_of(id, nranks);
    ncclComm_t comm = c != NULL ? calloc(1, sizeof *comm) : NULL;
    if (comm != NULL) {
        *comm = (struct ncclComm){c, rank, ctx, 0};
        c->joined++;
        c->live++;
    }
    sim_unlock();
    *out = comm;
    return comm != NULL ? ncclSuccess : ncclInvalidArgument;
}

ncclResult_t ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId id, int rank)
{
    CUcontext ctx;
    if (sim_require_context(&ctx) != CUDA_SUCCESS)
        return ncclInvalidUsage;
    return join(comm, nranks, &id, rank, ctx);
}

/* One communicator per device listed, each on that device's primary context. */
ncclResult_t ncclCommInitAll(ncclComm_t *comms, int ndev, const int *devlist)
{
    ncclUniqueId id;
    if (comms == NULL || ndev < 1)
        return ncclInvalidArgument;
    ncclGetUniqueId(&id);
    for (int i = 0; i < ndev; i++) {
        CUcontext ctx;
        if (cuDevicePrimaryCtxRetain(&ctx, devlist != NULL ? devlist[i] : i) != CUDA_SUCCESS)
            return ncclInvalidArgument;
        ncclResult_t rc = join(&comms[i], ndev, &id, i, ctx);
        if (rc != ncclSuccess)
            return rc;
    }
    return ncclSuccess;
}

static ncclResult_t leave(ncclComm_t comm)
{
    if (comm == NULL)
        return ncclInvalidArgument;
    sim_lock();
    struct clique *c = comm->clique;
    if (--c->live == 0) {
        struct clique **link = &cliques_;
        while (*link != c)
            link = &(*link)->next;
        *link = c->next;
        free(c);
    }
    sim_unlock();
    free(comm);
    return ncclSuccess;
}

ncclResult_t ncclCommDestroy(ncclComm_t comm) { return leave(comm); }
ncclResult_t ncclCommAbort(ncclComm_t comm) { return leave(comm); }
ncclResult_t ncclCommFinalize(ncclComm_t comm) { return comm != NULL ? ncclSuccess : ncclInvalidArgument; }

ncclResult_t ncclCommCount(const ncclComm_t comm, int *count)
{
    if (comm == NULL || count == NULL)
        return ncclInvalidArgument;
    *count = comm->clique->nranks;
    return ncclSuccess;
}

ncclResult_t ncclCommCuDevice(const ncclComm_t comm, int *device)
{
    if (comm == NULL || device == NULL)
        return ncclInvalidArgument;
    *device = comm->ctx->device;
    return ncclSuccess;
}

ncclResult_t ncclCommUserRank(const ncclComm_t comm, int *rank)
{
    if (comm == NULL || rank == NULL)
        return ncclInvalidArgument;
    *rank = comm->rank;
    return ncclSuccess;
}

static size_t type_size(ncclDataType_t type)
{
    switch (type) {
    case ncclInt8: case ncclUint8: return 1;
    case ncclInt32: case ncclUint32: case ncclFloat32: return 4;
    case ncclInt64: case ncclUint64: case ncclFloat64: return 8;
    default: return 0; /* half and 8-bit floats: not simulated */
    }
}

#define COMBINE(T)                                                                                                     \
    do {                                                                                                               \
        T *out = into;                                                                                                 \
        const T *in = from;                                                                                            \
        for (size_t i = 0; i < count; i++)                                                                             \
            out[i] = op == ncclSum ? out[i] + in[i] : op == ncclProd ? out[i] * in[i]                                  \
                   : op == ncclMax ? (in[i] > out[i] ? in[i] : out[i]) : (in[i] < out[i] ? in[i] : out[i]);            \
    } while (0)

static void combine(void *into, const void *from, size_t count, ncclDataType_t type, ncclRedOp_t op)
{
    switch (type) {
    case ncclInt8: COMBINE(int8_t); break;
    case ncclUint8: COMBINE(uint8_t); break;
    case ncclInt32: COMBINE(int32_t); break;
    case ncclUint32: COMBINE(uint32_t); break;
    case ncclInt64: COMBINE(int64_t); break;
    case ncclUint64: COMBINE(uint64_t); break;
    case ncclFloat32: COMBINE(float); break;
    case ncclFloat64: COMBINE(double); break;
    default: break;
    }
}

/* Under the lock, with every rank's queued work run: the operation itself. */
static void run(struct operation *o, int nranks)
{
    size_t bytes = o->count * type_size(o->type);
    if (o->kind == BROADCAST) {
        for (int r = 0; r < nranks; r++)
            memmove(o->recv[r], o->send[o->root], bytes);
    } else if (o->kind == ALL_GATHER) {
        for (int r = 0; r < nranks; r++)
            for (int s = 0; s < nranks; s++)
                memmove((char *)o->recv[r] + (size_t)s * bytes, o->send[s], bytes);
    } else { /* reduce into a scratch buffer first: send and receive buffers may be the same */
        size_t whole = o->kind == ALL_REDUCE ? bytes : bytes * (size_t)nranks;
        char *sum = malloc(whole);
        if (sum == NULL)
            return;
        memcpy(sum, o->send[0], whole);
        for (int r = 1; r < nranks; r++)
            combine(sum, o->send[r], whole / type_size(o->type), o->type, o->op);
        for (int r = 0; r < nranks; r++)
            memmove(o->recv[r], o->kind == ALL_REDUCE ? sum : sum + (size_t)r * bytes, bytes);
        free(sum);
    }
}

/* Run the operations every rank has posted, in order (not while the caller's group is open). */
static void run_ready(struct clique *c)
{
    while (group_depth_ == 0 && c->pending[c->done % MAX_PENDING].posted == c->nranks) {
        struct operation *o = &c->pending[c->done % MAX_PENDING];
        for (int r = 0; r < c->nranks; r++) /* what its stream holds before the collective comes first */
            sim_run_before(o->ctx[r], o->stream[r]);
        run(o, c->nranks);
        memset(o, 0, sizeof *o);
        c->done++;
    }
}

static ncclResult_t post(enum collective kind, const void *send, void *recv, size_t count, ncclDataType_t type,
                         ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream)
{
    if (type_size(type) == 0 || (unsigned)op > ncclMin)
        return ncclInvalidUsage; /* half and 8-bit floats, average and custom operations: not simulated */
    if (comm == NULL || send == NULL || recv == NULL || root < 0 || root >= comm->clique->nranks)
        return ncclInvalidArgument;
    if (!sim_stream_usable((CUstream)stream) || !sim_memory_accessible(comm->ctx, send) ||
        !sim_memory_accessible(comm->ctx, recv))
        return ncclInvalidArgument; /* a buffer of another device, or a dead stream */
    sim_lock();
    struct clique *c = comm->clique;
    ncclResult_t rc = ncclSuccess;
    if (comm->posted - c->done >= MAX_PENDING) {
        rc = ncclInvalidUsage; /* far ahead of the other ranks */
    } else {
        struct operation *o = &c->pending[comm->posted % MAX_PENDING];
        if (o->posted == 0)
            *o = (struct operation){.kind = kind, .count = count, .type = type, .op = op, .root = root};
        if (o->kind != kind || o->count != count || o->type != type || o->root != root) {
            rc = ncclInvalidUsage; /* ranks disagree on the collective */
        } else {
            o->send[comm->rank] = send;
            o->recv[comm->rank] = recv;
            o->ctx[comm->rank] = comm->ctx;
            o->stream[comm->rank] = sim_stream_of(comm->ctx, (CUstream)stream);
            o->posted++;
            comm->posted++;
            run_ready(c);
        }
    }
    sim_unlock();
    return rc;
}

ncclResult_t ncclAllReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op,
                           ncclComm_t comm, cudaStream_t stream)
{
    return post(ALL_REDUCE, sendbuff, recvbuff, count, datatype, op, 0, comm, stream);
}

ncclResult_t ncclBroadcast(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root,
                           ncclComm_t comm, cudaStream_t stream)
{
    if (comm != NULL && comm->rank != root)
        sendbuff = recvbuff; /* only the root's send buffer is read */
    return post(BROADCAST, sendbuff, recvbuff, count, datatype, ncclSum, root, comm, stream);
}

ncclResult_t ncclAllGather(const void *sendbuff, void *recvbuff, size_t sendcount, ncclDataType_t datatype,
                           ncclComm_t comm, cudaStream_t stream)
{
    return post(ALL_GATHER, sendbuff, recvbuff, sendcount, datatype, ncclSum, 0, comm, stream);
}

ncclResult_t ncclReduceScatter(const void *sendbuff, void *recvbuff, size_t recvcount, ncclDataType_t datatype,
                               ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream)
{
    return post(REDUCE_SCATTER, sendbuff, recvbuff, recvcount, datatype, op, 0, comm, stream);
}

ncclResult_t ncclGroupStart(void)
{
    group_depth_++;
    return ncclSuccess;
}

ncclResult_t ncclGroupEnd(void)
{
    if (group_depth_ == 0)
        return ncclInvalidUsage;
    if (--group_depth_ > 0)
        return ncclSuccess;
    sim_lock();
    for (struct clique *c = cliques_; c != NULL; c = c->next)
        run_ready(c);
    sim_unlock();
    return ncclSuccess;
}
