/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cusparse: a bd_ function for each of the 448 functions of cusparse.h that libcubound exports.
 * The 435 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return cusparseStatus_t; the
 * 13 context-free ones pass straight through. The functions themselves are found at run time
 * (libcusparse.so.12); one the loaded library lacks answers CUSPARSE_STATUS_NOT_SUPPORTED.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_CUSPARSE_H
#define CUBOUND_GENERATED_CUSPARSE_H

#include <cusparse.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as cusparse reports it; bd_last_error() says more. */
static inline cusparseStatus_t bd_gen_cusparse_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return CUSPARSE_STATUS_INVALID_VALUE;
    case CUDA_ERROR_INVALID_CONTEXT: return CUSPARSE_STATUS_INVALID_VALUE;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CUSPARSE_STATUS_NOT_INITIALIZED;
    case CUDA_ERROR_INVALID_HANDLE: return CUSPARSE_STATUS_INVALID_VALUE;
    default: return CUSPARSE_STATUS_INTERNAL_ERROR;
    }
}

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/cusparse.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_cusparse_table {
    cusparseStatus_t (*pfn_cusparseCreate)(cusparseHandle_t *handle);
    cusparseStatus_t (*pfn_cusparseDestroy)(cusparseHandle_t handle);
    cusparseStatus_t (*pfn_cusparseGetVersion)(cusparseHandle_t handle, int *version);
    cusparseStatus_t (*pfn_cusparseGetProperty)(libraryPropertyType type, int *value);
    const char * (*pfn_cusparseGetErrorName)(cusparseStatus_t status);
    const char * (*pfn_cusparseGetErrorString)(cusparseStatus_t status);
    cusparseStatus_t (*pfn_cusparseSetStream)(cusparseHandle_t handle, cudaStream_t streamId);
    cusparseStatus_t (*pfn_cusparseGetStream)(cusparseHandle_t handle, cudaStream_t *streamId);
    cusparseStatus_t (*pfn_cusparseGetPointerMode)(cusparseHandle_t handle, cusparsePointerMode_t *mode);
    cusparseStatus_t (*pfn_cusparseSetPointerMode)(cusparseHandle_t handle, cusparsePointerMode_t mode);
    cusparseStatus_t (*pfn_cusparseLoggerSetCallback)(cusparseLoggerCallback_t callback);
    cusparseStatus_t (*pfn_cusparseLoggerSetFile)(FILE *file);
    cusparseStatus_t (*pfn_cusparseLoggerOpenFile)(const char *logFile);
    cusparseStatus_t (*pfn_cusparseLoggerSetLevel)(int level);
    cusparseStatus_t (*pfn_cusparseLoggerSetMask)(int mask);
    cusparseStatus_t (*pfn_cusparseLoggerForceDisable)(void);
    cusparseStatus_t (*pfn_cusparseCreateMatDescr)(cusparseMatDescr_t *descrA);
    cusparseStatus_t (*pfn_cusparseDestroyMatDescr)(cusparseMatDescr_t descrA);
    cusparseStatus_t (*pfn_cusparseSetMatType)(cusparseMatDescr_t descrA, cusparseMatrixType_t type);
    cusparseMatrixType_t (*pfn_cusparseGetMatType)(const cusparseMatDescr_t descrA);
    cusparseStatus_t (*pfn_cusparseSetMatFillMode)(cusparseMatDescr_t descrA, cusparseFillMode_t fillMode);
    cusparseFillMode_t (*pfn_cusparseGetMatFillMode)(const cusparseMatDescr_t descrA);
    cusparseStatus_t (*pfn_cusparseSetMatDiagType)(cusparseMatDescr_t descrA, cusparseDiagType_t diagType);
    cusparseDiagType_t (*pfn_cusparseGetMatDiagType)(const cusparseMatDescr_t descrA);
    cusparseStatus_t (*pfn_cusparseSetMatIndexBase)(cusparseMatDescr_t descrA, cusparseIndexBase_t base);
    cusparseIndexBase_t (*pfn_cusparseGetMatIndexBase)(const cusparseMatDescr_t descrA);
    cusparseStatus_t (*pfn_cusparseCreateCsric02Info)(csric02Info_t *info);
    cusparseStatus_t (*pfn_cusparseDestroyCsric02Info)(csric02Info_t info);
    cusparseStatus_t (*pfn_cusparseCreateBsric02Info)(bsric02Info_t *info);
    cusparseStatus_t (*pfn_cusparseDestroyBsric02Info)(bsric02Info_t info);
    cusparseStatus_t (*pfn_cusparseCreateCsrilu02Info)(csrilu02Info_t *info);
    cusparseStatus_t (*pfn_cusparseDestroyCsrilu02Info)(csrilu02Info_t info);
    cusparseStatus_t (*pfn_cusparseCreateBsrilu02Info)(bsrilu02Info_t *info);
    cusparseStatus_t (*pfn_cusparseDestroyBsrilu02Info)(bsrilu02Info_t info);
    cusparseStatus_t (*pfn_cusparseCreateBsrsv2Info)(bsrsv2Info_t *info);
    cusparseStatus_t (*pfn_cusparseDestroyBsrsv2Info)(bsrsv2Info_t info);
    cusparseStatus_t (*pfn_cusparseCreateBsrsm2Info)(bsrsm2Info_t *info);
    cusparseStatus_t (*pfn_cusparseDestroyBsrsm2Info)(bsrsm2Info_t info);
    cusparseStatus_t (*pfn_cusparseCreateCsru2csrInfo)(csru2csrInfo_t *info);
    cusparseStatus_t (*pfn_cusparseDestroyCsru2csrInfo)(csru2csrInfo_t info);
    cusparseStatus_t (*pfn_cusparseCreateColorInfo)(cusparseColorInfo_t *info);
    cusparseStatus_t (*pfn_cusparseDestroyColorInfo)(cusparseColorInfo_t info);
    cusparseStatus_t (*pfn_cusparseCreatePruneInfo)(pruneInfo_t *info);
    cusparseStatus_t (*pfn_cusparseDestroyPruneInfo)(pruneInfo_t info);
    cusparseStatus_t (*pfn_cusparseSgemvi)(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const float *alpha, const float *A, int lda, int nnz, const float *xVal, const int *xInd, const float *beta, float *y, cusparseIndexBase_t idxBase, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSgemvi_bufferSize)(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize);
    cusparseStatus_t (*pfn_cusparseDgemvi)(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const double *alpha, const double *A, int lda, int nnz, const double *xVal, const int *xInd, const double *beta, double *y, cusparseIndexBase_t idxBase, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDgemvi_bufferSize)(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize);
    cusparseStatus_t (*pfn_cusparseCgemvi)(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, int nnz, const cuComplex *xVal, const int *xInd, const cuComplex *beta, cuComplex *y, cusparseIndexBase_t idxBase, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCgemvi_bufferSize)(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize);
    cusparseStatus_t (*pfn_cusparseZgemvi)(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, int nnz, const cuDoubleComplex *xVal, const int *xInd, const cuDoubleComplex *beta, cuDoubleComplex *y, cusparseIndexBase_t idxBase, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZgemvi_bufferSize)(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize);
    cusparseStatus_t (*pfn_cusparseSbsrmv)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const float *x, const float *beta, float *y);
    cusparseStatus_t (*pfn_cusparseDbsrmv)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const double *x, const double *beta, double *y);
    cusparseStatus_t (*pfn_cusparseCbsrmv)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cuComplex *x, const cuComplex *beta, cuComplex *y);
    cusparseStatus_t (*pfn_cusparseZbsrmv)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const cuDoubleComplex *beta, cuDoubleComplex *y);
    cusparseStatus_t (*pfn_cusparseSbsrxmv)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const float *x, const float *beta, float *y);
    cusparseStatus_t (*pfn_cusparseDbsrxmv)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const double *x, const double *beta, double *y);
    cusparseStatus_t (*pfn_cusparseCbsrxmv)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const cuComplex *x, const cuComplex *beta, cuComplex *y);
    cusparseStatus_t (*pfn_cusparseZbsrxmv)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const cuDoubleComplex *beta, cuDoubleComplex *y);
    cusparseStatus_t (*pfn_cusparseXbsrsv2_zeroPivot)(cusparseHandle_t handle, bsrsv2Info_t info, int *position);
    cusparseStatus_t (*pfn_cusparseSbsrsv2_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDbsrsv2_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCbsrsv2_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZbsrsv2_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSbsrsv2_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseDbsrsv2_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseCbsrsv2_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseZbsrsv2_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseSbsrsv2_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDbsrsv2_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCbsrsv2_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZbsrsv2_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSbsrsv2_solve)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const float *f, float *x, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDbsrsv2_solve)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const double *f, double *x, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCbsrsv2_solve)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const cuComplex *f, cuComplex *x, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZbsrsv2_solve)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const cuDoubleComplex *f, cuDoubleComplex *x, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSbsrmm)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const float *B, const int ldb, const float *beta, float *C, int ldc);
    cusparseStatus_t (*pfn_cusparseDbsrmm)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const double *B, const int ldb, const double *beta, double *C, int ldc);
    cusparseStatus_t (*pfn_cusparseCbsrmm)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const cuComplex *B, const int ldb, const cuComplex *beta, cuComplex *C, int ldc);
    cusparseStatus_t (*pfn_cusparseZbsrmm)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const cuDoubleComplex *B, const int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
    cusparseStatus_t (*pfn_cusparseXbsrsm2_zeroPivot)(cusparseHandle_t handle, bsrsm2Info_t info, int *position);
    cusparseStatus_t (*pfn_cusparseSbsrsm2_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDbsrsm2_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCbsrsm2_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZbsrsm2_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSbsrsm2_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseDbsrsm2_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseCbsrsm2_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseZbsrsm2_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseSbsrsm2_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDbsrsm2_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCbsrsm2_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZbsrsm2_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSbsrsm2_solve)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const float *B, int ldb, float *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDbsrsm2_solve)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const double *B, int ldb, double *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCbsrsm2_solve)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const cuComplex *B, int ldb, cuComplex *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZbsrsm2_solve)(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const cuDoubleComplex *B, int ldb, cuDoubleComplex *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseScsrilu02_numericBoost)(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, float *boost_val);
    cusparseStatus_t (*pfn_cusparseDcsrilu02_numericBoost)(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, double *boost_val);
    cusparseStatus_t (*pfn_cusparseCcsrilu02_numericBoost)(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, cuComplex *boost_val);
    cusparseStatus_t (*pfn_cusparseZcsrilu02_numericBoost)(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, cuDoubleComplex *boost_val);
    cusparseStatus_t (*pfn_cusparseXcsrilu02_zeroPivot)(cusparseHandle_t handle, csrilu02Info_t info, int *position);
    cusparseStatus_t (*pfn_cusparseScsrilu02_bufferSize)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDcsrilu02_bufferSize)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCcsrilu02_bufferSize)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZcsrilu02_bufferSize)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseScsrilu02_bufferSizeExt)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseDcsrilu02_bufferSizeExt)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseCcsrilu02_bufferSizeExt)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseZcsrilu02_bufferSizeExt)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseScsrilu02_analysis)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDcsrilu02_analysis)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCcsrilu02_analysis)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZcsrilu02_analysis)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseScsrilu02)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDcsrilu02)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCcsrilu02)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZcsrilu02)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSbsrilu02_numericBoost)(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, float *boost_val);
    cusparseStatus_t (*pfn_cusparseDbsrilu02_numericBoost)(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, double *boost_val);
    cusparseStatus_t (*pfn_cusparseCbsrilu02_numericBoost)(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, cuComplex *boost_val);
    cusparseStatus_t (*pfn_cusparseZbsrilu02_numericBoost)(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, cuDoubleComplex *boost_val);
    cusparseStatus_t (*pfn_cusparseXbsrilu02_zeroPivot)(cusparseHandle_t handle, bsrilu02Info_t info, int *position);
    cusparseStatus_t (*pfn_cusparseSbsrilu02_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDbsrilu02_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCbsrilu02_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZbsrilu02_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSbsrilu02_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseDbsrilu02_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseCbsrilu02_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseZbsrilu02_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseSbsrilu02_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDbsrilu02_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCbsrilu02_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZbsrilu02_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSbsrilu02)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDbsrilu02)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCbsrilu02)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZbsrilu02)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseXcsric02_zeroPivot)(cusparseHandle_t handle, csric02Info_t info, int *position);
    cusparseStatus_t (*pfn_cusparseScsric02_bufferSize)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDcsric02_bufferSize)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCcsric02_bufferSize)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZcsric02_bufferSize)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseScsric02_bufferSizeExt)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseDcsric02_bufferSizeExt)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseCcsric02_bufferSizeExt)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseZcsric02_bufferSizeExt)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseScsric02_analysis)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDcsric02_analysis)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCcsric02_analysis)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZcsric02_analysis)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseScsric02)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDcsric02)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCcsric02)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZcsric02)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseXbsric02_zeroPivot)(cusparseHandle_t handle, bsric02Info_t info, int *position);
    cusparseStatus_t (*pfn_cusparseSbsric02_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDbsric02_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCbsric02_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZbsric02_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSbsric02_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseDbsric02_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseCbsric02_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseZbsric02_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseSbsric02_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer);
    cusparseStatus_t (*pfn_cusparseDbsric02_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer);
    cusparseStatus_t (*pfn_cusparseCbsric02_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer);
    cusparseStatus_t (*pfn_cusparseZbsric02_analysis)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer);
    cusparseStatus_t (*pfn_cusparseSbsric02)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDbsric02)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCbsric02)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZbsric02)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSgtsv2_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, const float *B, int ldb, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDgtsv2_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, const double *B, int ldb, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCgtsv2_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *B, int ldb, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZgtsv2_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSgtsv2)(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, float *B, int ldb, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDgtsv2)(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, double *B, int ldb, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCgtsv2)(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZgtsv2)(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *B, int ldb, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSgtsv2_nopivot_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, const float *B, int ldb, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDgtsv2_nopivot_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, const double *B, int ldb, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCgtsv2_nopivot_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *B, int ldb, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZgtsv2_nopivot_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSgtsv2_nopivot)(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, float *B, int ldb, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDgtsv2_nopivot)(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, double *B, int ldb, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCgtsv2_nopivot)(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZgtsv2_nopivot)(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *B, int ldb, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSgtsv2StridedBatch_bufferSizeExt)(cusparseHandle_t handle, int m, const float *dl, const float *d, const float *du, const float *x, int batchCount, int batchStride, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDgtsv2StridedBatch_bufferSizeExt)(cusparseHandle_t handle, int m, const double *dl, const double *d, const double *du, const double *x, int batchCount, int batchStride, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCgtsv2StridedBatch_bufferSizeExt)(cusparseHandle_t handle, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount, int batchStride, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZgtsv2StridedBatch_bufferSizeExt)(cusparseHandle_t handle, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x, int batchCount, int batchStride, size_t *bufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSgtsv2StridedBatch)(cusparseHandle_t handle, int m, const float *dl, const float *d, const float *du, float *x, int batchCount, int batchStride, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDgtsv2StridedBatch)(cusparseHandle_t handle, int m, const double *dl, const double *d, const double *du, double *x, int batchCount, int batchStride, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCgtsv2StridedBatch)(cusparseHandle_t handle, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *x, int batchCount, int batchStride, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZgtsv2StridedBatch)(cusparseHandle_t handle, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *x, int batchCount, int batchStride, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSgtsvInterleavedBatch_bufferSizeExt)(cusparseHandle_t handle, int algo, int m, const float *dl, const float *d, const float *du, const float *x, int batchCount, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDgtsvInterleavedBatch_bufferSizeExt)(cusparseHandle_t handle, int algo, int m, const double *dl, const double *d, const double *du, const double *x, int batchCount, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCgtsvInterleavedBatch_bufferSizeExt)(cusparseHandle_t handle, int algo, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZgtsvInterleavedBatch_bufferSizeExt)(cusparseHandle_t handle, int algo, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x, int batchCount, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSgtsvInterleavedBatch)(cusparseHandle_t handle, int algo, int m, float *dl, float *d, float *du, float *x, int batchCount, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDgtsvInterleavedBatch)(cusparseHandle_t handle, int algo, int m, double *dl, double *d, double *du, double *x, int batchCount, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCgtsvInterleavedBatch)(cusparseHandle_t handle, int algo, int m, cuComplex *dl, cuComplex *d, cuComplex *du, cuComplex *x, int batchCount, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZgtsvInterleavedBatch)(cusparseHandle_t handle, int algo, int m, cuDoubleComplex *dl, cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *x, int batchCount, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSgpsvInterleavedBatch_bufferSizeExt)(cusparseHandle_t handle, int algo, int m, const float *ds, const float *dl, const float *d, const float *du, const float *dw, const float *x, int batchCount, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDgpsvInterleavedBatch_bufferSizeExt)(cusparseHandle_t handle, int algo, int m, const double *ds, const double *dl, const double *d, const double *du, const double *dw, const double *x, int batchCount, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCgpsvInterleavedBatch_bufferSizeExt)(cusparseHandle_t handle, int algo, int m, const cuComplex *ds, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *dw, const cuComplex *x, int batchCount, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZgpsvInterleavedBatch_bufferSizeExt)(cusparseHandle_t handle, int algo, int m, const cuDoubleComplex *ds, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *dw, const cuDoubleComplex *x, int batchCount, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSgpsvInterleavedBatch)(cusparseHandle_t handle, int algo, int m, float *ds, float *dl, float *d, float *du, float *dw, float *x, int batchCount, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDgpsvInterleavedBatch)(cusparseHandle_t handle, int algo, int m, double *ds, double *dl, double *d, double *du, double *dw, double *x, int batchCount, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCgpsvInterleavedBatch)(cusparseHandle_t handle, int algo, int m, cuComplex *ds, cuComplex *dl, cuComplex *d, cuComplex *du, cuComplex *dw, cuComplex *x, int batchCount, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZgpsvInterleavedBatch)(cusparseHandle_t handle, int algo, int m, cuDoubleComplex *ds, cuDoubleComplex *dl, cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *dw, cuDoubleComplex *x, int batchCount, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseScsrgeam2_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const float *alpha, const cusparseMatDescr_t descrA, int nnzA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *beta, const cusparseMatDescr_t descrB, int nnzB, const float *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDcsrgeam2_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const double *alpha, const cusparseMatDescr_t descrA, int nnzA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *beta, const cusparseMatDescr_t descrB, int nnzB, const double *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCcsrgeam2_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const cuComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const cuComplex *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZcsrgeam2_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuDoubleComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const cuDoubleComplex *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseXcsrgeam2Nnz)(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, int nnzA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrB, int nnzB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *workspace);
    cusparseStatus_t (*pfn_cusparseScsrgeam2)(cusparseHandle_t handle, int m, int n, const float *alpha, const cusparseMatDescr_t descrA, int nnzA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *beta, const cusparseMatDescr_t descrB, int nnzB, const float *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDcsrgeam2)(cusparseHandle_t handle, int m, int n, const double *alpha, const cusparseMatDescr_t descrA, int nnzA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *beta, const cusparseMatDescr_t descrB, int nnzB, const double *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCcsrgeam2)(cusparseHandle_t handle, int m, int n, const cuComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZcsrgeam2)(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuDoubleComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseScsrcolor)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info);
    cusparseStatus_t (*pfn_cusparseDcsrcolor)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info);
    cusparseStatus_t (*pfn_cusparseCcsrcolor)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info);
    cusparseStatus_t (*pfn_cusparseZcsrcolor)(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info);
    cusparseStatus_t (*pfn_cusparseSnnz)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);
    cusparseStatus_t (*pfn_cusparseDnnz)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);
    cusparseStatus_t (*pfn_cusparseCnnz)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);
    cusparseStatus_t (*pfn_cusparseZnnz)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);
    cusparseStatus_t (*pfn_cusparseSnnz_compress)(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const float *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, float tol);
    cusparseStatus_t (*pfn_cusparseDnnz_compress)(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const double *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, double tol);
    cusparseStatus_t (*pfn_cusparseCnnz_compress)(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, cuComplex tol);
    cusparseStatus_t (*pfn_cusparseZnnz_compress)(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, cuDoubleComplex tol);
    cusparseStatus_t (*pfn_cusparseScsr2csr_compress)(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, float *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, float tol);
    cusparseStatus_t (*pfn_cusparseDcsr2csr_compress)(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, double *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, double tol);
    cusparseStatus_t (*pfn_cusparseCcsr2csr_compress)(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, cuComplex *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, cuComplex tol);
    cusparseStatus_t (*pfn_cusparseZcsr2csr_compress)(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, cuDoubleComplex *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, cuDoubleComplex tol);
    cusparseStatus_t (*pfn_cusparseXcoo2csr)(cusparseHandle_t handle, const int *cooRowInd, int nnz, int m, int *csrSortedRowPtr, cusparseIndexBase_t idxBase);
    cusparseStatus_t (*pfn_cusparseXcsr2coo)(cusparseHandle_t handle, const int *csrSortedRowPtr, int nnz, int m, int *cooRowInd, cusparseIndexBase_t idxBase);
    cusparseStatus_t (*pfn_cusparseXcsr2bsrNnz)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int *nnzTotalDevHostPtr);
    cusparseStatus_t (*pfn_cusparseScsr2bsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseDcsr2bsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseCcsr2bsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseZcsr2bsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseSbsr2csr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseDbsr2csr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseCbsr2csr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseZbsr2csr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseSgebsr2gebsc_bufferSize)(cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDgebsr2gebsc_bufferSize)(cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCgebsr2gebsc_bufferSize)(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZgebsr2gebsc_bufferSize)(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSgebsr2gebsc_bufferSizeExt)(cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseDgebsr2gebsc_bufferSizeExt)(cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseCgebsr2gebsc_bufferSizeExt)(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseZgebsr2gebsc_bufferSizeExt)(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseSgebsr2gebsc)(cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, float *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDgebsr2gebsc)(cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, double *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCgebsr2gebsc)(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, cuComplex *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZgebsr2gebsc)(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, cuDoubleComplex *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseXgebsr2csr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *csrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseSgebsr2csr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseDgebsr2csr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseCgebsr2csr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseZgebsr2csr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);
    cusparseStatus_t (*pfn_cusparseScsr2gebsr_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDcsr2gebsr_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCcsr2gebsr_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZcsr2gebsr_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseScsr2gebsr_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseDcsr2gebsr_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseCcsr2gebsr_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseZcsr2gebsr_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseXcsr2gebsrNnz)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int rowBlockDim, int colBlockDim, int *nnzTotalDevHostPtr, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseScsr2gebsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDcsr2gebsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCcsr2gebsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZcsr2gebsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSgebsr2gebsr_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDgebsr2gebsr_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCgebsr2gebsr_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZgebsr2gebsr_bufferSize)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSgebsr2gebsr_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseDgebsr2gebsr_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseCgebsr2gebsr_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseZgebsr2gebsr_bufferSizeExt)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize);
    cusparseStatus_t (*pfn_cusparseXgebsr2gebsrNnz)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int rowBlockDimC, int colBlockDimC, int *nnzTotalDevHostPtr, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSgebsr2gebsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDgebsr2gebsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCgebsr2gebsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZgebsr2gebsr)(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCreateIdentityPermutation)(cusparseHandle_t handle, int n, int *p);
    cusparseStatus_t (*pfn_cusparseXcoosort_bufferSizeExt)(cusparseHandle_t handle, int m, int n, int nnz, const int *cooRowsA, const int *cooColsA, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseXcoosortByRow)(cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseXcoosortByColumn)(cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseXcsrsort_bufferSizeExt)(cusparseHandle_t handle, int m, int n, int nnz, const int *csrRowPtrA, const int *csrColIndA, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseXcsrsort)(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const int *csrRowPtrA, int *csrColIndA, int *P, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseXcscsort_bufferSizeExt)(cusparseHandle_t handle, int m, int n, int nnz, const int *cscColPtrA, const int *cscRowIndA, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseXcscsort)(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const int *cscColPtrA, int *cscRowIndA, int *P, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseScsru2csr_bufferSizeExt)(cusparseHandle_t handle, int m, int n, int nnz, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDcsru2csr_bufferSizeExt)(cusparseHandle_t handle, int m, int n, int nnz, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseCcsru2csr_bufferSizeExt)(cusparseHandle_t handle, int m, int n, int nnz, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseZcsru2csr_bufferSizeExt)(cusparseHandle_t handle, int m, int n, int nnz, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseScsru2csr)(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDcsru2csr)(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCcsru2csr)(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZcsru2csr)(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseScsr2csru)(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDcsr2csru)(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCcsr2csru)(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseZcsr2csru)(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSpruneDense2csr_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDpruneDense2csr_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSpruneDense2csrNnz)(cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDpruneDense2csrNnz)(cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSpruneDense2csr)(cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDpruneDense2csr)(cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSpruneCsr2csr_bufferSizeExt)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDpruneCsr2csr_bufferSizeExt)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSpruneCsr2csrNnz)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDpruneCsr2csrNnz)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSpruneCsr2csr)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDpruneCsr2csr)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSpruneDense2csrByPercentage_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDpruneDense2csrByPercentage_bufferSizeExt)(cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSpruneDense2csrNnzByPercentage)(cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDpruneDense2csrNnzByPercentage)(cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSpruneDense2csrByPercentage)(cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDpruneDense2csrByPercentage)(cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSpruneCsr2csrByPercentage_bufferSizeExt)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseDpruneCsr2csrByPercentage_bufferSizeExt)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);
    cusparseStatus_t (*pfn_cusparseSpruneCsr2csrNnzByPercentage)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDpruneCsr2csrNnzByPercentage)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseSpruneCsr2csrByPercentage)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseDpruneCsr2csrByPercentage)(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);
    cusparseStatus_t (*pfn_cusparseCsr2cscEx2)(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, void *buffer);
    cusparseStatus_t (*pfn_cusparseCsr2cscEx2_bufferSize)(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, size_t *bufferSize);
    cusparseStatus_t (*pfn_cusparseCreateSpVec)(cusparseSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, void *indices, void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseCreateConstSpVec)(cusparseConstSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, const void *indices, const void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseDestroySpVec)(cusparseConstSpVecDescr_t spVecDescr);
    cusparseStatus_t (*pfn_cusparseSpVecGet)(cusparseSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, void **indices, void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseConstSpVecGet)(cusparseConstSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, const void **indices, const void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseSpVecGetIndexBase)(cusparseConstSpVecDescr_t spVecDescr, cusparseIndexBase_t *idxBase);
    cusparseStatus_t (*pfn_cusparseSpVecGetValues)(cusparseSpVecDescr_t spVecDescr, void **values);
    cusparseStatus_t (*pfn_cusparseConstSpVecGetValues)(cusparseConstSpVecDescr_t spVecDescr, const void **values);
    cusparseStatus_t (*pfn_cusparseSpVecSetValues)(cusparseSpVecDescr_t spVecDescr, void *values);
    cusparseStatus_t (*pfn_cusparseCreateDnVec)(cusparseDnVecDescr_t *dnVecDescr, int64_t size, void *values, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseCreateConstDnVec)(cusparseConstDnVecDescr_t *dnVecDescr, int64_t size, const void *values, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseDestroyDnVec)(cusparseConstDnVecDescr_t dnVecDescr);
    cusparseStatus_t (*pfn_cusparseDnVecGet)(cusparseDnVecDescr_t dnVecDescr, int64_t *size, void **values, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseConstDnVecGet)(cusparseConstDnVecDescr_t dnVecDescr, int64_t *size, const void **values, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseDnVecGetValues)(cusparseDnVecDescr_t dnVecDescr, void **values);
    cusparseStatus_t (*pfn_cusparseConstDnVecGetValues)(cusparseConstDnVecDescr_t dnVecDescr, const void **values);
    cusparseStatus_t (*pfn_cusparseDnVecSetValues)(cusparseDnVecDescr_t dnVecDescr, void *values);
    cusparseStatus_t (*pfn_cusparseDestroySpMat)(cusparseConstSpMatDescr_t spMatDescr);
    cusparseStatus_t (*pfn_cusparseSpMatGetFormat)(cusparseConstSpMatDescr_t spMatDescr, cusparseFormat_t *format);
    cusparseStatus_t (*pfn_cusparseSpMatGetIndexBase)(cusparseConstSpMatDescr_t spMatDescr, cusparseIndexBase_t *idxBase);
    cusparseStatus_t (*pfn_cusparseSpMatGetValues)(cusparseSpMatDescr_t spMatDescr, void **values);
    cusparseStatus_t (*pfn_cusparseConstSpMatGetValues)(cusparseConstSpMatDescr_t spMatDescr, const void **values);
    cusparseStatus_t (*pfn_cusparseSpMatSetValues)(cusparseSpMatDescr_t spMatDescr, void *values);
    cusparseStatus_t (*pfn_cusparseSpMatGetSize)(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz);
    cusparseStatus_t (*pfn_cusparseSpMatGetStridedBatch)(cusparseConstSpMatDescr_t spMatDescr, int *batchCount);
    cusparseStatus_t (*pfn_cusparseCooSetStridedBatch)(cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t batchStride);
    cusparseStatus_t (*pfn_cusparseCsrSetStridedBatch)(cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t columnsValuesBatchStride);
    cusparseStatus_t (*pfn_cusparseBsrSetStridedBatch)(cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t columnsBatchStride, int64_t ValuesBatchStride);
    cusparseStatus_t (*pfn_cusparseSpMatGetAttribute)(cusparseConstSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize);
    cusparseStatus_t (*pfn_cusparseSpMatSetAttribute)(cusparseSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize);
    cusparseStatus_t (*pfn_cusparseCreateCsr)(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *csrRowOffsets, void *csrColInd, void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseCreateConstCsr)(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *csrRowOffsets, const void *csrColInd, const void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseCreateCsc)(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *cscColOffsets, void *cscRowInd, void *cscValues, cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseCreateConstCsc)(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *cscColOffsets, const void *cscRowInd, const void *cscValues, cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseCsrGet)(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **csrRowOffsets, void **csrColInd, void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseConstCsrGet)(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **csrRowOffsets, const void **csrColInd, const void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseCscGet)(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **cscColOffsets, void **cscRowInd, void **cscValues, cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t *cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseConstCscGet)(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **cscColOffsets, const void **cscRowInd, const void **cscValues, cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t *cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseCsrSetPointers)(cusparseSpMatDescr_t spMatDescr, void *csrRowOffsets, void *csrColInd, void *csrValues);
    cusparseStatus_t (*pfn_cusparseCscSetPointers)(cusparseSpMatDescr_t spMatDescr, void *cscColOffsets, void *cscRowInd, void *cscValues);
    cusparseStatus_t (*pfn_cusparseCreateBsr)(cusparseSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols, int64_t bnnz, int64_t rowBlockSize, int64_t colBlockSize, void *bsrRowOffsets, void *bsrColInd, void *bsrValues, cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t order);
    cusparseStatus_t (*pfn_cusparseCreateConstBsr)(cusparseConstSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols, int64_t bnnz, int64_t rowBlockDim, int64_t colBlockDim, const void *bsrRowOffsets, const void *bsrColInd, const void *bsrValues, cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t order);
    cusparseStatus_t (*pfn_cusparseCreateCoo)(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *cooRowInd, void *cooColInd, void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseCreateConstCoo)(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *cooRowInd, const void *cooColInd, const void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseCooGet)(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **cooRowInd, void **cooColInd, void **cooValues, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseConstCooGet)(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **cooRowInd, const void **cooColInd, const void **cooValues, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseCooSetPointers)(cusparseSpMatDescr_t spMatDescr, void *cooRows, void *cooColumns, void *cooValues);
    cusparseStatus_t (*pfn_cusparseCreateBlockedEll)(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, void *ellColInd, void *ellValue, cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseCreateConstBlockedEll)(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, const void *ellColInd, const void *ellValue, cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseBlockedEllGet)(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *ellBlockSize, int64_t *ellCols, void **ellColInd, void **ellValue, cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseConstBlockedEllGet)(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *ellBlockSize, int64_t *ellCols, const void **ellColInd, const void **ellValue, cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);
    cusparseStatus_t (*pfn_cusparseCreateSlicedEll)(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize, int64_t sliceSize, void *sellSliceOffsets, void *sellColInd, void *sellValues, cusparseIndexType_t sellSliceOffsetsType, cusparseIndexType_t sellColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseCreateConstSlicedEll)(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize, int64_t sliceSize, const void *sellSliceOffsets, const void *sellColInd, const void *sellValues, cusparseIndexType_t sellSliceOffsetsType, cusparseIndexType_t sellColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);
    cusparseStatus_t (*pfn_cusparseCreateDnMat)(cusparseDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld, void *values, cudaDataType valueType, cusparseOrder_t order);
    cusparseStatus_t (*pfn_cusparseCreateConstDnMat)(cusparseConstDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld, const void *values, cudaDataType valueType, cusparseOrder_t order);
    cusparseStatus_t (*pfn_cusparseDestroyDnMat)(cusparseConstDnMatDescr_t dnMatDescr);
    cusparseStatus_t (*pfn_cusparseDnMatGet)(cusparseDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld, void **values, cudaDataType *type, cusparseOrder_t *order);
    cusparseStatus_t (*pfn_cusparseConstDnMatGet)(cusparseConstDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld, const void **values, cudaDataType *type, cusparseOrder_t *order);
    cusparseStatus_t (*pfn_cusparseDnMatGetValues)(cusparseDnMatDescr_t dnMatDescr, void **values);
    cusparseStatus_t (*pfn_cusparseConstDnMatGetValues)(cusparseConstDnMatDescr_t dnMatDescr, const void **values);
    cusparseStatus_t (*pfn_cusparseDnMatSetValues)(cusparseDnMatDescr_t dnMatDescr, void *values);
    cusparseStatus_t (*pfn_cusparseDnMatSetStridedBatch)(cusparseDnMatDescr_t dnMatDescr, int batchCount, int64_t batchStride);
    cusparseStatus_t (*pfn_cusparseDnMatGetStridedBatch)(cusparseConstDnMatDescr_t dnMatDescr, int *batchCount, int64_t *batchStride);
    cusparseStatus_t (*pfn_cusparseAxpby)(cusparseHandle_t handle, const void *alpha, cusparseConstSpVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY);
    cusparseStatus_t (*pfn_cusparseGather)(cusparseHandle_t handle, cusparseConstDnVecDescr_t vecY, cusparseSpVecDescr_t vecX);
    cusparseStatus_t (*pfn_cusparseScatter)(cusparseHandle_t handle, cusparseConstSpVecDescr_t vecX, cusparseDnVecDescr_t vecY);
    cusparseStatus_t (*pfn_cusparseRot)(cusparseHandle_t handle, const void *c_coeff, const void *s_coeff, cusparseSpVecDescr_t vecX, cusparseDnVecDescr_t vecY);
    cusparseStatus_t (*pfn_cusparseSpVV_bufferSize)(cusparseHandle_t handle, cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, const void *result, cudaDataType computeType, size_t *bufferSize);
    cusparseStatus_t (*pfn_cusparseSpVV)(cusparseHandle_t handle, cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, void *result, cudaDataType computeType, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseSparseToDense_bufferSize)(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, size_t *bufferSize);
    cusparseStatus_t (*pfn_cusparseSparseToDense)(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseDenseToSparse_bufferSize)(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, size_t *bufferSize);
    cusparseStatus_t (*pfn_cusparseDenseToSparse_analysis)(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseDenseToSparse_convert)(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseSpMV)(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseSpMV_bufferSize)(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, size_t *bufferSize);
    cusparseStatus_t (*pfn_cusparseSpMV_preprocess)(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseSpSV_createDescr)(cusparseSpSVDescr_t *descr);
    cusparseStatus_t (*pfn_cusparseSpSV_destroyDescr)(cusparseSpSVDescr_t descr);
    cusparseStatus_t (*pfn_cusparseSpSV_bufferSize)(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, size_t *bufferSize);
    cusparseStatus_t (*pfn_cusparseSpSV_analysis)(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseSpSV_solve)(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr);
    cusparseStatus_t (*pfn_cusparseSpSV_updateMatrix)(cusparseHandle_t handle, cusparseSpSVDescr_t spsvDescr, void *newValues, cusparseSpSVUpdate_t updatePart);
    cusparseStatus_t (*pfn_cusparseSpSM_createDescr)(cusparseSpSMDescr_t *descr);
    cusparseStatus_t (*pfn_cusparseSpSM_destroyDescr)(cusparseSpSMDescr_t descr);
    cusparseStatus_t (*pfn_cusparseSpSM_bufferSize)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, size_t *bufferSize);
    cusparseStatus_t (*pfn_cusparseSpSM_analysis)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseSpSM_solve)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr);
    cusparseStatus_t (*pfn_cusparseSpSM_updateMatrix)(cusparseHandle_t handle, cusparseSpSMDescr_t spsmDescr, void *newValues, cusparseSpSMUpdate_t updatePart);
    cusparseStatus_t (*pfn_cusparseSpMM_bufferSize)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, size_t *bufferSize);
    cusparseStatus_t (*pfn_cusparseSpMM_preprocess)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseSpMM)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseSpGEMM_createDescr)(cusparseSpGEMMDescr_t *descr);
    cusparseStatus_t (*pfn_cusparseSpGEMM_destroyDescr)(cusparseSpGEMMDescr_t descr);
    cusparseStatus_t (*pfn_cusparseSpGEMM_workEstimation)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1);
    cusparseStatus_t (*pfn_cusparseSpGEMM_getNumProducts)(cusparseSpGEMMDescr_t spgemmDescr, int64_t *num_prods);
    cusparseStatus_t (*pfn_cusparseSpGEMM_estimateMemory)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, float chunk_fraction, size_t *bufferSize3, void *externalBuffer3, size_t *bufferSize2);
    cusparseStatus_t (*pfn_cusparseSpGEMM_compute)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2);
    cusparseStatus_t (*pfn_cusparseSpGEMM_copy)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr);
    cusparseStatus_t (*pfn_cusparseSpGEMMreuse_workEstimation)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1);
    cusparseStatus_t (*pfn_cusparseSpGEMMreuse_nnz)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2, size_t *bufferSize3, void *externalBuffer3, size_t *bufferSize4, void *externalBuffer4);
    cusparseStatus_t (*pfn_cusparseSpGEMMreuse_copy)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize5, void *externalBuffer5);
    cusparseStatus_t (*pfn_cusparseSpGEMMreuse_compute)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr);
    cusparseStatus_t (*pfn_cusparseSDDMM_bufferSize)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, size_t *bufferSize);
    cusparseStatus_t (*pfn_cusparseSDDMM_preprocess)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseSDDMM)(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseSpMMOp_createPlan)(cusparseHandle_t handle, cusparseSpMMOpPlan_t *plan, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMOpAlg_t alg, const void *addOperationNvvmBuffer, size_t addOperationBufferSize, const void *mulOperationNvvmBuffer, size_t mulOperationBufferSize, const void *epilogueNvvmBuffer, size_t epilogueBufferSize, size_t *SpMMWorkspaceSize);
    cusparseStatus_t (*pfn_cusparseSpMMOp)(cusparseSpMMOpPlan_t plan, void *externalBuffer);
    cusparseStatus_t (*pfn_cusparseSpMMOp_destroyPlan)(cusparseSpMMOpPlan_t plan);
    bd_gen_fn reserved_cusparseCopyMatDescr;
    bd_gen_fn reserved_cusparseCreateCsrsv2Info;
    bd_gen_fn reserved_cusparseDestroyCsrsv2Info;
    bd_gen_fn reserved_cusparseSetColorAlgs;
    bd_gen_fn reserved_cusparseGetColorAlgs;
    bd_gen_fn reserved_cusparseSaxpyi;
    bd_gen_fn reserved_cusparseDaxpyi;
    bd_gen_fn reserved_cusparseCaxpyi;
    bd_gen_fn reserved_cusparseZaxpyi;
    bd_gen_fn reserved_cusparseSgthr;
    bd_gen_fn reserved_cusparseDgthr;
    bd_gen_fn reserved_cusparseCgthr;
    bd_gen_fn reserved_cusparseZgthr;
    bd_gen_fn reserved_cusparseSgthrz;
    bd_gen_fn reserved_cusparseDgthrz;
    bd_gen_fn reserved_cusparseCgthrz;
    bd_gen_fn reserved_cusparseZgthrz;
    bd_gen_fn reserved_cusparseSsctr;
    bd_gen_fn reserved_cusparseDsctr;
    bd_gen_fn reserved_cusparseCsctr;
    bd_gen_fn reserved_cusparseZsctr;
    bd_gen_fn reserved_cusparseSroti;
    bd_gen_fn reserved_cusparseDroti;
    bd_gen_fn reserved_cusparseCsrmvEx_bufferSize;
    bd_gen_fn reserved_cusparseCsrmvEx;
    bd_gen_fn reserved_cusparseXcsrsv2_zeroPivot;
    bd_gen_fn reserved_cusparseScsrsv2_bufferSize;
    bd_gen_fn reserved_cusparseDcsrsv2_bufferSize;
    bd_gen_fn reserved_cusparseCcsrsv2_bufferSize;
    bd_gen_fn reserved_cusparseZcsrsv2_bufferSize;
    bd_gen_fn reserved_cusparseScsrsv2_bufferSizeExt;
    bd_gen_fn reserved_cusparseDcsrsv2_bufferSizeExt;
    bd_gen_fn reserved_cusparseCcsrsv2_bufferSizeExt;
    bd_gen_fn reserved_cusparseZcsrsv2_bufferSizeExt;
    bd_gen_fn reserved_cusparseScsrsv2_analysis;
    bd_gen_fn reserved_cusparseDcsrsv2_analysis;
    bd_gen_fn reserved_cusparseCcsrsv2_analysis;
    bd_gen_fn reserved_cusparseZcsrsv2_analysis;
    bd_gen_fn reserved_cusparseScsrsv2_solve;
    bd_gen_fn reserved_cusparseDcsrsv2_solve;
    bd_gen_fn reserved_cusparseCcsrsv2_solve;
    bd_gen_fn reserved_cusparseZcsrsv2_solve;
    bd_gen_fn reserved_cusparseSgemmi;
    bd_gen_fn reserved_cusparseDgemmi;
    bd_gen_fn reserved_cusparseCgemmi;
    bd_gen_fn reserved_cusparseZgemmi;
    bd_gen_fn reserved_cusparseCreateCsrsm2Info;
    bd_gen_fn reserved_cusparseDestroyCsrsm2Info;
    bd_gen_fn reserved_cusparseXcsrsm2_zeroPivot;
    bd_gen_fn reserved_cusparseScsrsm2_bufferSizeExt;
    bd_gen_fn reserved_cusparseDcsrsm2_bufferSizeExt;
    bd_gen_fn reserved_cusparseCcsrsm2_bufferSizeExt;
    bd_gen_fn reserved_cusparseZcsrsm2_bufferSizeExt;
    bd_gen_fn reserved_cusparseScsrsm2_analysis;
    bd_gen_fn reserved_cusparseDcsrsm2_analysis;
    bd_gen_fn reserved_cusparseCcsrsm2_analysis;
    bd_gen_fn reserved_cusparseZcsrsm2_analysis;
    bd_gen_fn reserved_cusparseScsrsm2_solve;
    bd_gen_fn reserved_cusparseDcsrsm2_solve;
    bd_gen_fn reserved_cusparseCcsrsm2_solve;
    bd_gen_fn reserved_cusparseZcsrsm2_solve;
    bd_gen_fn reserved_cusparseCreateCsrgemm2Info;
    bd_gen_fn reserved_cusparseDestroyCsrgemm2Info;
    bd_gen_fn reserved_cusparseScsrgemm2_bufferSizeExt;
    bd_gen_fn reserved_cusparseDcsrgemm2_bufferSizeExt;
    bd_gen_fn reserved_cusparseCcsrgemm2_bufferSizeExt;
    bd_gen_fn reserved_cusparseZcsrgemm2_bufferSizeExt;
    bd_gen_fn reserved_cusparseXcsrgemm2Nnz;
    bd_gen_fn reserved_cusparseScsrgemm2;
    bd_gen_fn reserved_cusparseDcsrgemm2;
    bd_gen_fn reserved_cusparseCcsrgemm2;
    bd_gen_fn reserved_cusparseZcsrgemm2;
    bd_gen_fn reserved_cusparseSdense2csr;
    bd_gen_fn reserved_cusparseDdense2csr;
    bd_gen_fn reserved_cusparseCdense2csr;
    bd_gen_fn reserved_cusparseZdense2csr;
    bd_gen_fn reserved_cusparseScsr2dense;
    bd_gen_fn reserved_cusparseDcsr2dense;
    bd_gen_fn reserved_cusparseCcsr2dense;
    bd_gen_fn reserved_cusparseZcsr2dense;
    bd_gen_fn reserved_cusparseSdense2csc;
    bd_gen_fn reserved_cusparseDdense2csc;
    bd_gen_fn reserved_cusparseCdense2csc;
    bd_gen_fn reserved_cusparseZdense2csc;
    bd_gen_fn reserved_cusparseScsc2dense;
    bd_gen_fn reserved_cusparseDcsc2dense;
    bd_gen_fn reserved_cusparseCcsc2dense;
    bd_gen_fn reserved_cusparseZcsc2dense;
    bd_gen_fn reserved_cusparseSpMatSetStridedBatch;
    bd_gen_fn reserved_cusparseCreateCooAoS;
    bd_gen_fn reserved_cusparseCooAoSGet;
    bd_gen_fn reserved_cusparseConstrainedGeMM;
    bd_gen_fn reserved_cusparseConstrainedGeMM_bufferSize;
    bd_gen_fn reserved_cusparseSpGEAM_createDescr;
    bd_gen_fn reserved_cusparseSpGEAM_destroyDescr;
    bd_gen_fn reserved_cusparseSpGEAM_bufferSize;
    bd_gen_fn reserved_cusparseSpGEAM_nnz;
    bd_gen_fn reserved_cusparseSpGEAM;
};
BD_API extern struct bd_gen_cusparse_table bd_gen_cusparse;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_CUSPARSE_ENTRIES 448

/* cusparseCreate.
 * Creates: handle.
 */
BD_API cusparseStatus_t bd_cusparseCreate(bound_dev_t *bd, cusparseHandle_t *handle);

/* cusparseDestroy.
 * Destroys: handle.
 */
BD_API cusparseStatus_t bd_cusparseDestroy(bound_dev_t *bd, cusparseHandle_t handle);

/* cusparseGetVersion.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: version.
 */
BD_API cusparseStatus_t bd_cusparseGetVersion(bound_dev_t *bd, cusparseHandle_t handle, int *version);

/* cusparseGetProperty.
 * Writes through: value.
 */
BD_API cusparseStatus_t bd_cusparseGetProperty(libraryPropertyType type, int *value);

/* cusparseGetErrorName.
 */
BD_API const char * bd_cusparseGetErrorName(cusparseStatus_t status);

/* cusparseGetErrorString.
 */
BD_API const char * bd_cusparseGetErrorString(cusparseStatus_t status);

/* cusparseSetStream.
 * Must belong to the binding's device: handle (cusparse_handle), streamId (stream).
 */
BD_API cusparseStatus_t bd_cusparseSetStream(bound_dev_t *bd, cusparseHandle_t handle, cudaStream_t streamId);

/* cusparseGetStream.
 * Must belong to the binding's device: handle (cusparse_handle).
 */
BD_API cusparseStatus_t bd_cusparseGetStream(bound_dev_t *bd, cusparseHandle_t handle, cudaStream_t *streamId);

/* cusparseGetPointerMode.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: mode.
 */
BD_API cusparseStatus_t bd_cusparseGetPointerMode(bound_dev_t *bd, cusparseHandle_t handle, cusparsePointerMode_t *mode);

/* cusparseSetPointerMode.
 * Must belong to the binding's device: handle (cusparse_handle).
 */
BD_API cusparseStatus_t bd_cusparseSetPointerMode(bound_dev_t *bd, cusparseHandle_t handle, cusparsePointerMode_t mode);

/* cusparseLoggerSetCallback.
 */
BD_API cusparseStatus_t bd_cusparseLoggerSetCallback(cusparseLoggerCallback_t callback);

/* cusparseLoggerSetFile.
 * Writes through: file.
 */
BD_API cusparseStatus_t bd_cusparseLoggerSetFile(FILE *file);

/* cusparseLoggerOpenFile.
 */
BD_API cusparseStatus_t bd_cusparseLoggerOpenFile(const char *logFile);

/* cusparseLoggerSetLevel.
 */
BD_API cusparseStatus_t bd_cusparseLoggerSetLevel(int level);

/* cusparseLoggerSetMask.
 */
BD_API cusparseStatus_t bd_cusparseLoggerSetMask(int mask);

/* cusparseLoggerForceDisable.
 */
BD_API cusparseStatus_t bd_cusparseLoggerForceDisable(void);

/* cusparseCreateMatDescr.
 * Creates: descrA.
 */
BD_API cusparseStatus_t bd_cusparseCreateMatDescr(bound_dev_t *bd, cusparseMatDescr_t *descrA);

/* cusparseDestroyMatDescr.
 * Destroys: descrA.
 */
BD_API cusparseStatus_t bd_cusparseDestroyMatDescr(bound_dev_t *bd, cusparseMatDescr_t descrA);

/* cusparseSetMatType.
 * Must belong to the binding's device: descrA (cusparse_mat_descr).
 */
BD_API cusparseStatus_t bd_cusparseSetMatType(bound_dev_t *bd, cusparseMatDescr_t descrA, cusparseMatrixType_t type);

/* cusparseGetMatType.
 * Must belong to the binding's device: descrA (cusparse_mat_descr).
 */
BD_API cusparseMatrixType_t bd_cusparseGetMatType(const cusparseMatDescr_t descrA);

/* cusparseSetMatFillMode.
 * Must belong to the binding's device: descrA (cusparse_mat_descr).
 */
BD_API cusparseStatus_t bd_cusparseSetMatFillMode(bound_dev_t *bd, cusparseMatDescr_t descrA, cusparseFillMode_t fillMode);

/* cusparseGetMatFillMode.
 * Must belong to the binding's device: descrA (cusparse_mat_descr).
 */
BD_API cusparseFillMode_t bd_cusparseGetMatFillMode(const cusparseMatDescr_t descrA);

/* cusparseSetMatDiagType.
 * Must belong to the binding's device: descrA (cusparse_mat_descr).
 */
BD_API cusparseStatus_t bd_cusparseSetMatDiagType(bound_dev_t *bd, cusparseMatDescr_t descrA, cusparseDiagType_t diagType);

/* cusparseGetMatDiagType.
 * Must belong to the binding's device: descrA (cusparse_mat_descr).
 */
BD_API cusparseDiagType_t bd_cusparseGetMatDiagType(const cusparseMatDescr_t descrA);

/* cusparseSetMatIndexBase.
 * Must belong to the binding's device: descrA (cusparse_mat_descr).
 */
BD_API cusparseStatus_t bd_cusparseSetMatIndexBase(bound_dev_t *bd, cusparseMatDescr_t descrA, cusparseIndexBase_t base);

/* cusparseGetMatIndexBase.
 * Must belong to the binding's device: descrA (cusparse_mat_descr).
 */
BD_API cusparseIndexBase_t bd_cusparseGetMatIndexBase(const cusparseMatDescr_t descrA);

/* cusparseCreateCsric02Info.
 * Deprecated in CUDA.
 * Creates: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCreateCsric02Info(bound_dev_t *bd, csric02Info_t *info);

/* cusparseDestroyCsric02Info.
 * Deprecated in CUDA.
 * Destroys: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDestroyCsric02Info(bound_dev_t *bd, csric02Info_t info);

/* cusparseCreateBsric02Info.
 * Deprecated in CUDA.
 * Creates: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCreateBsric02Info(bound_dev_t *bd, bsric02Info_t *info);

/* cusparseDestroyBsric02Info.
 * Deprecated in CUDA.
 * Destroys: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDestroyBsric02Info(bound_dev_t *bd, bsric02Info_t info);

/* cusparseCreateCsrilu02Info.
 * Deprecated in CUDA.
 * Creates: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCreateCsrilu02Info(bound_dev_t *bd, csrilu02Info_t *info);

/* cusparseDestroyCsrilu02Info.
 * Deprecated in CUDA.
 * Destroys: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDestroyCsrilu02Info(bound_dev_t *bd, csrilu02Info_t info);

/* cusparseCreateBsrilu02Info.
 * Deprecated in CUDA.
 * Creates: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCreateBsrilu02Info(bound_dev_t *bd, bsrilu02Info_t *info);

/* cusparseDestroyBsrilu02Info.
 * Deprecated in CUDA.
 * Destroys: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDestroyBsrilu02Info(bound_dev_t *bd, bsrilu02Info_t info);

/* cusparseCreateBsrsv2Info.
 * Deprecated in CUDA.
 * Creates: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCreateBsrsv2Info(bound_dev_t *bd, bsrsv2Info_t *info);

/* cusparseDestroyBsrsv2Info.
 * Deprecated in CUDA.
 * Destroys: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDestroyBsrsv2Info(bound_dev_t *bd, bsrsv2Info_t info);

/* cusparseCreateBsrsm2Info.
 * Deprecated in CUDA.
 * Creates: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCreateBsrsm2Info(bound_dev_t *bd, bsrsm2Info_t *info);

/* cusparseDestroyBsrsm2Info.
 * Deprecated in CUDA.
 * Destroys: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDestroyBsrsm2Info(bound_dev_t *bd, bsrsm2Info_t info);

/* cusparseCreateCsru2csrInfo.
 * Deprecated in CUDA.
 * Creates: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCreateCsru2csrInfo(bound_dev_t *bd, csru2csrInfo_t *info);

/* cusparseDestroyCsru2csrInfo.
 * Deprecated in CUDA.
 * Destroys: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDestroyCsru2csrInfo(bound_dev_t *bd, csru2csrInfo_t info);

/* cusparseCreateColorInfo.
 * Deprecated in CUDA.
 * Creates: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCreateColorInfo(bound_dev_t *bd, cusparseColorInfo_t *info);

/* cusparseDestroyColorInfo.
 * Deprecated in CUDA.
 * Destroys: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDestroyColorInfo(bound_dev_t *bd, cusparseColorInfo_t info);

/* cusparseCreatePruneInfo.
 * Deprecated in CUDA.
 * Creates: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCreatePruneInfo(bound_dev_t *bd, pruneInfo_t *info);

/* cusparseDestroyPruneInfo.
 * Deprecated in CUDA.
 * Destroys: info.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDestroyPruneInfo(bound_dev_t *bd, pruneInfo_t info);

/* cusparseSgemvi.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: y, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSgemvi(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const float *alpha, const float *A, int lda, int nnz, const float *xVal, const int *xInd, const float *beta, float *y, cusparseIndexBase_t idxBase, void *pBuffer);

/* cusparseSgemvi_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSgemvi_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize);

/* cusparseDgemvi.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: y, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDgemvi(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const double *alpha, const double *A, int lda, int nnz, const double *xVal, const int *xInd, const double *beta, double *y, cusparseIndexBase_t idxBase, void *pBuffer);

/* cusparseDgemvi_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDgemvi_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize);

/* cusparseCgemvi.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: y, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCgemvi(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, int nnz, const cuComplex *xVal, const int *xInd, const cuComplex *beta, cuComplex *y, cusparseIndexBase_t idxBase, void *pBuffer);

/* cusparseCgemvi_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCgemvi_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize);

/* cusparseZgemvi.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: y, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZgemvi(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, int nnz, const cuDoubleComplex *xVal, const int *xInd, const cuDoubleComplex *beta, cuDoubleComplex *y, cusparseIndexBase_t idxBase, void *pBuffer);

/* cusparseZgemvi_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZgemvi_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize);

/* cusparseSbsrmv.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: y.
 */
BD_API cusparseStatus_t bd_cusparseSbsrmv(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const float *x, const float *beta, float *y);

/* cusparseDbsrmv.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: y.
 */
BD_API cusparseStatus_t bd_cusparseDbsrmv(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const double *x, const double *beta, double *y);

/* cusparseCbsrmv.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: y.
 */
BD_API cusparseStatus_t bd_cusparseCbsrmv(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cuComplex *x, const cuComplex *beta, cuComplex *y);

/* cusparseZbsrmv.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: y.
 */
BD_API cusparseStatus_t bd_cusparseZbsrmv(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const cuDoubleComplex *beta, cuDoubleComplex *y);

/* cusparseSbsrxmv.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: y.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrxmv(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const float *x, const float *beta, float *y);

/* cusparseDbsrxmv.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: y.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrxmv(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const double *x, const double *beta, double *y);

/* cusparseCbsrxmv.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: y.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrxmv(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const cuComplex *x, const cuComplex *beta, cuComplex *y);

/* cusparseZbsrxmv.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: y.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrxmv(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const cuDoubleComplex *beta, cuDoubleComplex *y);

/* cusparseXbsrsv2_zeroPivot.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: position.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseXbsrsv2_zeroPivot(bound_dev_t *bd, cusparseHandle_t handle, bsrsv2Info_t info, int *position);

/* cusparseSbsrsv2_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrsv2_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);

/* cusparseDbsrsv2_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrsv2_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);

/* cusparseCbsrsv2_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrsv2_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);

/* cusparseZbsrsv2_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrsv2_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);

/* cusparseSbsrsv2_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedValA, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrsv2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize);

/* cusparseDbsrsv2_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedValA, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrsv2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize);

/* cusparseCbsrsv2_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedValA, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrsv2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize);

/* cusparseZbsrsv2_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedValA, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrsv2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize);

/* cusparseSbsrsv2_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrsv2_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseDbsrsv2_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrsv2_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseCbsrsv2_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrsv2_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseZbsrsv2_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrsv2_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseSbsrsv2_solve.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: x, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrsv2_solve(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const float *f, float *x, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseDbsrsv2_solve.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: x, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrsv2_solve(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const double *f, double *x, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseCbsrsv2_solve.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: x, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrsv2_solve(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const cuComplex *f, cuComplex *x, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseZbsrsv2_solve.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: x, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrsv2_solve(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const cuDoubleComplex *f, cuDoubleComplex *x, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseSbsrmm.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: C.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrmm(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const float *B, const int ldb, const float *beta, float *C, int ldc);

/* cusparseDbsrmm.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: C.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrmm(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const double *B, const int ldb, const double *beta, double *C, int ldc);

/* cusparseCbsrmm.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: C.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrmm(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const cuComplex *B, const int ldb, const cuComplex *beta, cuComplex *C, int ldc);

/* cusparseZbsrmm.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: C.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrmm(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const cuDoubleComplex *B, const int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);

/* cusparseXbsrsm2_zeroPivot.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: position.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseXbsrsm2_zeroPivot(bound_dev_t *bd, cusparseHandle_t handle, bsrsm2Info_t info, int *position);

/* cusparseSbsrsm2_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrsm2_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes);

/* cusparseDbsrsm2_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrsm2_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes);

/* cusparseCbsrsm2_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrsm2_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes);

/* cusparseZbsrsm2_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrsm2_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes);

/* cusparseSbsrsm2_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrsm2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize);

/* cusparseDbsrsm2_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrsm2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize);

/* cusparseCbsrsm2_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrsm2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize);

/* cusparseZbsrsm2_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrsm2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize);

/* cusparseSbsrsm2_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrsm2_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseDbsrsm2_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrsm2_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseCbsrsm2_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrsm2_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseZbsrsm2_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrsm2_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseSbsrsm2_solve.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: X, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrsm2_solve(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const float *B, int ldb, float *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseDbsrsm2_solve.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: X, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrsm2_solve(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const double *B, int ldb, double *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseCbsrsm2_solve.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: X, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrsm2_solve(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const cuComplex *B, int ldb, cuComplex *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseZbsrsm2_solve.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: X, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrsm2_solve(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const cuDoubleComplex *B, int ldb, cuDoubleComplex *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseScsrilu02_numericBoost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: tol, boost_val.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsrilu02_numericBoost(bound_dev_t *bd, cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, float *boost_val);

/* cusparseDcsrilu02_numericBoost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: tol, boost_val.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsrilu02_numericBoost(bound_dev_t *bd, cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, double *boost_val);

/* cusparseCcsrilu02_numericBoost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: tol, boost_val.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsrilu02_numericBoost(bound_dev_t *bd, cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, cuComplex *boost_val);

/* cusparseZcsrilu02_numericBoost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: tol, boost_val.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsrilu02_numericBoost(bound_dev_t *bd, cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, cuDoubleComplex *boost_val);

/* cusparseXcsrilu02_zeroPivot.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: position.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseXcsrilu02_zeroPivot(bound_dev_t *bd, cusparseHandle_t handle, csrilu02Info_t info, int *position);

/* cusparseScsrilu02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsrilu02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes);

/* cusparseDcsrilu02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsrilu02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes);

/* cusparseCcsrilu02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsrilu02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes);

/* cusparseZcsrilu02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsrilu02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes);

/* cusparseScsrilu02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsrilu02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);

/* cusparseDcsrilu02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsrilu02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);

/* cusparseCcsrilu02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsrilu02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);

/* cusparseZcsrilu02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsrilu02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize);

/* cusparseScsrilu02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsrilu02_analysis(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseDcsrilu02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsrilu02_analysis(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseCcsrilu02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsrilu02_analysis(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseZcsrilu02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsrilu02_analysis(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseScsrilu02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA_valM, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsrilu02(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseDcsrilu02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA_valM, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsrilu02(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseCcsrilu02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA_valM, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsrilu02(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseZcsrilu02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA_valM, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsrilu02(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseSbsrilu02_numericBoost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: tol, boost_val.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrilu02_numericBoost(bound_dev_t *bd, cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, float *boost_val);

/* cusparseDbsrilu02_numericBoost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: tol, boost_val.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrilu02_numericBoost(bound_dev_t *bd, cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, double *boost_val);

/* cusparseCbsrilu02_numericBoost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: tol, boost_val.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrilu02_numericBoost(bound_dev_t *bd, cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, cuComplex *boost_val);

/* cusparseZbsrilu02_numericBoost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: tol, boost_val.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrilu02_numericBoost(bound_dev_t *bd, cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, cuDoubleComplex *boost_val);

/* cusparseXbsrilu02_zeroPivot.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: position.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseXbsrilu02_zeroPivot(bound_dev_t *bd, cusparseHandle_t handle, bsrilu02Info_t info, int *position);

/* cusparseSbsrilu02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrilu02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes);

/* cusparseDbsrilu02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrilu02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes);

/* cusparseCbsrilu02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrilu02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes);

/* cusparseZbsrilu02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrilu02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes);

/* cusparseSbsrilu02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrilu02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize);

/* cusparseDbsrilu02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrilu02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize);

/* cusparseCbsrilu02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrilu02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize);

/* cusparseZbsrilu02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrilu02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize);

/* cusparseSbsrilu02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrilu02_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseDbsrilu02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrilu02_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseCbsrilu02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrilu02_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseZbsrilu02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrilu02_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseSbsrilu02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsrilu02(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseDbsrilu02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsrilu02(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseCbsrilu02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsrilu02(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseZbsrilu02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsrilu02(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseXcsric02_zeroPivot.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: position.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseXcsric02_zeroPivot(bound_dev_t *bd, cusparseHandle_t handle, csric02Info_t info, int *position);

/* cusparseScsric02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsric02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes);

/* cusparseDcsric02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsric02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes);

/* cusparseCcsric02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsric02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes);

/* cusparseZcsric02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsric02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes);

/* cusparseScsric02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsric02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize);

/* cusparseDcsric02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsric02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize);

/* cusparseCcsric02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsric02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize);

/* cusparseZcsric02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsric02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize);

/* cusparseScsric02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsric02_analysis(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseDcsric02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsric02_analysis(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseCcsric02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsric02_analysis(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseZcsric02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsric02_analysis(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseScsric02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA_valM, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsric02(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseDcsric02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA_valM, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsric02(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseCcsric02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA_valM, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsric02(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseZcsric02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValA_valM, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsric02(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseXbsric02_zeroPivot.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: position.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseXbsric02_zeroPivot(bound_dev_t *bd, cusparseHandle_t handle, bsric02Info_t info, int *position);

/* cusparseSbsric02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsric02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes);

/* cusparseDbsric02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsric02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes);

/* cusparseCbsric02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsric02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes);

/* cusparseZbsric02_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsric02_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes);

/* cusparseSbsric02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsric02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize);

/* cusparseDbsric02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsric02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize);

/* cusparseCbsric02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsric02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize);

/* cusparseZbsric02_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsric02_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize);

/* cusparseSbsric02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pInputBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsric02_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer);

/* cusparseDbsric02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pInputBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsric02_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer);

/* cusparseCbsric02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pInputBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsric02_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer);

/* cusparseZbsric02_analysis.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pInputBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsric02_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer);

/* cusparseSbsric02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsric02(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseDbsric02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsric02(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseCbsric02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsric02(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseZbsric02.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: bsrSortedVal, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsric02(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);

/* cusparseSgtsv2_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseSgtsv2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, const float *B, int ldb, size_t *bufferSizeInBytes);

/* cusparseDgtsv2_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseDgtsv2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, const double *B, int ldb, size_t *bufferSizeInBytes);

/* cusparseCgtsv2_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseCgtsv2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *B, int ldb, size_t *bufferSizeInBytes);

/* cusparseZgtsv2_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseZgtsv2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb, size_t *bufferSizeInBytes);

/* cusparseSgtsv2.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: B, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSgtsv2(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, float *B, int ldb, void *pBuffer);

/* cusparseDgtsv2.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: B, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseDgtsv2(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, double *B, int ldb, void *pBuffer);

/* cusparseCgtsv2.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: B, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseCgtsv2(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb, void *pBuffer);

/* cusparseZgtsv2.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: B, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseZgtsv2(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *B, int ldb, void *pBuffer);

/* cusparseSgtsv2_nopivot_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseSgtsv2_nopivot_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, const float *B, int ldb, size_t *bufferSizeInBytes);

/* cusparseDgtsv2_nopivot_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseDgtsv2_nopivot_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, const double *B, int ldb, size_t *bufferSizeInBytes);

/* cusparseCgtsv2_nopivot_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseCgtsv2_nopivot_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *B, int ldb, size_t *bufferSizeInBytes);

/* cusparseZgtsv2_nopivot_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseZgtsv2_nopivot_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb, size_t *bufferSizeInBytes);

/* cusparseSgtsv2_nopivot.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: B, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSgtsv2_nopivot(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, float *B, int ldb, void *pBuffer);

/* cusparseDgtsv2_nopivot.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: B, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseDgtsv2_nopivot(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, double *B, int ldb, void *pBuffer);

/* cusparseCgtsv2_nopivot.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: B, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseCgtsv2_nopivot(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb, void *pBuffer);

/* cusparseZgtsv2_nopivot.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: B, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseZgtsv2_nopivot(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *B, int ldb, void *pBuffer);

/* cusparseSgtsv2StridedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseSgtsv2StridedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, const float *dl, const float *d, const float *du, const float *x, int batchCount, int batchStride, size_t *bufferSizeInBytes);

/* cusparseDgtsv2StridedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseDgtsv2StridedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, const double *dl, const double *d, const double *du, const double *x, int batchCount, int batchStride, size_t *bufferSizeInBytes);

/* cusparseCgtsv2StridedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseCgtsv2StridedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount, int batchStride, size_t *bufferSizeInBytes);

/* cusparseZgtsv2StridedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseZgtsv2StridedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x, int batchCount, int batchStride, size_t *bufferSizeInBytes);

/* cusparseSgtsv2StridedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSgtsv2StridedBatch(bound_dev_t *bd, cusparseHandle_t handle, int m, const float *dl, const float *d, const float *du, float *x, int batchCount, int batchStride, void *pBuffer);

/* cusparseDgtsv2StridedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseDgtsv2StridedBatch(bound_dev_t *bd, cusparseHandle_t handle, int m, const double *dl, const double *d, const double *du, double *x, int batchCount, int batchStride, void *pBuffer);

/* cusparseCgtsv2StridedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseCgtsv2StridedBatch(bound_dev_t *bd, cusparseHandle_t handle, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *x, int batchCount, int batchStride, void *pBuffer);

/* cusparseZgtsv2StridedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseZgtsv2StridedBatch(bound_dev_t *bd, cusparseHandle_t handle, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *x, int batchCount, int batchStride, void *pBuffer);

/* cusparseSgtsvInterleavedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseSgtsvInterleavedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const float *dl, const float *d, const float *du, const float *x, int batchCount, size_t *pBufferSizeInBytes);

/* cusparseDgtsvInterleavedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseDgtsvInterleavedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const double *dl, const double *d, const double *du, const double *x, int batchCount, size_t *pBufferSizeInBytes);

/* cusparseCgtsvInterleavedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseCgtsvInterleavedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount, size_t *pBufferSizeInBytes);

/* cusparseZgtsvInterleavedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseZgtsvInterleavedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x, int batchCount, size_t *pBufferSizeInBytes);

/* cusparseSgtsvInterleavedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: dl, d, du, x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSgtsvInterleavedBatch(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, float *dl, float *d, float *du, float *x, int batchCount, void *pBuffer);

/* cusparseDgtsvInterleavedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: dl, d, du, x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseDgtsvInterleavedBatch(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, double *dl, double *d, double *du, double *x, int batchCount, void *pBuffer);

/* cusparseCgtsvInterleavedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: dl, d, du, x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseCgtsvInterleavedBatch(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, cuComplex *dl, cuComplex *d, cuComplex *du, cuComplex *x, int batchCount, void *pBuffer);

/* cusparseZgtsvInterleavedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: dl, d, du, x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseZgtsvInterleavedBatch(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, cuDoubleComplex *dl, cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *x, int batchCount, void *pBuffer);

/* cusparseSgpsvInterleavedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseSgpsvInterleavedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const float *ds, const float *dl, const float *d, const float *du, const float *dw, const float *x, int batchCount, size_t *pBufferSizeInBytes);

/* cusparseDgpsvInterleavedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseDgpsvInterleavedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const double *ds, const double *dl, const double *d, const double *du, const double *dw, const double *x, int batchCount, size_t *pBufferSizeInBytes);

/* cusparseCgpsvInterleavedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseCgpsvInterleavedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const cuComplex *ds, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *dw, const cuComplex *x, int batchCount, size_t *pBufferSizeInBytes);

/* cusparseZgpsvInterleavedBatch_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseZgpsvInterleavedBatch_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const cuDoubleComplex *ds, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *dw, const cuDoubleComplex *x, int batchCount, size_t *pBufferSizeInBytes);

/* cusparseSgpsvInterleavedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: ds, dl, d, du, dw, x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSgpsvInterleavedBatch(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, float *ds, float *dl, float *d, float *du, float *dw, float *x, int batchCount, void *pBuffer);

/* cusparseDgpsvInterleavedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: ds, dl, d, du, dw, x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseDgpsvInterleavedBatch(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, double *ds, double *dl, double *d, double *du, double *dw, double *x, int batchCount, void *pBuffer);

/* cusparseCgpsvInterleavedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: ds, dl, d, du, dw, x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseCgpsvInterleavedBatch(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, cuComplex *ds, cuComplex *dl, cuComplex *d, cuComplex *du, cuComplex *dw, cuComplex *x, int batchCount, void *pBuffer);

/* cusparseZgpsvInterleavedBatch.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: ds, dl, d, du, dw, x, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseZgpsvInterleavedBatch(bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, cuDoubleComplex *ds, cuDoubleComplex *dl, cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *dw, cuDoubleComplex *x, int batchCount, void *pBuffer);

/* cusparseScsrgeam2_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrB (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseScsrgeam2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *alpha, const cusparseMatDescr_t descrA, int nnzA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *beta, const cusparseMatDescr_t descrB, int nnzB, const float *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);

/* cusparseDcsrgeam2_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrB (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseDcsrgeam2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *alpha, const cusparseMatDescr_t descrA, int nnzA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *beta, const cusparseMatDescr_t descrB, int nnzB, const double *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);

/* cusparseCcsrgeam2_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrB (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseCcsrgeam2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const cuComplex *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);

/* cusparseZcsrgeam2_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrB (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseZcsrgeam2_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuDoubleComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const cuDoubleComplex *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);

/* cusparseXcsrgeam2Nnz.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrB (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedRowPtrC, nnzTotalDevHostPtr, workspace.
 */
BD_API cusparseStatus_t bd_cusparseXcsrgeam2Nnz(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, int nnzA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrB, int nnzB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *workspace);

/* cusparseScsrgeam2.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrB (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseScsrgeam2(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *alpha, const cusparseMatDescr_t descrA, int nnzA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *beta, const cusparseMatDescr_t descrB, int nnzB, const float *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);

/* cusparseDcsrgeam2.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrB (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseDcsrgeam2(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *alpha, const cusparseMatDescr_t descrA, int nnzA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *beta, const cusparseMatDescr_t descrB, int nnzB, const double *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);

/* cusparseCcsrgeam2.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrB (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseCcsrgeam2(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);

/* cusparseZcsrgeam2.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrB (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseZcsrgeam2(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuDoubleComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);

/* cusparseScsrcolor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: ncolors, coloring, reordering.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsrcolor(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info);

/* cusparseDcsrcolor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: ncolors, coloring, reordering.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsrcolor(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info);

/* cusparseCcsrcolor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: ncolors, coloring, reordering.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsrcolor(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info);

/* cusparseZcsrcolor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: ncolors, coloring, reordering.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsrcolor(bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info);

/* cusparseSnnz.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: nnzPerRowCol, nnzTotalDevHostPtr.
 */
BD_API cusparseStatus_t bd_cusparseSnnz(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);

/* cusparseDnnz.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: nnzPerRowCol, nnzTotalDevHostPtr.
 */
BD_API cusparseStatus_t bd_cusparseDnnz(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);

/* cusparseCnnz.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: nnzPerRowCol, nnzTotalDevHostPtr.
 */
BD_API cusparseStatus_t bd_cusparseCnnz(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);

/* cusparseZnnz.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: nnzPerRowCol, nnzTotalDevHostPtr.
 */
BD_API cusparseStatus_t bd_cusparseZnnz(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr);

/* cusparseSnnz_compress.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descr (cusparse_mat_descr).
 * Writes through: nnzPerRow, nnzC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSnnz_compress(bound_dev_t *bd, cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const float *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, float tol);

/* cusparseDnnz_compress.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descr (cusparse_mat_descr).
 * Writes through: nnzPerRow, nnzC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDnnz_compress(bound_dev_t *bd, cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const double *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, double tol);

/* cusparseCnnz_compress.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descr (cusparse_mat_descr).
 * Writes through: nnzPerRow, nnzC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCnnz_compress(bound_dev_t *bd, cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, cuComplex tol);

/* cusparseZnnz_compress.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descr (cusparse_mat_descr).
 * Writes through: nnzPerRow, nnzC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZnnz_compress(bound_dev_t *bd, cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, cuDoubleComplex tol);

/* cusparseScsr2csr_compress.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedColIndC, csrSortedRowPtrC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsr2csr_compress(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, float *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, float tol);

/* cusparseDcsr2csr_compress.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedColIndC, csrSortedRowPtrC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsr2csr_compress(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, double *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, double tol);

/* cusparseCcsr2csr_compress.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedColIndC, csrSortedRowPtrC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsr2csr_compress(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, cuComplex *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, cuComplex tol);

/* cusparseZcsr2csr_compress.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedColIndC, csrSortedRowPtrC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsr2csr_compress(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, cuDoubleComplex *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, cuDoubleComplex tol);

/* cusparseXcoo2csr.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: csrSortedRowPtr.
 */
BD_API cusparseStatus_t bd_cusparseXcoo2csr(bound_dev_t *bd, cusparseHandle_t handle, const int *cooRowInd, int nnz, int m, int *csrSortedRowPtr, cusparseIndexBase_t idxBase);

/* cusparseXcsr2coo.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: cooRowInd.
 */
BD_API cusparseStatus_t bd_cusparseXcsr2coo(bound_dev_t *bd, cusparseHandle_t handle, const int *csrSortedRowPtr, int nnz, int m, int *cooRowInd, cusparseIndexBase_t idxBase);

/* cusparseXcsr2bsrNnz.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedRowPtrC, nnzTotalDevHostPtr.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseXcsr2bsrNnz(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int *nnzTotalDevHostPtr);

/* cusparseScsr2bsr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsr2bsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC);

/* cusparseDcsr2bsr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsr2bsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC);

/* cusparseCcsr2bsr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsr2bsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC);

/* cusparseZcsr2bsr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsr2bsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC);

/* cusparseSbsr2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSbsr2csr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);

/* cusparseDbsr2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDbsr2csr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);

/* cusparseCbsr2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCbsr2csr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);

/* cusparseZbsr2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZbsr2csr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);

/* cusparseSgebsr2gebsc_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseSgebsr2gebsc_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);

/* cusparseDgebsr2gebsc_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseDgebsr2gebsc_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);

/* cusparseCgebsr2gebsc_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseCgebsr2gebsc_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);

/* cusparseZgebsr2gebsc_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseZgebsr2gebsc_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);

/* cusparseSgebsr2gebsc_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSize.
 */
BD_API cusparseStatus_t bd_cusparseSgebsr2gebsc_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize);

/* cusparseDgebsr2gebsc_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSize.
 */
BD_API cusparseStatus_t bd_cusparseDgebsr2gebsc_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize);

/* cusparseCgebsr2gebsc_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSize.
 */
BD_API cusparseStatus_t bd_cusparseCgebsr2gebsc_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize);

/* cusparseZgebsr2gebsc_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSize.
 */
BD_API cusparseStatus_t bd_cusparseZgebsr2gebsc_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize);

/* cusparseSgebsr2gebsc.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bscVal, bscRowInd, bscColPtr, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSgebsr2gebsc(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, float *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer);

/* cusparseDgebsr2gebsc.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bscVal, bscRowInd, bscColPtr, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseDgebsr2gebsc(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, double *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer);

/* cusparseCgebsr2gebsc.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bscVal, bscRowInd, bscColPtr, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseCgebsr2gebsc(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, cuComplex *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer);

/* cusparseZgebsr2gebsc.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: bscVal, bscRowInd, bscColPtr, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseZgebsr2gebsc(bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, cuDoubleComplex *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer);

/* cusparseXgebsr2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedRowPtrC, csrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseXgebsr2csr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *csrSortedColIndC);

/* cusparseSgebsr2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSgebsr2csr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);

/* cusparseDgebsr2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDgebsr2csr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);

/* cusparseCgebsr2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCgebsr2csr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);

/* cusparseZgebsr2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedRowPtrC, csrSortedColIndC.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZgebsr2csr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);

/* cusparseScsr2gebsr_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseScsr2gebsr_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);

/* cusparseDcsr2gebsr_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseDcsr2gebsr_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);

/* cusparseCcsr2gebsr_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseCcsr2gebsr_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);

/* cusparseZcsr2gebsr_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseZcsr2gebsr_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);

/* cusparseScsr2gebsr_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSize.
 */
BD_API cusparseStatus_t bd_cusparseScsr2gebsr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize);

/* cusparseDcsr2gebsr_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSize.
 */
BD_API cusparseStatus_t bd_cusparseDcsr2gebsr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize);

/* cusparseCcsr2gebsr_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSize.
 */
BD_API cusparseStatus_t bd_cusparseCcsr2gebsr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize);

/* cusparseZcsr2gebsr_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSize.
 */
BD_API cusparseStatus_t bd_cusparseZcsr2gebsr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize);

/* cusparseXcsr2gebsrNnz.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseXcsr2gebsrNnz(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int rowBlockDim, int colBlockDim, int *nnzTotalDevHostPtr, void *pBuffer);

/* cusparseScsr2gebsr.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseScsr2gebsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer);

/* cusparseDcsr2gebsr.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseDcsr2gebsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer);

/* cusparseCcsr2gebsr.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseCcsr2gebsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer);

/* cusparseZcsr2gebsr.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseZcsr2gebsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer);

/* cusparseSgebsr2gebsr_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSgebsr2gebsr_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes);

/* cusparseDgebsr2gebsr_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDgebsr2gebsr_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes);

/* cusparseCgebsr2gebsr_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCgebsr2gebsr_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes);

/* cusparseZgebsr2gebsr_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZgebsr2gebsr_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes);

/* cusparseSgebsr2gebsr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSgebsr2gebsr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize);

/* cusparseDgebsr2gebsr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDgebsr2gebsr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize);

/* cusparseCgebsr2gebsr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCgebsr2gebsr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize);

/* cusparseZgebsr2gebsr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: pBufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZgebsr2gebsr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize);

/* cusparseXgebsr2gebsrNnz.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseXgebsr2gebsrNnz(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int rowBlockDimC, int colBlockDimC, int *nnzTotalDevHostPtr, void *pBuffer);

/* cusparseSgebsr2gebsr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSgebsr2gebsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer);

/* cusparseDgebsr2gebsr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDgebsr2gebsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer);

/* cusparseCgebsr2gebsr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCgebsr2gebsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer);

/* cusparseZgebsr2gebsr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZgebsr2gebsr(bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer);

/* cusparseCreateIdentityPermutation.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: p.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCreateIdentityPermutation(bound_dev_t *bd, cusparseHandle_t handle, int n, int *p);

/* cusparseXcoosort_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseXcoosort_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const int *cooRowsA, const int *cooColsA, size_t *pBufferSizeInBytes);

/* cusparseXcoosortByRow.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: cooRowsA, cooColsA, P, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseXcoosortByRow(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void *pBuffer);

/* cusparseXcoosortByColumn.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: cooRowsA, cooColsA, P, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseXcoosortByColumn(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void *pBuffer);

/* cusparseXcsrsort_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseXcsrsort_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const int *csrRowPtrA, const int *csrColIndA, size_t *pBufferSizeInBytes);

/* cusparseXcsrsort.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: csrColIndA, P, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseXcsrsort(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const int *csrRowPtrA, int *csrColIndA, int *P, void *pBuffer);

/* cusparseXcscsort_bufferSizeExt.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: pBufferSizeInBytes.
 */
BD_API cusparseStatus_t bd_cusparseXcscsort_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const int *cscColPtrA, const int *cscRowIndA, size_t *pBufferSizeInBytes);

/* cusparseXcscsort.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr).
 * Writes through: cscRowIndA, P, pBuffer.
 */
BD_API cusparseStatus_t bd_cusparseXcscsort(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const int *cscColPtrA, int *cscRowIndA, int *P, void *pBuffer);

/* cusparseScsru2csr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsru2csr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes);

/* cusparseDcsru2csr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsru2csr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes);

/* cusparseCcsru2csr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsru2csr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes);

/* cusparseZcsru2csr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsru2csr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes);

/* cusparseScsru2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsru2csr(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);

/* cusparseDcsru2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsru2csr(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);

/* cusparseCcsru2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsru2csr(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);

/* cusparseZcsru2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsru2csr(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);

/* cusparseScsr2csru.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseScsr2csru(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);

/* cusparseDcsr2csru.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDcsr2csru(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);

/* cusparseCcsr2csru.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseCcsr2csru(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);

/* cusparseZcsr2csru.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrVal, csrColInd, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseZcsr2csru(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);

/* cusparseSpruneDense2csr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneDense2csr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);

/* cusparseDpruneDense2csr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneDense2csr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);

/* cusparseSpruneDense2csrNnz.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr).
 * Writes through: csrRowPtrC, nnzTotalDevHostPtr, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneDense2csrNnz(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);

/* cusparseDpruneDense2csrNnz.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr).
 * Writes through: csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneDense2csrNnz(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);

/* cusparseSpruneDense2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneDense2csr(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);

/* cusparseDpruneDense2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneDense2csr(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);

/* cusparseSpruneCsr2csr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneCsr2csr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);

/* cusparseDpruneCsr2csr_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneCsr2csr_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);

/* cusparseSpruneCsr2csrNnz.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneCsr2csrNnz(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);

/* cusparseDpruneCsr2csrNnz.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneCsr2csrNnz(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);

/* cusparseSpruneCsr2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneCsr2csr(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);

/* cusparseDpruneCsr2csr.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr).
 * Writes through: csrSortedValC, csrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneCsr2csr(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer);

/* cusparseSpruneDense2csrByPercentage_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneDense2csrByPercentage_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);

/* cusparseDpruneDense2csrByPercentage_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneDense2csrByPercentage_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);

/* cusparseSpruneDense2csrNnzByPercentage.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrRowPtrC, nnzTotalDevHostPtr, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneDense2csrNnzByPercentage(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);

/* cusparseDpruneDense2csrNnzByPercentage.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrRowPtrC, nnzTotalDevHostPtr, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneDense2csrNnzByPercentage(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);

/* cusparseSpruneDense2csrByPercentage.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValC, csrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneDense2csrByPercentage(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);

/* cusparseDpruneDense2csrByPercentage.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValC, csrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneDense2csrByPercentage(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);

/* cusparseSpruneCsr2csrByPercentage_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneCsr2csrByPercentage_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);

/* cusparseDpruneCsr2csrByPercentage_bufferSizeExt.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: pBufferSizeInBytes.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneCsr2csrByPercentage_bufferSizeExt(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);

/* cusparseSpruneCsr2csrNnzByPercentage.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneCsr2csrNnzByPercentage(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);

/* cusparseDpruneCsr2csrNnzByPercentage.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneCsr2csrNnzByPercentage(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);

/* cusparseSpruneCsr2csrByPercentage.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValC, csrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpruneCsr2csrByPercentage(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);

/* cusparseDpruneCsr2csrByPercentage.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), descrA (cusparse_mat_descr), descrC (cusparse_mat_descr), info (cusparse_info).
 * Writes through: csrSortedValC, csrSortedColIndC, pBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseDpruneCsr2csrByPercentage(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);

/* cusparseCsr2cscEx2.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: cscVal, cscColPtr, cscRowInd, buffer.
 */
BD_API cusparseStatus_t bd_cusparseCsr2cscEx2(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, void *buffer);

/* cusparseCsr2cscEx2_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle).
 * Writes through: cscVal, cscColPtr, cscRowInd, bufferSize.
 */
BD_API cusparseStatus_t bd_cusparseCsr2cscEx2_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, size_t *bufferSize);

/* cusparseCreateSpVec.
 * Creates: spVecDescr.
 * Writes through: indices, values.
 */
BD_API cusparseStatus_t bd_cusparseCreateSpVec(bound_dev_t *bd, cusparseSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, void *indices, void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseCreateConstSpVec.
 * Creates: spVecDescr.
 */
BD_API cusparseStatus_t bd_cusparseCreateConstSpVec(bound_dev_t *bd, cusparseConstSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, const void *indices, const void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseDestroySpVec.
 * Destroys: spVecDescr.
 */
BD_API cusparseStatus_t bd_cusparseDestroySpVec(bound_dev_t *bd, cusparseConstSpVecDescr_t spVecDescr);

/* cusparseSpVecGet.
 * Must belong to the binding's device: spVecDescr (cusparse_descriptor).
 * Writes through: size, nnz, indices, values, idxType, idxBase, valueType.
 */
BD_API cusparseStatus_t bd_cusparseSpVecGet(bound_dev_t *bd, cusparseSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, void **indices, void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);

/* cusparseConstSpVecGet.
 * Must belong to the binding's device: spVecDescr (cusparse_descriptor).
 * Writes through: size, nnz, idxType, idxBase, valueType.
 */
BD_API cusparseStatus_t bd_cusparseConstSpVecGet(bound_dev_t *bd, cusparseConstSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, const void **indices, const void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);

/* cusparseSpVecGetIndexBase.
 * Must belong to the binding's device: spVecDescr (cusparse_descriptor).
 * Writes through: idxBase.
 */
BD_API cusparseStatus_t bd_cusparseSpVecGetIndexBase(bound_dev_t *bd, cusparseConstSpVecDescr_t spVecDescr, cusparseIndexBase_t *idxBase);

/* cusparseSpVecGetValues.
 * Must belong to the binding's device: spVecDescr (cusparse_descriptor).
 * Writes through: values.
 */
BD_API cusparseStatus_t bd_cusparseSpVecGetValues(bound_dev_t *bd, cusparseSpVecDescr_t spVecDescr, void **values);

/* cusparseConstSpVecGetValues.
 * Must belong to the binding's device: spVecDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseConstSpVecGetValues(bound_dev_t *bd, cusparseConstSpVecDescr_t spVecDescr, const void **values);

/* cusparseSpVecSetValues.
 * Must belong to the binding's device: spVecDescr (cusparse_descriptor).
 * Writes through: values.
 */
BD_API cusparseStatus_t bd_cusparseSpVecSetValues(bound_dev_t *bd, cusparseSpVecDescr_t spVecDescr, void *values);

/* cusparseCreateDnVec.
 * Creates: dnVecDescr.
 * Writes through: values.
 */
BD_API cusparseStatus_t bd_cusparseCreateDnVec(bound_dev_t *bd, cusparseDnVecDescr_t *dnVecDescr, int64_t size, void *values, cudaDataType valueType);

/* cusparseCreateConstDnVec.
 * Creates: dnVecDescr.
 */
BD_API cusparseStatus_t bd_cusparseCreateConstDnVec(bound_dev_t *bd, cusparseConstDnVecDescr_t *dnVecDescr, int64_t size, const void *values, cudaDataType valueType);

/* cusparseDestroyDnVec.
 * Destroys: dnVecDescr.
 */
BD_API cusparseStatus_t bd_cusparseDestroyDnVec(bound_dev_t *bd, cusparseConstDnVecDescr_t dnVecDescr);

/* cusparseDnVecGet.
 * Must belong to the binding's device: dnVecDescr (cusparse_descriptor).
 * Writes through: size, values, valueType.
 */
BD_API cusparseStatus_t bd_cusparseDnVecGet(bound_dev_t *bd, cusparseDnVecDescr_t dnVecDescr, int64_t *size, void **values, cudaDataType *valueType);

/* cusparseConstDnVecGet.
 * Must belong to the binding's device: dnVecDescr (cusparse_descriptor).
 * Writes through: size, valueType.
 */
BD_API cusparseStatus_t bd_cusparseConstDnVecGet(bound_dev_t *bd, cusparseConstDnVecDescr_t dnVecDescr, int64_t *size, const void **values, cudaDataType *valueType);

/* cusparseDnVecGetValues.
 * Must belong to the binding's device: dnVecDescr (cusparse_descriptor).
 * Writes through: values.
 */
BD_API cusparseStatus_t bd_cusparseDnVecGetValues(bound_dev_t *bd, cusparseDnVecDescr_t dnVecDescr, void **values);

/* cusparseConstDnVecGetValues.
 * Must belong to the binding's device: dnVecDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseConstDnVecGetValues(bound_dev_t *bd, cusparseConstDnVecDescr_t dnVecDescr, const void **values);

/* cusparseDnVecSetValues.
 * Must belong to the binding's device: dnVecDescr (cusparse_descriptor).
 * Writes through: values.
 */
BD_API cusparseStatus_t bd_cusparseDnVecSetValues(bound_dev_t *bd, cusparseDnVecDescr_t dnVecDescr, void *values);

/* cusparseDestroySpMat.
 * Destroys: spMatDescr.
 */
BD_API cusparseStatus_t bd_cusparseDestroySpMat(bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr);

/* cusparseSpMatGetFormat.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: format.
 */
BD_API cusparseStatus_t bd_cusparseSpMatGetFormat(bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, cusparseFormat_t *format);

/* cusparseSpMatGetIndexBase.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: idxBase.
 */
BD_API cusparseStatus_t bd_cusparseSpMatGetIndexBase(bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, cusparseIndexBase_t *idxBase);

/* cusparseSpMatGetValues.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: values.
 */
BD_API cusparseStatus_t bd_cusparseSpMatGetValues(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, void **values);

/* cusparseConstSpMatGetValues.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseConstSpMatGetValues(bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, const void **values);

/* cusparseSpMatSetValues.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: values.
 */
BD_API cusparseStatus_t bd_cusparseSpMatSetValues(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, void *values);

/* cusparseSpMatGetSize.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: rows, cols, nnz.
 */
BD_API cusparseStatus_t bd_cusparseSpMatGetSize(bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz);

/* cusparseSpMatGetStridedBatch.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: batchCount.
 */
BD_API cusparseStatus_t bd_cusparseSpMatGetStridedBatch(bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int *batchCount);

/* cusparseCooSetStridedBatch.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseCooSetStridedBatch(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t batchStride);

/* cusparseCsrSetStridedBatch.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseCsrSetStridedBatch(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t columnsValuesBatchStride);

/* cusparseBsrSetStridedBatch.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseBsrSetStridedBatch(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t columnsBatchStride, int64_t ValuesBatchStride);

/* cusparseSpMatGetAttribute.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: data.
 */
BD_API cusparseStatus_t bd_cusparseSpMatGetAttribute(bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize);

/* cusparseSpMatSetAttribute.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: data.
 */
BD_API cusparseStatus_t bd_cusparseSpMatSetAttribute(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize);

/* cusparseCreateCsr.
 * Creates: spMatDescr.
 * Writes through: csrRowOffsets, csrColInd, csrValues.
 */
BD_API cusparseStatus_t bd_cusparseCreateCsr(bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *csrRowOffsets, void *csrColInd, void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseCreateConstCsr.
 * Creates: spMatDescr.
 */
BD_API cusparseStatus_t bd_cusparseCreateConstCsr(bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *csrRowOffsets, const void *csrColInd, const void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseCreateCsc.
 * Creates: spMatDescr.
 * Writes through: cscColOffsets, cscRowInd, cscValues.
 */
BD_API cusparseStatus_t bd_cusparseCreateCsc(bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *cscColOffsets, void *cscRowInd, void *cscValues, cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseCreateConstCsc.
 * Creates: spMatDescr.
 */
BD_API cusparseStatus_t bd_cusparseCreateConstCsc(bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *cscColOffsets, const void *cscRowInd, const void *cscValues, cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseCsrGet.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType.
 */
BD_API cusparseStatus_t bd_cusparseCsrGet(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **csrRowOffsets, void **csrColInd, void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);

/* cusparseConstCsrGet.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: rows, cols, nnz, csrRowOffsetsType, csrColIndType, idxBase, valueType.
 */
BD_API cusparseStatus_t bd_cusparseConstCsrGet(bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **csrRowOffsets, const void **csrColInd, const void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);

/* cusparseCscGet.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType.
 */
BD_API cusparseStatus_t bd_cusparseCscGet(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **cscColOffsets, void **cscRowInd, void **cscValues, cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t *cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);

/* cusparseConstCscGet.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: rows, cols, nnz, cscColOffsetsType, cscRowIndType, idxBase, valueType.
 */
BD_API cusparseStatus_t bd_cusparseConstCscGet(bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **cscColOffsets, const void **cscRowInd, const void **cscValues, cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t *cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);

/* cusparseCsrSetPointers.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: csrRowOffsets, csrColInd, csrValues.
 */
BD_API cusparseStatus_t bd_cusparseCsrSetPointers(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, void *csrRowOffsets, void *csrColInd, void *csrValues);

/* cusparseCscSetPointers.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: cscColOffsets, cscRowInd, cscValues.
 */
BD_API cusparseStatus_t bd_cusparseCscSetPointers(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, void *cscColOffsets, void *cscRowInd, void *cscValues);

/* cusparseCreateBsr.
 * Creates: spMatDescr.
 * Writes through: bsrRowOffsets, bsrColInd, bsrValues.
 */
BD_API cusparseStatus_t bd_cusparseCreateBsr(bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols, int64_t bnnz, int64_t rowBlockSize, int64_t colBlockSize, void *bsrRowOffsets, void *bsrColInd, void *bsrValues, cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t order);

/* cusparseCreateConstBsr.
 * Creates: spMatDescr.
 */
BD_API cusparseStatus_t bd_cusparseCreateConstBsr(bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols, int64_t bnnz, int64_t rowBlockDim, int64_t colBlockDim, const void *bsrRowOffsets, const void *bsrColInd, const void *bsrValues, cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t order);

/* cusparseCreateCoo.
 * Creates: spMatDescr.
 * Writes through: cooRowInd, cooColInd, cooValues.
 */
BD_API cusparseStatus_t bd_cusparseCreateCoo(bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *cooRowInd, void *cooColInd, void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseCreateConstCoo.
 * Creates: spMatDescr.
 */
BD_API cusparseStatus_t bd_cusparseCreateConstCoo(bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *cooRowInd, const void *cooColInd, const void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseCooGet.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType, idxBase, valueType.
 */
BD_API cusparseStatus_t bd_cusparseCooGet(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **cooRowInd, void **cooColInd, void **cooValues, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);

/* cusparseConstCooGet.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: rows, cols, nnz, idxType, idxBase, valueType.
 */
BD_API cusparseStatus_t bd_cusparseConstCooGet(bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **cooRowInd, const void **cooColInd, const void **cooValues, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);

/* cusparseCooSetPointers.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: cooRows, cooColumns, cooValues.
 */
BD_API cusparseStatus_t bd_cusparseCooSetPointers(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, void *cooRows, void *cooColumns, void *cooValues);

/* cusparseCreateBlockedEll.
 * Creates: spMatDescr.
 * Writes through: ellColInd, ellValue.
 */
BD_API cusparseStatus_t bd_cusparseCreateBlockedEll(bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, void *ellColInd, void *ellValue, cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseCreateConstBlockedEll.
 * Creates: spMatDescr.
 */
BD_API cusparseStatus_t bd_cusparseCreateConstBlockedEll(bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, const void *ellColInd, const void *ellValue, cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseBlockedEllGet.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType.
 */
BD_API cusparseStatus_t bd_cusparseBlockedEllGet(bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *ellBlockSize, int64_t *ellCols, void **ellColInd, void **ellValue, cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);

/* cusparseConstBlockedEllGet.
 * Must belong to the binding's device: spMatDescr (cusparse_descriptor).
 * Writes through: rows, cols, ellBlockSize, ellCols, ellIdxType, idxBase, valueType.
 */
BD_API cusparseStatus_t bd_cusparseConstBlockedEllGet(bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *ellBlockSize, int64_t *ellCols, const void **ellColInd, const void **ellValue, cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType);

/* cusparseCreateSlicedEll.
 * Creates: spMatDescr.
 * Writes through: sellSliceOffsets, sellColInd, sellValues.
 */
BD_API cusparseStatus_t bd_cusparseCreateSlicedEll(bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize, int64_t sliceSize, void *sellSliceOffsets, void *sellColInd, void *sellValues, cusparseIndexType_t sellSliceOffsetsType, cusparseIndexType_t sellColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseCreateConstSlicedEll.
 * Creates: spMatDescr.
 */
BD_API cusparseStatus_t bd_cusparseCreateConstSlicedEll(bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize, int64_t sliceSize, const void *sellSliceOffsets, const void *sellColInd, const void *sellValues, cusparseIndexType_t sellSliceOffsetsType, cusparseIndexType_t sellColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);

/* cusparseCreateDnMat.
 * Creates: dnMatDescr.
 * Writes through: values.
 */
BD_API cusparseStatus_t bd_cusparseCreateDnMat(bound_dev_t *bd, cusparseDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld, void *values, cudaDataType valueType, cusparseOrder_t order);

/* cusparseCreateConstDnMat.
 * Creates: dnMatDescr.
 */
BD_API cusparseStatus_t bd_cusparseCreateConstDnMat(bound_dev_t *bd, cusparseConstDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld, const void *values, cudaDataType valueType, cusparseOrder_t order);

/* cusparseDestroyDnMat.
 * Destroys: dnMatDescr.
 */
BD_API cusparseStatus_t bd_cusparseDestroyDnMat(bound_dev_t *bd, cusparseConstDnMatDescr_t dnMatDescr);

/* cusparseDnMatGet.
 * Must belong to the binding's device: dnMatDescr (cusparse_descriptor).
 * Writes through: rows, cols, ld, values, type, order.
 */
BD_API cusparseStatus_t bd_cusparseDnMatGet(bound_dev_t *bd, cusparseDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld, void **values, cudaDataType *type, cusparseOrder_t *order);

/* cusparseConstDnMatGet.
 * Must belong to the binding's device: dnMatDescr (cusparse_descriptor).
 * Writes through: rows, cols, ld, type, order.
 */
BD_API cusparseStatus_t bd_cusparseConstDnMatGet(bound_dev_t *bd, cusparseConstDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld, const void **values, cudaDataType *type, cusparseOrder_t *order);

/* cusparseDnMatGetValues.
 * Must belong to the binding's device: dnMatDescr (cusparse_descriptor).
 * Writes through: values.
 */
BD_API cusparseStatus_t bd_cusparseDnMatGetValues(bound_dev_t *bd, cusparseDnMatDescr_t dnMatDescr, void **values);

/* cusparseConstDnMatGetValues.
 * Must belong to the binding's device: dnMatDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseConstDnMatGetValues(bound_dev_t *bd, cusparseConstDnMatDescr_t dnMatDescr, const void **values);

/* cusparseDnMatSetValues.
 * Must belong to the binding's device: dnMatDescr (cusparse_descriptor).
 * Writes through: values.
 */
BD_API cusparseStatus_t bd_cusparseDnMatSetValues(bound_dev_t *bd, cusparseDnMatDescr_t dnMatDescr, void *values);

/* cusparseDnMatSetStridedBatch.
 * Must belong to the binding's device: dnMatDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseDnMatSetStridedBatch(bound_dev_t *bd, cusparseDnMatDescr_t dnMatDescr, int batchCount, int64_t batchStride);

/* cusparseDnMatGetStridedBatch.
 * Must belong to the binding's device: dnMatDescr (cusparse_descriptor).
 * Writes through: batchCount, batchStride.
 */
BD_API cusparseStatus_t bd_cusparseDnMatGetStridedBatch(bound_dev_t *bd, cusparseConstDnMatDescr_t dnMatDescr, int *batchCount, int64_t *batchStride);

/* cusparseAxpby.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), vecX (cusparse_descriptor), vecY (cusparse_descriptor).
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseAxpby(bound_dev_t *bd, cusparseHandle_t handle, const void *alpha, cusparseConstSpVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY);

/* cusparseGather.
 * Must belong to the binding's device: handle (cusparse_handle), vecY (cusparse_descriptor), vecX (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseGather(bound_dev_t *bd, cusparseHandle_t handle, cusparseConstDnVecDescr_t vecY, cusparseSpVecDescr_t vecX);

/* cusparseScatter.
 * Must belong to the binding's device: handle (cusparse_handle), vecX (cusparse_descriptor), vecY (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseScatter(bound_dev_t *bd, cusparseHandle_t handle, cusparseConstSpVecDescr_t vecX, cusparseDnVecDescr_t vecY);

/* cusparseRot.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), vecX (cusparse_descriptor), vecY (cusparse_descriptor).
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseRot(bound_dev_t *bd, cusparseHandle_t handle, const void *c_coeff, const void *s_coeff, cusparseSpVecDescr_t vecX, cusparseDnVecDescr_t vecY);

/* cusparseSpVV_bufferSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), vecX (cusparse_descriptor), vecY (cusparse_descriptor).
 * Writes through: bufferSize.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpVV_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, const void *result, cudaDataType computeType, size_t *bufferSize);

/* cusparseSpVV.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusparse_handle), vecX (cusparse_descriptor), vecY (cusparse_descriptor).
 * Writes through: result, externalBuffer.
 */
BD_API BD_DEPRECATED cusparseStatus_t bd_cusparseSpVV(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, void *result, cudaDataType computeType, void *externalBuffer);

/* cusparseSparseToDense_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor).
 * Writes through: bufferSize.
 */
BD_API cusparseStatus_t bd_cusparseSparseToDense_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, size_t *bufferSize);

/* cusparseSparseToDense.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSparseToDense(bound_dev_t *bd, cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, void *externalBuffer);

/* cusparseDenseToSparse_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor).
 * Writes through: bufferSize.
 */
BD_API cusparseStatus_t bd_cusparseDenseToSparse_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, size_t *bufferSize);

/* cusparseDenseToSparse_analysis.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseDenseToSparse_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer);

/* cusparseDenseToSparse_convert.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseDenseToSparse_convert(bound_dev_t *bd, cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer);

/* cusparseSpMV.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), vecX (cusparse_descriptor), vecY (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSpMV(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer);

/* cusparseSpMV_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), vecX (cusparse_descriptor), vecY (cusparse_descriptor).
 * Writes through: bufferSize.
 */
BD_API cusparseStatus_t bd_cusparseSpMV_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, size_t *bufferSize);

/* cusparseSpMV_preprocess.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), vecX (cusparse_descriptor), vecY (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSpMV_preprocess(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer);

/* cusparseSpSV_createDescr.
 * Creates: descr.
 */
BD_API cusparseStatus_t bd_cusparseSpSV_createDescr(bound_dev_t *bd, cusparseSpSVDescr_t *descr);

/* cusparseSpSV_destroyDescr.
 * Destroys: descr.
 */
BD_API cusparseStatus_t bd_cusparseSpSV_destroyDescr(bound_dev_t *bd, cusparseSpSVDescr_t descr);

/* cusparseSpSV_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), vecX (cusparse_descriptor), vecY (cusparse_descriptor), spsvDescr (cusparse_descriptor).
 * Writes through: bufferSize.
 */
BD_API cusparseStatus_t bd_cusparseSpSV_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, size_t *bufferSize);

/* cusparseSpSV_analysis.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), vecX (cusparse_descriptor), vecY (cusparse_descriptor), spsvDescr (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSpSV_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, void *externalBuffer);

/* cusparseSpSV_solve.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), vecX (cusparse_descriptor), vecY (cusparse_descriptor), spsvDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseSpSV_solve(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr);

/* cusparseSpSV_updateMatrix.
 * Must belong to the binding's device: handle (cusparse_handle), spsvDescr (cusparse_descriptor).
 * Writes through: newValues.
 */
BD_API cusparseStatus_t bd_cusparseSpSV_updateMatrix(bound_dev_t *bd, cusparseHandle_t handle, cusparseSpSVDescr_t spsvDescr, void *newValues, cusparseSpSVUpdate_t updatePart);

/* cusparseSpSM_createDescr.
 * Creates: descr.
 */
BD_API cusparseStatus_t bd_cusparseSpSM_createDescr(bound_dev_t *bd, cusparseSpSMDescr_t *descr);

/* cusparseSpSM_destroyDescr.
 * Destroys: descr.
 */
BD_API cusparseStatus_t bd_cusparseSpSM_destroyDescr(bound_dev_t *bd, cusparseSpSMDescr_t descr);

/* cusparseSpSM_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor), spsmDescr (cusparse_descriptor).
 * Writes through: bufferSize.
 */
BD_API cusparseStatus_t bd_cusparseSpSM_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, size_t *bufferSize);

/* cusparseSpSM_analysis.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor), spsmDescr (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSpSM_analysis(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, void *externalBuffer);

/* cusparseSpSM_solve.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor), spsmDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseSpSM_solve(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr);

/* cusparseSpSM_updateMatrix.
 * Must belong to the binding's device: handle (cusparse_handle), spsmDescr (cusparse_descriptor).
 * Writes through: newValues.
 */
BD_API cusparseStatus_t bd_cusparseSpSM_updateMatrix(bound_dev_t *bd, cusparseHandle_t handle, cusparseSpSMDescr_t spsmDescr, void *newValues, cusparseSpSMUpdate_t updatePart);

/* cusparseSpMM_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor).
 * Writes through: bufferSize.
 */
BD_API cusparseStatus_t bd_cusparseSpMM_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, size_t *bufferSize);

/* cusparseSpMM_preprocess.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSpMM_preprocess(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer);

/* cusparseSpMM.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSpMM(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer);

/* cusparseSpGEMM_createDescr.
 * Creates: descr.
 */
BD_API cusparseStatus_t bd_cusparseSpGEMM_createDescr(bound_dev_t *bd, cusparseSpGEMMDescr_t *descr);

/* cusparseSpGEMM_destroyDescr.
 * Destroys: descr.
 */
BD_API cusparseStatus_t bd_cusparseSpGEMM_destroyDescr(bound_dev_t *bd, cusparseSpGEMMDescr_t descr);

/* cusparseSpGEMM_workEstimation.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor), spgemmDescr (cusparse_descriptor).
 * Writes through: bufferSize1, externalBuffer1.
 */
BD_API cusparseStatus_t bd_cusparseSpGEMM_workEstimation(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1);

/* cusparseSpGEMM_getNumProducts.
 * Must belong to the binding's device: spgemmDescr (cusparse_descriptor).
 * Writes through: num_prods.
 */
BD_API cusparseStatus_t bd_cusparseSpGEMM_getNumProducts(bound_dev_t *bd, cusparseSpGEMMDescr_t spgemmDescr, int64_t *num_prods);

/* cusparseSpGEMM_estimateMemory.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor), spgemmDescr (cusparse_descriptor).
 * Writes through: bufferSize3, externalBuffer3, bufferSize2.
 */
BD_API cusparseStatus_t bd_cusparseSpGEMM_estimateMemory(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, float chunk_fraction, size_t *bufferSize3, void *externalBuffer3, size_t *bufferSize2);

/* cusparseSpGEMM_compute.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor), spgemmDescr (cusparse_descriptor).
 * Writes through: bufferSize2, externalBuffer2.
 */
BD_API cusparseStatus_t bd_cusparseSpGEMM_compute(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2);

/* cusparseSpGEMM_copy.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor), spgemmDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseSpGEMM_copy(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr);

/* cusparseSpGEMMreuse_workEstimation.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor), spgemmDescr (cusparse_descriptor).
 * Writes through: bufferSize1, externalBuffer1.
 */
BD_API cusparseStatus_t bd_cusparseSpGEMMreuse_workEstimation(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1);

/* cusparseSpGEMMreuse_nnz.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor), spgemmDescr (cusparse_descriptor).
 * Writes through: bufferSize2, externalBuffer2, bufferSize3, externalBuffer3, bufferSize4, externalBuffer4.
 */
BD_API cusparseStatus_t bd_cusparseSpGEMMreuse_nnz(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2, size_t *bufferSize3, void *externalBuffer3, size_t *bufferSize4, void *externalBuffer4);

/* cusparseSpGEMMreuse_copy.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor), spgemmDescr (cusparse_descriptor).
 * Writes through: bufferSize5, externalBuffer5.
 */
BD_API cusparseStatus_t bd_cusparseSpGEMMreuse_copy(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize5, void *externalBuffer5);

/* cusparseSpGEMMreuse_compute.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor), spgemmDescr (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseSpGEMMreuse_compute(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr);

/* cusparseSDDMM_bufferSize.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor).
 * Writes through: bufferSize.
 */
BD_API cusparseStatus_t bd_cusparseSDDMM_bufferSize(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, size_t *bufferSize);

/* cusparseSDDMM_preprocess.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSDDMM_preprocess(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer);

/* cusparseSDDMM.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSDDMM(bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer);

/* cusparseSpMMOp_createPlan.
 * Must belong to the binding's device: handle (cusparse_handle), matA (cusparse_descriptor), matB (cusparse_descriptor), matC (cusparse_descriptor).
 * Writes through: SpMMWorkspaceSize.
 */
BD_API cusparseStatus_t bd_cusparseSpMMOp_createPlan(bound_dev_t *bd, cusparseHandle_t handle, cusparseSpMMOpPlan_t *plan, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMOpAlg_t alg, const void *addOperationNvvmBuffer, size_t addOperationBufferSize, const void *mulOperationNvvmBuffer, size_t mulOperationBufferSize, const void *epilogueNvvmBuffer, size_t epilogueBufferSize, size_t *SpMMWorkspaceSize);

/* cusparseSpMMOp.
 * Must belong to the binding's device: plan (cusparse_descriptor).
 * Writes through: externalBuffer.
 */
BD_API cusparseStatus_t bd_cusparseSpMMOp(bound_dev_t *bd, cusparseSpMMOpPlan_t plan, void *externalBuffer);

/* cusparseSpMMOp_destroyPlan.
 * Must belong to the binding's device: plan (cusparse_descriptor).
 */
BD_API cusparseStatus_t bd_cusparseSpMMOp_destroyPlan(bound_dev_t *bd, cusparseSpMMOpPlan_t plan);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreate(cusparseHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreate(bd, handle);
}

static inline cusparseStatus_t bd_inline_cusparseCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreate)(handle)
                                 : bd_gen_at_cusparseCreate(handle, bd, bd_file, bd_line);
}
#define bd_cusparseCreate(bd, handle) bd_inline_cusparseCreate(__FILE__, __LINE__, bd, handle)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroy(cusparseHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroy(bd, handle);
}

static inline cusparseStatus_t bd_inline_cusparseDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroy)(handle)
                                 : bd_gen_at_cusparseDestroy(handle, bd, bd_file, bd_line);
}
#define bd_cusparseDestroy(bd, handle) bd_inline_cusparseDestroy(__FILE__, __LINE__, bd, handle)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseGetVersion(cusparseHandle_t handle, int *version, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseGetVersion(bd, handle, version);
}

static inline cusparseStatus_t bd_inline_cusparseGetVersion(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int *version)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseGetVersion)(handle, version)
                                 : bd_gen_at_cusparseGetVersion(handle, version, bd, bd_file, bd_line);
}
#define bd_cusparseGetVersion(bd, handle, version) bd_inline_cusparseGetVersion(__FILE__, __LINE__, bd, handle, version)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSetStream(cusparseHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSetStream(bd, handle, streamId);
}

static inline cusparseStatus_t bd_inline_cusparseSetStream(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cudaStream_t streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSetStream)(handle, streamId)
                                 : bd_gen_at_cusparseSetStream(handle, streamId, bd, bd_file, bd_line);
}
#define bd_cusparseSetStream(bd, handle, streamId) bd_inline_cusparseSetStream(__FILE__, __LINE__, bd, handle, streamId)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseGetStream(cusparseHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseGetStream(bd, handle, streamId);
}

static inline cusparseStatus_t bd_inline_cusparseGetStream(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cudaStream_t *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseGetStream)(handle, streamId)
                                 : bd_gen_at_cusparseGetStream(handle, streamId, bd, bd_file, bd_line);
}
#define bd_cusparseGetStream(bd, handle, streamId) bd_inline_cusparseGetStream(__FILE__, __LINE__, bd, handle, streamId)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseGetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t *mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseGetPointerMode(bd, handle, mode);
}

static inline cusparseStatus_t bd_inline_cusparseGetPointerMode(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparsePointerMode_t *mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseGetPointerMode)(handle, mode)
                                 : bd_gen_at_cusparseGetPointerMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cusparseGetPointerMode(bd, handle, mode) bd_inline_cusparseGetPointerMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSetPointerMode(bd, handle, mode);
}

static inline cusparseStatus_t bd_inline_cusparseSetPointerMode(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparsePointerMode_t mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSetPointerMode)(handle, mode)
                                 : bd_gen_at_cusparseSetPointerMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cusparseSetPointerMode(bd, handle, mode) bd_inline_cusparseSetPointerMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateMatDescr(cusparseMatDescr_t *descrA, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateMatDescr(bd, descrA);
}

static inline cusparseStatus_t bd_inline_cusparseCreateMatDescr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseMatDescr_t *descrA)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateMatDescr)(descrA)
                                 : bd_gen_at_cusparseCreateMatDescr(descrA, bd, bd_file, bd_line);
}
#define bd_cusparseCreateMatDescr(bd, descrA) bd_inline_cusparseCreateMatDescr(__FILE__, __LINE__, bd, descrA)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyMatDescr(cusparseMatDescr_t descrA, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyMatDescr(bd, descrA);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyMatDescr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseMatDescr_t descrA)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyMatDescr)(descrA)
                                 : bd_gen_at_cusparseDestroyMatDescr(descrA, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyMatDescr(bd, descrA) bd_inline_cusparseDestroyMatDescr(__FILE__, __LINE__, bd, descrA)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSetMatType(cusparseMatDescr_t descrA, cusparseMatrixType_t type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSetMatType(bd, descrA, type);
}

static inline cusparseStatus_t bd_inline_cusparseSetMatType(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseMatDescr_t descrA, cusparseMatrixType_t type)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSetMatType)(descrA, type)
                                 : bd_gen_at_cusparseSetMatType(descrA, type, bd, bd_file, bd_line);
}
#define bd_cusparseSetMatType(bd, descrA, type) bd_inline_cusparseSetMatType(__FILE__, __LINE__, bd, descrA, type)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSetMatFillMode(cusparseMatDescr_t descrA, cusparseFillMode_t fillMode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSetMatFillMode(bd, descrA, fillMode);
}

static inline cusparseStatus_t bd_inline_cusparseSetMatFillMode(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseMatDescr_t descrA, cusparseFillMode_t fillMode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSetMatFillMode)(descrA, fillMode)
                                 : bd_gen_at_cusparseSetMatFillMode(descrA, fillMode, bd, bd_file, bd_line);
}
#define bd_cusparseSetMatFillMode(bd, descrA, fillMode) bd_inline_cusparseSetMatFillMode(__FILE__, __LINE__, bd, descrA, fillMode)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSetMatDiagType(cusparseMatDescr_t descrA, cusparseDiagType_t diagType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSetMatDiagType(bd, descrA, diagType);
}

static inline cusparseStatus_t bd_inline_cusparseSetMatDiagType(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseMatDescr_t descrA, cusparseDiagType_t diagType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSetMatDiagType)(descrA, diagType)
                                 : bd_gen_at_cusparseSetMatDiagType(descrA, diagType, bd, bd_file, bd_line);
}
#define bd_cusparseSetMatDiagType(bd, descrA, diagType) bd_inline_cusparseSetMatDiagType(__FILE__, __LINE__, bd, descrA, diagType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSetMatIndexBase(cusparseMatDescr_t descrA, cusparseIndexBase_t base, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSetMatIndexBase(bd, descrA, base);
}

static inline cusparseStatus_t bd_inline_cusparseSetMatIndexBase(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseMatDescr_t descrA, cusparseIndexBase_t base)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSetMatIndexBase)(descrA, base)
                                 : bd_gen_at_cusparseSetMatIndexBase(descrA, base, bd, bd_file, bd_line);
}
#define bd_cusparseSetMatIndexBase(bd, descrA, base) bd_inline_cusparseSetMatIndexBase(__FILE__, __LINE__, bd, descrA, base)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateCsric02Info(csric02Info_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateCsric02Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseCreateCsric02Info(const char *bd_file, int bd_line, bound_dev_t *bd, csric02Info_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateCsric02Info)(info)
                                 : bd_gen_at_cusparseCreateCsric02Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseCreateCsric02Info(bd, info) bd_inline_cusparseCreateCsric02Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyCsric02Info(csric02Info_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyCsric02Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyCsric02Info(const char *bd_file, int bd_line, bound_dev_t *bd, csric02Info_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyCsric02Info)(info)
                                 : bd_gen_at_cusparseDestroyCsric02Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyCsric02Info(bd, info) bd_inline_cusparseDestroyCsric02Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateBsric02Info(bsric02Info_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateBsric02Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseCreateBsric02Info(const char *bd_file, int bd_line, bound_dev_t *bd, bsric02Info_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateBsric02Info)(info)
                                 : bd_gen_at_cusparseCreateBsric02Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseCreateBsric02Info(bd, info) bd_inline_cusparseCreateBsric02Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyBsric02Info(bsric02Info_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyBsric02Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyBsric02Info(const char *bd_file, int bd_line, bound_dev_t *bd, bsric02Info_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyBsric02Info)(info)
                                 : bd_gen_at_cusparseDestroyBsric02Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyBsric02Info(bd, info) bd_inline_cusparseDestroyBsric02Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateCsrilu02Info(csrilu02Info_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateCsrilu02Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseCreateCsrilu02Info(const char *bd_file, int bd_line, bound_dev_t *bd, csrilu02Info_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateCsrilu02Info)(info)
                                 : bd_gen_at_cusparseCreateCsrilu02Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseCreateCsrilu02Info(bd, info) bd_inline_cusparseCreateCsrilu02Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyCsrilu02Info(csrilu02Info_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyCsrilu02Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyCsrilu02Info(const char *bd_file, int bd_line, bound_dev_t *bd, csrilu02Info_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyCsrilu02Info)(info)
                                 : bd_gen_at_cusparseDestroyCsrilu02Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyCsrilu02Info(bd, info) bd_inline_cusparseDestroyCsrilu02Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateBsrilu02Info(bsrilu02Info_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateBsrilu02Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseCreateBsrilu02Info(const char *bd_file, int bd_line, bound_dev_t *bd, bsrilu02Info_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateBsrilu02Info)(info)
                                 : bd_gen_at_cusparseCreateBsrilu02Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseCreateBsrilu02Info(bd, info) bd_inline_cusparseCreateBsrilu02Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyBsrilu02Info(bsrilu02Info_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyBsrilu02Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyBsrilu02Info(const char *bd_file, int bd_line, bound_dev_t *bd, bsrilu02Info_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyBsrilu02Info)(info)
                                 : bd_gen_at_cusparseDestroyBsrilu02Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyBsrilu02Info(bd, info) bd_inline_cusparseDestroyBsrilu02Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateBsrsv2Info(bsrsv2Info_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateBsrsv2Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseCreateBsrsv2Info(const char *bd_file, int bd_line, bound_dev_t *bd, bsrsv2Info_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateBsrsv2Info)(info)
                                 : bd_gen_at_cusparseCreateBsrsv2Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseCreateBsrsv2Info(bd, info) bd_inline_cusparseCreateBsrsv2Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyBsrsv2Info(bsrsv2Info_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyBsrsv2Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyBsrsv2Info(const char *bd_file, int bd_line, bound_dev_t *bd, bsrsv2Info_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyBsrsv2Info)(info)
                                 : bd_gen_at_cusparseDestroyBsrsv2Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyBsrsv2Info(bd, info) bd_inline_cusparseDestroyBsrsv2Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateBsrsm2Info(bsrsm2Info_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateBsrsm2Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseCreateBsrsm2Info(const char *bd_file, int bd_line, bound_dev_t *bd, bsrsm2Info_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateBsrsm2Info)(info)
                                 : bd_gen_at_cusparseCreateBsrsm2Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseCreateBsrsm2Info(bd, info) bd_inline_cusparseCreateBsrsm2Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyBsrsm2Info(bsrsm2Info_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyBsrsm2Info(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyBsrsm2Info(const char *bd_file, int bd_line, bound_dev_t *bd, bsrsm2Info_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyBsrsm2Info)(info)
                                 : bd_gen_at_cusparseDestroyBsrsm2Info(info, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyBsrsm2Info(bd, info) bd_inline_cusparseDestroyBsrsm2Info(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateCsru2csrInfo(csru2csrInfo_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateCsru2csrInfo(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseCreateCsru2csrInfo(const char *bd_file, int bd_line, bound_dev_t *bd, csru2csrInfo_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateCsru2csrInfo)(info)
                                 : bd_gen_at_cusparseCreateCsru2csrInfo(info, bd, bd_file, bd_line);
}
#define bd_cusparseCreateCsru2csrInfo(bd, info) bd_inline_cusparseCreateCsru2csrInfo(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyCsru2csrInfo(csru2csrInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyCsru2csrInfo(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyCsru2csrInfo(const char *bd_file, int bd_line, bound_dev_t *bd, csru2csrInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyCsru2csrInfo)(info)
                                 : bd_gen_at_cusparseDestroyCsru2csrInfo(info, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyCsru2csrInfo(bd, info) bd_inline_cusparseDestroyCsru2csrInfo(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateColorInfo(cusparseColorInfo_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateColorInfo(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseCreateColorInfo(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseColorInfo_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateColorInfo)(info)
                                 : bd_gen_at_cusparseCreateColorInfo(info, bd, bd_file, bd_line);
}
#define bd_cusparseCreateColorInfo(bd, info) bd_inline_cusparseCreateColorInfo(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyColorInfo(cusparseColorInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyColorInfo(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyColorInfo(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseColorInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyColorInfo)(info)
                                 : bd_gen_at_cusparseDestroyColorInfo(info, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyColorInfo(bd, info) bd_inline_cusparseDestroyColorInfo(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreatePruneInfo(pruneInfo_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreatePruneInfo(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseCreatePruneInfo(const char *bd_file, int bd_line, bound_dev_t *bd, pruneInfo_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreatePruneInfo)(info)
                                 : bd_gen_at_cusparseCreatePruneInfo(info, bd, bd_file, bd_line);
}
#define bd_cusparseCreatePruneInfo(bd, info) bd_inline_cusparseCreatePruneInfo(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyPruneInfo(pruneInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyPruneInfo(bd, info);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyPruneInfo(const char *bd_file, int bd_line, bound_dev_t *bd, pruneInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyPruneInfo)(info)
                                 : bd_gen_at_cusparseDestroyPruneInfo(info, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyPruneInfo(bd, info) bd_inline_cusparseDestroyPruneInfo(__FILE__, __LINE__, bd, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const float *alpha, const float *A, int lda, int nnz, const float *xVal, const int *xInd, const float *beta, float *y, cusparseIndexBase_t idxBase, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgemvi(bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSgemvi(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const float *alpha, const float *A, int lda, int nnz, const float *xVal, const int *xInd, const float *beta, float *y, cusparseIndexBase_t idxBase, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgemvi)(handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer)
                                 : bd_gen_at_cusparseSgemvi(handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSgemvi(bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer) bd_inline_cusparseSgemvi(__FILE__, __LINE__, bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgemvi_bufferSize(bd, handle, transA, m, n, nnz, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSgemvi_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgemvi_bufferSize)(handle, transA, m, n, nnz, pBufferSize)
                                 : bd_gen_at_cusparseSgemvi_bufferSize(handle, transA, m, n, nnz, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSgemvi_bufferSize(bd, handle, transA, m, n, nnz, pBufferSize) bd_inline_cusparseSgemvi_bufferSize(__FILE__, __LINE__, bd, handle, transA, m, n, nnz, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const double *alpha, const double *A, int lda, int nnz, const double *xVal, const int *xInd, const double *beta, double *y, cusparseIndexBase_t idxBase, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgemvi(bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDgemvi(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const double *alpha, const double *A, int lda, int nnz, const double *xVal, const int *xInd, const double *beta, double *y, cusparseIndexBase_t idxBase, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgemvi)(handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer)
                                 : bd_gen_at_cusparseDgemvi(handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDgemvi(bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer) bd_inline_cusparseDgemvi(__FILE__, __LINE__, bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgemvi_bufferSize(bd, handle, transA, m, n, nnz, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseDgemvi_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgemvi_bufferSize)(handle, transA, m, n, nnz, pBufferSize)
                                 : bd_gen_at_cusparseDgemvi_bufferSize(handle, transA, m, n, nnz, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseDgemvi_bufferSize(bd, handle, transA, m, n, nnz, pBufferSize) bd_inline_cusparseDgemvi_bufferSize(__FILE__, __LINE__, bd, handle, transA, m, n, nnz, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, int nnz, const cuComplex *xVal, const int *xInd, const cuComplex *beta, cuComplex *y, cusparseIndexBase_t idxBase, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgemvi(bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCgemvi(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, int nnz, const cuComplex *xVal, const int *xInd, const cuComplex *beta, cuComplex *y, cusparseIndexBase_t idxBase, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgemvi)(handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer)
                                 : bd_gen_at_cusparseCgemvi(handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCgemvi(bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer) bd_inline_cusparseCgemvi(__FILE__, __LINE__, bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgemvi_bufferSize(bd, handle, transA, m, n, nnz, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseCgemvi_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgemvi_bufferSize)(handle, transA, m, n, nnz, pBufferSize)
                                 : bd_gen_at_cusparseCgemvi_bufferSize(handle, transA, m, n, nnz, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseCgemvi_bufferSize(bd, handle, transA, m, n, nnz, pBufferSize) bd_inline_cusparseCgemvi_bufferSize(__FILE__, __LINE__, bd, handle, transA, m, n, nnz, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, int nnz, const cuDoubleComplex *xVal, const int *xInd, const cuDoubleComplex *beta, cuDoubleComplex *y, cusparseIndexBase_t idxBase, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgemvi(bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZgemvi(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, int nnz, const cuDoubleComplex *xVal, const int *xInd, const cuDoubleComplex *beta, cuDoubleComplex *y, cusparseIndexBase_t idxBase, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgemvi)(handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer)
                                 : bd_gen_at_cusparseZgemvi(handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZgemvi(bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer) bd_inline_cusparseZgemvi(__FILE__, __LINE__, bd, handle, transA, m, n, alpha, A, lda, nnz, xVal, xInd, beta, y, idxBase, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgemvi_bufferSize(bd, handle, transA, m, n, nnz, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseZgemvi_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgemvi_bufferSize)(handle, transA, m, n, nnz, pBufferSize)
                                 : bd_gen_at_cusparseZgemvi_bufferSize(handle, transA, m, n, nnz, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseZgemvi_bufferSize(bd, handle, transA, m, n, nnz, pBufferSize) bd_inline_cusparseZgemvi_bufferSize(__FILE__, __LINE__, bd, handle, transA, m, n, nnz, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const float *x, const float *beta, float *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrmv(bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrmv(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const float *x, const float *beta, float *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrmv)(handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y)
                                 : bd_gen_at_cusparseSbsrmv(handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrmv(bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y) bd_inline_cusparseSbsrmv(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const double *x, const double *beta, double *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrmv(bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrmv(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const double *x, const double *beta, double *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrmv)(handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y)
                                 : bd_gen_at_cusparseDbsrmv(handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrmv(bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y) bd_inline_cusparseDbsrmv(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cuComplex *x, const cuComplex *beta, cuComplex *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrmv(bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrmv(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cuComplex *x, const cuComplex *beta, cuComplex *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrmv)(handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y)
                                 : bd_gen_at_cusparseCbsrmv(handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrmv(bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y) bd_inline_cusparseCbsrmv(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const cuDoubleComplex *beta, cuDoubleComplex *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrmv(bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrmv(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const cuDoubleComplex *beta, cuDoubleComplex *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrmv)(handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y)
                                 : bd_gen_at_cusparseZbsrmv(handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrmv(bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y) bd_inline_cusparseZbsrmv(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, x, beta, y)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const float *x, const float *beta, float *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrxmv(bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrxmv(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const float *x, const float *beta, float *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrxmv)(handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y)
                                 : bd_gen_at_cusparseSbsrxmv(handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrxmv(bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y) bd_inline_cusparseSbsrxmv(__FILE__, __LINE__, bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const double *x, const double *beta, double *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrxmv(bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrxmv(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const double *x, const double *beta, double *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrxmv)(handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y)
                                 : bd_gen_at_cusparseDbsrxmv(handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrxmv(bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y) bd_inline_cusparseDbsrxmv(__FILE__, __LINE__, bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const cuComplex *x, const cuComplex *beta, cuComplex *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrxmv(bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrxmv(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const cuComplex *x, const cuComplex *beta, cuComplex *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrxmv)(handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y)
                                 : bd_gen_at_cusparseCbsrxmv(handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrxmv(bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y) bd_inline_cusparseCbsrxmv(__FILE__, __LINE__, bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const cuDoubleComplex *beta, cuDoubleComplex *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrxmv(bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrxmv(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const cuDoubleComplex *beta, cuDoubleComplex *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrxmv)(handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y)
                                 : bd_gen_at_cusparseZbsrxmv(handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrxmv(bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y) bd_inline_cusparseZbsrxmv(__FILE__, __LINE__, bd, handle, dirA, transA, sizeOfMask, mb, nb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedMaskPtrA, bsrSortedRowPtrA, bsrSortedEndPtrA, bsrSortedColIndA, blockDim, x, beta, y)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXbsrsv2_zeroPivot(cusparseHandle_t handle, bsrsv2Info_t info, int *position, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXbsrsv2_zeroPivot(bd, handle, info, position);
}

static inline cusparseStatus_t bd_inline_cusparseXbsrsv2_zeroPivot(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, bsrsv2Info_t info, int *position)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXbsrsv2_zeroPivot)(handle, info, position)
                                 : bd_gen_at_cusparseXbsrsv2_zeroPivot(handle, info, position, bd, bd_file, bd_line);
}
#define bd_cusparseXbsrsv2_zeroPivot(bd, handle, info, position) bd_inline_cusparseXbsrsv2_zeroPivot(__FILE__, __LINE__, bd, handle, info, position)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrsv2_bufferSize(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrsv2_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrsv2_bufferSize)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSbsrsv2_bufferSize(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrsv2_bufferSize(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseSbsrsv2_bufferSize(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrsv2_bufferSize(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrsv2_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrsv2_bufferSize)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDbsrsv2_bufferSize(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrsv2_bufferSize(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseDbsrsv2_bufferSize(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrsv2_bufferSize(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrsv2_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrsv2_bufferSize)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCbsrsv2_bufferSize(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrsv2_bufferSize(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseCbsrsv2_bufferSize(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrsv2_bufferSize(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrsv2_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrsv2_bufferSize)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZbsrsv2_bufferSize(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrsv2_bufferSize(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseZbsrsv2_bufferSize(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrsv2_bufferSizeExt(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrsv2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrsv2_bufferSizeExt)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseSbsrsv2_bufferSizeExt(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrsv2_bufferSizeExt(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize) bd_inline_cusparseSbsrsv2_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrsv2_bufferSizeExt(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrsv2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrsv2_bufferSizeExt)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseDbsrsv2_bufferSizeExt(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrsv2_bufferSizeExt(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize) bd_inline_cusparseDbsrsv2_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrsv2_bufferSizeExt(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrsv2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrsv2_bufferSizeExt)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseCbsrsv2_bufferSizeExt(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrsv2_bufferSizeExt(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize) bd_inline_cusparseCbsrsv2_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrsv2_bufferSizeExt(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrsv2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrsv2_bufferSizeExt)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseZbsrsv2_bufferSizeExt(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrsv2_bufferSizeExt(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize) bd_inline_cusparseZbsrsv2_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrsv2_analysis(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrsv2_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrsv2_analysis)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseSbsrsv2_analysis(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrsv2_analysis(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer) bd_inline_cusparseSbsrsv2_analysis(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrsv2_analysis(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrsv2_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrsv2_analysis)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseDbsrsv2_analysis(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrsv2_analysis(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer) bd_inline_cusparseDbsrsv2_analysis(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrsv2_analysis(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrsv2_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrsv2_analysis)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseCbsrsv2_analysis(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrsv2_analysis(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer) bd_inline_cusparseCbsrsv2_analysis(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrsv2_analysis(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrsv2_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrsv2_analysis)(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseZbsrsv2_analysis(handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrsv2_analysis(bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer) bd_inline_cusparseZbsrsv2_analysis(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const float *f, float *x, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrsv2_solve(bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrsv2_solve(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const float *f, float *x, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrsv2_solve)(handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer)
                                 : bd_gen_at_cusparseSbsrsv2_solve(handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrsv2_solve(bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer) bd_inline_cusparseSbsrsv2_solve(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const double *f, double *x, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrsv2_solve(bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrsv2_solve(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const double *f, double *x, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrsv2_solve)(handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer)
                                 : bd_gen_at_cusparseDbsrsv2_solve(handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrsv2_solve(bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer) bd_inline_cusparseDbsrsv2_solve(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const cuComplex *f, cuComplex *x, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrsv2_solve(bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrsv2_solve(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const cuComplex *f, cuComplex *x, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrsv2_solve)(handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer)
                                 : bd_gen_at_cusparseCbsrsv2_solve(handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrsv2_solve(bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer) bd_inline_cusparseCbsrsv2_solve(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const cuDoubleComplex *f, cuDoubleComplex *x, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrsv2_solve(bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrsv2_solve(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const cuDoubleComplex *f, cuDoubleComplex *x, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrsv2_solve)(handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer)
                                 : bd_gen_at_cusparseZbsrsv2_solve(handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrsv2_solve(bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer) bd_inline_cusparseZbsrsv2_solve(__FILE__, __LINE__, bd, handle, dirA, transA, mb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, info, f, x, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const float *B, const int ldb, const float *beta, float *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrmm(bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrmm(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const float *B, const int ldb, const float *beta, float *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrmm)(handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cusparseSbsrmm(handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrmm(bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc) bd_inline_cusparseSbsrmm(__FILE__, __LINE__, bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const double *B, const int ldb, const double *beta, double *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrmm(bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrmm(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const double *B, const int ldb, const double *beta, double *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrmm)(handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cusparseDbsrmm(handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrmm(bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc) bd_inline_cusparseDbsrmm(__FILE__, __LINE__, bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const cuComplex *B, const int ldb, const cuComplex *beta, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrmm(bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrmm(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const cuComplex *B, const int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrmm)(handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cusparseCbsrmm(handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrmm(bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc) bd_inline_cusparseCbsrmm(__FILE__, __LINE__, bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const cuDoubleComplex *B, const int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrmm(bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrmm(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const cuDoubleComplex *B, const int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrmm)(handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cusparseZbsrmm(handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrmm(bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc) bd_inline_cusparseZbsrmm(__FILE__, __LINE__, bd, handle, dirA, transA, transB, mb, n, kb, nnzb, alpha, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockSize, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXbsrsm2_zeroPivot(cusparseHandle_t handle, bsrsm2Info_t info, int *position, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXbsrsm2_zeroPivot(bd, handle, info, position);
}

static inline cusparseStatus_t bd_inline_cusparseXbsrsm2_zeroPivot(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, bsrsm2Info_t info, int *position)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXbsrsm2_zeroPivot)(handle, info, position)
                                 : bd_gen_at_cusparseXbsrsm2_zeroPivot(handle, info, position, bd, bd_file, bd_line);
}
#define bd_cusparseXbsrsm2_zeroPivot(bd, handle, info, position) bd_inline_cusparseXbsrsm2_zeroPivot(__FILE__, __LINE__, bd, handle, info, position)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrsm2_bufferSize(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrsm2_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrsm2_bufferSize)(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSbsrsm2_bufferSize(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrsm2_bufferSize(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes) bd_inline_cusparseSbsrsm2_bufferSize(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrsm2_bufferSize(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrsm2_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrsm2_bufferSize)(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDbsrsm2_bufferSize(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrsm2_bufferSize(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes) bd_inline_cusparseDbsrsm2_bufferSize(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrsm2_bufferSize(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrsm2_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrsm2_bufferSize)(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCbsrsm2_bufferSize(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrsm2_bufferSize(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes) bd_inline_cusparseCbsrsm2_bufferSize(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrsm2_bufferSize(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrsm2_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrsm2_bufferSize)(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZbsrsm2_bufferSize(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrsm2_bufferSize(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes) bd_inline_cusparseZbsrsm2_bufferSize(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrsm2_bufferSizeExt(bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrsm2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrsm2_bufferSizeExt)(handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseSbsrsm2_bufferSizeExt(handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrsm2_bufferSizeExt(bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseSbsrsm2_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrsm2_bufferSizeExt(bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrsm2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrsm2_bufferSizeExt)(handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseDbsrsm2_bufferSizeExt(handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrsm2_bufferSizeExt(bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseDbsrsm2_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrsm2_bufferSizeExt(bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrsm2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrsm2_bufferSizeExt)(handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseCbsrsm2_bufferSizeExt(handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrsm2_bufferSizeExt(bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseCbsrsm2_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrsm2_bufferSizeExt(bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrsm2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrsm2_bufferSizeExt)(handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseZbsrsm2_bufferSizeExt(handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrsm2_bufferSizeExt(bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseZbsrsm2_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, transA, transB, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrsm2_analysis(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrsm2_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrsm2_analysis)(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer)
                                 : bd_gen_at_cusparseSbsrsm2_analysis(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrsm2_analysis(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer) bd_inline_cusparseSbsrsm2_analysis(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrsm2_analysis(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrsm2_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrsm2_analysis)(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer)
                                 : bd_gen_at_cusparseDbsrsm2_analysis(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrsm2_analysis(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer) bd_inline_cusparseDbsrsm2_analysis(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrsm2_analysis(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrsm2_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrsm2_analysis)(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer)
                                 : bd_gen_at_cusparseCbsrsm2_analysis(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrsm2_analysis(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer) bd_inline_cusparseCbsrsm2_analysis(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrsm2_analysis(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrsm2_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrsm2_analysis)(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer)
                                 : bd_gen_at_cusparseZbsrsm2_analysis(handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrsm2_analysis(bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer) bd_inline_cusparseZbsrsm2_analysis(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const float *B, int ldb, float *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrsm2_solve(bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrsm2_solve(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const float *B, int ldb, float *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrsm2_solve)(handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer)
                                 : bd_gen_at_cusparseSbsrsm2_solve(handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrsm2_solve(bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer) bd_inline_cusparseSbsrsm2_solve(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const double *B, int ldb, double *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrsm2_solve(bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrsm2_solve(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const double *B, int ldb, double *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrsm2_solve)(handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer)
                                 : bd_gen_at_cusparseDbsrsm2_solve(handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrsm2_solve(bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer) bd_inline_cusparseDbsrsm2_solve(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const cuComplex *B, int ldb, cuComplex *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrsm2_solve(bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrsm2_solve(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const cuComplex *B, int ldb, cuComplex *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrsm2_solve)(handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer)
                                 : bd_gen_at_cusparseCbsrsm2_solve(handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrsm2_solve(bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer) bd_inline_cusparseCbsrsm2_solve(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const cuDoubleComplex *B, int ldb, cuDoubleComplex *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrsm2_solve(bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrsm2_solve(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const cuDoubleComplex *B, int ldb, cuDoubleComplex *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrsm2_solve)(handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer)
                                 : bd_gen_at_cusparseZbsrsm2_solve(handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrsm2_solve(bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer) bd_inline_cusparseZbsrsm2_solve(__FILE__, __LINE__, bd, handle, dirA, transA, transXY, mb, n, nnzb, alpha, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, B, ldb, X, ldx, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, float *boost_val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val);
}

static inline cusparseStatus_t bd_inline_cusparseScsrilu02_numericBoost(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, float *boost_val)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsrilu02_numericBoost)(handle, info, enable_boost, tol, boost_val)
                                 : bd_gen_at_cusparseScsrilu02_numericBoost(handle, info, enable_boost, tol, boost_val, bd, bd_file, bd_line);
}
#define bd_cusparseScsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val) bd_inline_cusparseScsrilu02_numericBoost(__FILE__, __LINE__, bd, handle, info, enable_boost, tol, boost_val)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, double *boost_val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val);
}

static inline cusparseStatus_t bd_inline_cusparseDcsrilu02_numericBoost(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, double *boost_val)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsrilu02_numericBoost)(handle, info, enable_boost, tol, boost_val)
                                 : bd_gen_at_cusparseDcsrilu02_numericBoost(handle, info, enable_boost, tol, boost_val, bd, bd_file, bd_line);
}
#define bd_cusparseDcsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val) bd_inline_cusparseDcsrilu02_numericBoost(__FILE__, __LINE__, bd, handle, info, enable_boost, tol, boost_val)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, cuComplex *boost_val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val);
}

static inline cusparseStatus_t bd_inline_cusparseCcsrilu02_numericBoost(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, cuComplex *boost_val)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsrilu02_numericBoost)(handle, info, enable_boost, tol, boost_val)
                                 : bd_gen_at_cusparseCcsrilu02_numericBoost(handle, info, enable_boost, tol, boost_val, bd, bd_file, bd_line);
}
#define bd_cusparseCcsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val) bd_inline_cusparseCcsrilu02_numericBoost(__FILE__, __LINE__, bd, handle, info, enable_boost, tol, boost_val)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, cuDoubleComplex *boost_val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val);
}

static inline cusparseStatus_t bd_inline_cusparseZcsrilu02_numericBoost(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, cuDoubleComplex *boost_val)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsrilu02_numericBoost)(handle, info, enable_boost, tol, boost_val)
                                 : bd_gen_at_cusparseZcsrilu02_numericBoost(handle, info, enable_boost, tol, boost_val, bd, bd_file, bd_line);
}
#define bd_cusparseZcsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val) bd_inline_cusparseZcsrilu02_numericBoost(__FILE__, __LINE__, bd, handle, info, enable_boost, tol, boost_val)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcsrilu02_zeroPivot(cusparseHandle_t handle, csrilu02Info_t info, int *position, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcsrilu02_zeroPivot(bd, handle, info, position);
}

static inline cusparseStatus_t bd_inline_cusparseXcsrilu02_zeroPivot(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, csrilu02Info_t info, int *position)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcsrilu02_zeroPivot)(handle, info, position)
                                 : bd_gen_at_cusparseXcsrilu02_zeroPivot(handle, info, position, bd, bd_file, bd_line);
}
#define bd_cusparseXcsrilu02_zeroPivot(bd, handle, info, position) bd_inline_cusparseXcsrilu02_zeroPivot(__FILE__, __LINE__, bd, handle, info, position)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsrilu02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseScsrilu02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsrilu02_bufferSize)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseScsrilu02_bufferSize(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseScsrilu02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes) bd_inline_cusparseScsrilu02_bufferSize(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsrilu02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDcsrilu02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsrilu02_bufferSize)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDcsrilu02_bufferSize(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDcsrilu02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes) bd_inline_cusparseDcsrilu02_bufferSize(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsrilu02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCcsrilu02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsrilu02_bufferSize)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCcsrilu02_bufferSize(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCcsrilu02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes) bd_inline_cusparseCcsrilu02_bufferSize(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsrilu02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZcsrilu02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsrilu02_bufferSize)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZcsrilu02_bufferSize(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZcsrilu02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes) bd_inline_cusparseZcsrilu02_bufferSize(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsrilu02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseScsrilu02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsrilu02_bufferSizeExt)(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)
                                 : bd_gen_at_cusparseScsrilu02_bufferSizeExt(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseScsrilu02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize) bd_inline_cusparseScsrilu02_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsrilu02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseDcsrilu02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsrilu02_bufferSizeExt)(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)
                                 : bd_gen_at_cusparseDcsrilu02_bufferSizeExt(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseDcsrilu02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize) bd_inline_cusparseDcsrilu02_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsrilu02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseCcsrilu02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsrilu02_bufferSizeExt)(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)
                                 : bd_gen_at_cusparseCcsrilu02_bufferSizeExt(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseCcsrilu02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize) bd_inline_cusparseCcsrilu02_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsrilu02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseZcsrilu02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsrilu02_bufferSizeExt)(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)
                                 : bd_gen_at_cusparseZcsrilu02_bufferSizeExt(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseZcsrilu02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize) bd_inline_cusparseZcsrilu02_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsrilu02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsrilu02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseScsrilu02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsrilu02_analysis)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseScsrilu02_analysis(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseScsrilu02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseScsrilu02_analysis(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsrilu02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDcsrilu02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsrilu02_analysis)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseDcsrilu02_analysis(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDcsrilu02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseDcsrilu02_analysis(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsrilu02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCcsrilu02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsrilu02_analysis)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseCcsrilu02_analysis(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCcsrilu02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseCcsrilu02_analysis(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsrilu02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZcsrilu02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsrilu02_analysis)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseZcsrilu02_analysis(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZcsrilu02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseZcsrilu02_analysis(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsrilu02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseScsrilu02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsrilu02)(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseScsrilu02(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseScsrilu02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseScsrilu02(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsrilu02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDcsrilu02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsrilu02)(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseDcsrilu02(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDcsrilu02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseDcsrilu02(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsrilu02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCcsrilu02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsrilu02)(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseCcsrilu02(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCcsrilu02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseCcsrilu02(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsrilu02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZcsrilu02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsrilu02)(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseZcsrilu02(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZcsrilu02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseZcsrilu02(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, float *boost_val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrilu02_numericBoost(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, float *boost_val)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrilu02_numericBoost)(handle, info, enable_boost, tol, boost_val)
                                 : bd_gen_at_cusparseSbsrilu02_numericBoost(handle, info, enable_boost, tol, boost_val, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val) bd_inline_cusparseSbsrilu02_numericBoost(__FILE__, __LINE__, bd, handle, info, enable_boost, tol, boost_val)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, double *boost_val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrilu02_numericBoost(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, double *boost_val)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrilu02_numericBoost)(handle, info, enable_boost, tol, boost_val)
                                 : bd_gen_at_cusparseDbsrilu02_numericBoost(handle, info, enable_boost, tol, boost_val, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val) bd_inline_cusparseDbsrilu02_numericBoost(__FILE__, __LINE__, bd, handle, info, enable_boost, tol, boost_val)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, cuComplex *boost_val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrilu02_numericBoost(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, cuComplex *boost_val)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrilu02_numericBoost)(handle, info, enable_boost, tol, boost_val)
                                 : bd_gen_at_cusparseCbsrilu02_numericBoost(handle, info, enable_boost, tol, boost_val, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val) bd_inline_cusparseCbsrilu02_numericBoost(__FILE__, __LINE__, bd, handle, info, enable_boost, tol, boost_val)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, cuDoubleComplex *boost_val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrilu02_numericBoost(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, cuDoubleComplex *boost_val)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrilu02_numericBoost)(handle, info, enable_boost, tol, boost_val)
                                 : bd_gen_at_cusparseZbsrilu02_numericBoost(handle, info, enable_boost, tol, boost_val, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrilu02_numericBoost(bd, handle, info, enable_boost, tol, boost_val) bd_inline_cusparseZbsrilu02_numericBoost(__FILE__, __LINE__, bd, handle, info, enable_boost, tol, boost_val)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXbsrilu02_zeroPivot(cusparseHandle_t handle, bsrilu02Info_t info, int *position, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXbsrilu02_zeroPivot(bd, handle, info, position);
}

static inline cusparseStatus_t bd_inline_cusparseXbsrilu02_zeroPivot(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, bsrilu02Info_t info, int *position)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXbsrilu02_zeroPivot)(handle, info, position)
                                 : bd_gen_at_cusparseXbsrilu02_zeroPivot(handle, info, position, bd, bd_file, bd_line);
}
#define bd_cusparseXbsrilu02_zeroPivot(bd, handle, info, position) bd_inline_cusparseXbsrilu02_zeroPivot(__FILE__, __LINE__, bd, handle, info, position)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrilu02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrilu02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrilu02_bufferSize)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSbsrilu02_bufferSize(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrilu02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseSbsrilu02_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrilu02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrilu02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrilu02_bufferSize)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDbsrilu02_bufferSize(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrilu02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseDbsrilu02_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrilu02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrilu02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrilu02_bufferSize)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCbsrilu02_bufferSize(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrilu02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseCbsrilu02_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrilu02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrilu02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrilu02_bufferSize)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZbsrilu02_bufferSize(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrilu02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseZbsrilu02_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrilu02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrilu02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrilu02_bufferSizeExt)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseSbsrilu02_bufferSizeExt(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrilu02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseSbsrilu02_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrilu02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrilu02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrilu02_bufferSizeExt)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseDbsrilu02_bufferSizeExt(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrilu02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseDbsrilu02_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrilu02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrilu02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrilu02_bufferSizeExt)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseCbsrilu02_bufferSizeExt(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrilu02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseCbsrilu02_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrilu02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrilu02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrilu02_bufferSizeExt)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseZbsrilu02_bufferSizeExt(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrilu02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseZbsrilu02_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrilu02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrilu02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrilu02_analysis)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseSbsrilu02_analysis(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrilu02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseSbsrilu02_analysis(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrilu02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrilu02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrilu02_analysis)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseDbsrilu02_analysis(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrilu02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseDbsrilu02_analysis(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrilu02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrilu02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrilu02_analysis)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseCbsrilu02_analysis(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrilu02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseCbsrilu02_analysis(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrilu02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrilu02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrilu02_analysis)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseZbsrilu02_analysis(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrilu02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseZbsrilu02_analysis(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsrilu02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSbsrilu02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsrilu02)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseSbsrilu02(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSbsrilu02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseSbsrilu02(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsrilu02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDbsrilu02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsrilu02)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseDbsrilu02(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDbsrilu02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseDbsrilu02(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsrilu02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCbsrilu02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsrilu02)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseCbsrilu02(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCbsrilu02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseCbsrilu02(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsrilu02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZbsrilu02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsrilu02)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseZbsrilu02(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZbsrilu02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseZbsrilu02(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcsric02_zeroPivot(cusparseHandle_t handle, csric02Info_t info, int *position, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcsric02_zeroPivot(bd, handle, info, position);
}

static inline cusparseStatus_t bd_inline_cusparseXcsric02_zeroPivot(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, csric02Info_t info, int *position)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcsric02_zeroPivot)(handle, info, position)
                                 : bd_gen_at_cusparseXcsric02_zeroPivot(handle, info, position, bd, bd_file, bd_line);
}
#define bd_cusparseXcsric02_zeroPivot(bd, handle, info, position) bd_inline_cusparseXcsric02_zeroPivot(__FILE__, __LINE__, bd, handle, info, position)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsric02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsric02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseScsric02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsric02_bufferSize)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseScsric02_bufferSize(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseScsric02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes) bd_inline_cusparseScsric02_bufferSize(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsric02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsric02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDcsric02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsric02_bufferSize)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDcsric02_bufferSize(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDcsric02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes) bd_inline_cusparseDcsric02_bufferSize(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsric02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsric02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCcsric02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsric02_bufferSize)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCcsric02_bufferSize(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCcsric02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes) bd_inline_cusparseCcsric02_bufferSize(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsric02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsric02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZcsric02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsric02_bufferSize)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZcsric02_bufferSize(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZcsric02_bufferSize(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes) bd_inline_cusparseZcsric02_bufferSize(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsric02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseScsric02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsric02_bufferSizeExt)(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)
                                 : bd_gen_at_cusparseScsric02_bufferSizeExt(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseScsric02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize) bd_inline_cusparseScsric02_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsric02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseDcsric02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsric02_bufferSizeExt)(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)
                                 : bd_gen_at_cusparseDcsric02_bufferSizeExt(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseDcsric02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize) bd_inline_cusparseDcsric02_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsric02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseCcsric02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsric02_bufferSizeExt)(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)
                                 : bd_gen_at_cusparseCcsric02_bufferSizeExt(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseCcsric02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize) bd_inline_cusparseCcsric02_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsric02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseZcsric02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsric02_bufferSizeExt)(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)
                                 : bd_gen_at_cusparseZcsric02_bufferSizeExt(handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseZcsric02_bufferSizeExt(bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize) bd_inline_cusparseZcsric02_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedVal, csrSortedRowPtr, csrSortedColInd, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsric02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsric02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseScsric02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsric02_analysis)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseScsric02_analysis(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseScsric02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseScsric02_analysis(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsric02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsric02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDcsric02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsric02_analysis)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseDcsric02_analysis(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDcsric02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseDcsric02_analysis(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsric02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsric02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCcsric02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsric02_analysis)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseCcsric02_analysis(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCcsric02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseCcsric02_analysis(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsric02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsric02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZcsric02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsric02_analysis)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseZcsric02_analysis(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZcsric02_analysis(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseZcsric02_analysis(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsric02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseScsric02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsric02)(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseScsric02(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseScsric02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseScsric02(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsric02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDcsric02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsric02)(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseDcsric02(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDcsric02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseDcsric02(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsric02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCcsric02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsric02)(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseCcsric02(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCcsric02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseCcsric02(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsric02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZcsric02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsric02)(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)
                                 : bd_gen_at_cusparseZcsric02(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZcsric02(bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer) bd_inline_cusparseZcsric02(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA, csrSortedColIndA, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXbsric02_zeroPivot(cusparseHandle_t handle, bsric02Info_t info, int *position, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXbsric02_zeroPivot(bd, handle, info, position);
}

static inline cusparseStatus_t bd_inline_cusparseXbsric02_zeroPivot(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, bsric02Info_t info, int *position)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXbsric02_zeroPivot)(handle, info, position)
                                 : bd_gen_at_cusparseXbsric02_zeroPivot(handle, info, position, bd, bd_file, bd_line);
}
#define bd_cusparseXbsric02_zeroPivot(bd, handle, info, position) bd_inline_cusparseXbsric02_zeroPivot(__FILE__, __LINE__, bd, handle, info, position)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsric02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSbsric02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsric02_bufferSize)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSbsric02_bufferSize(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSbsric02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseSbsric02_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsric02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDbsric02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsric02_bufferSize)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDbsric02_bufferSize(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDbsric02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseDbsric02_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsric02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCbsric02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsric02_bufferSize)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCbsric02_bufferSize(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCbsric02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseCbsric02_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsric02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZbsric02_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsric02_bufferSize)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZbsric02_bufferSize(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZbsric02_bufferSize(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes) bd_inline_cusparseZbsric02_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsric02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSbsric02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsric02_bufferSizeExt)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseSbsric02_bufferSizeExt(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSbsric02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseSbsric02_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsric02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseDbsric02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsric02_bufferSizeExt)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseDbsric02_bufferSizeExt(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseDbsric02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseDbsric02_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsric02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseCbsric02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsric02_bufferSizeExt)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseCbsric02_bufferSizeExt(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseCbsric02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseCbsric02_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsric02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseZbsric02_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsric02_bufferSizeExt)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)
                                 : bd_gen_at_cusparseZbsric02_bufferSizeExt(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseZbsric02_bufferSizeExt(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize) bd_inline_cusparseZbsric02_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockSize, info, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsric02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSbsric02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsric02_analysis)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer)
                                 : bd_gen_at_cusparseSbsric02_analysis(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSbsric02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer) bd_inline_cusparseSbsric02_analysis(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsric02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDbsric02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsric02_analysis)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer)
                                 : bd_gen_at_cusparseDbsric02_analysis(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDbsric02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer) bd_inline_cusparseDbsric02_analysis(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsric02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCbsric02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsric02_analysis)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer)
                                 : bd_gen_at_cusparseCbsric02_analysis(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCbsric02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer) bd_inline_cusparseCbsric02_analysis(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsric02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZbsric02_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsric02_analysis)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer)
                                 : bd_gen_at_cusparseZbsric02_analysis(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZbsric02_analysis(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer) bd_inline_cusparseZbsric02_analysis(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pInputBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsric02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSbsric02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsric02)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseSbsric02(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSbsric02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseSbsric02(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsric02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDbsric02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsric02)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseDbsric02(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDbsric02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseDbsric02(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsric02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCbsric02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsric02)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseCbsric02(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCbsric02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseCbsric02(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsric02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZbsric02(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsric02)(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)
                                 : bd_gen_at_cusparseZbsric02(handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZbsric02(bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer) bd_inline_cusparseZbsric02(__FILE__, __LINE__, bd, handle, dirA, mb, nnzb, descrA, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, blockDim, info, policy, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, const float *B, int ldb, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgtsv2_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSgtsv2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, const float *B, int ldb, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgtsv2_bufferSizeExt)(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)
                                 : bd_gen_at_cusparseSgtsv2_bufferSizeExt(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSgtsv2_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes) bd_inline_cusparseSgtsv2_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, const double *B, int ldb, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgtsv2_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDgtsv2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, const double *B, int ldb, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgtsv2_bufferSizeExt)(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)
                                 : bd_gen_at_cusparseDgtsv2_bufferSizeExt(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDgtsv2_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes) bd_inline_cusparseDgtsv2_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *B, int ldb, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgtsv2_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCgtsv2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *B, int ldb, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgtsv2_bufferSizeExt)(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)
                                 : bd_gen_at_cusparseCgtsv2_bufferSizeExt(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCgtsv2_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes) bd_inline_cusparseCgtsv2_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgtsv2_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZgtsv2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgtsv2_bufferSizeExt)(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)
                                 : bd_gen_at_cusparseZgtsv2_bufferSizeExt(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZgtsv2_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes) bd_inline_cusparseZgtsv2_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgtsv2(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, float *B, int ldb, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgtsv2(bd, handle, m, n, dl, d, du, B, ldb, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSgtsv2(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, float *B, int ldb, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgtsv2)(handle, m, n, dl, d, du, B, ldb, pBuffer)
                                 : bd_gen_at_cusparseSgtsv2(handle, m, n, dl, d, du, B, ldb, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSgtsv2(bd, handle, m, n, dl, d, du, B, ldb, pBuffer) bd_inline_cusparseSgtsv2(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgtsv2(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, double *B, int ldb, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgtsv2(bd, handle, m, n, dl, d, du, B, ldb, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDgtsv2(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, double *B, int ldb, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgtsv2)(handle, m, n, dl, d, du, B, ldb, pBuffer)
                                 : bd_gen_at_cusparseDgtsv2(handle, m, n, dl, d, du, B, ldb, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDgtsv2(bd, handle, m, n, dl, d, du, B, ldb, pBuffer) bd_inline_cusparseDgtsv2(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgtsv2(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgtsv2(bd, handle, m, n, dl, d, du, B, ldb, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCgtsv2(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgtsv2)(handle, m, n, dl, d, du, B, ldb, pBuffer)
                                 : bd_gen_at_cusparseCgtsv2(handle, m, n, dl, d, du, B, ldb, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCgtsv2(bd, handle, m, n, dl, d, du, B, ldb, pBuffer) bd_inline_cusparseCgtsv2(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgtsv2(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *B, int ldb, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgtsv2(bd, handle, m, n, dl, d, du, B, ldb, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZgtsv2(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *B, int ldb, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgtsv2)(handle, m, n, dl, d, du, B, ldb, pBuffer)
                                 : bd_gen_at_cusparseZgtsv2(handle, m, n, dl, d, du, B, ldb, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZgtsv2(bd, handle, m, n, dl, d, du, B, ldb, pBuffer) bd_inline_cusparseZgtsv2(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, const float *B, int ldb, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgtsv2_nopivot_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSgtsv2_nopivot_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, const float *B, int ldb, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgtsv2_nopivot_bufferSizeExt)(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)
                                 : bd_gen_at_cusparseSgtsv2_nopivot_bufferSizeExt(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSgtsv2_nopivot_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes) bd_inline_cusparseSgtsv2_nopivot_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, const double *B, int ldb, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgtsv2_nopivot_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDgtsv2_nopivot_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, const double *B, int ldb, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgtsv2_nopivot_bufferSizeExt)(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)
                                 : bd_gen_at_cusparseDgtsv2_nopivot_bufferSizeExt(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDgtsv2_nopivot_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes) bd_inline_cusparseDgtsv2_nopivot_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *B, int ldb, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgtsv2_nopivot_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCgtsv2_nopivot_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *B, int ldb, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgtsv2_nopivot_bufferSizeExt)(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)
                                 : bd_gen_at_cusparseCgtsv2_nopivot_bufferSizeExt(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCgtsv2_nopivot_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes) bd_inline_cusparseCgtsv2_nopivot_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgtsv2_nopivot_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZgtsv2_nopivot_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgtsv2_nopivot_bufferSizeExt)(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)
                                 : bd_gen_at_cusparseZgtsv2_nopivot_bufferSizeExt(handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZgtsv2_nopivot_bufferSizeExt(bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes) bd_inline_cusparseZgtsv2_nopivot_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, float *B, int ldb, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgtsv2_nopivot(bd, handle, m, n, dl, d, du, B, ldb, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSgtsv2_nopivot(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, float *B, int ldb, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgtsv2_nopivot)(handle, m, n, dl, d, du, B, ldb, pBuffer)
                                 : bd_gen_at_cusparseSgtsv2_nopivot(handle, m, n, dl, d, du, B, ldb, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSgtsv2_nopivot(bd, handle, m, n, dl, d, du, B, ldb, pBuffer) bd_inline_cusparseSgtsv2_nopivot(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, double *B, int ldb, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgtsv2_nopivot(bd, handle, m, n, dl, d, du, B, ldb, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDgtsv2_nopivot(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, double *B, int ldb, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgtsv2_nopivot)(handle, m, n, dl, d, du, B, ldb, pBuffer)
                                 : bd_gen_at_cusparseDgtsv2_nopivot(handle, m, n, dl, d, du, B, ldb, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDgtsv2_nopivot(bd, handle, m, n, dl, d, du, B, ldb, pBuffer) bd_inline_cusparseDgtsv2_nopivot(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgtsv2_nopivot(bd, handle, m, n, dl, d, du, B, ldb, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCgtsv2_nopivot(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgtsv2_nopivot)(handle, m, n, dl, d, du, B, ldb, pBuffer)
                                 : bd_gen_at_cusparseCgtsv2_nopivot(handle, m, n, dl, d, du, B, ldb, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCgtsv2_nopivot(bd, handle, m, n, dl, d, du, B, ldb, pBuffer) bd_inline_cusparseCgtsv2_nopivot(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *B, int ldb, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgtsv2_nopivot(bd, handle, m, n, dl, d, du, B, ldb, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZgtsv2_nopivot(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *B, int ldb, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgtsv2_nopivot)(handle, m, n, dl, d, du, B, ldb, pBuffer)
                                 : bd_gen_at_cusparseZgtsv2_nopivot(handle, m, n, dl, d, du, B, ldb, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZgtsv2_nopivot(bd, handle, m, n, dl, d, du, B, ldb, pBuffer) bd_inline_cusparseZgtsv2_nopivot(__FILE__, __LINE__, bd, handle, m, n, dl, d, du, B, ldb, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m, const float *dl, const float *d, const float *du, const float *x, int batchCount, int batchStride, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgtsv2StridedBatch_bufferSizeExt(bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSgtsv2StridedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const float *dl, const float *d, const float *du, const float *x, int batchCount, int batchStride, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgtsv2StridedBatch_bufferSizeExt)(handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes)
                                 : bd_gen_at_cusparseSgtsv2StridedBatch_bufferSizeExt(handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSgtsv2StridedBatch_bufferSizeExt(bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes) bd_inline_cusparseSgtsv2StridedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m, const double *dl, const double *d, const double *du, const double *x, int batchCount, int batchStride, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgtsv2StridedBatch_bufferSizeExt(bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDgtsv2StridedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const double *dl, const double *d, const double *du, const double *x, int batchCount, int batchStride, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgtsv2StridedBatch_bufferSizeExt)(handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes)
                                 : bd_gen_at_cusparseDgtsv2StridedBatch_bufferSizeExt(handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDgtsv2StridedBatch_bufferSizeExt(bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes) bd_inline_cusparseDgtsv2StridedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount, int batchStride, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgtsv2StridedBatch_bufferSizeExt(bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCgtsv2StridedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount, int batchStride, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgtsv2StridedBatch_bufferSizeExt)(handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes)
                                 : bd_gen_at_cusparseCgtsv2StridedBatch_bufferSizeExt(handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCgtsv2StridedBatch_bufferSizeExt(bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes) bd_inline_cusparseCgtsv2StridedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x, int batchCount, int batchStride, size_t *bufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgtsv2StridedBatch_bufferSizeExt(bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZgtsv2StridedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x, int batchCount, int batchStride, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgtsv2StridedBatch_bufferSizeExt)(handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes)
                                 : bd_gen_at_cusparseZgtsv2StridedBatch_bufferSizeExt(handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZgtsv2StridedBatch_bufferSizeExt(bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes) bd_inline_cusparseZgtsv2StridedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, dl, d, du, x, batchCount, batchStride, bufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgtsv2StridedBatch(cusparseHandle_t handle, int m, const float *dl, const float *d, const float *du, float *x, int batchCount, int batchStride, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgtsv2StridedBatch(bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSgtsv2StridedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const float *dl, const float *d, const float *du, float *x, int batchCount, int batchStride, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgtsv2StridedBatch)(handle, m, dl, d, du, x, batchCount, batchStride, pBuffer)
                                 : bd_gen_at_cusparseSgtsv2StridedBatch(handle, m, dl, d, du, x, batchCount, batchStride, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSgtsv2StridedBatch(bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer) bd_inline_cusparseSgtsv2StridedBatch(__FILE__, __LINE__, bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgtsv2StridedBatch(cusparseHandle_t handle, int m, const double *dl, const double *d, const double *du, double *x, int batchCount, int batchStride, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgtsv2StridedBatch(bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDgtsv2StridedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const double *dl, const double *d, const double *du, double *x, int batchCount, int batchStride, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgtsv2StridedBatch)(handle, m, dl, d, du, x, batchCount, batchStride, pBuffer)
                                 : bd_gen_at_cusparseDgtsv2StridedBatch(handle, m, dl, d, du, x, batchCount, batchStride, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDgtsv2StridedBatch(bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer) bd_inline_cusparseDgtsv2StridedBatch(__FILE__, __LINE__, bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgtsv2StridedBatch(cusparseHandle_t handle, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *x, int batchCount, int batchStride, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgtsv2StridedBatch(bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCgtsv2StridedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *x, int batchCount, int batchStride, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgtsv2StridedBatch)(handle, m, dl, d, du, x, batchCount, batchStride, pBuffer)
                                 : bd_gen_at_cusparseCgtsv2StridedBatch(handle, m, dl, d, du, x, batchCount, batchStride, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCgtsv2StridedBatch(bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer) bd_inline_cusparseCgtsv2StridedBatch(__FILE__, __LINE__, bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgtsv2StridedBatch(cusparseHandle_t handle, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *x, int batchCount, int batchStride, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgtsv2StridedBatch(bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZgtsv2StridedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *x, int batchCount, int batchStride, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgtsv2StridedBatch)(handle, m, dl, d, du, x, batchCount, batchStride, pBuffer)
                                 : bd_gen_at_cusparseZgtsv2StridedBatch(handle, m, dl, d, du, x, batchCount, batchStride, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZgtsv2StridedBatch(bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer) bd_inline_cusparseZgtsv2StridedBatch(__FILE__, __LINE__, bd, handle, m, dl, d, du, x, batchCount, batchStride, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const float *dl, const float *d, const float *du, const float *x, int batchCount, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgtsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSgtsvInterleavedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const float *dl, const float *d, const float *du, const float *x, int batchCount, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgtsvInterleavedBatch_bufferSizeExt)(handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSgtsvInterleavedBatch_bufferSizeExt(handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSgtsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes) bd_inline_cusparseSgtsvInterleavedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const double *dl, const double *d, const double *du, const double *x, int batchCount, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgtsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDgtsvInterleavedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const double *dl, const double *d, const double *du, const double *x, int batchCount, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgtsvInterleavedBatch_bufferSizeExt)(handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDgtsvInterleavedBatch_bufferSizeExt(handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDgtsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes) bd_inline_cusparseDgtsvInterleavedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgtsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCgtsvInterleavedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgtsvInterleavedBatch_bufferSizeExt)(handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCgtsvInterleavedBatch_bufferSizeExt(handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCgtsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes) bd_inline_cusparseCgtsvInterleavedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x, int batchCount, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgtsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZgtsvInterleavedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x, int batchCount, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgtsvInterleavedBatch_bufferSizeExt)(handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZgtsvInterleavedBatch_bufferSizeExt(handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZgtsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes) bd_inline_cusparseZgtsvInterleavedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, algo, m, dl, d, du, x, batchCount, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, float *dl, float *d, float *du, float *x, int batchCount, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgtsvInterleavedBatch(bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSgtsvInterleavedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, float *dl, float *d, float *du, float *x, int batchCount, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgtsvInterleavedBatch)(handle, algo, m, dl, d, du, x, batchCount, pBuffer)
                                 : bd_gen_at_cusparseSgtsvInterleavedBatch(handle, algo, m, dl, d, du, x, batchCount, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSgtsvInterleavedBatch(bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer) bd_inline_cusparseSgtsvInterleavedBatch(__FILE__, __LINE__, bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, double *dl, double *d, double *du, double *x, int batchCount, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgtsvInterleavedBatch(bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDgtsvInterleavedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, double *dl, double *d, double *du, double *x, int batchCount, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgtsvInterleavedBatch)(handle, algo, m, dl, d, du, x, batchCount, pBuffer)
                                 : bd_gen_at_cusparseDgtsvInterleavedBatch(handle, algo, m, dl, d, du, x, batchCount, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDgtsvInterleavedBatch(bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer) bd_inline_cusparseDgtsvInterleavedBatch(__FILE__, __LINE__, bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuComplex *dl, cuComplex *d, cuComplex *du, cuComplex *x, int batchCount, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgtsvInterleavedBatch(bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCgtsvInterleavedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, cuComplex *dl, cuComplex *d, cuComplex *du, cuComplex *x, int batchCount, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgtsvInterleavedBatch)(handle, algo, m, dl, d, du, x, batchCount, pBuffer)
                                 : bd_gen_at_cusparseCgtsvInterleavedBatch(handle, algo, m, dl, d, du, x, batchCount, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCgtsvInterleavedBatch(bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer) bd_inline_cusparseCgtsvInterleavedBatch(__FILE__, __LINE__, bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuDoubleComplex *dl, cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *x, int batchCount, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgtsvInterleavedBatch(bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZgtsvInterleavedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, cuDoubleComplex *dl, cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *x, int batchCount, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgtsvInterleavedBatch)(handle, algo, m, dl, d, du, x, batchCount, pBuffer)
                                 : bd_gen_at_cusparseZgtsvInterleavedBatch(handle, algo, m, dl, d, du, x, batchCount, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZgtsvInterleavedBatch(bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer) bd_inline_cusparseZgtsvInterleavedBatch(__FILE__, __LINE__, bd, handle, algo, m, dl, d, du, x, batchCount, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const float *ds, const float *dl, const float *d, const float *du, const float *dw, const float *x, int batchCount, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgpsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSgpsvInterleavedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const float *ds, const float *dl, const float *d, const float *du, const float *dw, const float *x, int batchCount, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgpsvInterleavedBatch_bufferSizeExt)(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSgpsvInterleavedBatch_bufferSizeExt(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSgpsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes) bd_inline_cusparseSgpsvInterleavedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const double *ds, const double *dl, const double *d, const double *du, const double *dw, const double *x, int batchCount, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgpsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDgpsvInterleavedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const double *ds, const double *dl, const double *d, const double *du, const double *dw, const double *x, int batchCount, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgpsvInterleavedBatch_bufferSizeExt)(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDgpsvInterleavedBatch_bufferSizeExt(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDgpsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes) bd_inline_cusparseDgpsvInterleavedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const cuComplex *ds, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *dw, const cuComplex *x, int batchCount, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgpsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCgpsvInterleavedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const cuComplex *ds, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *dw, const cuComplex *x, int batchCount, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgpsvInterleavedBatch_bufferSizeExt)(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCgpsvInterleavedBatch_bufferSizeExt(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCgpsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes) bd_inline_cusparseCgpsvInterleavedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const cuDoubleComplex *ds, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *dw, const cuDoubleComplex *x, int batchCount, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgpsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZgpsvInterleavedBatch_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, const cuDoubleComplex *ds, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *dw, const cuDoubleComplex *x, int batchCount, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgpsvInterleavedBatch_bufferSizeExt)(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZgpsvInterleavedBatch_bufferSizeExt(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZgpsvInterleavedBatch_bufferSizeExt(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes) bd_inline_cusparseZgpsvInterleavedBatch_bufferSizeExt(__FILE__, __LINE__, bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, float *ds, float *dl, float *d, float *du, float *dw, float *x, int batchCount, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgpsvInterleavedBatch(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSgpsvInterleavedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, float *ds, float *dl, float *d, float *du, float *dw, float *x, int batchCount, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgpsvInterleavedBatch)(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer)
                                 : bd_gen_at_cusparseSgpsvInterleavedBatch(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSgpsvInterleavedBatch(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer) bd_inline_cusparseSgpsvInterleavedBatch(__FILE__, __LINE__, bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, double *ds, double *dl, double *d, double *du, double *dw, double *x, int batchCount, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgpsvInterleavedBatch(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDgpsvInterleavedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, double *ds, double *dl, double *d, double *du, double *dw, double *x, int batchCount, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgpsvInterleavedBatch)(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer)
                                 : bd_gen_at_cusparseDgpsvInterleavedBatch(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDgpsvInterleavedBatch(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer) bd_inline_cusparseDgpsvInterleavedBatch(__FILE__, __LINE__, bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuComplex *ds, cuComplex *dl, cuComplex *d, cuComplex *du, cuComplex *dw, cuComplex *x, int batchCount, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgpsvInterleavedBatch(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCgpsvInterleavedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, cuComplex *ds, cuComplex *dl, cuComplex *d, cuComplex *du, cuComplex *dw, cuComplex *x, int batchCount, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgpsvInterleavedBatch)(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer)
                                 : bd_gen_at_cusparseCgpsvInterleavedBatch(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCgpsvInterleavedBatch(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer) bd_inline_cusparseCgpsvInterleavedBatch(__FILE__, __LINE__, bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuDoubleComplex *ds, cuDoubleComplex *dl, cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *dw, cuDoubleComplex *x, int batchCount, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgpsvInterleavedBatch(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZgpsvInterleavedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int algo, int m, cuDoubleComplex *ds, cuDoubleComplex *dl, cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *dw, cuDoubleComplex *x, int batchCount, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgpsvInterleavedBatch)(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer)
                                 : bd_gen_at_cusparseZgpsvInterleavedBatch(handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZgpsvInterleavedBatch(bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer) bd_inline_cusparseZgpsvInterleavedBatch(__FILE__, __LINE__, bd, handle, algo, m, ds, dl, d, du, dw, x, batchCount, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *alpha, const cusparseMatDescr_t descrA, int nnzA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *beta, const cusparseMatDescr_t descrB, int nnzB, const float *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsrgeam2_bufferSizeExt(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseScsrgeam2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *alpha, const cusparseMatDescr_t descrA, int nnzA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *beta, const cusparseMatDescr_t descrB, int nnzB, const float *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsrgeam2_bufferSizeExt)(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseScsrgeam2_bufferSizeExt(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseScsrgeam2_bufferSizeExt(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes) bd_inline_cusparseScsrgeam2_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *alpha, const cusparseMatDescr_t descrA, int nnzA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *beta, const cusparseMatDescr_t descrB, int nnzB, const double *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsrgeam2_bufferSizeExt(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDcsrgeam2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *alpha, const cusparseMatDescr_t descrA, int nnzA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *beta, const cusparseMatDescr_t descrB, int nnzB, const double *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsrgeam2_bufferSizeExt)(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDcsrgeam2_bufferSizeExt(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDcsrgeam2_bufferSizeExt(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes) bd_inline_cusparseDcsrgeam2_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const cuComplex *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsrgeam2_bufferSizeExt(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCcsrgeam2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const cuComplex *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsrgeam2_bufferSizeExt)(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCcsrgeam2_bufferSizeExt(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCcsrgeam2_bufferSizeExt(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes) bd_inline_cusparseCcsrgeam2_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuDoubleComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const cuDoubleComplex *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsrgeam2_bufferSizeExt(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZcsrgeam2_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuDoubleComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const cuDoubleComplex *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsrgeam2_bufferSizeExt)(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZcsrgeam2_bufferSizeExt(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZcsrgeam2_bufferSizeExt(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes) bd_inline_cusparseZcsrgeam2_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcsrgeam2Nnz(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, int nnzA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrB, int nnzB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *workspace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcsrgeam2Nnz(bd, handle, m, n, descrA, nnzA, csrSortedRowPtrA, csrSortedColIndA, descrB, nnzB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, workspace);
}

static inline cusparseStatus_t bd_inline_cusparseXcsrgeam2Nnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, int nnzA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrB, int nnzB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *workspace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcsrgeam2Nnz)(handle, m, n, descrA, nnzA, csrSortedRowPtrA, csrSortedColIndA, descrB, nnzB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, workspace)
                                 : bd_gen_at_cusparseXcsrgeam2Nnz(handle, m, n, descrA, nnzA, csrSortedRowPtrA, csrSortedColIndA, descrB, nnzB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, workspace, bd, bd_file, bd_line);
}
#define bd_cusparseXcsrgeam2Nnz(bd, handle, m, n, descrA, nnzA, csrSortedRowPtrA, csrSortedColIndA, descrB, nnzB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, workspace) bd_inline_cusparseXcsrgeam2Nnz(__FILE__, __LINE__, bd, handle, m, n, descrA, nnzA, csrSortedRowPtrA, csrSortedColIndA, descrB, nnzB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, workspace)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsrgeam2(cusparseHandle_t handle, int m, int n, const float *alpha, const cusparseMatDescr_t descrA, int nnzA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *beta, const cusparseMatDescr_t descrB, int nnzB, const float *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsrgeam2(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseScsrgeam2(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *alpha, const cusparseMatDescr_t descrA, int nnzA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *beta, const cusparseMatDescr_t descrB, int nnzB, const float *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsrgeam2)(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)
                                 : bd_gen_at_cusparseScsrgeam2(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseScsrgeam2(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer) bd_inline_cusparseScsrgeam2(__FILE__, __LINE__, bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsrgeam2(cusparseHandle_t handle, int m, int n, const double *alpha, const cusparseMatDescr_t descrA, int nnzA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *beta, const cusparseMatDescr_t descrB, int nnzB, const double *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsrgeam2(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDcsrgeam2(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *alpha, const cusparseMatDescr_t descrA, int nnzA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *beta, const cusparseMatDescr_t descrB, int nnzB, const double *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsrgeam2)(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)
                                 : bd_gen_at_cusparseDcsrgeam2(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDcsrgeam2(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer) bd_inline_cusparseDcsrgeam2(__FILE__, __LINE__, bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsrgeam2(cusparseHandle_t handle, int m, int n, const cuComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsrgeam2(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCcsrgeam2(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsrgeam2)(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)
                                 : bd_gen_at_cusparseCcsrgeam2(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCcsrgeam2(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer) bd_inline_cusparseCcsrgeam2(__FILE__, __LINE__, bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsrgeam2(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuDoubleComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsrgeam2(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZcsrgeam2(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuDoubleComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsrgeam2)(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)
                                 : bd_gen_at_cusparseZcsrgeam2(handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZcsrgeam2(bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer) bd_inline_cusparseZcsrgeam2(__FILE__, __LINE__, bd, handle, m, n, alpha, descrA, nnzA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, beta, descrB, nnzB, csrSortedValB, csrSortedRowPtrB, csrSortedColIndB, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsrcolor(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info);
}

static inline cusparseStatus_t bd_inline_cusparseScsrcolor(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsrcolor)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info)
                                 : bd_gen_at_cusparseScsrcolor(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info, bd, bd_file, bd_line);
}
#define bd_cusparseScsrcolor(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info) bd_inline_cusparseScsrcolor(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsrcolor(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info);
}

static inline cusparseStatus_t bd_inline_cusparseDcsrcolor(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsrcolor)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info)
                                 : bd_gen_at_cusparseDcsrcolor(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info, bd, bd_file, bd_line);
}
#define bd_cusparseDcsrcolor(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info) bd_inline_cusparseDcsrcolor(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsrcolor(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info);
}

static inline cusparseStatus_t bd_inline_cusparseCcsrcolor(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsrcolor)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info)
                                 : bd_gen_at_cusparseCcsrcolor(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info, bd, bd_file, bd_line);
}
#define bd_cusparseCcsrcolor(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info) bd_inline_cusparseCcsrcolor(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsrcolor(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info);
}

static inline cusparseStatus_t bd_inline_cusparseZcsrcolor(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsrcolor)(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info)
                                 : bd_gen_at_cusparseZcsrcolor(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info, bd, bd_file, bd_line);
}
#define bd_cusparseZcsrcolor(bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info) bd_inline_cusparseZcsrcolor(__FILE__, __LINE__, bd, handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, fractionToColor, ncolors, coloring, reordering, info)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSnnz(bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr);
}

static inline cusparseStatus_t bd_inline_cusparseSnnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSnnz)(handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr)
                                 : bd_gen_at_cusparseSnnz(handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr, bd, bd_file, bd_line);
}
#define bd_cusparseSnnz(bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr) bd_inline_cusparseSnnz(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDnnz(bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr);
}

static inline cusparseStatus_t bd_inline_cusparseDnnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDnnz)(handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr)
                                 : bd_gen_at_cusparseDnnz(handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr, bd, bd_file, bd_line);
}
#define bd_cusparseDnnz(bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr) bd_inline_cusparseDnnz(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCnnz(bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr);
}

static inline cusparseStatus_t bd_inline_cusparseCnnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCnnz)(handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr)
                                 : bd_gen_at_cusparseCnnz(handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr, bd, bd_file, bd_line);
}
#define bd_cusparseCnnz(bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr) bd_inline_cusparseCnnz(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZnnz(bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr);
}

static inline cusparseStatus_t bd_inline_cusparseZnnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZnnz)(handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr)
                                 : bd_gen_at_cusparseZnnz(handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr, bd, bd_file, bd_line);
}
#define bd_cusparseZnnz(bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr) bd_inline_cusparseZnnz(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, A, lda, nnzPerRowCol, nnzTotalDevHostPtr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const float *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, float tol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSnnz_compress(bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol);
}

static inline cusparseStatus_t bd_inline_cusparseSnnz_compress(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const float *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, float tol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSnnz_compress)(handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol)
                                 : bd_gen_at_cusparseSnnz_compress(handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol, bd, bd_file, bd_line);
}
#define bd_cusparseSnnz_compress(bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol) bd_inline_cusparseSnnz_compress(__FILE__, __LINE__, bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const double *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, double tol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDnnz_compress(bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol);
}

static inline cusparseStatus_t bd_inline_cusparseDnnz_compress(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const double *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, double tol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDnnz_compress)(handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol)
                                 : bd_gen_at_cusparseDnnz_compress(handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol, bd, bd_file, bd_line);
}
#define bd_cusparseDnnz_compress(bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol) bd_inline_cusparseDnnz_compress(__FILE__, __LINE__, bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, cuComplex tol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCnnz_compress(bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol);
}

static inline cusparseStatus_t bd_inline_cusparseCnnz_compress(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, cuComplex tol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCnnz_compress)(handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol)
                                 : bd_gen_at_cusparseCnnz_compress(handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol, bd, bd_file, bd_line);
}
#define bd_cusparseCnnz_compress(bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol) bd_inline_cusparseCnnz_compress(__FILE__, __LINE__, bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, cuDoubleComplex tol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZnnz_compress(bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol);
}

static inline cusparseStatus_t bd_inline_cusparseZnnz_compress(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, cuDoubleComplex tol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZnnz_compress)(handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol)
                                 : bd_gen_at_cusparseZnnz_compress(handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol, bd, bd_file, bd_line);
}
#define bd_cusparseZnnz_compress(bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol) bd_inline_cusparseZnnz_compress(__FILE__, __LINE__, bd, handle, m, descr, csrSortedValA, csrSortedRowPtrA, nnzPerRow, nnzC, tol)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsr2csr_compress(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, float *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, float tol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsr2csr_compress(bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol);
}

static inline cusparseStatus_t bd_inline_cusparseScsr2csr_compress(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, float *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, float tol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsr2csr_compress)(handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol)
                                 : bd_gen_at_cusparseScsr2csr_compress(handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol, bd, bd_file, bd_line);
}
#define bd_cusparseScsr2csr_compress(bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol) bd_inline_cusparseScsr2csr_compress(__FILE__, __LINE__, bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsr2csr_compress(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, double *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, double tol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsr2csr_compress(bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol);
}

static inline cusparseStatus_t bd_inline_cusparseDcsr2csr_compress(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, double *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, double tol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsr2csr_compress)(handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol)
                                 : bd_gen_at_cusparseDcsr2csr_compress(handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol, bd, bd_file, bd_line);
}
#define bd_cusparseDcsr2csr_compress(bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol) bd_inline_cusparseDcsr2csr_compress(__FILE__, __LINE__, bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsr2csr_compress(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, cuComplex *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, cuComplex tol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsr2csr_compress(bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol);
}

static inline cusparseStatus_t bd_inline_cusparseCcsr2csr_compress(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, cuComplex *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, cuComplex tol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsr2csr_compress)(handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol)
                                 : bd_gen_at_cusparseCcsr2csr_compress(handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol, bd, bd_file, bd_line);
}
#define bd_cusparseCcsr2csr_compress(bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol) bd_inline_cusparseCcsr2csr_compress(__FILE__, __LINE__, bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsr2csr_compress(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, cuDoubleComplex *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, cuDoubleComplex tol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsr2csr_compress(bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol);
}

static inline cusparseStatus_t bd_inline_cusparseZcsr2csr_compress(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, cuDoubleComplex *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, cuDoubleComplex tol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsr2csr_compress)(handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol)
                                 : bd_gen_at_cusparseZcsr2csr_compress(handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol, bd, bd_file, bd_line);
}
#define bd_cusparseZcsr2csr_compress(bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol) bd_inline_cusparseZcsr2csr_compress(__FILE__, __LINE__, bd, handle, m, n, descrA, csrSortedValA, csrSortedColIndA, csrSortedRowPtrA, nnzA, nnzPerRow, csrSortedValC, csrSortedColIndC, csrSortedRowPtrC, tol)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcoo2csr(cusparseHandle_t handle, const int *cooRowInd, int nnz, int m, int *csrSortedRowPtr, cusparseIndexBase_t idxBase, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcoo2csr(bd, handle, cooRowInd, nnz, m, csrSortedRowPtr, idxBase);
}

static inline cusparseStatus_t bd_inline_cusparseXcoo2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, const int *cooRowInd, int nnz, int m, int *csrSortedRowPtr, cusparseIndexBase_t idxBase)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcoo2csr)(handle, cooRowInd, nnz, m, csrSortedRowPtr, idxBase)
                                 : bd_gen_at_cusparseXcoo2csr(handle, cooRowInd, nnz, m, csrSortedRowPtr, idxBase, bd, bd_file, bd_line);
}
#define bd_cusparseXcoo2csr(bd, handle, cooRowInd, nnz, m, csrSortedRowPtr, idxBase) bd_inline_cusparseXcoo2csr(__FILE__, __LINE__, bd, handle, cooRowInd, nnz, m, csrSortedRowPtr, idxBase)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcsr2coo(cusparseHandle_t handle, const int *csrSortedRowPtr, int nnz, int m, int *cooRowInd, cusparseIndexBase_t idxBase, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcsr2coo(bd, handle, csrSortedRowPtr, nnz, m, cooRowInd, idxBase);
}

static inline cusparseStatus_t bd_inline_cusparseXcsr2coo(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, const int *csrSortedRowPtr, int nnz, int m, int *cooRowInd, cusparseIndexBase_t idxBase)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcsr2coo)(handle, csrSortedRowPtr, nnz, m, cooRowInd, idxBase)
                                 : bd_gen_at_cusparseXcsr2coo(handle, csrSortedRowPtr, nnz, m, cooRowInd, idxBase, bd, bd_file, bd_line);
}
#define bd_cusparseXcsr2coo(bd, handle, csrSortedRowPtr, nnz, m, cooRowInd, idxBase) bd_inline_cusparseXcsr2coo(__FILE__, __LINE__, bd, handle, csrSortedRowPtr, nnz, m, cooRowInd, idxBase)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcsr2bsrNnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int *nnzTotalDevHostPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcsr2bsrNnz(bd, handle, dirA, m, n, descrA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedRowPtrC, nnzTotalDevHostPtr);
}

static inline cusparseStatus_t bd_inline_cusparseXcsr2bsrNnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int *nnzTotalDevHostPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcsr2bsrNnz)(handle, dirA, m, n, descrA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedRowPtrC, nnzTotalDevHostPtr)
                                 : bd_gen_at_cusparseXcsr2bsrNnz(handle, dirA, m, n, descrA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedRowPtrC, nnzTotalDevHostPtr, bd, bd_file, bd_line);
}
#define bd_cusparseXcsr2bsrNnz(bd, handle, dirA, m, n, descrA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedRowPtrC, nnzTotalDevHostPtr) bd_inline_cusparseXcsr2bsrNnz(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedRowPtrC, nnzTotalDevHostPtr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsr2bsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseScsr2bsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsr2bsr)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC)
                                 : bd_gen_at_cusparseScsr2bsr(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseScsr2bsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC) bd_inline_cusparseScsr2bsr(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsr2bsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseDcsr2bsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsr2bsr)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC)
                                 : bd_gen_at_cusparseDcsr2bsr(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseDcsr2bsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC) bd_inline_cusparseDcsr2bsr(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsr2bsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseCcsr2bsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsr2bsr)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC)
                                 : bd_gen_at_cusparseCcsr2bsr(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseCcsr2bsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC) bd_inline_cusparseCcsr2bsr(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsr2bsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseZcsr2bsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsr2bsr)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC)
                                 : bd_gen_at_cusparseZcsr2bsr(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseZcsr2bsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC) bd_inline_cusparseZcsr2bsr(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, blockDim, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSbsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseSbsr2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSbsr2csr)(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)
                                 : bd_gen_at_cusparseSbsr2csr(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseSbsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC) bd_inline_cusparseSbsr2csr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDbsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseDbsr2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDbsr2csr)(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)
                                 : bd_gen_at_cusparseDbsr2csr(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseDbsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC) bd_inline_cusparseDbsr2csr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCbsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseCbsr2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCbsr2csr)(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)
                                 : bd_gen_at_cusparseCbsr2csr(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseCbsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC) bd_inline_cusparseCbsr2csr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZbsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseZbsr2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZbsr2csr)(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)
                                 : bd_gen_at_cusparseZbsr2csr(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseZbsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC) bd_inline_cusparseZbsr2csr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, blockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgebsr2gebsc_bufferSize(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSgebsr2gebsc_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgebsr2gebsc_bufferSize)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSgebsr2gebsc_bufferSize(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSgebsr2gebsc_bufferSize(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes) bd_inline_cusparseSgebsr2gebsc_bufferSize(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgebsr2gebsc_bufferSize(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDgebsr2gebsc_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgebsr2gebsc_bufferSize)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDgebsr2gebsc_bufferSize(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDgebsr2gebsc_bufferSize(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes) bd_inline_cusparseDgebsr2gebsc_bufferSize(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgebsr2gebsc_bufferSize(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCgebsr2gebsc_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgebsr2gebsc_bufferSize)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCgebsr2gebsc_bufferSize(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCgebsr2gebsc_bufferSize(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes) bd_inline_cusparseCgebsr2gebsc_bufferSize(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgebsr2gebsc_bufferSize(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZgebsr2gebsc_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgebsr2gebsc_bufferSize)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZgebsr2gebsc_bufferSize(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZgebsr2gebsc_bufferSize(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes) bd_inline_cusparseZgebsr2gebsc_bufferSize(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgebsr2gebsc_bufferSizeExt(cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgebsr2gebsc_bufferSizeExt(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSgebsr2gebsc_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgebsr2gebsc_bufferSizeExt)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize)
                                 : bd_gen_at_cusparseSgebsr2gebsc_bufferSizeExt(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSgebsr2gebsc_bufferSizeExt(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize) bd_inline_cusparseSgebsr2gebsc_bufferSizeExt(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgebsr2gebsc_bufferSizeExt(cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgebsr2gebsc_bufferSizeExt(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseDgebsr2gebsc_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgebsr2gebsc_bufferSizeExt)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize)
                                 : bd_gen_at_cusparseDgebsr2gebsc_bufferSizeExt(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseDgebsr2gebsc_bufferSizeExt(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize) bd_inline_cusparseDgebsr2gebsc_bufferSizeExt(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgebsr2gebsc_bufferSizeExt(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgebsr2gebsc_bufferSizeExt(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseCgebsr2gebsc_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgebsr2gebsc_bufferSizeExt)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize)
                                 : bd_gen_at_cusparseCgebsr2gebsc_bufferSizeExt(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseCgebsr2gebsc_bufferSizeExt(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize) bd_inline_cusparseCgebsr2gebsc_bufferSizeExt(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgebsr2gebsc_bufferSizeExt(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgebsr2gebsc_bufferSizeExt(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseZgebsr2gebsc_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgebsr2gebsc_bufferSizeExt)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize)
                                 : bd_gen_at_cusparseZgebsr2gebsc_bufferSizeExt(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseZgebsr2gebsc_bufferSizeExt(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize) bd_inline_cusparseZgebsr2gebsc_bufferSizeExt(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, float *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgebsr2gebsc(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSgebsr2gebsc(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, float *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgebsr2gebsc)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer)
                                 : bd_gen_at_cusparseSgebsr2gebsc(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSgebsr2gebsc(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer) bd_inline_cusparseSgebsr2gebsc(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, double *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgebsr2gebsc(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDgebsr2gebsc(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, double *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgebsr2gebsc)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer)
                                 : bd_gen_at_cusparseDgebsr2gebsc(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDgebsr2gebsc(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer) bd_inline_cusparseDgebsr2gebsc(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, cuComplex *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgebsr2gebsc(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCgebsr2gebsc(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, cuComplex *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgebsr2gebsc)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer)
                                 : bd_gen_at_cusparseCgebsr2gebsc(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCgebsr2gebsc(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer) bd_inline_cusparseCgebsr2gebsc(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, cuDoubleComplex *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgebsr2gebsc(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZgebsr2gebsc(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, cuDoubleComplex *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgebsr2gebsc)(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer)
                                 : bd_gen_at_cusparseZgebsr2gebsc(handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZgebsr2gebsc(bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer) bd_inline_cusparseZgebsr2gebsc(__FILE__, __LINE__, bd, handle, mb, nb, nnzb, bsrSortedVal, bsrSortedRowPtr, bsrSortedColInd, rowBlockDim, colBlockDim, bscVal, bscRowInd, bscColPtr, copyValues, idxBase, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *csrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXgebsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedRowPtrC, csrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseXgebsr2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXgebsr2csr)(handle, dirA, mb, nb, descrA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedRowPtrC, csrSortedColIndC)
                                 : bd_gen_at_cusparseXgebsr2csr(handle, dirA, mb, nb, descrA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedRowPtrC, csrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseXgebsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedRowPtrC, csrSortedColIndC) bd_inline_cusparseXgebsr2csr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, descrA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedRowPtrC, csrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgebsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseSgebsr2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgebsr2csr)(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)
                                 : bd_gen_at_cusparseSgebsr2csr(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseSgebsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC) bd_inline_cusparseSgebsr2csr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgebsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseDgebsr2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgebsr2csr)(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)
                                 : bd_gen_at_cusparseDgebsr2csr(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseDgebsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC) bd_inline_cusparseDgebsr2csr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgebsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseCgebsr2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgebsr2csr)(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)
                                 : bd_gen_at_cusparseCgebsr2csr(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseCgebsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC) bd_inline_cusparseCgebsr2csr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgebsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC);
}

static inline cusparseStatus_t bd_inline_cusparseZgebsr2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgebsr2csr)(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)
                                 : bd_gen_at_cusparseZgebsr2csr(handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, bd, bd_file, bd_line);
}
#define bd_cusparseZgebsr2csr(bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC) bd_inline_cusparseZgebsr2csr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDim, colBlockDim, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsr2gebsr_bufferSize(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseScsr2gebsr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsr2gebsr_bufferSize)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseScsr2gebsr_bufferSize(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseScsr2gebsr_bufferSize(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes) bd_inline_cusparseScsr2gebsr_bufferSize(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsr2gebsr_bufferSize(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDcsr2gebsr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsr2gebsr_bufferSize)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDcsr2gebsr_bufferSize(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDcsr2gebsr_bufferSize(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes) bd_inline_cusparseDcsr2gebsr_bufferSize(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsr2gebsr_bufferSize(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCcsr2gebsr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsr2gebsr_bufferSize)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCcsr2gebsr_bufferSize(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCcsr2gebsr_bufferSize(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes) bd_inline_cusparseCcsr2gebsr_bufferSize(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsr2gebsr_bufferSize(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZcsr2gebsr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsr2gebsr_bufferSize)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZcsr2gebsr_bufferSize(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZcsr2gebsr_bufferSize(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes) bd_inline_cusparseZcsr2gebsr_bufferSize(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsr2gebsr_bufferSizeExt(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseScsr2gebsr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsr2gebsr_bufferSizeExt)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize)
                                 : bd_gen_at_cusparseScsr2gebsr_bufferSizeExt(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseScsr2gebsr_bufferSizeExt(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize) bd_inline_cusparseScsr2gebsr_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsr2gebsr_bufferSizeExt(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseDcsr2gebsr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsr2gebsr_bufferSizeExt)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize)
                                 : bd_gen_at_cusparseDcsr2gebsr_bufferSizeExt(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseDcsr2gebsr_bufferSizeExt(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize) bd_inline_cusparseDcsr2gebsr_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsr2gebsr_bufferSizeExt(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseCcsr2gebsr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsr2gebsr_bufferSizeExt)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize)
                                 : bd_gen_at_cusparseCcsr2gebsr_bufferSizeExt(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseCcsr2gebsr_bufferSizeExt(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize) bd_inline_cusparseCcsr2gebsr_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsr2gebsr_bufferSizeExt(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseZcsr2gebsr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsr2gebsr_bufferSizeExt)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize)
                                 : bd_gen_at_cusparseZcsr2gebsr_bufferSizeExt(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseZcsr2gebsr_bufferSizeExt(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize) bd_inline_cusparseZcsr2gebsr_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, rowBlockDim, colBlockDim, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcsr2gebsrNnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int rowBlockDim, int colBlockDim, int *nnzTotalDevHostPtr, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcsr2gebsrNnz(bd, handle, dirA, m, n, descrA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedRowPtrC, rowBlockDim, colBlockDim, nnzTotalDevHostPtr, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseXcsr2gebsrNnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int rowBlockDim, int colBlockDim, int *nnzTotalDevHostPtr, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcsr2gebsrNnz)(handle, dirA, m, n, descrA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedRowPtrC, rowBlockDim, colBlockDim, nnzTotalDevHostPtr, pBuffer)
                                 : bd_gen_at_cusparseXcsr2gebsrNnz(handle, dirA, m, n, descrA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedRowPtrC, rowBlockDim, colBlockDim, nnzTotalDevHostPtr, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseXcsr2gebsrNnz(bd, handle, dirA, m, n, descrA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedRowPtrC, rowBlockDim, colBlockDim, nnzTotalDevHostPtr, pBuffer) bd_inline_cusparseXcsr2gebsrNnz(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedRowPtrC, rowBlockDim, colBlockDim, nnzTotalDevHostPtr, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsr2gebsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseScsr2gebsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsr2gebsr)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer)
                                 : bd_gen_at_cusparseScsr2gebsr(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseScsr2gebsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer) bd_inline_cusparseScsr2gebsr(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsr2gebsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDcsr2gebsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsr2gebsr)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer)
                                 : bd_gen_at_cusparseDcsr2gebsr(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDcsr2gebsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer) bd_inline_cusparseDcsr2gebsr(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsr2gebsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCcsr2gebsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsr2gebsr)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer)
                                 : bd_gen_at_cusparseCcsr2gebsr(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCcsr2gebsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer) bd_inline_cusparseCcsr2gebsr(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsr2gebsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZcsr2gebsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsr2gebsr)(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer)
                                 : bd_gen_at_cusparseZcsr2gebsr(handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZcsr2gebsr(bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer) bd_inline_cusparseZcsr2gebsr(__FILE__, __LINE__, bd, handle, dirA, m, n, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDim, colBlockDim, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgebsr2gebsr_bufferSize(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSgebsr2gebsr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgebsr2gebsr_bufferSize)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSgebsr2gebsr_bufferSize(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSgebsr2gebsr_bufferSize(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes) bd_inline_cusparseSgebsr2gebsr_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgebsr2gebsr_bufferSize(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDgebsr2gebsr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgebsr2gebsr_bufferSize)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDgebsr2gebsr_bufferSize(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDgebsr2gebsr_bufferSize(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes) bd_inline_cusparseDgebsr2gebsr_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgebsr2gebsr_bufferSize(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCgebsr2gebsr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgebsr2gebsr_bufferSize)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCgebsr2gebsr_bufferSize(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCgebsr2gebsr_bufferSize(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes) bd_inline_cusparseCgebsr2gebsr_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgebsr2gebsr_bufferSize(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZgebsr2gebsr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgebsr2gebsr_bufferSize)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZgebsr2gebsr_bufferSize(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZgebsr2gebsr_bufferSize(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes) bd_inline_cusparseZgebsr2gebsr_bufferSize(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgebsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgebsr2gebsr_bufferSizeExt(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSgebsr2gebsr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgebsr2gebsr_bufferSizeExt)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize)
                                 : bd_gen_at_cusparseSgebsr2gebsr_bufferSizeExt(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSgebsr2gebsr_bufferSizeExt(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize) bd_inline_cusparseSgebsr2gebsr_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgebsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgebsr2gebsr_bufferSizeExt(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseDgebsr2gebsr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgebsr2gebsr_bufferSizeExt)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize)
                                 : bd_gen_at_cusparseDgebsr2gebsr_bufferSizeExt(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseDgebsr2gebsr_bufferSizeExt(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize) bd_inline_cusparseDgebsr2gebsr_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgebsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgebsr2gebsr_bufferSizeExt(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseCgebsr2gebsr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgebsr2gebsr_bufferSizeExt)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize)
                                 : bd_gen_at_cusparseCgebsr2gebsr_bufferSizeExt(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseCgebsr2gebsr_bufferSizeExt(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize) bd_inline_cusparseCgebsr2gebsr_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgebsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgebsr2gebsr_bufferSizeExt(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseZgebsr2gebsr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgebsr2gebsr_bufferSizeExt)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize)
                                 : bd_gen_at_cusparseZgebsr2gebsr_bufferSizeExt(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseZgebsr2gebsr_bufferSizeExt(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize) bd_inline_cusparseZgebsr2gebsr_bufferSizeExt(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, rowBlockDimC, colBlockDimC, pBufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXgebsr2gebsrNnz(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int rowBlockDimC, int colBlockDimC, int *nnzTotalDevHostPtr, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXgebsr2gebsrNnz(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedRowPtrC, rowBlockDimC, colBlockDimC, nnzTotalDevHostPtr, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseXgebsr2gebsrNnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int rowBlockDimC, int colBlockDimC, int *nnzTotalDevHostPtr, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXgebsr2gebsrNnz)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedRowPtrC, rowBlockDimC, colBlockDimC, nnzTotalDevHostPtr, pBuffer)
                                 : bd_gen_at_cusparseXgebsr2gebsrNnz(handle, dirA, mb, nb, nnzb, descrA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedRowPtrC, rowBlockDimC, colBlockDimC, nnzTotalDevHostPtr, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseXgebsr2gebsrNnz(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedRowPtrC, rowBlockDimC, colBlockDimC, nnzTotalDevHostPtr, pBuffer) bd_inline_cusparseXgebsr2gebsrNnz(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedRowPtrC, rowBlockDimC, colBlockDimC, nnzTotalDevHostPtr, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSgebsr2gebsr(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSgebsr2gebsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSgebsr2gebsr)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer)
                                 : bd_gen_at_cusparseSgebsr2gebsr(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSgebsr2gebsr(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer) bd_inline_cusparseSgebsr2gebsr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDgebsr2gebsr(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDgebsr2gebsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDgebsr2gebsr)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer)
                                 : bd_gen_at_cusparseDgebsr2gebsr(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDgebsr2gebsr(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer) bd_inline_cusparseDgebsr2gebsr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCgebsr2gebsr(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCgebsr2gebsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCgebsr2gebsr)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer)
                                 : bd_gen_at_cusparseCgebsr2gebsr(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCgebsr2gebsr(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer) bd_inline_cusparseCgebsr2gebsr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZgebsr2gebsr(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZgebsr2gebsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZgebsr2gebsr)(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer)
                                 : bd_gen_at_cusparseZgebsr2gebsr(handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZgebsr2gebsr(bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer) bd_inline_cusparseZgebsr2gebsr(__FILE__, __LINE__, bd, handle, dirA, mb, nb, nnzb, descrA, bsrSortedValA, bsrSortedRowPtrA, bsrSortedColIndA, rowBlockDimA, colBlockDimA, descrC, bsrSortedValC, bsrSortedRowPtrC, bsrSortedColIndC, rowBlockDimC, colBlockDimC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateIdentityPermutation(cusparseHandle_t handle, int n, int *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateIdentityPermutation(bd, handle, n, p);
}

static inline cusparseStatus_t bd_inline_cusparseCreateIdentityPermutation(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int n, int *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateIdentityPermutation)(handle, n, p)
                                 : bd_gen_at_cusparseCreateIdentityPermutation(handle, n, p, bd, bd_file, bd_line);
}
#define bd_cusparseCreateIdentityPermutation(bd, handle, n, p) bd_inline_cusparseCreateIdentityPermutation(__FILE__, __LINE__, bd, handle, n, p)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcoosort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, const int *cooRowsA, const int *cooColsA, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcoosort_bufferSizeExt(bd, handle, m, n, nnz, cooRowsA, cooColsA, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseXcoosort_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const int *cooRowsA, const int *cooColsA, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcoosort_bufferSizeExt)(handle, m, n, nnz, cooRowsA, cooColsA, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseXcoosort_bufferSizeExt(handle, m, n, nnz, cooRowsA, cooColsA, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseXcoosort_bufferSizeExt(bd, handle, m, n, nnz, cooRowsA, cooColsA, pBufferSizeInBytes) bd_inline_cusparseXcoosort_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, nnz, cooRowsA, cooColsA, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcoosortByRow(cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcoosortByRow(bd, handle, m, n, nnz, cooRowsA, cooColsA, P, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseXcoosortByRow(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcoosortByRow)(handle, m, n, nnz, cooRowsA, cooColsA, P, pBuffer)
                                 : bd_gen_at_cusparseXcoosortByRow(handle, m, n, nnz, cooRowsA, cooColsA, P, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseXcoosortByRow(bd, handle, m, n, nnz, cooRowsA, cooColsA, P, pBuffer) bd_inline_cusparseXcoosortByRow(__FILE__, __LINE__, bd, handle, m, n, nnz, cooRowsA, cooColsA, P, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcoosortByColumn(cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcoosortByColumn(bd, handle, m, n, nnz, cooRowsA, cooColsA, P, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseXcoosortByColumn(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcoosortByColumn)(handle, m, n, nnz, cooRowsA, cooColsA, P, pBuffer)
                                 : bd_gen_at_cusparseXcoosortByColumn(handle, m, n, nnz, cooRowsA, cooColsA, P, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseXcoosortByColumn(bd, handle, m, n, nnz, cooRowsA, cooColsA, P, pBuffer) bd_inline_cusparseXcoosortByColumn(__FILE__, __LINE__, bd, handle, m, n, nnz, cooRowsA, cooColsA, P, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcsrsort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, const int *csrRowPtrA, const int *csrColIndA, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcsrsort_bufferSizeExt(bd, handle, m, n, nnz, csrRowPtrA, csrColIndA, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseXcsrsort_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const int *csrRowPtrA, const int *csrColIndA, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcsrsort_bufferSizeExt)(handle, m, n, nnz, csrRowPtrA, csrColIndA, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseXcsrsort_bufferSizeExt(handle, m, n, nnz, csrRowPtrA, csrColIndA, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseXcsrsort_bufferSizeExt(bd, handle, m, n, nnz, csrRowPtrA, csrColIndA, pBufferSizeInBytes) bd_inline_cusparseXcsrsort_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, nnz, csrRowPtrA, csrColIndA, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcsrsort(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const int *csrRowPtrA, int *csrColIndA, int *P, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcsrsort(bd, handle, m, n, nnz, descrA, csrRowPtrA, csrColIndA, P, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseXcsrsort(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const int *csrRowPtrA, int *csrColIndA, int *P, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcsrsort)(handle, m, n, nnz, descrA, csrRowPtrA, csrColIndA, P, pBuffer)
                                 : bd_gen_at_cusparseXcsrsort(handle, m, n, nnz, descrA, csrRowPtrA, csrColIndA, P, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseXcsrsort(bd, handle, m, n, nnz, descrA, csrRowPtrA, csrColIndA, P, pBuffer) bd_inline_cusparseXcsrsort(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrRowPtrA, csrColIndA, P, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcscsort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, const int *cscColPtrA, const int *cscRowIndA, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcscsort_bufferSizeExt(bd, handle, m, n, nnz, cscColPtrA, cscRowIndA, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseXcscsort_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const int *cscColPtrA, const int *cscRowIndA, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcscsort_bufferSizeExt)(handle, m, n, nnz, cscColPtrA, cscRowIndA, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseXcscsort_bufferSizeExt(handle, m, n, nnz, cscColPtrA, cscRowIndA, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseXcscsort_bufferSizeExt(bd, handle, m, n, nnz, cscColPtrA, cscRowIndA, pBufferSizeInBytes) bd_inline_cusparseXcscsort_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, nnz, cscColPtrA, cscRowIndA, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseXcscsort(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const int *cscColPtrA, int *cscRowIndA, int *P, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseXcscsort(bd, handle, m, n, nnz, descrA, cscColPtrA, cscRowIndA, P, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseXcscsort(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const int *cscColPtrA, int *cscRowIndA, int *P, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseXcscsort)(handle, m, n, nnz, descrA, cscColPtrA, cscRowIndA, P, pBuffer)
                                 : bd_gen_at_cusparseXcscsort(handle, m, n, nnz, descrA, cscColPtrA, cscRowIndA, P, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseXcscsort(bd, handle, m, n, nnz, descrA, cscColPtrA, cscRowIndA, P, pBuffer) bd_inline_cusparseXcscsort(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, cscColPtrA, cscRowIndA, P, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsru2csr_bufferSizeExt(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseScsru2csr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsru2csr_bufferSizeExt)(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseScsru2csr_bufferSizeExt(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseScsru2csr_bufferSizeExt(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes) bd_inline_cusparseScsru2csr_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsru2csr_bufferSizeExt(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDcsru2csr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsru2csr_bufferSizeExt)(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDcsru2csr_bufferSizeExt(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDcsru2csr_bufferSizeExt(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes) bd_inline_cusparseDcsru2csr_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsru2csr_bufferSizeExt(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseCcsru2csr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsru2csr_bufferSizeExt)(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseCcsru2csr_bufferSizeExt(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseCcsru2csr_bufferSizeExt(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes) bd_inline_cusparseCcsru2csr_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsru2csr_bufferSizeExt(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseZcsru2csr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsru2csr_bufferSizeExt)(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseZcsru2csr_bufferSizeExt(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseZcsru2csr_bufferSizeExt(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes) bd_inline_cusparseZcsru2csr_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsru2csr(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsru2csr(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseScsru2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsru2csr)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)
                                 : bd_gen_at_cusparseScsru2csr(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseScsru2csr(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer) bd_inline_cusparseScsru2csr(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsru2csr(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsru2csr(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDcsru2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsru2csr)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)
                                 : bd_gen_at_cusparseDcsru2csr(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDcsru2csr(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer) bd_inline_cusparseDcsru2csr(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsru2csr(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsru2csr(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCcsru2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsru2csr)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)
                                 : bd_gen_at_cusparseCcsru2csr(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCcsru2csr(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer) bd_inline_cusparseCcsru2csr(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsru2csr(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsru2csr(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZcsru2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsru2csr)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)
                                 : bd_gen_at_cusparseZcsru2csr(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZcsru2csr(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer) bd_inline_cusparseZcsru2csr(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScsr2csru(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScsr2csru(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseScsr2csru(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScsr2csru)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)
                                 : bd_gen_at_cusparseScsr2csru(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseScsr2csru(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer) bd_inline_cusparseScsr2csru(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDcsr2csru(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDcsr2csru(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDcsr2csru(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDcsr2csru)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)
                                 : bd_gen_at_cusparseDcsr2csru(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDcsr2csru(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer) bd_inline_cusparseDcsr2csru(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCcsr2csru(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCcsr2csru(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseCcsr2csru(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCcsr2csru)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)
                                 : bd_gen_at_cusparseCcsr2csru(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseCcsr2csru(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer) bd_inline_cusparseCcsr2csru(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseZcsr2csru(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseZcsr2csru(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseZcsr2csru(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseZcsr2csru)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)
                                 : bd_gen_at_cusparseZcsr2csru(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseZcsr2csru(bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer) bd_inline_cusparseZcsr2csru(__FILE__, __LINE__, bd, handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneDense2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneDense2csr_bufferSizeExt(bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneDense2csr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneDense2csr_bufferSizeExt)(handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSpruneDense2csr_bufferSizeExt(handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneDense2csr_bufferSizeExt(bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes) bd_inline_cusparseSpruneDense2csr_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneDense2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneDense2csr_bufferSizeExt(bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneDense2csr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneDense2csr_bufferSizeExt)(handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDpruneDense2csr_bufferSizeExt(handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneDense2csr_bufferSizeExt(bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes) bd_inline_cusparseDpruneDense2csr_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneDense2csrNnz(cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneDense2csrNnz(bd, handle, m, n, A, lda, threshold, descrC, csrRowPtrC, nnzTotalDevHostPtr, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneDense2csrNnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneDense2csrNnz)(handle, m, n, A, lda, threshold, descrC, csrRowPtrC, nnzTotalDevHostPtr, pBuffer)
                                 : bd_gen_at_cusparseSpruneDense2csrNnz(handle, m, n, A, lda, threshold, descrC, csrRowPtrC, nnzTotalDevHostPtr, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneDense2csrNnz(bd, handle, m, n, A, lda, threshold, descrC, csrRowPtrC, nnzTotalDevHostPtr, pBuffer) bd_inline_cusparseSpruneDense2csrNnz(__FILE__, __LINE__, bd, handle, m, n, A, lda, threshold, descrC, csrRowPtrC, nnzTotalDevHostPtr, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneDense2csrNnz(cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneDense2csrNnz(bd, handle, m, n, A, lda, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneDense2csrNnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneDense2csrNnz)(handle, m, n, A, lda, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer)
                                 : bd_gen_at_cusparseDpruneDense2csrNnz(handle, m, n, A, lda, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneDense2csrNnz(bd, handle, m, n, A, lda, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer) bd_inline_cusparseDpruneDense2csrNnz(__FILE__, __LINE__, bd, handle, m, n, A, lda, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneDense2csr(cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneDense2csr(bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneDense2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneDense2csr)(handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)
                                 : bd_gen_at_cusparseSpruneDense2csr(handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneDense2csr(bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer) bd_inline_cusparseSpruneDense2csr(__FILE__, __LINE__, bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneDense2csr(cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneDense2csr(bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneDense2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneDense2csr)(handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)
                                 : bd_gen_at_cusparseDpruneDense2csr(handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneDense2csr(bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer) bd_inline_cusparseDpruneDense2csr(__FILE__, __LINE__, bd, handle, m, n, A, lda, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneCsr2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneCsr2csr_bufferSizeExt(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneCsr2csr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneCsr2csr_bufferSizeExt)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSpruneCsr2csr_bufferSizeExt(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneCsr2csr_bufferSizeExt(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes) bd_inline_cusparseSpruneCsr2csr_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneCsr2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneCsr2csr_bufferSizeExt(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneCsr2csr_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneCsr2csr_bufferSizeExt)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDpruneCsr2csr_bufferSizeExt(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneCsr2csr_bufferSizeExt(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes) bd_inline_cusparseDpruneCsr2csr_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneCsr2csrNnz(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneCsr2csrNnz(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneCsr2csrNnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneCsr2csrNnz)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer)
                                 : bd_gen_at_cusparseSpruneCsr2csrNnz(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneCsr2csrNnz(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer) bd_inline_cusparseSpruneCsr2csrNnz(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneCsr2csrNnz(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneCsr2csrNnz(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneCsr2csrNnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneCsr2csrNnz)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer)
                                 : bd_gen_at_cusparseDpruneCsr2csrNnz(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneCsr2csrNnz(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer) bd_inline_cusparseDpruneCsr2csrNnz(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneCsr2csr(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneCsr2csr(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneCsr2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneCsr2csr)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)
                                 : bd_gen_at_cusparseSpruneCsr2csr(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneCsr2csr(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer) bd_inline_cusparseSpruneCsr2csr(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneCsr2csr(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneCsr2csr(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneCsr2csr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneCsr2csr)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)
                                 : bd_gen_at_cusparseDpruneCsr2csr(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneCsr2csr(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer) bd_inline_cusparseDpruneCsr2csr(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, threshold, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneDense2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneDense2csrByPercentage_bufferSizeExt(bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneDense2csrByPercentage_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneDense2csrByPercentage_bufferSizeExt)(handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSpruneDense2csrByPercentage_bufferSizeExt(handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneDense2csrByPercentage_bufferSizeExt(bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes) bd_inline_cusparseSpruneDense2csrByPercentage_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneDense2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneDense2csrByPercentage_bufferSizeExt(bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneDense2csrByPercentage_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneDense2csrByPercentage_bufferSizeExt)(handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDpruneDense2csrByPercentage_bufferSizeExt(handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneDense2csrByPercentage_bufferSizeExt(bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes) bd_inline_cusparseDpruneDense2csrByPercentage_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneDense2csrNnzByPercentage(cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneDense2csrNnzByPercentage(bd, handle, m, n, A, lda, percentage, descrC, csrRowPtrC, nnzTotalDevHostPtr, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneDense2csrNnzByPercentage(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneDense2csrNnzByPercentage)(handle, m, n, A, lda, percentage, descrC, csrRowPtrC, nnzTotalDevHostPtr, info, pBuffer)
                                 : bd_gen_at_cusparseSpruneDense2csrNnzByPercentage(handle, m, n, A, lda, percentage, descrC, csrRowPtrC, nnzTotalDevHostPtr, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneDense2csrNnzByPercentage(bd, handle, m, n, A, lda, percentage, descrC, csrRowPtrC, nnzTotalDevHostPtr, info, pBuffer) bd_inline_cusparseSpruneDense2csrNnzByPercentage(__FILE__, __LINE__, bd, handle, m, n, A, lda, percentage, descrC, csrRowPtrC, nnzTotalDevHostPtr, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneDense2csrNnzByPercentage(cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneDense2csrNnzByPercentage(bd, handle, m, n, A, lda, percentage, descrC, csrRowPtrC, nnzTotalDevHostPtr, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneDense2csrNnzByPercentage(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneDense2csrNnzByPercentage)(handle, m, n, A, lda, percentage, descrC, csrRowPtrC, nnzTotalDevHostPtr, info, pBuffer)
                                 : bd_gen_at_cusparseDpruneDense2csrNnzByPercentage(handle, m, n, A, lda, percentage, descrC, csrRowPtrC, nnzTotalDevHostPtr, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneDense2csrNnzByPercentage(bd, handle, m, n, A, lda, percentage, descrC, csrRowPtrC, nnzTotalDevHostPtr, info, pBuffer) bd_inline_cusparseDpruneDense2csrNnzByPercentage(__FILE__, __LINE__, bd, handle, m, n, A, lda, percentage, descrC, csrRowPtrC, nnzTotalDevHostPtr, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneDense2csrByPercentage(cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneDense2csrByPercentage(bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneDense2csrByPercentage(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneDense2csrByPercentage)(handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer)
                                 : bd_gen_at_cusparseSpruneDense2csrByPercentage(handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneDense2csrByPercentage(bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer) bd_inline_cusparseSpruneDense2csrByPercentage(__FILE__, __LINE__, bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneDense2csrByPercentage(cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneDense2csrByPercentage(bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneDense2csrByPercentage(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneDense2csrByPercentage)(handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer)
                                 : bd_gen_at_cusparseDpruneDense2csrByPercentage(handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneDense2csrByPercentage(bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer) bd_inline_cusparseDpruneDense2csrByPercentage(__FILE__, __LINE__, bd, handle, m, n, A, lda, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneCsr2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneCsr2csrByPercentage_bufferSizeExt(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneCsr2csrByPercentage_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneCsr2csrByPercentage_bufferSizeExt)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseSpruneCsr2csrByPercentage_bufferSizeExt(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneCsr2csrByPercentage_bufferSizeExt(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes) bd_inline_cusparseSpruneCsr2csrByPercentage_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneCsr2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneCsr2csrByPercentage_bufferSizeExt(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneCsr2csrByPercentage_bufferSizeExt(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneCsr2csrByPercentage_bufferSizeExt)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes)
                                 : bd_gen_at_cusparseDpruneCsr2csrByPercentage_bufferSizeExt(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneCsr2csrByPercentage_bufferSizeExt(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes) bd_inline_cusparseDpruneCsr2csrByPercentage_bufferSizeExt(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBufferSizeInBytes)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneCsr2csrNnzByPercentage(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneCsr2csrNnzByPercentage(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneCsr2csrNnzByPercentage(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneCsr2csrNnzByPercentage)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, info, pBuffer)
                                 : bd_gen_at_cusparseSpruneCsr2csrNnzByPercentage(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneCsr2csrNnzByPercentage(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, info, pBuffer) bd_inline_cusparseSpruneCsr2csrNnzByPercentage(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneCsr2csrNnzByPercentage(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneCsr2csrNnzByPercentage(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneCsr2csrNnzByPercentage(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneCsr2csrNnzByPercentage)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, info, pBuffer)
                                 : bd_gen_at_cusparseDpruneCsr2csrNnzByPercentage(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneCsr2csrNnzByPercentage(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, info, pBuffer) bd_inline_cusparseDpruneCsr2csrNnzByPercentage(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedRowPtrC, nnzTotalDevHostPtr, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpruneCsr2csrByPercentage(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpruneCsr2csrByPercentage(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpruneCsr2csrByPercentage(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpruneCsr2csrByPercentage)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer)
                                 : bd_gen_at_cusparseSpruneCsr2csrByPercentage(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpruneCsr2csrByPercentage(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer) bd_inline_cusparseSpruneCsr2csrByPercentage(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDpruneCsr2csrByPercentage(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDpruneCsr2csrByPercentage(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDpruneCsr2csrByPercentage(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDpruneCsr2csrByPercentage)(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer)
                                 : bd_gen_at_cusparseDpruneCsr2csrByPercentage(handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDpruneCsr2csrByPercentage(bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer) bd_inline_cusparseDpruneCsr2csrByPercentage(__FILE__, __LINE__, bd, handle, m, n, nnzA, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, percentage, descrC, csrSortedValC, csrSortedRowPtrC, csrSortedColIndC, info, pBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCsr2cscEx2(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, void *buffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCsr2cscEx2(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, valType, copyValues, idxBase, alg, buffer);
}

static inline cusparseStatus_t bd_inline_cusparseCsr2cscEx2(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, void *buffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCsr2cscEx2)(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, valType, copyValues, idxBase, alg, buffer)
                                 : bd_gen_at_cusparseCsr2cscEx2(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, valType, copyValues, idxBase, alg, buffer, bd, bd_file, bd_line);
}
#define bd_cusparseCsr2cscEx2(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, valType, copyValues, idxBase, alg, buffer) bd_inline_cusparseCsr2cscEx2(__FILE__, __LINE__, bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, valType, copyValues, idxBase, alg, buffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCsr2cscEx2_bufferSize(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, size_t *bufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCsr2cscEx2_bufferSize(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, valType, copyValues, idxBase, alg, bufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseCsr2cscEx2_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, size_t *bufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCsr2cscEx2_bufferSize)(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, valType, copyValues, idxBase, alg, bufferSize)
                                 : bd_gen_at_cusparseCsr2cscEx2_bufferSize(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, valType, copyValues, idxBase, alg, bufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseCsr2cscEx2_bufferSize(bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, valType, copyValues, idxBase, alg, bufferSize) bd_inline_cusparseCsr2cscEx2_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, valType, copyValues, idxBase, alg, bufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateSpVec(cusparseSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, void *indices, void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateSpVec(bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateSpVec(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, void *indices, void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateSpVec)(spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateSpVec(spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateSpVec(bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType) bd_inline_cusparseCreateSpVec(__FILE__, __LINE__, bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateConstSpVec(cusparseConstSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, const void *indices, const void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateConstSpVec(bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateConstSpVec(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, const void *indices, const void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateConstSpVec)(spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateConstSpVec(spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateConstSpVec(bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType) bd_inline_cusparseCreateConstSpVec(__FILE__, __LINE__, bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroySpVec(cusparseConstSpVecDescr_t spVecDescr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroySpVec(bd, spVecDescr);
}

static inline cusparseStatus_t bd_inline_cusparseDestroySpVec(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpVecDescr_t spVecDescr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroySpVec)(spVecDescr)
                                 : bd_gen_at_cusparseDestroySpVec(spVecDescr, bd, bd_file, bd_line);
}
#define bd_cusparseDestroySpVec(bd, spVecDescr) bd_inline_cusparseDestroySpVec(__FILE__, __LINE__, bd, spVecDescr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpVecGet(cusparseSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, void **indices, void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpVecGet(bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseSpVecGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, void **indices, void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpVecGet)(spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType)
                                 : bd_gen_at_cusparseSpVecGet(spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseSpVecGet(bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType) bd_inline_cusparseSpVecGet(__FILE__, __LINE__, bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseConstSpVecGet(cusparseConstSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, const void **indices, const void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseConstSpVecGet(bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseConstSpVecGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, const void **indices, const void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseConstSpVecGet)(spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType)
                                 : bd_gen_at_cusparseConstSpVecGet(spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseConstSpVecGet(bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType) bd_inline_cusparseConstSpVecGet(__FILE__, __LINE__, bd, spVecDescr, size, nnz, indices, values, idxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpVecGetIndexBase(cusparseConstSpVecDescr_t spVecDescr, cusparseIndexBase_t *idxBase, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpVecGetIndexBase(bd, spVecDescr, idxBase);
}

static inline cusparseStatus_t bd_inline_cusparseSpVecGetIndexBase(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpVecDescr_t spVecDescr, cusparseIndexBase_t *idxBase)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpVecGetIndexBase)(spVecDescr, idxBase)
                                 : bd_gen_at_cusparseSpVecGetIndexBase(spVecDescr, idxBase, bd, bd_file, bd_line);
}
#define bd_cusparseSpVecGetIndexBase(bd, spVecDescr, idxBase) bd_inline_cusparseSpVecGetIndexBase(__FILE__, __LINE__, bd, spVecDescr, idxBase)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpVecGetValues(cusparseSpVecDescr_t spVecDescr, void **values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpVecGetValues(bd, spVecDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseSpVecGetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpVecDescr_t spVecDescr, void **values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpVecGetValues)(spVecDescr, values)
                                 : bd_gen_at_cusparseSpVecGetValues(spVecDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseSpVecGetValues(bd, spVecDescr, values) bd_inline_cusparseSpVecGetValues(__FILE__, __LINE__, bd, spVecDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseConstSpVecGetValues(cusparseConstSpVecDescr_t spVecDescr, const void **values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseConstSpVecGetValues(bd, spVecDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseConstSpVecGetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpVecDescr_t spVecDescr, const void **values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseConstSpVecGetValues)(spVecDescr, values)
                                 : bd_gen_at_cusparseConstSpVecGetValues(spVecDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseConstSpVecGetValues(bd, spVecDescr, values) bd_inline_cusparseConstSpVecGetValues(__FILE__, __LINE__, bd, spVecDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpVecSetValues(cusparseSpVecDescr_t spVecDescr, void *values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpVecSetValues(bd, spVecDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseSpVecSetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpVecDescr_t spVecDescr, void *values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpVecSetValues)(spVecDescr, values)
                                 : bd_gen_at_cusparseSpVecSetValues(spVecDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseSpVecSetValues(bd, spVecDescr, values) bd_inline_cusparseSpVecSetValues(__FILE__, __LINE__, bd, spVecDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateDnVec(cusparseDnVecDescr_t *dnVecDescr, int64_t size, void *values, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateDnVec(bd, dnVecDescr, size, values, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateDnVec(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseDnVecDescr_t *dnVecDescr, int64_t size, void *values, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateDnVec)(dnVecDescr, size, values, valueType)
                                 : bd_gen_at_cusparseCreateDnVec(dnVecDescr, size, values, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateDnVec(bd, dnVecDescr, size, values, valueType) bd_inline_cusparseCreateDnVec(__FILE__, __LINE__, bd, dnVecDescr, size, values, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateConstDnVec(cusparseConstDnVecDescr_t *dnVecDescr, int64_t size, const void *values, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateConstDnVec(bd, dnVecDescr, size, values, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateConstDnVec(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstDnVecDescr_t *dnVecDescr, int64_t size, const void *values, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateConstDnVec)(dnVecDescr, size, values, valueType)
                                 : bd_gen_at_cusparseCreateConstDnVec(dnVecDescr, size, values, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateConstDnVec(bd, dnVecDescr, size, values, valueType) bd_inline_cusparseCreateConstDnVec(__FILE__, __LINE__, bd, dnVecDescr, size, values, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyDnVec(cusparseConstDnVecDescr_t dnVecDescr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyDnVec(bd, dnVecDescr);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyDnVec(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstDnVecDescr_t dnVecDescr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyDnVec)(dnVecDescr)
                                 : bd_gen_at_cusparseDestroyDnVec(dnVecDescr, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyDnVec(bd, dnVecDescr) bd_inline_cusparseDestroyDnVec(__FILE__, __LINE__, bd, dnVecDescr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDnVecGet(cusparseDnVecDescr_t dnVecDescr, int64_t *size, void **values, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDnVecGet(bd, dnVecDescr, size, values, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseDnVecGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseDnVecDescr_t dnVecDescr, int64_t *size, void **values, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDnVecGet)(dnVecDescr, size, values, valueType)
                                 : bd_gen_at_cusparseDnVecGet(dnVecDescr, size, values, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseDnVecGet(bd, dnVecDescr, size, values, valueType) bd_inline_cusparseDnVecGet(__FILE__, __LINE__, bd, dnVecDescr, size, values, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseConstDnVecGet(cusparseConstDnVecDescr_t dnVecDescr, int64_t *size, const void **values, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseConstDnVecGet(bd, dnVecDescr, size, values, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseConstDnVecGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstDnVecDescr_t dnVecDescr, int64_t *size, const void **values, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseConstDnVecGet)(dnVecDescr, size, values, valueType)
                                 : bd_gen_at_cusparseConstDnVecGet(dnVecDescr, size, values, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseConstDnVecGet(bd, dnVecDescr, size, values, valueType) bd_inline_cusparseConstDnVecGet(__FILE__, __LINE__, bd, dnVecDescr, size, values, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDnVecGetValues(cusparseDnVecDescr_t dnVecDescr, void **values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDnVecGetValues(bd, dnVecDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseDnVecGetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseDnVecDescr_t dnVecDescr, void **values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDnVecGetValues)(dnVecDescr, values)
                                 : bd_gen_at_cusparseDnVecGetValues(dnVecDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseDnVecGetValues(bd, dnVecDescr, values) bd_inline_cusparseDnVecGetValues(__FILE__, __LINE__, bd, dnVecDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseConstDnVecGetValues(cusparseConstDnVecDescr_t dnVecDescr, const void **values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseConstDnVecGetValues(bd, dnVecDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseConstDnVecGetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstDnVecDescr_t dnVecDescr, const void **values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseConstDnVecGetValues)(dnVecDescr, values)
                                 : bd_gen_at_cusparseConstDnVecGetValues(dnVecDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseConstDnVecGetValues(bd, dnVecDescr, values) bd_inline_cusparseConstDnVecGetValues(__FILE__, __LINE__, bd, dnVecDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDnVecSetValues(cusparseDnVecDescr_t dnVecDescr, void *values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDnVecSetValues(bd, dnVecDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseDnVecSetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseDnVecDescr_t dnVecDescr, void *values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDnVecSetValues)(dnVecDescr, values)
                                 : bd_gen_at_cusparseDnVecSetValues(dnVecDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseDnVecSetValues(bd, dnVecDescr, values) bd_inline_cusparseDnVecSetValues(__FILE__, __LINE__, bd, dnVecDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroySpMat(cusparseConstSpMatDescr_t spMatDescr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroySpMat(bd, spMatDescr);
}

static inline cusparseStatus_t bd_inline_cusparseDestroySpMat(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroySpMat)(spMatDescr)
                                 : bd_gen_at_cusparseDestroySpMat(spMatDescr, bd, bd_file, bd_line);
}
#define bd_cusparseDestroySpMat(bd, spMatDescr) bd_inline_cusparseDestroySpMat(__FILE__, __LINE__, bd, spMatDescr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMatGetFormat(cusparseConstSpMatDescr_t spMatDescr, cusparseFormat_t *format, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMatGetFormat(bd, spMatDescr, format);
}

static inline cusparseStatus_t bd_inline_cusparseSpMatGetFormat(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, cusparseFormat_t *format)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMatGetFormat)(spMatDescr, format)
                                 : bd_gen_at_cusparseSpMatGetFormat(spMatDescr, format, bd, bd_file, bd_line);
}
#define bd_cusparseSpMatGetFormat(bd, spMatDescr, format) bd_inline_cusparseSpMatGetFormat(__FILE__, __LINE__, bd, spMatDescr, format)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t spMatDescr, cusparseIndexBase_t *idxBase, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMatGetIndexBase(bd, spMatDescr, idxBase);
}

static inline cusparseStatus_t bd_inline_cusparseSpMatGetIndexBase(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, cusparseIndexBase_t *idxBase)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMatGetIndexBase)(spMatDescr, idxBase)
                                 : bd_gen_at_cusparseSpMatGetIndexBase(spMatDescr, idxBase, bd, bd_file, bd_line);
}
#define bd_cusparseSpMatGetIndexBase(bd, spMatDescr, idxBase) bd_inline_cusparseSpMatGetIndexBase(__FILE__, __LINE__, bd, spMatDescr, idxBase)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMatGetValues(cusparseSpMatDescr_t spMatDescr, void **values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMatGetValues(bd, spMatDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseSpMatGetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, void **values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMatGetValues)(spMatDescr, values)
                                 : bd_gen_at_cusparseSpMatGetValues(spMatDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseSpMatGetValues(bd, spMatDescr, values) bd_inline_cusparseSpMatGetValues(__FILE__, __LINE__, bd, spMatDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseConstSpMatGetValues(cusparseConstSpMatDescr_t spMatDescr, const void **values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseConstSpMatGetValues(bd, spMatDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseConstSpMatGetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, const void **values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseConstSpMatGetValues)(spMatDescr, values)
                                 : bd_gen_at_cusparseConstSpMatGetValues(spMatDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseConstSpMatGetValues(bd, spMatDescr, values) bd_inline_cusparseConstSpMatGetValues(__FILE__, __LINE__, bd, spMatDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMatSetValues(cusparseSpMatDescr_t spMatDescr, void *values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMatSetValues(bd, spMatDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseSpMatSetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, void *values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMatSetValues)(spMatDescr, values)
                                 : bd_gen_at_cusparseSpMatSetValues(spMatDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseSpMatSetValues(bd, spMatDescr, values) bd_inline_cusparseSpMatSetValues(__FILE__, __LINE__, bd, spMatDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMatGetSize(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMatGetSize(bd, spMatDescr, rows, cols, nnz);
}

static inline cusparseStatus_t bd_inline_cusparseSpMatGetSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMatGetSize)(spMatDescr, rows, cols, nnz)
                                 : bd_gen_at_cusparseSpMatGetSize(spMatDescr, rows, cols, nnz, bd, bd_file, bd_line);
}
#define bd_cusparseSpMatGetSize(bd, spMatDescr, rows, cols, nnz) bd_inline_cusparseSpMatGetSize(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMatGetStridedBatch(cusparseConstSpMatDescr_t spMatDescr, int *batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMatGetStridedBatch(bd, spMatDescr, batchCount);
}

static inline cusparseStatus_t bd_inline_cusparseSpMatGetStridedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int *batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMatGetStridedBatch)(spMatDescr, batchCount)
                                 : bd_gen_at_cusparseSpMatGetStridedBatch(spMatDescr, batchCount, bd, bd_file, bd_line);
}
#define bd_cusparseSpMatGetStridedBatch(bd, spMatDescr, batchCount) bd_inline_cusparseSpMatGetStridedBatch(__FILE__, __LINE__, bd, spMatDescr, batchCount)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCooSetStridedBatch(cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t batchStride, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCooSetStridedBatch(bd, spMatDescr, batchCount, batchStride);
}

static inline cusparseStatus_t bd_inline_cusparseCooSetStridedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t batchStride)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCooSetStridedBatch)(spMatDescr, batchCount, batchStride)
                                 : bd_gen_at_cusparseCooSetStridedBatch(spMatDescr, batchCount, batchStride, bd, bd_file, bd_line);
}
#define bd_cusparseCooSetStridedBatch(bd, spMatDescr, batchCount, batchStride) bd_inline_cusparseCooSetStridedBatch(__FILE__, __LINE__, bd, spMatDescr, batchCount, batchStride)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCsrSetStridedBatch(cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t columnsValuesBatchStride, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCsrSetStridedBatch(bd, spMatDescr, batchCount, offsetsBatchStride, columnsValuesBatchStride);
}

static inline cusparseStatus_t bd_inline_cusparseCsrSetStridedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t columnsValuesBatchStride)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCsrSetStridedBatch)(spMatDescr, batchCount, offsetsBatchStride, columnsValuesBatchStride)
                                 : bd_gen_at_cusparseCsrSetStridedBatch(spMatDescr, batchCount, offsetsBatchStride, columnsValuesBatchStride, bd, bd_file, bd_line);
}
#define bd_cusparseCsrSetStridedBatch(bd, spMatDescr, batchCount, offsetsBatchStride, columnsValuesBatchStride) bd_inline_cusparseCsrSetStridedBatch(__FILE__, __LINE__, bd, spMatDescr, batchCount, offsetsBatchStride, columnsValuesBatchStride)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseBsrSetStridedBatch(cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t columnsBatchStride, int64_t ValuesBatchStride, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseBsrSetStridedBatch(bd, spMatDescr, batchCount, offsetsBatchStride, columnsBatchStride, ValuesBatchStride);
}

static inline cusparseStatus_t bd_inline_cusparseBsrSetStridedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t columnsBatchStride, int64_t ValuesBatchStride)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseBsrSetStridedBatch)(spMatDescr, batchCount, offsetsBatchStride, columnsBatchStride, ValuesBatchStride)
                                 : bd_gen_at_cusparseBsrSetStridedBatch(spMatDescr, batchCount, offsetsBatchStride, columnsBatchStride, ValuesBatchStride, bd, bd_file, bd_line);
}
#define bd_cusparseBsrSetStridedBatch(bd, spMatDescr, batchCount, offsetsBatchStride, columnsBatchStride, ValuesBatchStride) bd_inline_cusparseBsrSetStridedBatch(__FILE__, __LINE__, bd, spMatDescr, batchCount, offsetsBatchStride, columnsBatchStride, ValuesBatchStride)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMatGetAttribute(bd, spMatDescr, attribute, data, dataSize);
}

static inline cusparseStatus_t bd_inline_cusparseSpMatGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMatGetAttribute)(spMatDescr, attribute, data, dataSize)
                                 : bd_gen_at_cusparseSpMatGetAttribute(spMatDescr, attribute, data, dataSize, bd, bd_file, bd_line);
}
#define bd_cusparseSpMatGetAttribute(bd, spMatDescr, attribute, data, dataSize) bd_inline_cusparseSpMatGetAttribute(__FILE__, __LINE__, bd, spMatDescr, attribute, data, dataSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMatSetAttribute(cusparseSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMatSetAttribute(bd, spMatDescr, attribute, data, dataSize);
}

static inline cusparseStatus_t bd_inline_cusparseSpMatSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMatSetAttribute)(spMatDescr, attribute, data, dataSize)
                                 : bd_gen_at_cusparseSpMatSetAttribute(spMatDescr, attribute, data, dataSize, bd, bd_file, bd_line);
}
#define bd_cusparseSpMatSetAttribute(bd, spMatDescr, attribute, data, dataSize) bd_inline_cusparseSpMatSetAttribute(__FILE__, __LINE__, bd, spMatDescr, attribute, data, dataSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateCsr(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *csrRowOffsets, void *csrColInd, void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateCsr(bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateCsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *csrRowOffsets, void *csrColInd, void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateCsr)(spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateCsr(spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateCsr(bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType) bd_inline_cusparseCreateCsr(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateConstCsr(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *csrRowOffsets, const void *csrColInd, const void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateConstCsr(bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateConstCsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *csrRowOffsets, const void *csrColInd, const void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateConstCsr)(spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateConstCsr(spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateConstCsr(bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType) bd_inline_cusparseCreateConstCsr(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateCsc(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *cscColOffsets, void *cscRowInd, void *cscValues, cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateCsc(bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateCsc(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *cscColOffsets, void *cscRowInd, void *cscValues, cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateCsc)(spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateCsc(spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateCsc(bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType) bd_inline_cusparseCreateCsc(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateConstCsc(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *cscColOffsets, const void *cscRowInd, const void *cscValues, cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateConstCsc(bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateConstCsc(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *cscColOffsets, const void *cscRowInd, const void *cscValues, cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateConstCsc)(spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateConstCsc(spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateConstCsc(bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType) bd_inline_cusparseCreateConstCsc(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCsrGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **csrRowOffsets, void **csrColInd, void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCsrGet(bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCsrGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **csrRowOffsets, void **csrColInd, void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCsrGet)(spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)
                                 : bd_gen_at_cusparseCsrGet(spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCsrGet(bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType) bd_inline_cusparseCsrGet(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseConstCsrGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **csrRowOffsets, const void **csrColInd, const void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseConstCsrGet(bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseConstCsrGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **csrRowOffsets, const void **csrColInd, const void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseConstCsrGet)(spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)
                                 : bd_gen_at_cusparseConstCsrGet(spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseConstCsrGet(bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType) bd_inline_cusparseConstCsrGet(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCscGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **cscColOffsets, void **cscRowInd, void **cscValues, cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t *cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCscGet(bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCscGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **cscColOffsets, void **cscRowInd, void **cscValues, cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t *cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCscGet)(spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)
                                 : bd_gen_at_cusparseCscGet(spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCscGet(bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType) bd_inline_cusparseCscGet(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseConstCscGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **cscColOffsets, const void **cscRowInd, const void **cscValues, cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t *cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseConstCscGet(bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseConstCscGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **cscColOffsets, const void **cscRowInd, const void **cscValues, cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t *cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseConstCscGet)(spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)
                                 : bd_gen_at_cusparseConstCscGet(spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseConstCscGet(bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType) bd_inline_cusparseConstCscGet(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCsrSetPointers(cusparseSpMatDescr_t spMatDescr, void *csrRowOffsets, void *csrColInd, void *csrValues, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCsrSetPointers(bd, spMatDescr, csrRowOffsets, csrColInd, csrValues);
}

static inline cusparseStatus_t bd_inline_cusparseCsrSetPointers(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, void *csrRowOffsets, void *csrColInd, void *csrValues)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCsrSetPointers)(spMatDescr, csrRowOffsets, csrColInd, csrValues)
                                 : bd_gen_at_cusparseCsrSetPointers(spMatDescr, csrRowOffsets, csrColInd, csrValues, bd, bd_file, bd_line);
}
#define bd_cusparseCsrSetPointers(bd, spMatDescr, csrRowOffsets, csrColInd, csrValues) bd_inline_cusparseCsrSetPointers(__FILE__, __LINE__, bd, spMatDescr, csrRowOffsets, csrColInd, csrValues)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCscSetPointers(cusparseSpMatDescr_t spMatDescr, void *cscColOffsets, void *cscRowInd, void *cscValues, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCscSetPointers(bd, spMatDescr, cscColOffsets, cscRowInd, cscValues);
}

static inline cusparseStatus_t bd_inline_cusparseCscSetPointers(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, void *cscColOffsets, void *cscRowInd, void *cscValues)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCscSetPointers)(spMatDescr, cscColOffsets, cscRowInd, cscValues)
                                 : bd_gen_at_cusparseCscSetPointers(spMatDescr, cscColOffsets, cscRowInd, cscValues, bd, bd_file, bd_line);
}
#define bd_cusparseCscSetPointers(bd, spMatDescr, cscColOffsets, cscRowInd, cscValues) bd_inline_cusparseCscSetPointers(__FILE__, __LINE__, bd, spMatDescr, cscColOffsets, cscRowInd, cscValues)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateBsr(cusparseSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols, int64_t bnnz, int64_t rowBlockSize, int64_t colBlockSize, void *bsrRowOffsets, void *bsrColInd, void *bsrValues, cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t order, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateBsr(bd, spMatDescr, brows, bcols, bnnz, rowBlockSize, colBlockSize, bsrRowOffsets, bsrColInd, bsrValues, bsrRowOffsetsType, bsrColIndType, idxBase, valueType, order);
}

static inline cusparseStatus_t bd_inline_cusparseCreateBsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols, int64_t bnnz, int64_t rowBlockSize, int64_t colBlockSize, void *bsrRowOffsets, void *bsrColInd, void *bsrValues, cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t order)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateBsr)(spMatDescr, brows, bcols, bnnz, rowBlockSize, colBlockSize, bsrRowOffsets, bsrColInd, bsrValues, bsrRowOffsetsType, bsrColIndType, idxBase, valueType, order)
                                 : bd_gen_at_cusparseCreateBsr(spMatDescr, brows, bcols, bnnz, rowBlockSize, colBlockSize, bsrRowOffsets, bsrColInd, bsrValues, bsrRowOffsetsType, bsrColIndType, idxBase, valueType, order, bd, bd_file, bd_line);
}
#define bd_cusparseCreateBsr(bd, spMatDescr, brows, bcols, bnnz, rowBlockSize, colBlockSize, bsrRowOffsets, bsrColInd, bsrValues, bsrRowOffsetsType, bsrColIndType, idxBase, valueType, order) bd_inline_cusparseCreateBsr(__FILE__, __LINE__, bd, spMatDescr, brows, bcols, bnnz, rowBlockSize, colBlockSize, bsrRowOffsets, bsrColInd, bsrValues, bsrRowOffsetsType, bsrColIndType, idxBase, valueType, order)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateConstBsr(cusparseConstSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols, int64_t bnnz, int64_t rowBlockDim, int64_t colBlockDim, const void *bsrRowOffsets, const void *bsrColInd, const void *bsrValues, cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t order, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateConstBsr(bd, spMatDescr, brows, bcols, bnnz, rowBlockDim, colBlockDim, bsrRowOffsets, bsrColInd, bsrValues, bsrRowOffsetsType, bsrColIndType, idxBase, valueType, order);
}

static inline cusparseStatus_t bd_inline_cusparseCreateConstBsr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols, int64_t bnnz, int64_t rowBlockDim, int64_t colBlockDim, const void *bsrRowOffsets, const void *bsrColInd, const void *bsrValues, cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t order)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateConstBsr)(spMatDescr, brows, bcols, bnnz, rowBlockDim, colBlockDim, bsrRowOffsets, bsrColInd, bsrValues, bsrRowOffsetsType, bsrColIndType, idxBase, valueType, order)
                                 : bd_gen_at_cusparseCreateConstBsr(spMatDescr, brows, bcols, bnnz, rowBlockDim, colBlockDim, bsrRowOffsets, bsrColInd, bsrValues, bsrRowOffsetsType, bsrColIndType, idxBase, valueType, order, bd, bd_file, bd_line);
}
#define bd_cusparseCreateConstBsr(bd, spMatDescr, brows, bcols, bnnz, rowBlockDim, colBlockDim, bsrRowOffsets, bsrColInd, bsrValues, bsrRowOffsetsType, bsrColIndType, idxBase, valueType, order) bd_inline_cusparseCreateConstBsr(__FILE__, __LINE__, bd, spMatDescr, brows, bcols, bnnz, rowBlockDim, colBlockDim, bsrRowOffsets, bsrColInd, bsrValues, bsrRowOffsetsType, bsrColIndType, idxBase, valueType, order)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateCoo(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *cooRowInd, void *cooColInd, void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateCoo(bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, cooIdxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateCoo(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *cooRowInd, void *cooColInd, void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateCoo)(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, cooIdxType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateCoo(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, cooIdxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateCoo(bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, cooIdxType, idxBase, valueType) bd_inline_cusparseCreateCoo(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, cooIdxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateConstCoo(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *cooRowInd, const void *cooColInd, const void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateConstCoo(bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, cooIdxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateConstCoo(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *cooRowInd, const void *cooColInd, const void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateConstCoo)(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, cooIdxType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateConstCoo(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, cooIdxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateConstCoo(bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, cooIdxType, idxBase, valueType) bd_inline_cusparseCreateConstCoo(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, cooIdxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCooGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **cooRowInd, void **cooColInd, void **cooValues, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCooGet(bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCooGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **cooRowInd, void **cooColInd, void **cooValues, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCooGet)(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType, idxBase, valueType)
                                 : bd_gen_at_cusparseCooGet(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCooGet(bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType, idxBase, valueType) bd_inline_cusparseCooGet(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseConstCooGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **cooRowInd, const void **cooColInd, const void **cooValues, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseConstCooGet(bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseConstCooGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **cooRowInd, const void **cooColInd, const void **cooValues, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseConstCooGet)(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType, idxBase, valueType)
                                 : bd_gen_at_cusparseConstCooGet(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseConstCooGet(bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType, idxBase, valueType) bd_inline_cusparseConstCooGet(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCooSetPointers(cusparseSpMatDescr_t spMatDescr, void *cooRows, void *cooColumns, void *cooValues, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCooSetPointers(bd, spMatDescr, cooRows, cooColumns, cooValues);
}

static inline cusparseStatus_t bd_inline_cusparseCooSetPointers(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, void *cooRows, void *cooColumns, void *cooValues)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCooSetPointers)(spMatDescr, cooRows, cooColumns, cooValues)
                                 : bd_gen_at_cusparseCooSetPointers(spMatDescr, cooRows, cooColumns, cooValues, bd, bd_file, bd_line);
}
#define bd_cusparseCooSetPointers(bd, spMatDescr, cooRows, cooColumns, cooValues) bd_inline_cusparseCooSetPointers(__FILE__, __LINE__, bd, spMatDescr, cooRows, cooColumns, cooValues)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateBlockedEll(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, void *ellColInd, void *ellValue, cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateBlockedEll(bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateBlockedEll(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, void *ellColInd, void *ellValue, cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateBlockedEll)(spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateBlockedEll(spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateBlockedEll(bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType) bd_inline_cusparseCreateBlockedEll(__FILE__, __LINE__, bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateConstBlockedEll(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, const void *ellColInd, const void *ellValue, cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateConstBlockedEll(bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateConstBlockedEll(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, const void *ellColInd, const void *ellValue, cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateConstBlockedEll)(spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateConstBlockedEll(spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateConstBlockedEll(bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType) bd_inline_cusparseCreateConstBlockedEll(__FILE__, __LINE__, bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseBlockedEllGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *ellBlockSize, int64_t *ellCols, void **ellColInd, void **ellValue, cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseBlockedEllGet(bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseBlockedEllGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *ellBlockSize, int64_t *ellCols, void **ellColInd, void **ellValue, cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseBlockedEllGet)(spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType)
                                 : bd_gen_at_cusparseBlockedEllGet(spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseBlockedEllGet(bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType) bd_inline_cusparseBlockedEllGet(__FILE__, __LINE__, bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseConstBlockedEllGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *ellBlockSize, int64_t *ellCols, const void **ellColInd, const void **ellValue, cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseConstBlockedEllGet(bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseConstBlockedEllGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *ellBlockSize, int64_t *ellCols, const void **ellColInd, const void **ellValue, cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseConstBlockedEllGet)(spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType)
                                 : bd_gen_at_cusparseConstBlockedEllGet(spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseConstBlockedEllGet(bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType) bd_inline_cusparseConstBlockedEllGet(__FILE__, __LINE__, bd, spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue, ellIdxType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateSlicedEll(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize, int64_t sliceSize, void *sellSliceOffsets, void *sellColInd, void *sellValues, cusparseIndexType_t sellSliceOffsetsType, cusparseIndexType_t sellColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateSlicedEll(bd, spMatDescr, rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType, sellColIndType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateSlicedEll(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize, int64_t sliceSize, void *sellSliceOffsets, void *sellColInd, void *sellValues, cusparseIndexType_t sellSliceOffsetsType, cusparseIndexType_t sellColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateSlicedEll)(spMatDescr, rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType, sellColIndType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateSlicedEll(spMatDescr, rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType, sellColIndType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateSlicedEll(bd, spMatDescr, rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType, sellColIndType, idxBase, valueType) bd_inline_cusparseCreateSlicedEll(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType, sellColIndType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateConstSlicedEll(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize, int64_t sliceSize, const void *sellSliceOffsets, const void *sellColInd, const void *sellValues, cusparseIndexType_t sellSliceOffsetsType, cusparseIndexType_t sellColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateConstSlicedEll(bd, spMatDescr, rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType, sellColIndType, idxBase, valueType);
}

static inline cusparseStatus_t bd_inline_cusparseCreateConstSlicedEll(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize, int64_t sliceSize, const void *sellSliceOffsets, const void *sellColInd, const void *sellValues, cusparseIndexType_t sellSliceOffsetsType, cusparseIndexType_t sellColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateConstSlicedEll)(spMatDescr, rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType, sellColIndType, idxBase, valueType)
                                 : bd_gen_at_cusparseCreateConstSlicedEll(spMatDescr, rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType, sellColIndType, idxBase, valueType, bd, bd_file, bd_line);
}
#define bd_cusparseCreateConstSlicedEll(bd, spMatDescr, rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType, sellColIndType, idxBase, valueType) bd_inline_cusparseCreateConstSlicedEll(__FILE__, __LINE__, bd, spMatDescr, rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType, sellColIndType, idxBase, valueType)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateDnMat(cusparseDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld, void *values, cudaDataType valueType, cusparseOrder_t order, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateDnMat(bd, dnMatDescr, rows, cols, ld, values, valueType, order);
}

static inline cusparseStatus_t bd_inline_cusparseCreateDnMat(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld, void *values, cudaDataType valueType, cusparseOrder_t order)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateDnMat)(dnMatDescr, rows, cols, ld, values, valueType, order)
                                 : bd_gen_at_cusparseCreateDnMat(dnMatDescr, rows, cols, ld, values, valueType, order, bd, bd_file, bd_line);
}
#define bd_cusparseCreateDnMat(bd, dnMatDescr, rows, cols, ld, values, valueType, order) bd_inline_cusparseCreateDnMat(__FILE__, __LINE__, bd, dnMatDescr, rows, cols, ld, values, valueType, order)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseCreateConstDnMat(cusparseConstDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld, const void *values, cudaDataType valueType, cusparseOrder_t order, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseCreateConstDnMat(bd, dnMatDescr, rows, cols, ld, values, valueType, order);
}

static inline cusparseStatus_t bd_inline_cusparseCreateConstDnMat(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld, const void *values, cudaDataType valueType, cusparseOrder_t order)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreateConstDnMat)(dnMatDescr, rows, cols, ld, values, valueType, order)
                                 : bd_gen_at_cusparseCreateConstDnMat(dnMatDescr, rows, cols, ld, values, valueType, order, bd, bd_file, bd_line);
}
#define bd_cusparseCreateConstDnMat(bd, dnMatDescr, rows, cols, ld, values, valueType, order) bd_inline_cusparseCreateConstDnMat(__FILE__, __LINE__, bd, dnMatDescr, rows, cols, ld, values, valueType, order)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDestroyDnMat(cusparseConstDnMatDescr_t dnMatDescr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDestroyDnMat(bd, dnMatDescr);
}

static inline cusparseStatus_t bd_inline_cusparseDestroyDnMat(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstDnMatDescr_t dnMatDescr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroyDnMat)(dnMatDescr)
                                 : bd_gen_at_cusparseDestroyDnMat(dnMatDescr, bd, bd_file, bd_line);
}
#define bd_cusparseDestroyDnMat(bd, dnMatDescr) bd_inline_cusparseDestroyDnMat(__FILE__, __LINE__, bd, dnMatDescr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDnMatGet(cusparseDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld, void **values, cudaDataType *type, cusparseOrder_t *order, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDnMatGet(bd, dnMatDescr, rows, cols, ld, values, type, order);
}

static inline cusparseStatus_t bd_inline_cusparseDnMatGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld, void **values, cudaDataType *type, cusparseOrder_t *order)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDnMatGet)(dnMatDescr, rows, cols, ld, values, type, order)
                                 : bd_gen_at_cusparseDnMatGet(dnMatDescr, rows, cols, ld, values, type, order, bd, bd_file, bd_line);
}
#define bd_cusparseDnMatGet(bd, dnMatDescr, rows, cols, ld, values, type, order) bd_inline_cusparseDnMatGet(__FILE__, __LINE__, bd, dnMatDescr, rows, cols, ld, values, type, order)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseConstDnMatGet(cusparseConstDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld, const void **values, cudaDataType *type, cusparseOrder_t *order, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseConstDnMatGet(bd, dnMatDescr, rows, cols, ld, values, type, order);
}

static inline cusparseStatus_t bd_inline_cusparseConstDnMatGet(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld, const void **values, cudaDataType *type, cusparseOrder_t *order)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseConstDnMatGet)(dnMatDescr, rows, cols, ld, values, type, order)
                                 : bd_gen_at_cusparseConstDnMatGet(dnMatDescr, rows, cols, ld, values, type, order, bd, bd_file, bd_line);
}
#define bd_cusparseConstDnMatGet(bd, dnMatDescr, rows, cols, ld, values, type, order) bd_inline_cusparseConstDnMatGet(__FILE__, __LINE__, bd, dnMatDescr, rows, cols, ld, values, type, order)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDnMatGetValues(cusparseDnMatDescr_t dnMatDescr, void **values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDnMatGetValues(bd, dnMatDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseDnMatGetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseDnMatDescr_t dnMatDescr, void **values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDnMatGetValues)(dnMatDescr, values)
                                 : bd_gen_at_cusparseDnMatGetValues(dnMatDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseDnMatGetValues(bd, dnMatDescr, values) bd_inline_cusparseDnMatGetValues(__FILE__, __LINE__, bd, dnMatDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseConstDnMatGetValues(cusparseConstDnMatDescr_t dnMatDescr, const void **values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseConstDnMatGetValues(bd, dnMatDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseConstDnMatGetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstDnMatDescr_t dnMatDescr, const void **values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseConstDnMatGetValues)(dnMatDescr, values)
                                 : bd_gen_at_cusparseConstDnMatGetValues(dnMatDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseConstDnMatGetValues(bd, dnMatDescr, values) bd_inline_cusparseConstDnMatGetValues(__FILE__, __LINE__, bd, dnMatDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDnMatSetValues(cusparseDnMatDescr_t dnMatDescr, void *values, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDnMatSetValues(bd, dnMatDescr, values);
}

static inline cusparseStatus_t bd_inline_cusparseDnMatSetValues(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseDnMatDescr_t dnMatDescr, void *values)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDnMatSetValues)(dnMatDescr, values)
                                 : bd_gen_at_cusparseDnMatSetValues(dnMatDescr, values, bd, bd_file, bd_line);
}
#define bd_cusparseDnMatSetValues(bd, dnMatDescr, values) bd_inline_cusparseDnMatSetValues(__FILE__, __LINE__, bd, dnMatDescr, values)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDnMatSetStridedBatch(cusparseDnMatDescr_t dnMatDescr, int batchCount, int64_t batchStride, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDnMatSetStridedBatch(bd, dnMatDescr, batchCount, batchStride);
}

static inline cusparseStatus_t bd_inline_cusparseDnMatSetStridedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseDnMatDescr_t dnMatDescr, int batchCount, int64_t batchStride)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDnMatSetStridedBatch)(dnMatDescr, batchCount, batchStride)
                                 : bd_gen_at_cusparseDnMatSetStridedBatch(dnMatDescr, batchCount, batchStride, bd, bd_file, bd_line);
}
#define bd_cusparseDnMatSetStridedBatch(bd, dnMatDescr, batchCount, batchStride) bd_inline_cusparseDnMatSetStridedBatch(__FILE__, __LINE__, bd, dnMatDescr, batchCount, batchStride)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDnMatGetStridedBatch(cusparseConstDnMatDescr_t dnMatDescr, int *batchCount, int64_t *batchStride, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDnMatGetStridedBatch(bd, dnMatDescr, batchCount, batchStride);
}

static inline cusparseStatus_t bd_inline_cusparseDnMatGetStridedBatch(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseConstDnMatDescr_t dnMatDescr, int *batchCount, int64_t *batchStride)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDnMatGetStridedBatch)(dnMatDescr, batchCount, batchStride)
                                 : bd_gen_at_cusparseDnMatGetStridedBatch(dnMatDescr, batchCount, batchStride, bd, bd_file, bd_line);
}
#define bd_cusparseDnMatGetStridedBatch(bd, dnMatDescr, batchCount, batchStride) bd_inline_cusparseDnMatGetStridedBatch(__FILE__, __LINE__, bd, dnMatDescr, batchCount, batchStride)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseAxpby(cusparseHandle_t handle, const void *alpha, cusparseConstSpVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseAxpby(bd, handle, alpha, vecX, beta, vecY);
}

static inline cusparseStatus_t bd_inline_cusparseAxpby(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, const void *alpha, cusparseConstSpVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseAxpby)(handle, alpha, vecX, beta, vecY)
                                 : bd_gen_at_cusparseAxpby(handle, alpha, vecX, beta, vecY, bd, bd_file, bd_line);
}
#define bd_cusparseAxpby(bd, handle, alpha, vecX, beta, vecY) bd_inline_cusparseAxpby(__FILE__, __LINE__, bd, handle, alpha, vecX, beta, vecY)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseGather(cusparseHandle_t handle, cusparseConstDnVecDescr_t vecY, cusparseSpVecDescr_t vecX, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseGather(bd, handle, vecY, vecX);
}

static inline cusparseStatus_t bd_inline_cusparseGather(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseConstDnVecDescr_t vecY, cusparseSpVecDescr_t vecX)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseGather)(handle, vecY, vecX)
                                 : bd_gen_at_cusparseGather(handle, vecY, vecX, bd, bd_file, bd_line);
}
#define bd_cusparseGather(bd, handle, vecY, vecX) bd_inline_cusparseGather(__FILE__, __LINE__, bd, handle, vecY, vecX)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseScatter(cusparseHandle_t handle, cusparseConstSpVecDescr_t vecX, cusparseDnVecDescr_t vecY, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseScatter(bd, handle, vecX, vecY);
}

static inline cusparseStatus_t bd_inline_cusparseScatter(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseConstSpVecDescr_t vecX, cusparseDnVecDescr_t vecY)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseScatter)(handle, vecX, vecY)
                                 : bd_gen_at_cusparseScatter(handle, vecX, vecY, bd, bd_file, bd_line);
}
#define bd_cusparseScatter(bd, handle, vecX, vecY) bd_inline_cusparseScatter(__FILE__, __LINE__, bd, handle, vecX, vecY)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseRot(cusparseHandle_t handle, const void *c_coeff, const void *s_coeff, cusparseSpVecDescr_t vecX, cusparseDnVecDescr_t vecY, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseRot(bd, handle, c_coeff, s_coeff, vecX, vecY);
}

static inline cusparseStatus_t bd_inline_cusparseRot(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, const void *c_coeff, const void *s_coeff, cusparseSpVecDescr_t vecX, cusparseDnVecDescr_t vecY)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseRot)(handle, c_coeff, s_coeff, vecX, vecY)
                                 : bd_gen_at_cusparseRot(handle, c_coeff, s_coeff, vecX, vecY, bd, bd_file, bd_line);
}
#define bd_cusparseRot(bd, handle, c_coeff, s_coeff, vecX, vecY) bd_inline_cusparseRot(__FILE__, __LINE__, bd, handle, c_coeff, s_coeff, vecX, vecY)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpVV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, const void *result, cudaDataType computeType, size_t *bufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpVV_bufferSize(bd, handle, opX, vecX, vecY, result, computeType, bufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSpVV_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, const void *result, cudaDataType computeType, size_t *bufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpVV_bufferSize)(handle, opX, vecX, vecY, result, computeType, bufferSize)
                                 : bd_gen_at_cusparseSpVV_bufferSize(handle, opX, vecX, vecY, result, computeType, bufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSpVV_bufferSize(bd, handle, opX, vecX, vecY, result, computeType, bufferSize) bd_inline_cusparseSpVV_bufferSize(__FILE__, __LINE__, bd, handle, opX, vecX, vecY, result, computeType, bufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpVV(cusparseHandle_t handle, cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, void *result, cudaDataType computeType, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpVV(bd, handle, opX, vecX, vecY, result, computeType, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpVV(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, void *result, cudaDataType computeType, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpVV)(handle, opX, vecX, vecY, result, computeType, externalBuffer)
                                 : bd_gen_at_cusparseSpVV(handle, opX, vecX, vecY, result, computeType, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpVV(bd, handle, opX, vecX, vecY, result, computeType, externalBuffer) bd_inline_cusparseSpVV(__FILE__, __LINE__, bd, handle, opX, vecX, vecY, result, computeType, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSparseToDense_bufferSize(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, size_t *bufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSparseToDense_bufferSize(bd, handle, matA, matB, alg, bufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSparseToDense_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, size_t *bufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSparseToDense_bufferSize)(handle, matA, matB, alg, bufferSize)
                                 : bd_gen_at_cusparseSparseToDense_bufferSize(handle, matA, matB, alg, bufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSparseToDense_bufferSize(bd, handle, matA, matB, alg, bufferSize) bd_inline_cusparseSparseToDense_bufferSize(__FILE__, __LINE__, bd, handle, matA, matB, alg, bufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSparseToDense(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSparseToDense(bd, handle, matA, matB, alg, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSparseToDense(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSparseToDense)(handle, matA, matB, alg, externalBuffer)
                                 : bd_gen_at_cusparseSparseToDense(handle, matA, matB, alg, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSparseToDense(bd, handle, matA, matB, alg, externalBuffer) bd_inline_cusparseSparseToDense(__FILE__, __LINE__, bd, handle, matA, matB, alg, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDenseToSparse_bufferSize(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, size_t *bufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDenseToSparse_bufferSize(bd, handle, matA, matB, alg, bufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseDenseToSparse_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, size_t *bufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDenseToSparse_bufferSize)(handle, matA, matB, alg, bufferSize)
                                 : bd_gen_at_cusparseDenseToSparse_bufferSize(handle, matA, matB, alg, bufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseDenseToSparse_bufferSize(bd, handle, matA, matB, alg, bufferSize) bd_inline_cusparseDenseToSparse_bufferSize(__FILE__, __LINE__, bd, handle, matA, matB, alg, bufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDenseToSparse_analysis(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDenseToSparse_analysis(bd, handle, matA, matB, alg, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDenseToSparse_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDenseToSparse_analysis)(handle, matA, matB, alg, externalBuffer)
                                 : bd_gen_at_cusparseDenseToSparse_analysis(handle, matA, matB, alg, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDenseToSparse_analysis(bd, handle, matA, matB, alg, externalBuffer) bd_inline_cusparseDenseToSparse_analysis(__FILE__, __LINE__, bd, handle, matA, matB, alg, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseDenseToSparse_convert(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseDenseToSparse_convert(bd, handle, matA, matB, alg, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseDenseToSparse_convert(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDenseToSparse_convert)(handle, matA, matB, alg, externalBuffer)
                                 : bd_gen_at_cusparseDenseToSparse_convert(handle, matA, matB, alg, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseDenseToSparse_convert(bd, handle, matA, matB, alg, externalBuffer) bd_inline_cusparseDenseToSparse_convert(__FILE__, __LINE__, bd, handle, matA, matB, alg, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMV(bd, handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpMV(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMV)(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, externalBuffer)
                                 : bd_gen_at_cusparseSpMV(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpMV(bd, handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, externalBuffer) bd_inline_cusparseSpMV(__FILE__, __LINE__, bd, handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, size_t *bufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMV_bufferSize(bd, handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, bufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSpMV_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, size_t *bufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMV_bufferSize)(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, bufferSize)
                                 : bd_gen_at_cusparseSpMV_bufferSize(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, bufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSpMV_bufferSize(bd, handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, bufferSize) bd_inline_cusparseSpMV_bufferSize(__FILE__, __LINE__, bd, handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, bufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMV_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMV_preprocess(bd, handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpMV_preprocess(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMV_preprocess)(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, externalBuffer)
                                 : bd_gen_at_cusparseSpMV_preprocess(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpMV_preprocess(bd, handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, externalBuffer) bd_inline_cusparseSpMV_preprocess(__FILE__, __LINE__, bd, handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSV_createDescr(cusparseSpSVDescr_t *descr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSV_createDescr(bd, descr);
}

static inline cusparseStatus_t bd_inline_cusparseSpSV_createDescr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpSVDescr_t *descr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSV_createDescr)(descr)
                                 : bd_gen_at_cusparseSpSV_createDescr(descr, bd, bd_file, bd_line);
}
#define bd_cusparseSpSV_createDescr(bd, descr) bd_inline_cusparseSpSV_createDescr(__FILE__, __LINE__, bd, descr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSV_destroyDescr(cusparseSpSVDescr_t descr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSV_destroyDescr(bd, descr);
}

static inline cusparseStatus_t bd_inline_cusparseSpSV_destroyDescr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpSVDescr_t descr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSV_destroyDescr)(descr)
                                 : bd_gen_at_cusparseSpSV_destroyDescr(descr, bd, bd_file, bd_line);
}
#define bd_cusparseSpSV_destroyDescr(bd, descr) bd_inline_cusparseSpSV_destroyDescr(__FILE__, __LINE__, bd, descr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, size_t *bufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSV_bufferSize(bd, handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr, bufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSpSV_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, size_t *bufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSV_bufferSize)(handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr, bufferSize)
                                 : bd_gen_at_cusparseSpSV_bufferSize(handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr, bufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSpSV_bufferSize(bd, handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr, bufferSize) bd_inline_cusparseSpSV_bufferSize(__FILE__, __LINE__, bd, handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr, bufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSV_analysis(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSV_analysis(bd, handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpSV_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSV_analysis)(handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr, externalBuffer)
                                 : bd_gen_at_cusparseSpSV_analysis(handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpSV_analysis(bd, handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr, externalBuffer) bd_inline_cusparseSpSV_analysis(__FILE__, __LINE__, bd, handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSV_solve(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSV_solve(bd, handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr);
}

static inline cusparseStatus_t bd_inline_cusparseSpSV_solve(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSV_solve)(handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr)
                                 : bd_gen_at_cusparseSpSV_solve(handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr, bd, bd_file, bd_line);
}
#define bd_cusparseSpSV_solve(bd, handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr) bd_inline_cusparseSpSV_solve(__FILE__, __LINE__, bd, handle, opA, alpha, matA, vecX, vecY, computeType, alg, spsvDescr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSV_updateMatrix(cusparseHandle_t handle, cusparseSpSVDescr_t spsvDescr, void *newValues, cusparseSpSVUpdate_t updatePart, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSV_updateMatrix(bd, handle, spsvDescr, newValues, updatePart);
}

static inline cusparseStatus_t bd_inline_cusparseSpSV_updateMatrix(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseSpSVDescr_t spsvDescr, void *newValues, cusparseSpSVUpdate_t updatePart)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSV_updateMatrix)(handle, spsvDescr, newValues, updatePart)
                                 : bd_gen_at_cusparseSpSV_updateMatrix(handle, spsvDescr, newValues, updatePart, bd, bd_file, bd_line);
}
#define bd_cusparseSpSV_updateMatrix(bd, handle, spsvDescr, newValues, updatePart) bd_inline_cusparseSpSV_updateMatrix(__FILE__, __LINE__, bd, handle, spsvDescr, newValues, updatePart)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSM_createDescr(cusparseSpSMDescr_t *descr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSM_createDescr(bd, descr);
}

static inline cusparseStatus_t bd_inline_cusparseSpSM_createDescr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpSMDescr_t *descr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSM_createDescr)(descr)
                                 : bd_gen_at_cusparseSpSM_createDescr(descr, bd, bd_file, bd_line);
}
#define bd_cusparseSpSM_createDescr(bd, descr) bd_inline_cusparseSpSM_createDescr(__FILE__, __LINE__, bd, descr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSM_destroyDescr(cusparseSpSMDescr_t descr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSM_destroyDescr(bd, descr);
}

static inline cusparseStatus_t bd_inline_cusparseSpSM_destroyDescr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpSMDescr_t descr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSM_destroyDescr)(descr)
                                 : bd_gen_at_cusparseSpSM_destroyDescr(descr, bd, bd_file, bd_line);
}
#define bd_cusparseSpSM_destroyDescr(bd, descr) bd_inline_cusparseSpSM_destroyDescr(__FILE__, __LINE__, bd, descr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, size_t *bufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSM_bufferSize(bd, handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, bufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSpSM_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, size_t *bufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSM_bufferSize)(handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, bufferSize)
                                 : bd_gen_at_cusparseSpSM_bufferSize(handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, bufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSpSM_bufferSize(bd, handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, bufferSize) bd_inline_cusparseSpSM_bufferSize(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, bufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSM_analysis(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSM_analysis(bd, handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpSM_analysis(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSM_analysis)(handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, externalBuffer)
                                 : bd_gen_at_cusparseSpSM_analysis(handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpSM_analysis(bd, handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, externalBuffer) bd_inline_cusparseSpSM_analysis(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSM_solve(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSM_solve(bd, handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr);
}

static inline cusparseStatus_t bd_inline_cusparseSpSM_solve(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSM_solve)(handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr)
                                 : bd_gen_at_cusparseSpSM_solve(handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, bd, bd_file, bd_line);
}
#define bd_cusparseSpSM_solve(bd, handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr) bd_inline_cusparseSpSM_solve(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpSM_updateMatrix(cusparseHandle_t handle, cusparseSpSMDescr_t spsmDescr, void *newValues, cusparseSpSMUpdate_t updatePart, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpSM_updateMatrix(bd, handle, spsmDescr, newValues, updatePart);
}

static inline cusparseStatus_t bd_inline_cusparseSpSM_updateMatrix(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseSpSMDescr_t spsmDescr, void *newValues, cusparseSpSMUpdate_t updatePart)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpSM_updateMatrix)(handle, spsmDescr, newValues, updatePart)
                                 : bd_gen_at_cusparseSpSM_updateMatrix(handle, spsmDescr, newValues, updatePart, bd, bd_file, bd_line);
}
#define bd_cusparseSpSM_updateMatrix(bd, handle, spsmDescr, newValues, updatePart) bd_inline_cusparseSpSM_updateMatrix(__FILE__, __LINE__, bd, handle, spsmDescr, newValues, updatePart)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, size_t *bufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMM_bufferSize(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, bufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSpMM_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, size_t *bufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMM_bufferSize)(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, bufferSize)
                                 : bd_gen_at_cusparseSpMM_bufferSize(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, bufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSpMM_bufferSize(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, bufferSize) bd_inline_cusparseSpMM_bufferSize(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, bufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMM_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMM_preprocess(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpMM_preprocess(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMM_preprocess)(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer)
                                 : bd_gen_at_cusparseSpMM_preprocess(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpMM_preprocess(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer) bd_inline_cusparseSpMM_preprocess(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMM(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpMM(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMM)(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer)
                                 : bd_gen_at_cusparseSpMM(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpMM(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer) bd_inline_cusparseSpMM(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t *descr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpGEMM_createDescr(bd, descr);
}

static inline cusparseStatus_t bd_inline_cusparseSpGEMM_createDescr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpGEMMDescr_t *descr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpGEMM_createDescr)(descr)
                                 : bd_gen_at_cusparseSpGEMM_createDescr(descr, bd, bd_file, bd_line);
}
#define bd_cusparseSpGEMM_createDescr(bd, descr) bd_inline_cusparseSpGEMM_createDescr(__FILE__, __LINE__, bd, descr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t descr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpGEMM_destroyDescr(bd, descr);
}

static inline cusparseStatus_t bd_inline_cusparseSpGEMM_destroyDescr(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpGEMMDescr_t descr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpGEMM_destroyDescr)(descr)
                                 : bd_gen_at_cusparseSpGEMM_destroyDescr(descr, bd, bd_file, bd_line);
}
#define bd_cusparseSpGEMM_destroyDescr(bd, descr) bd_inline_cusparseSpGEMM_destroyDescr(__FILE__, __LINE__, bd, descr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpGEMM_workEstimation(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpGEMM_workEstimation(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bufferSize1, externalBuffer1);
}

static inline cusparseStatus_t bd_inline_cusparseSpGEMM_workEstimation(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpGEMM_workEstimation)(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bufferSize1, externalBuffer1)
                                 : bd_gen_at_cusparseSpGEMM_workEstimation(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bufferSize1, externalBuffer1, bd, bd_file, bd_line);
}
#define bd_cusparseSpGEMM_workEstimation(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bufferSize1, externalBuffer1) bd_inline_cusparseSpGEMM_workEstimation(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bufferSize1, externalBuffer1)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpGEMM_getNumProducts(cusparseSpGEMMDescr_t spgemmDescr, int64_t *num_prods, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpGEMM_getNumProducts(bd, spgemmDescr, num_prods);
}

static inline cusparseStatus_t bd_inline_cusparseSpGEMM_getNumProducts(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpGEMMDescr_t spgemmDescr, int64_t *num_prods)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpGEMM_getNumProducts)(spgemmDescr, num_prods)
                                 : bd_gen_at_cusparseSpGEMM_getNumProducts(spgemmDescr, num_prods, bd, bd_file, bd_line);
}
#define bd_cusparseSpGEMM_getNumProducts(bd, spgemmDescr, num_prods) bd_inline_cusparseSpGEMM_getNumProducts(__FILE__, __LINE__, bd, spgemmDescr, num_prods)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpGEMM_estimateMemory(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, float chunk_fraction, size_t *bufferSize3, void *externalBuffer3, size_t *bufferSize2, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpGEMM_estimateMemory(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, chunk_fraction, bufferSize3, externalBuffer3, bufferSize2);
}

static inline cusparseStatus_t bd_inline_cusparseSpGEMM_estimateMemory(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, float chunk_fraction, size_t *bufferSize3, void *externalBuffer3, size_t *bufferSize2)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpGEMM_estimateMemory)(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, chunk_fraction, bufferSize3, externalBuffer3, bufferSize2)
                                 : bd_gen_at_cusparseSpGEMM_estimateMemory(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, chunk_fraction, bufferSize3, externalBuffer3, bufferSize2, bd, bd_file, bd_line);
}
#define bd_cusparseSpGEMM_estimateMemory(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, chunk_fraction, bufferSize3, externalBuffer3, bufferSize2) bd_inline_cusparseSpGEMM_estimateMemory(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, chunk_fraction, bufferSize3, externalBuffer3, bufferSize2)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpGEMM_compute(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpGEMM_compute(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bufferSize2, externalBuffer2);
}

static inline cusparseStatus_t bd_inline_cusparseSpGEMM_compute(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpGEMM_compute)(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bufferSize2, externalBuffer2)
                                 : bd_gen_at_cusparseSpGEMM_compute(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bufferSize2, externalBuffer2, bd, bd_file, bd_line);
}
#define bd_cusparseSpGEMM_compute(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bufferSize2, externalBuffer2) bd_inline_cusparseSpGEMM_compute(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bufferSize2, externalBuffer2)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpGEMM_copy(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpGEMM_copy(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr);
}

static inline cusparseStatus_t bd_inline_cusparseSpGEMM_copy(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpGEMM_copy)(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr)
                                 : bd_gen_at_cusparseSpGEMM_copy(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bd, bd_file, bd_line);
}
#define bd_cusparseSpGEMM_copy(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr) bd_inline_cusparseSpGEMM_copy(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpGEMMreuse_workEstimation(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpGEMMreuse_workEstimation(bd, handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize1, externalBuffer1);
}

static inline cusparseStatus_t bd_inline_cusparseSpGEMMreuse_workEstimation(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpGEMMreuse_workEstimation)(handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize1, externalBuffer1)
                                 : bd_gen_at_cusparseSpGEMMreuse_workEstimation(handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize1, externalBuffer1, bd, bd_file, bd_line);
}
#define bd_cusparseSpGEMMreuse_workEstimation(bd, handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize1, externalBuffer1) bd_inline_cusparseSpGEMMreuse_workEstimation(__FILE__, __LINE__, bd, handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize1, externalBuffer1)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpGEMMreuse_nnz(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2, size_t *bufferSize3, void *externalBuffer3, size_t *bufferSize4, void *externalBuffer4, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpGEMMreuse_nnz(bd, handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize2, externalBuffer2, bufferSize3, externalBuffer3, bufferSize4, externalBuffer4);
}

static inline cusparseStatus_t bd_inline_cusparseSpGEMMreuse_nnz(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2, size_t *bufferSize3, void *externalBuffer3, size_t *bufferSize4, void *externalBuffer4)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpGEMMreuse_nnz)(handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize2, externalBuffer2, bufferSize3, externalBuffer3, bufferSize4, externalBuffer4)
                                 : bd_gen_at_cusparseSpGEMMreuse_nnz(handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize2, externalBuffer2, bufferSize3, externalBuffer3, bufferSize4, externalBuffer4, bd, bd_file, bd_line);
}
#define bd_cusparseSpGEMMreuse_nnz(bd, handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize2, externalBuffer2, bufferSize3, externalBuffer3, bufferSize4, externalBuffer4) bd_inline_cusparseSpGEMMreuse_nnz(__FILE__, __LINE__, bd, handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize2, externalBuffer2, bufferSize3, externalBuffer3, bufferSize4, externalBuffer4)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpGEMMreuse_copy(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize5, void *externalBuffer5, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpGEMMreuse_copy(bd, handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize5, externalBuffer5);
}

static inline cusparseStatus_t bd_inline_cusparseSpGEMMreuse_copy(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize5, void *externalBuffer5)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpGEMMreuse_copy)(handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize5, externalBuffer5)
                                 : bd_gen_at_cusparseSpGEMMreuse_copy(handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize5, externalBuffer5, bd, bd_file, bd_line);
}
#define bd_cusparseSpGEMMreuse_copy(bd, handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize5, externalBuffer5) bd_inline_cusparseSpGEMMreuse_copy(__FILE__, __LINE__, bd, handle, opA, opB, matA, matB, matC, alg, spgemmDescr, bufferSize5, externalBuffer5)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpGEMMreuse_compute(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpGEMMreuse_compute(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr);
}

static inline cusparseStatus_t bd_inline_cusparseSpGEMMreuse_compute(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpGEMMreuse_compute)(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr)
                                 : bd_gen_at_cusparseSpGEMMreuse_compute(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr, bd, bd_file, bd_line);
}
#define bd_cusparseSpGEMMreuse_compute(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr) bd_inline_cusparseSpGEMMreuse_compute(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, spgemmDescr)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSDDMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, size_t *bufferSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSDDMM_bufferSize(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, bufferSize);
}

static inline cusparseStatus_t bd_inline_cusparseSDDMM_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, size_t *bufferSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSDDMM_bufferSize)(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, bufferSize)
                                 : bd_gen_at_cusparseSDDMM_bufferSize(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, bufferSize, bd, bd_file, bd_line);
}
#define bd_cusparseSDDMM_bufferSize(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, bufferSize) bd_inline_cusparseSDDMM_bufferSize(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, bufferSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSDDMM_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSDDMM_preprocess(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSDDMM_preprocess(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSDDMM_preprocess)(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer)
                                 : bd_gen_at_cusparseSDDMM_preprocess(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSDDMM_preprocess(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer) bd_inline_cusparseSDDMM_preprocess(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSDDMM(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSDDMM(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSDDMM(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSDDMM)(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer)
                                 : bd_gen_at_cusparseSDDMM(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSDDMM(bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer) bd_inline_cusparseSDDMM(__FILE__, __LINE__, bd, handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMMOp_createPlan(cusparseHandle_t handle, cusparseSpMMOpPlan_t *plan, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMOpAlg_t alg, const void *addOperationNvvmBuffer, size_t addOperationBufferSize, const void *mulOperationNvvmBuffer, size_t mulOperationBufferSize, const void *epilogueNvvmBuffer, size_t epilogueBufferSize, size_t *SpMMWorkspaceSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMMOp_createPlan(bd, handle, plan, opA, opB, matA, matB, matC, computeType, alg, addOperationNvvmBuffer, addOperationBufferSize, mulOperationNvvmBuffer, mulOperationBufferSize, epilogueNvvmBuffer, epilogueBufferSize, SpMMWorkspaceSize);
}

static inline cusparseStatus_t bd_inline_cusparseSpMMOp_createPlan(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseHandle_t handle, cusparseSpMMOpPlan_t *plan, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMOpAlg_t alg, const void *addOperationNvvmBuffer, size_t addOperationBufferSize, const void *mulOperationNvvmBuffer, size_t mulOperationBufferSize, const void *epilogueNvvmBuffer, size_t epilogueBufferSize, size_t *SpMMWorkspaceSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMMOp_createPlan)(handle, plan, opA, opB, matA, matB, matC, computeType, alg, addOperationNvvmBuffer, addOperationBufferSize, mulOperationNvvmBuffer, mulOperationBufferSize, epilogueNvvmBuffer, epilogueBufferSize, SpMMWorkspaceSize)
                                 : bd_gen_at_cusparseSpMMOp_createPlan(handle, plan, opA, opB, matA, matB, matC, computeType, alg, addOperationNvvmBuffer, addOperationBufferSize, mulOperationNvvmBuffer, mulOperationBufferSize, epilogueNvvmBuffer, epilogueBufferSize, SpMMWorkspaceSize, bd, bd_file, bd_line);
}
#define bd_cusparseSpMMOp_createPlan(bd, handle, plan, opA, opB, matA, matB, matC, computeType, alg, addOperationNvvmBuffer, addOperationBufferSize, mulOperationNvvmBuffer, mulOperationBufferSize, epilogueNvvmBuffer, epilogueBufferSize, SpMMWorkspaceSize) bd_inline_cusparseSpMMOp_createPlan(__FILE__, __LINE__, bd, handle, plan, opA, opB, matA, matB, matC, computeType, alg, addOperationNvvmBuffer, addOperationBufferSize, mulOperationNvvmBuffer, mulOperationBufferSize, epilogueNvvmBuffer, epilogueBufferSize, SpMMWorkspaceSize)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMMOp(cusparseSpMMOpPlan_t plan, void *externalBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMMOp(bd, plan, externalBuffer);
}

static inline cusparseStatus_t bd_inline_cusparseSpMMOp(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMMOpPlan_t plan, void *externalBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMMOp)(plan, externalBuffer)
                                 : bd_gen_at_cusparseSpMMOp(plan, externalBuffer, bd, bd_file, bd_line);
}
#define bd_cusparseSpMMOp(bd, plan, externalBuffer) bd_inline_cusparseSpMMOp(__FILE__, __LINE__, bd, plan, externalBuffer)

BD_GEN_OUT_OF_LINE cusparseStatus_t bd_gen_at_cusparseSpMMOp_destroyPlan(cusparseSpMMOpPlan_t plan, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cusparseSpMMOp_destroyPlan(bd, plan);
}

static inline cusparseStatus_t bd_inline_cusparseSpMMOp_destroyPlan(const char *bd_file, int bd_line, bound_dev_t *bd, cusparseSpMMOpPlan_t plan)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSpMMOp_destroyPlan)(plan)
                                 : bd_gen_at_cusparseSpMMOp_destroyPlan(plan, bd, bd_file, bd_line);
}
#define bd_cusparseSpMMOp_destroyPlan(bd, plan) bd_inline_cusparseSpMMOp_destroyPlan(__FILE__, __LINE__, bd, plan)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in cusparse.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
