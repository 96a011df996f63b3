/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cusolversp: a bd_ function for each of the 62 functions of cusolverSp.h that libcubound exports.
 * The 62 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return cusolverStatus_t; the
 * 0 context-free ones pass straight through. The functions themselves are found at run time
 * (libcusolver.so.12); one the loaded library lacks answers CUSOLVER_STATUS_NOT_SUPPORTED.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_CUSOLVERSP_H
#define CUBOUND_GENERATED_CUSOLVERSP_H

#include <cusolverSp.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as cusolversp reports it; bd_last_error() says more. */
static inline cusolverStatus_t bd_gen_cusolversp_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return CUSOLVER_STATUS_INVALID_VALUE;
    case CUDA_ERROR_INVALID_CONTEXT: return CUSOLVER_STATUS_INVALID_VALUE;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CUSOLVER_STATUS_NOT_INITIALIZED;
    case CUDA_ERROR_INVALID_HANDLE: return CUSOLVER_STATUS_INVALID_VALUE;
    default: return CUSOLVER_STATUS_INTERNAL_ERROR;
    }
}

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/cusolversp.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_cusolversp_table {
    cusolverStatus_t (*pfn_cusolverSpCreate)(cusolverSpHandle_t *handle);
    cusolverStatus_t (*pfn_cusolverSpDestroy)(cusolverSpHandle_t handle);
    cusolverStatus_t (*pfn_cusolverSpSetStream)(cusolverSpHandle_t handle, cudaStream_t streamId);
    cusolverStatus_t (*pfn_cusolverSpGetStream)(cusolverSpHandle_t handle, cudaStream_t *streamId);
    cusolverStatus_t (*pfn_cusolverSpXcsrissymHost)(cusolverSpHandle_t handle, int m, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int *issym);
    cusolverStatus_t (*pfn_cusolverSpScsrlsvluHost)(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpDcsrlsvluHost)(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpCcsrlsvluHost)(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpZcsrlsvluHost)(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpScsrlsvqr)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpDcsrlsvqr)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpCcsrlsvqr)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpZcsrlsvqr)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpScsrlsvqrHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpDcsrlsvqrHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpCcsrlsvqrHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpZcsrlsvqrHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpScsrlsvcholHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpDcsrlsvcholHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpCcsrlsvcholHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpZcsrlsvcholHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpScsrlsvchol)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpDcsrlsvchol)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpCcsrlsvchol)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpZcsrlsvchol)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity);
    cusolverStatus_t (*pfn_cusolverSpScsrlsqvqrHost)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int *rankA, float *x, int *p, float *min_norm);
    cusolverStatus_t (*pfn_cusolverSpDcsrlsqvqrHost)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int *rankA, double *x, int *p, double *min_norm);
    cusolverStatus_t (*pfn_cusolverSpCcsrlsqvqrHost)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex *x, int *p, float *min_norm);
    cusolverStatus_t (*pfn_cusolverSpZcsrlsqvqrHost)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, cuDoubleComplex *x, int *p, double *min_norm);
    cusolverStatus_t (*pfn_cusolverSpScsreigvsiHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float tol, float *mu, float *x);
    cusolverStatus_t (*pfn_cusolverSpDcsreigvsiHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double tol, double *mu, double *x);
    cusolverStatus_t (*pfn_cusolverSpCcsreigvsiHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float tol, cuComplex *mu, cuComplex *x);
    cusolverStatus_t (*pfn_cusolverSpZcsreigvsiHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x);
    cusolverStatus_t (*pfn_cusolverSpScsreigvsi)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float eps, float *mu, float *x);
    cusolverStatus_t (*pfn_cusolverSpDcsreigvsi)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double eps, double *mu, double *x);
    cusolverStatus_t (*pfn_cusolverSpCcsreigvsi)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float eps, cuComplex *mu, cuComplex *x);
    cusolverStatus_t (*pfn_cusolverSpZcsreigvsi)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double eps, cuDoubleComplex *mu, cuDoubleComplex *x);
    cusolverStatus_t (*pfn_cusolverSpScsreigsHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs);
    cusolverStatus_t (*pfn_cusolverSpDcsreigsHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs);
    cusolverStatus_t (*pfn_cusolverSpCcsreigsHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs);
    cusolverStatus_t (*pfn_cusolverSpZcsreigsHost)(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs);
    cusolverStatus_t (*pfn_cusolverSpXcsrsymrcmHost)(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p);
    cusolverStatus_t (*pfn_cusolverSpXcsrsymmdqHost)(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p);
    cusolverStatus_t (*pfn_cusolverSpXcsrsymamdHost)(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p);
    cusolverStatus_t (*pfn_cusolverSpXcsrmetisndHost)(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int64_t *options, int *p);
    cusolverStatus_t (*pfn_cusolverSpScsrzfdHost)(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz);
    cusolverStatus_t (*pfn_cusolverSpDcsrzfdHost)(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz);
    cusolverStatus_t (*pfn_cusolverSpCcsrzfdHost)(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz);
    cusolverStatus_t (*pfn_cusolverSpZcsrzfdHost)(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz);
    cusolverStatus_t (*pfn_cusolverSpXcsrperm_bufferSizeHost)(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes);
    cusolverStatus_t (*pfn_cusolverSpXcsrpermHost)(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, void *pBuffer);
    cusolverStatus_t (*pfn_cusolverSpCreateCsrqrInfo)(csrqrInfo_t *info);
    cusolverStatus_t (*pfn_cusolverSpDestroyCsrqrInfo)(csrqrInfo_t info);
    cusolverStatus_t (*pfn_cusolverSpXcsrqrAnalysisBatched)(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info);
    cusolverStatus_t (*pfn_cusolverSpScsrqrBufferInfoBatched)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes);
    cusolverStatus_t (*pfn_cusolverSpDcsrqrBufferInfoBatched)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes);
    cusolverStatus_t (*pfn_cusolverSpCcsrqrBufferInfoBatched)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes);
    cusolverStatus_t (*pfn_cusolverSpZcsrqrBufferInfoBatched)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes);
    cusolverStatus_t (*pfn_cusolverSpScsrqrsvBatched)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float *x, int batchSize, csrqrInfo_t info, void *pBuffer);
    cusolverStatus_t (*pfn_cusolverSpDcsrqrsvBatched)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double *x, int batchSize, csrqrInfo_t info, void *pBuffer);
    cusolverStatus_t (*pfn_cusolverSpCcsrqrsvBatched)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, cuComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer);
    cusolverStatus_t (*pfn_cusolverSpZcsrqrsvBatched)(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, cuDoubleComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer);
};
BD_API extern struct bd_gen_cusolversp_table bd_gen_cusolversp;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_CUSOLVERSP_ENTRIES 62

/* cusolverSpCreate.
 * Deprecated in CUDA.
 * Creates: handle.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCreate(bound_dev_t *bd, cusolverSpHandle_t *handle);

/* cusolverSpDestroy.
 * Deprecated in CUDA.
 * Destroys: handle.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDestroy(bound_dev_t *bd, cusolverSpHandle_t handle);

/* cusolverSpSetStream.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle), streamId (stream).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpSetStream(bound_dev_t *bd, cusolverSpHandle_t handle, cudaStream_t streamId);

/* cusolverSpGetStream.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpGetStream(bound_dev_t *bd, cusolverSpHandle_t handle, cudaStream_t *streamId);

/* cusolverSpXcsrissymHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: issym.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpXcsrissymHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int *issym);

/* cusolverSpScsrlsvluHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsrlsvluHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity);

/* cusolverSpDcsrlsvluHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsrlsvluHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity);

/* cusolverSpCcsrlsvluHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsrlsvluHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity);

/* cusolverSpZcsrlsvluHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsrlsvluHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity);

/* cusolverSpScsrlsvqr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsrlsvqr(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity);

/* cusolverSpDcsrlsvqr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsrlsvqr(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity);

/* cusolverSpCcsrlsvqr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsrlsvqr(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity);

/* cusolverSpZcsrlsvqr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsrlsvqr(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity);

/* cusolverSpScsrlsvqrHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsrlsvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity);

/* cusolverSpDcsrlsvqrHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsrlsvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity);

/* cusolverSpCcsrlsvqrHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsrlsvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity);

/* cusolverSpZcsrlsvqrHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsrlsvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity);

/* cusolverSpScsrlsvcholHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsrlsvcholHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity);

/* cusolverSpDcsrlsvcholHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsrlsvcholHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity);

/* cusolverSpCcsrlsvcholHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsrlsvcholHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity);

/* cusolverSpZcsrlsvcholHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsrlsvcholHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity);

/* cusolverSpScsrlsvchol.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsrlsvchol(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity);

/* cusolverSpDcsrlsvchol.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsrlsvchol(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity);

/* cusolverSpCcsrlsvchol.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsrlsvchol(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity);

/* cusolverSpZcsrlsvchol.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: x, singularity.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsrlsvchol(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity);

/* cusolverSpScsrlsqvqrHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: rankA, x, p, min_norm.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsrlsqvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int *rankA, float *x, int *p, float *min_norm);

/* cusolverSpDcsrlsqvqrHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: rankA, x, p, min_norm.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsrlsqvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int *rankA, double *x, int *p, double *min_norm);

/* cusolverSpCcsrlsqvqrHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: rankA, x, p, min_norm.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsrlsqvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex *x, int *p, float *min_norm);

/* cusolverSpZcsrlsqvqrHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: rankA, x, p, min_norm.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsrlsqvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, cuDoubleComplex *x, int *p, double *min_norm);

/* cusolverSpScsreigvsiHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: mu, x.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsreigvsiHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float tol, float *mu, float *x);

/* cusolverSpDcsreigvsiHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: mu, x.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsreigvsiHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double tol, double *mu, double *x);

/* cusolverSpCcsreigvsiHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: mu, x.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsreigvsiHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float tol, cuComplex *mu, cuComplex *x);

/* cusolverSpZcsreigvsiHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: mu, x.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsreigvsiHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x);

/* cusolverSpScsreigvsi.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: mu, x.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsreigvsi(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float eps, float *mu, float *x);

/* cusolverSpDcsreigvsi.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: mu, x.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsreigvsi(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double eps, double *mu, double *x);

/* cusolverSpCcsreigvsi.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: mu, x.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsreigvsi(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float eps, cuComplex *mu, cuComplex *x);

/* cusolverSpZcsreigvsi.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: mu, x.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsreigvsi(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double eps, cuDoubleComplex *mu, cuDoubleComplex *x);

/* cusolverSpScsreigsHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: num_eigs.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsreigsHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs);

/* cusolverSpDcsreigsHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: num_eigs.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsreigsHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs);

/* cusolverSpCcsreigsHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: num_eigs.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsreigsHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs);

/* cusolverSpZcsreigsHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: num_eigs.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsreigsHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs);

/* cusolverSpXcsrsymrcmHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: p.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpXcsrsymrcmHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p);

/* cusolverSpXcsrsymmdqHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: p.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpXcsrsymmdqHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p);

/* cusolverSpXcsrsymamdHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: p.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpXcsrsymamdHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p);

/* cusolverSpXcsrmetisndHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: p.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpXcsrmetisndHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int64_t *options, int *p);

/* cusolverSpScsrzfdHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: P, numnz.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsrzfdHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz);

/* cusolverSpDcsrzfdHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: P, numnz.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsrzfdHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz);

/* cusolverSpCcsrzfdHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: P, numnz.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsrzfdHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz);

/* cusolverSpZcsrzfdHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: P, numnz.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsrzfdHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz);

/* cusolverSpXcsrperm_bufferSizeHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpXcsrperm_bufferSizeHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes);

/* cusolverSpXcsrpermHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle).
 * Writes through: csrRowPtrA, csrColIndA, map, pBuffer.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpXcsrpermHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, void *pBuffer);

/* cusolverSpCreateCsrqrInfo.
 * Deprecated in CUDA.
 * Creates: info.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCreateCsrqrInfo(bound_dev_t *bd, csrqrInfo_t *info);

/* cusolverSpDestroyCsrqrInfo.
 * Deprecated in CUDA.
 * Destroys: info.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDestroyCsrqrInfo(bound_dev_t *bd, csrqrInfo_t info);

/* cusolverSpXcsrqrAnalysisBatched.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle), info (cusolver_info).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpXcsrqrAnalysisBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info);

/* cusolverSpScsrqrBufferInfoBatched.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle), info (cusolver_info).
 * Writes through: internalDataInBytes, workspaceInBytes.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsrqrBufferInfoBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes);

/* cusolverSpDcsrqrBufferInfoBatched.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle), info (cusolver_info).
 * Writes through: internalDataInBytes, workspaceInBytes.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsrqrBufferInfoBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes);

/* cusolverSpCcsrqrBufferInfoBatched.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle), info (cusolver_info).
 * Writes through: internalDataInBytes, workspaceInBytes.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsrqrBufferInfoBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes);

/* cusolverSpZcsrqrBufferInfoBatched.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle), info (cusolver_info).
 * Writes through: internalDataInBytes, workspaceInBytes.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsrqrBufferInfoBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes);

/* cusolverSpScsrqrsvBatched.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle), info (cusolver_info).
 * Writes through: x, pBuffer.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpScsrqrsvBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float *x, int batchSize, csrqrInfo_t info, void *pBuffer);

/* cusolverSpDcsrqrsvBatched.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle), info (cusolver_info).
 * Writes through: x, pBuffer.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpDcsrqrsvBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double *x, int batchSize, csrqrInfo_t info, void *pBuffer);

/* cusolverSpCcsrqrsvBatched.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle), info (cusolver_info).
 * Writes through: x, pBuffer.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpCcsrqrsvBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, cuComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer);

/* cusolverSpZcsrqrsvBatched.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_sp_handle), info (cusolver_info).
 * Writes through: x, pBuffer.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverSpZcsrqrsvBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, cuDoubleComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCreate(cusolverSpHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCreate(bd, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpCreate(cusolverSpHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCreate(handle, bd, bd_file, bd_line) : bd_cusolverSpCreate(bd, handle);
}

static inline cusolverStatus_t bd_inline_cusolverSpCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreate)(handle)
                                 : bd_gen_at_cusolverSpCreate(handle, bd, bd_file, bd_line);
}
#define bd_cusolverSpCreate(bd, handle) bd_inline_cusolverSpCreate(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDestroy(cusolverSpHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDestroy(bd, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpDestroy(cusolverSpHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDestroy(handle, bd, bd_file, bd_line) : bd_cusolverSpDestroy(bd, handle);
}

static inline cusolverStatus_t bd_inline_cusolverSpDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroy)(handle)
                                 : bd_gen_at_cusolverSpDestroy(handle, bd, bd_file, bd_line);
}
#define bd_cusolverSpDestroy(bd, handle) bd_inline_cusolverSpDestroy(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpSetStream(cusolverSpHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpSetStream(bd, handle, streamId);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpSetStream(cusolverSpHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpSetStream(handle, streamId, bd, bd_file, bd_line) : bd_cusolverSpSetStream(bd, handle, streamId);
}

static inline cusolverStatus_t bd_inline_cusolverSpSetStream(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, cudaStream_t streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpSetStream)(handle, streamId)
                                 : bd_gen_at_cusolverSpSetStream(handle, streamId, bd, bd_file, bd_line);
}
#define bd_cusolverSpSetStream(bd, handle, streamId) bd_inline_cusolverSpSetStream(__FILE__, __LINE__, bd, handle, streamId)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpGetStream(cusolverSpHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpGetStream(bd, handle, streamId);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpGetStream(cusolverSpHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpGetStream(handle, streamId, bd, bd_file, bd_line) : bd_cusolverSpGetStream(bd, handle, streamId);
}

static inline cusolverStatus_t bd_inline_cusolverSpGetStream(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, cudaStream_t *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpGetStream)(handle, streamId)
                                 : bd_gen_at_cusolverSpGetStream(handle, streamId, bd, bd_file, bd_line);
}
#define bd_cusolverSpGetStream(bd, handle, streamId) bd_inline_cusolverSpGetStream(__FILE__, __LINE__, bd, handle, streamId)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpXcsrissymHost(cusolverSpHandle_t handle, int m, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int *issym, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpXcsrissymHost(bd, handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpXcsrissymHost(cusolverSpHandle_t handle, int m, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int *issym, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpXcsrissymHost(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym, bd, bd_file, bd_line) : bd_cusolverSpXcsrissymHost(bd, handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym);
}

static inline cusolverStatus_t bd_inline_cusolverSpXcsrissymHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int *issym)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrissymHost)(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym)
                                 : bd_gen_at_cusolverSpXcsrissymHost(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym, bd, bd_file, bd_line);
}
#define bd_cusolverSpXcsrissymHost(bd, handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym) bd_inline_cusolverSpXcsrissymHost(__FILE__, __LINE__, bd, handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpScsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpScsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsrlsvluHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpScsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpScsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity) bd_inline_cusolverSpScsrlsvluHost(__FILE__, __LINE__, bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpDcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpDcsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsrlsvluHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpDcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpDcsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity) bd_inline_cusolverSpDcsrlsvluHost(__FILE__, __LINE__, bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpCcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpCcsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsrlsvluHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpCcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpCcsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity) bd_inline_cusolverSpCcsrlsvluHost(__FILE__, __LINE__, bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpZcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpZcsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsrlsvluHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpZcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpZcsrlsvluHost(bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity) bd_inline_cusolverSpZcsrlsvluHost(__FILE__, __LINE__, bd, handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsrlsvqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpScsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}
#define bd_cusolverSpScsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpScsrlsvqr(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsrlsvqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpDcsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}
#define bd_cusolverSpDcsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpDcsrlsvqr(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsrlsvqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpCcsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}
#define bd_cusolverSpCcsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpCcsrlsvqr(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsrlsvqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpZcsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}
#define bd_cusolverSpZcsrlsvqr(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpZcsrlsvqr(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpScsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpScsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsrlsvqrHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpScsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpScsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity) bd_inline_cusolverSpScsrlsvqrHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpDcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpDcsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsrlsvqrHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpDcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpDcsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity) bd_inline_cusolverSpDcsrlsvqrHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpCcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpCcsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsrlsvqrHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpCcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpCcsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity) bd_inline_cusolverSpCcsrlsvqrHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpZcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpZcsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsrlsvqrHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpZcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpZcsrlsvqrHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity) bd_inline_cusolverSpZcsrlsvqrHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpScsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpScsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsrlsvcholHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpScsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpScsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpScsrlsvcholHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpDcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpDcsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsrlsvcholHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpDcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpDcsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpDcsrlsvcholHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpCcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpCcsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsrlsvcholHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpCcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpCcsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpCcsrlsvcholHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpZcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpZcsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsrlsvcholHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)
                                 : bd_gen_at_cusolverSpZcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line);
}
#define bd_cusolverSpZcsrlsvcholHost(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpZcsrlsvcholHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsrlsvchol(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpScsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}
#define bd_cusolverSpScsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpScsrlsvchol(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsrlsvchol(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpDcsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}
#define bd_cusolverSpDcsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpDcsrlsvchol(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsrlsvchol(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpCcsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}
#define bd_cusolverSpCcsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpCcsrlsvchol(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsrlsvchol(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_file, bd_line) : bd_cusolverSpZcsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
}
#define bd_cusolverSpZcsrlsvchol(bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity) bd_inline_cusolverSpZcsrlsvchol(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int *rankA, float *x, int *p, float *min_norm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpScsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int *rankA, float *x, int *p, float *min_norm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_file, bd_line) : bd_cusolverSpScsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsrlsqvqrHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int *rankA, float *x, int *p, float *min_norm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)
                                 : bd_gen_at_cusolverSpScsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_file, bd_line);
}
#define bd_cusolverSpScsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm) bd_inline_cusolverSpScsrlsqvqrHost(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int *rankA, double *x, int *p, double *min_norm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpDcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int *rankA, double *x, int *p, double *min_norm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_file, bd_line) : bd_cusolverSpDcsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsrlsqvqrHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int *rankA, double *x, int *p, double *min_norm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)
                                 : bd_gen_at_cusolverSpDcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_file, bd_line);
}
#define bd_cusolverSpDcsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm) bd_inline_cusolverSpDcsrlsqvqrHost(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex *x, int *p, float *min_norm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpCcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex *x, int *p, float *min_norm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_file, bd_line) : bd_cusolverSpCcsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsrlsqvqrHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex *x, int *p, float *min_norm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)
                                 : bd_gen_at_cusolverSpCcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_file, bd_line);
}
#define bd_cusolverSpCcsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm) bd_inline_cusolverSpCcsrlsqvqrHost(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, cuDoubleComplex *x, int *p, double *min_norm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpZcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, cuDoubleComplex *x, int *p, double *min_norm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_file, bd_line) : bd_cusolverSpZcsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsrlsqvqrHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, cuDoubleComplex *x, int *p, double *min_norm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)
                                 : bd_gen_at_cusolverSpZcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_file, bd_line);
}
#define bd_cusolverSpZcsrlsqvqrHost(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm) bd_inline_cusolverSpZcsrlsqvqrHost(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float tol, float *mu, float *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpScsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float tol, float *mu, float *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_file, bd_line) : bd_cusolverSpScsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsreigvsiHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float tol, float *mu, float *x)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)
                                 : bd_gen_at_cusolverSpScsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_file, bd_line);
}
#define bd_cusolverSpScsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x) bd_inline_cusolverSpScsreigvsiHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double tol, double *mu, double *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpDcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double tol, double *mu, double *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_file, bd_line) : bd_cusolverSpDcsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsreigvsiHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double tol, double *mu, double *x)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)
                                 : bd_gen_at_cusolverSpDcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_file, bd_line);
}
#define bd_cusolverSpDcsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x) bd_inline_cusolverSpDcsreigvsiHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float tol, cuComplex *mu, cuComplex *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpCcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float tol, cuComplex *mu, cuComplex *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_file, bd_line) : bd_cusolverSpCcsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsreigvsiHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float tol, cuComplex *mu, cuComplex *x)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)
                                 : bd_gen_at_cusolverSpCcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_file, bd_line);
}
#define bd_cusolverSpCcsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x) bd_inline_cusolverSpCcsreigvsiHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpZcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_file, bd_line) : bd_cusolverSpZcsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsreigvsiHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)
                                 : bd_gen_at_cusolverSpZcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_file, bd_line);
}
#define bd_cusolverSpZcsreigvsiHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x) bd_inline_cusolverSpZcsreigvsiHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float eps, float *mu, float *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsreigvsi(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float eps, float *mu, float *x)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_file, bd_line) : bd_cusolverSpScsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
}
#define bd_cusolverSpScsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x) bd_inline_cusolverSpScsreigvsi(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double eps, double *mu, double *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsreigvsi(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double eps, double *mu, double *x)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_file, bd_line) : bd_cusolverSpDcsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
}
#define bd_cusolverSpDcsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x) bd_inline_cusolverSpDcsreigvsi(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float eps, cuComplex *mu, cuComplex *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsreigvsi(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float eps, cuComplex *mu, cuComplex *x)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_file, bd_line) : bd_cusolverSpCcsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
}
#define bd_cusolverSpCcsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x) bd_inline_cusolverSpCcsreigvsi(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double eps, cuDoubleComplex *mu, cuDoubleComplex *x, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsreigvsi(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double eps, cuDoubleComplex *mu, cuDoubleComplex *x)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_file, bd_line) : bd_cusolverSpZcsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
}
#define bd_cusolverSpZcsreigvsi(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x) bd_inline_cusolverSpZcsreigvsi(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpScsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_file, bd_line) : bd_cusolverSpScsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsreigsHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)
                                 : bd_gen_at_cusolverSpScsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_file, bd_line);
}
#define bd_cusolverSpScsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs) bd_inline_cusolverSpScsreigsHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpDcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_file, bd_line) : bd_cusolverSpDcsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsreigsHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)
                                 : bd_gen_at_cusolverSpDcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_file, bd_line);
}
#define bd_cusolverSpDcsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs) bd_inline_cusolverSpDcsreigsHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpCcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_file, bd_line) : bd_cusolverSpCcsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsreigsHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)
                                 : bd_gen_at_cusolverSpCcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_file, bd_line);
}
#define bd_cusolverSpCcsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs) bd_inline_cusolverSpCcsreigsHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpZcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_file, bd_line) : bd_cusolverSpZcsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsreigsHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)
                                 : bd_gen_at_cusolverSpZcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_file, bd_line);
}
#define bd_cusolverSpZcsreigsHost(bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs) bd_inline_cusolverSpZcsreigsHost(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpXcsrsymrcmHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpXcsrsymrcmHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpXcsrsymrcmHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpXcsrsymrcmHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, bd_file, bd_line) : bd_cusolverSpXcsrsymrcmHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
}

static inline cusolverStatus_t bd_inline_cusolverSpXcsrsymrcmHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymrcmHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p)
                                 : bd_gen_at_cusolverSpXcsrsymrcmHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, bd_file, bd_line);
}
#define bd_cusolverSpXcsrsymrcmHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p) bd_inline_cusolverSpXcsrsymrcmHost(__FILE__, __LINE__, bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpXcsrsymmdqHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpXcsrsymmdqHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpXcsrsymmdqHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpXcsrsymmdqHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, bd_file, bd_line) : bd_cusolverSpXcsrsymmdqHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
}

static inline cusolverStatus_t bd_inline_cusolverSpXcsrsymmdqHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymmdqHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p)
                                 : bd_gen_at_cusolverSpXcsrsymmdqHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, bd_file, bd_line);
}
#define bd_cusolverSpXcsrsymmdqHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p) bd_inline_cusolverSpXcsrsymmdqHost(__FILE__, __LINE__, bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpXcsrsymamdHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpXcsrsymamdHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpXcsrsymamdHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpXcsrsymamdHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, bd_file, bd_line) : bd_cusolverSpXcsrsymamdHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
}

static inline cusolverStatus_t bd_inline_cusolverSpXcsrsymamdHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymamdHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p)
                                 : bd_gen_at_cusolverSpXcsrsymamdHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, bd_file, bd_line);
}
#define bd_cusolverSpXcsrsymamdHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p) bd_inline_cusolverSpXcsrsymamdHost(__FILE__, __LINE__, bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpXcsrmetisndHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int64_t *options, int *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpXcsrmetisndHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpXcsrmetisndHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int64_t *options, int *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpXcsrmetisndHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p, bd, bd_file, bd_line) : bd_cusolverSpXcsrmetisndHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p);
}

static inline cusolverStatus_t bd_inline_cusolverSpXcsrmetisndHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int64_t *options, int *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrmetisndHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p)
                                 : bd_gen_at_cusolverSpXcsrmetisndHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p, bd, bd_file, bd_line);
}
#define bd_cusolverSpXcsrmetisndHost(bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p) bd_inline_cusolverSpXcsrmetisndHost(__FILE__, __LINE__, bd, handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpScsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_file, bd_line) : bd_cusolverSpScsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsrzfdHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)
                                 : bd_gen_at_cusolverSpScsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_file, bd_line);
}
#define bd_cusolverSpScsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz) bd_inline_cusolverSpScsrzfdHost(__FILE__, __LINE__, bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpDcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_file, bd_line) : bd_cusolverSpDcsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsrzfdHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)
                                 : bd_gen_at_cusolverSpDcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_file, bd_line);
}
#define bd_cusolverSpDcsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz) bd_inline_cusolverSpDcsrzfdHost(__FILE__, __LINE__, bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpCcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_file, bd_line) : bd_cusolverSpCcsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsrzfdHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)
                                 : bd_gen_at_cusolverSpCcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_file, bd_line);
}
#define bd_cusolverSpCcsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz) bd_inline_cusolverSpCcsrzfdHost(__FILE__, __LINE__, bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpZcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_file, bd_line) : bd_cusolverSpZcsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsrzfdHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)
                                 : bd_gen_at_cusolverSpZcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_file, bd_line);
}
#define bd_cusolverSpZcsrzfdHost(bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz) bd_inline_cusolverSpZcsrzfdHost(__FILE__, __LINE__, bd, handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpXcsrperm_bufferSizeHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpXcsrperm_bufferSizeHost(bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpXcsrperm_bufferSizeHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpXcsrperm_bufferSizeHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes, bd, bd_file, bd_line) : bd_cusolverSpXcsrperm_bufferSizeHost(bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes);
}

static inline cusolverStatus_t bd_inline_cusolverSpXcsrperm_bufferSizeHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrperm_bufferSizeHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes)
                                 : bd_gen_at_cusolverSpXcsrperm_bufferSizeHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusolverSpXcsrperm_bufferSizeHost(bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes) bd_inline_cusolverSpXcsrperm_bufferSizeHost(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpXcsrpermHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpXcsrpermHost(bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpXcsrpermHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpXcsrpermHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer, bd, bd_file, bd_line) : bd_cusolverSpXcsrpermHost(bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer);
}

static inline cusolverStatus_t bd_inline_cusolverSpXcsrpermHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrpermHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer)
                                 : bd_gen_at_cusolverSpXcsrpermHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusolverSpXcsrpermHost(bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer) bd_inline_cusolverSpXcsrpermHost(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCreateCsrqrInfo(csrqrInfo_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCreateCsrqrInfo(bd, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpCreateCsrqrInfo(csrqrInfo_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCreateCsrqrInfo(info, bd, bd_file, bd_line) : bd_cusolverSpCreateCsrqrInfo(bd, info);
}

static inline cusolverStatus_t bd_inline_cusolverSpCreateCsrqrInfo(const char *bd_file, int bd_line, bound_dev_t *bd, csrqrInfo_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreateCsrqrInfo)(info)
                                 : bd_gen_at_cusolverSpCreateCsrqrInfo(info, bd, bd_file, bd_line);
}
#define bd_cusolverSpCreateCsrqrInfo(bd, info) bd_inline_cusolverSpCreateCsrqrInfo(__FILE__, __LINE__, bd, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDestroyCsrqrInfo(csrqrInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDestroyCsrqrInfo(bd, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpDestroyCsrqrInfo(csrqrInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDestroyCsrqrInfo(info, bd, bd_file, bd_line) : bd_cusolverSpDestroyCsrqrInfo(bd, info);
}

static inline cusolverStatus_t bd_inline_cusolverSpDestroyCsrqrInfo(const char *bd_file, int bd_line, bound_dev_t *bd, csrqrInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroyCsrqrInfo)(info)
                                 : bd_gen_at_cusolverSpDestroyCsrqrInfo(info, bd, bd_file, bd_line);
}
#define bd_cusolverSpDestroyCsrqrInfo(bd, info) bd_inline_cusolverSpDestroyCsrqrInfo(__FILE__, __LINE__, bd, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpXcsrqrAnalysisBatched(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpXcsrqrAnalysisBatched(bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpXcsrqrAnalysisBatched(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpXcsrqrAnalysisBatched(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info, bd, bd_file, bd_line) : bd_cusolverSpXcsrqrAnalysisBatched(bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info);
}

static inline cusolverStatus_t bd_inline_cusolverSpXcsrqrAnalysisBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrqrAnalysisBatched)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info)
                                 : bd_gen_at_cusolverSpXcsrqrAnalysisBatched(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info, bd, bd_file, bd_line);
}
#define bd_cusolverSpXcsrqrAnalysisBatched(bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info) bd_inline_cusolverSpXcsrqrAnalysisBatched(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpScsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_file, bd_line) : bd_cusolverSpScsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsrqrBufferInfoBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)
                                 : bd_gen_at_cusolverSpScsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_file, bd_line);
}
#define bd_cusolverSpScsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes) bd_inline_cusolverSpScsrqrBufferInfoBatched(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpDcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_file, bd_line) : bd_cusolverSpDcsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsrqrBufferInfoBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)
                                 : bd_gen_at_cusolverSpDcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_file, bd_line);
}
#define bd_cusolverSpDcsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes) bd_inline_cusolverSpDcsrqrBufferInfoBatched(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpCcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_file, bd_line) : bd_cusolverSpCcsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsrqrBufferInfoBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)
                                 : bd_gen_at_cusolverSpCcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_file, bd_line);
}
#define bd_cusolverSpCcsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes) bd_inline_cusolverSpCcsrqrBufferInfoBatched(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverSpZcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_file, bd_line) : bd_cusolverSpZcsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsrqrBufferInfoBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)
                                 : bd_gen_at_cusolverSpZcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_file, bd_line);
}
#define bd_cusolverSpZcsrqrBufferInfoBatched(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes) bd_inline_cusolverSpZcsrqrBufferInfoBatched(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpScsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpScsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
}

static inline cusolverStatus_t bd_inline_cusolverSpScsrqrsvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpScsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_file, bd_line) : bd_cusolverSpScsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
}
#define bd_cusolverSpScsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer) bd_inline_cusolverSpScsrqrsvBatched(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpDcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpDcsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
}

static inline cusolverStatus_t bd_inline_cusolverSpDcsrqrsvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpDcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_file, bd_line) : bd_cusolverSpDcsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
}
#define bd_cusolverSpDcsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer) bd_inline_cusolverSpDcsrqrsvBatched(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpCcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, cuComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpCcsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
}

static inline cusolverStatus_t bd_inline_cusolverSpCcsrqrsvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, cuComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpCcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_file, bd_line) : bd_cusolverSpCcsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
}
#define bd_cusolverSpCcsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer) bd_inline_cusolverSpCcsrqrsvBatched(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverSpZcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, cuDoubleComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverSpZcsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
}

static inline cusolverStatus_t bd_inline_cusolverSpZcsrqrsvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, cuDoubleComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverSpZcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_file, bd_line) : bd_cusolverSpZcsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
}
#define bd_cusolverSpZcsrqrsvBatched(bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer) bd_inline_cusolverSpZcsrqrsvBatched(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in cusolverSp.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
