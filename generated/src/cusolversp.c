/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of cusolverSp.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libcusolver.so.12 on first use; one the library lacks stays at its stand-in,
 * which answers CUSOLVER_STATUS_NOT_SUPPORTED. */
#include "cubound/cusolversp.h"
#include "cubound/handles.h"
#include "handle_table.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_cusolversp_library;

/* The name of each cusolverStatus_t cusolverSp.h declares, for bd_last_error without the library. */
static const char *bd_gen_cusolversp_status_name(int status)
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
static inline cusolverStatus_t bd_gen_cusolversp_called(cusolverStatus_t status, const char *function)
{
    if (BD_UNLIKELY(status != CUSOLVER_STATUS_SUCCESS))
        bd_gen_failed(&bd_gen_cusolversp_library, function, (int)status);
    return status;
}

BD_SUPPRESS_DEPRECATED_BEGIN

static cusolverStatus_t bd_gen_first_cusolverSpCreate(cusolverSpHandle_t *handle)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCreate,
                       (bd_gen_fn)bd_gen_first_cusolverSpCreate, "cusolverSpCreate")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreate)(handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDestroy(cusolverSpHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDestroy,
                       (bd_gen_fn)bd_gen_first_cusolverSpDestroy, "cusolverSpDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroy)(handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpSetStream(cusolverSpHandle_t handle, cudaStream_t streamId)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpSetStream,
                       (bd_gen_fn)bd_gen_first_cusolverSpSetStream, "cusolverSpSetStream")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpSetStream)(handle, streamId);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpGetStream(cusolverSpHandle_t handle, cudaStream_t *streamId)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpGetStream,
                       (bd_gen_fn)bd_gen_first_cusolverSpGetStream, "cusolverSpGetStream")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpGetStream)(handle, streamId);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpXcsrissymHost(cusolverSpHandle_t handle, int m, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int *issym)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpXcsrissymHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpXcsrissymHost, "cusolverSpXcsrissymHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrissymHost)(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsrlsvluHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsrlsvluHost, "cusolverSpScsrlsvluHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsvluHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsvluHost, "cusolverSpDcsrlsvluHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsvluHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsvluHost, "cusolverSpCcsrlsvluHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsvluHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsvluHost, "cusolverSpZcsrlsvluHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsrlsvqr,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsrlsvqr, "cusolverSpScsrlsvqr")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsvqr,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsvqr, "cusolverSpDcsrlsvqr")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsvqr,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsvqr, "cusolverSpCcsrlsvqr")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsvqr,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsvqr, "cusolverSpZcsrlsvqr")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsrlsvqrHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsrlsvqrHost, "cusolverSpScsrlsvqrHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsvqrHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsvqrHost, "cusolverSpDcsrlsvqrHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsvqrHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsvqrHost, "cusolverSpCcsrlsvqrHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsvqrHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsvqrHost, "cusolverSpZcsrlsvqrHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsrlsvcholHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsrlsvcholHost, "cusolverSpScsrlsvcholHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsvcholHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsvcholHost, "cusolverSpDcsrlsvcholHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsvcholHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsvcholHost, "cusolverSpCcsrlsvcholHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsvcholHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsvcholHost, "cusolverSpZcsrlsvcholHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsrlsvchol,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsrlsvchol, "cusolverSpScsrlsvchol")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsvchol,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsvchol, "cusolverSpDcsrlsvchol")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsvchol,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsvchol, "cusolverSpCcsrlsvchol")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsvchol,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsvchol, "cusolverSpZcsrlsvchol")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int *rankA, float *x, int *p, float *min_norm)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsrlsqvqrHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsrlsqvqrHost, "cusolverSpScsrlsqvqrHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int *rankA, double *x, int *p, double *min_norm)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsqvqrHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsqvqrHost, "cusolverSpDcsrlsqvqrHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex *x, int *p, float *min_norm)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsqvqrHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsqvqrHost, "cusolverSpCcsrlsqvqrHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, cuDoubleComplex *x, int *p, double *min_norm)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsqvqrHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsqvqrHost, "cusolverSpZcsrlsqvqrHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float tol, float *mu, float *x)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsreigvsiHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsreigvsiHost, "cusolverSpScsreigvsiHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double tol, double *mu, double *x)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsreigvsiHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsreigvsiHost, "cusolverSpDcsreigvsiHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float tol, cuComplex *mu, cuComplex *x)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsreigvsiHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsreigvsiHost, "cusolverSpCcsreigvsiHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsreigvsiHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsreigvsiHost, "cusolverSpZcsreigvsiHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float eps, float *mu, float *x)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsreigvsi,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsreigvsi, "cusolverSpScsreigvsi")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double eps, double *mu, double *x)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsreigvsi,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsreigvsi, "cusolverSpDcsreigvsi")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float eps, cuComplex *mu, cuComplex *x)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsreigvsi,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsreigvsi, "cusolverSpCcsreigvsi")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double eps, cuDoubleComplex *mu, cuDoubleComplex *x)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsreigvsi,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsreigvsi, "cusolverSpZcsreigvsi")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsreigsHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsreigsHost, "cusolverSpScsreigsHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsreigsHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsreigsHost, "cusolverSpDcsreigsHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsreigsHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsreigsHost, "cusolverSpCcsreigsHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsreigsHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsreigsHost, "cusolverSpZcsreigsHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpXcsrsymrcmHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpXcsrsymrcmHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpXcsrsymrcmHost, "cusolverSpXcsrsymrcmHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymrcmHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpXcsrsymmdqHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpXcsrsymmdqHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpXcsrsymmdqHost, "cusolverSpXcsrsymmdqHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymmdqHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpXcsrsymamdHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpXcsrsymamdHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpXcsrsymamdHost, "cusolverSpXcsrsymamdHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymamdHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpXcsrmetisndHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int64_t *options, int *p)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpXcsrmetisndHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpXcsrmetisndHost, "cusolverSpXcsrmetisndHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrmetisndHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsrzfdHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsrzfdHost, "cusolverSpScsrzfdHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsrzfdHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsrzfdHost, "cusolverSpDcsrzfdHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsrzfdHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsrzfdHost, "cusolverSpCcsrzfdHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsrzfdHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsrzfdHost, "cusolverSpZcsrzfdHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpXcsrperm_bufferSizeHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpXcsrperm_bufferSizeHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpXcsrperm_bufferSizeHost, "cusolverSpXcsrperm_bufferSizeHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrperm_bufferSizeHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpXcsrpermHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, void *pBuffer)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpXcsrpermHost,
                       (bd_gen_fn)bd_gen_first_cusolverSpXcsrpermHost, "cusolverSpXcsrpermHost")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrpermHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCreateCsrqrInfo(csrqrInfo_t *info)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCreateCsrqrInfo,
                       (bd_gen_fn)bd_gen_first_cusolverSpCreateCsrqrInfo, "cusolverSpCreateCsrqrInfo")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreateCsrqrInfo)(info);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDestroyCsrqrInfo(csrqrInfo_t info)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDestroyCsrqrInfo,
                       (bd_gen_fn)bd_gen_first_cusolverSpDestroyCsrqrInfo, "cusolverSpDestroyCsrqrInfo")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroyCsrqrInfo)(info);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpXcsrqrAnalysisBatched(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpXcsrqrAnalysisBatched,
                       (bd_gen_fn)bd_gen_first_cusolverSpXcsrqrAnalysisBatched, "cusolverSpXcsrqrAnalysisBatched")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrqrAnalysisBatched)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsrqrBufferInfoBatched,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsrqrBufferInfoBatched, "cusolverSpScsrqrBufferInfoBatched")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsrqrBufferInfoBatched,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsrqrBufferInfoBatched, "cusolverSpDcsrqrBufferInfoBatched")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsrqrBufferInfoBatched,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsrqrBufferInfoBatched, "cusolverSpCcsrqrBufferInfoBatched")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsrqrBufferInfoBatched,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsrqrBufferInfoBatched, "cusolverSpZcsrqrBufferInfoBatched")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpScsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpScsrqrsvBatched,
                       (bd_gen_fn)bd_gen_first_cusolverSpScsrqrsvBatched, "cusolverSpScsrqrsvBatched")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpDcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpDcsrqrsvBatched,
                       (bd_gen_fn)bd_gen_first_cusolverSpDcsrqrsvBatched, "cusolverSpDcsrqrsvBatched")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpCcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, cuComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpCcsrqrsvBatched,
                       (bd_gen_fn)bd_gen_first_cusolverSpCcsrqrsvBatched, "cusolverSpCcsrqrsvBatched")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverSpZcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, cuDoubleComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    if (bd_gen_resolve(&bd_gen_cusolversp_library, &bd_gen_cusolversp.pfn_cusolverSpZcsrqrsvBatched,
                       (bd_gen_fn)bd_gen_first_cusolverSpZcsrqrsvBatched, "cusolverSpZcsrqrsvBatched")) {
        return BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

struct bd_gen_cusolversp_table bd_gen_cusolversp = {
    .pfn_cusolverSpCreate = bd_gen_first_cusolverSpCreate,
    .pfn_cusolverSpDestroy = bd_gen_first_cusolverSpDestroy,
    .pfn_cusolverSpSetStream = bd_gen_first_cusolverSpSetStream,
    .pfn_cusolverSpGetStream = bd_gen_first_cusolverSpGetStream,
    .pfn_cusolverSpXcsrissymHost = bd_gen_first_cusolverSpXcsrissymHost,
    .pfn_cusolverSpScsrlsvluHost = bd_gen_first_cusolverSpScsrlsvluHost,
    .pfn_cusolverSpDcsrlsvluHost = bd_gen_first_cusolverSpDcsrlsvluHost,
    .pfn_cusolverSpCcsrlsvluHost = bd_gen_first_cusolverSpCcsrlsvluHost,
    .pfn_cusolverSpZcsrlsvluHost = bd_gen_first_cusolverSpZcsrlsvluHost,
    .pfn_cusolverSpScsrlsvqr = bd_gen_first_cusolverSpScsrlsvqr,
    .pfn_cusolverSpDcsrlsvqr = bd_gen_first_cusolverSpDcsrlsvqr,
    .pfn_cusolverSpCcsrlsvqr = bd_gen_first_cusolverSpCcsrlsvqr,
    .pfn_cusolverSpZcsrlsvqr = bd_gen_first_cusolverSpZcsrlsvqr,
    .pfn_cusolverSpScsrlsvqrHost = bd_gen_first_cusolverSpScsrlsvqrHost,
    .pfn_cusolverSpDcsrlsvqrHost = bd_gen_first_cusolverSpDcsrlsvqrHost,
    .pfn_cusolverSpCcsrlsvqrHost = bd_gen_first_cusolverSpCcsrlsvqrHost,
    .pfn_cusolverSpZcsrlsvqrHost = bd_gen_first_cusolverSpZcsrlsvqrHost,
    .pfn_cusolverSpScsrlsvcholHost = bd_gen_first_cusolverSpScsrlsvcholHost,
    .pfn_cusolverSpDcsrlsvcholHost = bd_gen_first_cusolverSpDcsrlsvcholHost,
    .pfn_cusolverSpCcsrlsvcholHost = bd_gen_first_cusolverSpCcsrlsvcholHost,
    .pfn_cusolverSpZcsrlsvcholHost = bd_gen_first_cusolverSpZcsrlsvcholHost,
    .pfn_cusolverSpScsrlsvchol = bd_gen_first_cusolverSpScsrlsvchol,
    .pfn_cusolverSpDcsrlsvchol = bd_gen_first_cusolverSpDcsrlsvchol,
    .pfn_cusolverSpCcsrlsvchol = bd_gen_first_cusolverSpCcsrlsvchol,
    .pfn_cusolverSpZcsrlsvchol = bd_gen_first_cusolverSpZcsrlsvchol,
    .pfn_cusolverSpScsrlsqvqrHost = bd_gen_first_cusolverSpScsrlsqvqrHost,
    .pfn_cusolverSpDcsrlsqvqrHost = bd_gen_first_cusolverSpDcsrlsqvqrHost,
    .pfn_cusolverSpCcsrlsqvqrHost = bd_gen_first_cusolverSpCcsrlsqvqrHost,
    .pfn_cusolverSpZcsrlsqvqrHost = bd_gen_first_cusolverSpZcsrlsqvqrHost,
    .pfn_cusolverSpScsreigvsiHost = bd_gen_first_cusolverSpScsreigvsiHost,
    .pfn_cusolverSpDcsreigvsiHost = bd_gen_first_cusolverSpDcsreigvsiHost,
    .pfn_cusolverSpCcsreigvsiHost = bd_gen_first_cusolverSpCcsreigvsiHost,
    .pfn_cusolverSpZcsreigvsiHost = bd_gen_first_cusolverSpZcsreigvsiHost,
    .pfn_cusolverSpScsreigvsi = bd_gen_first_cusolverSpScsreigvsi,
    .pfn_cusolverSpDcsreigvsi = bd_gen_first_cusolverSpDcsreigvsi,
    .pfn_cusolverSpCcsreigvsi = bd_gen_first_cusolverSpCcsreigvsi,
    .pfn_cusolverSpZcsreigvsi = bd_gen_first_cusolverSpZcsreigvsi,
    .pfn_cusolverSpScsreigsHost = bd_gen_first_cusolverSpScsreigsHost,
    .pfn_cusolverSpDcsreigsHost = bd_gen_first_cusolverSpDcsreigsHost,
    .pfn_cusolverSpCcsreigsHost = bd_gen_first_cusolverSpCcsreigsHost,
    .pfn_cusolverSpZcsreigsHost = bd_gen_first_cusolverSpZcsreigsHost,
    .pfn_cusolverSpXcsrsymrcmHost = bd_gen_first_cusolverSpXcsrsymrcmHost,
    .pfn_cusolverSpXcsrsymmdqHost = bd_gen_first_cusolverSpXcsrsymmdqHost,
    .pfn_cusolverSpXcsrsymamdHost = bd_gen_first_cusolverSpXcsrsymamdHost,
    .pfn_cusolverSpXcsrmetisndHost = bd_gen_first_cusolverSpXcsrmetisndHost,
    .pfn_cusolverSpScsrzfdHost = bd_gen_first_cusolverSpScsrzfdHost,
    .pfn_cusolverSpDcsrzfdHost = bd_gen_first_cusolverSpDcsrzfdHost,
    .pfn_cusolverSpCcsrzfdHost = bd_gen_first_cusolverSpCcsrzfdHost,
    .pfn_cusolverSpZcsrzfdHost = bd_gen_first_cusolverSpZcsrzfdHost,
    .pfn_cusolverSpXcsrperm_bufferSizeHost = bd_gen_first_cusolverSpXcsrperm_bufferSizeHost,
    .pfn_cusolverSpXcsrpermHost = bd_gen_first_cusolverSpXcsrpermHost,
    .pfn_cusolverSpCreateCsrqrInfo = bd_gen_first_cusolverSpCreateCsrqrInfo,
    .pfn_cusolverSpDestroyCsrqrInfo = bd_gen_first_cusolverSpDestroyCsrqrInfo,
    .pfn_cusolverSpXcsrqrAnalysisBatched = bd_gen_first_cusolverSpXcsrqrAnalysisBatched,
    .pfn_cusolverSpScsrqrBufferInfoBatched = bd_gen_first_cusolverSpScsrqrBufferInfoBatched,
    .pfn_cusolverSpDcsrqrBufferInfoBatched = bd_gen_first_cusolverSpDcsrqrBufferInfoBatched,
    .pfn_cusolverSpCcsrqrBufferInfoBatched = bd_gen_first_cusolverSpCcsrqrBufferInfoBatched,
    .pfn_cusolverSpZcsrqrBufferInfoBatched = bd_gen_first_cusolverSpZcsrqrBufferInfoBatched,
    .pfn_cusolverSpScsrqrsvBatched = bd_gen_first_cusolverSpScsrqrsvBatched,
    .pfn_cusolverSpDcsrqrsvBatched = bd_gen_first_cusolverSpDcsrqrsvBatched,
    .pfn_cusolverSpCcsrqrsvBatched = bd_gen_first_cusolverSpCcsrqrsvBatched,
    .pfn_cusolverSpZcsrqrsvBatched = bd_gen_first_cusolverSpZcsrqrsvBatched,
};

static const struct bd_gen_entry entries[] = {
    {"cusolverSpCreate", "cusolverSpCreate", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCreate, (bd_gen_fn)bd_gen_first_cusolverSpCreate},
    {"cusolverSpDestroy", "cusolverSpDestroy", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDestroy, (bd_gen_fn)bd_gen_first_cusolverSpDestroy},
    {"cusolverSpSetStream", "cusolverSpSetStream", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpSetStream, (bd_gen_fn)bd_gen_first_cusolverSpSetStream},
    {"cusolverSpGetStream", "cusolverSpGetStream", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpGetStream, (bd_gen_fn)bd_gen_first_cusolverSpGetStream},
    {"cusolverSpXcsrissymHost", "cusolverSpXcsrissymHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpXcsrissymHost, (bd_gen_fn)bd_gen_first_cusolverSpXcsrissymHost},
    {"cusolverSpScsrlsvluHost", "cusolverSpScsrlsvluHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsrlsvluHost, (bd_gen_fn)bd_gen_first_cusolverSpScsrlsvluHost},
    {"cusolverSpDcsrlsvluHost", "cusolverSpDcsrlsvluHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsvluHost, (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsvluHost},
    {"cusolverSpCcsrlsvluHost", "cusolverSpCcsrlsvluHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsvluHost, (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsvluHost},
    {"cusolverSpZcsrlsvluHost", "cusolverSpZcsrlsvluHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsvluHost, (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsvluHost},
    {"cusolverSpScsrlsvqr", "cusolverSpScsrlsvqr", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsrlsvqr, (bd_gen_fn)bd_gen_first_cusolverSpScsrlsvqr},
    {"cusolverSpDcsrlsvqr", "cusolverSpDcsrlsvqr", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsvqr, (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsvqr},
    {"cusolverSpCcsrlsvqr", "cusolverSpCcsrlsvqr", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsvqr, (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsvqr},
    {"cusolverSpZcsrlsvqr", "cusolverSpZcsrlsvqr", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsvqr, (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsvqr},
    {"cusolverSpScsrlsvqrHost", "cusolverSpScsrlsvqrHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsrlsvqrHost, (bd_gen_fn)bd_gen_first_cusolverSpScsrlsvqrHost},
    {"cusolverSpDcsrlsvqrHost", "cusolverSpDcsrlsvqrHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsvqrHost, (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsvqrHost},
    {"cusolverSpCcsrlsvqrHost", "cusolverSpCcsrlsvqrHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsvqrHost, (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsvqrHost},
    {"cusolverSpZcsrlsvqrHost", "cusolverSpZcsrlsvqrHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsvqrHost, (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsvqrHost},
    {"cusolverSpScsrlsvcholHost", "cusolverSpScsrlsvcholHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsrlsvcholHost, (bd_gen_fn)bd_gen_first_cusolverSpScsrlsvcholHost},
    {"cusolverSpDcsrlsvcholHost", "cusolverSpDcsrlsvcholHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsvcholHost, (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsvcholHost},
    {"cusolverSpCcsrlsvcholHost", "cusolverSpCcsrlsvcholHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsvcholHost, (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsvcholHost},
    {"cusolverSpZcsrlsvcholHost", "cusolverSpZcsrlsvcholHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsvcholHost, (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsvcholHost},
    {"cusolverSpScsrlsvchol", "cusolverSpScsrlsvchol", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsrlsvchol, (bd_gen_fn)bd_gen_first_cusolverSpScsrlsvchol},
    {"cusolverSpDcsrlsvchol", "cusolverSpDcsrlsvchol", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsvchol, (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsvchol},
    {"cusolverSpCcsrlsvchol", "cusolverSpCcsrlsvchol", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsvchol, (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsvchol},
    {"cusolverSpZcsrlsvchol", "cusolverSpZcsrlsvchol", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsvchol, (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsvchol},
    {"cusolverSpScsrlsqvqrHost", "cusolverSpScsrlsqvqrHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsrlsqvqrHost, (bd_gen_fn)bd_gen_first_cusolverSpScsrlsqvqrHost},
    {"cusolverSpDcsrlsqvqrHost", "cusolverSpDcsrlsqvqrHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsrlsqvqrHost, (bd_gen_fn)bd_gen_first_cusolverSpDcsrlsqvqrHost},
    {"cusolverSpCcsrlsqvqrHost", "cusolverSpCcsrlsqvqrHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsrlsqvqrHost, (bd_gen_fn)bd_gen_first_cusolverSpCcsrlsqvqrHost},
    {"cusolverSpZcsrlsqvqrHost", "cusolverSpZcsrlsqvqrHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsrlsqvqrHost, (bd_gen_fn)bd_gen_first_cusolverSpZcsrlsqvqrHost},
    {"cusolverSpScsreigvsiHost", "cusolverSpScsreigvsiHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsreigvsiHost, (bd_gen_fn)bd_gen_first_cusolverSpScsreigvsiHost},
    {"cusolverSpDcsreigvsiHost", "cusolverSpDcsreigvsiHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsreigvsiHost, (bd_gen_fn)bd_gen_first_cusolverSpDcsreigvsiHost},
    {"cusolverSpCcsreigvsiHost", "cusolverSpCcsreigvsiHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsreigvsiHost, (bd_gen_fn)bd_gen_first_cusolverSpCcsreigvsiHost},
    {"cusolverSpZcsreigvsiHost", "cusolverSpZcsreigvsiHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsreigvsiHost, (bd_gen_fn)bd_gen_first_cusolverSpZcsreigvsiHost},
    {"cusolverSpScsreigvsi", "cusolverSpScsreigvsi", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsreigvsi, (bd_gen_fn)bd_gen_first_cusolverSpScsreigvsi},
    {"cusolverSpDcsreigvsi", "cusolverSpDcsreigvsi", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsreigvsi, (bd_gen_fn)bd_gen_first_cusolverSpDcsreigvsi},
    {"cusolverSpCcsreigvsi", "cusolverSpCcsreigvsi", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsreigvsi, (bd_gen_fn)bd_gen_first_cusolverSpCcsreigvsi},
    {"cusolverSpZcsreigvsi", "cusolverSpZcsreigvsi", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsreigvsi, (bd_gen_fn)bd_gen_first_cusolverSpZcsreigvsi},
    {"cusolverSpScsreigsHost", "cusolverSpScsreigsHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsreigsHost, (bd_gen_fn)bd_gen_first_cusolverSpScsreigsHost},
    {"cusolverSpDcsreigsHost", "cusolverSpDcsreigsHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsreigsHost, (bd_gen_fn)bd_gen_first_cusolverSpDcsreigsHost},
    {"cusolverSpCcsreigsHost", "cusolverSpCcsreigsHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsreigsHost, (bd_gen_fn)bd_gen_first_cusolverSpCcsreigsHost},
    {"cusolverSpZcsreigsHost", "cusolverSpZcsreigsHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsreigsHost, (bd_gen_fn)bd_gen_first_cusolverSpZcsreigsHost},
    {"cusolverSpXcsrsymrcmHost", "cusolverSpXcsrsymrcmHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpXcsrsymrcmHost, (bd_gen_fn)bd_gen_first_cusolverSpXcsrsymrcmHost},
    {"cusolverSpXcsrsymmdqHost", "cusolverSpXcsrsymmdqHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpXcsrsymmdqHost, (bd_gen_fn)bd_gen_first_cusolverSpXcsrsymmdqHost},
    {"cusolverSpXcsrsymamdHost", "cusolverSpXcsrsymamdHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpXcsrsymamdHost, (bd_gen_fn)bd_gen_first_cusolverSpXcsrsymamdHost},
    {"cusolverSpXcsrmetisndHost", "cusolverSpXcsrmetisndHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpXcsrmetisndHost, (bd_gen_fn)bd_gen_first_cusolverSpXcsrmetisndHost},
    {"cusolverSpScsrzfdHost", "cusolverSpScsrzfdHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsrzfdHost, (bd_gen_fn)bd_gen_first_cusolverSpScsrzfdHost},
    {"cusolverSpDcsrzfdHost", "cusolverSpDcsrzfdHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsrzfdHost, (bd_gen_fn)bd_gen_first_cusolverSpDcsrzfdHost},
    {"cusolverSpCcsrzfdHost", "cusolverSpCcsrzfdHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsrzfdHost, (bd_gen_fn)bd_gen_first_cusolverSpCcsrzfdHost},
    {"cusolverSpZcsrzfdHost", "cusolverSpZcsrzfdHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsrzfdHost, (bd_gen_fn)bd_gen_first_cusolverSpZcsrzfdHost},
    {"cusolverSpXcsrperm_bufferSizeHost", "cusolverSpXcsrperm_bufferSizeHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpXcsrperm_bufferSizeHost, (bd_gen_fn)bd_gen_first_cusolverSpXcsrperm_bufferSizeHost},
    {"cusolverSpXcsrpermHost", "cusolverSpXcsrpermHost", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpXcsrpermHost, (bd_gen_fn)bd_gen_first_cusolverSpXcsrpermHost},
    {"cusolverSpCreateCsrqrInfo", "cusolverSpCreateCsrqrInfo", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCreateCsrqrInfo, (bd_gen_fn)bd_gen_first_cusolverSpCreateCsrqrInfo},
    {"cusolverSpDestroyCsrqrInfo", "cusolverSpDestroyCsrqrInfo", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDestroyCsrqrInfo, (bd_gen_fn)bd_gen_first_cusolverSpDestroyCsrqrInfo},
    {"cusolverSpXcsrqrAnalysisBatched", "cusolverSpXcsrqrAnalysisBatched", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpXcsrqrAnalysisBatched, (bd_gen_fn)bd_gen_first_cusolverSpXcsrqrAnalysisBatched},
    {"cusolverSpScsrqrBufferInfoBatched", "cusolverSpScsrqrBufferInfoBatched", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsrqrBufferInfoBatched, (bd_gen_fn)bd_gen_first_cusolverSpScsrqrBufferInfoBatched},
    {"cusolverSpDcsrqrBufferInfoBatched", "cusolverSpDcsrqrBufferInfoBatched", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsrqrBufferInfoBatched, (bd_gen_fn)bd_gen_first_cusolverSpDcsrqrBufferInfoBatched},
    {"cusolverSpCcsrqrBufferInfoBatched", "cusolverSpCcsrqrBufferInfoBatched", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsrqrBufferInfoBatched, (bd_gen_fn)bd_gen_first_cusolverSpCcsrqrBufferInfoBatched},
    {"cusolverSpZcsrqrBufferInfoBatched", "cusolverSpZcsrqrBufferInfoBatched", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsrqrBufferInfoBatched, (bd_gen_fn)bd_gen_first_cusolverSpZcsrqrBufferInfoBatched},
    {"cusolverSpScsrqrsvBatched", "cusolverSpScsrqrsvBatched", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpScsrqrsvBatched, (bd_gen_fn)bd_gen_first_cusolverSpScsrqrsvBatched},
    {"cusolverSpDcsrqrsvBatched", "cusolverSpDcsrqrsvBatched", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpDcsrqrsvBatched, (bd_gen_fn)bd_gen_first_cusolverSpDcsrqrsvBatched},
    {"cusolverSpCcsrqrsvBatched", "cusolverSpCcsrqrsvBatched", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpCcsrqrsvBatched, (bd_gen_fn)bd_gen_first_cusolverSpCcsrqrsvBatched},
    {"cusolverSpZcsrqrsvBatched", "cusolverSpZcsrqrsvBatched", 0, 0, 0, &bd_gen_cusolversp.pfn_cusolverSpZcsrqrsvBatched, (bd_gen_fn)bd_gen_first_cusolverSpZcsrqrsvBatched},
};

struct bd_gen_library bd_gen_cusolversp_library = BD_GEN_LIBRARY("cusolversp", "libcusolver.so.12", BD_GEN_DLSYM, entries, bd_gen_cusolversp_status_name, &bd_gen_cusolversp, NULL);

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCreate(cusolverSpHandle_t *handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreate)(handle), "cusolverSpCreate");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CUSOLVER_SP_HANDLE, BD_HANDLE_VALUE(*handle), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCreate(cusolverSpHandle_t *handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreate)(handle), "cusolverSpCreate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCreate(cusolverSpHandle_t *handle, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreate)(handle), "cusolverSpCreate");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCreate(handle, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCreate(handle, bd);
}

cusolverStatus_t bd_cusolverSpCreate(bound_dev_t *bd, cusolverSpHandle_t *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreate)(handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCreate(handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpCreate(handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDestroy(cusolverSpHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDestroy", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroy)(handle), "cusolverSpDestroy");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_CUSOLVER_SP_HANDLE, BD_HANDLE_VALUE(handle));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDestroy(cusolverSpHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroy)(handle), "cusolverSpDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDestroy(cusolverSpHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroy)(handle), "cusolverSpDestroy");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDestroy(handle, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDestroy(handle, bd);
}

cusolverStatus_t bd_cusolverSpDestroy(bound_dev_t *bd, cusolverSpHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroy)(handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDestroy(handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpDestroy(handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpSetStream(cusolverSpHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpSetStream", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"streamId", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(streamId)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpSetStream)(handle, streamId), "cusolverSpSetStream");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpSetStream(cusolverSpHandle_t handle, cudaStream_t streamId, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpSetStream)(handle, streamId), "cusolverSpSetStream");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpSetStream(cusolverSpHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(streamId)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpSetStream", bd, bd_values, 2)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpSetStream)(handle, streamId), "cusolverSpSetStream");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpSetStream(handle, streamId, bd, bd_caller)
                            : bd_gen_slow_cusolverSpSetStream(handle, streamId, bd);
}

cusolverStatus_t bd_cusolverSpSetStream(bound_dev_t *bd, cusolverSpHandle_t handle, cudaStream_t streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpSetStream)(handle, streamId)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpSetStream(handle, streamId, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpSetStream(handle, streamId, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpGetStream(cusolverSpHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpGetStream", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpGetStream)(handle, streamId), "cusolverSpGetStream");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpGetStream(cusolverSpHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpGetStream)(handle, streamId), "cusolverSpGetStream");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpGetStream(cusolverSpHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpGetStream", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpGetStream)(handle, streamId), "cusolverSpGetStream");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpGetStream(handle, streamId, bd, bd_caller)
                            : bd_gen_slow_cusolverSpGetStream(handle, streamId, bd);
}

cusolverStatus_t bd_cusolverSpGetStream(bound_dev_t *bd, cusolverSpHandle_t handle, cudaStream_t *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpGetStream)(handle, streamId)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpGetStream(handle, streamId, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpGetStream(handle, streamId, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpXcsrissymHost(cusolverSpHandle_t handle, int m, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int *issym, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpXcsrissymHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrissymHost)(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym), "cusolverSpXcsrissymHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpXcsrissymHost(cusolverSpHandle_t handle, int m, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int *issym, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrissymHost)(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym), "cusolverSpXcsrissymHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpXcsrissymHost(cusolverSpHandle_t handle, int m, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int *issym, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpXcsrissymHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrissymHost)(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym), "cusolverSpXcsrissymHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpXcsrissymHost(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym, bd, bd_caller)
                            : bd_gen_slow_cusolverSpXcsrissymHost(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym, bd);
}

cusolverStatus_t bd_cusolverSpXcsrissymHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int *issym)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrissymHost)(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpXcsrissymHost(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpXcsrissymHost(handle, m, nnzA, descrA, csrRowPtrA, csrEndPtrA, csrColIndA, issym, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsrlsvluHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpScsrlsvluHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpScsrlsvluHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsrlsvluHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpScsrlsvluHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpScsrlsvluHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpScsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsrlsvluHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvluHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvluHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsrlsvluHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvluHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpDcsrlsvluHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpDcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsrlsvluHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvluHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvluHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsrlsvluHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvluHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpCcsrlsvluHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpCcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsrlsvluHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvluHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvluHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsrlsvluHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvluHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpZcsrlsvluHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvluHost)(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpZcsrlsvluHost(handle, n, nnzA, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsrlsvqr", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 6);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpScsrlsvqr");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrVal", BD_HANDLE_VALUE(csrVal), (unsigned long long)(nnz) * sizeof(*csrVal), false},
                {"csrRowPtr", BD_HANDLE_VALUE(csrRowPtr), (unsigned long long)(m) * sizeof(*csrRowPtr), false},
                {"csrColInd", BD_HANDLE_VALUE(csrColInd), (unsigned long long)(nnz) * sizeof(*csrColInd), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpScsrlsvqr");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpScsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsrlsvqr", bd, bd_values, 6)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpScsrlsvqr");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpScsrlsvqr(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpScsrlsvqr")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpScsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpScsrlsvqr");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsrlsvqr", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 6);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvqr");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrVal", BD_HANDLE_VALUE(csrVal), (unsigned long long)(nnz) * sizeof(*csrVal), false},
                {"csrRowPtr", BD_HANDLE_VALUE(csrRowPtr), (unsigned long long)(m) * sizeof(*csrRowPtr), false},
                {"csrColInd", BD_HANDLE_VALUE(csrColInd), (unsigned long long)(nnz) * sizeof(*csrColInd), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvqr");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpDcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsrlsvqr", bd, bd_values, 6)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvqr");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpDcsrlsvqr(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvqr")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpDcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpDcsrlsvqr");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsrlsvqr", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 6);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvqr");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrVal", BD_HANDLE_VALUE(csrVal), (unsigned long long)(nnz) * sizeof(*csrVal), false},
                {"csrRowPtr", BD_HANDLE_VALUE(csrRowPtr), (unsigned long long)(m) * sizeof(*csrRowPtr), false},
                {"csrColInd", BD_HANDLE_VALUE(csrColInd), (unsigned long long)(nnz) * sizeof(*csrColInd), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvqr");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpCcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsrlsvqr", bd, bd_values, 6)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvqr");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpCcsrlsvqr(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvqr")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpCcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpCcsrlsvqr");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsrlsvqr", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 6);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvqr");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrVal", BD_HANDLE_VALUE(csrVal), (unsigned long long)(nnz) * sizeof(*csrVal), false},
                {"csrRowPtr", BD_HANDLE_VALUE(csrRowPtr), (unsigned long long)(m) * sizeof(*csrRowPtr), false},
                {"csrColInd", BD_HANDLE_VALUE(csrColInd), (unsigned long long)(nnz) * sizeof(*csrColInd), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvqr");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpZcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsrlsvqr", bd, bd_values, 6)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvqr");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpZcsrlsvqr(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvqr)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvqr")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpZcsrlsvqr(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpZcsrlsvqr");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsrlsvqrHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpScsrlsvqrHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpScsrlsvqrHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsrlsvqrHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpScsrlsvqrHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpScsrlsvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpScsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsrlsvqrHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvqrHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvqrHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsrlsvqrHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvqrHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpDcsrlsvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpDcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsrlsvqrHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvqrHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvqrHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsrlsvqrHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvqrHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpCcsrlsvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpCcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsrlsvqrHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvqrHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvqrHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsrlsvqrHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvqrHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpZcsrlsvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvqrHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpZcsrlsvqrHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsrlsvcholHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpScsrlsvcholHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpScsrlsvcholHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsrlsvcholHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpScsrlsvcholHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpScsrlsvcholHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpScsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsrlsvcholHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvcholHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvcholHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsrlsvcholHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvcholHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpDcsrlsvcholHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpDcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsrlsvcholHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvcholHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvcholHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsrlsvcholHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvcholHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpCcsrlsvcholHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpCcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsrlsvcholHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvcholHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvcholHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsrlsvcholHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvcholHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpZcsrlsvcholHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvcholHost)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpZcsrlsvcholHost(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsrlsvchol", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 6);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpScsrlsvchol");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrVal", BD_HANDLE_VALUE(csrVal), (unsigned long long)(nnz) * sizeof(*csrVal), false},
                {"csrRowPtr", BD_HANDLE_VALUE(csrRowPtr), (unsigned long long)(m) * sizeof(*csrRowPtr), false},
                {"csrColInd", BD_HANDLE_VALUE(csrColInd), (unsigned long long)(nnz) * sizeof(*csrColInd), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpScsrlsvchol");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpScsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsrlsvchol", bd, bd_values, 6)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpScsrlsvchol");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpScsrlsvchol(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpScsrlsvchol")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpScsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpScsrlsvchol");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsrlsvchol", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 6);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvchol");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrVal", BD_HANDLE_VALUE(csrVal), (unsigned long long)(nnz) * sizeof(*csrVal), false},
                {"csrRowPtr", BD_HANDLE_VALUE(csrRowPtr), (unsigned long long)(m) * sizeof(*csrRowPtr), false},
                {"csrColInd", BD_HANDLE_VALUE(csrColInd), (unsigned long long)(nnz) * sizeof(*csrColInd), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvchol");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpDcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsrlsvchol", bd, bd_values, 6)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvchol");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpDcsrlsvchol(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpDcsrlsvchol")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpDcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpDcsrlsvchol");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsrlsvchol", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 6);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvchol");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrVal", BD_HANDLE_VALUE(csrVal), (unsigned long long)(nnz) * sizeof(*csrVal), false},
                {"csrRowPtr", BD_HANDLE_VALUE(csrRowPtr), (unsigned long long)(m) * sizeof(*csrRowPtr), false},
                {"csrColInd", BD_HANDLE_VALUE(csrColInd), (unsigned long long)(nnz) * sizeof(*csrColInd), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvchol");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpCcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsrlsvchol", bd, bd_values, 6)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvchol");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpCcsrlsvchol(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpCcsrlsvchol")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpCcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpCcsrlsvchol");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsrlsvchol", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 6);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvchol");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrVal", BD_HANDLE_VALUE(csrVal), (unsigned long long)(nnz) * sizeof(*csrVal), false},
                {"csrRowPtr", BD_HANDLE_VALUE(csrRowPtr), (unsigned long long)(m) * sizeof(*csrRowPtr), false},
                {"csrColInd", BD_HANDLE_VALUE(csrColInd), (unsigned long long)(nnz) * sizeof(*csrColInd), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvchol");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpZcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsrlsvchol", bd, bd_values, 6)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvchol");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
}

cusolverStatus_t bd_cusolverSpZcsrlsvchol(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsvchol)(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity), "cusolverSpZcsrlsvchol")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpZcsrlsvchol(handle, m, nnz, descrA, csrVal, csrRowPtr, csrColInd, b, tol, reorder, x, singularity, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpZcsrlsvchol");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int *rankA, float *x, int *p, float *min_norm, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsrlsqvqrHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpScsrlsqvqrHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int *rankA, float *x, int *p, float *min_norm, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpScsrlsqvqrHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int *rankA, float *x, int *p, float *min_norm, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsrlsqvqrHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpScsrlsqvqrHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd);
}

cusolverStatus_t bd_cusolverSpScsrlsqvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int *rankA, float *x, int *p, float *min_norm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpScsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int *rankA, double *x, int *p, double *min_norm, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsrlsqvqrHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpDcsrlsqvqrHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int *rankA, double *x, int *p, double *min_norm, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpDcsrlsqvqrHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int *rankA, double *x, int *p, double *min_norm, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsrlsqvqrHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpDcsrlsqvqrHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd);
}

cusolverStatus_t bd_cusolverSpDcsrlsqvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int *rankA, double *x, int *p, double *min_norm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpDcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex *x, int *p, float *min_norm, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsrlsqvqrHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpCcsrlsqvqrHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex *x, int *p, float *min_norm, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpCcsrlsqvqrHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex *x, int *p, float *min_norm, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsrlsqvqrHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpCcsrlsqvqrHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd);
}

cusolverStatus_t bd_cusolverSpCcsrlsqvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex *x, int *p, float *min_norm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpCcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, cuDoubleComplex *x, int *p, double *min_norm, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsrlsqvqrHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpZcsrlsqvqrHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, cuDoubleComplex *x, int *p, double *min_norm, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpZcsrlsqvqrHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, cuDoubleComplex *x, int *p, double *min_norm, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsrlsqvqrHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm), "cusolverSpZcsrlsqvqrHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd);
}

cusolverStatus_t bd_cusolverSpZcsrlsqvqrHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, cuDoubleComplex *x, int *p, double *min_norm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrlsqvqrHost)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpZcsrlsqvqrHost(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, tol, rankA, x, p, min_norm, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float tol, float *mu, float *x, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsreigvsiHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpScsreigvsiHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float tol, float *mu, float *x, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpScsreigvsiHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float tol, float *mu, float *x, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsreigvsiHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpScsreigvsiHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd);
}

cusolverStatus_t bd_cusolverSpScsreigvsiHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float tol, float *mu, float *x)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpScsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double tol, double *mu, double *x, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsreigvsiHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpDcsreigvsiHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double tol, double *mu, double *x, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpDcsreigvsiHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double tol, double *mu, double *x, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsreigvsiHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpDcsreigvsiHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd);
}

cusolverStatus_t bd_cusolverSpDcsreigvsiHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double tol, double *mu, double *x)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpDcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float tol, cuComplex *mu, cuComplex *x, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsreigvsiHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpCcsreigvsiHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float tol, cuComplex *mu, cuComplex *x, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpCcsreigvsiHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float tol, cuComplex *mu, cuComplex *x, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsreigvsiHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpCcsreigvsiHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd);
}

cusolverStatus_t bd_cusolverSpCcsreigvsiHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float tol, cuComplex *mu, cuComplex *x)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpCcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsreigvsiHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpZcsreigvsiHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpZcsreigvsiHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsreigvsiHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x), "cusolverSpZcsreigvsiHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd);
}

cusolverStatus_t bd_cusolverSpZcsreigvsiHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigvsiHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpZcsreigvsiHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, tol, mu, x, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float eps, float *mu, float *x, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsreigvsi", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrValA", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtrA", BD_KIND_DEVICE_POINTER, false},
        {"csrColIndA", BD_KIND_DEVICE_POINTER, false},
        {"x0", BD_KIND_DEVICE_POINTER, false},
        {"mu", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(x0), BD_HANDLE_VALUE(mu), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 7);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpScsreigvsi");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrValA", BD_HANDLE_VALUE(csrValA), (unsigned long long)(nnz) * sizeof(*csrValA), false},
                {"csrRowPtrA", BD_HANDLE_VALUE(csrRowPtrA), (unsigned long long)(m) * sizeof(*csrRowPtrA), false},
                {"csrColIndA", BD_HANDLE_VALUE(csrColIndA), (unsigned long long)(nnz) * sizeof(*csrColIndA), false},
                {"x0", BD_HANDLE_VALUE(x0), (unsigned long long)(m) * sizeof(*x0), false},
                {"mu", BD_HANDLE_VALUE(mu), sizeof(*mu), true},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 6, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float eps, float *mu, float *x, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpScsreigvsi");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float eps, float *mu, float *x, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpScsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(x0), BD_HANDLE_VALUE(mu), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsreigvsi", bd, bd_values, 7)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpScsreigvsi");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd);
}

cusolverStatus_t bd_cusolverSpScsreigvsi(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float eps, float *mu, float *x)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpScsreigvsi")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpScsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(mu), sizeof(*mu), "cusolverSpScsreigvsi");
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpScsreigvsi");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double eps, double *mu, double *x, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsreigvsi", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrValA", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtrA", BD_KIND_DEVICE_POINTER, false},
        {"csrColIndA", BD_KIND_DEVICE_POINTER, false},
        {"x0", BD_KIND_DEVICE_POINTER, false},
        {"mu", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(x0), BD_HANDLE_VALUE(mu), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 7);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpDcsreigvsi");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrValA", BD_HANDLE_VALUE(csrValA), (unsigned long long)(nnz) * sizeof(*csrValA), false},
                {"csrRowPtrA", BD_HANDLE_VALUE(csrRowPtrA), (unsigned long long)(m) * sizeof(*csrRowPtrA), false},
                {"csrColIndA", BD_HANDLE_VALUE(csrColIndA), (unsigned long long)(nnz) * sizeof(*csrColIndA), false},
                {"x0", BD_HANDLE_VALUE(x0), (unsigned long long)(m) * sizeof(*x0), false},
                {"mu", BD_HANDLE_VALUE(mu), sizeof(*mu), true},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 6, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double eps, double *mu, double *x, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpDcsreigvsi");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double eps, double *mu, double *x, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpDcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(x0), BD_HANDLE_VALUE(mu), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsreigvsi", bd, bd_values, 7)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpDcsreigvsi");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd);
}

cusolverStatus_t bd_cusolverSpDcsreigvsi(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double eps, double *mu, double *x)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpDcsreigvsi")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpDcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(mu), sizeof(*mu), "cusolverSpDcsreigvsi");
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpDcsreigvsi");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float eps, cuComplex *mu, cuComplex *x, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsreigvsi", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrValA", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtrA", BD_KIND_DEVICE_POINTER, false},
        {"csrColIndA", BD_KIND_DEVICE_POINTER, false},
        {"x0", BD_KIND_DEVICE_POINTER, false},
        {"mu", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(x0), BD_HANDLE_VALUE(mu), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 7);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpCcsreigvsi");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrValA", BD_HANDLE_VALUE(csrValA), (unsigned long long)(nnz) * sizeof(*csrValA), false},
                {"csrRowPtrA", BD_HANDLE_VALUE(csrRowPtrA), (unsigned long long)(m) * sizeof(*csrRowPtrA), false},
                {"csrColIndA", BD_HANDLE_VALUE(csrColIndA), (unsigned long long)(nnz) * sizeof(*csrColIndA), false},
                {"x0", BD_HANDLE_VALUE(x0), (unsigned long long)(m) * sizeof(*x0), false},
                {"mu", BD_HANDLE_VALUE(mu), sizeof(*mu), true},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 6, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float eps, cuComplex *mu, cuComplex *x, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpCcsreigvsi");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float eps, cuComplex *mu, cuComplex *x, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpCcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(x0), BD_HANDLE_VALUE(mu), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsreigvsi", bd, bd_values, 7)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpCcsreigvsi");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd);
}

cusolverStatus_t bd_cusolverSpCcsreigvsi(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float eps, cuComplex *mu, cuComplex *x)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpCcsreigvsi")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpCcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(mu), sizeof(*mu), "cusolverSpCcsreigvsi");
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpCcsreigvsi");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double eps, cuDoubleComplex *mu, cuDoubleComplex *x, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsreigvsi", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrValA", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtrA", BD_KIND_DEVICE_POINTER, false},
        {"csrColIndA", BD_KIND_DEVICE_POINTER, false},
        {"x0", BD_KIND_DEVICE_POINTER, false},
        {"mu", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(x0), BD_HANDLE_VALUE(mu), BD_HANDLE_VALUE(x)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 7);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpZcsreigvsi");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrValA", BD_HANDLE_VALUE(csrValA), (unsigned long long)(nnz) * sizeof(*csrValA), false},
                {"csrRowPtrA", BD_HANDLE_VALUE(csrRowPtrA), (unsigned long long)(m) * sizeof(*csrRowPtrA), false},
                {"csrColIndA", BD_HANDLE_VALUE(csrColIndA), (unsigned long long)(nnz) * sizeof(*csrColIndA), false},
                {"x0", BD_HANDLE_VALUE(x0), (unsigned long long)(m) * sizeof(*x0), false},
                {"mu", BD_HANDLE_VALUE(mu), sizeof(*mu), true},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 6, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double eps, cuDoubleComplex *mu, cuDoubleComplex *x, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpZcsreigvsi");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double eps, cuDoubleComplex *mu, cuDoubleComplex *x, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpZcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(x0), BD_HANDLE_VALUE(mu), BD_HANDLE_VALUE(x)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsreigvsi", bd, bd_values, 7)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpZcsreigvsi");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd);
}

cusolverStatus_t bd_cusolverSpZcsreigvsi(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double eps, cuDoubleComplex *mu, cuDoubleComplex *x)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigvsi)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x), "cusolverSpZcsreigvsi")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpZcsreigvsi(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, mu0, x0, maxite, eps, mu, x, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(mu), sizeof(*mu), "cusolverSpZcsreigvsi");
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(m) * sizeof(*x), "cusolverSpZcsreigvsi");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsreigsHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpScsreigsHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpScsreigsHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsreigsHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpScsreigsHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd);
}

cusolverStatus_t bd_cusolverSpScsreigsHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpScsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsreigsHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpDcsreigsHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpDcsreigsHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsreigsHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpDcsreigsHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd);
}

cusolverStatus_t bd_cusolverSpDcsreigsHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpDcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsreigsHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpCcsreigsHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpCcsreigsHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsreigsHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpCcsreigsHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd);
}

cusolverStatus_t bd_cusolverSpCcsreigsHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpCcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsreigsHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpZcsreigsHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpZcsreigsHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsreigsHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs), "cusolverSpZcsreigsHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd);
}

cusolverStatus_t bd_cusolverSpZcsreigsHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsreigsHost)(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpZcsreigsHost(handle, m, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, left_bottom_corner, right_upper_corner, num_eigs, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpXcsrsymrcmHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpXcsrsymrcmHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymrcmHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p), "cusolverSpXcsrsymrcmHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpXcsrsymrcmHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymrcmHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p), "cusolverSpXcsrsymrcmHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpXcsrsymrcmHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpXcsrsymrcmHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymrcmHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p), "cusolverSpXcsrsymrcmHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpXcsrsymrcmHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, bd_caller)
                            : bd_gen_slow_cusolverSpXcsrsymrcmHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd);
}

cusolverStatus_t bd_cusolverSpXcsrsymrcmHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymrcmHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpXcsrsymrcmHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpXcsrsymrcmHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpXcsrsymmdqHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpXcsrsymmdqHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymmdqHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p), "cusolverSpXcsrsymmdqHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpXcsrsymmdqHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymmdqHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p), "cusolverSpXcsrsymmdqHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpXcsrsymmdqHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpXcsrsymmdqHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymmdqHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p), "cusolverSpXcsrsymmdqHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpXcsrsymmdqHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, bd_caller)
                            : bd_gen_slow_cusolverSpXcsrsymmdqHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd);
}

cusolverStatus_t bd_cusolverSpXcsrsymmdqHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymmdqHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpXcsrsymmdqHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpXcsrsymmdqHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpXcsrsymamdHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpXcsrsymamdHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymamdHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p), "cusolverSpXcsrsymamdHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpXcsrsymamdHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymamdHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p), "cusolverSpXcsrsymamdHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpXcsrsymamdHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpXcsrsymamdHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymamdHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p), "cusolverSpXcsrsymamdHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpXcsrsymamdHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, bd_caller)
                            : bd_gen_slow_cusolverSpXcsrsymamdHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd);
}

cusolverStatus_t bd_cusolverSpXcsrsymamdHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrsymamdHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpXcsrsymamdHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpXcsrsymamdHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpXcsrmetisndHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int64_t *options, int *p, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpXcsrmetisndHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrmetisndHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p), "cusolverSpXcsrmetisndHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpXcsrmetisndHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int64_t *options, int *p, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrmetisndHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p), "cusolverSpXcsrmetisndHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpXcsrmetisndHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int64_t *options, int *p, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpXcsrmetisndHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrmetisndHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p), "cusolverSpXcsrmetisndHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpXcsrmetisndHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p, bd, bd_caller)
                            : bd_gen_slow_cusolverSpXcsrmetisndHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p, bd);
}

cusolverStatus_t bd_cusolverSpXcsrmetisndHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int64_t *options, int *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrmetisndHost)(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpXcsrmetisndHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpXcsrmetisndHost(handle, n, nnzA, descrA, csrRowPtrA, csrColIndA, options, p, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsrzfdHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpScsrzfdHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpScsrzfdHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsrzfdHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpScsrzfdHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd);
}

cusolverStatus_t bd_cusolverSpScsrzfdHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpScsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsrzfdHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpDcsrzfdHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpDcsrzfdHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsrzfdHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpDcsrzfdHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd);
}

cusolverStatus_t bd_cusolverSpDcsrzfdHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpDcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsrzfdHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpCcsrzfdHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpCcsrzfdHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsrzfdHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpCcsrzfdHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd);
}

cusolverStatus_t bd_cusolverSpCcsrzfdHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpCcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsrzfdHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpZcsrzfdHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpZcsrzfdHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsrzfdHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz), "cusolverSpZcsrzfdHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd);
}

cusolverStatus_t bd_cusolverSpZcsrzfdHost(bound_dev_t *bd, cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrzfdHost)(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpZcsrzfdHost(handle, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, P, numnz, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpXcsrperm_bufferSizeHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpXcsrperm_bufferSizeHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrperm_bufferSizeHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes), "cusolverSpXcsrperm_bufferSizeHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpXcsrperm_bufferSizeHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrperm_bufferSizeHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes), "cusolverSpXcsrperm_bufferSizeHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpXcsrperm_bufferSizeHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpXcsrperm_bufferSizeHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrperm_bufferSizeHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes), "cusolverSpXcsrperm_bufferSizeHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpXcsrperm_bufferSizeHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cusolverSpXcsrperm_bufferSizeHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes, bd);
}

cusolverStatus_t bd_cusolverSpXcsrperm_bufferSizeHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrperm_bufferSizeHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpXcsrperm_bufferSizeHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpXcsrperm_bufferSizeHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, bufferSizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpXcsrpermHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, void *pBuffer, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpXcsrpermHost", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrpermHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer), "cusolverSpXcsrpermHost");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpXcsrpermHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, void *pBuffer, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrpermHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer), "cusolverSpXcsrpermHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpXcsrpermHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, void *pBuffer, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpXcsrpermHost", bd, bd_values, 1)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrpermHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer), "cusolverSpXcsrpermHost");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpXcsrpermHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer, bd, bd_caller)
                            : bd_gen_slow_cusolverSpXcsrpermHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer, bd);
}

cusolverStatus_t bd_cusolverSpXcsrpermHost(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, void *pBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrpermHost)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpXcsrpermHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpXcsrpermHost(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, p, q, map, pBuffer, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCreateCsrqrInfo(csrqrInfo_t *info, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCreateCsrqrInfo", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreateCsrqrInfo)(info), "cusolverSpCreateCsrqrInfo");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCreateCsrqrInfo(csrqrInfo_t *info, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreateCsrqrInfo)(info), "cusolverSpCreateCsrqrInfo");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCreateCsrqrInfo(csrqrInfo_t *info, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreateCsrqrInfo)(info), "cusolverSpCreateCsrqrInfo");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCreateCsrqrInfo(info, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCreateCsrqrInfo(info, bd);
}

cusolverStatus_t bd_cusolverSpCreateCsrqrInfo(bound_dev_t *bd, csrqrInfo_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreateCsrqrInfo)(info)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCreateCsrqrInfo(info, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpCreateCsrqrInfo(info, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDestroyCsrqrInfo(csrqrInfo_t info, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDestroyCsrqrInfo", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroyCsrqrInfo)(info), "cusolverSpDestroyCsrqrInfo");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDestroyCsrqrInfo(csrqrInfo_t info, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroyCsrqrInfo)(info), "cusolverSpDestroyCsrqrInfo");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDestroyCsrqrInfo(csrqrInfo_t info, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroyCsrqrInfo)(info), "cusolverSpDestroyCsrqrInfo");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDestroyCsrqrInfo(info, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDestroyCsrqrInfo(info, bd);
}

cusolverStatus_t bd_cusolverSpDestroyCsrqrInfo(bound_dev_t *bd, csrqrInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroyCsrqrInfo)(info)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDestroyCsrqrInfo(info, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpDestroyCsrqrInfo(info, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpXcsrqrAnalysisBatched(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpXcsrqrAnalysisBatched", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrRowPtrA", BD_KIND_DEVICE_POINTER, false},
        {"csrColIndA", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 3);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrqrAnalysisBatched)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info), "cusolverSpXcsrqrAnalysisBatched");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpXcsrqrAnalysisBatched(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrqrAnalysisBatched)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info), "cusolverSpXcsrqrAnalysisBatched");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpXcsrqrAnalysisBatched(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpXcsrqrAnalysisBatched", bd, bd_values, 3)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrqrAnalysisBatched)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info), "cusolverSpXcsrqrAnalysisBatched");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpXcsrqrAnalysisBatched(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info, bd, bd_caller)
                            : bd_gen_slow_cusolverSpXcsrqrAnalysisBatched(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info, bd);
}

cusolverStatus_t bd_cusolverSpXcsrqrAnalysisBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpXcsrqrAnalysisBatched)(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpXcsrqrAnalysisBatched(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpXcsrqrAnalysisBatched(handle, m, n, nnzA, descrA, csrRowPtrA, csrColIndA, info, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsrqrBufferInfoBatched", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 4);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpScsrqrBufferInfoBatched");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpScsrqrBufferInfoBatched");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsrqrBufferInfoBatched", bd, bd_values, 4)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpScsrqrBufferInfoBatched");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd);
}

cusolverStatus_t bd_cusolverSpScsrqrBufferInfoBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpScsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsrqrBufferInfoBatched", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 4);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpDcsrqrBufferInfoBatched");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpDcsrqrBufferInfoBatched");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsrqrBufferInfoBatched", bd, bd_values, 4)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpDcsrqrBufferInfoBatched");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd);
}

cusolverStatus_t bd_cusolverSpDcsrqrBufferInfoBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpDcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsrqrBufferInfoBatched", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 4);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpCcsrqrBufferInfoBatched");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpCcsrqrBufferInfoBatched");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsrqrBufferInfoBatched", bd, bd_values, 4)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpCcsrqrBufferInfoBatched");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd);
}

cusolverStatus_t bd_cusolverSpCcsrqrBufferInfoBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpCcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsrqrBufferInfoBatched", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrVal", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtr", BD_KIND_DEVICE_POINTER, false},
        {"csrColInd", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 4);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpZcsrqrBufferInfoBatched");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpZcsrqrBufferInfoBatched");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrVal), BD_HANDLE_VALUE(csrRowPtr), BD_HANDLE_VALUE(csrColInd)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsrqrBufferInfoBatched", bd, bd_values, 4)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes), "cusolverSpZcsrqrBufferInfoBatched");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd);
}

cusolverStatus_t bd_cusolverSpZcsrqrBufferInfoBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrqrBufferInfoBatched)(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverSpZcsrqrBufferInfoBatched(handle, m, n, nnz, descrA, csrVal, csrRowPtr, csrColInd, batchSize, info, internalDataInBytes, workspaceInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpScsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpScsrqrsvBatched", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrValA", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtrA", BD_KIND_DEVICE_POINTER, false},
        {"csrColIndA", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
        {"pBuffer", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x), BD_HANDLE_VALUE(pBuffer)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 7);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpScsrqrsvBatched");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrValA", BD_HANDLE_VALUE(csrValA), (unsigned long long)(nnz) * (unsigned long long)(batchSize) * sizeof(*csrValA), false},
                {"csrRowPtrA", BD_HANDLE_VALUE(csrRowPtrA), (unsigned long long)(m) * sizeof(*csrRowPtrA), false},
                {"csrColIndA", BD_HANDLE_VALUE(csrColIndA), (unsigned long long)(nnz) * sizeof(*csrColIndA), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * (unsigned long long)(batchSize) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(n) * (unsigned long long)(batchSize) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpScsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpScsrqrsvBatched");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpScsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpScsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x), BD_HANDLE_VALUE(pBuffer)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpScsrqrsvBatched", bd, bd_values, 7)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpScsrqrsvBatched");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpScsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_caller)
                            : bd_gen_slow_cusolverSpScsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd);
}

cusolverStatus_t bd_cusolverSpScsrqrsvBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpScsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpScsrqrsvBatched")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpScsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpScsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(n) * (unsigned long long)(batchSize) * sizeof(*x), "cusolverSpScsrqrsvBatched");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpDcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpDcsrqrsvBatched", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrValA", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtrA", BD_KIND_DEVICE_POINTER, false},
        {"csrColIndA", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
        {"pBuffer", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x), BD_HANDLE_VALUE(pBuffer)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 7);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpDcsrqrsvBatched");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrValA", BD_HANDLE_VALUE(csrValA), (unsigned long long)(nnz) * (unsigned long long)(batchSize) * sizeof(*csrValA), false},
                {"csrRowPtrA", BD_HANDLE_VALUE(csrRowPtrA), (unsigned long long)(m) * sizeof(*csrRowPtrA), false},
                {"csrColIndA", BD_HANDLE_VALUE(csrColIndA), (unsigned long long)(nnz) * sizeof(*csrColIndA), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * (unsigned long long)(batchSize) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(n) * (unsigned long long)(batchSize) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpDcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpDcsrqrsvBatched");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpDcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpDcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x), BD_HANDLE_VALUE(pBuffer)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpDcsrqrsvBatched", bd, bd_values, 7)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpDcsrqrsvBatched");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpDcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_caller)
                            : bd_gen_slow_cusolverSpDcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd);
}

cusolverStatus_t bd_cusolverSpDcsrqrsvBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpDcsrqrsvBatched")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpDcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpDcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(n) * (unsigned long long)(batchSize) * sizeof(*x), "cusolverSpDcsrqrsvBatched");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpCcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, cuComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpCcsrqrsvBatched", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrValA", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtrA", BD_KIND_DEVICE_POINTER, false},
        {"csrColIndA", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
        {"pBuffer", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x), BD_HANDLE_VALUE(pBuffer)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 7);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpCcsrqrsvBatched");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrValA", BD_HANDLE_VALUE(csrValA), (unsigned long long)(nnz) * (unsigned long long)(batchSize) * sizeof(*csrValA), false},
                {"csrRowPtrA", BD_HANDLE_VALUE(csrRowPtrA), (unsigned long long)(m) * sizeof(*csrRowPtrA), false},
                {"csrColIndA", BD_HANDLE_VALUE(csrColIndA), (unsigned long long)(nnz) * sizeof(*csrColIndA), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * (unsigned long long)(batchSize) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(n) * (unsigned long long)(batchSize) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpCcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, cuComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpCcsrqrsvBatched");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpCcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, cuComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpCcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x), BD_HANDLE_VALUE(pBuffer)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpCcsrqrsvBatched", bd, bd_values, 7)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpCcsrqrsvBatched");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpCcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_caller)
                            : bd_gen_slow_cusolverSpCcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd);
}

cusolverStatus_t bd_cusolverSpCcsrqrsvBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, cuComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpCcsrqrsvBatched")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpCcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpCcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(n) * (unsigned long long)(batchSize) * sizeof(*x), "cusolverSpCcsrqrsvBatched");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverSpZcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, cuDoubleComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverSpZcsrqrsvBatched", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUSOLVER_SP_HANDLE, false},
        {"csrValA", BD_KIND_DEVICE_POINTER, false},
        {"csrRowPtrA", BD_KIND_DEVICE_POINTER, false},
        {"csrColIndA", BD_KIND_DEVICE_POINTER, false},
        {"b", BD_KIND_DEVICE_POINTER, false},
        {"x", BD_KIND_DEVICE_POINTER, false},
        {"pBuffer", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x), BD_HANDLE_VALUE(pBuffer)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 7);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    cusolverStatus_t bd_result = bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpZcsrqrsvBatched");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"csrValA", BD_HANDLE_VALUE(csrValA), (unsigned long long)(nnz) * (unsigned long long)(batchSize) * sizeof(*csrValA), false},
                {"csrRowPtrA", BD_HANDLE_VALUE(csrRowPtrA), (unsigned long long)(m) * sizeof(*csrRowPtrA), false},
                {"csrColIndA", BD_HANDLE_VALUE(csrColIndA), (unsigned long long)(nnz) * sizeof(*csrColIndA), false},
                {"b", BD_HANDLE_VALUE(b), (unsigned long long)(m) * (unsigned long long)(batchSize) * sizeof(*b), false},
                {"x", BD_HANDLE_VALUE(x), (unsigned long long)(n) * (unsigned long long)(batchSize) * sizeof(*x), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverSpZcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, cuDoubleComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolversp_binding_status(bd_rc);
    return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpZcsrqrsvBatched");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverSpZcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, cuDoubleComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cusolverSpZcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(csrValA), BD_HANDLE_VALUE(csrRowPtrA), BD_HANDLE_VALUE(csrColIndA), BD_HANDLE_VALUE(b), BD_HANDLE_VALUE(x), BD_HANDLE_VALUE(pBuffer)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cusolverSpZcsrqrsvBatched", bd, bd_values, 7)))
        return bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpZcsrqrsvBatched");
    return bd_gen_checks_on ? bd_gen_checked_cusolverSpZcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, bd_caller)
                            : bd_gen_slow_cusolverSpZcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd);
}

cusolverStatus_t bd_cusolverSpZcsrqrsvBatched(bound_dev_t *bd, cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, cuDoubleComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    cusolverStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cusolversp_called(BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpZcsrqrsvBatched)(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer), "cusolverSpZcsrqrsvBatched")
                                                       : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverSpZcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd, __builtin_return_address(0))
                                                                                     : bd_gen_slow_cusolverSpZcsrqrsvBatched(handle, m, n, nnz, descrA, csrValA, csrRowPtrA, csrColIndA, b, x, batchSize, info, pBuffer, bd);
    if (bd_result == CUSOLVER_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(x), (unsigned long long)(n) * (unsigned long long)(batchSize) * sizeof(*x), "cusolverSpZcsrqrsvBatched");
    }
    return bd_result;
}

/* The cusolver sp handle each binding owns ([binding_handle]): src/binding_handles.c makes it
 * through these, puts it on the binding's stream, finds its stream and ends it with the binding. */
static int bd_gen_cusolversp_create_own(void **handle)
{
    cusolverSpHandle_t made = NULL;
    int status = (int)BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreate)(&made);
    *handle = (void *)made;
    return status;
}

static int bd_gen_cusolversp_destroy_own(void *handle)
{
    return (int)BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroy)((cusolverSpHandle_t)handle);
}

static int bd_gen_cusolversp_set_stream_own(void *handle, CUstream stream)
{
    return (int)BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpSetStream)((cusolverSpHandle_t)handle, (cudaStream_t)stream);
}

static int bd_gen_cusolversp_own_status(CUresult rc)
{
    return (int)bd_gen_cusolversp_binding_status(rc);
}

const struct bd_gen_binding_handle bd_gen_cusolversp_binding_handle = {
    .index = BD_GEN_BINDING_HANDLE_CUSOLVERSP,
    .kind = BD_KIND_CUSOLVER_SP_HANDLE,
    .library = &bd_gen_cusolversp_library,
    .getter = "bd_cusolver_sp_handle",
    .create_name = "cusolverSpCreate",
    .destroy_name = "cusolverSpDestroy",
    .set_stream_name = "cusolverSpSetStream",
    .create = bd_gen_cusolversp_create_own,
    .destroy = bd_gen_cusolversp_destroy_own,
    .set_stream = bd_gen_cusolversp_set_stream_own,
    .binding_status = bd_gen_cusolversp_own_status,
    .success = (int)CUSOLVER_STATUS_SUCCESS,
};

cusolverStatus_t bd_cusolver_sp_handle(bound_dev_t *bd, cusolverSpHandle_t *out)
{
    void *handle = NULL;
    int status = bd_gen_binding_handle(bd, &bd_gen_cusolversp_binding_handle, out, &handle);
    if (status == (int)CUSOLVER_STATUS_SUCCESS)
        *out = (cusolverSpHandle_t)handle;
    return (cusolverStatus_t)status;
}
BD_SUPPRESS_DEPRECATED_END
