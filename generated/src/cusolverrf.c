/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of cusolverRf.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libcusolver.so.12 on first use; one the library lacks stays at its stand-in,
 * which answers CUSOLVER_STATUS_NOT_SUPPORTED. */
#include "cubound/cusolverrf.h"
#include "cubound/handles.h"
#include "handle_table.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_cusolverrf_library;

/* The name of each cusolverStatus_t cusolverRf.h declares, for bd_last_error without the library. */
static const char *bd_gen_cusolverrf_status_name(int status)
{
    switch (status) {
    case 0: return "CUSOLVER_STATUS_SUCCESS";
    case 1: return "CUSOLVER_STATUS_NOT_INITIALIZED";
    case 2: return "CUSOLVER_STATUS_ALLOC_FAILED";
    case 3: return "CUSOLVER_STATUS_INVALID_VALUE";
    case 4: return "CUSOLVER_STATUS_ARCH_MISMATCH";
    case 5: return "CUSOLVER_STATUS_MAPPING_ERROR";
    case 6: return "CUSOLVER_STATUS_EXECUTION_FAILED";
    case 7: return "CUSOLVER_STATUS_INTERNAL_ERROR";
    case 8: return "CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED";
    case 9: return "CUSOLVER_STATUS_NOT_SUPPORTED";
    case 10: return "CUSOLVER_STATUS_ZERO_PIVOT";
    case 11: return "CUSOLVER_STATUS_INVALID_LICENSE";
    case 12: return "CUSOLVER_STATUS_IRS_PARAMS_NOT_INITIALIZED";
    case 13: return "CUSOLVER_STATUS_IRS_PARAMS_INVALID";
    case 14: return "CUSOLVER_STATUS_IRS_PARAMS_INVALID_PREC";
    case 15: return "CUSOLVER_STATUS_IRS_PARAMS_INVALID_REFINE";
    case 16: return "CUSOLVER_STATUS_IRS_PARAMS_INVALID_MAXITER";
    case 20: return "CUSOLVER_STATUS_IRS_INTERNAL_ERROR";
    case 21: return "CUSOLVER_STATUS_IRS_NOT_SUPPORTED";
    case 22: return "CUSOLVER_STATUS_IRS_OUT_OF_RANGE";
    case 23: return "CUSOLVER_STATUS_IRS_NRHS_NOT_SUPPORTED_FOR_REFINE_GMRES";
    case 25: return "CUSOLVER_STATUS_IRS_INFOS_NOT_INITIALIZED";
    case 26: return "CUSOLVER_STATUS_IRS_INFOS_NOT_DESTROYED";
    case 30: return "CUSOLVER_STATUS_IRS_MATRIX_SINGULAR";
    case 31: return "CUSOLVER_STATUS_INVALID_WORKSPACE";
    default: return NULL;
    }
}

/* A status the library answered, kept for bd_last_error where it is not success. */
static inline cusolverStatus_t bd_gen_cusolverrf_called(cusolverStatus_t status, const char *function)
{
    if (BD_UNLIKELY(status != CUSOLVER_STATUS_SUCCESS))
        bd_gen_failed(&bd_gen_cusolverrf_library, function, (int)status);
    return status;
}

BD_SUPPRESS_DEPRECATED_BEGIN

static cusolverStatus_t bd_gen_first_cusolverRfCreate(cusolverRfHandle_t *handle)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfCreate,
                       (bd_gen_fn)bd_gen_first_cusolverRfCreate, "cusolverRfCreate")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfCreate)(handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfDestroy(cusolverRfHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfDestroy,
                       (bd_gen_fn)bd_gen_first_cusolverRfDestroy, "cusolverRfDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfDestroy)(handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfGetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfGetMatrixFormat,
                       (bd_gen_fn)bd_gen_first_cusolverRfGetMatrixFormat, "cusolverRfGetMatrixFormat")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetMatrixFormat)(handle, format, diag);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfSetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfSetMatrixFormat,
                       (bd_gen_fn)bd_gen_first_cusolverRfSetMatrixFormat, "cusolverRfSetMatrixFormat")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetMatrixFormat)(handle, format, diag);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfSetNumericProperties(cusolverRfHandle_t handle, double zero, double boost)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfSetNumericProperties,
                       (bd_gen_fn)bd_gen_first_cusolverRfSetNumericProperties, "cusolverRfSetNumericProperties")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetNumericProperties)(handle, zero, boost);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfGetNumericProperties(cusolverRfHandle_t handle, double *zero, double *boost)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfGetNumericProperties,
                       (bd_gen_fn)bd_gen_first_cusolverRfGetNumericProperties, "cusolverRfGetNumericProperties")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericProperties)(handle, zero, boost);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfGetNumericBoostReport(cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfGetNumericBoostReport,
                       (bd_gen_fn)bd_gen_first_cusolverRfGetNumericBoostReport, "cusolverRfGetNumericBoostReport")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericBoostReport)(handle, report);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfSetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfSetAlgs,
                       (bd_gen_fn)bd_gen_first_cusolverRfSetAlgs, "cusolverRfSetAlgs")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetAlgs)(handle, factAlg, solveAlg);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfGetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfGetAlgs,
                       (bd_gen_fn)bd_gen_first_cusolverRfGetAlgs, "cusolverRfGetAlgs")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetAlgs)(handle, factAlg, solveAlg);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfGetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfGetResetValuesFastMode,
                       (bd_gen_fn)bd_gen_first_cusolverRfGetResetValuesFastMode, "cusolverRfGetResetValuesFastMode")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetResetValuesFastMode)(handle, fastMode);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfSetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfSetResetValuesFastMode,
                       (bd_gen_fn)bd_gen_first_cusolverRfSetResetValuesFastMode, "cusolverRfSetResetValuesFastMode")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetResetValuesFastMode)(handle, fastMode);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfSetupHost(int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfSetupHost,
                       (bd_gen_fn)bd_gen_first_cusolverRfSetupHost, "cusolverRfSetupHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupHost)(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfSetupDevice(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfSetupDevice,
                       (bd_gen_fn)bd_gen_first_cusolverRfSetupDevice, "cusolverRfSetupDevice")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupDevice)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfResetValues(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfResetValues,
                       (bd_gen_fn)bd_gen_first_cusolverRfResetValues, "cusolverRfResetValues")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfResetValues)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfAnalyze(cusolverRfHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfAnalyze,
                       (bd_gen_fn)bd_gen_first_cusolverRfAnalyze, "cusolverRfAnalyze")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAnalyze)(handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfRefactor(cusolverRfHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfRefactor,
                       (bd_gen_fn)bd_gen_first_cusolverRfRefactor, "cusolverRfRefactor")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfRefactor)(handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfAccessBundledFactorsDevice(cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfAccessBundledFactorsDevice,
                       (bd_gen_fn)bd_gen_first_cusolverRfAccessBundledFactorsDevice, "cusolverRfAccessBundledFactorsDevice")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAccessBundledFactorsDevice)(handle, nnzM, Mp, Mi, Mx);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfExtractBundledFactorsHost(cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfExtractBundledFactorsHost,
                       (bd_gen_fn)bd_gen_first_cusolverRfExtractBundledFactorsHost, "cusolverRfExtractBundledFactorsHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractBundledFactorsHost)(handle, h_nnzM, h_Mp, h_Mi, h_Mx);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfExtractSplitFactorsHost(cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfExtractSplitFactorsHost,
                       (bd_gen_fn)bd_gen_first_cusolverRfExtractSplitFactorsHost, "cusolverRfExtractSplitFactorsHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractSplitFactorsHost)(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfSolve,
                       (bd_gen_fn)bd_gen_first_cusolverRfSolve, "cusolverRfSolve")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSolve)(handle, P, Q, nrhs, Temp, ldt, XF, ldxf);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfBatchSetupHost(int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double * h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfBatchSetupHost,
                       (bd_gen_fn)bd_gen_first_cusolverRfBatchSetupHost, "cusolverRfBatchSetupHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSetupHost)(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfBatchResetValues(int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double * csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfBatchResetValues,
                       (bd_gen_fn)bd_gen_first_cusolverRfBatchResetValues, "cusolverRfBatchResetValues")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchResetValues)(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfBatchAnalyze(cusolverRfHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfBatchAnalyze,
                       (bd_gen_fn)bd_gen_first_cusolverRfBatchAnalyze, "cusolverRfBatchAnalyze")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchAnalyze)(handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfBatchRefactor(cusolverRfHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfBatchRefactor,
                       (bd_gen_fn)bd_gen_first_cusolverRfBatchRefactor, "cusolverRfBatchRefactor")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchRefactor)(handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfBatchSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double * XF_array[], int ldxf)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfBatchSolve,
                       (bd_gen_fn)bd_gen_first_cusolverRfBatchSolve, "cusolverRfBatchSolve")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSolve)(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverRfBatchZeroPivot(cusolverRfHandle_t handle, int *position)
{
    if (bd_gen_resolve(&bd_gen_cusolverrf_library, &bd_gen_cusolverrf.pfn_cusolverRfBatchZeroPivot,
                       (bd_gen_fn)bd_gen_first_cusolverRfBatchZeroPivot, "cusolverRfBatchZeroPivot")) {
        return BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchZeroPivot)(handle, position);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

struct bd_gen_cusolverrf_table bd_gen_cusolverrf = {
    .pfn_cusolverRfCreate = bd_gen_first_cusolverRfCreate,
    .pfn_cusolverRfDestroy = bd_gen_first_cusolverRfDestroy,
    .pfn_cusolverRfGetMatrixFormat = bd_gen_first_cusolverRfGetMatrixFormat,
    .pfn_cusolverRfSetMatrixFormat = bd_gen_first_cusolverRfSetMatrixFormat,
    .pfn_cusolverRfSetNumericProperties = bd_gen_first_cusolverRfSetNumericProperties,
    .pfn_cusolverRfGetNumericProperties = bd_gen_first_cusolverRfGetNumericProperties,
    .pfn_cusolverRfGetNumericBoostReport = bd_gen_first_cusolverRfGetNumericBoostReport,
    .pfn_cusolverRfSetAlgs = bd_gen_first_cusolverRfSetAlgs,
    .pfn_cusolverRfGetAlgs = bd_gen_first_cusolverRfGetAlgs,
    .pfn_cusolverRfGetResetValuesFastMode = bd_gen_first_cusolverRfGetResetValuesFastMode,
    .pfn_cusolverRfSetResetValuesFastMode = bd_gen_first_cusolverRfSetResetValuesFastMode,
    .pfn_cusolverRfSetupHost = bd_gen_first_cusolverRfSetupHost,
    .pfn_cusolverRfSetupDevice = bd_gen_first_cusolverRfSetupDevice,
    .pfn_cusolverRfResetValues = bd_gen_first_cusolverRfResetValues,
    .pfn_cusolverRfAnalyze = bd_gen_first_cusolverRfAnalyze,
    .pfn_cusolverRfRefactor = bd_gen_first_cusolverRfRefactor,
    .pfn_cusolverRfAccessBundledFactorsDevice = bd_gen_first_cusolverRfAccessBundledFactorsDevice,
    .pfn_cusolverRfExtractBundledFactorsHost = bd_gen_first_cusolverRfExtractBundledFactorsHost,
    .pfn_cusolverRfExtractSplitFactorsHost = bd_gen_first_cusolverRfExtractSplitFactorsHost,
    .pfn_cusolverRfSolve = bd_gen_first_cusolverRfSolve,
    .pfn_cusolverRfBatchSetupHost = bd_gen_first_cusolverRfBatchSetupHost,
    .pfn_cusolverRfBatchResetValues = bd_gen_first_cusolverRfBatchResetValues,
    .pfn_cusolverRfBatchAnalyze = bd_gen_first_cusolverRfBatchAnalyze,
    .pfn_cusolverRfBatchRefactor = bd_gen_first_cusolverRfBatchRefactor,
    .pfn_cusolverRfBatchSolve = bd_gen_first_cusolverRfBatchSolve,
    .pfn_cusolverRfBatchZeroPivot = bd_gen_first_cusolverRfBatchZeroPivot,
};

static const struct bd_gen_entry entries[] = {
    {"cusolverRfCreate", "cusolverRfCreate", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfCreate, (bd_gen_fn)bd_gen_first_cusolverRfCreate},
    {"cusolverRfDestroy", "cusolverRfDestroy", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfDestroy, (bd_gen_fn)bd_gen_first_cusolverRfDestroy},
    {"cusolverRfGetMatrixFormat", "cusolverRfGetMatrixFormat", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfGetMatrixFormat, (bd_gen_fn)bd_gen_first_cusolverRfGetMatrixFormat},
    {"cusolverRfSetMatrixFormat", "cusolverRfSetMatrixFormat", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfSetMatrixFormat, (bd_gen_fn)bd_gen_first_cusolverRfSetMatrixFormat},
    {"cusolverRfSetNumericProperties", "cusolverRfSetNumericProperties", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfSetNumericProperties, (bd_gen_fn)bd_gen_first_cusolverRfSetNumericProperties},
    {"cusolverRfGetNumericProperties", "cusolverRfGetNumericProperties", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfGetNumericProperties, (bd_gen_fn)bd_gen_first_cusolverRfGetNumericProperties},
    {"cusolverRfGetNumericBoostReport", "cusolverRfGetNumericBoostReport", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfGetNumericBoostReport, (bd_gen_fn)bd_gen_first_cusolverRfGetNumericBoostReport},
    {"cusolverRfSetAlgs", "cusolverRfSetAlgs", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfSetAlgs, (bd_gen_fn)bd_gen_first_cusolverRfSetAlgs},
    {"cusolverRfGetAlgs", "cusolverRfGetAlgs", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfGetAlgs, (bd_gen_fn)bd_gen_first_cusolverRfGetAlgs},
    {"cusolverRfGetResetValuesFastMode", "cusolverRfGetResetValuesFastMode", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfGetResetValuesFastMode, (bd_gen_fn)bd_gen_first_cusolverRfGetResetValuesFastMode},
    {"cusolverRfSetResetValuesFastMode", "cusolverRfSetResetValuesFastMode", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfSetResetValuesFastMode, (bd_gen_fn)bd_gen_first_cusolverRfSetResetValuesFastMode},
    {"cusolverRfSetupHost", "cusolverRfSetupHost", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfSetupHost, (bd_gen_fn)bd_gen_first_cusolverRfSetupHost},
    {"cusolverRfSetupDevice", "cusolverRfSetupDevice", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfSetupDevice, (bd_gen_fn)bd_gen_first_cusolverRfSetupDevice},
    {"cusolverRfResetValues", "cusolverRfResetValues", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfResetValues, (bd_gen_fn)bd_gen_first_cusolverRfResetValues},
    {"cusolverRfAnalyze", "cusolverRfAnalyze", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfAnalyze, (bd_gen_fn)bd_gen_first_cusolverRfAnalyze},
    {"cusolverRfRefactor", "cusolverRfRefactor", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfRefactor, (bd_gen_fn)bd_gen_first_cusolverRfRefactor},
    {"cusolverRfAccessBundledFactorsDevice", "cusolverRfAccessBundledFactorsDevice", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfAccessBundledFactorsDevice, (bd_gen_fn)bd_gen_first_cusolverRfAccessBundledFactorsDevice},
    {"cusolverRfExtractBundledFactorsHost", "cusolverRfExtractBundledFactorsHost", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfExtractBundledFactorsHost, (bd_gen_fn)bd_gen_first_cusolverRfExtractBundledFactorsHost},
    {"cusolverRfExtractSplitFactorsHost", "cusolverRfExtractSplitFactorsHost", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfExtractSplitFactorsHost, (bd_gen_fn)bd_gen_first_cusolverRfExtractSplitFactorsHost},
    {"cusolverRfSolve", "cusolverRfSolve", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfSolve, (bd_gen_fn)bd_gen_first_cusolverRfSolve},
    {"cusolverRfBatchSetupHost", "cusolverRfBatchSetupHost", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfBatchSetupHost, (bd_gen_fn)bd_gen_first_cusolverRfBatchSetupHost},
    {"cusolverRfBatchResetValues", "cusolverRfBatchResetValues", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfBatchResetValues, (bd_gen_fn)bd_gen_first_cusolverRfBatchResetValues},
    {"cusolverRfBatchAnalyze", "cusolverRfBatchAnalyze", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfBatchAnalyze, (bd_gen_fn)bd_gen_first_cusolverRfBatchAnalyze},
    {"cusolverRfBatchRefactor", "cusolverRfBatchRefactor", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfBatchRefactor, (bd_gen_fn)bd_gen_first_cusolverRfBatchRefactor},
    {"cusolverRfBatchSolve", "cusolverRfBatchSolve", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfBatchSolve, (bd_gen_fn)bd_gen_first_cusolverRfBatchSolve},
    {"cusolverRfBatchZeroPivot", "cusolverRfBatchZeroPivot", 0, 0, 0, &bd_gen_cusolverrf.pfn_cusolverRfBatchZeroPivot, (bd_gen_fn)bd_gen_first_cusolverRfBatchZeroPivot},
};

struct bd_gen_library bd_gen_cusolverrf_library = BD_GEN_LIBRARY("cusolverrf", "libcusolver.so.12", BD_GEN_DLSYM, entries, bd_gen_cusolverrf_status_name, &bd_gen_cusolverrf, NULL);

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfCreate(cusolverRfHandle_t *handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfCreate)(handle), "cusolverRfCreate");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CUSOLVER_RF_HANDLE, BD_HANDLE_VALUE(*handle), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfCreate(cusolverRfHandle_t *handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfCreate)(handle), "cusolverRfCreate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfCreate(cusolverRfHandle_t *handle, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfCreate)(handle), "cusolverRfCreate");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfCreate(handle, bd, bd_caller)
                            : bd_gen_slow_cusolverRfCreate(handle, bd);
}

cusolverStatus_t bd_cusolverRfCreate(bound_dev_t *bd, cusolverRfHandle_t *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfCreate)(handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfCreate(handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfCreate(handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfDestroy(cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfDestroy", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfDestroy)(handle), "cusolverRfDestroy");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_CUSOLVER_RF_HANDLE, BD_HANDLE_VALUE(handle));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfDestroy(cusolverRfHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfDestroy)(handle), "cusolverRfDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfDestroy(cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfDestroy)(handle), "cusolverRfDestroy");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfDestroy(handle, bd, bd_caller)
                            : bd_gen_slow_cusolverRfDestroy(handle, bd);
}

cusolverStatus_t bd_cusolverRfDestroy(bound_dev_t *bd, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfDestroy)(handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfDestroy(handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfDestroy(handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfGetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfGetMatrixFormat", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetMatrixFormat)(handle, format, diag), "cusolverRfGetMatrixFormat");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfGetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetMatrixFormat)(handle, format, diag), "cusolverRfGetMatrixFormat");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfGetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfGetMatrixFormat", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetMatrixFormat)(handle, format, diag), "cusolverRfGetMatrixFormat");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfGetMatrixFormat(handle, format, diag, bd, bd_caller)
                            : bd_gen_slow_cusolverRfGetMatrixFormat(handle, format, diag, bd);
}

cusolverStatus_t bd_cusolverRfGetMatrixFormat(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetMatrixFormat)(handle, format, diag)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfGetMatrixFormat(handle, format, diag, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfGetMatrixFormat(handle, format, diag, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfSetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfSetMatrixFormat", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetMatrixFormat)(handle, format, diag), "cusolverRfSetMatrixFormat");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfSetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetMatrixFormat)(handle, format, diag), "cusolverRfSetMatrixFormat");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfSetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfSetMatrixFormat", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetMatrixFormat)(handle, format, diag), "cusolverRfSetMatrixFormat");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfSetMatrixFormat(handle, format, diag, bd, bd_caller)
                            : bd_gen_slow_cusolverRfSetMatrixFormat(handle, format, diag, bd);
}

cusolverStatus_t bd_cusolverRfSetMatrixFormat(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetMatrixFormat)(handle, format, diag)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfSetMatrixFormat(handle, format, diag, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfSetMatrixFormat(handle, format, diag, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfSetNumericProperties(cusolverRfHandle_t handle, double zero, double boost, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfSetNumericProperties", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetNumericProperties)(handle, zero, boost), "cusolverRfSetNumericProperties");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfSetNumericProperties(cusolverRfHandle_t handle, double zero, double boost, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetNumericProperties)(handle, zero, boost), "cusolverRfSetNumericProperties");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfSetNumericProperties(cusolverRfHandle_t handle, double zero, double boost, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfSetNumericProperties", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetNumericProperties)(handle, zero, boost), "cusolverRfSetNumericProperties");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfSetNumericProperties(handle, zero, boost, bd, bd_caller)
                            : bd_gen_slow_cusolverRfSetNumericProperties(handle, zero, boost, bd);
}

cusolverStatus_t bd_cusolverRfSetNumericProperties(bound_dev_t *bd, cusolverRfHandle_t handle, double zero, double boost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetNumericProperties)(handle, zero, boost)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfSetNumericProperties(handle, zero, boost, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfSetNumericProperties(handle, zero, boost, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfGetNumericProperties(cusolverRfHandle_t handle, double *zero, double *boost, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfGetNumericProperties", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericProperties)(handle, zero, boost), "cusolverRfGetNumericProperties");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfGetNumericProperties(cusolverRfHandle_t handle, double *zero, double *boost, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericProperties)(handle, zero, boost), "cusolverRfGetNumericProperties");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfGetNumericProperties(cusolverRfHandle_t handle, double *zero, double *boost, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfGetNumericProperties", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericProperties)(handle, zero, boost), "cusolverRfGetNumericProperties");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfGetNumericProperties(handle, zero, boost, bd, bd_caller)
                            : bd_gen_slow_cusolverRfGetNumericProperties(handle, zero, boost, bd);
}

cusolverStatus_t bd_cusolverRfGetNumericProperties(bound_dev_t *bd, cusolverRfHandle_t handle, double *zero, double *boost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericProperties)(handle, zero, boost)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfGetNumericProperties(handle, zero, boost, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfGetNumericProperties(handle, zero, boost, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfGetNumericBoostReport(cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfGetNumericBoostReport", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericBoostReport)(handle, report), "cusolverRfGetNumericBoostReport");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfGetNumericBoostReport(cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericBoostReport)(handle, report), "cusolverRfGetNumericBoostReport");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfGetNumericBoostReport(cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfGetNumericBoostReport", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericBoostReport)(handle, report), "cusolverRfGetNumericBoostReport");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfGetNumericBoostReport(handle, report, bd, bd_caller)
                            : bd_gen_slow_cusolverRfGetNumericBoostReport(handle, report, bd);
}

cusolverStatus_t bd_cusolverRfGetNumericBoostReport(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetNumericBoostReport)(handle, report)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfGetNumericBoostReport(handle, report, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfGetNumericBoostReport(handle, report, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfSetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfSetAlgs", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetAlgs)(handle, factAlg, solveAlg), "cusolverRfSetAlgs");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfSetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetAlgs)(handle, factAlg, solveAlg), "cusolverRfSetAlgs");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfSetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfSetAlgs", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetAlgs)(handle, factAlg, solveAlg), "cusolverRfSetAlgs");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfSetAlgs(handle, factAlg, solveAlg, bd, bd_caller)
                            : bd_gen_slow_cusolverRfSetAlgs(handle, factAlg, solveAlg, bd);
}

cusolverStatus_t bd_cusolverRfSetAlgs(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetAlgs)(handle, factAlg, solveAlg)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfSetAlgs(handle, factAlg, solveAlg, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfSetAlgs(handle, factAlg, solveAlg, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfGetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfGetAlgs", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetAlgs)(handle, factAlg, solveAlg), "cusolverRfGetAlgs");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfGetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetAlgs)(handle, factAlg, solveAlg), "cusolverRfGetAlgs");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfGetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfGetAlgs", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetAlgs)(handle, factAlg, solveAlg), "cusolverRfGetAlgs");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfGetAlgs(handle, factAlg, solveAlg, bd, bd_caller)
                            : bd_gen_slow_cusolverRfGetAlgs(handle, factAlg, solveAlg, bd);
}

cusolverStatus_t bd_cusolverRfGetAlgs(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetAlgs)(handle, factAlg, solveAlg)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfGetAlgs(handle, factAlg, solveAlg, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfGetAlgs(handle, factAlg, solveAlg, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfGetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfGetResetValuesFastMode", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetResetValuesFastMode)(handle, fastMode), "cusolverRfGetResetValuesFastMode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfGetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetResetValuesFastMode)(handle, fastMode), "cusolverRfGetResetValuesFastMode");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfGetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfGetResetValuesFastMode", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetResetValuesFastMode)(handle, fastMode), "cusolverRfGetResetValuesFastMode");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfGetResetValuesFastMode(handle, fastMode, bd, bd_caller)
                            : bd_gen_slow_cusolverRfGetResetValuesFastMode(handle, fastMode, bd);
}

cusolverStatus_t bd_cusolverRfGetResetValuesFastMode(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfGetResetValuesFastMode)(handle, fastMode)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfGetResetValuesFastMode(handle, fastMode, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfGetResetValuesFastMode(handle, fastMode, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfSetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfSetResetValuesFastMode", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetResetValuesFastMode)(handle, fastMode), "cusolverRfSetResetValuesFastMode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfSetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetResetValuesFastMode)(handle, fastMode), "cusolverRfSetResetValuesFastMode");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfSetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfSetResetValuesFastMode", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetResetValuesFastMode)(handle, fastMode), "cusolverRfSetResetValuesFastMode");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfSetResetValuesFastMode(handle, fastMode, bd, bd_caller)
                            : bd_gen_slow_cusolverRfSetResetValuesFastMode(handle, fastMode, bd);
}

cusolverStatus_t bd_cusolverRfSetResetValuesFastMode(bound_dev_t *bd, cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetResetValuesFastMode)(handle, fastMode)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfSetResetValuesFastMode(handle, fastMode, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfSetResetValuesFastMode(handle, fastMode, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfSetupHost(int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfSetupHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupHost)(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle), "cusolverRfSetupHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfSetupHost(int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupHost)(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle), "cusolverRfSetupHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfSetupHost(int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfSetupHost", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupHost)(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle), "cusolverRfSetupHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfSetupHost(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd, bd_caller)
                            : bd_gen_slow_cusolverRfSetupHost(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd);
}

cusolverStatus_t bd_cusolverRfSetupHost(bound_dev_t *bd, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupHost)(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfSetupHost(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfSetupHost(n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfSetupDevice(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfSetupDevice", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupDevice)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle), "cusolverRfSetupDevice");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfSetupDevice(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupDevice)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle), "cusolverRfSetupDevice");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfSetupDevice(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfSetupDevice", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupDevice)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle), "cusolverRfSetupDevice");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfSetupDevice(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle, bd, bd_caller)
                            : bd_gen_slow_cusolverRfSetupDevice(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle, bd);
}

cusolverStatus_t bd_cusolverRfSetupDevice(bound_dev_t *bd, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSetupDevice)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfSetupDevice(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfSetupDevice(n, nnzA, csrRowPtrA, csrColIndA, csrValA, nnzL, csrRowPtrL, csrColIndL, csrValL, nnzU, csrRowPtrU, csrColIndU, csrValU, P, Q, handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfResetValues(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfResetValues", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfResetValues)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle), "cusolverRfResetValues");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfResetValues(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfResetValues)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle), "cusolverRfResetValues");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfResetValues(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfResetValues", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfResetValues)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle), "cusolverRfResetValues");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfResetValues(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle, bd, bd_caller)
                            : bd_gen_slow_cusolverRfResetValues(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle, bd);
}

cusolverStatus_t bd_cusolverRfResetValues(bound_dev_t *bd, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfResetValues)(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfResetValues(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfResetValues(n, nnzA, csrRowPtrA, csrColIndA, csrValA, P, Q, handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfAnalyze(cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfAnalyze", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAnalyze)(handle), "cusolverRfAnalyze");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfAnalyze(cusolverRfHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAnalyze)(handle), "cusolverRfAnalyze");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfAnalyze(cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfAnalyze", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAnalyze)(handle), "cusolverRfAnalyze");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfAnalyze(handle, bd, bd_caller)
                            : bd_gen_slow_cusolverRfAnalyze(handle, bd);
}

cusolverStatus_t bd_cusolverRfAnalyze(bound_dev_t *bd, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAnalyze)(handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfAnalyze(handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfAnalyze(handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfRefactor(cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfRefactor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfRefactor)(handle), "cusolverRfRefactor");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfRefactor(cusolverRfHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfRefactor)(handle), "cusolverRfRefactor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfRefactor(cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfRefactor", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfRefactor)(handle), "cusolverRfRefactor");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfRefactor(handle, bd, bd_caller)
                            : bd_gen_slow_cusolverRfRefactor(handle, bd);
}

cusolverStatus_t bd_cusolverRfRefactor(bound_dev_t *bd, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfRefactor)(handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfRefactor(handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfRefactor(handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfAccessBundledFactorsDevice(cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfAccessBundledFactorsDevice", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAccessBundledFactorsDevice)(handle, nnzM, Mp, Mi, Mx), "cusolverRfAccessBundledFactorsDevice");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfAccessBundledFactorsDevice(cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAccessBundledFactorsDevice)(handle, nnzM, Mp, Mi, Mx), "cusolverRfAccessBundledFactorsDevice");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfAccessBundledFactorsDevice(cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfAccessBundledFactorsDevice", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAccessBundledFactorsDevice)(handle, nnzM, Mp, Mi, Mx), "cusolverRfAccessBundledFactorsDevice");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfAccessBundledFactorsDevice(handle, nnzM, Mp, Mi, Mx, bd, bd_caller)
                            : bd_gen_slow_cusolverRfAccessBundledFactorsDevice(handle, nnzM, Mp, Mi, Mx, bd);
}

cusolverStatus_t bd_cusolverRfAccessBundledFactorsDevice(bound_dev_t *bd, cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfAccessBundledFactorsDevice)(handle, nnzM, Mp, Mi, Mx)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfAccessBundledFactorsDevice(handle, nnzM, Mp, Mi, Mx, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfAccessBundledFactorsDevice(handle, nnzM, Mp, Mi, Mx, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfExtractBundledFactorsHost(cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfExtractBundledFactorsHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractBundledFactorsHost)(handle, h_nnzM, h_Mp, h_Mi, h_Mx), "cusolverRfExtractBundledFactorsHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfExtractBundledFactorsHost(cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractBundledFactorsHost)(handle, h_nnzM, h_Mp, h_Mi, h_Mx), "cusolverRfExtractBundledFactorsHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfExtractBundledFactorsHost(cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfExtractBundledFactorsHost", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractBundledFactorsHost)(handle, h_nnzM, h_Mp, h_Mi, h_Mx), "cusolverRfExtractBundledFactorsHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfExtractBundledFactorsHost(handle, h_nnzM, h_Mp, h_Mi, h_Mx, bd, bd_caller)
                            : bd_gen_slow_cusolverRfExtractBundledFactorsHost(handle, h_nnzM, h_Mp, h_Mi, h_Mx, bd);
}

cusolverStatus_t bd_cusolverRfExtractBundledFactorsHost(bound_dev_t *bd, cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractBundledFactorsHost)(handle, h_nnzM, h_Mp, h_Mi, h_Mx)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfExtractBundledFactorsHost(handle, h_nnzM, h_Mp, h_Mi, h_Mx, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfExtractBundledFactorsHost(handle, h_nnzM, h_Mp, h_Mi, h_Mx, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfExtractSplitFactorsHost(cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfExtractSplitFactorsHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractSplitFactorsHost)(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU), "cusolverRfExtractSplitFactorsHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfExtractSplitFactorsHost(cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractSplitFactorsHost)(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU), "cusolverRfExtractSplitFactorsHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfExtractSplitFactorsHost(cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfExtractSplitFactorsHost", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractSplitFactorsHost)(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU), "cusolverRfExtractSplitFactorsHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfExtractSplitFactorsHost(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, bd, bd_caller)
                            : bd_gen_slow_cusolverRfExtractSplitFactorsHost(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, bd);
}

cusolverStatus_t bd_cusolverRfExtractSplitFactorsHost(bound_dev_t *bd, cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfExtractSplitFactorsHost)(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfExtractSplitFactorsHost(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfExtractSplitFactorsHost(handle, h_nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, h_nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfSolve", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSolve)(handle, P, Q, nrhs, Temp, ldt, XF, ldxf), "cusolverRfSolve");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSolve)(handle, P, Q, nrhs, Temp, ldt, XF, ldxf), "cusolverRfSolve");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfSolve", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSolve)(handle, P, Q, nrhs, Temp, ldt, XF, ldxf), "cusolverRfSolve");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfSolve(handle, P, Q, nrhs, Temp, ldt, XF, ldxf, bd, bd_caller)
                            : bd_gen_slow_cusolverRfSolve(handle, P, Q, nrhs, Temp, ldt, XF, ldxf, bd);
}

cusolverStatus_t bd_cusolverRfSolve(bound_dev_t *bd, cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfSolve)(handle, P, Q, nrhs, Temp, ldt, XF, ldxf)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfSolve(handle, P, Q, nrhs, Temp, ldt, XF, ldxf, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfSolve(handle, P, Q, nrhs, Temp, ldt, XF, ldxf, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfBatchSetupHost(int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double * h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfBatchSetupHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSetupHost)(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle), "cusolverRfBatchSetupHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfBatchSetupHost(int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double * h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSetupHost)(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle), "cusolverRfBatchSetupHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfBatchSetupHost(int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double * h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfBatchSetupHost", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSetupHost)(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle), "cusolverRfBatchSetupHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfBatchSetupHost(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd, bd_caller)
                            : bd_gen_slow_cusolverRfBatchSetupHost(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd);
}

cusolverStatus_t bd_cusolverRfBatchSetupHost(bound_dev_t *bd, int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double * h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSetupHost)(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfBatchSetupHost(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfBatchSetupHost(batchSize, n, nnzA, h_csrRowPtrA, h_csrColIndA, h_csrValA_array, nnzL, h_csrRowPtrL, h_csrColIndL, h_csrValL, nnzU, h_csrRowPtrU, h_csrColIndU, h_csrValU, h_P, h_Q, handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfBatchResetValues(int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double * csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfBatchResetValues", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchResetValues)(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle), "cusolverRfBatchResetValues");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfBatchResetValues(int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double * csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchResetValues)(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle), "cusolverRfBatchResetValues");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfBatchResetValues(int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double * csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfBatchResetValues", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchResetValues)(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle), "cusolverRfBatchResetValues");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfBatchResetValues(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle, bd, bd_caller)
                            : bd_gen_slow_cusolverRfBatchResetValues(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle, bd);
}

cusolverStatus_t bd_cusolverRfBatchResetValues(bound_dev_t *bd, int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double * csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchResetValues)(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfBatchResetValues(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfBatchResetValues(batchSize, n, nnzA, csrRowPtrA, csrColIndA, csrValA_array, P, Q, handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfBatchAnalyze(cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfBatchAnalyze", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchAnalyze)(handle), "cusolverRfBatchAnalyze");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfBatchAnalyze(cusolverRfHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchAnalyze)(handle), "cusolverRfBatchAnalyze");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfBatchAnalyze(cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfBatchAnalyze", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchAnalyze)(handle), "cusolverRfBatchAnalyze");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfBatchAnalyze(handle, bd, bd_caller)
                            : bd_gen_slow_cusolverRfBatchAnalyze(handle, bd);
}

cusolverStatus_t bd_cusolverRfBatchAnalyze(bound_dev_t *bd, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchAnalyze)(handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfBatchAnalyze(handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfBatchAnalyze(handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfBatchRefactor(cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfBatchRefactor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchRefactor)(handle), "cusolverRfBatchRefactor");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfBatchRefactor(cusolverRfHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchRefactor)(handle), "cusolverRfBatchRefactor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfBatchRefactor(cusolverRfHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfBatchRefactor", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchRefactor)(handle), "cusolverRfBatchRefactor");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfBatchRefactor(handle, bd, bd_caller)
                            : bd_gen_slow_cusolverRfBatchRefactor(handle, bd);
}

cusolverStatus_t bd_cusolverRfBatchRefactor(bound_dev_t *bd, cusolverRfHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchRefactor)(handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfBatchRefactor(handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfBatchRefactor(handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfBatchSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double * XF_array[], int ldxf, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfBatchSolve", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSolve)(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf), "cusolverRfBatchSolve");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfBatchSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double * XF_array[], int ldxf, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSolve)(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf), "cusolverRfBatchSolve");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfBatchSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double * XF_array[], int ldxf, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfBatchSolve", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSolve)(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf), "cusolverRfBatchSolve");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfBatchSolve(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf, bd, bd_caller)
                            : bd_gen_slow_cusolverRfBatchSolve(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf, bd);
}

cusolverStatus_t bd_cusolverRfBatchSolve(bound_dev_t *bd, cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double * XF_array[], int ldxf)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchSolve)(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfBatchSolve(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfBatchSolve(handle, P, Q, nrhs, Temp, ldt, XF_array, ldxf, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverRfBatchZeroPivot(cusolverRfHandle_t handle, int *position, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverRfBatchZeroPivot", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_RF_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchZeroPivot)(handle, position), "cusolverRfBatchZeroPivot");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverRfBatchZeroPivot(cusolverRfHandle_t handle, int *position, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolverrf_binding_status(bd_rc);
    return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchZeroPivot)(handle, position), "cusolverRfBatchZeroPivot");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverRfBatchZeroPivot(cusolverRfHandle_t handle, int *position, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverRfBatchZeroPivot", bd, bd_values, 1)))
        return bd_gen_cusolverrf_called(BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchZeroPivot)(handle, position), "cusolverRfBatchZeroPivot");
    return bd_gen_checks_on ? bd_gen_checked_cusolverRfBatchZeroPivot(handle, position, bd, bd_caller)
                            : bd_gen_slow_cusolverRfBatchZeroPivot(handle, position, bd);
}

cusolverStatus_t bd_cusolverRfBatchZeroPivot(bound_dev_t *bd, cusolverRfHandle_t handle, int *position)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfBatchZeroPivot)(handle, position)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverRfBatchZeroPivot(handle, position, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverRfBatchZeroPivot(handle, position, bd);
}

/* The cusolver rf handle each binding owns ([binding_handle]): src/binding_handles.c makes it
 * through these, puts it on the binding's stream, finds its stream and ends it with the binding. */
static int bd_gen_cusolverrf_create_own(void **handle)
{
    cusolverRfHandle_t made = NULL;
    int status = (int)BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfCreate)(&made);
    *handle = (void *)made;
    return status;
}

static int bd_gen_cusolverrf_destroy_own(void *handle)
{
    return (int)BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfDestroy)((cusolverRfHandle_t)handle);
}

static int bd_gen_cusolverrf_own_status(CUresult rc)
{
    return (int)bd_gen_cusolverrf_binding_status(rc);
}

const struct bd_gen_binding_handle bd_gen_cusolverrf_binding_handle = {
    .index = BD_GEN_BINDING_HANDLE_CUSOLVERRF,
    .kind = BD_KIND_CUSOLVER_RF_HANDLE,
    .library = &bd_gen_cusolverrf_library,
    .getter = "bd_cusolver_rf_handle",
    .create_name = "cusolverRfCreate",
    .destroy_name = "cusolverRfDestroy",
    .set_stream_name = NULL,
    .create = bd_gen_cusolverrf_create_own,
    .destroy = bd_gen_cusolverrf_destroy_own,
    .set_stream = NULL,
    .binding_status = bd_gen_cusolverrf_own_status,
    .success = (int)CUSOLVER_STATUS_SUCCESS,
};

cusolverStatus_t bd_cusolver_rf_handle(bound_dev_t *bd, cusolverRfHandle_t *out)
{
    void *handle = NULL;
    int status = bd_gen_binding_handle(bd, &bd_gen_cusolverrf_binding_handle, out, &handle);
    if (status == (int)CUSOLVER_STATUS_SUCCESS)
        *out = (cusolverRfHandle_t)handle;
    return (cusolverStatus_t)status;
}
BD_SUPPRESS_DEPRECATED_END
