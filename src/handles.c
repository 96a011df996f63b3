/* SPDX-License-Identifier: MIT */
/* The cuBLAS handle and cuRAND generator of a binding, made lazily in its context: the first
 * call loads libcublas or libcurand, so a program that never asks loads neither. Both run on the
 * binding's current stream; SetStream is called only when that stream changed (~20 ns each). */
#include "internal.h"

/* A status of cuBLAS or cuRAND, kept for bd_last_error where it is a failure. */
static cublasStatus_t cublas_answer(const char *function, cublasStatus_t status)
{
    if (status != CUBLAS_STATUS_SUCCESS)
        bd_gen_failed(&bd_gen_cublas_library, function, (int)status);
    return status;
}

static curandStatus_t curand_answer(const char *function, curandStatus_t status)
{
    if (status != CURAND_STATUS_SUCCESS)
        bd_gen_failed(&bd_gen_curand_library, function, (int)status);
    return status;
}

static cublasStatus_t cublas_follow(bound_dev_t *bd)
{
    if (bd->cublas == NULL || bd->cublas_stream == bd->stream)
        return CUBLAS_STATUS_SUCCESS;
    cublasStatus_t status = cublas_answer("cublasSetStream",
                                          BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetStream)(bd->cublas, (cudaStream_t)bd->stream));
    if (status == CUBLAS_STATUS_SUCCESS)
        bd->cublas_stream = bd->stream;
    return status;
}

static curandStatus_t curand_follow(bound_dev_t *bd)
{
    if (bd->curand == NULL || bd->curand_stream == bd->stream)
        return CURAND_STATUS_SUCCESS;
    curandStatus_t status = curand_answer("curandSetStream",
                                          BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetStream)(bd->curand, (cudaStream_t)bd->stream));
    if (status == CURAND_STATUS_SUCCESS)
        bd->curand_stream = bd->stream;
    return status;
}

CUresult bd_library_handles_follow_stream(bound_dev_t *bd)
{
    if (cublas_follow(bd) != CUBLAS_STATUS_SUCCESS)
        return bd_fail(CUDA_ERROR_INVALID_HANDLE, "cublasSetStream refused the binding's stream %p", (void *)bd->stream);
    if (curand_follow(bd) != CURAND_STATUS_SUCCESS)
        return bd_fail(CUDA_ERROR_INVALID_HANDLE, "curandSetStream refused the binding's stream %p", (void *)bd->stream);
    return bd_toolkit_handles_follow_stream(bd);
}

cublasStatus_t bd_cublas_handle(bound_dev_t *bd, cublasHandle_t *out)
{
    if (out == NULL) {
        bd_set_last_error("bd_cublas_handle needs somewhere to put the handle (CUBLAS_STATUS_INVALID_VALUE)");
        return CUBLAS_STATUS_INVALID_VALUE;
    }
    CUresult rc = bd_enter(bd);
    if (rc != CUDA_SUCCESS)
        return bd_gen_cublas_binding_status(rc);
    if (bd->cublas == NULL) {
        cublasStatus_t status = cublas_answer("cublasCreate", BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCreate)(&bd->cublas));
        if (status != CUBLAS_STATUS_SUCCESS) {
            bd->cublas = NULL;
            return status;
        }
        bd_handle_made(bd, "cublasCreate", BD_KIND_CUBLAS_HANDLE, bd->cublas);
        bd->cublas_stream = NULL; /* a new handle runs on the legacy default stream */
    }
    cublasStatus_t status = cublas_follow(bd);
    if (status != CUBLAS_STATUS_SUCCESS)
        return status;
    *out = bd->cublas;
    return CUBLAS_STATUS_SUCCESS;
}

curandStatus_t bd_curand_generator(bound_dev_t *bd, curandGenerator_t *out)
{
    if (out == NULL) {
        bd_set_last_error("bd_curand_generator needs somewhere to put the generator (CURAND_STATUS_NOT_INITIALIZED)");
        return CURAND_STATUS_NOT_INITIALIZED;
    }
    CUresult rc = bd_enter(bd);
    if (rc != CUDA_SUCCESS)
        return bd_gen_curand_binding_status(rc);
    if (bd->curand == NULL) {
        curandStatus_t status = curand_answer(
            "curandCreateGenerator", BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGenerator)(&bd->curand, CURAND_RNG_PSEUDO_DEFAULT));
        if (status != CURAND_STATUS_SUCCESS) {
            bd->curand = NULL;
            return status;
        }
        bd_handle_made(bd, "curandCreateGenerator", BD_KIND_CURAND_GENERATOR, bd->curand);
        bd->curand_stream = NULL;
    }
    curandStatus_t status = curand_follow(bd);
    if (status != CURAND_STATUS_SUCCESS)
        return status;
    *out = bd->curand;
    return CURAND_STATUS_SUCCESS;
}

void bd_release_library_handles(bound_dev_t *bd)
{
    bd_release_handoff(bd);
    if (bd->cublas != NULL) {
        if (bd_gen_checks_on)
            bd_unregister_own(bd, "cublasDestroy", BD_KIND_CUBLAS_HANDLE, BD_HANDLE_VALUE(bd->cublas));
        BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDestroy)(bd->cublas);
    }
    if (bd->curand != NULL) {
        if (bd_gen_checks_on)
            bd_unregister_own(bd, "curandDestroyGenerator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(bd->curand));
        BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyGenerator)(bd->curand);
    }
    bd->cublas = NULL;
    bd->curand = NULL;
    bd_release_toolkit_handles(bd);
}
