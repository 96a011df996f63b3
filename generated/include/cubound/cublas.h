/* *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * Spec and templates hash: 92fb831431483595
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cublas: a wrapper for each of the 509 functions of cublas_v2.h that act on a
 * context. Each takes the device bound to the calling thread first, makes its context current (a
 * compare when it already is), calls the function and returns cublasStatus_t. */
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

/* cublasCreate: cublas_v2.h maps it to cublasCreate_v2.
 * Creates: handle.
 */
static inline cublasStatus_t bd_cublasCreate(bound_dev_t *bd, cublasHandle_t *handle)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCreate(handle);
}

/* cublasDestroy: cublas_v2.h maps it to cublasDestroy_v2.
 * Destroys: handle.
 */
static inline cublasStatus_t bd_cublasDestroy(bound_dev_t *bd, cublasHandle_t handle)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDestroy(handle);
}

/* cublasGetVersion: cublas_v2.h maps it to cublasGetVersion_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: version.
 */
static inline cublasStatus_t bd_cublasGetVersion(bound_dev_t *bd, cublasHandle_t handle, int *version)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetVersion(handle, version);
}

/* cublasSetWorkspace: cublas_v2.h maps it to cublasSetWorkspace_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: workspace.
 */
static inline cublasStatus_t bd_cublasSetWorkspace(bound_dev_t *bd, cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetWorkspace(handle, workspace, workspaceSizeInBytes);
}

/* cublasSetStream: cublas_v2.h maps it to cublasSetStream_v2.
 * Must belong to the binding's device: handle (cublas_handle), streamId (stream).
 */
static inline cublasStatus_t bd_cublasSetStream(bound_dev_t *bd, cublasHandle_t handle, cudaStream_t streamId)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetStream(handle, streamId);
}

/* cublasGetStream: cublas_v2.h maps it to cublasGetStream_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 */
static inline cublasStatus_t bd_cublasGetStream(bound_dev_t *bd, cublasHandle_t handle, cudaStream_t *streamId)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetStream(handle, streamId);
}

/* cublasGetPointerMode: cublas_v2.h maps it to cublasGetPointerMode_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mode.
 */
static inline cublasStatus_t bd_cublasGetPointerMode(bound_dev_t *bd, cublasHandle_t handle, cublasPointerMode_t *mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetPointerMode(handle, mode);
}

/* cublasSetPointerMode: cublas_v2.h maps it to cublasSetPointerMode_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 */
static inline cublasStatus_t bd_cublasSetPointerMode(bound_dev_t *bd, cublasHandle_t handle, cublasPointerMode_t mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetPointerMode(handle, mode);
}

/* cublasGetAtomicsMode.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mode.
 */
static inline cublasStatus_t bd_cublasGetAtomicsMode(bound_dev_t *bd, cublasHandle_t handle, cublasAtomicsMode_t *mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetAtomicsMode(handle, mode);
}

/* cublasSetAtomicsMode.
 * Must belong to the binding's device: handle (cublas_handle).
 */
static inline cublasStatus_t bd_cublasSetAtomicsMode(bound_dev_t *bd, cublasHandle_t handle, cublasAtomicsMode_t mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetAtomicsMode(handle, mode);
}

/* cublasGetMathMode.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mode.
 */
static inline cublasStatus_t bd_cublasGetMathMode(bound_dev_t *bd, cublasHandle_t handle, cublasMath_t *mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetMathMode(handle, mode);
}

/* cublasSetMathMode.
 * Must belong to the binding's device: handle (cublas_handle).
 */
static inline cublasStatus_t bd_cublasSetMathMode(bound_dev_t *bd, cublasHandle_t handle, cublasMath_t mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetMathMode(handle, mode);
}

/* cublasGetSmCountTarget.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: smCountTarget.
 */
static inline cublasStatus_t bd_cublasGetSmCountTarget(bound_dev_t *bd, cublasHandle_t handle, int *smCountTarget)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetSmCountTarget(handle, smCountTarget);
}

/* cublasSetSmCountTarget.
 * Must belong to the binding's device: handle (cublas_handle).
 */
static inline cublasStatus_t bd_cublasSetSmCountTarget(bound_dev_t *bd, cublasHandle_t handle, int smCountTarget)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetSmCountTarget(handle, smCountTarget);
}

/* cublasGetEmulationStrategy.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: emulationStrategy.
 */
static inline cublasStatus_t bd_cublasGetEmulationStrategy(bound_dev_t *bd, cublasHandle_t handle, cublasEmulationStrategy_t *emulationStrategy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetEmulationStrategy(handle, emulationStrategy);
}

/* cublasSetEmulationStrategy.
 * Must belong to the binding's device: handle (cublas_handle).
 */
static inline cublasStatus_t bd_cublasSetEmulationStrategy(bound_dev_t *bd, cublasHandle_t handle, cublasEmulationStrategy_t emulationStrategy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetEmulationStrategy(handle, emulationStrategy);
}

/* cublasGetEmulationSpecialValuesSupport.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mask.
 */
static inline cublasStatus_t bd_cublasGetEmulationSpecialValuesSupport(bound_dev_t *bd, cublasHandle_t handle, cudaEmulationSpecialValuesSupport *mask)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetEmulationSpecialValuesSupport(handle, mask);
}

/* cublasSetEmulationSpecialValuesSupport.
 * Must belong to the binding's device: handle (cublas_handle).
 */
static inline cublasStatus_t bd_cublasSetEmulationSpecialValuesSupport(bound_dev_t *bd, cublasHandle_t handle, cudaEmulationSpecialValuesSupport mask)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetEmulationSpecialValuesSupport(handle, mask);
}

/* cublasGetFixedPointEmulationMantissaControl.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mantissaControl.
 */
static inline cublasStatus_t bd_cublasGetFixedPointEmulationMantissaControl(bound_dev_t *bd, cublasHandle_t handle, cudaEmulationMantissaControl *mantissaControl)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetFixedPointEmulationMantissaControl(handle, mantissaControl);
}

/* cublasSetFixedPointEmulationMantissaControl.
 * Must belong to the binding's device: handle (cublas_handle).
 */
static inline cublasStatus_t bd_cublasSetFixedPointEmulationMantissaControl(bound_dev_t *bd, cublasHandle_t handle, cudaEmulationMantissaControl mantissaControl)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetFixedPointEmulationMantissaControl(handle, mantissaControl);
}

/* cublasGetFixedPointEmulationMaxMantissaBitCount.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: maxMantissaBitCount.
 */
static inline cublasStatus_t bd_cublasGetFixedPointEmulationMaxMantissaBitCount(bound_dev_t *bd, cublasHandle_t handle, int *maxMantissaBitCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetFixedPointEmulationMaxMantissaBitCount(handle, maxMantissaBitCount);
}

/* cublasSetFixedPointEmulationMaxMantissaBitCount.
 * Must belong to the binding's device: handle (cublas_handle).
 */
static inline cublasStatus_t bd_cublasSetFixedPointEmulationMaxMantissaBitCount(bound_dev_t *bd, cublasHandle_t handle, int maxMantissaBitCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetFixedPointEmulationMaxMantissaBitCount(handle, maxMantissaBitCount);
}

/* cublasGetFixedPointEmulationMantissaBitOffset.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mantissaBitOffset.
 */
static inline cublasStatus_t bd_cublasGetFixedPointEmulationMantissaBitOffset(bound_dev_t *bd, cublasHandle_t handle, int *mantissaBitOffset)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetFixedPointEmulationMantissaBitOffset(handle, mantissaBitOffset);
}

/* cublasSetFixedPointEmulationMantissaBitOffset.
 * Must belong to the binding's device: handle (cublas_handle).
 */
static inline cublasStatus_t bd_cublasSetFixedPointEmulationMantissaBitOffset(bound_dev_t *bd, cublasHandle_t handle, int mantissaBitOffset)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetFixedPointEmulationMantissaBitOffset(handle, mantissaBitOffset);
}

/* cublasGetFixedPointEmulationMantissaBitCountPointer.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mantissaBitCount.
 */
static inline cublasStatus_t bd_cublasGetFixedPointEmulationMantissaBitCountPointer(bound_dev_t *bd, cublasHandle_t handle, int **mantissaBitCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetFixedPointEmulationMantissaBitCountPointer(handle, mantissaBitCount);
}

/* cublasSetFixedPointEmulationMantissaBitCountPointer.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mantissaBitCount.
 */
static inline cublasStatus_t bd_cublasSetFixedPointEmulationMantissaBitCountPointer(bound_dev_t *bd, cublasHandle_t handle, int *mantissaBitCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetFixedPointEmulationMantissaBitCountPointer(handle, mantissaBitCount);
}

/* cublasSetVector.
 * Writes through: devicePtr.
 */
static inline cublasStatus_t bd_cublasSetVector(bound_dev_t *bd, int n, int elemSize, const void *x, int incx, void *devicePtr, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetVector(n, elemSize, x, incx, devicePtr, incy);
}

/* cublasSetVector_64.
 * Writes through: devicePtr.
 */
static inline cublasStatus_t bd_cublasSetVector_64(bound_dev_t *bd, int64_t n, int64_t elemSize, const void *x, int64_t incx, void *devicePtr, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetVector_64(n, elemSize, x, incx, devicePtr, incy);
}

/* cublasGetVector.
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasGetVector(bound_dev_t *bd, int n, int elemSize, const void *x, int incx, void *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetVector(n, elemSize, x, incx, y, incy);
}

/* cublasGetVector_64.
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasGetVector_64(bound_dev_t *bd, int64_t n, int64_t elemSize, const void *x, int64_t incx, void *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetVector_64(n, elemSize, x, incx, y, incy);
}

/* cublasSetMatrix.
 * Writes through: B.
 */
static inline cublasStatus_t bd_cublasSetMatrix(bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetMatrix(rows, cols, elemSize, A, lda, B, ldb);
}

/* cublasSetMatrix_64.
 * Writes through: B.
 */
static inline cublasStatus_t bd_cublasSetMatrix_64(bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetMatrix_64(rows, cols, elemSize, A, lda, B, ldb);
}

/* cublasGetMatrix.
 * Writes through: B.
 */
static inline cublasStatus_t bd_cublasGetMatrix(bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetMatrix(rows, cols, elemSize, A, lda, B, ldb);
}

/* cublasGetMatrix_64.
 * Writes through: B.
 */
static inline cublasStatus_t bd_cublasGetMatrix_64(bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetMatrix_64(rows, cols, elemSize, A, lda, B, ldb);
}

/* cublasSetVectorAsync.
 * Must belong to the binding's device: stream (stream).
 * Writes through: devicePtr.
 */
static inline cublasStatus_t bd_cublasSetVectorAsync(bound_dev_t *bd, int n, int elemSize, const void *hostPtr, int incx, void *devicePtr, int incy, cudaStream_t stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetVectorAsync(n, elemSize, hostPtr, incx, devicePtr, incy, stream);
}

/* cublasSetVectorAsync_64.
 * Must belong to the binding's device: stream (stream).
 * Writes through: devicePtr.
 */
static inline cublasStatus_t bd_cublasSetVectorAsync_64(bound_dev_t *bd, int64_t n, int64_t elemSize, const void *hostPtr, int64_t incx, void *devicePtr, int64_t incy, cudaStream_t stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetVectorAsync_64(n, elemSize, hostPtr, incx, devicePtr, incy, stream);
}

/* cublasGetVectorAsync.
 * Must belong to the binding's device: stream (stream).
 * Writes through: hostPtr.
 */
static inline cublasStatus_t bd_cublasGetVectorAsync(bound_dev_t *bd, int n, int elemSize, const void *devicePtr, int incx, void *hostPtr, int incy, cudaStream_t stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetVectorAsync(n, elemSize, devicePtr, incx, hostPtr, incy, stream);
}

/* cublasGetVectorAsync_64.
 * Must belong to the binding's device: stream (stream).
 * Writes through: hostPtr.
 */
static inline cublasStatus_t bd_cublasGetVectorAsync_64(bound_dev_t *bd, int64_t n, int64_t elemSize, const void *devicePtr, int64_t incx, void *hostPtr, int64_t incy, cudaStream_t stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetVectorAsync_64(n, elemSize, devicePtr, incx, hostPtr, incy, stream);
}

/* cublasSetMatrixAsync.
 * Must belong to the binding's device: stream (stream).
 * Writes through: B.
 */
static inline cublasStatus_t bd_cublasSetMatrixAsync(bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetMatrixAsync(rows, cols, elemSize, A, lda, B, ldb, stream);
}

/* cublasSetMatrixAsync_64.
 * Must belong to the binding's device: stream (stream).
 * Writes through: B.
 */
static inline cublasStatus_t bd_cublasSetMatrixAsync_64(bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSetMatrixAsync_64(rows, cols, elemSize, A, lda, B, ldb, stream);
}

/* cublasGetMatrixAsync.
 * Must belong to the binding's device: stream (stream).
 * Writes through: B.
 */
static inline cublasStatus_t bd_cublasGetMatrixAsync(bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetMatrixAsync(rows, cols, elemSize, A, lda, B, ldb, stream);
}

/* cublasGetMatrixAsync_64.
 * Must belong to the binding's device: stream (stream).
 * Writes through: B.
 */
static inline cublasStatus_t bd_cublasGetMatrixAsync_64(bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGetMatrixAsync_64(rows, cols, elemSize, A, lda, B, ldb, stream);
}

/* cublasNrm2Ex.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasNrm2Ex(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executionType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasNrm2Ex(handle, n, x, xType, incx, result, resultType, executionType);
}

/* cublasNrm2Ex_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasNrm2Ex_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executionType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasNrm2Ex_64(handle, n, x, xType, incx, result, resultType, executionType);
}

/* cublasSnrm2: cublas_v2.h maps it to cublasSnrm2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasSnrm2(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, float *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSnrm2(handle, n, x, incx, result);
}

/* cublasSnrm2_64: cublas_v2.h maps it to cublasSnrm2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasSnrm2_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSnrm2_64(handle, n, x, incx, result);
}

/* cublasDnrm2: cublas_v2.h maps it to cublasDnrm2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDnrm2(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, double *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDnrm2(handle, n, x, incx, result);
}

/* cublasDnrm2_64: cublas_v2.h maps it to cublasDnrm2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDnrm2_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDnrm2_64(handle, n, x, incx, result);
}

/* cublasScnrm2: cublas_v2.h maps it to cublasScnrm2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasScnrm2(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasScnrm2(handle, n, x, incx, result);
}

/* cublasScnrm2_64: cublas_v2.h maps it to cublasScnrm2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasScnrm2_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasScnrm2_64(handle, n, x, incx, result);
}

/* cublasDznrm2: cublas_v2.h maps it to cublasDznrm2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDznrm2(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDznrm2(handle, n, x, incx, result);
}

/* cublasDznrm2_64: cublas_v2.h maps it to cublasDznrm2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDznrm2_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDznrm2_64(handle, n, x, incx, result);
}

/* cublasDotEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDotEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDotEx(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType);
}

/* cublasDotEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDotEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDotEx_64(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType);
}

/* cublasDotcEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDotcEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDotcEx(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType);
}

/* cublasDotcEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDotcEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDotcEx_64(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType);
}

/* cublasSdot: cublas_v2.h maps it to cublasSdot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasSdot(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy, float *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSdot(handle, n, x, incx, y, incy, result);
}

/* cublasSdot_64: cublas_v2.h maps it to cublasSdot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasSdot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, const float *y, int64_t incy, float *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSdot_64(handle, n, x, incx, y, incy, result);
}

/* cublasDdot: cublas_v2.h maps it to cublasDdot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDdot(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, const double *y, int incy, double *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDdot(handle, n, x, incx, y, incy, result);
}

/* cublasDdot_64: cublas_v2.h maps it to cublasDdot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDdot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, const double *y, int64_t incy, double *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDdot_64(handle, n, x, incx, y, incy, result);
}

/* cublasCdotu: cublas_v2.h maps it to cublasCdotu_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasCdotu(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCdotu(handle, n, x, incx, y, incy, result);
}

/* cublasCdotu_64: cublas_v2.h maps it to cublasCdotu_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasCdotu_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCdotu_64(handle, n, x, incx, y, incy, result);
}

/* cublasCdotc: cublas_v2.h maps it to cublasCdotc_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasCdotc(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCdotc(handle, n, x, incx, y, incy, result);
}

/* cublasCdotc_64: cublas_v2.h maps it to cublasCdotc_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasCdotc_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCdotc_64(handle, n, x, incx, y, incy, result);
}

/* cublasZdotu: cublas_v2.h maps it to cublasZdotu_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasZdotu(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZdotu(handle, n, x, incx, y, incy, result);
}

/* cublasZdotu_64: cublas_v2.h maps it to cublasZdotu_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasZdotu_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZdotu_64(handle, n, x, incx, y, incy, result);
}

/* cublasZdotc: cublas_v2.h maps it to cublasZdotc_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasZdotc(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZdotc(handle, n, x, incx, y, incy, result);
}

/* cublasZdotc_64: cublas_v2.h maps it to cublasZdotc_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasZdotc_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZdotc_64(handle, n, x, incx, y, incy, result);
}

/* cublasScalEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasScalEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int incx, cudaDataType executionType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasScalEx(handle, n, alpha, alphaType, x, xType, incx, executionType);
}

/* cublasScalEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasScalEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int64_t incx, cudaDataType executionType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasScalEx_64(handle, n, alpha, alphaType, x, xType, incx, executionType);
}

/* cublasSscal: cublas_v2.h maps it to cublasSscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSscal(bound_dev_t *bd, cublasHandle_t handle, int n, const float *alpha, float *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSscal(handle, n, alpha, x, incx);
}

/* cublasSscal_64: cublas_v2.h maps it to cublasSscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *alpha, float *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSscal_64(handle, n, alpha, x, incx);
}

/* cublasDscal: cublas_v2.h maps it to cublasDscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDscal(bound_dev_t *bd, cublasHandle_t handle, int n, const double *alpha, double *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDscal(handle, n, alpha, x, incx);
}

/* cublasDscal_64: cublas_v2.h maps it to cublasDscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *alpha, double *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDscal_64(handle, n, alpha, x, incx);
}

/* cublasCscal: cublas_v2.h maps it to cublasCscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCscal(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *alpha, cuComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCscal(handle, n, alpha, x, incx);
}

/* cublasCscal_64: cublas_v2.h maps it to cublasCscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *alpha, cuComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCscal_64(handle, n, alpha, x, incx);
}

/* cublasCsscal: cublas_v2.h maps it to cublasCsscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCsscal(bound_dev_t *bd, cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsscal(handle, n, alpha, x, incx);
}

/* cublasCsscal_64: cublas_v2.h maps it to cublasCsscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCsscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *alpha, cuComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsscal_64(handle, n, alpha, x, incx);
}

/* cublasZscal: cublas_v2.h maps it to cublasZscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZscal(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZscal(handle, n, alpha, x, incx);
}

/* cublasZscal_64: cublas_v2.h maps it to cublasZscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZscal_64(handle, n, alpha, x, incx);
}

/* cublasZdscal: cublas_v2.h maps it to cublasZdscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZdscal(bound_dev_t *bd, cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZdscal(handle, n, alpha, x, incx);
}

/* cublasZdscal_64: cublas_v2.h maps it to cublasZdscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZdscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *alpha, cuDoubleComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZdscal_64(handle, n, alpha, x, incx);
}

/* cublasAxpyEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasAxpyEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, cudaDataType executiontype)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasAxpyEx(handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype);
}

/* cublasAxpyEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasAxpyEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, cudaDataType executiontype)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasAxpyEx_64(handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype);
}

/* cublasSaxpy: cublas_v2.h maps it to cublasSaxpy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSaxpy(bound_dev_t *bd, cublasHandle_t handle, int n, const float *alpha, const float *x, int incx, float *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSaxpy(handle, n, alpha, x, incx, y, incy);
}

/* cublasSaxpy_64: cublas_v2.h maps it to cublasSaxpy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSaxpy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *alpha, const float *x, int64_t incx, float *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSaxpy_64(handle, n, alpha, x, incx, y, incy);
}

/* cublasDaxpy: cublas_v2.h maps it to cublasDaxpy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDaxpy(bound_dev_t *bd, cublasHandle_t handle, int n, const double *alpha, const double *x, int incx, double *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDaxpy(handle, n, alpha, x, incx, y, incy);
}

/* cublasDaxpy_64: cublas_v2.h maps it to cublasDaxpy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDaxpy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *alpha, const double *x, int64_t incx, double *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDaxpy_64(handle, n, alpha, x, incx, y, incy);
}

/* cublasCaxpy: cublas_v2.h maps it to cublasCaxpy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCaxpy(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCaxpy(handle, n, alpha, x, incx, y, incy);
}

/* cublasCaxpy_64: cublas_v2.h maps it to cublasCaxpy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCaxpy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCaxpy_64(handle, n, alpha, x, incx, y, incy);
}

/* cublasZaxpy: cublas_v2.h maps it to cublasZaxpy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZaxpy(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZaxpy(handle, n, alpha, x, incx, y, incy);
}

/* cublasZaxpy_64: cublas_v2.h maps it to cublasZaxpy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZaxpy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZaxpy_64(handle, n, alpha, x, incx, y, incy);
}

/* cublasCopyEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasCopyEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCopyEx(handle, n, x, xType, incx, y, yType, incy);
}

/* cublasCopyEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasCopyEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCopyEx_64(handle, n, x, xType, incx, y, yType, incy);
}

/* cublasScopy: cublas_v2.h maps it to cublasScopy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasScopy(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, float *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasScopy(handle, n, x, incx, y, incy);
}

/* cublasScopy_64: cublas_v2.h maps it to cublasScopy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasScopy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasScopy_64(handle, n, x, incx, y, incy);
}

/* cublasDcopy: cublas_v2.h maps it to cublasDcopy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasDcopy(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, double *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDcopy(handle, n, x, incx, y, incy);
}

/* cublasDcopy_64: cublas_v2.h maps it to cublasDcopy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasDcopy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDcopy_64(handle, n, x, incx, y, incy);
}

/* cublasCcopy: cublas_v2.h maps it to cublasCcopy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasCcopy(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, cuComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCcopy(handle, n, x, incx, y, incy);
}

/* cublasCcopy_64: cublas_v2.h maps it to cublasCcopy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasCcopy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCcopy_64(handle, n, x, incx, y, incy);
}

/* cublasZcopy: cublas_v2.h maps it to cublasZcopy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasZcopy(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZcopy(handle, n, x, incx, y, incy);
}

/* cublasZcopy_64: cublas_v2.h maps it to cublasZcopy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
static inline cublasStatus_t bd_cublasZcopy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZcopy_64(handle, n, x, incx, y, incy);
}

/* cublasSswap: cublas_v2.h maps it to cublasSswap_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
static inline cublasStatus_t bd_cublasSswap(bound_dev_t *bd, cublasHandle_t handle, int n, float *x, int incx, float *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSswap(handle, n, x, incx, y, incy);
}

/* cublasSswap_64: cublas_v2.h maps it to cublasSswap_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
static inline cublasStatus_t bd_cublasSswap_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSswap_64(handle, n, x, incx, y, incy);
}

/* cublasDswap: cublas_v2.h maps it to cublasDswap_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
static inline cublasStatus_t bd_cublasDswap(bound_dev_t *bd, cublasHandle_t handle, int n, double *x, int incx, double *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDswap(handle, n, x, incx, y, incy);
}

/* cublasDswap_64: cublas_v2.h maps it to cublasDswap_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
static inline cublasStatus_t bd_cublasDswap_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDswap_64(handle, n, x, incx, y, incy);
}

/* cublasCswap: cublas_v2.h maps it to cublasCswap_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
static inline cublasStatus_t bd_cublasCswap(bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCswap(handle, n, x, incx, y, incy);
}

/* cublasCswap_64: cublas_v2.h maps it to cublasCswap_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
static inline cublasStatus_t bd_cublasCswap_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCswap_64(handle, n, x, incx, y, incy);
}

/* cublasZswap: cublas_v2.h maps it to cublasZswap_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
static inline cublasStatus_t bd_cublasZswap(bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZswap(handle, n, x, incx, y, incy);
}

/* cublasZswap_64: cublas_v2.h maps it to cublasZswap_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
static inline cublasStatus_t bd_cublasZswap_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZswap_64(handle, n, x, incx, y, incy);
}

/* cublasSwapEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
static inline cublasStatus_t bd_cublasSwapEx(bound_dev_t *bd, cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSwapEx(handle, n, x, xType, incx, y, yType, incy);
}

/* cublasSwapEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
static inline cublasStatus_t bd_cublasSwapEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSwapEx_64(handle, n, x, xType, incx, y, yType, incy);
}

/* cublasIsamax: cublas_v2.h maps it to cublasIsamax_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIsamax(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, int *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIsamax(handle, n, x, incx, result);
}

/* cublasIsamax_64: cublas_v2.h maps it to cublasIsamax_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIsamax_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIsamax_64(handle, n, x, incx, result);
}

/* cublasIdamax: cublas_v2.h maps it to cublasIdamax_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIdamax(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, int *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIdamax(handle, n, x, incx, result);
}

/* cublasIdamax_64: cublas_v2.h maps it to cublasIdamax_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIdamax_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIdamax_64(handle, n, x, incx, result);
}

/* cublasIcamax: cublas_v2.h maps it to cublasIcamax_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIcamax(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIcamax(handle, n, x, incx, result);
}

/* cublasIcamax_64: cublas_v2.h maps it to cublasIcamax_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIcamax_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIcamax_64(handle, n, x, incx, result);
}

/* cublasIzamax: cublas_v2.h maps it to cublasIzamax_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIzamax(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIzamax(handle, n, x, incx, result);
}

/* cublasIzamax_64: cublas_v2.h maps it to cublasIzamax_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIzamax_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIzamax_64(handle, n, x, incx, result);
}

/* cublasIamaxEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIamaxEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIamaxEx(handle, n, x, xType, incx, result);
}

/* cublasIamaxEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIamaxEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIamaxEx_64(handle, n, x, xType, incx, result);
}

/* cublasIsamin: cublas_v2.h maps it to cublasIsamin_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIsamin(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, int *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIsamin(handle, n, x, incx, result);
}

/* cublasIsamin_64: cublas_v2.h maps it to cublasIsamin_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIsamin_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIsamin_64(handle, n, x, incx, result);
}

/* cublasIdamin: cublas_v2.h maps it to cublasIdamin_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIdamin(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, int *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIdamin(handle, n, x, incx, result);
}

/* cublasIdamin_64: cublas_v2.h maps it to cublasIdamin_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIdamin_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIdamin_64(handle, n, x, incx, result);
}

/* cublasIcamin: cublas_v2.h maps it to cublasIcamin_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIcamin(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIcamin(handle, n, x, incx, result);
}

/* cublasIcamin_64: cublas_v2.h maps it to cublasIcamin_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIcamin_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIcamin_64(handle, n, x, incx, result);
}

/* cublasIzamin: cublas_v2.h maps it to cublasIzamin_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIzamin(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIzamin(handle, n, x, incx, result);
}

/* cublasIzamin_64: cublas_v2.h maps it to cublasIzamin_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIzamin_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIzamin_64(handle, n, x, incx, result);
}

/* cublasIaminEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIaminEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIaminEx(handle, n, x, xType, incx, result);
}

/* cublasIaminEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasIaminEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasIaminEx_64(handle, n, x, xType, incx, result);
}

/* cublasAsumEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasAsumEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executiontype)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasAsumEx(handle, n, x, xType, incx, result, resultType, executiontype);
}

/* cublasAsumEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasAsumEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executiontype)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasAsumEx_64(handle, n, x, xType, incx, result, resultType, executiontype);
}

/* cublasSasum: cublas_v2.h maps it to cublasSasum_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasSasum(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, float *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSasum(handle, n, x, incx, result);
}

/* cublasSasum_64: cublas_v2.h maps it to cublasSasum_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasSasum_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSasum_64(handle, n, x, incx, result);
}

/* cublasDasum: cublas_v2.h maps it to cublasDasum_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDasum(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, double *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDasum(handle, n, x, incx, result);
}

/* cublasDasum_64: cublas_v2.h maps it to cublasDasum_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDasum_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDasum_64(handle, n, x, incx, result);
}

/* cublasScasum: cublas_v2.h maps it to cublasScasum_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasScasum(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasScasum(handle, n, x, incx, result);
}

/* cublasScasum_64: cublas_v2.h maps it to cublasScasum_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasScasum_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasScasum_64(handle, n, x, incx, result);
}

/* cublasDzasum: cublas_v2.h maps it to cublasDzasum_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDzasum(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDzasum(handle, n, x, incx, result);
}

/* cublasDzasum_64: cublas_v2.h maps it to cublasDzasum_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
static inline cublasStatus_t bd_cublasDzasum_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDzasum_64(handle, n, x, incx, result);
}

/* cublasSrot: cublas_v2.h maps it to cublasSrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasSrot(bound_dev_t *bd, cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *c, const float *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSrot(handle, n, x, incx, y, incy, c, s);
}

/* cublasSrot_64: cublas_v2.h maps it to cublasSrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasSrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *c, const float *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSrot_64(handle, n, x, incx, y, incy, c, s);
}

/* cublasDrot: cublas_v2.h maps it to cublasDrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasDrot(bound_dev_t *bd, cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *c, const double *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDrot(handle, n, x, incx, y, incy, c, s);
}

/* cublasDrot_64: cublas_v2.h maps it to cublasDrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasDrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *c, const double *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDrot_64(handle, n, x, incx, y, incy, c, s);
}

/* cublasCrot: cublas_v2.h maps it to cublasCrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasCrot(bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const cuComplex *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCrot(handle, n, x, incx, y, incy, c, s);
}

/* cublasCrot_64: cublas_v2.h maps it to cublasCrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasCrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const cuComplex *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCrot_64(handle, n, x, incx, y, incy, c, s);
}

/* cublasCsrot: cublas_v2.h maps it to cublasCsrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasCsrot(bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const float *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsrot(handle, n, x, incx, y, incy, c, s);
}

/* cublasCsrot_64: cublas_v2.h maps it to cublasCsrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasCsrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const float *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsrot_64(handle, n, x, incx, y, incy, c, s);
}

/* cublasZrot: cublas_v2.h maps it to cublasZrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasZrot(bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const cuDoubleComplex *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZrot(handle, n, x, incx, y, incy, c, s);
}

/* cublasZrot_64: cublas_v2.h maps it to cublasZrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasZrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const cuDoubleComplex *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZrot_64(handle, n, x, incx, y, incy, c, s);
}

/* cublasZdrot: cublas_v2.h maps it to cublasZdrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasZdrot(bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const double *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZdrot(handle, n, x, incx, y, incy, c, s);
}

/* cublasZdrot_64: cublas_v2.h maps it to cublasZdrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasZdrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const double *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZdrot_64(handle, n, x, incx, y, incy, c, s);
}

/* cublasRotEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasRotEx(bound_dev_t *bd, cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasRotEx(handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype);
}

/* cublasRotEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
static inline cublasStatus_t bd_cublasRotEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasRotEx_64(handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype);
}

/* cublasSrotg: cublas_v2.h maps it to cublasSrotg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: a, b, c, s.
 * Host or device memory, as the pointer mode says: a, b, c, s.
 */
static inline cublasStatus_t bd_cublasSrotg(bound_dev_t *bd, cublasHandle_t handle, float *a, float *b, float *c, float *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSrotg(handle, a, b, c, s);
}

/* cublasDrotg: cublas_v2.h maps it to cublasDrotg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: a, b, c, s.
 * Host or device memory, as the pointer mode says: a, b, c, s.
 */
static inline cublasStatus_t bd_cublasDrotg(bound_dev_t *bd, cublasHandle_t handle, double *a, double *b, double *c, double *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDrotg(handle, a, b, c, s);
}

/* cublasCrotg: cublas_v2.h maps it to cublasCrotg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: a, b, c, s.
 * Host or device memory, as the pointer mode says: a, b, c, s.
 */
static inline cublasStatus_t bd_cublasCrotg(bound_dev_t *bd, cublasHandle_t handle, cuComplex *a, cuComplex *b, float *c, cuComplex *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCrotg(handle, a, b, c, s);
}

/* cublasZrotg: cublas_v2.h maps it to cublasZrotg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: a, b, c, s.
 * Host or device memory, as the pointer mode says: a, b, c, s.
 */
static inline cublasStatus_t bd_cublasZrotg(bound_dev_t *bd, cublasHandle_t handle, cuDoubleComplex *a, cuDoubleComplex *b, double *c, cuDoubleComplex *s)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZrotg(handle, a, b, c, s);
}

/* cublasRotgEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: a, b, c, s.
 * Host or device memory, as the pointer mode says: a, b, c, s.
 */
static inline cublasStatus_t bd_cublasRotgEx(bound_dev_t *bd, cublasHandle_t handle, void *a, void *b, cudaDataType abType, void *c, void *s, cudaDataType csType, cudaDataType executiontype)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasRotgEx(handle, a, b, abType, c, s, csType, executiontype);
}

/* cublasSrotm: cublas_v2.h maps it to cublasSrotm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
static inline cublasStatus_t bd_cublasSrotm(bound_dev_t *bd, cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *param)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSrotm(handle, n, x, incx, y, incy, param);
}

/* cublasSrotm_64: cublas_v2.h maps it to cublasSrotm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
static inline cublasStatus_t bd_cublasSrotm_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *param)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSrotm_64(handle, n, x, incx, y, incy, param);
}

/* cublasDrotm: cublas_v2.h maps it to cublasDrotm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
static inline cublasStatus_t bd_cublasDrotm(bound_dev_t *bd, cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *param)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDrotm(handle, n, x, incx, y, incy, param);
}

/* cublasDrotm_64: cublas_v2.h maps it to cublasDrotm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
static inline cublasStatus_t bd_cublasDrotm_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *param)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDrotm_64(handle, n, x, incx, y, incy, param);
}

/* cublasRotmEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
static inline cublasStatus_t bd_cublasRotmEx(bound_dev_t *bd, cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *param, cudaDataType paramType, cudaDataType executiontype)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasRotmEx(handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype);
}

/* cublasRotmEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
static inline cublasStatus_t bd_cublasRotmEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *param, cudaDataType paramType, cudaDataType executiontype)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasRotmEx_64(handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype);
}

/* cublasSrotmg: cublas_v2.h maps it to cublasSrotmg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: d1, d2, x1, param.
 * Host or device memory, as the pointer mode says: d1, d2, x1, y1, param.
 */
static inline cublasStatus_t bd_cublasSrotmg(bound_dev_t *bd, cublasHandle_t handle, float *d1, float *d2, float *x1, const float *y1, float *param)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSrotmg(handle, d1, d2, x1, y1, param);
}

/* cublasDrotmg: cublas_v2.h maps it to cublasDrotmg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: d1, d2, x1, param.
 * Host or device memory, as the pointer mode says: d1, d2, x1, y1, param.
 */
static inline cublasStatus_t bd_cublasDrotmg(bound_dev_t *bd, cublasHandle_t handle, double *d1, double *d2, double *x1, const double *y1, double *param)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDrotmg(handle, d1, d2, x1, y1, param);
}

/* cublasRotmgEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: d1, d2, x1, param.
 * Host or device memory, as the pointer mode says: d1, d2, x1, y1, param.
 */
static inline cublasStatus_t bd_cublasRotmgEx(bound_dev_t *bd, cublasHandle_t handle, void *d1, cudaDataType d1Type, void *d2, cudaDataType d2Type, void *x1, cudaDataType x1Type, const void *y1, cudaDataType y1Type, void *param, cudaDataType paramType, cudaDataType executiontype)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasRotmgEx(handle, d1, d1Type, d2, d2Type, x1, x1Type, y1, y1Type, param, paramType, executiontype);
}

/* cublasSgemv: cublas_v2.h maps it to cublasSgemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgemv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasSgemv_64: cublas_v2.h maps it to cublasSgemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasDgemv: cublas_v2.h maps it to cublasDgemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgemv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasDgemv_64: cublas_v2.h maps it to cublasDgemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasCgemv: cublas_v2.h maps it to cublasCgemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasCgemv_64: cublas_v2.h maps it to cublasCgemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasZgemv: cublas_v2.h maps it to cublasZgemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgemv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasZgemv_64: cublas_v2.h maps it to cublasZgemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasSgbmv: cublas_v2.h maps it to cublasSgbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgbmv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgbmv(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasSgbmv_64: cublas_v2.h maps it to cublasSgbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgbmv_64(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasDgbmv: cublas_v2.h maps it to cublasDgbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgbmv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgbmv(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasDgbmv_64: cublas_v2.h maps it to cublasDgbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgbmv_64(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasCgbmv: cublas_v2.h maps it to cublasCgbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgbmv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgbmv(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasCgbmv_64: cublas_v2.h maps it to cublasCgbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgbmv_64(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasZgbmv: cublas_v2.h maps it to cublasZgbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgbmv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgbmv(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasZgbmv_64: cublas_v2.h maps it to cublasZgbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgbmv_64(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasStrmv: cublas_v2.h maps it to cublasStrmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStrmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStrmv(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasStrmv_64: cublas_v2.h maps it to cublasStrmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStrmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStrmv_64(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasDtrmv: cublas_v2.h maps it to cublasDtrmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtrmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtrmv(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasDtrmv_64: cublas_v2.h maps it to cublasDtrmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtrmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtrmv_64(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasCtrmv: cublas_v2.h maps it to cublasCtrmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtrmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtrmv(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasCtrmv_64: cublas_v2.h maps it to cublasCtrmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtrmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtrmv_64(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasZtrmv: cublas_v2.h maps it to cublasZtrmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtrmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtrmv(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasZtrmv_64: cublas_v2.h maps it to cublasZtrmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtrmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtrmv_64(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasStbmv: cublas_v2.h maps it to cublasStbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasStbmv_64: cublas_v2.h maps it to cublasStbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasDtbmv: cublas_v2.h maps it to cublasDtbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasDtbmv_64: cublas_v2.h maps it to cublasDtbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasCtbmv: cublas_v2.h maps it to cublasCtbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasCtbmv_64: cublas_v2.h maps it to cublasCtbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasZtbmv: cublas_v2.h maps it to cublasZtbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasZtbmv_64: cublas_v2.h maps it to cublasZtbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasStpmv: cublas_v2.h maps it to cublasStpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStpmv(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasStpmv_64: cublas_v2.h maps it to cublasStpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStpmv_64(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasDtpmv: cublas_v2.h maps it to cublasDtpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtpmv(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasDtpmv_64: cublas_v2.h maps it to cublasDtpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtpmv_64(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasCtpmv: cublas_v2.h maps it to cublasCtpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtpmv(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasCtpmv_64: cublas_v2.h maps it to cublasCtpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtpmv_64(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasZtpmv: cublas_v2.h maps it to cublasZtpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtpmv(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasZtpmv_64: cublas_v2.h maps it to cublasZtpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtpmv_64(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasStrsv: cublas_v2.h maps it to cublasStrsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStrsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStrsv(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasStrsv_64: cublas_v2.h maps it to cublasStrsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStrsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStrsv_64(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasDtrsv: cublas_v2.h maps it to cublasDtrsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtrsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtrsv(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasDtrsv_64: cublas_v2.h maps it to cublasDtrsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtrsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtrsv_64(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasCtrsv: cublas_v2.h maps it to cublasCtrsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtrsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtrsv(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasCtrsv_64: cublas_v2.h maps it to cublasCtrsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtrsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtrsv_64(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasZtrsv: cublas_v2.h maps it to cublasZtrsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtrsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtrsv(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasZtrsv_64: cublas_v2.h maps it to cublasZtrsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtrsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtrsv_64(handle, uplo, trans, diag, n, A, lda, x, incx);
}

/* cublasStpsv: cublas_v2.h maps it to cublasStpsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStpsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStpsv(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasStpsv_64: cublas_v2.h maps it to cublasStpsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStpsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStpsv_64(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasDtpsv: cublas_v2.h maps it to cublasDtpsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtpsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtpsv(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasDtpsv_64: cublas_v2.h maps it to cublasDtpsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtpsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtpsv_64(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasCtpsv: cublas_v2.h maps it to cublasCtpsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtpsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtpsv(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasCtpsv_64: cublas_v2.h maps it to cublasCtpsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtpsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtpsv_64(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasZtpsv: cublas_v2.h maps it to cublasZtpsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtpsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtpsv(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasZtpsv_64: cublas_v2.h maps it to cublasZtpsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtpsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtpsv_64(handle, uplo, trans, diag, n, AP, x, incx);
}

/* cublasStbsv: cublas_v2.h maps it to cublasStbsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStbsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStbsv(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasStbsv_64: cublas_v2.h maps it to cublasStbsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasStbsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStbsv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasDtbsv: cublas_v2.h maps it to cublasDtbsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtbsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtbsv(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasDtbsv_64: cublas_v2.h maps it to cublasDtbsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasDtbsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtbsv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasCtbsv: cublas_v2.h maps it to cublasCtbsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtbsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtbsv(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasCtbsv_64: cublas_v2.h maps it to cublasCtbsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasCtbsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtbsv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasZtbsv: cublas_v2.h maps it to cublasZtbsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtbsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtbsv(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasZtbsv_64: cublas_v2.h maps it to cublasZtbsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
static inline cublasStatus_t bd_cublasZtbsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtbsv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

/* cublasSsymv: cublas_v2.h maps it to cublasSsymv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsymv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasSsymv_64: cublas_v2.h maps it to cublasSsymv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsymv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasDsymv: cublas_v2.h maps it to cublasDsymv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsymv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasDsymv_64: cublas_v2.h maps it to cublasDsymv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsymv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasCsymv: cublas_v2.h maps it to cublasCsymv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsymv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasCsymv_64: cublas_v2.h maps it to cublasCsymv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsymv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasZsymv: cublas_v2.h maps it to cublasZsymv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZsymv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasZsymv_64: cublas_v2.h maps it to cublasZsymv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZsymv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasChemv: cublas_v2.h maps it to cublasChemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasChemv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChemv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasChemv_64: cublas_v2.h maps it to cublasChemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasChemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChemv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasZhemv: cublas_v2.h maps it to cublasZhemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZhemv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhemv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasZhemv_64: cublas_v2.h maps it to cublasZhemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZhemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhemv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasSsbmv: cublas_v2.h maps it to cublasSsbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsbmv(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasSsbmv_64: cublas_v2.h maps it to cublasSsbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsbmv_64(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasDsbmv: cublas_v2.h maps it to cublasDsbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsbmv(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasDsbmv_64: cublas_v2.h maps it to cublasDsbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsbmv_64(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasChbmv: cublas_v2.h maps it to cublasChbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasChbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChbmv(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasChbmv_64: cublas_v2.h maps it to cublasChbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasChbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChbmv_64(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasZhbmv: cublas_v2.h maps it to cublasZhbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZhbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhbmv(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasZhbmv_64: cublas_v2.h maps it to cublasZhbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZhbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhbmv_64(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

/* cublasSspmv: cublas_v2.h maps it to cublasSspmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSspmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *AP, const float *x, int incx, const float *beta, float *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSspmv(handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

/* cublasSspmv_64: cublas_v2.h maps it to cublasSspmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSspmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *AP, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSspmv_64(handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

/* cublasDspmv: cublas_v2.h maps it to cublasDspmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDspmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *AP, const double *x, int incx, const double *beta, double *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDspmv(handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

/* cublasDspmv_64: cublas_v2.h maps it to cublasDspmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDspmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *AP, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDspmv_64(handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

/* cublasChpmv: cublas_v2.h maps it to cublasChpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasChpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChpmv(handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

/* cublasChpmv_64: cublas_v2.h maps it to cublasChpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasChpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChpmv_64(handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

/* cublasZhpmv: cublas_v2.h maps it to cublasZhpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZhpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhpmv(handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

/* cublasZhpmv_64: cublas_v2.h maps it to cublasZhpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZhpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhpmv_64(handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

/* cublasSger: cublas_v2.h maps it to cublasSger_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSger(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSger(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasSger_64: cublas_v2.h maps it to cublasSger_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSger_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSger_64(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasDger: cublas_v2.h maps it to cublasDger_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDger(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDger(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasDger_64: cublas_v2.h maps it to cublasDger_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDger_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDger_64(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasCgeru: cublas_v2.h maps it to cublasCgeru_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCgeru(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgeru(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasCgeru_64: cublas_v2.h maps it to cublasCgeru_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCgeru_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgeru_64(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasCgerc: cublas_v2.h maps it to cublasCgerc_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCgerc(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgerc(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasCgerc_64: cublas_v2.h maps it to cublasCgerc_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCgerc_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgerc_64(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasZgeru: cublas_v2.h maps it to cublasZgeru_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZgeru(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgeru(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasZgeru_64: cublas_v2.h maps it to cublasZgeru_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZgeru_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgeru_64(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasZgerc: cublas_v2.h maps it to cublasZgerc_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZgerc(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgerc(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasZgerc_64: cublas_v2.h maps it to cublasZgerc_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZgerc_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgerc_64(handle, m, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasSsyr: cublas_v2.h maps it to cublasSsyr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSsyr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsyr(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasSsyr_64: cublas_v2.h maps it to cublasSsyr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSsyr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsyr_64(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasDsyr: cublas_v2.h maps it to cublasDsyr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDsyr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsyr(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasDsyr_64: cublas_v2.h maps it to cublasDsyr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDsyr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsyr_64(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasCsyr: cublas_v2.h maps it to cublasCsyr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCsyr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyr(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasCsyr_64: cublas_v2.h maps it to cublasCsyr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCsyr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyr_64(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasZsyr: cublas_v2.h maps it to cublasZsyr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZsyr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsyr(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasZsyr_64: cublas_v2.h maps it to cublasZsyr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZsyr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsyr_64(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasCher: cublas_v2.h maps it to cublasCher_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCher(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCher(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasCher_64: cublas_v2.h maps it to cublasCher_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCher_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCher_64(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasZher: cublas_v2.h maps it to cublasZher_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZher(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZher(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasZher_64: cublas_v2.h maps it to cublasZher_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZher_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZher_64(handle, uplo, n, alpha, x, incx, A, lda);
}

/* cublasSspr: cublas_v2.h maps it to cublasSspr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSspr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSspr(handle, uplo, n, alpha, x, incx, AP);
}

/* cublasSspr_64: cublas_v2.h maps it to cublasSspr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSspr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSspr_64(handle, uplo, n, alpha, x, incx, AP);
}

/* cublasDspr: cublas_v2.h maps it to cublasDspr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDspr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDspr(handle, uplo, n, alpha, x, incx, AP);
}

/* cublasDspr_64: cublas_v2.h maps it to cublasDspr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDspr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDspr_64(handle, uplo, n, alpha, x, incx, AP);
}

/* cublasChpr: cublas_v2.h maps it to cublasChpr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasChpr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChpr(handle, uplo, n, alpha, x, incx, AP);
}

/* cublasChpr_64: cublas_v2.h maps it to cublasChpr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasChpr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChpr_64(handle, uplo, n, alpha, x, incx, AP);
}

/* cublasZhpr: cublas_v2.h maps it to cublasZhpr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZhpr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhpr(handle, uplo, n, alpha, x, incx, AP);
}

/* cublasZhpr_64: cublas_v2.h maps it to cublasZhpr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZhpr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhpr_64(handle, uplo, n, alpha, x, incx, AP);
}

/* cublasSsyr2: cublas_v2.h maps it to cublasSsyr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSsyr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsyr2(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasSsyr2_64: cublas_v2.h maps it to cublasSsyr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSsyr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsyr2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasDsyr2: cublas_v2.h maps it to cublasDsyr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDsyr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsyr2(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasDsyr2_64: cublas_v2.h maps it to cublasDsyr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDsyr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsyr2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasCsyr2: cublas_v2.h maps it to cublasCsyr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCsyr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyr2(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasCsyr2_64: cublas_v2.h maps it to cublasCsyr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCsyr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyr2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasZsyr2: cublas_v2.h maps it to cublasZsyr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZsyr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsyr2(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasZsyr2_64: cublas_v2.h maps it to cublasZsyr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZsyr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsyr2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasCher2: cublas_v2.h maps it to cublasCher2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCher2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCher2(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasCher2_64: cublas_v2.h maps it to cublasCher2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCher2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCher2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasZher2: cublas_v2.h maps it to cublasZher2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZher2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZher2(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasZher2_64: cublas_v2.h maps it to cublasZher2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZher2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZher2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

/* cublasSspr2: cublas_v2.h maps it to cublasSspr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSspr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSspr2(handle, uplo, n, alpha, x, incx, y, incy, AP);
}

/* cublasSspr2_64: cublas_v2.h maps it to cublasSspr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasSspr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSspr2_64(handle, uplo, n, alpha, x, incx, y, incy, AP);
}

/* cublasDspr2: cublas_v2.h maps it to cublasDspr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDspr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDspr2(handle, uplo, n, alpha, x, incx, y, incy, AP);
}

/* cublasDspr2_64: cublas_v2.h maps it to cublasDspr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDspr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDspr2_64(handle, uplo, n, alpha, x, incx, y, incy, AP);
}

/* cublasChpr2: cublas_v2.h maps it to cublasChpr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasChpr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChpr2(handle, uplo, n, alpha, x, incx, y, incy, AP);
}

/* cublasChpr2_64: cublas_v2.h maps it to cublasChpr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasChpr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChpr2_64(handle, uplo, n, alpha, x, incx, y, incy, AP);
}

/* cublasZhpr2: cublas_v2.h maps it to cublasZhpr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZhpr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhpr2(handle, uplo, n, alpha, x, incx, y, incy, AP);
}

/* cublasZhpr2_64: cublas_v2.h maps it to cublasZhpr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZhpr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhpr2_64(handle, uplo, n, alpha, x, incx, y, incy, AP);
}

/* cublasSgemvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
static inline cublasStatus_t bd_cublasSgemvBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *const Aarray[], int lda, const float *const xarray[], int incx, const float *beta, float *const yarray[], int incy, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

/* cublasSgemvBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
static inline cublasStatus_t bd_cublasSgemvBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *const Aarray[], int64_t lda, const float *const xarray[], int64_t incx, const float *beta, float *const yarray[], int64_t incy, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemvBatched_64(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

/* cublasDgemvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
static inline cublasStatus_t bd_cublasDgemvBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *const Aarray[], int lda, const double *const xarray[], int incx, const double *beta, double *const yarray[], int incy, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

/* cublasDgemvBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
static inline cublasStatus_t bd_cublasDgemvBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *const Aarray[], int64_t lda, const double *const xarray[], int64_t incx, const double *beta, double *const yarray[], int64_t incy, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemvBatched_64(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

/* cublasCgemvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
static inline cublasStatus_t bd_cublasCgemvBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const xarray[], int incx, const cuComplex *beta, cuComplex *const yarray[], int incy, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

/* cublasCgemvBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
static inline cublasStatus_t bd_cublasCgemvBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const xarray[], int64_t incx, const cuComplex *beta, cuComplex *const yarray[], int64_t incy, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemvBatched_64(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

/* cublasZgemvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
static inline cublasStatus_t bd_cublasZgemvBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const xarray[], int incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int incy, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

/* cublasZgemvBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
static inline cublasStatus_t bd_cublasZgemvBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const xarray[], int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int64_t incy, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemvBatched_64(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

/* cublasSgemvStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgemvStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, long long strideA, const float *x, int incx, long long stridex, const float *beta, float *y, int incy, long long stridey, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemvStridedBatched(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

/* cublasSgemvStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgemvStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, long long strideA, const float *x, int64_t incx, long long stridex, const float *beta, float *y, int64_t incy, long long stridey, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemvStridedBatched_64(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

/* cublasDgemvStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgemvStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, long long strideA, const double *x, int incx, long long stridex, const double *beta, double *y, int incy, long long stridey, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemvStridedBatched(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

/* cublasDgemvStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgemvStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, long long strideA, const double *x, int64_t incx, long long stridex, const double *beta, double *y, int64_t incy, long long stridey, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemvStridedBatched_64(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

/* cublasCgemvStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemvStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *x, int incx, long long stridex, const cuComplex *beta, cuComplex *y, int incy, long long stridey, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemvStridedBatched(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

/* cublasCgemvStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemvStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *x, int64_t incx, long long stridex, const cuComplex *beta, cuComplex *y, int64_t incy, long long stridey, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemvStridedBatched_64(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

/* cublasZgemvStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgemvStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *x, int incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, long long stridey, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemvStridedBatched(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

/* cublasZgemvStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgemvStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *x, int64_t incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, long long stridey, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemvStridedBatched_64(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

/* cublasSgemm: cublas_v2.h maps it to cublasSgemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgemm(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemm(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasSgemm_64: cublas_v2.h maps it to cublasSgemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemm_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasDgemm: cublas_v2.h maps it to cublasDgemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgemm(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemm(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasDgemm_64: cublas_v2.h maps it to cublasDgemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemm_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCgemm: cublas_v2.h maps it to cublasCgemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemm(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemm(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCgemm_64: cublas_v2.h maps it to cublasCgemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemm_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCgemm3m.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemm3m(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemm3m(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCgemm3m_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemm3m_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemm3m_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCgemm3mEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemm3mEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemm3mEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

/* cublasCgemm3mEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemm3mEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemm3mEx_64(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

/* cublasZgemm: cublas_v2.h maps it to cublasZgemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgemm(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemm(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZgemm_64: cublas_v2.h maps it to cublasZgemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemm_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZgemm3m.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgemm3m(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemm3m(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZgemm3m_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgemm3m_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemm3m_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasSgemmEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgemmEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const float *beta, void *C, cudaDataType Ctype, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemmEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

/* cublasSgemmEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgemmEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemmEx_64(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

/* cublasGemmEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasGemmEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const void *beta, void *C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGemmEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo);
}

/* cublasGemmEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasGemmEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGemmEx_64(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo);
}

/* cublasCgemmEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemmEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemmEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

/* cublasCgemmEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemmEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemmEx_64(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

/* cublasSsyrk: cublas_v2.h maps it to cublasSsyrk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsyrk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *beta, float *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsyrk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasSsyrk_64: cublas_v2.h maps it to cublasSsyrk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsyrk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *beta, float *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsyrk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasDsyrk: cublas_v2.h maps it to cublasDsyrk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsyrk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *beta, double *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsyrk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasDsyrk_64: cublas_v2.h maps it to cublasDsyrk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsyrk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *beta, double *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsyrk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasCsyrk: cublas_v2.h maps it to cublasCsyrk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsyrk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyrk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasCsyrk_64: cublas_v2.h maps it to cublasCsyrk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsyrk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyrk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasZsyrk: cublas_v2.h maps it to cublasZsyrk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZsyrk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsyrk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasZsyrk_64: cublas_v2.h maps it to cublasZsyrk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZsyrk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsyrk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasCsyrkEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsyrkEx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyrkEx(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

/* cublasCsyrkEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsyrkEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyrkEx_64(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

/* cublasCsyrk3mEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsyrk3mEx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyrk3mEx(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

/* cublasCsyrk3mEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsyrk3mEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyrk3mEx_64(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

/* cublasCherk: cublas_v2.h maps it to cublasCherk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCherk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const cuComplex *A, int lda, const float *beta, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCherk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasCherk_64: cublas_v2.h maps it to cublasCherk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCherk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const cuComplex *A, int64_t lda, const float *beta, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCherk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasZherk: cublas_v2.h maps it to cublasZherk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZherk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const cuDoubleComplex *A, int lda, const double *beta, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZherk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasZherk_64: cublas_v2.h maps it to cublasZherk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZherk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const cuDoubleComplex *A, int64_t lda, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZherk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

/* cublasCherkEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCherkEx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCherkEx(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

/* cublasCherkEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCherkEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCherkEx_64(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

/* cublasCherk3mEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCherk3mEx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCherk3mEx(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

/* cublasCherk3mEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCherk3mEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCherk3mEx_64(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

/* cublasSsyr2k: cublas_v2.h maps it to cublasSsyr2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsyr2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasSsyr2k_64: cublas_v2.h maps it to cublasSsyr2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsyr2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasDsyr2k: cublas_v2.h maps it to cublasDsyr2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsyr2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasDsyr2k_64: cublas_v2.h maps it to cublasDsyr2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsyr2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCsyr2k: cublas_v2.h maps it to cublasCsyr2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsyr2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCsyr2k_64: cublas_v2.h maps it to cublasCsyr2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsyr2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZsyr2k: cublas_v2.h maps it to cublasZsyr2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZsyr2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZsyr2k_64: cublas_v2.h maps it to cublasZsyr2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZsyr2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCher2k: cublas_v2.h maps it to cublasCher2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCher2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCher2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCher2k_64: cublas_v2.h maps it to cublasCher2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCher2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCher2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZher2k: cublas_v2.h maps it to cublasZher2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZher2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZher2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZher2k_64: cublas_v2.h maps it to cublasZher2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZher2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZher2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasSsyrkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsyrkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasSsyrkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsyrkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasDsyrkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsyrkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasDsyrkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsyrkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCsyrkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsyrkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCsyrkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsyrkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZsyrkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZsyrkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZsyrkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZsyrkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCherkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCherkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCherkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCherkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCherkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZherkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZherkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZherkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZherkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZherkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasSsymm: cublas_v2.h maps it to cublasSsymm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsymm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasSsymm_64: cublas_v2.h maps it to cublasSsymm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSsymm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSsymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasDsymm: cublas_v2.h maps it to cublasDsymm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsymm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasDsymm_64: cublas_v2.h maps it to cublasDsymm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDsymm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDsymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCsymm: cublas_v2.h maps it to cublasCsymm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsymm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasCsymm_64: cublas_v2.h maps it to cublasCsymm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCsymm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCsymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZsymm: cublas_v2.h maps it to cublasZsymm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZsymm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZsymm_64: cublas_v2.h maps it to cublasZsymm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZsymm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZsymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasChemm: cublas_v2.h maps it to cublasChemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasChemm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChemm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasChemm_64: cublas_v2.h maps it to cublasChemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasChemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasChemm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZhemm: cublas_v2.h maps it to cublasZhemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZhemm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhemm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasZhemm_64: cublas_v2.h maps it to cublasZhemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZhemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZhemm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* cublasStrsm: cublas_v2.h maps it to cublasStrsm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasStrsm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, float *B, int ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStrsm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

/* cublasStrsm_64: cublas_v2.h maps it to cublasStrsm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasStrsm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, float *B, int64_t ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStrsm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

/* cublasDtrsm: cublas_v2.h maps it to cublasDtrsm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDtrsm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, double *B, int ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtrsm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

/* cublasDtrsm_64: cublas_v2.h maps it to cublasDtrsm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDtrsm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, double *B, int64_t ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtrsm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

/* cublasCtrsm: cublas_v2.h maps it to cublasCtrsm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCtrsm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, cuComplex *B, int ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtrsm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

/* cublasCtrsm_64: cublas_v2.h maps it to cublasCtrsm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCtrsm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, cuComplex *B, int64_t ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtrsm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

/* cublasZtrsm: cublas_v2.h maps it to cublasZtrsm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZtrsm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtrsm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

/* cublasZtrsm_64: cublas_v2.h maps it to cublasZtrsm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZtrsm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *B, int64_t ldb)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtrsm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

/* cublasStrmm: cublas_v2.h maps it to cublasStrmm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasStrmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, float *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStrmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

/* cublasStrmm_64: cublas_v2.h maps it to cublasStrmm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasStrmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, float *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStrmm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

/* cublasDtrmm: cublas_v2.h maps it to cublasDtrmm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDtrmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, double *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtrmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

/* cublasDtrmm_64: cublas_v2.h maps it to cublasDtrmm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasDtrmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, double *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtrmm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

/* cublasCtrmm: cublas_v2.h maps it to cublasCtrmm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCtrmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtrmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

/* cublasCtrmm_64: cublas_v2.h maps it to cublasCtrmm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasCtrmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtrmm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

/* cublasZtrmm: cublas_v2.h maps it to cublasZtrmm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZtrmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtrmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

/* cublasZtrmm_64: cublas_v2.h maps it to cublasZtrmm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
static inline cublasStatus_t bd_cublasZtrmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtrmm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

/* cublasSgemmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasSgemmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *const Aarray[], int lda, const float *const Barray[], int ldb, const float *beta, float *const Carray[], int ldc, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

/* cublasSgemmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasSgemmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *const Aarray[], int64_t lda, const float *const Barray[], int64_t ldb, const float *beta, float *const Carray[], int64_t ldc, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemmBatched_64(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

/* cublasDgemmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasDgemmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *const Aarray[], int lda, const double *const Barray[], int ldb, const double *beta, double *const Carray[], int ldc, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

/* cublasDgemmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasDgemmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *const Aarray[], int64_t lda, const double *const Barray[], int64_t ldb, const double *beta, double *const Carray[], int64_t ldc, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemmBatched_64(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

/* cublasCgemmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasCgemmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

/* cublasCgemmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasCgemmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemmBatched_64(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

/* cublasCgemm3mBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasCgemm3mBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemm3mBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

/* cublasCgemm3mBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasCgemm3mBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemm3mBatched_64(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

/* cublasZgemmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasZgemmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const Barray[], int ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int ldc, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

/* cublasZgemmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasZgemmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const Barray[], int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemmBatched_64(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

/* cublasSgemmStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgemmStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, long long strideA, const float *B, int ldb, long long strideB, const float *beta, float *C, int ldc, long long strideC, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

/* cublasSgemmStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgemmStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, long long strideA, const float *B, int64_t ldb, long long strideB, const float *beta, float *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemmStridedBatched_64(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

/* cublasDgemmStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgemmStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, long long strideA, const double *B, int ldb, long long strideB, const double *beta, double *C, int ldc, long long strideC, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

/* cublasDgemmStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgemmStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, long long strideA, const double *B, int64_t ldb, long long strideB, const double *beta, double *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemmStridedBatched_64(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

/* cublasCgemmStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemmStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

/* cublasCgemmStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemmStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemmStridedBatched_64(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

/* cublasCgemm3mStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemm3mStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemm3mStridedBatched(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

/* cublasCgemm3mStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgemm3mStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgemm3mStridedBatched_64(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

/* cublasZgemmStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgemmStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *B, int ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, long long strideC, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

/* cublasZgemmStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgemmStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *B, int64_t ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgemmStridedBatched_64(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

/* cublasGemmBatchedEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasGemmBatchedEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int lda, const void *const Barray[], cudaDataType Btype, int ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int ldc, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGemmBatchedEx(handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo);
}

/* cublasGemmBatchedEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasGemmBatchedEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int64_t lda, const void *const Barray[], cudaDataType Btype, int64_t ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int64_t ldc, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGemmBatchedEx_64(handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo);
}

/* cublasGemmStridedBatchedEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasGemmStridedBatchedEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, long long strideA, const void *B, cudaDataType Btype, int ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int ldc, long long strideC, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGemmStridedBatchedEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo);
}

/* cublasGemmStridedBatchedEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasGemmStridedBatchedEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, long long strideA, const void *B, cudaDataType Btype, int64_t ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, long long strideC, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGemmStridedBatchedEx_64(handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo);
}

/* cublasSgemmGroupedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasSgemmGroupedBatched(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const float alpha_array[], const float *const Aarray[], const int lda_array[], const float *const Barray[], const int ldb_array[], const float beta_array[], float *const Carray[], const int ldc_array[], int group_count, const int group_size[])
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemmGroupedBatched(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size);
}

/* cublasSgemmGroupedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasSgemmGroupedBatched_64(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const float alpha_array[], const float *const Aarray[], const int64_t lda_array[], const float *const Barray[], const int64_t ldb_array[], const float beta_array[], float *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[])
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgemmGroupedBatched_64(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size);
}

/* cublasDgemmGroupedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasDgemmGroupedBatched(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const double alpha_array[], const double *const Aarray[], const int lda_array[], const double *const Barray[], const int ldb_array[], const double beta_array[], double *const Carray[], const int ldc_array[], int group_count, const int group_size[])
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemmGroupedBatched(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size);
}

/* cublasDgemmGroupedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasDgemmGroupedBatched_64(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const double alpha_array[], const double *const Aarray[], const int64_t lda_array[], const double *const Barray[], const int64_t ldb_array[], const double beta_array[], double *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[])
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgemmGroupedBatched_64(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size);
}

/* cublasGemmGroupedBatchedEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasGemmGroupedBatchedEx(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int lda_array[], const void *const Barray[], cudaDataType_t Btype, const int ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int ldc_array[], int group_count, const int group_size[], cublasComputeType_t computeType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGemmGroupedBatchedEx(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType);
}

/* cublasGemmGroupedBatchedEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
static inline cublasStatus_t bd_cublasGemmGroupedBatchedEx_64(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int64_t lda_array[], const void *const Barray[], cudaDataType_t Btype, const int64_t ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int64_t ldc_array[], int64_t group_count, const int64_t group_size[], cublasComputeType_t computeType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasGemmGroupedBatchedEx_64(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType);
}

/* cublasSgeam.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgeam(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const float *alpha, const float *A, int lda, const float *beta, const float *B, int ldb, float *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

/* cublasSgeam_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasSgeam_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *beta, const float *B, int64_t ldb, float *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgeam_64(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

/* cublasDgeam.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgeam(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const double *alpha, const double *A, int lda, const double *beta, const double *B, int ldb, double *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

/* cublasDgeam_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasDgeam_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *beta, const double *B, int64_t ldb, double *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgeam_64(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

/* cublasCgeam.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgeam(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, const cuComplex *B, int ldb, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

/* cublasCgeam_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasCgeam_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgeam_64(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

/* cublasZgeam.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgeam(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

/* cublasZgeam_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
static inline cublasStatus_t bd_cublasZgeam_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgeam_64(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

/* cublasStrsmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
static inline cublasStatus_t bd_cublasStrsmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *const A[], int lda, float *const B[], int ldb, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

/* cublasStrsmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
static inline cublasStatus_t bd_cublasStrsmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *const A[], int64_t lda, float *const B[], int64_t ldb, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStrsmBatched_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

/* cublasDtrsmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
static inline cublasStatus_t bd_cublasDtrsmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *const A[], int lda, double *const B[], int ldb, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

/* cublasDtrsmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
static inline cublasStatus_t bd_cublasDtrsmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *const A[], int64_t lda, double *const B[], int64_t ldb, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtrsmBatched_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

/* cublasCtrsmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
static inline cublasStatus_t bd_cublasCtrsmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *const A[], int lda, cuComplex *const B[], int ldb, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

/* cublasCtrsmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
static inline cublasStatus_t bd_cublasCtrsmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const A[], int64_t lda, cuComplex *const B[], int64_t ldb, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtrsmBatched_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

/* cublasZtrsmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
static inline cublasStatus_t bd_cublasZtrsmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const B[], int ldb, int batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

/* cublasZtrsmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
static inline cublasStatus_t bd_cublasZtrsmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int64_t lda, cuDoubleComplex *const B[], int64_t ldb, int64_t batchCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtrsmBatched_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

/* cublasSdgmm.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
static inline cublasStatus_t bd_cublasSdgmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const float *A, int lda, const float *x, int incx, float *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc);
}

/* cublasSdgmm_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
static inline cublasStatus_t bd_cublasSdgmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const float *A, int64_t lda, const float *x, int64_t incx, float *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSdgmm_64(handle, mode, m, n, A, lda, x, incx, C, ldc);
}

/* cublasDdgmm.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
static inline cublasStatus_t bd_cublasDdgmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const double *A, int lda, const double *x, int incx, double *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc);
}

/* cublasDdgmm_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
static inline cublasStatus_t bd_cublasDdgmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const double *A, int64_t lda, const double *x, int64_t incx, double *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDdgmm_64(handle, mode, m, n, A, lda, x, incx, C, ldc);
}

/* cublasCdgmm.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
static inline cublasStatus_t bd_cublasCdgmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuComplex *A, int lda, const cuComplex *x, int incx, cuComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc);
}

/* cublasCdgmm_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
static inline cublasStatus_t bd_cublasCdgmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, cuComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCdgmm_64(handle, mode, m, n, A, lda, x, incx, C, ldc);
}

/* cublasZdgmm.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
static inline cublasStatus_t bd_cublasZdgmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, cuDoubleComplex *C, int ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc);
}

/* cublasZdgmm_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
static inline cublasStatus_t bd_cublasZdgmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *C, int64_t ldc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZdgmm_64(handle, mode, m, n, A, lda, x, incx, C, ldc);
}

/* cublasSmatinvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Ainv, info.
 * Device arrays of device pointers: A, Ainv.
 */
static inline cublasStatus_t bd_cublasSmatinvBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const float *const A[], int lda, float *const Ainv[], int lda_inv, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize);
}

/* cublasDmatinvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Ainv, info.
 * Device arrays of device pointers: A, Ainv.
 */
static inline cublasStatus_t bd_cublasDmatinvBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const double *const A[], int lda, double *const Ainv[], int lda_inv, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize);
}

/* cublasCmatinvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Ainv, info.
 * Device arrays of device pointers: A, Ainv.
 */
static inline cublasStatus_t bd_cublasCmatinvBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *const A[], int lda, cuComplex *const Ainv[], int lda_inv, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize);
}

/* cublasZmatinvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Ainv, info.
 * Device arrays of device pointers: A, Ainv.
 */
static inline cublasStatus_t bd_cublasZmatinvBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const Ainv[], int lda_inv, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize);
}

/* cublasSgeqrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, TauArray, info.
 * Device arrays of device pointers: Aarray, TauArray.
 */
static inline cublasStatus_t bd_cublasSgeqrfBatched(bound_dev_t *bd, cublasHandle_t handle, int m, int n, float *const Aarray[], int lda, float *const TauArray[], int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, batchSize);
}

/* cublasDgeqrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, TauArray, info.
 * Device arrays of device pointers: Aarray, TauArray.
 */
static inline cublasStatus_t bd_cublasDgeqrfBatched(bound_dev_t *bd, cublasHandle_t handle, int m, int n, double *const Aarray[], int lda, double *const TauArray[], int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, batchSize);
}

/* cublasCgeqrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, TauArray, info.
 * Device arrays of device pointers: Aarray, TauArray.
 */
static inline cublasStatus_t bd_cublasCgeqrfBatched(bound_dev_t *bd, cublasHandle_t handle, int m, int n, cuComplex *const Aarray[], int lda, cuComplex *const TauArray[], int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, batchSize);
}

/* cublasZgeqrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, TauArray, info.
 * Device arrays of device pointers: Aarray, TauArray.
 */
static inline cublasStatus_t bd_cublasZgeqrfBatched(bound_dev_t *bd, cublasHandle_t handle, int m, int n, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const TauArray[], int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, batchSize);
}

/* cublasSgelsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, Carray, info, devInfoArray.
 * Device arrays of device pointers: Aarray, Carray.
 */
static inline cublasStatus_t bd_cublasSgelsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, float *const Aarray[], int lda, float *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize);
}

/* cublasDgelsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, Carray, info, devInfoArray.
 * Device arrays of device pointers: Aarray, Carray.
 */
static inline cublasStatus_t bd_cublasDgelsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, double *const Aarray[], int lda, double *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize);
}

/* cublasCgelsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, Carray, info, devInfoArray.
 * Device arrays of device pointers: Aarray, Carray.
 */
static inline cublasStatus_t bd_cublasCgelsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuComplex *const Aarray[], int lda, cuComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize);
}

/* cublasZgelsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, Carray, info, devInfoArray.
 * Device arrays of device pointers: Aarray, Carray.
 */
static inline cublasStatus_t bd_cublasZgelsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize);
}

/* cublasStpttr.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 */
static inline cublasStatus_t bd_cublasStpttr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *AP, float *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStpttr(handle, uplo, n, AP, A, lda);
}

/* cublasDtpttr.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 */
static inline cublasStatus_t bd_cublasDtpttr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *AP, double *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtpttr(handle, uplo, n, AP, A, lda);
}

/* cublasCtpttr.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 */
static inline cublasStatus_t bd_cublasCtpttr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *AP, cuComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtpttr(handle, uplo, n, AP, A, lda);
}

/* cublasZtpttr.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 */
static inline cublasStatus_t bd_cublasZtpttr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *AP, cuDoubleComplex *A, int lda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtpttr(handle, uplo, n, AP, A, lda);
}

/* cublasStrttp.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 */
static inline cublasStatus_t bd_cublasStrttp(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, float *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasStrttp(handle, uplo, n, A, lda, AP);
}

/* cublasDtrttp.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 */
static inline cublasStatus_t bd_cublasDtrttp(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, double *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDtrttp(handle, uplo, n, A, lda, AP);
}

/* cublasCtrttp.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 */
static inline cublasStatus_t bd_cublasCtrttp(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, cuComplex *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCtrttp(handle, uplo, n, A, lda, AP);
}

/* cublasZtrttp.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 */
static inline cublasStatus_t bd_cublasZtrttp(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *AP)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZtrttp(handle, uplo, n, A, lda, AP);
}

/* cublasSgetrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A, P, info.
 * Device arrays of device pointers: A.
 */
static inline cublasStatus_t bd_cublasSgetrfBatched(bound_dev_t *bd, cublasHandle_t handle, int n, float *const A[], int lda, int *P, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgetrfBatched(handle, n, A, lda, P, info, batchSize);
}

/* cublasDgetrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A, P, info.
 * Device arrays of device pointers: A.
 */
static inline cublasStatus_t bd_cublasDgetrfBatched(bound_dev_t *bd, cublasHandle_t handle, int n, double *const A[], int lda, int *P, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgetrfBatched(handle, n, A, lda, P, info, batchSize);
}

/* cublasCgetrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A, P, info.
 * Device arrays of device pointers: A.
 */
static inline cublasStatus_t bd_cublasCgetrfBatched(bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *const A[], int lda, int *P, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgetrfBatched(handle, n, A, lda, P, info, batchSize);
}

/* cublasZgetrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A, P, info.
 * Device arrays of device pointers: A.
 */
static inline cublasStatus_t bd_cublasZgetrfBatched(bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *const A[], int lda, int *P, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgetrfBatched(handle, n, A, lda, P, info, batchSize);
}

/* cublasSgetriBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C, info.
 * Device arrays of device pointers: A, C.
 */
static inline cublasStatus_t bd_cublasSgetriBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const float *const A[], int lda, const int *P, float *const C[], int ldc, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize);
}

/* cublasDgetriBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C, info.
 * Device arrays of device pointers: A, C.
 */
static inline cublasStatus_t bd_cublasDgetriBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const double *const A[], int lda, const int *P, double *const C[], int ldc, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize);
}

/* cublasCgetriBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C, info.
 * Device arrays of device pointers: A, C.
 */
static inline cublasStatus_t bd_cublasCgetriBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *const A[], int lda, const int *P, cuComplex *const C[], int ldc, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize);
}

/* cublasZgetriBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C, info.
 * Device arrays of device pointers: A, C.
 */
static inline cublasStatus_t bd_cublasZgetriBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, const int *P, cuDoubleComplex *const C[], int ldc, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize);
}

/* cublasSgetrsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Barray, info.
 * Device arrays of device pointers: Aarray, Barray.
 */
static inline cublasStatus_t bd_cublasSgetrsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const float *const Aarray[], int lda, const int *devIpiv, float *const Barray[], int ldb, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasSgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize);
}

/* cublasDgetrsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Barray, info.
 * Device arrays of device pointers: Aarray, Barray.
 */
static inline cublasStatus_t bd_cublasDgetrsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const double *const Aarray[], int lda, const int *devIpiv, double *const Barray[], int ldb, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasDgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize);
}

/* cublasCgetrsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Barray, info.
 * Device arrays of device pointers: Aarray, Barray.
 */
static inline cublasStatus_t bd_cublasCgetrsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuComplex *const Aarray[], int lda, const int *devIpiv, cuComplex *const Barray[], int ldb, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasCgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize);
}

/* cublasZgetrsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Barray, info.
 * Device arrays of device pointers: Aarray, Barray.
 */
static inline cublasStatus_t bd_cublasZgetrsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *const Aarray[], int lda, const int *devIpiv, cuDoubleComplex *const Barray[], int ldb, int *info, int batchSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasZgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize);
}

/* cublasUint8gemmBias.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
static inline cublasStatus_t bd_cublasUint8gemmBias(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, cublasOperation_t transc, int m, int n, int k, const unsigned char *A, int A_bias, int lda, const unsigned char *B, int B_bias, int ldb, unsigned char *C, int C_bias, int ldc, int C_mult, int C_shift)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublas_binding_status(bd_rc);
    return cublasUint8gemmBias(handle, transa, transb, transc, m, n, k, A, A_bias, lda, B, B_bias, ldb, C, C_bias, ldc, C_mult, C_shift);
}

#ifdef __cplusplus
}
#endif

#endif
