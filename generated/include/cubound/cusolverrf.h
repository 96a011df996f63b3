/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cusolverrf: a bd_ function for each of the 26 functions of cusolverRf.h that libcubound exports.
 * The 26 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return cusolverStatus_t; the
 * 0 context-free ones pass straight through. The functions themselves are found at run time
 * (libcusolver.so.12); one the loaded library lacks answers CUSOLVER_STATUS_NOT_SUPPORTED.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_CUSOLVERRF_H
#define CUBOUND_GENERATED_CUSOLVERRF_H

#include <cusolverRf.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as cusolverrf reports it; bd_last_error() says more. */
static inline cusolverStatus_t bd_gen_cusolverrf_binding_status(CUresult rc)
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
 * keeps its place in every generation (spec/slots/cusolverrf.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_cusolverrf_table {
    cusolverStatus_t (*pfn_cusolverRfCreate)(cusolverRfHandle_t *handle);
    cusolverStatus_t (*pfn_cusolverRfDestroy)(cusolverRfHandle_t handle);
    cusolverStatus_t (*pfn_cusolverRfGetMatrixFormat)(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag);
    cusolverStatus_t (*pfn_cusolverRfSetMatrixFormat)(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag);
    cusolverStatus_t (*pfn_cusolverRfSetNumericProperties)(cusolverRfHandle_t handle, double zero, double boost);
    cusolverStatus_t (*pfn_cusolverRfGetNumericProperties)(cusolverRfHandle_t handle, double *zero, double *boost);
    cusolverStatus_t (*pfn_cusolverRfGetNumericBoostReport)(cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report);
    cusolverStatus_t (*pfn_cusolverRfSetAlgs)(cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg);
    cusolverStatus_t (*pfn_cusolverRfGetAlgs)(cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg);
    cusolverStatus_t (*pfn_cusolverRfGetResetValuesFastMode)(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode);
    cusolverStatus_t (*pfn_cusolverRfSetResetValuesFastMode)(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode);
    cusolverStatus_t (*pfn_cusolverRfSetupHost)(int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle);
    cusolverStatus_t (*pfn_cusolverRfSetupDevice)(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle);
    cusolverStatus_t (*pfn_cusolverRfResetValues)(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle);
    cusolverStatus_t (*pfn_cusolverRfAnalyze)(cusolverRfHandle_t handle);
    cusolverStatus_t (*pfn_cusolverRfRefactor)(cusolverRfHandle_t handle);
    cusolverStatus_t (*pfn_cusolverRfAccessBundledFactorsDevice)(cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx);
    cusolverStatus_t (*pfn_cusolverRfExtractBundledFactorsHost)(cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx);
    cusolverStatus_t (*pfn_cusolverRfExtractSplitFactorsHost)(cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU);
    cusolverStatus_t (*pfn_cusolverRfSolve)(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf);
    cusolverStatus_t (*pfn_cusolverRfBatchSetupHost)(int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double * h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle);
    cusolverStatus_t (*pfn_cusolverRfBatchResetValues)(int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double * csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle);
    cusolverStatus_t (*pfn_cusolverRfBatchAnalyze)(cusolverRfHandle_t handle);
    cusolverStatus_t (*pfn_cusolverRfBatchRefactor)(cusolverRfHandle_t handle);
    cusolverStatus_t (*pfn_cusolverRfBatchSolve)(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double * XF_array[], int ldxf);
    cusolverStatus_t (*pfn_cusolverRfBatchZeroPivot)(cusolverRfHandle_t handle, int *position);
};
BD_API extern struct bd_gen_cusolverrf_table bd_gen_cusolverrf;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_CUSOLVERRF_ENTRIES 26

/* cusolverRfCreate.
 * Deprecated in CUDA.
 * Creates: handle.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfCreate(bound_dev_t *bd, cusolverRfHandle_t *handle);

/* cusolverRfDestroy.
 * Deprecated in CUDA.
 * Destroys: handle.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfDestroy(bound_dev_t *bd, cusolverRfHandle_t handle);

/* cusolverRfGetMatrixFormat.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: format, diag.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfGetMatrixFormat(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag);

/* cusolverRfSetMatrixFormat.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfSetMatrixFormat(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag);

/* cusolverRfSetNumericProperties.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfSetNumericProperties(bound_dev_t *bd, cusolverRfHandle_t handle, double zero, double boost);

/* cusolverRfGetNumericProperties.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: zero, boost.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfGetNumericProperties(bound_dev_t *bd, cusolverRfHandle_t handle, double *zero, double *boost);

/* cusolverRfGetNumericBoostReport.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: report.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfGetNumericBoostReport(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report);

/* cusolverRfSetAlgs.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfSetAlgs(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg);

/* cusolverRfGetAlgs.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: factAlg, solveAlg.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfGetAlgs(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg);

/* cusolverRfGetResetValuesFastMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: fastMode.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfGetResetValuesFastMode(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode);

/* cusolverRfSetResetValuesFastMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfSetResetValuesFastMode(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode);

/* cusolverRfSetupHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: h_csrRowPtrA, h_csrColIndA, h_csrValA, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfSetupHost(bound_dev_t *bd, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle);

/* cusolverRfSetupDevice.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: csrRowPtrA, csrColIndA, csrValA, csrRowPtrL, csrColIndL, csrValL, csrRowPtrU, csrColIndU, csrValU, P, Q.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfSetupDevice(bound_dev_t *bd, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle);

/* cusolverRfResetValues.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: csrRowPtrA, csrColIndA, csrValA, P, Q.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfResetValues(bound_dev_t *bd, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle);

/* cusolverRfAnalyze.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfAnalyze(bound_dev_t *bd, cusolverRfHandle_t handle);

/* cusolverRfRefactor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfRefactor(bound_dev_t *bd, cusolverRfHandle_t handle);

/* cusolverRfAccessBundledFactorsDevice.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: nnzM, Mp, Mi, Mx.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfAccessBundledFactorsDevice(bound_dev_t *bd, cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx);

/* cusolverRfExtractBundledFactorsHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: h_nnzM, h_Mp, h_Mi, h_Mx.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfExtractBundledFactorsHost(bound_dev_t *bd, cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx);

/* cusolverRfExtractSplitFactorsHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfExtractSplitFactorsHost(bound_dev_t *bd, cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU);

/* cusolverRfSolve.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: P, Q, Temp, XF.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfSolve(bound_dev_t *bd, cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf);

/* cusolverRfBatchSetupHost.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: h_csrRowPtrA, h_csrColIndA, h_csrValA_array, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfBatchSetupHost(bound_dev_t *bd, int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double * h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle);

/* cusolverRfBatchResetValues.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: csrRowPtrA, csrColIndA, csrValA_array, P, Q.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfBatchResetValues(bound_dev_t *bd, int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double * csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle);

/* cusolverRfBatchAnalyze.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfBatchAnalyze(bound_dev_t *bd, cusolverRfHandle_t handle);

/* cusolverRfBatchRefactor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfBatchRefactor(bound_dev_t *bd, cusolverRfHandle_t handle);

/* cusolverRfBatchSolve.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: P, Q, Temp, XF_array.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfBatchSolve(bound_dev_t *bd, cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double * XF_array[], int ldxf);

/* cusolverRfBatchZeroPivot.
 * Deprecated in CUDA.
 * Must belong to the binding's device: handle (cusolver_rf_handle).
 * Writes through: position.
 */
BD_API BD_DEPRECATED cusolverStatus_t bd_cusolverRfBatchZeroPivot(bound_dev_t *bd, cusolverRfHandle_t handle, int *position);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfCreate(cusolverRfHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfCreate(bd, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfCreate(cusolverRfHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfCreate(handle, bd, bd_file, bd_line) : bd_cusolverRfCreate(bd, handle);
}

static inline cusolverStatus_t bd_inline_cusolverRfCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfCreate)(handle)
                                 : bd_gen_at_cusolverRfCreate(handle, bd, bd_file, bd_line);
}
#define bd_cusolverRfCreate(bd, handle) bd_inline_cusolverRfCreate(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfDestroy(cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfDestroy(bd, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfDestroy(cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfDestroy(handle, bd, bd_file, bd_line) : bd_cusolverRfDestroy(bd, handle);
}

static inline cusolverStatus_t bd_inline_cusolverRfDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfDestroy)(handle)
                                 : bd_gen_at_cusolverRfDestroy(handle, bd, bd_file, bd_line);
}
#define bd_cusolverRfDestroy(bd, handle) bd_inline_cusolverRfDestroy(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfGetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfGetMatrixFormat(bd, handle, format, diag);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfGetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfGetMatrixFormat(handle, format, diag, bd, bd_file, bd_line) : bd_cusolverRfGetMatrixFormat(bd, handle, format, diag);
}

static inline cusolverStatus_t bd_inline_cusolverRfGetMatrixFormat(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetMatrixFormat)(handle, format, diag)
                                 : bd_gen_at_cusolverRfGetMatrixFormat(handle, format, diag, bd, bd_file, bd_line);
}
#define bd_cusolverRfGetMatrixFormat(bd, handle, format, diag) bd_inline_cusolverRfGetMatrixFormat(__FILE__, __LINE__, bd, handle, format, diag)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfSetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfSetMatrixFormat(bd, handle, format, diag);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfSetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfSetMatrixFormat(handle, format, diag, bd, bd_file, bd_line) : bd_cusolverRfSetMatrixFormat(bd, handle, format, diag);
}

static inline cusolverStatus_t bd_inline_cusolverRfSetMatrixFormat(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetMatrixFormat)(handle, format, diag)
                                 : bd_gen_at_cusolverRfSetMatrixFormat(handle, format, diag, bd, bd_file, bd_line);
}
#define bd_cusolverRfSetMatrixFormat(bd, handle, format, diag) bd_inline_cusolverRfSetMatrixFormat(__FILE__, __LINE__, bd, handle, format, diag)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfSetNumericProperties(cusolverRfHandle_t handle, double zero, double boost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfSetNumericProperties(bd, handle, zero, boost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfSetNumericProperties(cusolverRfHandle_t handle, double zero, double boost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfSetNumericProperties(handle, zero, boost, bd, bd_file, bd_line) : bd_cusolverRfSetNumericProperties(bd, handle, zero, boost);
}

static inline cusolverStatus_t bd_inline_cusolverRfSetNumericProperties(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, double zero, double boost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetNumericProperties)(handle, zero, boost)
                                 : bd_gen_at_cusolverRfSetNumericProperties(handle, zero, boost, bd, bd_file, bd_line);
}
#define bd_cusolverRfSetNumericProperties(bd, handle, zero, boost) bd_inline_cusolverRfSetNumericProperties(__FILE__, __LINE__, bd, handle, zero, boost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfGetNumericProperties(cusolverRfHandle_t handle, double *zero, double *boost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfGetNumericProperties(bd, handle, zero, boost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfGetNumericProperties(cusolverRfHandle_t handle, double *zero, double *boost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfGetNumericProperties(handle, zero, boost, bd, bd_file, bd_line) : bd_cusolverRfGetNumericProperties(bd, handle, zero, boost);
}

static inline cusolverStatus_t bd_inline_cusolverRfGetNumericProperties(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, double *zero, double *boost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericProperties)(handle, zero, boost)
                                 : bd_gen_at_cusolverRfGetNumericProperties(handle, zero, boost, bd, bd_file, bd_line);
}
#define bd_cusolverRfGetNumericProperties(bd, handle, zero, boost) bd_inline_cusolverRfGetNumericProperties(__FILE__, __LINE__, bd, handle, zero, boost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfGetNumericBoostReport(cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfGetNumericBoostReport(bd, handle, report);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfGetNumericBoostReport(cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfGetNumericBoostReport(handle, report, bd, bd_file, bd_line) : bd_cusolverRfGetNumericBoostReport(bd, handle, report);
}

static inline cusolverStatus_t bd_inline_cusolverRfGetNumericBoostReport(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericBoostReport)(handle, report)
                                 : bd_gen_at_cusolverRfGetNumericBoostReport(handle, report, bd, bd_file, bd_line);
}
#define bd_cusolverRfGetNumericBoostReport(bd, handle, report) bd_inline_cusolverRfGetNumericBoostReport(__FILE__, __LINE__, bd, handle, report)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfSetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfSetAlgs(bd, handle, factAlg, solveAlg);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfSetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfSetAlgs(handle, factAlg, solveAlg, bd, bd_file, bd_line) : bd_cusolverRfSetAlgs(bd, handle, factAlg, solveAlg);
}

static inline cusolverStatus_t bd_inline_cusolverRfSetAlgs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetAlgs)(handle, factAlg, solveAlg)
                                 : bd_gen_at_cusolverRfSetAlgs(handle, factAlg, solveAlg, bd, bd_file, bd_line);
}
#define bd_cusolverRfSetAlgs(bd, handle, factAlg, solveAlg) bd_inline_cusolverRfSetAlgs(__FILE__, __LINE__, bd, handle, factAlg, solveAlg)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfGetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfGetAlgs(bd, handle, factAlg, solveAlg);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfGetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfGetAlgs(handle, factAlg, solveAlg, bd, bd_file, bd_line) : bd_cusolverRfGetAlgs(bd, handle, factAlg, solveAlg);
}

static inline cusolverStatus_t bd_inline_cusolverRfGetAlgs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetAlgs)(handle, factAlg, solveAlg)
                                 : bd_gen_at_cusolverRfGetAlgs(handle, factAlg, solveAlg, bd, bd_file, bd_line);
}
#define bd_cusolverRfGetAlgs(bd, handle, factAlg, solveAlg) bd_inline_cusolverRfGetAlgs(__FILE__, __LINE__, bd, handle, factAlg, solveAlg)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfGetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfGetResetValuesFastMode(bd, handle, fastMode);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfGetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfGetResetValuesFastMode(handle, fastMode, bd, bd_file, bd_line) : bd_cusolverRfGetResetValuesFastMode(bd, handle, fastMode);
}

static inline cusolverStatus_t bd_inline_cusolverRfGetResetValuesFastMode(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetResetValuesFastMode)(handle, fastMode)
                                 : bd_gen_at_cusolverRfGetResetValuesFastMode(handle, fastMode, bd, bd_file, bd_line);
}
#define bd_cusolverRfGetResetValuesFastMode(bd, handle, fastMode) bd_inline_cusolverRfGetResetValuesFastMode(__FILE__, __LINE__, bd, handle, fastMode)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfSetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfSetResetValuesFastMode(bd, handle, fastMode);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfSetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfSetResetValuesFastMode(handle, fastMode, bd, bd_file, bd_line) : bd_cusolverRfSetResetValuesFastMode(bd, handle, fastMode);
}

static inline cusolverStatus_t bd_inline_cusolverRfSetResetValuesFastMode(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetResetValuesFastMode)(handle, fastMode)
                                 : bd_gen_at_cusolverRfSetResetValuesFastMode(handle, fastMode, bd, bd_file, bd_line);
}
#define bd_cusolverRfSetResetValuesFastMode(bd, handle, fastMode) bd_inline_cusolverRfSetResetValuesFastMode(__FILE__, __LINE__, bd, handle, fastMode)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfSetupHost(int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfSetupHost(bd, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfSetupHost(int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfSetupHost(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd, bd_file, bd_line) : bd_cusolverRfSetupHost(bd, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle);
}

static inline cusolverStatus_t bd_inline_cusolverRfSetupHost(const char *bd_file, int bd_line, bound_dev_t *bd, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupHost)(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle)
                                 : bd_gen_at_cusolverRfSetupHost(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd, bd_file, bd_line);
}
#define bd_cusolverRfSetupHost(bd, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle) bd_inline_cusolverRfSetupHost(__FILE__, __LINE__, bd, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfSetupDevice(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfSetupDevice(bd, n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfSetupDevice(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfSetupDevice(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle, bd, bd_file, bd_line) : bd_cusolverRfSetupDevice(bd, n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle);
}

static inline cusolverStatus_t bd_inline_cusolverRfSetupDevice(const char *bd_file, int bd_line, bound_dev_t *bd, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupDevice)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle)
                                 : bd_gen_at_cusolverRfSetupDevice(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle, bd, bd_file, bd_line);
}
#define bd_cusolverRfSetupDevice(bd, n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle) bd_inline_cusolverRfSetupDevice(__FILE__, __LINE__, bd, n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfResetValues(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfResetValues(bd, n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfResetValues(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfResetValues(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle, bd, bd_file, bd_line) : bd_cusolverRfResetValues(bd, n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle);
}

static inline cusolverStatus_t bd_inline_cusolverRfResetValues(const char *bd_file, int bd_line, bound_dev_t *bd, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfResetValues)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle)
                                 : bd_gen_at_cusolverRfResetValues(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle, bd, bd_file, bd_line);
}
#define bd_cusolverRfResetValues(bd, n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle) bd_inline_cusolverRfResetValues(__FILE__, __LINE__, bd, n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfAnalyze(cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfAnalyze(bd, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfAnalyze(cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfAnalyze(handle, bd, bd_file, bd_line) : bd_cusolverRfAnalyze(bd, handle);
}

static inline cusolverStatus_t bd_inline_cusolverRfAnalyze(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAnalyze)(handle)
                                 : bd_gen_at_cusolverRfAnalyze(handle, bd, bd_file, bd_line);
}
#define bd_cusolverRfAnalyze(bd, handle) bd_inline_cusolverRfAnalyze(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfRefactor(cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfRefactor(bd, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfRefactor(cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfRefactor(handle, bd, bd_file, bd_line) : bd_cusolverRfRefactor(bd, handle);
}

static inline cusolverStatus_t bd_inline_cusolverRfRefactor(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfRefactor)(handle)
                                 : bd_gen_at_cusolverRfRefactor(handle, bd, bd_file, bd_line);
}
#define bd_cusolverRfRefactor(bd, handle) bd_inline_cusolverRfRefactor(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfAccessBundledFactorsDevice(cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfAccessBundledFactorsDevice(bd, handle, nnzM, Mp, Mi, Mx);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfAccessBundledFactorsDevice(cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfAccessBundledFactorsDevice(handle, nnzM, Mp, Mi, Mx, bd, bd_file, bd_line) : bd_cusolverRfAccessBundledFactorsDevice(bd, handle, nnzM, Mp, Mi, Mx);
}

static inline cusolverStatus_t bd_inline_cusolverRfAccessBundledFactorsDevice(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAccessBundledFactorsDevice)(handle, nnzM, Mp, Mi, Mx)
                                 : bd_gen_at_cusolverRfAccessBundledFactorsDevice(handle, nnzM, Mp, Mi, Mx, bd, bd_file, bd_line);
}
#define bd_cusolverRfAccessBundledFactorsDevice(bd, handle, nnzM, Mp, Mi, Mx) bd_inline_cusolverRfAccessBundledFactorsDevice(__FILE__, __LINE__, bd, handle, nnzM, Mp, Mi, Mx)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfExtractBundledFactorsHost(cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfExtractBundledFactorsHost(bd, handle, h_nnzM, h_Mp, h_Mi, h_Mx);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfExtractBundledFactorsHost(cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfExtractBundledFactorsHost(handle, h_nnzM, h_Mp, h_Mi, h_Mx, bd, bd_file, bd_line) : bd_cusolverRfExtractBundledFactorsHost(bd, handle, h_nnzM, h_Mp, h_Mi, h_Mx);
}

static inline cusolverStatus_t bd_inline_cusolverRfExtractBundledFactorsHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractBundledFactorsHost)(handle, h_nnzM, h_Mp, h_Mi, h_Mx)
                                 : bd_gen_at_cusolverRfExtractBundledFactorsHost(handle, h_nnzM, h_Mp, h_Mi, h_Mx, bd, bd_file, bd_line);
}
#define bd_cusolverRfExtractBundledFactorsHost(bd, handle, h_nnzM, h_Mp, h_Mi, h_Mx) bd_inline_cusolverRfExtractBundledFactorsHost(__FILE__, __LINE__, bd, handle, h_nnzM, h_Mp, h_Mi, h_Mx)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfExtractSplitFactorsHost(cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfExtractSplitFactorsHost(bd, handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfExtractSplitFactorsHost(cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfExtractSplitFactorsHost(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, bd, bd_file, bd_line) : bd_cusolverRfExtractSplitFactorsHost(bd, handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU);
}

static inline cusolverStatus_t bd_inline_cusolverRfExtractSplitFactorsHost(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractSplitFactorsHost)(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU)
                                 : bd_gen_at_cusolverRfExtractSplitFactorsHost(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, bd, bd_file, bd_line);
}
#define bd_cusolverRfExtractSplitFactorsHost(bd, handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU) bd_inline_cusolverRfExtractSplitFactorsHost(__FILE__, __LINE__, bd, handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfSolve(bd, handle, P, Q, nrhs, Temp, ldt, XF, ldxf);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfSolve(handle, P, Q, nrhs, Temp, ldt, XF, ldxf, bd, bd_file, bd_line) : bd_cusolverRfSolve(bd, handle, P, Q, nrhs, Temp, ldt, XF, ldxf);
}

static inline cusolverStatus_t bd_inline_cusolverRfSolve(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSolve)(handle, P, Q, nrhs, Temp, ldt, XF, ldxf)
                                 : bd_gen_at_cusolverRfSolve(handle, P, Q, nrhs, Temp, ldt, XF, ldxf, bd, bd_file, bd_line);
}
#define bd_cusolverRfSolve(bd, handle, P, Q, nrhs, Temp, ldt, XF, ldxf) bd_inline_cusolverRfSolve(__FILE__, __LINE__, bd, handle, P, Q, nrhs, Temp, ldt, XF, ldxf)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfBatchSetupHost(int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double * h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfBatchSetupHost(bd, batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfBatchSetupHost(int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double * h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfBatchSetupHost(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd, bd_file, bd_line) : bd_cusolverRfBatchSetupHost(bd, batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle);
}

static inline cusolverStatus_t bd_inline_cusolverRfBatchSetupHost(const char *bd_file, int bd_line, bound_dev_t *bd, int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double * h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSetupHost)(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle)
                                 : bd_gen_at_cusolverRfBatchSetupHost(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd, bd_file, bd_line);
}
#define bd_cusolverRfBatchSetupHost(bd, batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle) bd_inline_cusolverRfBatchSetupHost(__FILE__, __LINE__, bd, batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfBatchResetValues(int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double * csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfBatchResetValues(bd, batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfBatchResetValues(int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double * csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfBatchResetValues(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle, bd, bd_file, bd_line) : bd_cusolverRfBatchResetValues(bd, batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle);
}

static inline cusolverStatus_t bd_inline_cusolverRfBatchResetValues(const char *bd_file, int bd_line, bound_dev_t *bd, int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double * csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchResetValues)(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle)
                                 : bd_gen_at_cusolverRfBatchResetValues(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle, bd, bd_file, bd_line);
}
#define bd_cusolverRfBatchResetValues(bd, batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle) bd_inline_cusolverRfBatchResetValues(__FILE__, __LINE__, bd, batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfBatchAnalyze(cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfBatchAnalyze(bd, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfBatchAnalyze(cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfBatchAnalyze(handle, bd, bd_file, bd_line) : bd_cusolverRfBatchAnalyze(bd, handle);
}

static inline cusolverStatus_t bd_inline_cusolverRfBatchAnalyze(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchAnalyze)(handle)
                                 : bd_gen_at_cusolverRfBatchAnalyze(handle, bd, bd_file, bd_line);
}
#define bd_cusolverRfBatchAnalyze(bd, handle) bd_inline_cusolverRfBatchAnalyze(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfBatchRefactor(cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfBatchRefactor(bd, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfBatchRefactor(cusolverRfHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfBatchRefactor(handle, bd, bd_file, bd_line) : bd_cusolverRfBatchRefactor(bd, handle);
}

static inline cusolverStatus_t bd_inline_cusolverRfBatchRefactor(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchRefactor)(handle)
                                 : bd_gen_at_cusolverRfBatchRefactor(handle, bd, bd_file, bd_line);
}
#define bd_cusolverRfBatchRefactor(bd, handle) bd_inline_cusolverRfBatchRefactor(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfBatchSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double * XF_array[], int ldxf, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfBatchSolve(bd, handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfBatchSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double * XF_array[], int ldxf, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfBatchSolve(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf, bd, bd_file, bd_line) : bd_cusolverRfBatchSolve(bd, handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf);
}

static inline cusolverStatus_t bd_inline_cusolverRfBatchSolve(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double * XF_array[], int ldxf)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSolve)(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf)
                                 : bd_gen_at_cusolverRfBatchSolve(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf, bd, bd_file, bd_line);
}
#define bd_cusolverRfBatchSolve(bd, handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf) bd_inline_cusolverRfBatchSolve(__FILE__, __LINE__, bd, handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverRfBatchZeroPivot(cusolverRfHandle_t handle, int *position, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverRfBatchZeroPivot(bd, handle, position);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverRfBatchZeroPivot(cusolverRfHandle_t handle, int *position, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverRfBatchZeroPivot(handle, position, bd, bd_file, bd_line) : bd_cusolverRfBatchZeroPivot(bd, handle, position);
}

static inline cusolverStatus_t bd_inline_cusolverRfBatchZeroPivot(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverRfHandle_t handle, int *position)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchZeroPivot)(handle, position)
                                 : bd_gen_at_cusolverRfBatchZeroPivot(handle, position, bd, bd_file, bd_line);
}
#define bd_cusolverRfBatchZeroPivot(bd, handle, position) bd_inline_cusolverRfBatchZeroPivot(__FILE__, __LINE__, bd, handle, position)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in cusolverRf.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
