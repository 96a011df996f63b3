/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of nccl.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libnccl.so.2 on first use; one the library lacks stays at its stand-in,
 * which answers ncclInvalidUsage. */
#include "cubound/nccl.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_nccl_library;

/* The name of each ncclResult_t nccl.h declares, for bd_last_error without the library. */
static const char *bd_gen_nccl_status_name(int status)
{
    switch (status) {
    case 0: return "ncclSuccess";
    case 1: return "ncclUnhandledCudaError";
    case 2: return "ncclSystemError";
    case 3: return "ncclInternalError";
    case 4: return "ncclInvalidArgument";
    case 5: return "ncclInvalidUsage";
    case 6: return "ncclRemoteError";
    case 7: return "ncclInProgress";
    case 8: return "ncclNumResults";
    default: return NULL;
    }
}

/* A status the library answered, kept for bd_last_error where it is not success. */
static inline ncclResult_t bd_gen_nccl_called(ncclResult_t status, const char *function)
{
    if (BD_UNLIKELY(status != ncclSuccess))
        bd_gen_failed(&bd_gen_nccl_library, function, (int)status);
    return status;
}

/* Bytes of one element of the ncclDataType_t named ([element_sizes]); 0 for one that names no
 * whole bytes, 1 for a value it does not name. Also for the library's hand-written descriptor
 * extents (src/wrapper_runtime.h). */
unsigned long long bd_gen_nccl_element_size(ncclDataType_t datatype)
{
    switch (datatype) {
    case ncclInt8: return 1;
    case ncclUint8: return 1;
    case ncclInt32: return 4;
    case ncclUint32: return 4;
    case ncclInt64: return 8;
    case ncclUint64: return 8;
    case ncclFloat16: return 2;
    case ncclFloat32: return 4;
    case ncclFloat64: return 8;
    case ncclBfloat16: return 2;
    case ncclFloat8e4m3: return 1;
    case ncclFloat8e5m2: return 1;
    case ncclNumTypes: return 0;
    default: return 1;
    }
}

/* Ranks of a communicator ([library] ranks = "ncclCommCount"), 1 if it cannot say. */
static unsigned long long bd_gen_nccl_ranks(const ncclComm_t comm)
{
    int ranks = 1;
    BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommCount)(comm, &ranks);
    return (unsigned long long)ranks;
}

BD_SUPPRESS_DEPRECATED_BEGIN

static ncclResult_t bd_gen_first_ncclMemAlloc(void **ptr, size_t size)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclMemAlloc,
                       (bd_gen_fn)bd_gen_first_ncclMemAlloc, "ncclMemAlloc")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemAlloc)(ptr, size);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclMemFree(void *ptr)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclMemFree,
                       (bd_gen_fn)bd_gen_first_ncclMemFree, "ncclMemFree")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemFree)(ptr);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclGetVersion(int *version)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclGetVersion,
                       (bd_gen_fn)bd_gen_first_ncclGetVersion, "ncclGetVersion")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGetVersion)(version);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclGetUniqueId(ncclUniqueId *uniqueId)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclGetUniqueId,
                       (bd_gen_fn)bd_gen_first_ncclGetUniqueId, "ncclGetUniqueId")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGetUniqueId)(uniqueId);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommInitRankConfig(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, ncclConfig_t *config)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommInitRankConfig,
                       (bd_gen_fn)bd_gen_first_ncclCommInitRankConfig, "ncclCommInitRankConfig")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankConfig)(comm, nranks, commId, rank, config);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommInitRank,
                       (bd_gen_fn)bd_gen_first_ncclCommInitRank, "ncclCommInitRank")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRank)(comm, nranks, commId, rank);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommInitAll(ncclComm_t *comm, int ndev, const int *devlist)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommInitAll,
                       (bd_gen_fn)bd_gen_first_ncclCommInitAll, "ncclCommInitAll")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitAll)(comm, ndev, devlist);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommFinalize(ncclComm_t comm)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommFinalize,
                       (bd_gen_fn)bd_gen_first_ncclCommFinalize, "ncclCommFinalize")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommFinalize)(comm);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommDestroy(ncclComm_t comm)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommDestroy,
                       (bd_gen_fn)bd_gen_first_ncclCommDestroy, "ncclCommDestroy")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDestroy)(comm);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommAbort(ncclComm_t comm)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommAbort,
                       (bd_gen_fn)bd_gen_first_ncclCommAbort, "ncclCommAbort")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommAbort)(comm);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommRevoke(ncclComm_t comm, int revokeFlags)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommRevoke,
                       (bd_gen_fn)bd_gen_first_ncclCommRevoke, "ncclCommRevoke")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRevoke)(comm, revokeFlags);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommSplit,
                       (bd_gen_fn)bd_gen_first_ncclCommSplit, "ncclCommSplit")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommSplit)(comm, color, key, newcomm, config);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommShrink(ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, ncclComm_t *newcomm, ncclConfig_t *config, int shrinkFlags)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommShrink,
                       (bd_gen_fn)bd_gen_first_ncclCommShrink, "ncclCommShrink")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommShrink)(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommInitRankScalable(ncclComm_t *newcomm, int nranks, int myrank, int nId, ncclUniqueId *commIds, ncclConfig_t *config)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommInitRankScalable,
                       (bd_gen_fn)bd_gen_first_ncclCommInitRankScalable, "ncclCommInitRankScalable")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankScalable)(newcomm, nranks, myrank, nId, commIds, config);
    }
    return ncclInvalidUsage;
}

static const char * bd_gen_first_ncclGetErrorString(ncclResult_t result)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclGetErrorString,
                       (bd_gen_fn)bd_gen_first_ncclGetErrorString, "ncclGetErrorString")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGetErrorString)(result);
    }
    return (const char *){0};
}

static const char * bd_gen_first_ncclGetLastError(ncclComm_t comm)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclGetLastError,
                       (bd_gen_fn)bd_gen_first_ncclGetLastError, "ncclGetLastError")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGetLastError)(comm);
    }
    return (const char *){0};
}

static ncclResult_t bd_gen_first_ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t *asyncError)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommGetAsyncError,
                       (bd_gen_fn)bd_gen_first_ncclCommGetAsyncError, "ncclCommGetAsyncError")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommGetAsyncError)(comm, asyncError);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommCount(const ncclComm_t comm, int *count)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommCount,
                       (bd_gen_fn)bd_gen_first_ncclCommCount, "ncclCommCount")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommCount)(comm, count);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommCuDevice(const ncclComm_t comm, int *device)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommCuDevice,
                       (bd_gen_fn)bd_gen_first_ncclCommCuDevice, "ncclCommCuDevice")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommCuDevice)(comm, device);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommUserRank(const ncclComm_t comm, int *rank)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommUserRank,
                       (bd_gen_fn)bd_gen_first_ncclCommUserRank, "ncclCommUserRank")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommUserRank)(comm, rank);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommRegister(const ncclComm_t comm, void *buff, size_t size, void **handle)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommRegister,
                       (bd_gen_fn)bd_gen_first_ncclCommRegister, "ncclCommRegister")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRegister)(comm, buff, size, handle);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommDeregister(const ncclComm_t comm, void *handle)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommDeregister,
                       (bd_gen_fn)bd_gen_first_ncclCommDeregister, "ncclCommDeregister")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDeregister)(comm, handle);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommWindowRegister(ncclComm_t comm, void *buff, size_t size, ncclWindow_t *win, int winFlags)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommWindowRegister,
                       (bd_gen_fn)bd_gen_first_ncclCommWindowRegister, "ncclCommWindowRegister")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowRegister)(comm, buff, size, win, winFlags);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclCommWindowDeregister(ncclComm_t comm, ncclWindow_t win)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclCommWindowDeregister,
                       (bd_gen_fn)bd_gen_first_ncclCommWindowDeregister, "ncclCommWindowDeregister")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowDeregister)(comm, win);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclRedOpCreatePreMulSum(ncclRedOp_t *op, void *scalar, ncclDataType_t datatype, ncclScalarResidence_t residence, ncclComm_t comm)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclRedOpCreatePreMulSum,
                       (bd_gen_fn)bd_gen_first_ncclRedOpCreatePreMulSum, "ncclRedOpCreatePreMulSum")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpCreatePreMulSum)(op, scalar, datatype, residence, comm);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclRedOpDestroy(ncclRedOp_t op, ncclComm_t comm)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclRedOpDestroy,
                       (bd_gen_fn)bd_gen_first_ncclRedOpDestroy, "ncclRedOpDestroy")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpDestroy)(op, comm);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclReduce,
                       (bd_gen_fn)bd_gen_first_ncclReduce, "ncclReduce")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclReduce)(sendbuff, recvbuff, count, datatype, op, root, comm, stream);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclBcast(void *buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclBcast,
                       (bd_gen_fn)bd_gen_first_ncclBcast, "ncclBcast")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclBcast)(buff, count, datatype, root, comm, stream);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclBroadcast(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclBroadcast,
                       (bd_gen_fn)bd_gen_first_ncclBroadcast, "ncclBroadcast")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclBroadcast)(sendbuff, recvbuff, count, datatype, root, comm, stream);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclAllReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclAllReduce,
                       (bd_gen_fn)bd_gen_first_ncclAllReduce, "ncclAllReduce")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAllReduce)(sendbuff, recvbuff, count, datatype, op, comm, stream);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclReduceScatter(const void *sendbuff, void *recvbuff, size_t recvcount, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclReduceScatter,
                       (bd_gen_fn)bd_gen_first_ncclReduceScatter, "ncclReduceScatter")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclReduceScatter)(sendbuff, recvbuff, recvcount, datatype, op, comm, stream);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclAllGather(const void *sendbuff, void *recvbuff, size_t sendcount, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclAllGather,
                       (bd_gen_fn)bd_gen_first_ncclAllGather, "ncclAllGather")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAllGather)(sendbuff, recvbuff, sendcount, datatype, comm, stream);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclAlltoAll(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclAlltoAll,
                       (bd_gen_fn)bd_gen_first_ncclAlltoAll, "ncclAlltoAll")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAlltoAll)(sendbuff, recvbuff, count, datatype, comm, stream);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclGather(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclGather,
                       (bd_gen_fn)bd_gen_first_ncclGather, "ncclGather")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGather)(sendbuff, recvbuff, count, datatype, root, comm, stream);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclScatter(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclScatter,
                       (bd_gen_fn)bd_gen_first_ncclScatter, "ncclScatter")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclScatter)(sendbuff, recvbuff, count, datatype, root, comm, stream);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclSend(const void *sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclSend,
                       (bd_gen_fn)bd_gen_first_ncclSend, "ncclSend")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclSend)(sendbuff, count, datatype, peer, comm, stream);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclRecv(void *recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclRecv,
                       (bd_gen_fn)bd_gen_first_ncclRecv, "ncclRecv")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRecv)(recvbuff, count, datatype, peer, comm, stream);
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclGroupStart(void)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclGroupStart,
                       (bd_gen_fn)bd_gen_first_ncclGroupStart, "ncclGroupStart")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGroupStart)();
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclGroupEnd(void)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclGroupEnd,
                       (bd_gen_fn)bd_gen_first_ncclGroupEnd, "ncclGroupEnd")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGroupEnd)();
    }
    return ncclInvalidUsage;
}

static ncclResult_t bd_gen_first_ncclGroupSimulateEnd(ncclSimInfo_t *simInfo)
{
    if (bd_gen_resolve(&bd_gen_nccl_library, &bd_gen_nccl.pfn_ncclGroupSimulateEnd,
                       (bd_gen_fn)bd_gen_first_ncclGroupSimulateEnd, "ncclGroupSimulateEnd")) {
        return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGroupSimulateEnd)(simInfo);
    }
    return ncclInvalidUsage;
}

struct bd_gen_nccl_table bd_gen_nccl = {
    .pfn_ncclMemAlloc = bd_gen_first_ncclMemAlloc,
    .pfn_ncclMemFree = bd_gen_first_ncclMemFree,
    .pfn_ncclGetVersion = bd_gen_first_ncclGetVersion,
    .pfn_ncclGetUniqueId = bd_gen_first_ncclGetUniqueId,
    .pfn_ncclCommInitRankConfig = bd_gen_first_ncclCommInitRankConfig,
    .pfn_ncclCommInitRank = bd_gen_first_ncclCommInitRank,
    .pfn_ncclCommInitAll = bd_gen_first_ncclCommInitAll,
    .pfn_ncclCommFinalize = bd_gen_first_ncclCommFinalize,
    .pfn_ncclCommDestroy = bd_gen_first_ncclCommDestroy,
    .pfn_ncclCommAbort = bd_gen_first_ncclCommAbort,
    .pfn_ncclCommRevoke = bd_gen_first_ncclCommRevoke,
    .pfn_ncclCommSplit = bd_gen_first_ncclCommSplit,
    .pfn_ncclCommShrink = bd_gen_first_ncclCommShrink,
    .pfn_ncclCommInitRankScalable = bd_gen_first_ncclCommInitRankScalable,
    .pfn_ncclGetErrorString = bd_gen_first_ncclGetErrorString,
    .pfn_ncclGetLastError = bd_gen_first_ncclGetLastError,
    .pfn_ncclCommGetAsyncError = bd_gen_first_ncclCommGetAsyncError,
    .pfn_ncclCommCount = bd_gen_first_ncclCommCount,
    .pfn_ncclCommCuDevice = bd_gen_first_ncclCommCuDevice,
    .pfn_ncclCommUserRank = bd_gen_first_ncclCommUserRank,
    .pfn_ncclCommRegister = bd_gen_first_ncclCommRegister,
    .pfn_ncclCommDeregister = bd_gen_first_ncclCommDeregister,
    .pfn_ncclCommWindowRegister = bd_gen_first_ncclCommWindowRegister,
    .pfn_ncclCommWindowDeregister = bd_gen_first_ncclCommWindowDeregister,
    .pfn_ncclRedOpCreatePreMulSum = bd_gen_first_ncclRedOpCreatePreMulSum,
    .pfn_ncclRedOpDestroy = bd_gen_first_ncclRedOpDestroy,
    .pfn_ncclReduce = bd_gen_first_ncclReduce,
    .pfn_ncclBcast = bd_gen_first_ncclBcast,
    .pfn_ncclBroadcast = bd_gen_first_ncclBroadcast,
    .pfn_ncclAllReduce = bd_gen_first_ncclAllReduce,
    .pfn_ncclReduceScatter = bd_gen_first_ncclReduceScatter,
    .pfn_ncclAllGather = bd_gen_first_ncclAllGather,
    .pfn_ncclAlltoAll = bd_gen_first_ncclAlltoAll,
    .pfn_ncclGather = bd_gen_first_ncclGather,
    .pfn_ncclScatter = bd_gen_first_ncclScatter,
    .pfn_ncclSend = bd_gen_first_ncclSend,
    .pfn_ncclRecv = bd_gen_first_ncclRecv,
    .pfn_ncclGroupStart = bd_gen_first_ncclGroupStart,
    .pfn_ncclGroupEnd = bd_gen_first_ncclGroupEnd,
    .pfn_ncclGroupSimulateEnd = bd_gen_first_ncclGroupSimulateEnd,
};

static const struct bd_gen_entry entries[] = {
    {"ncclMemAlloc", "ncclMemAlloc", 0, 0, 0, &bd_gen_nccl.pfn_ncclMemAlloc, (bd_gen_fn)bd_gen_first_ncclMemAlloc},
    {"ncclMemFree", "ncclMemFree", 0, 0, 0, &bd_gen_nccl.pfn_ncclMemFree, (bd_gen_fn)bd_gen_first_ncclMemFree},
    {"ncclGetVersion", "ncclGetVersion", 0, 0, 0, &bd_gen_nccl.pfn_ncclGetVersion, (bd_gen_fn)bd_gen_first_ncclGetVersion},
    {"ncclGetUniqueId", "ncclGetUniqueId", 0, 0, 0, &bd_gen_nccl.pfn_ncclGetUniqueId, (bd_gen_fn)bd_gen_first_ncclGetUniqueId},
    {"ncclCommInitRankConfig", "ncclCommInitRankConfig", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommInitRankConfig, (bd_gen_fn)bd_gen_first_ncclCommInitRankConfig},
    {"ncclCommInitRank", "ncclCommInitRank", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommInitRank, (bd_gen_fn)bd_gen_first_ncclCommInitRank},
    {"ncclCommInitAll", "ncclCommInitAll", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommInitAll, (bd_gen_fn)bd_gen_first_ncclCommInitAll},
    {"ncclCommFinalize", "ncclCommFinalize", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommFinalize, (bd_gen_fn)bd_gen_first_ncclCommFinalize},
    {"ncclCommDestroy", "ncclCommDestroy", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommDestroy, (bd_gen_fn)bd_gen_first_ncclCommDestroy},
    {"ncclCommAbort", "ncclCommAbort", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommAbort, (bd_gen_fn)bd_gen_first_ncclCommAbort},
    {"ncclCommRevoke", "ncclCommRevoke", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommRevoke, (bd_gen_fn)bd_gen_first_ncclCommRevoke},
    {"ncclCommSplit", "ncclCommSplit", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommSplit, (bd_gen_fn)bd_gen_first_ncclCommSplit},
    {"ncclCommShrink", "ncclCommShrink", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommShrink, (bd_gen_fn)bd_gen_first_ncclCommShrink},
    {"ncclCommInitRankScalable", "ncclCommInitRankScalable", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommInitRankScalable, (bd_gen_fn)bd_gen_first_ncclCommInitRankScalable},
    {"ncclGetErrorString", "ncclGetErrorString", 0, 0, 0, &bd_gen_nccl.pfn_ncclGetErrorString, (bd_gen_fn)bd_gen_first_ncclGetErrorString},
    {"ncclGetLastError", "ncclGetLastError", 0, 0, 0, &bd_gen_nccl.pfn_ncclGetLastError, (bd_gen_fn)bd_gen_first_ncclGetLastError},
    {"ncclCommGetAsyncError", "ncclCommGetAsyncError", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommGetAsyncError, (bd_gen_fn)bd_gen_first_ncclCommGetAsyncError},
    {"ncclCommCount", "ncclCommCount", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommCount, (bd_gen_fn)bd_gen_first_ncclCommCount},
    {"ncclCommCuDevice", "ncclCommCuDevice", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommCuDevice, (bd_gen_fn)bd_gen_first_ncclCommCuDevice},
    {"ncclCommUserRank", "ncclCommUserRank", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommUserRank, (bd_gen_fn)bd_gen_first_ncclCommUserRank},
    {"ncclCommRegister", "ncclCommRegister", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommRegister, (bd_gen_fn)bd_gen_first_ncclCommRegister},
    {"ncclCommDeregister", "ncclCommDeregister", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommDeregister, (bd_gen_fn)bd_gen_first_ncclCommDeregister},
    {"ncclCommWindowRegister", "ncclCommWindowRegister", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommWindowRegister, (bd_gen_fn)bd_gen_first_ncclCommWindowRegister},
    {"ncclCommWindowDeregister", "ncclCommWindowDeregister", 0, 0, 0, &bd_gen_nccl.pfn_ncclCommWindowDeregister, (bd_gen_fn)bd_gen_first_ncclCommWindowDeregister},
    {"ncclRedOpCreatePreMulSum", "ncclRedOpCreatePreMulSum", 0, 0, 0, &bd_gen_nccl.pfn_ncclRedOpCreatePreMulSum, (bd_gen_fn)bd_gen_first_ncclRedOpCreatePreMulSum},
    {"ncclRedOpDestroy", "ncclRedOpDestroy", 0, 0, 0, &bd_gen_nccl.pfn_ncclRedOpDestroy, (bd_gen_fn)bd_gen_first_ncclRedOpDestroy},
    {"ncclReduce", "ncclReduce", 0, 0, 0, &bd_gen_nccl.pfn_ncclReduce, (bd_gen_fn)bd_gen_first_ncclReduce},
    {"ncclBcast", "ncclBcast", 0, 0, 0, &bd_gen_nccl.pfn_ncclBcast, (bd_gen_fn)bd_gen_first_ncclBcast},
    {"ncclBroadcast", "ncclBroadcast", 0, 0, 0, &bd_gen_nccl.pfn_ncclBroadcast, (bd_gen_fn)bd_gen_first_ncclBroadcast},
    {"ncclAllReduce", "ncclAllReduce", 0, 0, 0, &bd_gen_nccl.pfn_ncclAllReduce, (bd_gen_fn)bd_gen_first_ncclAllReduce},
    {"ncclReduceScatter", "ncclReduceScatter", 0, 0, 0, &bd_gen_nccl.pfn_ncclReduceScatter, (bd_gen_fn)bd_gen_first_ncclReduceScatter},
    {"ncclAllGather", "ncclAllGather", 0, 0, 0, &bd_gen_nccl.pfn_ncclAllGather, (bd_gen_fn)bd_gen_first_ncclAllGather},
    {"ncclAlltoAll", "ncclAlltoAll", 0, 0, 0, &bd_gen_nccl.pfn_ncclAlltoAll, (bd_gen_fn)bd_gen_first_ncclAlltoAll},
    {"ncclGather", "ncclGather", 0, 0, 0, &bd_gen_nccl.pfn_ncclGather, (bd_gen_fn)bd_gen_first_ncclGather},
    {"ncclScatter", "ncclScatter", 0, 0, 0, &bd_gen_nccl.pfn_ncclScatter, (bd_gen_fn)bd_gen_first_ncclScatter},
    {"ncclSend", "ncclSend", 0, 0, 0, &bd_gen_nccl.pfn_ncclSend, (bd_gen_fn)bd_gen_first_ncclSend},
    {"ncclRecv", "ncclRecv", 0, 0, 0, &bd_gen_nccl.pfn_ncclRecv, (bd_gen_fn)bd_gen_first_ncclRecv},
    {"ncclGroupStart", "ncclGroupStart", 0, 0, 0, &bd_gen_nccl.pfn_ncclGroupStart, (bd_gen_fn)bd_gen_first_ncclGroupStart},
    {"ncclGroupEnd", "ncclGroupEnd", 0, 0, 0, &bd_gen_nccl.pfn_ncclGroupEnd, (bd_gen_fn)bd_gen_first_ncclGroupEnd},
    {"ncclGroupSimulateEnd", "ncclGroupSimulateEnd", 0, 0, 0, &bd_gen_nccl.pfn_ncclGroupSimulateEnd, (bd_gen_fn)bd_gen_first_ncclGroupSimulateEnd},
};

struct bd_gen_library bd_gen_nccl_library = BD_GEN_LIBRARY("nccl", "libnccl.so.2", BD_GEN_DLSYM, entries, bd_gen_nccl_status_name, &bd_gen_nccl, NULL);

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclMemAlloc(void **ptr, size_t size, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclMemAlloc", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemAlloc)(ptr, size), "ncclMemAlloc");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclMemAlloc(void **ptr, size_t size, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemAlloc)(ptr, size), "ncclMemAlloc");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclMemAlloc(void **ptr, size_t size, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemAlloc)(ptr, size), "ncclMemAlloc");
    return bd_gen_checks_on ? bd_gen_checked_ncclMemAlloc(ptr, size, bd, bd_caller)
                            : bd_gen_slow_ncclMemAlloc(ptr, size, bd);
}

ncclResult_t bd_ncclMemAlloc(bound_dev_t *bd, void **ptr, size_t size)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemAlloc)(ptr, size)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclMemAlloc(ptr, size, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclMemAlloc(ptr, size, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclMemFree(void *ptr, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclMemFree", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemFree)(ptr), "ncclMemFree");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclMemFree(void *ptr, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemFree)(ptr), "ncclMemFree");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclMemFree(void *ptr, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemFree)(ptr), "ncclMemFree");
    return bd_gen_checks_on ? bd_gen_checked_ncclMemFree(ptr, bd, bd_caller)
                            : bd_gen_slow_ncclMemFree(ptr, bd);
}

ncclResult_t bd_ncclMemFree(bound_dev_t *bd, void *ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemFree)(ptr)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclMemFree(ptr, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclMemFree(ptr, bd);
}

ncclResult_t bd_ncclGetVersion(int *version)
{
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGetVersion)(version), "ncclGetVersion");
}

ncclResult_t bd_ncclGetUniqueId(ncclUniqueId *uniqueId)
{
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGetUniqueId)(uniqueId), "ncclGetUniqueId");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommInitRankConfig(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, ncclConfig_t *config, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommInitRankConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankConfig)(comm, nranks, commId, rank, config), "ncclCommInitRankConfig");
    if (bd_result == ncclSuccess) {
        bd_register(bd, &bd_call, BD_KIND_NCCL_COMM, BD_HANDLE_VALUE(*comm), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommInitRankConfig(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, ncclConfig_t *config, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankConfig)(comm, nranks, commId, rank, config), "ncclCommInitRankConfig");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommInitRankConfig(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, ncclConfig_t *config, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankConfig)(comm, nranks, commId, rank, config), "ncclCommInitRankConfig");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommInitRankConfig(comm, nranks, commId, rank, config, bd, bd_caller)
                            : bd_gen_slow_ncclCommInitRankConfig(comm, nranks, commId, rank, config, bd);
}

ncclResult_t bd_ncclCommInitRankConfig(bound_dev_t *bd, ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, ncclConfig_t *config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankConfig)(comm, nranks, commId, rank, config)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommInitRankConfig(comm, nranks, commId, rank, config, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommInitRankConfig(comm, nranks, commId, rank, config, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommInitRank", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRank)(comm, nranks, commId, rank), "ncclCommInitRank");
    if (bd_result == ncclSuccess) {
        bd_register(bd, &bd_call, BD_KIND_NCCL_COMM, BD_HANDLE_VALUE(*comm), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRank)(comm, nranks, commId, rank), "ncclCommInitRank");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRank)(comm, nranks, commId, rank), "ncclCommInitRank");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommInitRank(comm, nranks, commId, rank, bd, bd_caller)
                            : bd_gen_slow_ncclCommInitRank(comm, nranks, commId, rank, bd);
}

ncclResult_t bd_ncclCommInitRank(bound_dev_t *bd, ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRank)(comm, nranks, commId, rank)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommInitRank(comm, nranks, commId, rank, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommInitRank(comm, nranks, commId, rank, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommInitAll(ncclComm_t *comm, int ndev, const int *devlist, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommInitAll", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitAll)(comm, ndev, devlist), "ncclCommInitAll");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommInitAll(ncclComm_t *comm, int ndev, const int *devlist, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitAll)(comm, ndev, devlist), "ncclCommInitAll");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommInitAll(ncclComm_t *comm, int ndev, const int *devlist, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitAll)(comm, ndev, devlist), "ncclCommInitAll");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommInitAll(comm, ndev, devlist, bd, bd_caller)
                            : bd_gen_slow_ncclCommInitAll(comm, ndev, devlist, bd);
}

ncclResult_t bd_ncclCommInitAll(bound_dev_t *bd, ncclComm_t *comm, int ndev, const int *devlist)
{
    ncclResult_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitAll)(comm, ndev, devlist), "ncclCommInitAll")
                                                   : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommInitAll(comm, ndev, devlist, bd, __builtin_return_address(0))
                                                                                 : bd_gen_slow_ncclCommInitAll(comm, ndev, devlist, bd);
    if (bd_result == ncclSuccess) { /* on every path */
        bd_gen_moves_current();
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommFinalize(ncclComm_t comm, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommFinalize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommFinalize)(comm), "ncclCommFinalize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommFinalize(ncclComm_t comm, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommFinalize)(comm), "ncclCommFinalize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommFinalize(ncclComm_t comm, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("ncclCommFinalize", bd, bd_values, 1)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommFinalize)(comm), "ncclCommFinalize");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommFinalize(comm, bd, bd_caller)
                            : bd_gen_slow_ncclCommFinalize(comm, bd);
}

ncclResult_t bd_ncclCommFinalize(bound_dev_t *bd, ncclComm_t comm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommFinalize)(comm)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommFinalize(comm, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommFinalize(comm, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommDestroy(ncclComm_t comm, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommDestroy", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDestroy)(comm), "ncclCommDestroy");
    if (bd_result == ncclSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_NCCL_COMM, BD_HANDLE_VALUE(comm));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommDestroy(ncclComm_t comm, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDestroy)(comm), "ncclCommDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommDestroy(ncclComm_t comm, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDestroy)(comm), "ncclCommDestroy");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommDestroy(comm, bd, bd_caller)
                            : bd_gen_slow_ncclCommDestroy(comm, bd);
}

ncclResult_t bd_ncclCommDestroy(bound_dev_t *bd, ncclComm_t comm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDestroy)(comm)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommDestroy(comm, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommDestroy(comm, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommAbort(ncclComm_t comm, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommAbort", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommAbort)(comm), "ncclCommAbort");
    if (bd_result == ncclSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_NCCL_COMM, BD_HANDLE_VALUE(comm));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommAbort(ncclComm_t comm, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommAbort)(comm), "ncclCommAbort");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommAbort(ncclComm_t comm, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommAbort)(comm), "ncclCommAbort");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommAbort(comm, bd, bd_caller)
                            : bd_gen_slow_ncclCommAbort(comm, bd);
}

ncclResult_t bd_ncclCommAbort(bound_dev_t *bd, ncclComm_t comm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommAbort)(comm)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommAbort(comm, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommAbort(comm, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommRevoke(ncclComm_t comm, int revokeFlags, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommRevoke", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRevoke)(comm, revokeFlags), "ncclCommRevoke");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommRevoke(ncclComm_t comm, int revokeFlags, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRevoke)(comm, revokeFlags), "ncclCommRevoke");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommRevoke(ncclComm_t comm, int revokeFlags, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("ncclCommRevoke", bd, bd_values, 1)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRevoke)(comm, revokeFlags), "ncclCommRevoke");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommRevoke(comm, revokeFlags, bd, bd_caller)
                            : bd_gen_slow_ncclCommRevoke(comm, revokeFlags, bd);
}

ncclResult_t bd_ncclCommRevoke(bound_dev_t *bd, ncclComm_t comm, int revokeFlags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRevoke)(comm, revokeFlags)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommRevoke(comm, revokeFlags, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommRevoke(comm, revokeFlags, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommSplit", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommSplit)(comm, color, key, newcomm, config), "ncclCommSplit");
    if (bd_result == ncclSuccess) {
        bd_register(bd, &bd_call, BD_KIND_NCCL_COMM, BD_HANDLE_VALUE(*newcomm), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommSplit)(comm, color, key, newcomm, config), "ncclCommSplit");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommSplit)(comm, color, key, newcomm, config), "ncclCommSplit");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommSplit(comm, color, key, newcomm, config, bd, bd_caller)
                            : bd_gen_slow_ncclCommSplit(comm, color, key, newcomm, config, bd);
}

ncclResult_t bd_ncclCommSplit(bound_dev_t *bd, ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommSplit)(comm, color, key, newcomm, config)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommSplit(comm, color, key, newcomm, config, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommSplit(comm, color, key, newcomm, config, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommShrink(ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, ncclComm_t *newcomm, ncclConfig_t *config, int shrinkFlags, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommShrink", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommShrink)(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags), "ncclCommShrink");
    if (bd_result == ncclSuccess) {
        bd_register(bd, &bd_call, BD_KIND_NCCL_COMM, BD_HANDLE_VALUE(*newcomm), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommShrink(ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, ncclComm_t *newcomm, ncclConfig_t *config, int shrinkFlags, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommShrink)(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags), "ncclCommShrink");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommShrink(ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, ncclComm_t *newcomm, ncclConfig_t *config, int shrinkFlags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommShrink)(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags), "ncclCommShrink");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommShrink(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags, bd, bd_caller)
                            : bd_gen_slow_ncclCommShrink(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags, bd);
}

ncclResult_t bd_ncclCommShrink(bound_dev_t *bd, ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, ncclComm_t *newcomm, ncclConfig_t *config, int shrinkFlags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommShrink)(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommShrink(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommShrink(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommInitRankScalable(ncclComm_t *newcomm, int nranks, int myrank, int nId, ncclUniqueId *commIds, ncclConfig_t *config, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommInitRankScalable", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankScalable)(newcomm, nranks, myrank, nId, commIds, config), "ncclCommInitRankScalable");
    if (bd_result == ncclSuccess) {
        bd_register(bd, &bd_call, BD_KIND_NCCL_COMM, BD_HANDLE_VALUE(*newcomm), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommInitRankScalable(ncclComm_t *newcomm, int nranks, int myrank, int nId, ncclUniqueId *commIds, ncclConfig_t *config, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankScalable)(newcomm, nranks, myrank, nId, commIds, config), "ncclCommInitRankScalable");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommInitRankScalable(ncclComm_t *newcomm, int nranks, int myrank, int nId, ncclUniqueId *commIds, ncclConfig_t *config, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankScalable)(newcomm, nranks, myrank, nId, commIds, config), "ncclCommInitRankScalable");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommInitRankScalable(newcomm, nranks, myrank, nId, commIds, config, bd, bd_caller)
                            : bd_gen_slow_ncclCommInitRankScalable(newcomm, nranks, myrank, nId, commIds, config, bd);
}

ncclResult_t bd_ncclCommInitRankScalable(bound_dev_t *bd, ncclComm_t *newcomm, int nranks, int myrank, int nId, ncclUniqueId *commIds, ncclConfig_t *config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankScalable)(newcomm, nranks, myrank, nId, commIds, config)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommInitRankScalable(newcomm, nranks, myrank, nId, commIds, config, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommInitRankScalable(newcomm, nranks, myrank, nId, commIds, config, bd);
}

const char * bd_ncclGetErrorString(ncclResult_t result)
{
    return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGetErrorString)(result);
}

const char * bd_ncclGetLastError(ncclComm_t comm)
{
    return BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGetLastError)(comm);
}

ncclResult_t bd_ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t *asyncError)
{
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommGetAsyncError)(comm, asyncError), "ncclCommGetAsyncError");
}

ncclResult_t bd_ncclCommCount(const ncclComm_t comm, int *count)
{
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommCount)(comm, count), "ncclCommCount");
}

ncclResult_t bd_ncclCommCuDevice(const ncclComm_t comm, int *device)
{
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommCuDevice)(comm, device), "ncclCommCuDevice");
}

ncclResult_t bd_ncclCommUserRank(const ncclComm_t comm, int *rank)
{
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommUserRank)(comm, rank), "ncclCommUserRank");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommRegister(const ncclComm_t comm, void *buff, size_t size, void **handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommRegister", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRegister)(comm, buff, size, handle), "ncclCommRegister");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommRegister(const ncclComm_t comm, void *buff, size_t size, void **handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRegister)(comm, buff, size, handle), "ncclCommRegister");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommRegister(const ncclComm_t comm, void *buff, size_t size, void **handle, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("ncclCommRegister", bd, bd_values, 1)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRegister)(comm, buff, size, handle), "ncclCommRegister");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommRegister(comm, buff, size, handle, bd, bd_caller)
                            : bd_gen_slow_ncclCommRegister(comm, buff, size, handle, bd);
}

ncclResult_t bd_ncclCommRegister(bound_dev_t *bd, const ncclComm_t comm, void *buff, size_t size, void **handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRegister)(comm, buff, size, handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommRegister(comm, buff, size, handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommRegister(comm, buff, size, handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommDeregister(const ncclComm_t comm, void *handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommDeregister", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDeregister)(comm, handle), "ncclCommDeregister");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommDeregister(const ncclComm_t comm, void *handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDeregister)(comm, handle), "ncclCommDeregister");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommDeregister(const ncclComm_t comm, void *handle, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("ncclCommDeregister", bd, bd_values, 1)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDeregister)(comm, handle), "ncclCommDeregister");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommDeregister(comm, handle, bd, bd_caller)
                            : bd_gen_slow_ncclCommDeregister(comm, handle, bd);
}

ncclResult_t bd_ncclCommDeregister(bound_dev_t *bd, const ncclComm_t comm, void *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDeregister)(comm, handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommDeregister(comm, handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommDeregister(comm, handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommWindowRegister(ncclComm_t comm, void *buff, size_t size, ncclWindow_t *win, int winFlags, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommWindowRegister", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowRegister)(comm, buff, size, win, winFlags), "ncclCommWindowRegister");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommWindowRegister(ncclComm_t comm, void *buff, size_t size, ncclWindow_t *win, int winFlags, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowRegister)(comm, buff, size, win, winFlags), "ncclCommWindowRegister");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommWindowRegister(ncclComm_t comm, void *buff, size_t size, ncclWindow_t *win, int winFlags, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("ncclCommWindowRegister", bd, bd_values, 1)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowRegister)(comm, buff, size, win, winFlags), "ncclCommWindowRegister");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommWindowRegister(comm, buff, size, win, winFlags, bd, bd_caller)
                            : bd_gen_slow_ncclCommWindowRegister(comm, buff, size, win, winFlags, bd);
}

ncclResult_t bd_ncclCommWindowRegister(bound_dev_t *bd, ncclComm_t comm, void *buff, size_t size, ncclWindow_t *win, int winFlags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowRegister)(comm, buff, size, win, winFlags)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommWindowRegister(comm, buff, size, win, winFlags, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommWindowRegister(comm, buff, size, win, winFlags, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclCommWindowDeregister(ncclComm_t comm, ncclWindow_t win, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclCommWindowDeregister", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowDeregister)(comm, win), "ncclCommWindowDeregister");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclCommWindowDeregister(ncclComm_t comm, ncclWindow_t win, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowDeregister)(comm, win), "ncclCommWindowDeregister");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclCommWindowDeregister(ncclComm_t comm, ncclWindow_t win, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("ncclCommWindowDeregister", bd, bd_values, 1)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowDeregister)(comm, win), "ncclCommWindowDeregister");
    return bd_gen_checks_on ? bd_gen_checked_ncclCommWindowDeregister(comm, win, bd, bd_caller)
                            : bd_gen_slow_ncclCommWindowDeregister(comm, win, bd);
}

ncclResult_t bd_ncclCommWindowDeregister(bound_dev_t *bd, ncclComm_t comm, ncclWindow_t win)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowDeregister)(comm, win)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclCommWindowDeregister(comm, win, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclCommWindowDeregister(comm, win, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclRedOpCreatePreMulSum(ncclRedOp_t *op, void *scalar, ncclDataType_t datatype, ncclScalarResidence_t residence, ncclComm_t comm, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclRedOpCreatePreMulSum", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpCreatePreMulSum)(op, scalar, datatype, residence, comm), "ncclRedOpCreatePreMulSum");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclRedOpCreatePreMulSum(ncclRedOp_t *op, void *scalar, ncclDataType_t datatype, ncclScalarResidence_t residence, ncclComm_t comm, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpCreatePreMulSum)(op, scalar, datatype, residence, comm), "ncclRedOpCreatePreMulSum");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclRedOpCreatePreMulSum(ncclRedOp_t *op, void *scalar, ncclDataType_t datatype, ncclScalarResidence_t residence, ncclComm_t comm, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("ncclRedOpCreatePreMulSum", bd, bd_values, 1)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpCreatePreMulSum)(op, scalar, datatype, residence, comm), "ncclRedOpCreatePreMulSum");
    return bd_gen_checks_on ? bd_gen_checked_ncclRedOpCreatePreMulSum(op, scalar, datatype, residence, comm, bd, bd_caller)
                            : bd_gen_slow_ncclRedOpCreatePreMulSum(op, scalar, datatype, residence, comm, bd);
}

ncclResult_t bd_ncclRedOpCreatePreMulSum(bound_dev_t *bd, ncclRedOp_t *op, void *scalar, ncclDataType_t datatype, ncclScalarResidence_t residence, ncclComm_t comm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpCreatePreMulSum)(op, scalar, datatype, residence, comm)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclRedOpCreatePreMulSum(op, scalar, datatype, residence, comm, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclRedOpCreatePreMulSum(op, scalar, datatype, residence, comm, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclRedOpDestroy(ncclRedOp_t op, ncclComm_t comm, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclRedOpDestroy", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpDestroy)(op, comm), "ncclRedOpDestroy");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclRedOpDestroy(ncclRedOp_t op, ncclComm_t comm, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpDestroy)(op, comm), "ncclRedOpDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclRedOpDestroy(ncclRedOp_t op, ncclComm_t comm, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("ncclRedOpDestroy", bd, bd_values, 1)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpDestroy)(op, comm), "ncclRedOpDestroy");
    return bd_gen_checks_on ? bd_gen_checked_ncclRedOpDestroy(op, comm, bd, bd_caller)
                            : bd_gen_slow_ncclRedOpDestroy(op, comm, bd);
}

ncclResult_t bd_ncclRedOpDestroy(bound_dev_t *bd, ncclRedOp_t op, ncclComm_t comm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpDestroy)(op, comm)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclRedOpDestroy(op, comm, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclRedOpDestroy(op, comm, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclReduce", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (bd_rc == CUDA_SUCCESS) /* what it reads must not be still written on another stream */
        bd_rc = bd_gen_check_settled(bd, &bd_call, "sendbuff", (CUstream)(stream), BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclReduce)(sendbuff, recvbuff, count, datatype, op, root, comm, stream), "ncclReduce");
    if (bd_result == ncclSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"sendbuff", BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), false},
                {"recvbuff", BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclReduce)(sendbuff, recvbuff, count, datatype, op, root, comm, stream), "ncclReduce");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_ncclReduce(sendbuff, recvbuff, count, datatype, op, root, comm, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclReduce)(sendbuff, recvbuff, count, datatype, op, root, comm, stream), "ncclReduce");
    return bd_gen_checks_on ? bd_gen_checked_ncclReduce(sendbuff, recvbuff, count, datatype, op, root, comm, stream, bd, bd_caller)
                            : bd_gen_slow_ncclReduce(sendbuff, recvbuff, count, datatype, op, root, comm, stream, bd);
}

ncclResult_t bd_ncclReduce(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream)
{
    ncclResult_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclReduce)(sendbuff, recvbuff, count, datatype, op, root, comm, stream), "ncclReduce")
                                                   : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclReduce(sendbuff, recvbuff, count, datatype, op, root, comm, stream, bd, __builtin_return_address(0))
                                                                                 : bd_gen_slow_ncclReduce(sendbuff, recvbuff, count, datatype, op, root, comm, stream, bd);
    if (bd_result == ncclSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), "ncclReduce");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclBcast(void *buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclBcast", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (bd_rc == CUDA_SUCCESS) /* what it reads must not be still written on another stream */
        bd_rc = bd_gen_check_settled(bd, &bd_call, "buff", (CUstream)(stream), BD_HANDLE_VALUE(buff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclBcast)(buff, count, datatype, root, comm, stream), "ncclBcast");
    if (bd_result == ncclSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"buff", BD_HANDLE_VALUE(buff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), false},
                {"buff", BD_HANDLE_VALUE(buff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclBcast(void *buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclBcast)(buff, count, datatype, root, comm, stream), "ncclBcast");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclBcast(void *buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_ncclBcast(buff, count, datatype, root, comm, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclBcast)(buff, count, datatype, root, comm, stream), "ncclBcast");
    return bd_gen_checks_on ? bd_gen_checked_ncclBcast(buff, count, datatype, root, comm, stream, bd, bd_caller)
                            : bd_gen_slow_ncclBcast(buff, count, datatype, root, comm, stream, bd);
}

ncclResult_t bd_ncclBcast(bound_dev_t *bd, void *buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    ncclResult_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclBcast)(buff, count, datatype, root, comm, stream), "ncclBcast")
                                                   : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclBcast(buff, count, datatype, root, comm, stream, bd, __builtin_return_address(0))
                                                                                 : bd_gen_slow_ncclBcast(buff, count, datatype, root, comm, stream, bd);
    if (bd_result == ncclSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(buff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), "ncclBcast");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclBroadcast(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclBroadcast", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (bd_rc == CUDA_SUCCESS) /* what it reads must not be still written on another stream */
        bd_rc = bd_gen_check_settled(bd, &bd_call, "sendbuff", (CUstream)(stream), BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclBroadcast)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclBroadcast");
    if (bd_result == ncclSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"sendbuff", BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), false},
                {"recvbuff", BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclBroadcast(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclBroadcast)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclBroadcast");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclBroadcast(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_ncclBroadcast(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclBroadcast)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclBroadcast");
    return bd_gen_checks_on ? bd_gen_checked_ncclBroadcast(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, bd_caller)
                            : bd_gen_slow_ncclBroadcast(sendbuff, recvbuff, count, datatype, root, comm, stream, bd);
}

ncclResult_t bd_ncclBroadcast(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    ncclResult_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclBroadcast)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclBroadcast")
                                                   : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclBroadcast(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, __builtin_return_address(0))
                                                                                 : bd_gen_slow_ncclBroadcast(sendbuff, recvbuff, count, datatype, root, comm, stream, bd);
    if (bd_result == ncclSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), "ncclBroadcast");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclAllReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclAllReduce", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (bd_rc == CUDA_SUCCESS) /* what it reads must not be still written on another stream */
        bd_rc = bd_gen_check_settled(bd, &bd_call, "sendbuff", (CUstream)(stream), BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAllReduce)(sendbuff, recvbuff, count, datatype, op, comm, stream), "ncclAllReduce");
    if (bd_result == ncclSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"sendbuff", BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), false},
                {"recvbuff", BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclAllReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAllReduce)(sendbuff, recvbuff, count, datatype, op, comm, stream), "ncclAllReduce");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclAllReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_ncclAllReduce(sendbuff, recvbuff, count, datatype, op, comm, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAllReduce)(sendbuff, recvbuff, count, datatype, op, comm, stream), "ncclAllReduce");
    return bd_gen_checks_on ? bd_gen_checked_ncclAllReduce(sendbuff, recvbuff, count, datatype, op, comm, stream, bd, bd_caller)
                            : bd_gen_slow_ncclAllReduce(sendbuff, recvbuff, count, datatype, op, comm, stream, bd);
}

ncclResult_t bd_ncclAllReduce(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream)
{
    ncclResult_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAllReduce)(sendbuff, recvbuff, count, datatype, op, comm, stream), "ncclAllReduce")
                                                   : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclAllReduce(sendbuff, recvbuff, count, datatype, op, comm, stream, bd, __builtin_return_address(0))
                                                                                 : bd_gen_slow_ncclAllReduce(sendbuff, recvbuff, count, datatype, op, comm, stream, bd);
    if (bd_result == ncclSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), "ncclAllReduce");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclReduceScatter(const void *sendbuff, void *recvbuff, size_t recvcount, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclReduceScatter", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (bd_rc == CUDA_SUCCESS) /* what it reads must not be still written on another stream */
        bd_rc = bd_gen_check_settled(bd, &bd_call, "sendbuff", (CUstream)(stream), BD_HANDLE_VALUE(sendbuff), (unsigned long long)(recvcount) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclReduceScatter)(sendbuff, recvbuff, recvcount, datatype, op, comm, stream), "ncclReduceScatter");
    if (bd_result == ncclSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"sendbuff", BD_HANDLE_VALUE(sendbuff), (unsigned long long)(recvcount) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm), false},
                {"recvbuff", BD_HANDLE_VALUE(recvbuff), (unsigned long long)(recvcount) * bd_gen_nccl_element_size(datatype), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclReduceScatter(const void *sendbuff, void *recvbuff, size_t recvcount, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclReduceScatter)(sendbuff, recvbuff, recvcount, datatype, op, comm, stream), "ncclReduceScatter");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclReduceScatter(const void *sendbuff, void *recvbuff, size_t recvcount, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_ncclReduceScatter(sendbuff, recvbuff, recvcount, datatype, op, comm, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclReduceScatter)(sendbuff, recvbuff, recvcount, datatype, op, comm, stream), "ncclReduceScatter");
    return bd_gen_checks_on ? bd_gen_checked_ncclReduceScatter(sendbuff, recvbuff, recvcount, datatype, op, comm, stream, bd, bd_caller)
                            : bd_gen_slow_ncclReduceScatter(sendbuff, recvbuff, recvcount, datatype, op, comm, stream, bd);
}

ncclResult_t bd_ncclReduceScatter(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t recvcount, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream)
{
    ncclResult_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclReduceScatter)(sendbuff, recvbuff, recvcount, datatype, op, comm, stream), "ncclReduceScatter")
                                                   : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclReduceScatter(sendbuff, recvbuff, recvcount, datatype, op, comm, stream, bd, __builtin_return_address(0))
                                                                                 : bd_gen_slow_ncclReduceScatter(sendbuff, recvbuff, recvcount, datatype, op, comm, stream, bd);
    if (bd_result == ncclSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(recvbuff), (unsigned long long)(recvcount) * bd_gen_nccl_element_size(datatype), "ncclReduceScatter");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclAllGather(const void *sendbuff, void *recvbuff, size_t sendcount, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclAllGather", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (bd_rc == CUDA_SUCCESS) /* what it reads must not be still written on another stream */
        bd_rc = bd_gen_check_settled(bd, &bd_call, "sendbuff", (CUstream)(stream), BD_HANDLE_VALUE(sendbuff), (unsigned long long)(sendcount) * bd_gen_nccl_element_size(datatype));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAllGather)(sendbuff, recvbuff, sendcount, datatype, comm, stream), "ncclAllGather");
    if (bd_result == ncclSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"sendbuff", BD_HANDLE_VALUE(sendbuff), (unsigned long long)(sendcount) * bd_gen_nccl_element_size(datatype), false},
                {"recvbuff", BD_HANDLE_VALUE(recvbuff), (unsigned long long)(sendcount) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclAllGather(const void *sendbuff, void *recvbuff, size_t sendcount, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAllGather)(sendbuff, recvbuff, sendcount, datatype, comm, stream), "ncclAllGather");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclAllGather(const void *sendbuff, void *recvbuff, size_t sendcount, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_ncclAllGather(sendbuff, recvbuff, sendcount, datatype, comm, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAllGather)(sendbuff, recvbuff, sendcount, datatype, comm, stream), "ncclAllGather");
    return bd_gen_checks_on ? bd_gen_checked_ncclAllGather(sendbuff, recvbuff, sendcount, datatype, comm, stream, bd, bd_caller)
                            : bd_gen_slow_ncclAllGather(sendbuff, recvbuff, sendcount, datatype, comm, stream, bd);
}

ncclResult_t bd_ncclAllGather(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t sendcount, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream)
{
    ncclResult_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAllGather)(sendbuff, recvbuff, sendcount, datatype, comm, stream), "ncclAllGather")
                                                   : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclAllGather(sendbuff, recvbuff, sendcount, datatype, comm, stream, bd, __builtin_return_address(0))
                                                                                 : bd_gen_slow_ncclAllGather(sendbuff, recvbuff, sendcount, datatype, comm, stream, bd);
    if (bd_result == ncclSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(recvbuff), (unsigned long long)(sendcount) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm), "ncclAllGather");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclAlltoAll(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclAlltoAll", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (bd_rc == CUDA_SUCCESS) /* what it reads must not be still written on another stream */
        bd_rc = bd_gen_check_settled(bd, &bd_call, "sendbuff", (CUstream)(stream), BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAlltoAll)(sendbuff, recvbuff, count, datatype, comm, stream), "ncclAlltoAll");
    if (bd_result == ncclSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"sendbuff", BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm), false},
                {"recvbuff", BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclAlltoAll(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAlltoAll)(sendbuff, recvbuff, count, datatype, comm, stream), "ncclAlltoAll");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclAlltoAll(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_ncclAlltoAll(sendbuff, recvbuff, count, datatype, comm, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAlltoAll)(sendbuff, recvbuff, count, datatype, comm, stream), "ncclAlltoAll");
    return bd_gen_checks_on ? bd_gen_checked_ncclAlltoAll(sendbuff, recvbuff, count, datatype, comm, stream, bd, bd_caller)
                            : bd_gen_slow_ncclAlltoAll(sendbuff, recvbuff, count, datatype, comm, stream, bd);
}

ncclResult_t bd_ncclAlltoAll(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream)
{
    ncclResult_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclAlltoAll)(sendbuff, recvbuff, count, datatype, comm, stream), "ncclAlltoAll")
                                                   : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclAlltoAll(sendbuff, recvbuff, count, datatype, comm, stream, bd, __builtin_return_address(0))
                                                                                 : bd_gen_slow_ncclAlltoAll(sendbuff, recvbuff, count, datatype, comm, stream, bd);
    if (bd_result == ncclSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm), "ncclAlltoAll");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclGather(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclGather", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (bd_rc == CUDA_SUCCESS) /* what it reads must not be still written on another stream */
        bd_rc = bd_gen_check_settled(bd, &bd_call, "sendbuff", (CUstream)(stream), BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGather)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclGather");
    if (bd_result == ncclSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"sendbuff", BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), false},
                {"recvbuff", BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclGather(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGather)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclGather");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclGather(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_ncclGather(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGather)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclGather");
    return bd_gen_checks_on ? bd_gen_checked_ncclGather(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, bd_caller)
                            : bd_gen_slow_ncclGather(sendbuff, recvbuff, count, datatype, root, comm, stream, bd);
}

ncclResult_t bd_ncclGather(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    ncclResult_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGather)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclGather")
                                                   : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclGather(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, __builtin_return_address(0))
                                                                                 : bd_gen_slow_ncclGather(sendbuff, recvbuff, count, datatype, root, comm, stream, bd);
    if (bd_result == ncclSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm), "ncclGather");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclScatter(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclScatter", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (bd_rc == CUDA_SUCCESS) /* what it reads must not be still written on another stream */
        bd_rc = bd_gen_check_settled(bd, &bd_call, "sendbuff", (CUstream)(stream), BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclScatter)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclScatter");
    if (bd_result == ncclSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"sendbuff", BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype) * bd_gen_nccl_ranks(comm), false},
                {"recvbuff", BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclScatter(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclScatter)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclScatter");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclScatter(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_ncclScatter(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclScatter)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclScatter");
    return bd_gen_checks_on ? bd_gen_checked_ncclScatter(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, bd_caller)
                            : bd_gen_slow_ncclScatter(sendbuff, recvbuff, count, datatype, root, comm, stream, bd);
}

ncclResult_t bd_ncclScatter(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    ncclResult_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclScatter)(sendbuff, recvbuff, count, datatype, root, comm, stream), "ncclScatter")
                                                   : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclScatter(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, __builtin_return_address(0))
                                                                                 : bd_gen_slow_ncclScatter(sendbuff, recvbuff, count, datatype, root, comm, stream, bd);
    if (bd_result == ncclSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), "ncclScatter");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclSend(const void *sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclSend", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (bd_rc == CUDA_SUCCESS) /* what it reads must not be still written on another stream */
        bd_rc = bd_gen_check_settled(bd, &bd_call, "sendbuff", (CUstream)(stream), BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclSend)(sendbuff, count, datatype, peer, comm, stream), "ncclSend");
    if (bd_result == ncclSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"sendbuff", BD_HANDLE_VALUE(sendbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), false},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclSend(const void *sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclSend)(sendbuff, count, datatype, peer, comm, stream), "ncclSend");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclSend(const void *sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_ncclSend(sendbuff, count, datatype, peer, comm, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclSend)(sendbuff, count, datatype, peer, comm, stream), "ncclSend");
    return bd_gen_checks_on ? bd_gen_checked_ncclSend(sendbuff, count, datatype, peer, comm, stream, bd, bd_caller)
                            : bd_gen_slow_ncclSend(sendbuff, count, datatype, peer, comm, stream, bd);
}

ncclResult_t bd_ncclSend(bound_dev_t *bd, const void *sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclSend)(sendbuff, count, datatype, peer, comm, stream)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclSend(sendbuff, count, datatype, peer, comm, stream, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_ncclSend(sendbuff, count, datatype, peer, comm, stream, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) ncclResult_t bd_gen_checked_ncclRecv(void *recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"ncclRecv", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"comm", BD_KIND_NCCL_COMM, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRecv)(recvbuff, count, datatype, peer, comm, stream), "ncclRecv");
    if (bd_result == ncclSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"recvbuff", BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) ncclResult_t bd_gen_slow_ncclRecv(void *recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_nccl_binding_status(bd_rc);
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRecv)(recvbuff, count, datatype, peer, comm, stream), "ncclRecv");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) ncclResult_t bd_gen_guarded_ncclRecv(void *recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_ncclRecv(recvbuff, count, datatype, peer, comm, stream, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(comm), BD_HANDLE_VALUE(stream)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("ncclRecv", bd, bd_values, 2)))
        return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRecv)(recvbuff, count, datatype, peer, comm, stream), "ncclRecv");
    return bd_gen_checks_on ? bd_gen_checked_ncclRecv(recvbuff, count, datatype, peer, comm, stream, bd, bd_caller)
                            : bd_gen_slow_ncclRecv(recvbuff, count, datatype, peer, comm, stream, bd);
}

ncclResult_t bd_ncclRecv(bound_dev_t *bd, void *recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream)
{
    ncclResult_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRecv)(recvbuff, count, datatype, peer, comm, stream), "ncclRecv")
                                                   : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_ncclRecv(recvbuff, count, datatype, peer, comm, stream, bd, __builtin_return_address(0))
                                                                                 : bd_gen_slow_ncclRecv(recvbuff, count, datatype, peer, comm, stream, bd);
    if (bd_result == ncclSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(recvbuff), (unsigned long long)(count) * bd_gen_nccl_element_size(datatype), "ncclRecv");
    }
    return bd_result;
}

ncclResult_t bd_ncclGroupStart(void)
{
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGroupStart)(), "ncclGroupStart");
    if (bd_gen_races_on) /* on every path: a group that failed ends too */
        bd_gen_race_group(true);
    return bd_result;
}

ncclResult_t bd_ncclGroupEnd(void)
{
    ncclResult_t bd_result = bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGroupEnd)(), "ncclGroupEnd");
    if (bd_result == ncclSuccess) /* it may have made another context current */
        bd_gen_moves_current();
    if (bd_gen_races_on) /* on every path: a group that failed ends too */
        bd_gen_race_group(false);
    return bd_result;
}

ncclResult_t bd_ncclGroupSimulateEnd(ncclSimInfo_t *simInfo)
{
    return bd_gen_nccl_called(BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclGroupSimulateEnd)(simInfo), "ncclGroupSimulateEnd");
}
BD_SUPPRESS_DEPRECATED_END
