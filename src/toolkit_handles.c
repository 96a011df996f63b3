/* SPDX-License-Identifier: MIT */
/* The cuSPARSE, cuSOLVER (dense, sparse, refactorization) and cuBLASLt handles of a binding, made
 * lazily in its context as handles.c makes cuBLAS's: the first ask loads the library, so a program
 * that never asks loads none. cuSPARSE's and cuSOLVER's dense and sparse ones follow the binding's
 * stream (SetStream only when it changed); cuBLASLt's has no stream: each cublasLtMatmul is given
 * one; cuSOLVER Rf's has none either and takes none (no cusolverRfSetStream): its calls run on the
 * legacy default stream of the binding's context. The cuFFT plans a binding keeps
 * follow and end with these (cufft_plans.c), and so do its cuDNN and cuTENSOR handles, where cubound
 * wraps them (cudnn_handle.c, cutensor_handle.c). */
#include "internal.h"

/* Each library's status, kept for bd_last_error where it is a failure. */
static int answer(struct bd_gen_library *lib, const char *function, int status)
{
    if (status != 0) /* CUSPARSE_STATUS_SUCCESS, CUSOLVER_STATUS_SUCCESS, CUBLAS_STATUS_SUCCESS */
        bd_gen_failed(lib, function, status);
    return status;
}

static cusparseStatus_t cusparse_follow(bound_dev_t *bd)
{
    if (bd->cusparse == NULL || bd->cusparse_stream == bd->stream)
        return CUSPARSE_STATUS_SUCCESS;
    cusparseStatus_t status = (cusparseStatus_t)answer(
        &bd_gen_cusparse_library, "cusparseSetStream",
        BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseSetStream)(bd->cusparse, (cudaStream_t)bd->stream));
    if (status == CUSPARSE_STATUS_SUCCESS)
        bd->cusparse_stream = bd->stream;
    return status;
}

static cusolverStatus_t cusolver_dn_follow(bound_dev_t *bd)
{
    if (bd->cusolver_dn == NULL || bd->cusolver_dn_stream == bd->stream)
        return CUSOLVER_STATUS_SUCCESS;
    cusolverStatus_t status = (cusolverStatus_t)answer(
        &bd_gen_cusolver_library, "cusolverDnSetStream",
        BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSetStream)(bd->cusolver_dn, (cudaStream_t)bd->stream));
    if (status == CUSOLVER_STATUS_SUCCESS)
        bd->cusolver_dn_stream = bd->stream;
    return status;
}

static cusolverStatus_t cusolver_sp_follow(bound_dev_t *bd)
{
    if (bd->cusolver_sp == NULL || bd->cusolver_sp_stream == bd->stream)
        return CUSOLVER_STATUS_SUCCESS;
    cusolverStatus_t status = (cusolverStatus_t)answer(
        &bd_gen_cusolversp_library, "cusolverSpSetStream",
        BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpSetStream)(bd->cusolver_sp, (cudaStream_t)bd->stream));
    if (status == CUSOLVER_STATUS_SUCCESS)
        bd->cusolver_sp_stream = bd->stream;
    return status;
}

CUresult bd_toolkit_handles_follow_stream(bound_dev_t *bd)
{
    if (cusparse_follow(bd) != CUSPARSE_STATUS_SUCCESS)
        return bd_fail(CUDA_ERROR_INVALID_HANDLE, "cusparseSetStream refused the binding's stream %p", (void *)bd->stream);
    if (cusolver_dn_follow(bd) != CUSOLVER_STATUS_SUCCESS)
        return bd_fail(CUDA_ERROR_INVALID_HANDLE, "cusolverDnSetStream refused the binding's stream %p", (void *)bd->stream);
    if (cusolver_sp_follow(bd) != CUSOLVER_STATUS_SUCCESS)
        return bd_fail(CUDA_ERROR_INVALID_HANDLE, "cusolverSpSetStream refused the binding's stream %p", (void *)bd->stream);
#if CUBOUND_HAVE_CUDNN
    CUresult rc = bd_cudnn_follow_stream(bd);
    if (rc != CUDA_SUCCESS)
        return rc;
#endif
    return bd_cufft_plans_follow_stream(bd);
}

cusparseStatus_t bd_cusparse_handle(bound_dev_t *bd, cusparseHandle_t *out)
{
    CUresult rc = bd_enter_for_handle(bd, out, "bd_cusparse_handle");
    if (rc != CUDA_SUCCESS)
        return bd_gen_cusparse_binding_status(rc);
    if (bd->cusparse == NULL) {
        cusparseStatus_t status = (cusparseStatus_t)answer(&bd_gen_cusparse_library, "cusparseCreate",
                                                           BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseCreate)(&bd->cusparse));
        if (status != CUSPARSE_STATUS_SUCCESS) {
            bd->cusparse = NULL;
            return status;
        }
        bd_handle_made(bd, "cusparseCreate", BD_KIND_CUSPARSE_HANDLE, bd->cusparse);
        bd->cusparse_stream = NULL; /* a new handle runs on the legacy default stream */
    }
    cusparseStatus_t status = cusparse_follow(bd);
    if (status == CUSPARSE_STATUS_SUCCESS)
        *out = bd->cusparse;
    return status;
}

cusolverStatus_t bd_cusolver_dn_handle(bound_dev_t *bd, cusolverDnHandle_t *out)
{
    CUresult rc = bd_enter_for_handle(bd, out, "bd_cusolver_dn_handle");
    if (rc != CUDA_SUCCESS)
        return bd_gen_cusolver_binding_status(rc);
    if (bd->cusolver_dn == NULL) {
        cusolverStatus_t status = (cusolverStatus_t)answer(
            &bd_gen_cusolver_library, "cusolverDnCreate", BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCreate)(&bd->cusolver_dn));
        if (status != CUSOLVER_STATUS_SUCCESS) {
            bd->cusolver_dn = NULL;
            return status;
        }
        bd_handle_made(bd, "cusolverDnCreate", BD_KIND_CUSOLVER_DN_HANDLE, bd->cusolver_dn);
        bd->cusolver_dn_stream = NULL;
    }
    cusolverStatus_t status = cusolver_dn_follow(bd);
    if (status == CUSOLVER_STATUS_SUCCESS)
        *out = bd->cusolver_dn;
    return status;
}

cusolverStatus_t bd_cusolver_sp_handle(bound_dev_t *bd, cusolverSpHandle_t *out)
{
    CUresult rc = bd_enter_for_handle(bd, out, "bd_cusolver_sp_handle");
    if (rc != CUDA_SUCCESS)
        return bd_gen_cusolversp_binding_status(rc);
    if (bd->cusolver_sp == NULL) {
        cusolverStatus_t status = (cusolverStatus_t)answer(
            &bd_gen_cusolversp_library, "cusolverSpCreate", BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpCreate)(&bd->cusolver_sp));
        if (status != CUSOLVER_STATUS_SUCCESS) {
            bd->cusolver_sp = NULL;
            return status;
        }
        bd_handle_made(bd, "cusolverSpCreate", BD_KIND_CUSOLVER_SP_HANDLE, bd->cusolver_sp);
        bd->cusolver_sp_stream = NULL;
    }
    cusolverStatus_t status = cusolver_sp_follow(bd);
    if (status == CUSOLVER_STATUS_SUCCESS)
        *out = bd->cusolver_sp;
    return status;
}

cusolverStatus_t bd_cusolver_rf_handle(bound_dev_t *bd, cusolverRfHandle_t *out)
{
    CUresult rc = bd_enter_for_handle(bd, out, "bd_cusolver_rf_handle");
    if (rc != CUDA_SUCCESS)
        return bd_gen_cusolverrf_binding_status(rc);
    if (bd->cusolver_rf == NULL) {
        cusolverStatus_t status = (cusolverStatus_t)answer(
            &bd_gen_cusolverrf_library, "cusolverRfCreate", BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfCreate)(&bd->cusolver_rf));
        if (status != CUSOLVER_STATUS_SUCCESS) {
            bd->cusolver_rf = NULL;
            return status;
        }
        bd_handle_made(bd, "cusolverRfCreate", BD_KIND_CUSOLVER_RF_HANDLE, bd->cusolver_rf);
    }
    *out = bd->cusolver_rf;
    return CUSOLVER_STATUS_SUCCESS;
}

cublasStatus_t bd_cublaslt_handle(bound_dev_t *bd, cublasLtHandle_t *out)
{
    CUresult rc = bd_enter_for_handle(bd, out, "bd_cublaslt_handle");
    if (rc != CUDA_SUCCESS)
        return bd_gen_cublaslt_binding_status(rc);
    if (bd->cublaslt == NULL) {
        cublasStatus_t status = (cublasStatus_t)answer(&bd_gen_cublaslt_library, "cublasLtCreate",
                                                       BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtCreate)(&bd->cublaslt));
        if (status != CUBLAS_STATUS_SUCCESS) {
            bd->cublaslt = NULL;
            return status;
        }
        bd_handle_made(bd, "cublasLtCreate", BD_KIND_CUBLASLT_HANDLE, bd->cublaslt);
    }
    *out = bd->cublaslt;
    return CUBLAS_STATUS_SUCCESS;
}

/* With the binding: unregistered first, so that the checks never see a destroyed handle alive. */
void bd_release_toolkit_handles(bound_dev_t *bd)
{
    if (bd->cusparse != NULL) {
        if (bd_gen_checks_on)
            bd_unregister_own(bd, "cusparseDestroy", BD_KIND_CUSPARSE_HANDLE, BD_HANDLE_VALUE(bd->cusparse));
        BD_GEN_ENTRY(bd_gen_cusparse, pfn_cusparseDestroy)(bd->cusparse);
    }
    if (bd->cusolver_dn != NULL) {
        if (bd_gen_checks_on)
            bd_unregister_own(bd, "cusolverDnDestroy", BD_KIND_CUSOLVER_DN_HANDLE, BD_HANDLE_VALUE(bd->cusolver_dn));
        BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDestroy)(bd->cusolver_dn);
    }
    if (bd->cusolver_sp != NULL) {
        if (bd_gen_checks_on)
            bd_unregister_own(bd, "cusolverSpDestroy", BD_KIND_CUSOLVER_SP_HANDLE, BD_HANDLE_VALUE(bd->cusolver_sp));
        BD_GEN_ENTRY(bd_gen_cusolversp, pfn_cusolverSpDestroy)(bd->cusolver_sp);
    }
    if (bd->cusolver_rf != NULL) {
        if (bd_gen_checks_on)
            bd_unregister_own(bd, "cusolverRfDestroy", BD_KIND_CUSOLVER_RF_HANDLE, BD_HANDLE_VALUE(bd->cusolver_rf));
        BD_GEN_ENTRY(bd_gen_cusolverrf, pfn_cusolverRfDestroy)(bd->cusolver_rf);
    }
    if (bd->cublaslt != NULL) {
        if (bd_gen_checks_on)
            bd_unregister_own(bd, "cublasLtDestroy", BD_KIND_CUBLASLT_HANDLE, BD_HANDLE_VALUE(bd->cublaslt));
        BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtDestroy)(bd->cublaslt);
    }
    bd->cusparse = NULL;
    bd->cusolver_dn = NULL;
    bd->cusolver_sp = NULL;
    bd->cusolver_rf = NULL;
    bd->cublaslt = NULL;
    bd_release_cufft_plans(bd);
#if CUBOUND_HAVE_CUDNN
    bd_release_cudnn_handle(bd);
#endif
#if CUBOUND_HAVE_CUTENSOR
    bd_release_cutensor_handle(bd);
#endif
}
