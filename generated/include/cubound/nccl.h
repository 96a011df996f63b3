/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* nccl: a bd_ function for each of the 40 functions of nccl.h that libcubound exports.
 * The 29 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return ncclResult_t; the
 * 11 context-free ones pass straight through. The functions themselves are found at run time
 * (libnccl.so.2); one the loaded library lacks answers ncclInvalidUsage.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_NCCL_H
#define CUBOUND_GENERATED_NCCL_H

#include <nccl.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as nccl reports it; bd_last_error() says more. */
static inline ncclResult_t bd_gen_nccl_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return ncclInvalidArgument;
    case CUDA_ERROR_INVALID_CONTEXT: return ncclInvalidUsage;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return ncclInvalidUsage;
    case CUDA_ERROR_INVALID_HANDLE: return ncclInvalidArgument;
    case CUDA_ERROR_NOT_READY: return ncclInvalidUsage;
    default: return ncclUnhandledCudaError;
    }
}

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/nccl.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_nccl_table {
    ncclResult_t (*pfn_ncclMemAlloc)(void **ptr, size_t size);
    ncclResult_t (*pfn_ncclMemFree)(void *ptr);
    ncclResult_t (*pfn_ncclGetVersion)(int *version);
    ncclResult_t (*pfn_ncclGetUniqueId)(ncclUniqueId *uniqueId);
    ncclResult_t (*pfn_ncclCommInitRankConfig)(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, ncclConfig_t *config);
    ncclResult_t (*pfn_ncclCommInitRank)(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank);
    ncclResult_t (*pfn_ncclCommInitAll)(ncclComm_t *comm, int ndev, const int *devlist);
    ncclResult_t (*pfn_ncclCommFinalize)(ncclComm_t comm);
    ncclResult_t (*pfn_ncclCommDestroy)(ncclComm_t comm);
    ncclResult_t (*pfn_ncclCommAbort)(ncclComm_t comm);
    ncclResult_t (*pfn_ncclCommRevoke)(ncclComm_t comm, int revokeFlags);
    ncclResult_t (*pfn_ncclCommSplit)(ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config);
    ncclResult_t (*pfn_ncclCommShrink)(ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, ncclComm_t *newcomm, ncclConfig_t *config, int shrinkFlags);
    ncclResult_t (*pfn_ncclCommInitRankScalable)(ncclComm_t *newcomm, int nranks, int myrank, int nId, ncclUniqueId *commIds, ncclConfig_t *config);
    const char * (*pfn_ncclGetErrorString)(ncclResult_t result);
    const char * (*pfn_ncclGetLastError)(ncclComm_t comm);
    ncclResult_t (*pfn_ncclCommGetAsyncError)(ncclComm_t comm, ncclResult_t *asyncError);
    ncclResult_t (*pfn_ncclCommCount)(const ncclComm_t comm, int *count);
    ncclResult_t (*pfn_ncclCommCuDevice)(const ncclComm_t comm, int *device);
    ncclResult_t (*pfn_ncclCommUserRank)(const ncclComm_t comm, int *rank);
    ncclResult_t (*pfn_ncclCommRegister)(const ncclComm_t comm, void *buff, size_t size, void **handle);
    ncclResult_t (*pfn_ncclCommDeregister)(const ncclComm_t comm, void *handle);
    ncclResult_t (*pfn_ncclCommWindowRegister)(ncclComm_t comm, void *buff, size_t size, ncclWindow_t *win, int winFlags);
    ncclResult_t (*pfn_ncclCommWindowDeregister)(ncclComm_t comm, ncclWindow_t win);
    ncclResult_t (*pfn_ncclRedOpCreatePreMulSum)(ncclRedOp_t *op, void *scalar, ncclDataType_t datatype, ncclScalarResidence_t residence, ncclComm_t comm);
    ncclResult_t (*pfn_ncclRedOpDestroy)(ncclRedOp_t op, ncclComm_t comm);
    ncclResult_t (*pfn_ncclReduce)(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream);
    ncclResult_t (*pfn_ncclBcast)(void *buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream);
    ncclResult_t (*pfn_ncclBroadcast)(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream);
    ncclResult_t (*pfn_ncclAllReduce)(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream);
    ncclResult_t (*pfn_ncclReduceScatter)(const void *sendbuff, void *recvbuff, size_t recvcount, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream);
    ncclResult_t (*pfn_ncclAllGather)(const void *sendbuff, void *recvbuff, size_t sendcount, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream);
    ncclResult_t (*pfn_ncclAlltoAll)(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream);
    ncclResult_t (*pfn_ncclGather)(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream);
    ncclResult_t (*pfn_ncclScatter)(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream);
    ncclResult_t (*pfn_ncclSend)(const void *sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream);
    ncclResult_t (*pfn_ncclRecv)(void *recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream);
    ncclResult_t (*pfn_ncclGroupStart)(void);
    ncclResult_t (*pfn_ncclGroupEnd)(void);
    ncclResult_t (*pfn_ncclGroupSimulateEnd)(ncclSimInfo_t *simInfo);
    bd_gen_fn reserved_ncclCommGetUniqueId;
    bd_gen_fn reserved_ncclCommGrow;
    bd_gen_fn reserved_ncclCommSuspend;
    bd_gen_fn reserved_ncclCommResume;
    bd_gen_fn reserved_ncclCommMemStats;
    bd_gen_fn reserved_ncclWinGetUserPtr;
    bd_gen_fn reserved_ncclAllReduceConfig;
    bd_gen_fn reserved_ncclBroadcastConfig;
    bd_gen_fn reserved_ncclReduceConfig;
    bd_gen_fn reserved_ncclAllGatherConfig;
    bd_gen_fn reserved_ncclReduceScatterConfig;
    bd_gen_fn reserved_ncclAlltoAllConfig;
    bd_gen_fn reserved_ncclGatherConfig;
    bd_gen_fn reserved_ncclScatterConfig;
    bd_gen_fn reserved_ncclPutSignal;
    bd_gen_fn reserved_ncclSignal;
    bd_gen_fn reserved_ncclWaitSignal;
    bd_gen_fn reserved_ncclSetEncryption;
    bd_gen_fn reserved_ncclParamBind;
    bd_gen_fn reserved_ncclParamGetI8;
    bd_gen_fn reserved_ncclParamGetI16;
    bd_gen_fn reserved_ncclParamGetI32;
    bd_gen_fn reserved_ncclParamGetI64;
    bd_gen_fn reserved_ncclParamGetU8;
    bd_gen_fn reserved_ncclParamGetU16;
    bd_gen_fn reserved_ncclParamGetU32;
    bd_gen_fn reserved_ncclParamGetU64;
    bd_gen_fn reserved_ncclParamGetStr;
    bd_gen_fn reserved_ncclParamGet;
    bd_gen_fn reserved_ncclParamGetParameter;
    bd_gen_fn reserved_ncclParamGetAllParameterKeys;
    bd_gen_fn reserved_ncclParamDumpAll;
};
BD_API extern struct bd_gen_nccl_table bd_gen_nccl;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_NCCL_ENTRIES 40

/* ncclMemAlloc.
 * Writes through: ptr.
 */
BD_API ncclResult_t bd_ncclMemAlloc(bound_dev_t *bd, void **ptr, size_t size);

/* ncclMemFree.
 * Writes through: ptr.
 */
BD_API ncclResult_t bd_ncclMemFree(bound_dev_t *bd, void *ptr);

/* ncclGetVersion.
 * Writes through: version.
 */
BD_API ncclResult_t bd_ncclGetVersion(int *version);

/* ncclGetUniqueId.
 * Writes through: uniqueId.
 */
BD_API ncclResult_t bd_ncclGetUniqueId(ncclUniqueId *uniqueId);

/* ncclCommInitRankConfig.
 * Creates: comm.
 * Writes through: config.
 */
BD_API ncclResult_t bd_ncclCommInitRankConfig(bound_dev_t *bd, ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, ncclConfig_t *config);

/* ncclCommInitRank.
 * Creates: comm.
 */
BD_API ncclResult_t bd_ncclCommInitRank(bound_dev_t *bd, ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank);

/* ncclCommInitAll.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API ncclResult_t bd_ncclCommInitAll(bound_dev_t *bd, ncclComm_t *comm, int ndev, const int *devlist);

/* ncclCommFinalize.
 * Must belong to the binding's device: comm (nccl_comm).
 */
BD_API ncclResult_t bd_ncclCommFinalize(bound_dev_t *bd, ncclComm_t comm);

/* ncclCommDestroy.
 * Destroys: comm.
 */
BD_API ncclResult_t bd_ncclCommDestroy(bound_dev_t *bd, ncclComm_t comm);

/* ncclCommAbort.
 * Destroys: comm.
 */
BD_API ncclResult_t bd_ncclCommAbort(bound_dev_t *bd, ncclComm_t comm);

/* ncclCommRevoke.
 * Must belong to the binding's device: comm (nccl_comm).
 */
BD_API ncclResult_t bd_ncclCommRevoke(bound_dev_t *bd, ncclComm_t comm, int revokeFlags);

/* ncclCommSplit.
 * Creates: newcomm.
 * Must belong to the binding's device: comm (nccl_comm).
 * Writes through: config.
 */
BD_API ncclResult_t bd_ncclCommSplit(bound_dev_t *bd, ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config);

/* ncclCommShrink.
 * Creates: newcomm.
 * Must belong to the binding's device: comm (nccl_comm).
 * Writes through: excludeRanksList, config.
 */
BD_API ncclResult_t bd_ncclCommShrink(bound_dev_t *bd, ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, ncclComm_t *newcomm, ncclConfig_t *config, int shrinkFlags);

/* ncclCommInitRankScalable.
 * Creates: newcomm.
 * Writes through: commIds, config.
 */
BD_API ncclResult_t bd_ncclCommInitRankScalable(bound_dev_t *bd, ncclComm_t *newcomm, int nranks, int myrank, int nId, ncclUniqueId *commIds, ncclConfig_t *config);

/* ncclGetErrorString.
 */
BD_API const char * bd_ncclGetErrorString(ncclResult_t result);

/* ncclGetLastError.
 * Must belong to the binding's device: comm (nccl_comm).
 */
BD_API const char * bd_ncclGetLastError(ncclComm_t comm);

/* ncclCommGetAsyncError.
 * Must belong to the binding's device: comm (nccl_comm).
 * Writes through: asyncError.
 */
BD_API ncclResult_t bd_ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t *asyncError);

/* ncclCommCount.
 * Must belong to the binding's device: comm (nccl_comm).
 * Writes through: count.
 */
BD_API ncclResult_t bd_ncclCommCount(const ncclComm_t comm, int *count);

/* ncclCommCuDevice.
 * Must belong to the binding's device: comm (nccl_comm).
 * Writes through: device.
 */
BD_API ncclResult_t bd_ncclCommCuDevice(const ncclComm_t comm, int *device);

/* ncclCommUserRank.
 * Must belong to the binding's device: comm (nccl_comm).
 * Writes through: rank.
 */
BD_API ncclResult_t bd_ncclCommUserRank(const ncclComm_t comm, int *rank);

/* ncclCommRegister.
 * Must belong to the binding's device: comm (nccl_comm).
 * Writes through: buff, handle.
 */
BD_API ncclResult_t bd_ncclCommRegister(bound_dev_t *bd, const ncclComm_t comm, void *buff, size_t size, void **handle);

/* ncclCommDeregister.
 * Must belong to the binding's device: comm (nccl_comm).
 * Writes through: handle.
 */
BD_API ncclResult_t bd_ncclCommDeregister(bound_dev_t *bd, const ncclComm_t comm, void *handle);

/* ncclCommWindowRegister.
 * Must belong to the binding's device: comm (nccl_comm).
 * Writes through: buff.
 */
BD_API ncclResult_t bd_ncclCommWindowRegister(bound_dev_t *bd, ncclComm_t comm, void *buff, size_t size, ncclWindow_t *win, int winFlags);

/* ncclCommWindowDeregister.
 * Must belong to the binding's device: comm (nccl_comm), win (nccl_window).
 */
BD_API ncclResult_t bd_ncclCommWindowDeregister(bound_dev_t *bd, ncclComm_t comm, ncclWindow_t win);

/* ncclRedOpCreatePreMulSum.
 * Must belong to the binding's device: comm (nccl_comm).
 * Writes through: op, scalar.
 */
BD_API ncclResult_t bd_ncclRedOpCreatePreMulSum(bound_dev_t *bd, ncclRedOp_t *op, void *scalar, ncclDataType_t datatype, ncclScalarResidence_t residence, ncclComm_t comm);

/* ncclRedOpDestroy.
 * Must belong to the binding's device: comm (nccl_comm).
 */
BD_API ncclResult_t bd_ncclRedOpDestroy(bound_dev_t *bd, ncclRedOp_t op, ncclComm_t comm);

/* ncclReduce.
 * Must belong to the binding's device: comm (nccl_comm), stream (stream).
 * Writes through: recvbuff.
 */
BD_API ncclResult_t bd_ncclReduce(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream);

/* ncclBcast.
 * Must belong to the binding's device: comm (nccl_comm), stream (stream).
 * Writes through: buff.
 */
BD_API ncclResult_t bd_ncclBcast(bound_dev_t *bd, void *buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream);

/* ncclBroadcast.
 * Must belong to the binding's device: comm (nccl_comm), stream (stream).
 * Writes through: recvbuff.
 */
BD_API ncclResult_t bd_ncclBroadcast(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream);

/* ncclAllReduce.
 * Must belong to the binding's device: comm (nccl_comm), stream (stream).
 * Writes through: recvbuff.
 */
BD_API ncclResult_t bd_ncclAllReduce(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream);

/* ncclReduceScatter.
 * Must belong to the binding's device: comm (nccl_comm), stream (stream).
 * Writes through: recvbuff.
 */
BD_API ncclResult_t bd_ncclReduceScatter(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t recvcount, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream);

/* ncclAllGather.
 * Must belong to the binding's device: comm (nccl_comm), stream (stream).
 * Writes through: recvbuff.
 */
BD_API ncclResult_t bd_ncclAllGather(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t sendcount, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream);

/* ncclAlltoAll.
 * Must belong to the binding's device: comm (nccl_comm), stream (stream).
 * Writes through: recvbuff.
 */
BD_API ncclResult_t bd_ncclAlltoAll(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream);

/* ncclGather.
 * Must belong to the binding's device: comm (nccl_comm), stream (stream).
 * Writes through: recvbuff.
 */
BD_API ncclResult_t bd_ncclGather(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream);

/* ncclScatter.
 * Must belong to the binding's device: comm (nccl_comm), stream (stream).
 * Writes through: recvbuff.
 */
BD_API ncclResult_t bd_ncclScatter(bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream);

/* ncclSend.
 * Must belong to the binding's device: comm (nccl_comm), stream (stream).
 */
BD_API ncclResult_t bd_ncclSend(bound_dev_t *bd, const void *sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream);

/* ncclRecv.
 * Must belong to the binding's device: comm (nccl_comm), stream (stream).
 * Writes through: recvbuff.
 */
BD_API ncclResult_t bd_ncclRecv(bound_dev_t *bd, void *recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream);

/* ncclGroupStart.
 */
BD_API ncclResult_t bd_ncclGroupStart(void);

/* ncclGroupEnd.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API ncclResult_t bd_ncclGroupEnd(void);

/* ncclGroupSimulateEnd.
 * Writes through: simInfo.
 */
BD_API ncclResult_t bd_ncclGroupSimulateEnd(ncclSimInfo_t *simInfo);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclMemAlloc(void **ptr, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclMemAlloc(bd, ptr, size);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclMemAlloc(void **ptr, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclMemAlloc(ptr, size, bd, bd_file, bd_line) : bd_ncclMemAlloc(bd, ptr, size);
}

static inline ncclResult_t bd_inline_ncclMemAlloc(const char *bd_file, int bd_line, bound_dev_t *bd, void **ptr, size_t size)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemAlloc)(ptr, size)
                                 : bd_gen_at_ncclMemAlloc(ptr, size, bd, bd_file, bd_line);
}
#define bd_ncclMemAlloc(bd, ptr, size) bd_inline_ncclMemAlloc(__FILE__, __LINE__, bd, ptr, size)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclMemFree(void *ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclMemFree(bd, ptr);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclMemFree(void *ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclMemFree(ptr, bd, bd_file, bd_line) : bd_ncclMemFree(bd, ptr);
}

static inline ncclResult_t bd_inline_ncclMemFree(const char *bd_file, int bd_line, bound_dev_t *bd, void *ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclMemFree)(ptr)
                                 : bd_gen_at_ncclMemFree(ptr, bd, bd_file, bd_line);
}
#define bd_ncclMemFree(bd, ptr) bd_inline_ncclMemFree(__FILE__, __LINE__, bd, ptr)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommInitRankConfig(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, ncclConfig_t *config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommInitRankConfig(bd, comm, nranks, commId, rank, config);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommInitRankConfig(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, ncclConfig_t *config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommInitRankConfig(comm, nranks, commId, rank, config, bd, bd_file, bd_line) : bd_ncclCommInitRankConfig(bd, comm, nranks, commId, rank, config);
}

static inline ncclResult_t bd_inline_ncclCommInitRankConfig(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, ncclConfig_t *config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankConfig)(comm, nranks, commId, rank, config)
                                 : bd_gen_at_ncclCommInitRankConfig(comm, nranks, commId, rank, config, bd, bd_file, bd_line);
}
#define bd_ncclCommInitRankConfig(bd, comm, nranks, commId, rank, config) bd_inline_ncclCommInitRankConfig(__FILE__, __LINE__, bd, comm, nranks, commId, rank, config)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommInitRank(bd, comm, nranks, commId, rank);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommInitRank(comm, nranks, commId, rank, bd, bd_file, bd_line) : bd_ncclCommInitRank(bd, comm, nranks, commId, rank);
}

static inline ncclResult_t bd_inline_ncclCommInitRank(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRank)(comm, nranks, commId, rank)
                                 : bd_gen_at_ncclCommInitRank(comm, nranks, commId, rank, bd, bd_file, bd_line);
}
#define bd_ncclCommInitRank(bd, comm, nranks, commId, rank) bd_inline_ncclCommInitRank(__FILE__, __LINE__, bd, comm, nranks, commId, rank)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommInitAll(ncclComm_t *comm, int ndev, const int *devlist, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommInitAll(bd, comm, ndev, devlist);
}

static inline ncclResult_t bd_inline_ncclCommInitAll(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t *comm, int ndev, const int *devlist)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommInitAll(comm, ndev, devlist, bd, bd_file, bd_line) : bd_ncclCommInitAll(bd, comm, ndev, devlist);
}
#define bd_ncclCommInitAll(bd, comm, ndev, devlist) bd_inline_ncclCommInitAll(__FILE__, __LINE__, bd, comm, ndev, devlist)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommFinalize(ncclComm_t comm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommFinalize(bd, comm);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommFinalize(ncclComm_t comm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommFinalize(comm, bd, bd_file, bd_line) : bd_ncclCommFinalize(bd, comm);
}

static inline ncclResult_t bd_inline_ncclCommFinalize(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t comm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommFinalize)(comm)
                                 : bd_gen_at_ncclCommFinalize(comm, bd, bd_file, bd_line);
}
#define bd_ncclCommFinalize(bd, comm) bd_inline_ncclCommFinalize(__FILE__, __LINE__, bd, comm)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommDestroy(ncclComm_t comm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommDestroy(bd, comm);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommDestroy(ncclComm_t comm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommDestroy(comm, bd, bd_file, bd_line) : bd_ncclCommDestroy(bd, comm);
}

static inline ncclResult_t bd_inline_ncclCommDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t comm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDestroy)(comm)
                                 : bd_gen_at_ncclCommDestroy(comm, bd, bd_file, bd_line);
}
#define bd_ncclCommDestroy(bd, comm) bd_inline_ncclCommDestroy(__FILE__, __LINE__, bd, comm)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommAbort(ncclComm_t comm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommAbort(bd, comm);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommAbort(ncclComm_t comm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommAbort(comm, bd, bd_file, bd_line) : bd_ncclCommAbort(bd, comm);
}

static inline ncclResult_t bd_inline_ncclCommAbort(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t comm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommAbort)(comm)
                                 : bd_gen_at_ncclCommAbort(comm, bd, bd_file, bd_line);
}
#define bd_ncclCommAbort(bd, comm) bd_inline_ncclCommAbort(__FILE__, __LINE__, bd, comm)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommRevoke(ncclComm_t comm, int revokeFlags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommRevoke(bd, comm, revokeFlags);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommRevoke(ncclComm_t comm, int revokeFlags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommRevoke(comm, revokeFlags, bd, bd_file, bd_line) : bd_ncclCommRevoke(bd, comm, revokeFlags);
}

static inline ncclResult_t bd_inline_ncclCommRevoke(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t comm, int revokeFlags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRevoke)(comm, revokeFlags)
                                 : bd_gen_at_ncclCommRevoke(comm, revokeFlags, bd, bd_file, bd_line);
}
#define bd_ncclCommRevoke(bd, comm, revokeFlags) bd_inline_ncclCommRevoke(__FILE__, __LINE__, bd, comm, revokeFlags)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommSplit(bd, comm, color, key, newcomm, config);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommSplit(comm, color, key, newcomm, config, bd, bd_file, bd_line) : bd_ncclCommSplit(bd, comm, color, key, newcomm, config);
}

static inline ncclResult_t bd_inline_ncclCommSplit(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommSplit)(comm, color, key, newcomm, config)
                                 : bd_gen_at_ncclCommSplit(comm, color, key, newcomm, config, bd, bd_file, bd_line);
}
#define bd_ncclCommSplit(bd, comm, color, key, newcomm, config) bd_inline_ncclCommSplit(__FILE__, __LINE__, bd, comm, color, key, newcomm, config)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommShrink(ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, ncclComm_t *newcomm, ncclConfig_t *config, int shrinkFlags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommShrink(bd, comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommShrink(ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, ncclComm_t *newcomm, ncclConfig_t *config, int shrinkFlags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommShrink(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags, bd, bd_file, bd_line) : bd_ncclCommShrink(bd, comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags);
}

static inline ncclResult_t bd_inline_ncclCommShrink(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, ncclComm_t *newcomm, ncclConfig_t *config, int shrinkFlags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommShrink)(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags)
                                 : bd_gen_at_ncclCommShrink(comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags, bd, bd_file, bd_line);
}
#define bd_ncclCommShrink(bd, comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags) bd_inline_ncclCommShrink(__FILE__, __LINE__, bd, comm, excludeRanksList, excludeRanksCount, newcomm, config, shrinkFlags)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommInitRankScalable(ncclComm_t *newcomm, int nranks, int myrank, int nId, ncclUniqueId *commIds, ncclConfig_t *config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommInitRankScalable(bd, newcomm, nranks, myrank, nId, commIds, config);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommInitRankScalable(ncclComm_t *newcomm, int nranks, int myrank, int nId, ncclUniqueId *commIds, ncclConfig_t *config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommInitRankScalable(newcomm, nranks, myrank, nId, commIds, config, bd, bd_file, bd_line) : bd_ncclCommInitRankScalable(bd, newcomm, nranks, myrank, nId, commIds, config);
}

static inline ncclResult_t bd_inline_ncclCommInitRankScalable(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t *newcomm, int nranks, int myrank, int nId, ncclUniqueId *commIds, ncclConfig_t *config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommInitRankScalable)(newcomm, nranks, myrank, nId, commIds, config)
                                 : bd_gen_at_ncclCommInitRankScalable(newcomm, nranks, myrank, nId, commIds, config, bd, bd_file, bd_line);
}
#define bd_ncclCommInitRankScalable(bd, newcomm, nranks, myrank, nId, commIds, config) bd_inline_ncclCommInitRankScalable(__FILE__, __LINE__, bd, newcomm, nranks, myrank, nId, commIds, config)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommRegister(const ncclComm_t comm, void *buff, size_t size, void **handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommRegister(bd, comm, buff, size, handle);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommRegister(const ncclComm_t comm, void *buff, size_t size, void **handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommRegister(comm, buff, size, handle, bd, bd_file, bd_line) : bd_ncclCommRegister(bd, comm, buff, size, handle);
}

static inline ncclResult_t bd_inline_ncclCommRegister(const char *bd_file, int bd_line, bound_dev_t *bd, const ncclComm_t comm, void *buff, size_t size, void **handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommRegister)(comm, buff, size, handle)
                                 : bd_gen_at_ncclCommRegister(comm, buff, size, handle, bd, bd_file, bd_line);
}
#define bd_ncclCommRegister(bd, comm, buff, size, handle) bd_inline_ncclCommRegister(__FILE__, __LINE__, bd, comm, buff, size, handle)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommDeregister(const ncclComm_t comm, void *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommDeregister(bd, comm, handle);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommDeregister(const ncclComm_t comm, void *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommDeregister(comm, handle, bd, bd_file, bd_line) : bd_ncclCommDeregister(bd, comm, handle);
}

static inline ncclResult_t bd_inline_ncclCommDeregister(const char *bd_file, int bd_line, bound_dev_t *bd, const ncclComm_t comm, void *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommDeregister)(comm, handle)
                                 : bd_gen_at_ncclCommDeregister(comm, handle, bd, bd_file, bd_line);
}
#define bd_ncclCommDeregister(bd, comm, handle) bd_inline_ncclCommDeregister(__FILE__, __LINE__, bd, comm, handle)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommWindowRegister(ncclComm_t comm, void *buff, size_t size, ncclWindow_t *win, int winFlags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommWindowRegister(bd, comm, buff, size, win, winFlags);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommWindowRegister(ncclComm_t comm, void *buff, size_t size, ncclWindow_t *win, int winFlags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommWindowRegister(comm, buff, size, win, winFlags, bd, bd_file, bd_line) : bd_ncclCommWindowRegister(bd, comm, buff, size, win, winFlags);
}

static inline ncclResult_t bd_inline_ncclCommWindowRegister(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t comm, void *buff, size_t size, ncclWindow_t *win, int winFlags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowRegister)(comm, buff, size, win, winFlags)
                                 : bd_gen_at_ncclCommWindowRegister(comm, buff, size, win, winFlags, bd, bd_file, bd_line);
}
#define bd_ncclCommWindowRegister(bd, comm, buff, size, win, winFlags) bd_inline_ncclCommWindowRegister(__FILE__, __LINE__, bd, comm, buff, size, win, winFlags)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclCommWindowDeregister(ncclComm_t comm, ncclWindow_t win, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclCommWindowDeregister(bd, comm, win);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclCommWindowDeregister(ncclComm_t comm, ncclWindow_t win, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclCommWindowDeregister(comm, win, bd, bd_file, bd_line) : bd_ncclCommWindowDeregister(bd, comm, win);
}

static inline ncclResult_t bd_inline_ncclCommWindowDeregister(const char *bd_file, int bd_line, bound_dev_t *bd, ncclComm_t comm, ncclWindow_t win)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclCommWindowDeregister)(comm, win)
                                 : bd_gen_at_ncclCommWindowDeregister(comm, win, bd, bd_file, bd_line);
}
#define bd_ncclCommWindowDeregister(bd, comm, win) bd_inline_ncclCommWindowDeregister(__FILE__, __LINE__, bd, comm, win)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclRedOpCreatePreMulSum(ncclRedOp_t *op, void *scalar, ncclDataType_t datatype, ncclScalarResidence_t residence, ncclComm_t comm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclRedOpCreatePreMulSum(bd, op, scalar, datatype, residence, comm);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclRedOpCreatePreMulSum(ncclRedOp_t *op, void *scalar, ncclDataType_t datatype, ncclScalarResidence_t residence, ncclComm_t comm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclRedOpCreatePreMulSum(op, scalar, datatype, residence, comm, bd, bd_file, bd_line) : bd_ncclRedOpCreatePreMulSum(bd, op, scalar, datatype, residence, comm);
}

static inline ncclResult_t bd_inline_ncclRedOpCreatePreMulSum(const char *bd_file, int bd_line, bound_dev_t *bd, ncclRedOp_t *op, void *scalar, ncclDataType_t datatype, ncclScalarResidence_t residence, ncclComm_t comm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpCreatePreMulSum)(op, scalar, datatype, residence, comm)
                                 : bd_gen_at_ncclRedOpCreatePreMulSum(op, scalar, datatype, residence, comm, bd, bd_file, bd_line);
}
#define bd_ncclRedOpCreatePreMulSum(bd, op, scalar, datatype, residence, comm) bd_inline_ncclRedOpCreatePreMulSum(__FILE__, __LINE__, bd, op, scalar, datatype, residence, comm)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclRedOpDestroy(ncclRedOp_t op, ncclComm_t comm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclRedOpDestroy(bd, op, comm);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclRedOpDestroy(ncclRedOp_t op, ncclComm_t comm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclRedOpDestroy(op, comm, bd, bd_file, bd_line) : bd_ncclRedOpDestroy(bd, op, comm);
}

static inline ncclResult_t bd_inline_ncclRedOpDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, ncclRedOp_t op, ncclComm_t comm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclRedOpDestroy)(op, comm)
                                 : bd_gen_at_ncclRedOpDestroy(op, comm, bd, bd_file, bd_line);
}
#define bd_ncclRedOpDestroy(bd, op, comm) bd_inline_ncclRedOpDestroy(__FILE__, __LINE__, bd, op, comm)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclReduce(bd, sendbuff, recvbuff, count, datatype, op, root, comm, stream);
}

static inline ncclResult_t bd_inline_ncclReduce(const char *bd_file, int bd_line, bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclReduce(sendbuff, recvbuff, count, datatype, op, root, comm, stream, bd, bd_file, bd_line) : bd_ncclReduce(bd, sendbuff, recvbuff, count, datatype, op, root, comm, stream);
}
#define bd_ncclReduce(bd, sendbuff, recvbuff, count, datatype, op, root, comm, stream) bd_inline_ncclReduce(__FILE__, __LINE__, bd, sendbuff, recvbuff, count, datatype, op, root, comm, stream)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclBcast(void *buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclBcast(bd, buff, count, datatype, root, comm, stream);
}

static inline ncclResult_t bd_inline_ncclBcast(const char *bd_file, int bd_line, bound_dev_t *bd, void *buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclBcast(buff, count, datatype, root, comm, stream, bd, bd_file, bd_line) : bd_ncclBcast(bd, buff, count, datatype, root, comm, stream);
}
#define bd_ncclBcast(bd, buff, count, datatype, root, comm, stream) bd_inline_ncclBcast(__FILE__, __LINE__, bd, buff, count, datatype, root, comm, stream)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclBroadcast(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclBroadcast(bd, sendbuff, recvbuff, count, datatype, root, comm, stream);
}

static inline ncclResult_t bd_inline_ncclBroadcast(const char *bd_file, int bd_line, bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclBroadcast(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, bd_file, bd_line) : bd_ncclBroadcast(bd, sendbuff, recvbuff, count, datatype, root, comm, stream);
}
#define bd_ncclBroadcast(bd, sendbuff, recvbuff, count, datatype, root, comm, stream) bd_inline_ncclBroadcast(__FILE__, __LINE__, bd, sendbuff, recvbuff, count, datatype, root, comm, stream)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclAllReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclAllReduce(bd, sendbuff, recvbuff, count, datatype, op, comm, stream);
}

static inline ncclResult_t bd_inline_ncclAllReduce(const char *bd_file, int bd_line, bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclAllReduce(sendbuff, recvbuff, count, datatype, op, comm, stream, bd, bd_file, bd_line) : bd_ncclAllReduce(bd, sendbuff, recvbuff, count, datatype, op, comm, stream);
}
#define bd_ncclAllReduce(bd, sendbuff, recvbuff, count, datatype, op, comm, stream) bd_inline_ncclAllReduce(__FILE__, __LINE__, bd, sendbuff, recvbuff, count, datatype, op, comm, stream)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclReduceScatter(const void *sendbuff, void *recvbuff, size_t recvcount, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclReduceScatter(bd, sendbuff, recvbuff, recvcount, datatype, op, comm, stream);
}

static inline ncclResult_t bd_inline_ncclReduceScatter(const char *bd_file, int bd_line, bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t recvcount, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclReduceScatter(sendbuff, recvbuff, recvcount, datatype, op, comm, stream, bd, bd_file, bd_line) : bd_ncclReduceScatter(bd, sendbuff, recvbuff, recvcount, datatype, op, comm, stream);
}
#define bd_ncclReduceScatter(bd, sendbuff, recvbuff, recvcount, datatype, op, comm, stream) bd_inline_ncclReduceScatter(__FILE__, __LINE__, bd, sendbuff, recvbuff, recvcount, datatype, op, comm, stream)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclAllGather(const void *sendbuff, void *recvbuff, size_t sendcount, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclAllGather(bd, sendbuff, recvbuff, sendcount, datatype, comm, stream);
}

static inline ncclResult_t bd_inline_ncclAllGather(const char *bd_file, int bd_line, bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t sendcount, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclAllGather(sendbuff, recvbuff, sendcount, datatype, comm, stream, bd, bd_file, bd_line) : bd_ncclAllGather(bd, sendbuff, recvbuff, sendcount, datatype, comm, stream);
}
#define bd_ncclAllGather(bd, sendbuff, recvbuff, sendcount, datatype, comm, stream) bd_inline_ncclAllGather(__FILE__, __LINE__, bd, sendbuff, recvbuff, sendcount, datatype, comm, stream)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclAlltoAll(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclAlltoAll(bd, sendbuff, recvbuff, count, datatype, comm, stream);
}

static inline ncclResult_t bd_inline_ncclAlltoAll(const char *bd_file, int bd_line, bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclAlltoAll(sendbuff, recvbuff, count, datatype, comm, stream, bd, bd_file, bd_line) : bd_ncclAlltoAll(bd, sendbuff, recvbuff, count, datatype, comm, stream);
}
#define bd_ncclAlltoAll(bd, sendbuff, recvbuff, count, datatype, comm, stream) bd_inline_ncclAlltoAll(__FILE__, __LINE__, bd, sendbuff, recvbuff, count, datatype, comm, stream)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclGather(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclGather(bd, sendbuff, recvbuff, count, datatype, root, comm, stream);
}

static inline ncclResult_t bd_inline_ncclGather(const char *bd_file, int bd_line, bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclGather(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, bd_file, bd_line) : bd_ncclGather(bd, sendbuff, recvbuff, count, datatype, root, comm, stream);
}
#define bd_ncclGather(bd, sendbuff, recvbuff, count, datatype, root, comm, stream) bd_inline_ncclGather(__FILE__, __LINE__, bd, sendbuff, recvbuff, count, datatype, root, comm, stream)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclScatter(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclScatter(bd, sendbuff, recvbuff, count, datatype, root, comm, stream);
}

static inline ncclResult_t bd_inline_ncclScatter(const char *bd_file, int bd_line, bound_dev_t *bd, const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclScatter(sendbuff, recvbuff, count, datatype, root, comm, stream, bd, bd_file, bd_line) : bd_ncclScatter(bd, sendbuff, recvbuff, count, datatype, root, comm, stream);
}
#define bd_ncclScatter(bd, sendbuff, recvbuff, count, datatype, root, comm, stream) bd_inline_ncclScatter(__FILE__, __LINE__, bd, sendbuff, recvbuff, count, datatype, root, comm, stream)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclSend(const void *sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclSend(bd, sendbuff, count, datatype, peer, comm, stream);
}

BD_GEN_OUT_OF_LINE ncclResult_t bd_gen_at_ncclSend(const void *sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclSend(sendbuff, count, datatype, peer, comm, stream, bd, bd_file, bd_line) : bd_ncclSend(bd, sendbuff, count, datatype, peer, comm, stream);
}

static inline ncclResult_t bd_inline_ncclSend(const char *bd_file, int bd_line, bound_dev_t *bd, const void *sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_nccl, pfn_ncclSend)(sendbuff, count, datatype, peer, comm, stream)
                                 : bd_gen_at_ncclSend(sendbuff, count, datatype, peer, comm, stream, bd, bd_file, bd_line);
}
#define bd_ncclSend(bd, sendbuff, count, datatype, peer, comm, stream) bd_inline_ncclSend(__FILE__, __LINE__, bd, sendbuff, count, datatype, peer, comm, stream)

BD_GEN_NOTED ncclResult_t bd_gen_noted_ncclRecv(void *recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_ncclRecv(bd, recvbuff, count, datatype, peer, comm, stream);
}

static inline ncclResult_t bd_inline_ncclRecv(const char *bd_file, int bd_line, bound_dev_t *bd, void *recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_ncclRecv(recvbuff, count, datatype, peer, comm, stream, bd, bd_file, bd_line) : bd_ncclRecv(bd, recvbuff, count, datatype, peer, comm, stream);
}
#define bd_ncclRecv(bd, recvbuff, count, datatype, peer, comm, stream) bd_inline_ncclRecv(__FILE__, __LINE__, bd, recvbuff, count, datatype, peer, comm, stream)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in nccl.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
