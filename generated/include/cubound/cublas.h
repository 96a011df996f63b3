/* *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * Spec and templates hash: 19f034e3ab30177a
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cublas: one wrapper per function of cublas_v2.h. Each takes the device bound
 * to the calling thread first, makes its context current (a compare when it already is),
 * and returns cublasStatus_t. */
#ifndef CUBOUND_GENERATED_CUBLAS_H
#define CUBOUND_GENERATED_CUBLAS_H

#include <cublas_v2.h>

#include "cubound/cubound.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of bd_enter) as cublas reports it; bd_last_error() says more. */
static inline cublasStatus_t bd_gen_cublas_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return CUBLAS_STATUS_INVALID_VALUE;
    case CUDA_ERROR_INVALID_CONTEXT: return CUBLAS_STATUS_INVALID_VALUE;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CUBLAS_STATUS_NOT_INITIALIZED;
    default: return CUBLAS_STATUS_INTERNAL_ERROR;
    }
}

/* cublasCreate (cublas_v2.h maps it to cublasCreate_v2), in the binding's context. */
static inline cublasStatus_t bd_cublasCreate(bound_dev_t *bd, cublasHandle_t *handle)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCreate(handle);
}

/* cublasDestroy (cublas_v2.h maps it to cublasDestroy_v2), in the binding's context. */
static inline cublasStatus_t bd_cublasDestroy(bound_dev_t *bd, cublasHandle_t handle)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDestroy(handle);
}

/* cublasSetStream (cublas_v2.h maps it to cublasSetStream_v2), in the binding's context. */
static inline cublasStatus_t bd_cublasSetStream(bound_dev_t *bd, cublasHandle_t handle, cudaStream_t streamId)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetStream(handle, streamId);
}

/* cublasGetStream (cublas_v2.h maps it to cublasGetStream_v2), in the binding's context. */
static inline cublasStatus_t bd_cublasGetStream(bound_dev_t *bd, cublasHandle_t handle, cudaStream_t *streamId)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetStream(handle, streamId);
}

/* cublasGetPointerMode (cublas_v2.h maps it to cublasGetPointerMode_v2), in the binding's context. */
static inline cublasStatus_t bd_cublasGetPointerMode(bound_dev_t *bd, cublasHandle_t handle, cublasPointerMode_t *mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetPointerMode(handle, mode);
}

/* cublasSetPointerMode (cublas_v2.h maps it to cublasSetPointerMode_v2), in the binding's context. */
static inline cublasStatus_t bd_cublasSetPointerMode(bound_dev_t *bd, cublasHandle_t handle, cublasPointerMode_t mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetPointerMode(handle, mode);
}

/* cublasSaxpy (cublas_v2.h maps it to cublasSaxpy_v2), in the binding's context. */
static inline cublasStatus_t bd_cublasSaxpy(bound_dev_t *bd, cublasHandle_t handle, int n, const float *alpha, const float *x, int incx, float *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSaxpy(handle, n, alpha, x, incx, y, incy);
}

/* cublasSgemm (cublas_v2.h maps it to cublasSgemm_v2), in the binding's context. */
static inline cublasStatus_t bd_cublasSgemm(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemm(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasDgemm (cublas_v2.h maps it to cublasDgemm_v2), in the binding's context. */
static inline cublasStatus_t bd_cublasDgemm(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemm(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

#ifdef __cplusplus
}
#endif

#endif
