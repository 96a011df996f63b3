/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cusolvermg: a bd_ function for each of the 19 functions of cusolverMg.h that libcubound exports.
 * The 1 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return cusolverStatus_t; the
 * 18 context-free ones pass straight through. The functions themselves are found at run time
 * (libcusolverMg.so.12); one the loaded library lacks answers CUSOLVER_STATUS_NOT_SUPPORTED.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_CUSOLVERMG_H
#define CUBOUND_GENERATED_CUSOLVERMG_H

#include <cusolverMg.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as cusolvermg reports it; bd_last_error() says more. */
static inline cusolverStatus_t bd_gen_cusolvermg_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return CUSOLVER_STATUS_INVALID_VALUE;
    case CUDA_ERROR_INVALID_CONTEXT: return CUSOLVER_STATUS_INVALID_VALUE;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CUSOLVER_STATUS_NOT_INITIALIZED;
    default: return CUSOLVER_STATUS_INTERNAL_ERROR;
    }
}

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/cusolvermg.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_cusolvermg_table {
    cusolverStatus_t (*pfn_cusolverMgCreate)(cusolverMgHandle_t *handle);
    cusolverStatus_t (*pfn_cusolverMgDestroy)(cusolverMgHandle_t handle);
    cusolverStatus_t (*pfn_cusolverMgDeviceSelect)(cusolverMgHandle_t handle, int nbDevices, int deviceId[]);
    cusolverStatus_t (*pfn_cusolverMgCreateDeviceGrid)(cudaLibMgGrid_t *grid, int32_t numRowDevices, int32_t numColDevices, const int32_t deviceId[], cusolverMgGridMapping_t mapping);
    cusolverStatus_t (*pfn_cusolverMgDestroyGrid)(cudaLibMgGrid_t grid);
    cusolverStatus_t (*pfn_cusolverMgCreateMatrixDesc)(cudaLibMgMatrixDesc_t *desc, int64_t numRows, int64_t numCols, int64_t rowBlockSize, int64_t colBlockSize, cudaDataType dataType, const cudaLibMgGrid_t grid);
    cusolverStatus_t (*pfn_cusolverMgDestroyMatrixDesc)(cudaLibMgMatrixDesc_t desc);
    cusolverStatus_t (*pfn_cusolverMgSyevd_bufferSize)(cusolverMgHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void *W, cudaDataType dataTypeW, cudaDataType computeType, int64_t *lwork);
    cusolverStatus_t (*pfn_cusolverMgSyevd)(cusolverMgHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void *W, cudaDataType dataTypeW, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info);
    cusolverStatus_t (*pfn_cusolverMgGetrf_bufferSize)(cusolverMgHandle_t handle, int M, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], cudaDataType computeType, int64_t *lwork);
    cusolverStatus_t (*pfn_cusolverMgGetrf)(cusolverMgHandle_t handle, int M, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info);
    cusolverStatus_t (*pfn_cusolverMgGetrs_bufferSize)(cusolverMgHandle_t handle, cublasOperation_t TRANS, int N, int NRHS, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, int64_t *lwork);
    cusolverStatus_t (*pfn_cusolverMgGetrs)(cusolverMgHandle_t handle, cublasOperation_t TRANS, int N, int NRHS, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info);
    cusolverStatus_t (*pfn_cusolverMgPotrf_bufferSize)(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, int64_t *lwork);
    cusolverStatus_t (*pfn_cusolverMgPotrf)(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info);
    cusolverStatus_t (*pfn_cusolverMgPotrs_bufferSize)(cusolverMgHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, int64_t *lwork);
    cusolverStatus_t (*pfn_cusolverMgPotrs)(cusolverMgHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info);
    cusolverStatus_t (*pfn_cusolverMgPotri_bufferSize)(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, int64_t *lwork);
    cusolverStatus_t (*pfn_cusolverMgPotri)(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info);
};
BD_API extern struct bd_gen_cusolvermg_table bd_gen_cusolvermg;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_CUSOLVERMG_ENTRIES 19

/* cusolverMgCreate.
 * Deprecated in CUDA.
 * Creates: handle.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgCreate(bound_dev_t *bd, cusolverMgHandle_t *handle);

/* cusolverMgDestroy.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgDestroy(cusolverMgHandle_t handle);

/* cusolverMgDeviceSelect.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: deviceId.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgDeviceSelect(cusolverMgHandle_t handle, int nbDevices, int deviceId[]);

/* cusolverMgCreateDeviceGrid.
 * Deprecated in CUDA.
 * Writes through: grid.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgCreateDeviceGrid(cudaLibMgGrid_t *grid, int32_t numRowDevices, int32_t numColDevices, const int32_t deviceId[], cusolverMgGridMapping_t mapping);

/* cusolverMgDestroyGrid.
 * Deprecated in CUDA.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgDestroyGrid(cudaLibMgGrid_t grid);

/* cusolverMgCreateMatrixDesc.
 * Deprecated in CUDA.
 * Writes through: desc.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgCreateMatrixDesc(cudaLibMgMatrixDesc_t *desc, int64_t numRows, int64_t numCols, int64_t rowBlockSize, int64_t colBlockSize, cudaDataType dataType, const cudaLibMgGrid_t grid);

/* cusolverMgDestroyMatrixDesc.
 * Deprecated in CUDA.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgDestroyMatrixDesc(cudaLibMgMatrixDesc_t desc);

/* cusolverMgSyevd_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, W, lwork.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgSyevd_bufferSize(cusolverMgHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void *W, cudaDataType dataTypeW, cudaDataType computeType, int64_t *lwork);

/* cusolverMgSyevd.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, W, array_d_work, info.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgSyevd(cusolverMgHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void *W, cudaDataType dataTypeW, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info);

/* cusolverMgGetrf_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, array_d_IPIV, lwork.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgGetrf_bufferSize(cusolverMgHandle_t handle, int M, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], cudaDataType computeType, int64_t *lwork);

/* cusolverMgGetrf.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, array_d_IPIV, array_d_work, info.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgGetrf(cusolverMgHandle_t handle, int M, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info);

/* cusolverMgGetrs_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, array_d_IPIV, array_d_B, lwork.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgGetrs_bufferSize(cusolverMgHandle_t handle, cublasOperation_t TRANS, int N, int NRHS, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, int64_t *lwork);

/* cusolverMgGetrs.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, array_d_IPIV, array_d_B, array_d_work, info.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgGetrs(cusolverMgHandle_t handle, cublasOperation_t TRANS, int N, int NRHS, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info);

/* cusolverMgPotrf_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, lwork.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgPotrf_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, int64_t *lwork);

/* cusolverMgPotrf.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, array_d_work, h_info.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgPotrf(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info);

/* cusolverMgPotrs_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, array_d_B, lwork.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgPotrs_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, int64_t *lwork);

/* cusolverMgPotrs.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, array_d_B, array_d_work, h_info.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgPotrs(cusolverMgHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info);

/* cusolverMgPotri_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, lwork.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgPotri_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, int64_t *lwork);

/* cusolverMgPotri.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_mg_handle).
 * Writes through: array_d_A, array_d_work, h_info.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverMgPotri(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverMgCreate(cusolverMgHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverMgCreate(bd, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverMgCreate(cusolverMgHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverMgCreate(handle, bd, bd_file, bd_line) : bd_cusolverMgCreate(bd, handle);
}

static inline cusolverStatus_t bd_inline_cusolverMgCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverMgHandle_t *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgCreate)(handle)
                                 : bd_gen_at_cusolverMgCreate(handle, bd, bd_file, bd_line);
}
#define bd_cusolverMgCreate(bd, handle) bd_inline_cusolverMgCreate(__FILE__, __LINE__, bd, handle)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in cusolverMg.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
