/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cublas: a bd_ function for each of the 517 functions of cublas_v2.h that libcubound exports.
 * The 509 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return cublasStatus_t; the
 * 8 context-free ones pass straight through. The functions themselves are found at run time
 * (libcublas.so.13); one the loaded library lacks answers CUBLAS_STATUS_NOT_SUPPORTED.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_CUBLAS_H
#define CUBOUND_GENERATED_CUBLAS_H

#include <cublas_v2.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as cublas reports it; bd_last_error() says more. */
static inline cublasStatus_t bd_gen_cublas_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return CUBLAS_STATUS_INVALID_VALUE;
    case CUDA_ERROR_INVALID_CONTEXT: return CUBLAS_STATUS_INVALID_VALUE;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CUBLAS_STATUS_NOT_INITIALIZED;
    case CUDA_ERROR_INVALID_HANDLE: return CUBLAS_STATUS_INVALID_VALUE;
    default: return CUBLAS_STATUS_INTERNAL_ERROR;
    }
}

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/cublas.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_cublas_table {
    cublasStatus_t (*pfn_cublasCreate)(cublasHandle_t *handle);
    cublasStatus_t (*pfn_cublasDestroy)(cublasHandle_t handle);
    cublasStatus_t (*pfn_cublasGetVersion)(cublasHandle_t handle, int *version);
    cublasStatus_t (*pfn_cublasGetProperty)(libraryPropertyType type, int *value);
    size_t (*pfn_cublasGetCudartVersion)(void);
    cublasStatus_t (*pfn_cublasSetWorkspace)(cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes);
    cublasStatus_t (*pfn_cublasSetStream)(cublasHandle_t handle, cudaStream_t streamId);
    cublasStatus_t (*pfn_cublasGetStream)(cublasHandle_t handle, cudaStream_t *streamId);
    cublasStatus_t (*pfn_cublasGetPointerMode)(cublasHandle_t handle, cublasPointerMode_t *mode);
    cublasStatus_t (*pfn_cublasSetPointerMode)(cublasHandle_t handle, cublasPointerMode_t mode);
    cublasStatus_t (*pfn_cublasGetAtomicsMode)(cublasHandle_t handle, cublasAtomicsMode_t *mode);
    cublasStatus_t (*pfn_cublasSetAtomicsMode)(cublasHandle_t handle, cublasAtomicsMode_t mode);
    cublasStatus_t (*pfn_cublasGetMathMode)(cublasHandle_t handle, cublasMath_t *mode);
    cublasStatus_t (*pfn_cublasSetMathMode)(cublasHandle_t handle, cublasMath_t mode);
    cublasStatus_t (*pfn_cublasGetSmCountTarget)(cublasHandle_t handle, int *smCountTarget);
    cublasStatus_t (*pfn_cublasSetSmCountTarget)(cublasHandle_t handle, int smCountTarget);
    cublasStatus_t (*pfn_cublasGetEmulationStrategy)(cublasHandle_t handle, cublasEmulationStrategy_t *emulationStrategy);
    cublasStatus_t (*pfn_cublasSetEmulationStrategy)(cublasHandle_t handle, cublasEmulationStrategy_t emulationStrategy);
    cublasStatus_t (*pfn_cublasGetEmulationSpecialValuesSupport)(cublasHandle_t handle, cudaEmulationSpecialValuesSupport *mask);
    cublasStatus_t (*pfn_cublasSetEmulationSpecialValuesSupport)(cublasHandle_t handle, cudaEmulationSpecialValuesSupport mask);
    cublasStatus_t (*pfn_cublasGetFixedPointEmulationMantissaControl)(cublasHandle_t handle, cudaEmulationMantissaControl *mantissaControl);
    cublasStatus_t (*pfn_cublasSetFixedPointEmulationMantissaControl)(cublasHandle_t handle, cudaEmulationMantissaControl mantissaControl);
    cublasStatus_t (*pfn_cublasGetFixedPointEmulationMaxMantissaBitCount)(cublasHandle_t handle, int *maxMantissaBitCount);
    cublasStatus_t (*pfn_cublasSetFixedPointEmulationMaxMantissaBitCount)(cublasHandle_t handle, int maxMantissaBitCount);
    cublasStatus_t (*pfn_cublasGetFixedPointEmulationMantissaBitOffset)(cublasHandle_t handle, int *mantissaBitOffset);
    cublasStatus_t (*pfn_cublasSetFixedPointEmulationMantissaBitOffset)(cublasHandle_t handle, int mantissaBitOffset);
    cublasStatus_t (*pfn_cublasGetFixedPointEmulationMantissaBitCountPointer)(cublasHandle_t handle, int **mantissaBitCount);
    cublasStatus_t (*pfn_cublasSetFixedPointEmulationMantissaBitCountPointer)(cublasHandle_t handle, int *mantissaBitCount);
    const char * (*pfn_cublasGetStatusName)(cublasStatus_t status);
    const char * (*pfn_cublasGetStatusString)(cublasStatus_t status);
    cublasStatus_t (*pfn_cublasLoggerConfigure)(int logIsOn, int logToStdOut, int logToStdErr, const char *logFileName);
    cublasStatus_t (*pfn_cublasSetLoggerCallback)(cublasLogCallback userCallback);
    cublasStatus_t (*pfn_cublasGetLoggerCallback)(cublasLogCallback *userCallback);
    cublasStatus_t (*pfn_cublasSetVector)(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy);
    cublasStatus_t (*pfn_cublasSetVector_64)(int64_t n, int64_t elemSize, const void *x, int64_t incx, void *devicePtr, int64_t incy);
    cublasStatus_t (*pfn_cublasGetVector)(int n, int elemSize, const void *x, int incx, void *y, int incy);
    cublasStatus_t (*pfn_cublasGetVector_64)(int64_t n, int64_t elemSize, const void *x, int64_t incx, void *y, int64_t incy);
    cublasStatus_t (*pfn_cublasSetMatrix)(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
    cublasStatus_t (*pfn_cublasSetMatrix_64)(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb);
    cublasStatus_t (*pfn_cublasGetMatrix)(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
    cublasStatus_t (*pfn_cublasGetMatrix_64)(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb);
    cublasStatus_t (*pfn_cublasSetVectorAsync)(int n, int elemSize, const void *hostPtr, int incx, void *devicePtr, int incy, cudaStream_t stream);
    cublasStatus_t (*pfn_cublasSetVectorAsync_64)(int64_t n, int64_t elemSize, const void *hostPtr, int64_t incx, void *devicePtr, int64_t incy, cudaStream_t stream);
    cublasStatus_t (*pfn_cublasGetVectorAsync)(int n, int elemSize, const void *devicePtr, int incx, void *hostPtr, int incy, cudaStream_t stream);
    cublasStatus_t (*pfn_cublasGetVectorAsync_64)(int64_t n, int64_t elemSize, const void *devicePtr, int64_t incx, void *hostPtr, int64_t incy, cudaStream_t stream);
    cublasStatus_t (*pfn_cublasSetMatrixAsync)(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream);
    cublasStatus_t (*pfn_cublasSetMatrixAsync_64)(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream);
    cublasStatus_t (*pfn_cublasGetMatrixAsync)(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream);
    cublasStatus_t (*pfn_cublasGetMatrixAsync_64)(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream);
    void (*pfn_cublasXerbla)(const char *srName, int info);
    cublasStatus_t (*pfn_cublasNrm2Ex)(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executionType);
    cublasStatus_t (*pfn_cublasNrm2Ex_64)(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executionType);
    cublasStatus_t (*pfn_cublasSnrm2)(cublasHandle_t handle, int n, const float *x, int incx, float *result);
    cublasStatus_t (*pfn_cublasSnrm2_64)(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result);
    cublasStatus_t (*pfn_cublasDnrm2)(cublasHandle_t handle, int n, const double *x, int incx, double *result);
    cublasStatus_t (*pfn_cublasDnrm2_64)(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result);
    cublasStatus_t (*pfn_cublasScnrm2)(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
    cublasStatus_t (*pfn_cublasScnrm2_64)(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result);
    cublasStatus_t (*pfn_cublasDznrm2)(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result);
    cublasStatus_t (*pfn_cublasDznrm2_64)(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result);
    cublasStatus_t (*pfn_cublasDotEx)(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType);
    cublasStatus_t (*pfn_cublasDotEx_64)(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType);
    cublasStatus_t (*pfn_cublasDotcEx)(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType);
    cublasStatus_t (*pfn_cublasDotcEx_64)(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType);
    cublasStatus_t (*pfn_cublasSdot)(cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy, float *result);
    cublasStatus_t (*pfn_cublasSdot_64)(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, const float *y, int64_t incy, float *result);
    cublasStatus_t (*pfn_cublasDdot)(cublasHandle_t handle, int n, const double *x, int incx, const double *y, int incy, double *result);
    cublasStatus_t (*pfn_cublasDdot_64)(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, const double *y, int64_t incy, double *result);
    cublasStatus_t (*pfn_cublasCdotu)(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result);
    cublasStatus_t (*pfn_cublasCdotu_64)(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result);
    cublasStatus_t (*pfn_cublasCdotc)(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result);
    cublasStatus_t (*pfn_cublasCdotc_64)(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result);
    cublasStatus_t (*pfn_cublasZdotu)(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result);
    cublasStatus_t (*pfn_cublasZdotu_64)(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result);
    cublasStatus_t (*pfn_cublasZdotc)(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result);
    cublasStatus_t (*pfn_cublasZdotc_64)(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result);
    cublasStatus_t (*pfn_cublasScalEx)(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int incx, cudaDataType executionType);
    cublasStatus_t (*pfn_cublasScalEx_64)(cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int64_t incx, cudaDataType executionType);
    cublasStatus_t (*pfn_cublasSscal)(cublasHandle_t handle, int n, const float *alpha, float *x, int incx);
    cublasStatus_t (*pfn_cublasSscal_64)(cublasHandle_t handle, int64_t n, const float *alpha, float *x, int64_t incx);
    cublasStatus_t (*pfn_cublasDscal)(cublasHandle_t handle, int n, const double *alpha, double *x, int incx);
    cublasStatus_t (*pfn_cublasDscal_64)(cublasHandle_t handle, int64_t n, const double *alpha, double *x, int64_t incx);
    cublasStatus_t (*pfn_cublasCscal)(cublasHandle_t handle, int n, const cuComplex *alpha, cuComplex *x, int incx);
    cublasStatus_t (*pfn_cublasCscal_64)(cublasHandle_t handle, int64_t n, const cuComplex *alpha, cuComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasCsscal)(cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx);
    cublasStatus_t (*pfn_cublasCsscal_64)(cublasHandle_t handle, int64_t n, const float *alpha, cuComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasZscal)(cublasHandle_t handle, int n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int incx);
    cublasStatus_t (*pfn_cublasZscal_64)(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasZdscal)(cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x, int incx);
    cublasStatus_t (*pfn_cublasZdscal_64)(cublasHandle_t handle, int64_t n, const double *alpha, cuDoubleComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasAxpyEx)(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, cudaDataType executiontype);
    cublasStatus_t (*pfn_cublasAxpyEx_64)(cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, cudaDataType executiontype);
    cublasStatus_t (*pfn_cublasSaxpy)(cublasHandle_t handle, int n, const float *alpha, const float *x, int incx, float *y, int incy);
    cublasStatus_t (*pfn_cublasSaxpy_64)(cublasHandle_t handle, int64_t n, const float *alpha, const float *x, int64_t incx, float *y, int64_t incy);
    cublasStatus_t (*pfn_cublasDaxpy)(cublasHandle_t handle, int n, const double *alpha, const double *x, int incx, double *y, int incy);
    cublasStatus_t (*pfn_cublasDaxpy_64)(cublasHandle_t handle, int64_t n, const double *alpha, const double *x, int64_t incx, double *y, int64_t incy);
    cublasStatus_t (*pfn_cublasCaxpy)(cublasHandle_t handle, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *y, int incy);
    cublasStatus_t (*pfn_cublasCaxpy_64)(cublasHandle_t handle, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasZaxpy)(cublasHandle_t handle, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);
    cublasStatus_t (*pfn_cublasZaxpy_64)(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasCopyEx)(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy);
    cublasStatus_t (*pfn_cublasCopyEx_64)(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy);
    cublasStatus_t (*pfn_cublasScopy)(cublasHandle_t handle, int n, const float *x, int incx, float *y, int incy);
    cublasStatus_t (*pfn_cublasScopy_64)(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *y, int64_t incy);
    cublasStatus_t (*pfn_cublasDcopy)(cublasHandle_t handle, int n, const double *x, int incx, double *y, int incy);
    cublasStatus_t (*pfn_cublasDcopy_64)(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *y, int64_t incy);
    cublasStatus_t (*pfn_cublasCcopy)(cublasHandle_t handle, int n, const cuComplex *x, int incx, cuComplex *y, int incy);
    cublasStatus_t (*pfn_cublasCcopy_64)(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasZcopy)(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);
    cublasStatus_t (*pfn_cublasZcopy_64)(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasSswap)(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy);
    cublasStatus_t (*pfn_cublasSswap_64)(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy);
    cublasStatus_t (*pfn_cublasDswap)(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy);
    cublasStatus_t (*pfn_cublasDswap_64)(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy);
    cublasStatus_t (*pfn_cublasCswap)(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy);
    cublasStatus_t (*pfn_cublasCswap_64)(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasZswap)(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);
    cublasStatus_t (*pfn_cublasZswap_64)(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasSwapEx)(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy);
    cublasStatus_t (*pfn_cublasSwapEx_64)(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy);
    cublasStatus_t (*pfn_cublasIsamax)(cublasHandle_t handle, int n, const float *x, int incx, int *result);
    cublasStatus_t (*pfn_cublasIsamax_64)(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result);
    cublasStatus_t (*pfn_cublasIdamax)(cublasHandle_t handle, int n, const double *x, int incx, int *result);
    cublasStatus_t (*pfn_cublasIdamax_64)(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result);
    cublasStatus_t (*pfn_cublasIcamax)(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result);
    cublasStatus_t (*pfn_cublasIcamax_64)(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result);
    cublasStatus_t (*pfn_cublasIzamax)(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result);
    cublasStatus_t (*pfn_cublasIzamax_64)(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result);
    cublasStatus_t (*pfn_cublasIamaxEx)(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result);
    cublasStatus_t (*pfn_cublasIamaxEx_64)(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result);
    cublasStatus_t (*pfn_cublasIsamin)(cublasHandle_t handle, int n, const float *x, int incx, int *result);
    cublasStatus_t (*pfn_cublasIsamin_64)(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result);
    cublasStatus_t (*pfn_cublasIdamin)(cublasHandle_t handle, int n, const double *x, int incx, int *result);
    cublasStatus_t (*pfn_cublasIdamin_64)(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result);
    cublasStatus_t (*pfn_cublasIcamin)(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result);
    cublasStatus_t (*pfn_cublasIcamin_64)(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result);
    cublasStatus_t (*pfn_cublasIzamin)(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result);
    cublasStatus_t (*pfn_cublasIzamin_64)(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result);
    cublasStatus_t (*pfn_cublasIaminEx)(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result);
    cublasStatus_t (*pfn_cublasIaminEx_64)(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result);
    cublasStatus_t (*pfn_cublasAsumEx)(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executiontype);
    cublasStatus_t (*pfn_cublasAsumEx_64)(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executiontype);
    cublasStatus_t (*pfn_cublasSasum)(cublasHandle_t handle, int n, const float *x, int incx, float *result);
    cublasStatus_t (*pfn_cublasSasum_64)(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result);
    cublasStatus_t (*pfn_cublasDasum)(cublasHandle_t handle, int n, const double *x, int incx, double *result);
    cublasStatus_t (*pfn_cublasDasum_64)(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result);
    cublasStatus_t (*pfn_cublasScasum)(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
    cublasStatus_t (*pfn_cublasScasum_64)(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result);
    cublasStatus_t (*pfn_cublasDzasum)(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result);
    cublasStatus_t (*pfn_cublasDzasum_64)(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result);
    cublasStatus_t (*pfn_cublasSrot)(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *c, const float *s);
    cublasStatus_t (*pfn_cublasSrot_64)(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *c, const float *s);
    cublasStatus_t (*pfn_cublasDrot)(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *c, const double *s);
    cublasStatus_t (*pfn_cublasDrot_64)(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *c, const double *s);
    cublasStatus_t (*pfn_cublasCrot)(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const cuComplex *s);
    cublasStatus_t (*pfn_cublasCrot_64)(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const cuComplex *s);
    cublasStatus_t (*pfn_cublasCsrot)(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const float *s);
    cublasStatus_t (*pfn_cublasCsrot_64)(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const float *s);
    cublasStatus_t (*pfn_cublasZrot)(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const cuDoubleComplex *s);
    cublasStatus_t (*pfn_cublasZrot_64)(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const cuDoubleComplex *s);
    cublasStatus_t (*pfn_cublasZdrot)(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const double *s);
    cublasStatus_t (*pfn_cublasZdrot_64)(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const double *s);
    cublasStatus_t (*pfn_cublasRotEx)(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype);
    cublasStatus_t (*pfn_cublasRotEx_64)(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype);
    cublasStatus_t (*pfn_cublasSrotg)(cublasHandle_t handle, float *a, float *b, float *c, float *s);
    cublasStatus_t (*pfn_cublasDrotg)(cublasHandle_t handle, double *a, double *b, double *c, double *s);
    cublasStatus_t (*pfn_cublasCrotg)(cublasHandle_t handle, cuComplex *a, cuComplex *b, float *c, cuComplex *s);
    cublasStatus_t (*pfn_cublasZrotg)(cublasHandle_t handle, cuDoubleComplex *a, cuDoubleComplex *b, double *c, cuDoubleComplex *s);
    cublasStatus_t (*pfn_cublasRotgEx)(cublasHandle_t handle, void *a, void *b, cudaDataType abType, void *c, void *s, cudaDataType csType, cudaDataType executiontype);
    cublasStatus_t (*pfn_cublasSrotm)(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *param);
    cublasStatus_t (*pfn_cublasSrotm_64)(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *param);
    cublasStatus_t (*pfn_cublasDrotm)(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *param);
    cublasStatus_t (*pfn_cublasDrotm_64)(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *param);
    cublasStatus_t (*pfn_cublasRotmEx)(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *param, cudaDataType paramType, cudaDataType executiontype);
    cublasStatus_t (*pfn_cublasRotmEx_64)(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *param, cudaDataType paramType, cudaDataType executiontype);
    cublasStatus_t (*pfn_cublasSrotmg)(cublasHandle_t handle, float *d1, float *d2, float *x1, const float *y1, float *param);
    cublasStatus_t (*pfn_cublasDrotmg)(cublasHandle_t handle, double *d1, double *d2, double *x1, const double *y1, double *param);
    cublasStatus_t (*pfn_cublasRotmgEx)(cublasHandle_t handle, void *d1, cudaDataType d1Type, void *d2, cudaDataType d2Type, void *x1, cudaDataType x1Type, const void *y1, cudaDataType y1Type, void *param, cudaDataType paramType, cudaDataType executiontype);
    cublasStatus_t (*pfn_cublasSgemv)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy);
    cublasStatus_t (*pfn_cublasSgemv_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy);
    cublasStatus_t (*pfn_cublasDgemv)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy);
    cublasStatus_t (*pfn_cublasDgemv_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy);
    cublasStatus_t (*pfn_cublasCgemv)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);
    cublasStatus_t (*pfn_cublasCgemv_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasZgemv)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
    cublasStatus_t (*pfn_cublasZgemv_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasSgbmv)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy);
    cublasStatus_t (*pfn_cublasSgbmv_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy);
    cublasStatus_t (*pfn_cublasDgbmv)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy);
    cublasStatus_t (*pfn_cublasDgbmv_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy);
    cublasStatus_t (*pfn_cublasCgbmv)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);
    cublasStatus_t (*pfn_cublasCgbmv_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasZgbmv)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
    cublasStatus_t (*pfn_cublasZgbmv_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasStrmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx);
    cublasStatus_t (*pfn_cublasStrmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx);
    cublasStatus_t (*pfn_cublasDtrmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx);
    cublasStatus_t (*pfn_cublasDtrmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx);
    cublasStatus_t (*pfn_cublasCtrmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx);
    cublasStatus_t (*pfn_cublasCtrmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasZtrmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);
    cublasStatus_t (*pfn_cublasZtrmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasStbmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx);
    cublasStatus_t (*pfn_cublasStbmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx);
    cublasStatus_t (*pfn_cublasDtbmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx);
    cublasStatus_t (*pfn_cublasDtbmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx);
    cublasStatus_t (*pfn_cublasCtbmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx);
    cublasStatus_t (*pfn_cublasCtbmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasZtbmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);
    cublasStatus_t (*pfn_cublasZtbmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasStpmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx);
    cublasStatus_t (*pfn_cublasStpmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx);
    cublasStatus_t (*pfn_cublasDtpmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx);
    cublasStatus_t (*pfn_cublasDtpmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx);
    cublasStatus_t (*pfn_cublasCtpmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx);
    cublasStatus_t (*pfn_cublasCtpmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasZtpmv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx);
    cublasStatus_t (*pfn_cublasZtpmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasStrsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx);
    cublasStatus_t (*pfn_cublasStrsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx);
    cublasStatus_t (*pfn_cublasDtrsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx);
    cublasStatus_t (*pfn_cublasDtrsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx);
    cublasStatus_t (*pfn_cublasCtrsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx);
    cublasStatus_t (*pfn_cublasCtrsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasZtrsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);
    cublasStatus_t (*pfn_cublasZtrsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasStpsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx);
    cublasStatus_t (*pfn_cublasStpsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx);
    cublasStatus_t (*pfn_cublasDtpsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx);
    cublasStatus_t (*pfn_cublasDtpsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx);
    cublasStatus_t (*pfn_cublasCtpsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx);
    cublasStatus_t (*pfn_cublasCtpsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasZtpsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx);
    cublasStatus_t (*pfn_cublasZtpsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasStbsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx);
    cublasStatus_t (*pfn_cublasStbsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx);
    cublasStatus_t (*pfn_cublasDtbsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx);
    cublasStatus_t (*pfn_cublasDtbsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx);
    cublasStatus_t (*pfn_cublasCtbsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx);
    cublasStatus_t (*pfn_cublasCtbsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasZtbsv)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);
    cublasStatus_t (*pfn_cublasZtbsv_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx);
    cublasStatus_t (*pfn_cublasSsymv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy);
    cublasStatus_t (*pfn_cublasSsymv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy);
    cublasStatus_t (*pfn_cublasDsymv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy);
    cublasStatus_t (*pfn_cublasDsymv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy);
    cublasStatus_t (*pfn_cublasCsymv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);
    cublasStatus_t (*pfn_cublasCsymv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasZsymv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
    cublasStatus_t (*pfn_cublasZsymv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasChemv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);
    cublasStatus_t (*pfn_cublasChemv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasZhemv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
    cublasStatus_t (*pfn_cublasZhemv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasSsbmv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy);
    cublasStatus_t (*pfn_cublasSsbmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy);
    cublasStatus_t (*pfn_cublasDsbmv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy);
    cublasStatus_t (*pfn_cublasDsbmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy);
    cublasStatus_t (*pfn_cublasChbmv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);
    cublasStatus_t (*pfn_cublasChbmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasZhbmv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
    cublasStatus_t (*pfn_cublasZhbmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasSspmv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *AP, const float *x, int incx, const float *beta, float *y, int incy);
    cublasStatus_t (*pfn_cublasSspmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *AP, const float *x, int64_t incx, const float *beta, float *y, int64_t incy);
    cublasStatus_t (*pfn_cublasDspmv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *AP, const double *x, int incx, const double *beta, double *y, int incy);
    cublasStatus_t (*pfn_cublasDspmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *AP, const double *x, int64_t incx, const double *beta, double *y, int64_t incy);
    cublasStatus_t (*pfn_cublasChpmv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);
    cublasStatus_t (*pfn_cublasChpmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasZhpmv)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
    cublasStatus_t (*pfn_cublasZhpmv_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);
    cublasStatus_t (*pfn_cublasSger)(cublasHandle_t handle, int m, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda);
    cublasStatus_t (*pfn_cublasSger_64)(cublasHandle_t handle, int64_t m, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda);
    cublasStatus_t (*pfn_cublasDger)(cublasHandle_t handle, int m, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda);
    cublasStatus_t (*pfn_cublasDger_64)(cublasHandle_t handle, int64_t m, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda);
    cublasStatus_t (*pfn_cublasCgeru)(cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);
    cublasStatus_t (*pfn_cublasCgeru_64)(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasCgerc)(cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);
    cublasStatus_t (*pfn_cublasCgerc_64)(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasZgeru)(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);
    cublasStatus_t (*pfn_cublasZgeru_64)(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasZgerc)(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);
    cublasStatus_t (*pfn_cublasZgerc_64)(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasSsyr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *A, int lda);
    cublasStatus_t (*pfn_cublasSsyr_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *A, int64_t lda);
    cublasStatus_t (*pfn_cublasDsyr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *A, int lda);
    cublasStatus_t (*pfn_cublasDsyr_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *A, int64_t lda);
    cublasStatus_t (*pfn_cublasCsyr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *A, int lda);
    cublasStatus_t (*pfn_cublasCsyr_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasZsyr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda);
    cublasStatus_t (*pfn_cublasZsyr_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasCher)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *A, int lda);
    cublasStatus_t (*pfn_cublasCher_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasZher)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda);
    cublasStatus_t (*pfn_cublasZher_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasSspr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *AP);
    cublasStatus_t (*pfn_cublasSspr_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *AP);
    cublasStatus_t (*pfn_cublasDspr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *AP);
    cublasStatus_t (*pfn_cublasDspr_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *AP);
    cublasStatus_t (*pfn_cublasChpr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *AP);
    cublasStatus_t (*pfn_cublasChpr_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *AP);
    cublasStatus_t (*pfn_cublasZhpr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *AP);
    cublasStatus_t (*pfn_cublasZhpr_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *AP);
    cublasStatus_t (*pfn_cublasSsyr2)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda);
    cublasStatus_t (*pfn_cublasSsyr2_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda);
    cublasStatus_t (*pfn_cublasDsyr2)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda);
    cublasStatus_t (*pfn_cublasDsyr2_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda);
    cublasStatus_t (*pfn_cublasCsyr2)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);
    cublasStatus_t (*pfn_cublasCsyr2_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasZsyr2)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);
    cublasStatus_t (*pfn_cublasZsyr2_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasCher2)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);
    cublasStatus_t (*pfn_cublasCher2_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasZher2)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);
    cublasStatus_t (*pfn_cublasZher2_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);
    cublasStatus_t (*pfn_cublasSspr2)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *AP);
    cublasStatus_t (*pfn_cublasSspr2_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *AP);
    cublasStatus_t (*pfn_cublasDspr2)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *AP);
    cublasStatus_t (*pfn_cublasDspr2_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *AP);
    cublasStatus_t (*pfn_cublasChpr2)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *AP);
    cublasStatus_t (*pfn_cublasChpr2_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *AP);
    cublasStatus_t (*pfn_cublasZhpr2)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *AP);
    cublasStatus_t (*pfn_cublasZhpr2_64)(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *AP);
    cublasStatus_t (*pfn_cublasSgemvBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *const Aarray[], int lda, const float *const xarray[], int incx, const float *beta, float *const yarray[], int incy, int batchCount);
    cublasStatus_t (*pfn_cublasSgemvBatched_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *const Aarray[], int64_t lda, const float *const xarray[], int64_t incx, const float *beta, float *const yarray[], int64_t incy, int64_t batchCount);
    cublasStatus_t (*pfn_cublasDgemvBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *const Aarray[], int lda, const double *const xarray[], int incx, const double *beta, double *const yarray[], int incy, int batchCount);
    cublasStatus_t (*pfn_cublasDgemvBatched_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *const Aarray[], int64_t lda, const double *const xarray[], int64_t incx, const double *beta, double *const yarray[], int64_t incy, int64_t batchCount);
    cublasStatus_t (*pfn_cublasCgemvBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const xarray[], int incx, const cuComplex *beta, cuComplex *const yarray[], int incy, int batchCount);
    cublasStatus_t (*pfn_cublasCgemvBatched_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const xarray[], int64_t incx, const cuComplex *beta, cuComplex *const yarray[], int64_t incy, int64_t batchCount);
    cublasStatus_t (*pfn_cublasZgemvBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const xarray[], int incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int incy, int batchCount);
    cublasStatus_t (*pfn_cublasZgemvBatched_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const xarray[], int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int64_t incy, int64_t batchCount);
    cublasStatus_t (*pfn_cublasSgemvStridedBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, long long strideA, const float *x, int incx, long long stridex, const float *beta, float *y, int incy, long long stridey, int batchCount);
    cublasStatus_t (*pfn_cublasSgemvStridedBatched_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, long long strideA, const float *x, int64_t incx, long long stridex, const float *beta, float *y, int64_t incy, long long stridey, int64_t batchCount);
    cublasStatus_t (*pfn_cublasDgemvStridedBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, long long strideA, const double *x, int incx, long long stridex, const double *beta, double *y, int incy, long long stridey, int batchCount);
    cublasStatus_t (*pfn_cublasDgemvStridedBatched_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, long long strideA, const double *x, int64_t incx, long long stridex, const double *beta, double *y, int64_t incy, long long stridey, int64_t batchCount);
    cublasStatus_t (*pfn_cublasCgemvStridedBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *x, int incx, long long stridex, const cuComplex *beta, cuComplex *y, int incy, long long stridey, int batchCount);
    cublasStatus_t (*pfn_cublasCgemvStridedBatched_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *x, int64_t incx, long long stridex, const cuComplex *beta, cuComplex *y, int64_t incy, long long stridey, int64_t batchCount);
    cublasStatus_t (*pfn_cublasZgemvStridedBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *x, int incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, long long stridey, int batchCount);
    cublasStatus_t (*pfn_cublasZgemvStridedBatched_64)(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *x, int64_t incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, long long stridey, int64_t batchCount);
    cublasStatus_t (*pfn_cublasSgemm)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc);
    cublasStatus_t (*pfn_cublasSgemm_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasDgemm)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc);
    cublasStatus_t (*pfn_cublasDgemm_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCgemm)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCgemm_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCgemm3m)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCgemm3m_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCgemm3mEx)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);
    cublasStatus_t (*pfn_cublasCgemm3mEx_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc);
    cublasStatus_t (*pfn_cublasZgemm)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZgemm_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZgemm3m)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZgemm3m_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasSgemmEx)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const float *beta, void *C, cudaDataType Ctype, int ldc);
    cublasStatus_t (*pfn_cublasSgemmEx_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const float *beta, void *C, cudaDataType Ctype, int64_t ldc);
    cublasStatus_t (*pfn_cublasGemmEx)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const void *beta, void *C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo);
    cublasStatus_t (*pfn_cublasGemmEx_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo);
    cublasStatus_t (*pfn_cublasCgemmEx)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);
    cublasStatus_t (*pfn_cublasCgemmEx_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc);
    cublasStatus_t (*pfn_cublasSsyrk)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *beta, float *C, int ldc);
    cublasStatus_t (*pfn_cublasSsyrk_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *beta, float *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasDsyrk)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *beta, double *C, int ldc);
    cublasStatus_t (*pfn_cublasDsyrk_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *beta, double *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCsyrk)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCsyrk_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZsyrk)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZsyrk_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCsyrkEx)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);
    cublasStatus_t (*pfn_cublasCsyrkEx_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc);
    cublasStatus_t (*pfn_cublasCsyrk3mEx)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);
    cublasStatus_t (*pfn_cublasCsyrk3mEx_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc);
    cublasStatus_t (*pfn_cublasCherk)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const cuComplex *A, int lda, const float *beta, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCherk_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const cuComplex *A, int64_t lda, const float *beta, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZherk)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const cuDoubleComplex *A, int lda, const double *beta, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZherk_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const cuDoubleComplex *A, int64_t lda, const double *beta, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCherkEx)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc);
    cublasStatus_t (*pfn_cublasCherkEx_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc);
    cublasStatus_t (*pfn_cublasCherk3mEx)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc);
    cublasStatus_t (*pfn_cublasCherk3mEx_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc);
    cublasStatus_t (*pfn_cublasSsyr2k)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc);
    cublasStatus_t (*pfn_cublasSsyr2k_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasDsyr2k)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc);
    cublasStatus_t (*pfn_cublasDsyr2k_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCsyr2k)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCsyr2k_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZsyr2k)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZsyr2k_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCher2k)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCher2k_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZher2k)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZher2k_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasSsyrkx)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc);
    cublasStatus_t (*pfn_cublasSsyrkx_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasDsyrkx)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc);
    cublasStatus_t (*pfn_cublasDsyrkx_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCsyrkx)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCsyrkx_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZsyrkx)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZsyrkx_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCherkx)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCherkx_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZherkx)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZherkx_64)(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasSsymm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc);
    cublasStatus_t (*pfn_cublasSsymm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasDsymm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc);
    cublasStatus_t (*pfn_cublasDsymm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCsymm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCsymm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZsymm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZsymm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasChemm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasChemm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZhemm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZhemm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasStrsm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, float *B, int ldb);
    cublasStatus_t (*pfn_cublasStrsm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, float *B, int64_t ldb);
    cublasStatus_t (*pfn_cublasDtrsm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, double *B, int ldb);
    cublasStatus_t (*pfn_cublasDtrsm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, double *B, int64_t ldb);
    cublasStatus_t (*pfn_cublasCtrsm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, cuComplex *B, int ldb);
    cublasStatus_t (*pfn_cublasCtrsm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, cuComplex *B, int64_t ldb);
    cublasStatus_t (*pfn_cublasZtrsm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb);
    cublasStatus_t (*pfn_cublasZtrsm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *B, int64_t ldb);
    cublasStatus_t (*pfn_cublasStrmm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, float *C, int ldc);
    cublasStatus_t (*pfn_cublasStrmm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, float *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasDtrmm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, double *C, int ldc);
    cublasStatus_t (*pfn_cublasDtrmm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, double *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCtrmm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCtrmm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZtrmm)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZtrmm_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasSgemmBatched)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *const Aarray[], int lda, const float *const Barray[], int ldb, const float *beta, float *const Carray[], int ldc, int batchCount);
    cublasStatus_t (*pfn_cublasSgemmBatched_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *const Aarray[], int64_t lda, const float *const Barray[], int64_t ldb, const float *beta, float *const Carray[], int64_t ldc, int64_t batchCount);
    cublasStatus_t (*pfn_cublasDgemmBatched)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *const Aarray[], int lda, const double *const Barray[], int ldb, const double *beta, double *const Carray[], int ldc, int batchCount);
    cublasStatus_t (*pfn_cublasDgemmBatched_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *const Aarray[], int64_t lda, const double *const Barray[], int64_t ldb, const double *beta, double *const Carray[], int64_t ldc, int64_t batchCount);
    cublasStatus_t (*pfn_cublasCgemmBatched)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount);
    cublasStatus_t (*pfn_cublasCgemmBatched_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount);
    cublasStatus_t (*pfn_cublasCgemm3mBatched)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount);
    cublasStatus_t (*pfn_cublasCgemm3mBatched_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount);
    cublasStatus_t (*pfn_cublasZgemmBatched)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const Barray[], int ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int ldc, int batchCount);
    cublasStatus_t (*pfn_cublasZgemmBatched_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const Barray[], int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int64_t ldc, int64_t batchCount);
    cublasStatus_t (*pfn_cublasSgemmStridedBatched)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, long long strideA, const float *B, int ldb, long long strideB, const float *beta, float *C, int ldc, long long strideC, int batchCount);
    cublasStatus_t (*pfn_cublasSgemmStridedBatched_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, long long strideA, const float *B, int64_t ldb, long long strideB, const float *beta, float *C, int64_t ldc, long long strideC, int64_t batchCount);
    cublasStatus_t (*pfn_cublasDgemmStridedBatched)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, long long strideA, const double *B, int ldb, long long strideB, const double *beta, double *C, int ldc, long long strideC, int batchCount);
    cublasStatus_t (*pfn_cublasDgemmStridedBatched_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, long long strideA, const double *B, int64_t ldb, long long strideB, const double *beta, double *C, int64_t ldc, long long strideC, int64_t batchCount);
    cublasStatus_t (*pfn_cublasCgemmStridedBatched)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount);
    cublasStatus_t (*pfn_cublasCgemmStridedBatched_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount);
    cublasStatus_t (*pfn_cublasCgemm3mStridedBatched)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount);
    cublasStatus_t (*pfn_cublasCgemm3mStridedBatched_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount);
    cublasStatus_t (*pfn_cublasZgemmStridedBatched)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *B, int ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, long long strideC, int batchCount);
    cublasStatus_t (*pfn_cublasZgemmStridedBatched_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *B, int64_t ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, long long strideC, int64_t batchCount);
    cublasStatus_t (*pfn_cublasGemmBatchedEx)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int lda, const void *const Barray[], cudaDataType Btype, int ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int ldc, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);
    cublasStatus_t (*pfn_cublasGemmBatchedEx_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int64_t lda, const void *const Barray[], cudaDataType Btype, int64_t ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int64_t ldc, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);
    cublasStatus_t (*pfn_cublasGemmStridedBatchedEx)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, long long strideA, const void *B, cudaDataType Btype, int ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int ldc, long long strideC, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);
    cublasStatus_t (*pfn_cublasGemmStridedBatchedEx_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, long long strideA, const void *B, cudaDataType Btype, int64_t ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, long long strideC, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);
    cublasStatus_t (*pfn_cublasSgemmGroupedBatched)(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const float alpha_array[], const float *const Aarray[], const int lda_array[], const float *const Barray[], const int ldb_array[], const float beta_array[], float *const Carray[], const int ldc_array[], int group_count, const int group_size[]);
    cublasStatus_t (*pfn_cublasSgemmGroupedBatched_64)(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const float alpha_array[], const float *const Aarray[], const int64_t lda_array[], const float *const Barray[], const int64_t ldb_array[], const float beta_array[], float *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[]);
    cublasStatus_t (*pfn_cublasDgemmGroupedBatched)(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const double alpha_array[], const double *const Aarray[], const int lda_array[], const double *const Barray[], const int ldb_array[], const double beta_array[], double *const Carray[], const int ldc_array[], int group_count, const int group_size[]);
    cublasStatus_t (*pfn_cublasDgemmGroupedBatched_64)(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const double alpha_array[], const double *const Aarray[], const int64_t lda_array[], const double *const Barray[], const int64_t ldb_array[], const double beta_array[], double *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[]);
    cublasStatus_t (*pfn_cublasGemmGroupedBatchedEx)(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int lda_array[], const void *const Barray[], cudaDataType_t Btype, const int ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int ldc_array[], int group_count, const int group_size[], cublasComputeType_t computeType);
    cublasStatus_t (*pfn_cublasGemmGroupedBatchedEx_64)(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int64_t lda_array[], const void *const Barray[], cudaDataType_t Btype, const int64_t ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int64_t ldc_array[], int64_t group_count, const int64_t group_size[], cublasComputeType_t computeType);
    cublasStatus_t (*pfn_cublasSgeam)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const float *alpha, const float *A, int lda, const float *beta, const float *B, int ldb, float *C, int ldc);
    cublasStatus_t (*pfn_cublasSgeam_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *beta, const float *B, int64_t ldb, float *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasDgeam)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const double *alpha, const double *A, int lda, const double *beta, const double *B, int ldb, double *C, int ldc);
    cublasStatus_t (*pfn_cublasDgeam_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *beta, const double *B, int64_t ldb, double *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCgeam)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, const cuComplex *B, int ldb, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCgeam_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZgeam)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZgeam_64)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasStrsmBatched)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *const A[], int lda, float *const B[], int ldb, int batchCount);
    cublasStatus_t (*pfn_cublasStrsmBatched_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *const A[], int64_t lda, float *const B[], int64_t ldb, int64_t batchCount);
    cublasStatus_t (*pfn_cublasDtrsmBatched)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *const A[], int lda, double *const B[], int ldb, int batchCount);
    cublasStatus_t (*pfn_cublasDtrsmBatched_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *const A[], int64_t lda, double *const B[], int64_t ldb, int64_t batchCount);
    cublasStatus_t (*pfn_cublasCtrsmBatched)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *const A[], int lda, cuComplex *const B[], int ldb, int batchCount);
    cublasStatus_t (*pfn_cublasCtrsmBatched_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const A[], int64_t lda, cuComplex *const B[], int64_t ldb, int64_t batchCount);
    cublasStatus_t (*pfn_cublasZtrsmBatched)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const B[], int ldb, int batchCount);
    cublasStatus_t (*pfn_cublasZtrsmBatched_64)(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int64_t lda, cuDoubleComplex *const B[], int64_t ldb, int64_t batchCount);
    cublasStatus_t (*pfn_cublasSdgmm)(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const float *A, int lda, const float *x, int incx, float *C, int ldc);
    cublasStatus_t (*pfn_cublasSdgmm_64)(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const float *A, int64_t lda, const float *x, int64_t incx, float *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasDdgmm)(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const double *A, int lda, const double *x, int incx, double *C, int ldc);
    cublasStatus_t (*pfn_cublasDdgmm_64)(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const double *A, int64_t lda, const double *x, int64_t incx, double *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasCdgmm)(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuComplex *A, int lda, const cuComplex *x, int incx, cuComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasCdgmm_64)(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, cuComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasZdgmm)(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, cuDoubleComplex *C, int ldc);
    cublasStatus_t (*pfn_cublasZdgmm_64)(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *C, int64_t ldc);
    cublasStatus_t (*pfn_cublasSmatinvBatched)(cublasHandle_t handle, int n, const float *const A[], int lda, float *const Ainv[], int lda_inv, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasDmatinvBatched)(cublasHandle_t handle, int n, const double *const A[], int lda, double *const Ainv[], int lda_inv, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasCmatinvBatched)(cublasHandle_t handle, int n, const cuComplex *const A[], int lda, cuComplex *const Ainv[], int lda_inv, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasZmatinvBatched)(cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const Ainv[], int lda_inv, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasSgeqrfBatched)(cublasHandle_t handle, int m, int n, float *const Aarray[], int lda, float *const TauArray[], int *info, int batchSize);
    cublasStatus_t (*pfn_cublasDgeqrfBatched)(cublasHandle_t handle, int m, int n, double *const Aarray[], int lda, double *const TauArray[], int *info, int batchSize);
    cublasStatus_t (*pfn_cublasCgeqrfBatched)(cublasHandle_t handle, int m, int n, cuComplex *const Aarray[], int lda, cuComplex *const TauArray[], int *info, int batchSize);
    cublasStatus_t (*pfn_cublasZgeqrfBatched)(cublasHandle_t handle, int m, int n, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const TauArray[], int *info, int batchSize);
    cublasStatus_t (*pfn_cublasSgelsBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, float *const Aarray[], int lda, float *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize);
    cublasStatus_t (*pfn_cublasDgelsBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, double *const Aarray[], int lda, double *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize);
    cublasStatus_t (*pfn_cublasCgelsBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuComplex *const Aarray[], int lda, cuComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize);
    cublasStatus_t (*pfn_cublasZgelsBatched)(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize);
    cublasStatus_t (*pfn_cublasStpttr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *AP, float *A, int lda);
    cublasStatus_t (*pfn_cublasDtpttr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *AP, double *A, int lda);
    cublasStatus_t (*pfn_cublasCtpttr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *AP, cuComplex *A, int lda);
    cublasStatus_t (*pfn_cublasZtpttr)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *AP, cuDoubleComplex *A, int lda);
    cublasStatus_t (*pfn_cublasStrttp)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, float *AP);
    cublasStatus_t (*pfn_cublasDtrttp)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, double *AP);
    cublasStatus_t (*pfn_cublasCtrttp)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, cuComplex *AP);
    cublasStatus_t (*pfn_cublasZtrttp)(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *AP);
    cublasStatus_t (*pfn_cublasSgetrfBatched)(cublasHandle_t handle, int n, float *const A[], int lda, int *P, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasDgetrfBatched)(cublasHandle_t handle, int n, double *const A[], int lda, int *P, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasCgetrfBatched)(cublasHandle_t handle, int n, cuComplex *const A[], int lda, int *P, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasZgetrfBatched)(cublasHandle_t handle, int n, cuDoubleComplex *const A[], int lda, int *P, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasSgetriBatched)(cublasHandle_t handle, int n, const float *const A[], int lda, const int *P, float *const C[], int ldc, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasDgetriBatched)(cublasHandle_t handle, int n, const double *const A[], int lda, const int *P, double *const C[], int ldc, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasCgetriBatched)(cublasHandle_t handle, int n, const cuComplex *const A[], int lda, const int *P, cuComplex *const C[], int ldc, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasZgetriBatched)(cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, const int *P, cuDoubleComplex *const C[], int ldc, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasSgetrsBatched)(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const float *const Aarray[], int lda, const int *devIpiv, float *const Barray[], int ldb, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasDgetrsBatched)(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const double *const Aarray[], int lda, const int *devIpiv, double *const Barray[], int ldb, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasCgetrsBatched)(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuComplex *const Aarray[], int lda, const int *devIpiv, cuComplex *const Barray[], int ldb, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasZgetrsBatched)(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *const Aarray[], int lda, const int *devIpiv, cuDoubleComplex *const Barray[], int ldb, int *info, int batchSize);
    cublasStatus_t (*pfn_cublasUint8gemmBias)(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, cublasOperation_t transc, int m, int n, int k, const unsigned char *A, int A_bias, int lda, const unsigned char *B, int B_bias, int ldb, unsigned char *C, int C_bias, int ldc, int C_mult, int C_shift);
};
BD_API extern struct bd_gen_cublas_table bd_gen_cublas;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_CUBLAS_ENTRIES 517

/* cublasCreate: cublas_v2.h maps it to cublasCreate_v2.
 * Creates: handle.
 */
BD_API cublasStatus_t bd_cublasCreate(bound_dev_t *bd, cublasHandle_t *handle);

/* cublasDestroy: cublas_v2.h maps it to cublasDestroy_v2.
 * Destroys: handle.
 */
BD_API cublasStatus_t bd_cublasDestroy(bound_dev_t *bd, cublasHandle_t handle);

/* cublasGetVersion: cublas_v2.h maps it to cublasGetVersion_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: version.
 */
BD_API cublasStatus_t bd_cublasGetVersion(bound_dev_t *bd, cublasHandle_t handle, int *version);

/* cublasGetProperty.
 * Writes through: value.
 */
BD_API cublasStatus_t bd_cublasGetProperty(libraryPropertyType type, int *value);

/* cublasGetCudartVersion.
 */
BD_API size_t bd_cublasGetCudartVersion(void);

/* cublasSetWorkspace: cublas_v2.h maps it to cublasSetWorkspace_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: workspace.
 */
BD_API cublasStatus_t bd_cublasSetWorkspace(bound_dev_t *bd, cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes);

/* cublasSetStream: cublas_v2.h maps it to cublasSetStream_v2.
 * Must belong to the binding's device: handle (cublas_handle), streamId (stream).
 */
BD_API cublasStatus_t bd_cublasSetStream(bound_dev_t *bd, cublasHandle_t handle, cudaStream_t streamId);

/* cublasGetStream: cublas_v2.h maps it to cublasGetStream_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 */
BD_API cublasStatus_t bd_cublasGetStream(bound_dev_t *bd, cublasHandle_t handle, cudaStream_t *streamId);

/* cublasGetPointerMode: cublas_v2.h maps it to cublasGetPointerMode_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mode.
 */
BD_API cublasStatus_t bd_cublasGetPointerMode(bound_dev_t *bd, cublasHandle_t handle, cublasPointerMode_t *mode);

/* cublasSetPointerMode: cublas_v2.h maps it to cublasSetPointerMode_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 */
BD_API cublasStatus_t bd_cublasSetPointerMode(bound_dev_t *bd, cublasHandle_t handle, cublasPointerMode_t mode);

/* cublasGetAtomicsMode.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mode.
 */
BD_API cublasStatus_t bd_cublasGetAtomicsMode(bound_dev_t *bd, cublasHandle_t handle, cublasAtomicsMode_t *mode);

/* cublasSetAtomicsMode.
 * Must belong to the binding's device: handle (cublas_handle).
 */
BD_API cublasStatus_t bd_cublasSetAtomicsMode(bound_dev_t *bd, cublasHandle_t handle, cublasAtomicsMode_t mode);

/* cublasGetMathMode.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mode.
 */
BD_API cublasStatus_t bd_cublasGetMathMode(bound_dev_t *bd, cublasHandle_t handle, cublasMath_t *mode);

/* cublasSetMathMode.
 * Must belong to the binding's device: handle (cublas_handle).
 */
BD_API cublasStatus_t bd_cublasSetMathMode(bound_dev_t *bd, cublasHandle_t handle, cublasMath_t mode);

/* cublasGetSmCountTarget.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: smCountTarget.
 */
BD_API cublasStatus_t bd_cublasGetSmCountTarget(bound_dev_t *bd, cublasHandle_t handle, int *smCountTarget);

/* cublasSetSmCountTarget.
 * Must belong to the binding's device: handle (cublas_handle).
 */
BD_API cublasStatus_t bd_cublasSetSmCountTarget(bound_dev_t *bd, cublasHandle_t handle, int smCountTarget);

/* cublasGetEmulationStrategy.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: emulationStrategy.
 */
BD_API cublasStatus_t bd_cublasGetEmulationStrategy(bound_dev_t *bd, cublasHandle_t handle, cublasEmulationStrategy_t *emulationStrategy);

/* cublasSetEmulationStrategy.
 * Must belong to the binding's device: handle (cublas_handle).
 */
BD_API cublasStatus_t bd_cublasSetEmulationStrategy(bound_dev_t *bd, cublasHandle_t handle, cublasEmulationStrategy_t emulationStrategy);

/* cublasGetEmulationSpecialValuesSupport.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mask.
 */
BD_API cublasStatus_t bd_cublasGetEmulationSpecialValuesSupport(bound_dev_t *bd, cublasHandle_t handle, cudaEmulationSpecialValuesSupport *mask);

/* cublasSetEmulationSpecialValuesSupport.
 * Must belong to the binding's device: handle (cublas_handle).
 */
BD_API cublasStatus_t bd_cublasSetEmulationSpecialValuesSupport(bound_dev_t *bd, cublasHandle_t handle, cudaEmulationSpecialValuesSupport mask);

/* cublasGetFixedPointEmulationMantissaControl.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mantissaControl.
 */
BD_API cublasStatus_t bd_cublasGetFixedPointEmulationMantissaControl(bound_dev_t *bd, cublasHandle_t handle, cudaEmulationMantissaControl *mantissaControl);

/* cublasSetFixedPointEmulationMantissaControl.
 * Must belong to the binding's device: handle (cublas_handle).
 */
BD_API cublasStatus_t bd_cublasSetFixedPointEmulationMantissaControl(bound_dev_t *bd, cublasHandle_t handle, cudaEmulationMantissaControl mantissaControl);

/* cublasGetFixedPointEmulationMaxMantissaBitCount.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: maxMantissaBitCount.
 */
BD_API cublasStatus_t bd_cublasGetFixedPointEmulationMaxMantissaBitCount(bound_dev_t *bd, cublasHandle_t handle, int *maxMantissaBitCount);

/* cublasSetFixedPointEmulationMaxMantissaBitCount.
 * Must belong to the binding's device: handle (cublas_handle).
 */
BD_API cublasStatus_t bd_cublasSetFixedPointEmulationMaxMantissaBitCount(bound_dev_t *bd, cublasHandle_t handle, int maxMantissaBitCount);

/* cublasGetFixedPointEmulationMantissaBitOffset.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mantissaBitOffset.
 */
BD_API cublasStatus_t bd_cublasGetFixedPointEmulationMantissaBitOffset(bound_dev_t *bd, cublasHandle_t handle, int *mantissaBitOffset);

/* cublasSetFixedPointEmulationMantissaBitOffset.
 * Must belong to the binding's device: handle (cublas_handle).
 */
BD_API cublasStatus_t bd_cublasSetFixedPointEmulationMantissaBitOffset(bound_dev_t *bd, cublasHandle_t handle, int mantissaBitOffset);

/* cublasGetFixedPointEmulationMantissaBitCountPointer.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mantissaBitCount.
 */
BD_API cublasStatus_t bd_cublasGetFixedPointEmulationMantissaBitCountPointer(bound_dev_t *bd, cublasHandle_t handle, int **mantissaBitCount);

/* cublasSetFixedPointEmulationMantissaBitCountPointer.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: mantissaBitCount.
 */
BD_API cublasStatus_t bd_cublasSetFixedPointEmulationMantissaBitCountPointer(bound_dev_t *bd, cublasHandle_t handle, int *mantissaBitCount);

/* cublasGetStatusName.
 */
BD_API const char * bd_cublasGetStatusName(cublasStatus_t status);

/* cublasGetStatusString.
 */
BD_API const char * bd_cublasGetStatusString(cublasStatus_t status);

/* cublasLoggerConfigure.
 */
BD_API cublasStatus_t bd_cublasLoggerConfigure(int logIsOn, int logToStdOut, int logToStdErr, const char *logFileName);

/* cublasSetLoggerCallback.
 */
BD_API cublasStatus_t bd_cublasSetLoggerCallback(cublasLogCallback userCallback);

/* cublasGetLoggerCallback.
 * Writes through: userCallback.
 */
BD_API cublasStatus_t bd_cublasGetLoggerCallback(cublasLogCallback *userCallback);

/* cublasSetVector.
 * Writes through: devicePtr.
 */
BD_API cublasStatus_t bd_cublasSetVector(bound_dev_t *bd, int n, int elemSize, const void *x, int incx, void *devicePtr, int incy);

/* cublasSetVector_64.
 * Writes through: devicePtr.
 */
BD_API cublasStatus_t bd_cublasSetVector_64(bound_dev_t *bd, int64_t n, int64_t elemSize, const void *x, int64_t incx, void *devicePtr, int64_t incy);

/* cublasGetVector.
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasGetVector(bound_dev_t *bd, int n, int elemSize, const void *x, int incx, void *y, int incy);

/* cublasGetVector_64.
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasGetVector_64(bound_dev_t *bd, int64_t n, int64_t elemSize, const void *x, int64_t incx, void *y, int64_t incy);

/* cublasSetMatrix.
 * Writes through: B.
 */
BD_API cublasStatus_t bd_cublasSetMatrix(bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);

/* cublasSetMatrix_64.
 * Writes through: B.
 */
BD_API cublasStatus_t bd_cublasSetMatrix_64(bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb);

/* cublasGetMatrix.
 * Writes through: B.
 */
BD_API cublasStatus_t bd_cublasGetMatrix(bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);

/* cublasGetMatrix_64.
 * Writes through: B.
 */
BD_API cublasStatus_t bd_cublasGetMatrix_64(bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb);

/* cublasSetVectorAsync.
 * Must belong to the binding's device: stream (stream).
 * Writes through: devicePtr.
 */
BD_API cublasStatus_t bd_cublasSetVectorAsync(bound_dev_t *bd, int n, int elemSize, const void *hostPtr, int incx, void *devicePtr, int incy, cudaStream_t stream);

/* cublasSetVectorAsync_64.
 * Must belong to the binding's device: stream (stream).
 * Writes through: devicePtr.
 */
BD_API cublasStatus_t bd_cublasSetVectorAsync_64(bound_dev_t *bd, int64_t n, int64_t elemSize, const void *hostPtr, int64_t incx, void *devicePtr, int64_t incy, cudaStream_t stream);

/* cublasGetVectorAsync.
 * Must belong to the binding's device: stream (stream).
 * Writes through: hostPtr.
 */
BD_API cublasStatus_t bd_cublasGetVectorAsync(bound_dev_t *bd, int n, int elemSize, const void *devicePtr, int incx, void *hostPtr, int incy, cudaStream_t stream);

/* cublasGetVectorAsync_64.
 * Must belong to the binding's device: stream (stream).
 * Writes through: hostPtr.
 */
BD_API cublasStatus_t bd_cublasGetVectorAsync_64(bound_dev_t *bd, int64_t n, int64_t elemSize, const void *devicePtr, int64_t incx, void *hostPtr, int64_t incy, cudaStream_t stream);

/* cublasSetMatrixAsync.
 * Must belong to the binding's device: stream (stream).
 * Writes through: B.
 */
BD_API cublasStatus_t bd_cublasSetMatrixAsync(bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream);

/* cublasSetMatrixAsync_64.
 * Must belong to the binding's device: stream (stream).
 * Writes through: B.
 */
BD_API cublasStatus_t bd_cublasSetMatrixAsync_64(bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream);

/* cublasGetMatrixAsync.
 * Must belong to the binding's device: stream (stream).
 * Writes through: B.
 */
BD_API cublasStatus_t bd_cublasGetMatrixAsync(bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream);

/* cublasGetMatrixAsync_64.
 * Must belong to the binding's device: stream (stream).
 * Writes through: B.
 */
BD_API cublasStatus_t bd_cublasGetMatrixAsync_64(bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream);

/* cublasXerbla.
 */
BD_API void bd_cublasXerbla(const char *srName, int info);

/* cublasNrm2Ex.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasNrm2Ex(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executionType);

/* cublasNrm2Ex_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasNrm2Ex_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executionType);

/* cublasSnrm2: cublas_v2.h maps it to cublasSnrm2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasSnrm2(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, float *result);

/* cublasSnrm2_64: cublas_v2.h maps it to cublasSnrm2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasSnrm2_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result);

/* cublasDnrm2: cublas_v2.h maps it to cublasDnrm2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDnrm2(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, double *result);

/* cublasDnrm2_64: cublas_v2.h maps it to cublasDnrm2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDnrm2_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result);

/* cublasScnrm2: cublas_v2.h maps it to cublasScnrm2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasScnrm2(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);

/* cublasScnrm2_64: cublas_v2.h maps it to cublasScnrm2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasScnrm2_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result);

/* cublasDznrm2: cublas_v2.h maps it to cublasDznrm2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDznrm2(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result);

/* cublasDznrm2_64: cublas_v2.h maps it to cublasDznrm2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDznrm2_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result);

/* cublasDotEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDotEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType);

/* cublasDotEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDotEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType);

/* cublasDotcEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDotcEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType);

/* cublasDotcEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDotcEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType);

/* cublasSdot: cublas_v2.h maps it to cublasSdot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasSdot(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy, float *result);

/* cublasSdot_64: cublas_v2.h maps it to cublasSdot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasSdot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, const float *y, int64_t incy, float *result);

/* cublasDdot: cublas_v2.h maps it to cublasDdot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDdot(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, const double *y, int incy, double *result);

/* cublasDdot_64: cublas_v2.h maps it to cublasDdot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDdot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, const double *y, int64_t incy, double *result);

/* cublasCdotu: cublas_v2.h maps it to cublasCdotu_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasCdotu(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result);

/* cublasCdotu_64: cublas_v2.h maps it to cublasCdotu_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasCdotu_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result);

/* cublasCdotc: cublas_v2.h maps it to cublasCdotc_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasCdotc(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result);

/* cublasCdotc_64: cublas_v2.h maps it to cublasCdotc_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasCdotc_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result);

/* cublasZdotu: cublas_v2.h maps it to cublasZdotu_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasZdotu(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result);

/* cublasZdotu_64: cublas_v2.h maps it to cublasZdotu_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasZdotu_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result);

/* cublasZdotc: cublas_v2.h maps it to cublasZdotc_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasZdotc(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result);

/* cublasZdotc_64: cublas_v2.h maps it to cublasZdotc_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasZdotc_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result);

/* cublasScalEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasScalEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int incx, cudaDataType executionType);

/* cublasScalEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasScalEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int64_t incx, cudaDataType executionType);

/* cublasSscal: cublas_v2.h maps it to cublasSscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSscal(bound_dev_t *bd, cublasHandle_t handle, int n, const float *alpha, float *x, int incx);

/* cublasSscal_64: cublas_v2.h maps it to cublasSscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *alpha, float *x, int64_t incx);

/* cublasDscal: cublas_v2.h maps it to cublasDscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDscal(bound_dev_t *bd, cublasHandle_t handle, int n, const double *alpha, double *x, int incx);

/* cublasDscal_64: cublas_v2.h maps it to cublasDscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *alpha, double *x, int64_t incx);

/* cublasCscal: cublas_v2.h maps it to cublasCscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCscal(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *alpha, cuComplex *x, int incx);

/* cublasCscal_64: cublas_v2.h maps it to cublasCscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *alpha, cuComplex *x, int64_t incx);

/* cublasCsscal: cublas_v2.h maps it to cublasCsscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCsscal(bound_dev_t *bd, cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx);

/* cublasCsscal_64: cublas_v2.h maps it to cublasCsscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCsscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *alpha, cuComplex *x, int64_t incx);

/* cublasZscal: cublas_v2.h maps it to cublasZscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZscal(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int incx);

/* cublasZscal_64: cublas_v2.h maps it to cublasZscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int64_t incx);

/* cublasZdscal: cublas_v2.h maps it to cublasZdscal_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZdscal(bound_dev_t *bd, cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x, int incx);

/* cublasZdscal_64: cublas_v2.h maps it to cublasZdscal_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZdscal_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *alpha, cuDoubleComplex *x, int64_t incx);

/* cublasAxpyEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasAxpyEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, cudaDataType executiontype);

/* cublasAxpyEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasAxpyEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, cudaDataType executiontype);

/* cublasSaxpy: cublas_v2.h maps it to cublasSaxpy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSaxpy(bound_dev_t *bd, cublasHandle_t handle, int n, const float *alpha, const float *x, int incx, float *y, int incy);

/* cublasSaxpy_64: cublas_v2.h maps it to cublasSaxpy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSaxpy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *alpha, const float *x, int64_t incx, float *y, int64_t incy);

/* cublasDaxpy: cublas_v2.h maps it to cublasDaxpy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDaxpy(bound_dev_t *bd, cublasHandle_t handle, int n, const double *alpha, const double *x, int incx, double *y, int incy);

/* cublasDaxpy_64: cublas_v2.h maps it to cublasDaxpy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDaxpy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *alpha, const double *x, int64_t incx, double *y, int64_t incy);

/* cublasCaxpy: cublas_v2.h maps it to cublasCaxpy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCaxpy(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *y, int incy);

/* cublasCaxpy_64: cublas_v2.h maps it to cublasCaxpy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCaxpy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy);

/* cublasZaxpy: cublas_v2.h maps it to cublasZaxpy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZaxpy(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);

/* cublasZaxpy_64: cublas_v2.h maps it to cublasZaxpy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZaxpy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy);

/* cublasCopyEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasCopyEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy);

/* cublasCopyEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasCopyEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy);

/* cublasScopy: cublas_v2.h maps it to cublasScopy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasScopy(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, float *y, int incy);

/* cublasScopy_64: cublas_v2.h maps it to cublasScopy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasScopy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *y, int64_t incy);

/* cublasDcopy: cublas_v2.h maps it to cublasDcopy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasDcopy(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, double *y, int incy);

/* cublasDcopy_64: cublas_v2.h maps it to cublasDcopy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasDcopy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *y, int64_t incy);

/* cublasCcopy: cublas_v2.h maps it to cublasCcopy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasCcopy(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, cuComplex *y, int incy);

/* cublasCcopy_64: cublas_v2.h maps it to cublasCcopy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasCcopy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy);

/* cublasZcopy: cublas_v2.h maps it to cublasZcopy_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasZcopy(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);

/* cublasZcopy_64: cublas_v2.h maps it to cublasZcopy_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 */
BD_API cublasStatus_t bd_cublasZcopy_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy);

/* cublasSswap: cublas_v2.h maps it to cublasSswap_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
BD_API cublasStatus_t bd_cublasSswap(bound_dev_t *bd, cublasHandle_t handle, int n, float *x, int incx, float *y, int incy);

/* cublasSswap_64: cublas_v2.h maps it to cublasSswap_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
BD_API cublasStatus_t bd_cublasSswap_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy);

/* cublasDswap: cublas_v2.h maps it to cublasDswap_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
BD_API cublasStatus_t bd_cublasDswap(bound_dev_t *bd, cublasHandle_t handle, int n, double *x, int incx, double *y, int incy);

/* cublasDswap_64: cublas_v2.h maps it to cublasDswap_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
BD_API cublasStatus_t bd_cublasDswap_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy);

/* cublasCswap: cublas_v2.h maps it to cublasCswap_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
BD_API cublasStatus_t bd_cublasCswap(bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy);

/* cublasCswap_64: cublas_v2.h maps it to cublasCswap_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
BD_API cublasStatus_t bd_cublasCswap_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy);

/* cublasZswap: cublas_v2.h maps it to cublasZswap_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
BD_API cublasStatus_t bd_cublasZswap(bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);

/* cublasZswap_64: cublas_v2.h maps it to cublasZswap_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
BD_API cublasStatus_t bd_cublasZswap_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy);

/* cublasSwapEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
BD_API cublasStatus_t bd_cublasSwapEx(bound_dev_t *bd, cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy);

/* cublasSwapEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 */
BD_API cublasStatus_t bd_cublasSwapEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy);

/* cublasIsamax: cublas_v2.h maps it to cublasIsamax_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIsamax(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, int *result);

/* cublasIsamax_64: cublas_v2.h maps it to cublasIsamax_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIsamax_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result);

/* cublasIdamax: cublas_v2.h maps it to cublasIdamax_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIdamax(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, int *result);

/* cublasIdamax_64: cublas_v2.h maps it to cublasIdamax_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIdamax_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result);

/* cublasIcamax: cublas_v2.h maps it to cublasIcamax_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIcamax(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result);

/* cublasIcamax_64: cublas_v2.h maps it to cublasIcamax_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIcamax_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result);

/* cublasIzamax: cublas_v2.h maps it to cublasIzamax_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIzamax(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result);

/* cublasIzamax_64: cublas_v2.h maps it to cublasIzamax_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIzamax_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result);

/* cublasIamaxEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIamaxEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result);

/* cublasIamaxEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIamaxEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result);

/* cublasIsamin: cublas_v2.h maps it to cublasIsamin_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIsamin(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, int *result);

/* cublasIsamin_64: cublas_v2.h maps it to cublasIsamin_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIsamin_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result);

/* cublasIdamin: cublas_v2.h maps it to cublasIdamin_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIdamin(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, int *result);

/* cublasIdamin_64: cublas_v2.h maps it to cublasIdamin_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIdamin_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result);

/* cublasIcamin: cublas_v2.h maps it to cublasIcamin_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIcamin(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result);

/* cublasIcamin_64: cublas_v2.h maps it to cublasIcamin_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIcamin_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result);

/* cublasIzamin: cublas_v2.h maps it to cublasIzamin_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIzamin(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result);

/* cublasIzamin_64: cublas_v2.h maps it to cublasIzamin_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIzamin_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result);

/* cublasIaminEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIaminEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result);

/* cublasIaminEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasIaminEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result);

/* cublasAsumEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasAsumEx(bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executiontype);

/* cublasAsumEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasAsumEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executiontype);

/* cublasSasum: cublas_v2.h maps it to cublasSasum_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasSasum(bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, float *result);

/* cublasSasum_64: cublas_v2.h maps it to cublasSasum_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasSasum_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result);

/* cublasDasum: cublas_v2.h maps it to cublasDasum_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDasum(bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, double *result);

/* cublasDasum_64: cublas_v2.h maps it to cublasDasum_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDasum_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result);

/* cublasScasum: cublas_v2.h maps it to cublasScasum_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasScasum(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);

/* cublasScasum_64: cublas_v2.h maps it to cublasScasum_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasScasum_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result);

/* cublasDzasum: cublas_v2.h maps it to cublasDzasum_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDzasum(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result);

/* cublasDzasum_64: cublas_v2.h maps it to cublasDzasum_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: result.
 * Host or device memory, as the pointer mode says: result.
 */
BD_API cublasStatus_t bd_cublasDzasum_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result);

/* cublasSrot: cublas_v2.h maps it to cublasSrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasSrot(bound_dev_t *bd, cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *c, const float *s);

/* cublasSrot_64: cublas_v2.h maps it to cublasSrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasSrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *c, const float *s);

/* cublasDrot: cublas_v2.h maps it to cublasDrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasDrot(bound_dev_t *bd, cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *c, const double *s);

/* cublasDrot_64: cublas_v2.h maps it to cublasDrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasDrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *c, const double *s);

/* cublasCrot: cublas_v2.h maps it to cublasCrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasCrot(bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const cuComplex *s);

/* cublasCrot_64: cublas_v2.h maps it to cublasCrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasCrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const cuComplex *s);

/* cublasCsrot: cublas_v2.h maps it to cublasCsrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasCsrot(bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const float *s);

/* cublasCsrot_64: cublas_v2.h maps it to cublasCsrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasCsrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const float *s);

/* cublasZrot: cublas_v2.h maps it to cublasZrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasZrot(bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const cuDoubleComplex *s);

/* cublasZrot_64: cublas_v2.h maps it to cublasZrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasZrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const cuDoubleComplex *s);

/* cublasZdrot: cublas_v2.h maps it to cublasZdrot_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasZdrot(bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const double *s);

/* cublasZdrot_64: cublas_v2.h maps it to cublasZdrot_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasZdrot_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const double *s);

/* cublasRotEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasRotEx(bound_dev_t *bd, cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype);

/* cublasRotEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: c, s.
 */
BD_API cublasStatus_t bd_cublasRotEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype);

/* cublasSrotg: cublas_v2.h maps it to cublasSrotg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: a, b, c, s.
 * Host or device memory, as the pointer mode says: a, b, c, s.
 */
BD_API cublasStatus_t bd_cublasSrotg(bound_dev_t *bd, cublasHandle_t handle, float *a, float *b, float *c, float *s);

/* cublasDrotg: cublas_v2.h maps it to cublasDrotg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: a, b, c, s.
 * Host or device memory, as the pointer mode says: a, b, c, s.
 */
BD_API cublasStatus_t bd_cublasDrotg(bound_dev_t *bd, cublasHandle_t handle, double *a, double *b, double *c, double *s);

/* cublasCrotg: cublas_v2.h maps it to cublasCrotg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: a, b, c, s.
 * Host or device memory, as the pointer mode says: a, b, c, s.
 */
BD_API cublasStatus_t bd_cublasCrotg(bound_dev_t *bd, cublasHandle_t handle, cuComplex *a, cuComplex *b, float *c, cuComplex *s);

/* cublasZrotg: cublas_v2.h maps it to cublasZrotg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: a, b, c, s.
 * Host or device memory, as the pointer mode says: a, b, c, s.
 */
BD_API cublasStatus_t bd_cublasZrotg(bound_dev_t *bd, cublasHandle_t handle, cuDoubleComplex *a, cuDoubleComplex *b, double *c, cuDoubleComplex *s);

/* cublasRotgEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: a, b, c, s.
 * Host or device memory, as the pointer mode says: a, b, c, s.
 */
BD_API cublasStatus_t bd_cublasRotgEx(bound_dev_t *bd, cublasHandle_t handle, void *a, void *b, cudaDataType abType, void *c, void *s, cudaDataType csType, cudaDataType executiontype);

/* cublasSrotm: cublas_v2.h maps it to cublasSrotm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
BD_API cublasStatus_t bd_cublasSrotm(bound_dev_t *bd, cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *param);

/* cublasSrotm_64: cublas_v2.h maps it to cublasSrotm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
BD_API cublasStatus_t bd_cublasSrotm_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *param);

/* cublasDrotm: cublas_v2.h maps it to cublasDrotm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
BD_API cublasStatus_t bd_cublasDrotm(bound_dev_t *bd, cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *param);

/* cublasDrotm_64: cublas_v2.h maps it to cublasDrotm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
BD_API cublasStatus_t bd_cublasDrotm_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *param);

/* cublasRotmEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
BD_API cublasStatus_t bd_cublasRotmEx(bound_dev_t *bd, cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *param, cudaDataType paramType, cudaDataType executiontype);

/* cublasRotmEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x, y.
 * Host or device memory, as the pointer mode says: param.
 */
BD_API cublasStatus_t bd_cublasRotmEx_64(bound_dev_t *bd, cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *param, cudaDataType paramType, cudaDataType executiontype);

/* cublasSrotmg: cublas_v2.h maps it to cublasSrotmg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: d1, d2, x1, param.
 * Host or device memory, as the pointer mode says: d1, d2, x1, y1, param.
 */
BD_API cublasStatus_t bd_cublasSrotmg(bound_dev_t *bd, cublasHandle_t handle, float *d1, float *d2, float *x1, const float *y1, float *param);

/* cublasDrotmg: cublas_v2.h maps it to cublasDrotmg_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: d1, d2, x1, param.
 * Host or device memory, as the pointer mode says: d1, d2, x1, y1, param.
 */
BD_API cublasStatus_t bd_cublasDrotmg(bound_dev_t *bd, cublasHandle_t handle, double *d1, double *d2, double *x1, const double *y1, double *param);

/* cublasRotmgEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: d1, d2, x1, param.
 * Host or device memory, as the pointer mode says: d1, d2, x1, y1, param.
 */
BD_API cublasStatus_t bd_cublasRotmgEx(bound_dev_t *bd, cublasHandle_t handle, void *d1, cudaDataType d1Type, void *d2, cudaDataType d2Type, void *x1, cudaDataType x1Type, const void *y1, cudaDataType y1Type, void *param, cudaDataType paramType, cudaDataType executiontype);

/* cublasSgemv: cublas_v2.h maps it to cublasSgemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgemv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy);

/* cublasSgemv_64: cublas_v2.h maps it to cublasSgemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy);

/* cublasDgemv: cublas_v2.h maps it to cublasDgemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgemv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy);

/* cublasDgemv_64: cublas_v2.h maps it to cublasDgemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy);

/* cublasCgemv: cublas_v2.h maps it to cublasCgemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);

/* cublasCgemv_64: cublas_v2.h maps it to cublasCgemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);

/* cublasZgemv: cublas_v2.h maps it to cublasZgemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgemv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);

/* cublasZgemv_64: cublas_v2.h maps it to cublasZgemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);

/* cublasSgbmv: cublas_v2.h maps it to cublasSgbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgbmv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy);

/* cublasSgbmv_64: cublas_v2.h maps it to cublasSgbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy);

/* cublasDgbmv: cublas_v2.h maps it to cublasDgbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgbmv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy);

/* cublasDgbmv_64: cublas_v2.h maps it to cublasDgbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy);

/* cublasCgbmv: cublas_v2.h maps it to cublasCgbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgbmv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);

/* cublasCgbmv_64: cublas_v2.h maps it to cublasCgbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);

/* cublasZgbmv: cublas_v2.h maps it to cublasZgbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgbmv(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);

/* cublasZgbmv_64: cublas_v2.h maps it to cublasZgbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);

/* cublasStrmv: cublas_v2.h maps it to cublasStrmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStrmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx);

/* cublasStrmv_64: cublas_v2.h maps it to cublasStrmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStrmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx);

/* cublasDtrmv: cublas_v2.h maps it to cublasDtrmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtrmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx);

/* cublasDtrmv_64: cublas_v2.h maps it to cublasDtrmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtrmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx);

/* cublasCtrmv: cublas_v2.h maps it to cublasCtrmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtrmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx);

/* cublasCtrmv_64: cublas_v2.h maps it to cublasCtrmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtrmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);

/* cublasZtrmv: cublas_v2.h maps it to cublasZtrmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtrmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);

/* cublasZtrmv_64: cublas_v2.h maps it to cublasZtrmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtrmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx);

/* cublasStbmv: cublas_v2.h maps it to cublasStbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx);

/* cublasStbmv_64: cublas_v2.h maps it to cublasStbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx);

/* cublasDtbmv: cublas_v2.h maps it to cublasDtbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx);

/* cublasDtbmv_64: cublas_v2.h maps it to cublasDtbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx);

/* cublasCtbmv: cublas_v2.h maps it to cublasCtbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx);

/* cublasCtbmv_64: cublas_v2.h maps it to cublasCtbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);

/* cublasZtbmv: cublas_v2.h maps it to cublasZtbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);

/* cublasZtbmv_64: cublas_v2.h maps it to cublasZtbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx);

/* cublasStpmv: cublas_v2.h maps it to cublasStpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx);

/* cublasStpmv_64: cublas_v2.h maps it to cublasStpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx);

/* cublasDtpmv: cublas_v2.h maps it to cublasDtpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx);

/* cublasDtpmv_64: cublas_v2.h maps it to cublasDtpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx);

/* cublasCtpmv: cublas_v2.h maps it to cublasCtpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx);

/* cublasCtpmv_64: cublas_v2.h maps it to cublasCtpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx);

/* cublasZtpmv: cublas_v2.h maps it to cublasZtpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx);

/* cublasZtpmv_64: cublas_v2.h maps it to cublasZtpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx);

/* cublasStrsv: cublas_v2.h maps it to cublasStrsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStrsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx);

/* cublasStrsv_64: cublas_v2.h maps it to cublasStrsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStrsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx);

/* cublasDtrsv: cublas_v2.h maps it to cublasDtrsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtrsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx);

/* cublasDtrsv_64: cublas_v2.h maps it to cublasDtrsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtrsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx);

/* cublasCtrsv: cublas_v2.h maps it to cublasCtrsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtrsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx);

/* cublasCtrsv_64: cublas_v2.h maps it to cublasCtrsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtrsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);

/* cublasZtrsv: cublas_v2.h maps it to cublasZtrsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtrsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);

/* cublasZtrsv_64: cublas_v2.h maps it to cublasZtrsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtrsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx);

/* cublasStpsv: cublas_v2.h maps it to cublasStpsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStpsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx);

/* cublasStpsv_64: cublas_v2.h maps it to cublasStpsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStpsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx);

/* cublasDtpsv: cublas_v2.h maps it to cublasDtpsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtpsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx);

/* cublasDtpsv_64: cublas_v2.h maps it to cublasDtpsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtpsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx);

/* cublasCtpsv: cublas_v2.h maps it to cublasCtpsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtpsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx);

/* cublasCtpsv_64: cublas_v2.h maps it to cublasCtpsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtpsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx);

/* cublasZtpsv: cublas_v2.h maps it to cublasZtpsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtpsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx);

/* cublasZtpsv_64: cublas_v2.h maps it to cublasZtpsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtpsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx);

/* cublasStbsv: cublas_v2.h maps it to cublasStbsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStbsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx);

/* cublasStbsv_64: cublas_v2.h maps it to cublasStbsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasStbsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx);

/* cublasDtbsv: cublas_v2.h maps it to cublasDtbsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtbsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx);

/* cublasDtbsv_64: cublas_v2.h maps it to cublasDtbsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasDtbsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx);

/* cublasCtbsv: cublas_v2.h maps it to cublasCtbsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtbsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx);

/* cublasCtbsv_64: cublas_v2.h maps it to cublasCtbsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasCtbsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx);

/* cublasZtbsv: cublas_v2.h maps it to cublasZtbsv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtbsv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);

/* cublasZtbsv_64: cublas_v2.h maps it to cublasZtbsv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: x.
 */
BD_API cublasStatus_t bd_cublasZtbsv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx);

/* cublasSsymv: cublas_v2.h maps it to cublasSsymv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsymv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy);

/* cublasSsymv_64: cublas_v2.h maps it to cublasSsymv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsymv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy);

/* cublasDsymv: cublas_v2.h maps it to cublasDsymv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsymv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy);

/* cublasDsymv_64: cublas_v2.h maps it to cublasDsymv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsymv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy);

/* cublasCsymv: cublas_v2.h maps it to cublasCsymv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsymv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);

/* cublasCsymv_64: cublas_v2.h maps it to cublasCsymv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsymv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);

/* cublasZsymv: cublas_v2.h maps it to cublasZsymv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZsymv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);

/* cublasZsymv_64: cublas_v2.h maps it to cublasZsymv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZsymv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);

/* cublasChemv: cublas_v2.h maps it to cublasChemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasChemv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);

/* cublasChemv_64: cublas_v2.h maps it to cublasChemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasChemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);

/* cublasZhemv: cublas_v2.h maps it to cublasZhemv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZhemv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);

/* cublasZhemv_64: cublas_v2.h maps it to cublasZhemv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZhemv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);

/* cublasSsbmv: cublas_v2.h maps it to cublasSsbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy);

/* cublasSsbmv_64: cublas_v2.h maps it to cublasSsbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy);

/* cublasDsbmv: cublas_v2.h maps it to cublasDsbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy);

/* cublasDsbmv_64: cublas_v2.h maps it to cublasDsbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy);

/* cublasChbmv: cublas_v2.h maps it to cublasChbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasChbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);

/* cublasChbmv_64: cublas_v2.h maps it to cublasChbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasChbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);

/* cublasZhbmv: cublas_v2.h maps it to cublasZhbmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZhbmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);

/* cublasZhbmv_64: cublas_v2.h maps it to cublasZhbmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZhbmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);

/* cublasSspmv: cublas_v2.h maps it to cublasSspmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSspmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *AP, const float *x, int incx, const float *beta, float *y, int incy);

/* cublasSspmv_64: cublas_v2.h maps it to cublasSspmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSspmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *AP, const float *x, int64_t incx, const float *beta, float *y, int64_t incy);

/* cublasDspmv: cublas_v2.h maps it to cublasDspmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDspmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *AP, const double *x, int incx, const double *beta, double *y, int incy);

/* cublasDspmv_64: cublas_v2.h maps it to cublasDspmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDspmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *AP, const double *x, int64_t incx, const double *beta, double *y, int64_t incy);

/* cublasChpmv: cublas_v2.h maps it to cublasChpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasChpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy);

/* cublasChpmv_64: cublas_v2.h maps it to cublasChpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasChpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);

/* cublasZhpmv: cublas_v2.h maps it to cublasZhpmv_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZhpmv(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);

/* cublasZhpmv_64: cublas_v2.h maps it to cublasZhpmv_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZhpmv_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);

/* cublasSger: cublas_v2.h maps it to cublasSger_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSger(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda);

/* cublasSger_64: cublas_v2.h maps it to cublasSger_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSger_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda);

/* cublasDger: cublas_v2.h maps it to cublasDger_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDger(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda);

/* cublasDger_64: cublas_v2.h maps it to cublasDger_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDger_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda);

/* cublasCgeru: cublas_v2.h maps it to cublasCgeru_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCgeru(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);

/* cublasCgeru_64: cublas_v2.h maps it to cublasCgeru_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCgeru_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);

/* cublasCgerc: cublas_v2.h maps it to cublasCgerc_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCgerc(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);

/* cublasCgerc_64: cublas_v2.h maps it to cublasCgerc_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCgerc_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);

/* cublasZgeru: cublas_v2.h maps it to cublasZgeru_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZgeru(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);

/* cublasZgeru_64: cublas_v2.h maps it to cublasZgeru_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZgeru_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);

/* cublasZgerc: cublas_v2.h maps it to cublasZgerc_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZgerc(bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);

/* cublasZgerc_64: cublas_v2.h maps it to cublasZgerc_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZgerc_64(bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);

/* cublasSsyr: cublas_v2.h maps it to cublasSsyr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSsyr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *A, int lda);

/* cublasSsyr_64: cublas_v2.h maps it to cublasSsyr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSsyr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *A, int64_t lda);

/* cublasDsyr: cublas_v2.h maps it to cublasDsyr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDsyr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *A, int lda);

/* cublasDsyr_64: cublas_v2.h maps it to cublasDsyr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDsyr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *A, int64_t lda);

/* cublasCsyr: cublas_v2.h maps it to cublasCsyr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCsyr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *A, int lda);

/* cublasCsyr_64: cublas_v2.h maps it to cublasCsyr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCsyr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda);

/* cublasZsyr: cublas_v2.h maps it to cublasZsyr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZsyr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda);

/* cublasZsyr_64: cublas_v2.h maps it to cublasZsyr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZsyr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda);

/* cublasCher: cublas_v2.h maps it to cublasCher_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCher(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *A, int lda);

/* cublasCher_64: cublas_v2.h maps it to cublasCher_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCher_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda);

/* cublasZher: cublas_v2.h maps it to cublasZher_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZher(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda);

/* cublasZher_64: cublas_v2.h maps it to cublasZher_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZher_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda);

/* cublasSspr: cublas_v2.h maps it to cublasSspr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSspr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *AP);

/* cublasSspr_64: cublas_v2.h maps it to cublasSspr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSspr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *AP);

/* cublasDspr: cublas_v2.h maps it to cublasDspr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDspr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *AP);

/* cublasDspr_64: cublas_v2.h maps it to cublasDspr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDspr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *AP);

/* cublasChpr: cublas_v2.h maps it to cublasChpr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasChpr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *AP);

/* cublasChpr_64: cublas_v2.h maps it to cublasChpr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasChpr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *AP);

/* cublasZhpr: cublas_v2.h maps it to cublasZhpr_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZhpr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *AP);

/* cublasZhpr_64: cublas_v2.h maps it to cublasZhpr_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZhpr_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *AP);

/* cublasSsyr2: cublas_v2.h maps it to cublasSsyr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSsyr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda);

/* cublasSsyr2_64: cublas_v2.h maps it to cublasSsyr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSsyr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda);

/* cublasDsyr2: cublas_v2.h maps it to cublasDsyr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDsyr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda);

/* cublasDsyr2_64: cublas_v2.h maps it to cublasDsyr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDsyr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda);

/* cublasCsyr2: cublas_v2.h maps it to cublasCsyr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCsyr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);

/* cublasCsyr2_64: cublas_v2.h maps it to cublasCsyr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCsyr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);

/* cublasZsyr2: cublas_v2.h maps it to cublasZsyr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZsyr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);

/* cublasZsyr2_64: cublas_v2.h maps it to cublasZsyr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZsyr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);

/* cublasCher2: cublas_v2.h maps it to cublasCher2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCher2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);

/* cublasCher2_64: cublas_v2.h maps it to cublasCher2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCher2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda);

/* cublasZher2: cublas_v2.h maps it to cublasZher2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZher2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);

/* cublasZher2_64: cublas_v2.h maps it to cublasZher2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZher2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);

/* cublasSspr2: cublas_v2.h maps it to cublasSspr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSspr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *AP);

/* cublasSspr2_64: cublas_v2.h maps it to cublasSspr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasSspr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *AP);

/* cublasDspr2: cublas_v2.h maps it to cublasDspr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDspr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *AP);

/* cublasDspr2_64: cublas_v2.h maps it to cublasDspr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDspr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *AP);

/* cublasChpr2: cublas_v2.h maps it to cublasChpr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasChpr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *AP);

/* cublasChpr2_64: cublas_v2.h maps it to cublasChpr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasChpr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *AP);

/* cublasZhpr2: cublas_v2.h maps it to cublasZhpr2_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZhpr2(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *AP);

/* cublasZhpr2_64: cublas_v2.h maps it to cublasZhpr2_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZhpr2_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *AP);

/* cublasSgemvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
BD_API cublasStatus_t bd_cublasSgemvBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *const Aarray[], int lda, const float *const xarray[], int incx, const float *beta, float *const yarray[], int incy, int batchCount);

/* cublasSgemvBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
BD_API cublasStatus_t bd_cublasSgemvBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *const Aarray[], int64_t lda, const float *const xarray[], int64_t incx, const float *beta, float *const yarray[], int64_t incy, int64_t batchCount);

/* cublasDgemvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
BD_API cublasStatus_t bd_cublasDgemvBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *const Aarray[], int lda, const double *const xarray[], int incx, const double *beta, double *const yarray[], int incy, int batchCount);

/* cublasDgemvBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
BD_API cublasStatus_t bd_cublasDgemvBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *const Aarray[], int64_t lda, const double *const xarray[], int64_t incx, const double *beta, double *const yarray[], int64_t incy, int64_t batchCount);

/* cublasCgemvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
BD_API cublasStatus_t bd_cublasCgemvBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const xarray[], int incx, const cuComplex *beta, cuComplex *const yarray[], int incy, int batchCount);

/* cublasCgemvBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
BD_API cublasStatus_t bd_cublasCgemvBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const xarray[], int64_t incx, const cuComplex *beta, cuComplex *const yarray[], int64_t incy, int64_t batchCount);

/* cublasZgemvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
BD_API cublasStatus_t bd_cublasZgemvBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const xarray[], int incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int incy, int batchCount);

/* cublasZgemvBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: yarray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, xarray, yarray.
 */
BD_API cublasStatus_t bd_cublasZgemvBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const xarray[], int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int64_t incy, int64_t batchCount);

/* cublasSgemvStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgemvStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, long long strideA, const float *x, int incx, long long stridex, const float *beta, float *y, int incy, long long stridey, int batchCount);

/* cublasSgemvStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgemvStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, long long strideA, const float *x, int64_t incx, long long stridex, const float *beta, float *y, int64_t incy, long long stridey, int64_t batchCount);

/* cublasDgemvStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgemvStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, long long strideA, const double *x, int incx, long long stridex, const double *beta, double *y, int incy, long long stridey, int batchCount);

/* cublasDgemvStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgemvStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, long long strideA, const double *x, int64_t incx, long long stridex, const double *beta, double *y, int64_t incy, long long stridey, int64_t batchCount);

/* cublasCgemvStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemvStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *x, int incx, long long stridex, const cuComplex *beta, cuComplex *y, int incy, long long stridey, int batchCount);

/* cublasCgemvStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemvStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *x, int64_t incx, long long stridex, const cuComplex *beta, cuComplex *y, int64_t incy, long long stridey, int64_t batchCount);

/* cublasZgemvStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgemvStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *x, int incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, long long stridey, int batchCount);

/* cublasZgemvStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: y.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgemvStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *x, int64_t incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, long long stridey, int64_t batchCount);

/* cublasSgemm: cublas_v2.h maps it to cublasSgemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgemm(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc);

/* cublasSgemm_64: cublas_v2.h maps it to cublasSgemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);

/* cublasDgemm: cublas_v2.h maps it to cublasDgemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgemm(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc);

/* cublasDgemm_64: cublas_v2.h maps it to cublasDgemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);

/* cublasCgemm: cublas_v2.h maps it to cublasCgemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemm(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);

/* cublasCgemm_64: cublas_v2.h maps it to cublasCgemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);

/* cublasCgemm3m.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemm3m(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);

/* cublasCgemm3m_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemm3m_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);

/* cublasCgemm3mEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemm3mEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);

/* cublasCgemm3mEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemm3mEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc);

/* cublasZgemm: cublas_v2.h maps it to cublasZgemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgemm(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);

/* cublasZgemm_64: cublas_v2.h maps it to cublasZgemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);

/* cublasZgemm3m.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgemm3m(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);

/* cublasZgemm3m_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgemm3m_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);

/* cublasSgemmEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgemmEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const float *beta, void *C, cudaDataType Ctype, int ldc);

/* cublasSgemmEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgemmEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const float *beta, void *C, cudaDataType Ctype, int64_t ldc);

/* cublasGemmEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasGemmEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const void *beta, void *C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo);

/* cublasGemmEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasGemmEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo);

/* cublasCgemmEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemmEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);

/* cublasCgemmEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemmEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc);

/* cublasSsyrk: cublas_v2.h maps it to cublasSsyrk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsyrk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *beta, float *C, int ldc);

/* cublasSsyrk_64: cublas_v2.h maps it to cublasSsyrk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsyrk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *beta, float *C, int64_t ldc);

/* cublasDsyrk: cublas_v2.h maps it to cublasDsyrk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsyrk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *beta, double *C, int ldc);

/* cublasDsyrk_64: cublas_v2.h maps it to cublasDsyrk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsyrk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *beta, double *C, int64_t ldc);

/* cublasCsyrk: cublas_v2.h maps it to cublasCsyrk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsyrk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, cuComplex *C, int ldc);

/* cublasCsyrk_64: cublas_v2.h maps it to cublasCsyrk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsyrk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, cuComplex *C, int64_t ldc);

/* cublasZsyrk: cublas_v2.h maps it to cublasZsyrk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZsyrk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);

/* cublasZsyrk_64: cublas_v2.h maps it to cublasZsyrk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZsyrk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);

/* cublasCsyrkEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsyrkEx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);

/* cublasCsyrkEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsyrkEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc);

/* cublasCsyrk3mEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsyrk3mEx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);

/* cublasCsyrk3mEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsyrk3mEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc);

/* cublasCherk: cublas_v2.h maps it to cublasCherk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCherk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const cuComplex *A, int lda, const float *beta, cuComplex *C, int ldc);

/* cublasCherk_64: cublas_v2.h maps it to cublasCherk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCherk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const cuComplex *A, int64_t lda, const float *beta, cuComplex *C, int64_t ldc);

/* cublasZherk: cublas_v2.h maps it to cublasZherk_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZherk(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const cuDoubleComplex *A, int lda, const double *beta, cuDoubleComplex *C, int ldc);

/* cublasZherk_64: cublas_v2.h maps it to cublasZherk_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZherk_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const cuDoubleComplex *A, int64_t lda, const double *beta, cuDoubleComplex *C, int64_t ldc);

/* cublasCherkEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCherkEx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc);

/* cublasCherkEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCherkEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc);

/* cublasCherk3mEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCherk3mEx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc);

/* cublasCherk3mEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCherk3mEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc);

/* cublasSsyr2k: cublas_v2.h maps it to cublasSsyr2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsyr2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc);

/* cublasSsyr2k_64: cublas_v2.h maps it to cublasSsyr2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsyr2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);

/* cublasDsyr2k: cublas_v2.h maps it to cublasDsyr2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsyr2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc);

/* cublasDsyr2k_64: cublas_v2.h maps it to cublasDsyr2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsyr2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);

/* cublasCsyr2k: cublas_v2.h maps it to cublasCsyr2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsyr2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);

/* cublasCsyr2k_64: cublas_v2.h maps it to cublasCsyr2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsyr2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);

/* cublasZsyr2k: cublas_v2.h maps it to cublasZsyr2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZsyr2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);

/* cublasZsyr2k_64: cublas_v2.h maps it to cublasZsyr2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZsyr2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);

/* cublasCher2k: cublas_v2.h maps it to cublasCher2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCher2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc);

/* cublasCher2k_64: cublas_v2.h maps it to cublasCher2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCher2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc);

/* cublasZher2k: cublas_v2.h maps it to cublasZher2k_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZher2k(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc);

/* cublasZher2k_64: cublas_v2.h maps it to cublasZher2k_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZher2k_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc);

/* cublasSsyrkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsyrkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc);

/* cublasSsyrkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsyrkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);

/* cublasDsyrkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsyrkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc);

/* cublasDsyrkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsyrkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);

/* cublasCsyrkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsyrkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);

/* cublasCsyrkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsyrkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);

/* cublasZsyrkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZsyrkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);

/* cublasZsyrkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZsyrkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);

/* cublasCherkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCherkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc);

/* cublasCherkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCherkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc);

/* cublasZherkx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZherkx(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc);

/* cublasZherkx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZherkx_64(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc);

/* cublasSsymm: cublas_v2.h maps it to cublasSsymm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsymm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc);

/* cublasSsymm_64: cublas_v2.h maps it to cublasSsymm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSsymm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);

/* cublasDsymm: cublas_v2.h maps it to cublasDsymm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsymm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc);

/* cublasDsymm_64: cublas_v2.h maps it to cublasDsymm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDsymm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);

/* cublasCsymm: cublas_v2.h maps it to cublasCsymm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsymm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);

/* cublasCsymm_64: cublas_v2.h maps it to cublasCsymm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCsymm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);

/* cublasZsymm: cublas_v2.h maps it to cublasZsymm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZsymm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);

/* cublasZsymm_64: cublas_v2.h maps it to cublasZsymm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZsymm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);

/* cublasChemm: cublas_v2.h maps it to cublasChemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasChemm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);

/* cublasChemm_64: cublas_v2.h maps it to cublasChemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasChemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc);

/* cublasZhemm: cublas_v2.h maps it to cublasZhemm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZhemm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);

/* cublasZhemm_64: cublas_v2.h maps it to cublasZhemm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZhemm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);

/* cublasStrsm: cublas_v2.h maps it to cublasStrsm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasStrsm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, float *B, int ldb);

/* cublasStrsm_64: cublas_v2.h maps it to cublasStrsm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasStrsm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, float *B, int64_t ldb);

/* cublasDtrsm: cublas_v2.h maps it to cublasDtrsm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDtrsm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, double *B, int ldb);

/* cublasDtrsm_64: cublas_v2.h maps it to cublasDtrsm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDtrsm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, double *B, int64_t ldb);

/* cublasCtrsm: cublas_v2.h maps it to cublasCtrsm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCtrsm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, cuComplex *B, int ldb);

/* cublasCtrsm_64: cublas_v2.h maps it to cublasCtrsm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCtrsm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, cuComplex *B, int64_t ldb);

/* cublasZtrsm: cublas_v2.h maps it to cublasZtrsm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZtrsm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb);

/* cublasZtrsm_64: cublas_v2.h maps it to cublasZtrsm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZtrsm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *B, int64_t ldb);

/* cublasStrmm: cublas_v2.h maps it to cublasStrmm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasStrmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, float *C, int ldc);

/* cublasStrmm_64: cublas_v2.h maps it to cublasStrmm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasStrmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, float *C, int64_t ldc);

/* cublasDtrmm: cublas_v2.h maps it to cublasDtrmm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDtrmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, double *C, int ldc);

/* cublasDtrmm_64: cublas_v2.h maps it to cublasDtrmm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasDtrmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, double *C, int64_t ldc);

/* cublasCtrmm: cublas_v2.h maps it to cublasCtrmm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCtrmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex *C, int ldc);

/* cublasCtrmm_64: cublas_v2.h maps it to cublasCtrmm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasCtrmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc);

/* cublasZtrmm: cublas_v2.h maps it to cublasZtrmm_v2.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZtrmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc);

/* cublasZtrmm_64: cublas_v2.h maps it to cublasZtrmm_v2_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha.
 */
BD_API cublasStatus_t bd_cublasZtrmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc);

/* cublasSgemmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasSgemmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *const Aarray[], int lda, const float *const Barray[], int ldb, const float *beta, float *const Carray[], int ldc, int batchCount);

/* cublasSgemmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasSgemmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *const Aarray[], int64_t lda, const float *const Barray[], int64_t ldb, const float *beta, float *const Carray[], int64_t ldc, int64_t batchCount);

/* cublasDgemmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasDgemmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *const Aarray[], int lda, const double *const Barray[], int ldb, const double *beta, double *const Carray[], int ldc, int batchCount);

/* cublasDgemmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasDgemmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *const Aarray[], int64_t lda, const double *const Barray[], int64_t ldb, const double *beta, double *const Carray[], int64_t ldc, int64_t batchCount);

/* cublasCgemmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasCgemmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount);

/* cublasCgemmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasCgemmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount);

/* cublasCgemm3mBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasCgemm3mBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount);

/* cublasCgemm3mBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasCgemm3mBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount);

/* cublasZgemmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasZgemmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const Barray[], int ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int ldc, int batchCount);

/* cublasZgemmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasZgemmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const Barray[], int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int64_t ldc, int64_t batchCount);

/* cublasSgemmStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgemmStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, long long strideA, const float *B, int ldb, long long strideB, const float *beta, float *C, int ldc, long long strideC, int batchCount);

/* cublasSgemmStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgemmStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, long long strideA, const float *B, int64_t ldb, long long strideB, const float *beta, float *C, int64_t ldc, long long strideC, int64_t batchCount);

/* cublasDgemmStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgemmStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, long long strideA, const double *B, int ldb, long long strideB, const double *beta, double *C, int ldc, long long strideC, int batchCount);

/* cublasDgemmStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgemmStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, long long strideA, const double *B, int64_t ldb, long long strideB, const double *beta, double *C, int64_t ldc, long long strideC, int64_t batchCount);

/* cublasCgemmStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemmStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount);

/* cublasCgemmStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemmStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount);

/* cublasCgemm3mStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemm3mStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount);

/* cublasCgemm3mStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgemm3mStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount);

/* cublasZgemmStridedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgemmStridedBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *B, int ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, long long strideC, int batchCount);

/* cublasZgemmStridedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgemmStridedBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *B, int64_t ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, long long strideC, int64_t batchCount);

/* cublasGemmBatchedEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasGemmBatchedEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int lda, const void *const Barray[], cudaDataType Btype, int ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int ldc, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);

/* cublasGemmBatchedEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Host or device memory, as the pointer mode says: alpha, beta.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasGemmBatchedEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int64_t lda, const void *const Barray[], cudaDataType Btype, int64_t ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int64_t ldc, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);

/* cublasGemmStridedBatchedEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasGemmStridedBatchedEx(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, long long strideA, const void *B, cudaDataType Btype, int ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int ldc, long long strideC, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);

/* cublasGemmStridedBatchedEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasGemmStridedBatchedEx_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, long long strideA, const void *B, cudaDataType Btype, int64_t ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, long long strideC, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);

/* cublasSgemmGroupedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasSgemmGroupedBatched(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const float alpha_array[], const float *const Aarray[], const int lda_array[], const float *const Barray[], const int ldb_array[], const float beta_array[], float *const Carray[], const int ldc_array[], int group_count, const int group_size[]);

/* cublasSgemmGroupedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasSgemmGroupedBatched_64(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const float alpha_array[], const float *const Aarray[], const int64_t lda_array[], const float *const Barray[], const int64_t ldb_array[], const float beta_array[], float *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[]);

/* cublasDgemmGroupedBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasDgemmGroupedBatched(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const double alpha_array[], const double *const Aarray[], const int lda_array[], const double *const Barray[], const int ldb_array[], const double beta_array[], double *const Carray[], const int ldc_array[], int group_count, const int group_size[]);

/* cublasDgemmGroupedBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasDgemmGroupedBatched_64(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const double alpha_array[], const double *const Aarray[], const int64_t lda_array[], const double *const Barray[], const int64_t ldb_array[], const double beta_array[], double *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[]);

/* cublasGemmGroupedBatchedEx.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasGemmGroupedBatchedEx(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int lda_array[], const void *const Barray[], cudaDataType_t Btype, const int ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int ldc_array[], int group_count, const int group_size[], cublasComputeType_t computeType);

/* cublasGemmGroupedBatchedEx_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Carray.
 * Device arrays of device pointers: Aarray, Barray, Carray.
 */
BD_API cublasStatus_t bd_cublasGemmGroupedBatchedEx_64(bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int64_t lda_array[], const void *const Barray[], cudaDataType_t Btype, const int64_t ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int64_t ldc_array[], int64_t group_count, const int64_t group_size[], cublasComputeType_t computeType);

/* cublasSgeam.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgeam(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const float *alpha, const float *A, int lda, const float *beta, const float *B, int ldb, float *C, int ldc);

/* cublasSgeam_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasSgeam_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *beta, const float *B, int64_t ldb, float *C, int64_t ldc);

/* cublasDgeam.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgeam(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const double *alpha, const double *A, int lda, const double *beta, const double *B, int ldb, double *C, int ldc);

/* cublasDgeam_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasDgeam_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *beta, const double *B, int64_t ldb, double *C, int64_t ldc);

/* cublasCgeam.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgeam(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, const cuComplex *B, int ldb, cuComplex *C, int ldc);

/* cublasCgeam_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasCgeam_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc);

/* cublasZgeam.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgeam(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc);

/* cublasZgeam_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasZgeam_64(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc);

/* cublasStrsmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
BD_API cublasStatus_t bd_cublasStrsmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *const A[], int lda, float *const B[], int ldb, int batchCount);

/* cublasStrsmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
BD_API cublasStatus_t bd_cublasStrsmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *const A[], int64_t lda, float *const B[], int64_t ldb, int64_t batchCount);

/* cublasDtrsmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
BD_API cublasStatus_t bd_cublasDtrsmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *const A[], int lda, double *const B[], int ldb, int batchCount);

/* cublasDtrsmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
BD_API cublasStatus_t bd_cublasDtrsmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *const A[], int64_t lda, double *const B[], int64_t ldb, int64_t batchCount);

/* cublasCtrsmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
BD_API cublasStatus_t bd_cublasCtrsmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *const A[], int lda, cuComplex *const B[], int ldb, int batchCount);

/* cublasCtrsmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
BD_API cublasStatus_t bd_cublasCtrsmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const A[], int64_t lda, cuComplex *const B[], int64_t ldb, int64_t batchCount);

/* cublasZtrsmBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
BD_API cublasStatus_t bd_cublasZtrsmBatched(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const B[], int ldb, int batchCount);

/* cublasZtrsmBatched_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: B.
 * Host or device memory, as the pointer mode says: alpha.
 * Device arrays of device pointers: A, B.
 */
BD_API cublasStatus_t bd_cublasZtrsmBatched_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int64_t lda, cuDoubleComplex *const B[], int64_t ldb, int64_t batchCount);

/* cublasSdgmm.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
BD_API cublasStatus_t bd_cublasSdgmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const float *A, int lda, const float *x, int incx, float *C, int ldc);

/* cublasSdgmm_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
BD_API cublasStatus_t bd_cublasSdgmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const float *A, int64_t lda, const float *x, int64_t incx, float *C, int64_t ldc);

/* cublasDdgmm.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
BD_API cublasStatus_t bd_cublasDdgmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const double *A, int lda, const double *x, int incx, double *C, int ldc);

/* cublasDdgmm_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
BD_API cublasStatus_t bd_cublasDdgmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const double *A, int64_t lda, const double *x, int64_t incx, double *C, int64_t ldc);

/* cublasCdgmm.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
BD_API cublasStatus_t bd_cublasCdgmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuComplex *A, int lda, const cuComplex *x, int incx, cuComplex *C, int ldc);

/* cublasCdgmm_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
BD_API cublasStatus_t bd_cublasCdgmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, cuComplex *C, int64_t ldc);

/* cublasZdgmm.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
BD_API cublasStatus_t bd_cublasZdgmm(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, cuDoubleComplex *C, int ldc);

/* cublasZdgmm_64.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
BD_API cublasStatus_t bd_cublasZdgmm_64(bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *C, int64_t ldc);

/* cublasSmatinvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Ainv, info.
 * Device arrays of device pointers: A, Ainv.
 */
BD_API cublasStatus_t bd_cublasSmatinvBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const float *const A[], int lda, float *const Ainv[], int lda_inv, int *info, int batchSize);

/* cublasDmatinvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Ainv, info.
 * Device arrays of device pointers: A, Ainv.
 */
BD_API cublasStatus_t bd_cublasDmatinvBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const double *const A[], int lda, double *const Ainv[], int lda_inv, int *info, int batchSize);

/* cublasCmatinvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Ainv, info.
 * Device arrays of device pointers: A, Ainv.
 */
BD_API cublasStatus_t bd_cublasCmatinvBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *const A[], int lda, cuComplex *const Ainv[], int lda_inv, int *info, int batchSize);

/* cublasZmatinvBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Ainv, info.
 * Device arrays of device pointers: A, Ainv.
 */
BD_API cublasStatus_t bd_cublasZmatinvBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const Ainv[], int lda_inv, int *info, int batchSize);

/* cublasSgeqrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, TauArray, info.
 * Device arrays of device pointers: Aarray, TauArray.
 */
BD_API cublasStatus_t bd_cublasSgeqrfBatched(bound_dev_t *bd, cublasHandle_t handle, int m, int n, float *const Aarray[], int lda, float *const TauArray[], int *info, int batchSize);

/* cublasDgeqrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, TauArray, info.
 * Device arrays of device pointers: Aarray, TauArray.
 */
BD_API cublasStatus_t bd_cublasDgeqrfBatched(bound_dev_t *bd, cublasHandle_t handle, int m, int n, double *const Aarray[], int lda, double *const TauArray[], int *info, int batchSize);

/* cublasCgeqrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, TauArray, info.
 * Device arrays of device pointers: Aarray, TauArray.
 */
BD_API cublasStatus_t bd_cublasCgeqrfBatched(bound_dev_t *bd, cublasHandle_t handle, int m, int n, cuComplex *const Aarray[], int lda, cuComplex *const TauArray[], int *info, int batchSize);

/* cublasZgeqrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, TauArray, info.
 * Device arrays of device pointers: Aarray, TauArray.
 */
BD_API cublasStatus_t bd_cublasZgeqrfBatched(bound_dev_t *bd, cublasHandle_t handle, int m, int n, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const TauArray[], int *info, int batchSize);

/* cublasSgelsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, Carray, info, devInfoArray.
 * Device arrays of device pointers: Aarray, Carray.
 */
BD_API cublasStatus_t bd_cublasSgelsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, float *const Aarray[], int lda, float *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize);

/* cublasDgelsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, Carray, info, devInfoArray.
 * Device arrays of device pointers: Aarray, Carray.
 */
BD_API cublasStatus_t bd_cublasDgelsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, double *const Aarray[], int lda, double *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize);

/* cublasCgelsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, Carray, info, devInfoArray.
 * Device arrays of device pointers: Aarray, Carray.
 */
BD_API cublasStatus_t bd_cublasCgelsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuComplex *const Aarray[], int lda, cuComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize);

/* cublasZgelsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Aarray, Carray, info, devInfoArray.
 * Device arrays of device pointers: Aarray, Carray.
 */
BD_API cublasStatus_t bd_cublasZgelsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize);

/* cublasStpttr.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 */
BD_API cublasStatus_t bd_cublasStpttr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *AP, float *A, int lda);

/* cublasDtpttr.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 */
BD_API cublasStatus_t bd_cublasDtpttr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *AP, double *A, int lda);

/* cublasCtpttr.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 */
BD_API cublasStatus_t bd_cublasCtpttr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *AP, cuComplex *A, int lda);

/* cublasZtpttr.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A.
 */
BD_API cublasStatus_t bd_cublasZtpttr(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *AP, cuDoubleComplex *A, int lda);

/* cublasStrttp.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 */
BD_API cublasStatus_t bd_cublasStrttp(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, float *AP);

/* cublasDtrttp.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 */
BD_API cublasStatus_t bd_cublasDtrttp(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, double *AP);

/* cublasCtrttp.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 */
BD_API cublasStatus_t bd_cublasCtrttp(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, cuComplex *AP);

/* cublasZtrttp.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: AP.
 */
BD_API cublasStatus_t bd_cublasZtrttp(bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *AP);

/* cublasSgetrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A, P, info.
 * Device arrays of device pointers: A.
 */
BD_API cublasStatus_t bd_cublasSgetrfBatched(bound_dev_t *bd, cublasHandle_t handle, int n, float *const A[], int lda, int *P, int *info, int batchSize);

/* cublasDgetrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A, P, info.
 * Device arrays of device pointers: A.
 */
BD_API cublasStatus_t bd_cublasDgetrfBatched(bound_dev_t *bd, cublasHandle_t handle, int n, double *const A[], int lda, int *P, int *info, int batchSize);

/* cublasCgetrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A, P, info.
 * Device arrays of device pointers: A.
 */
BD_API cublasStatus_t bd_cublasCgetrfBatched(bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *const A[], int lda, int *P, int *info, int batchSize);

/* cublasZgetrfBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: A, P, info.
 * Device arrays of device pointers: A.
 */
BD_API cublasStatus_t bd_cublasZgetrfBatched(bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *const A[], int lda, int *P, int *info, int batchSize);

/* cublasSgetriBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C, info.
 * Device arrays of device pointers: A, C.
 */
BD_API cublasStatus_t bd_cublasSgetriBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const float *const A[], int lda, const int *P, float *const C[], int ldc, int *info, int batchSize);

/* cublasDgetriBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C, info.
 * Device arrays of device pointers: A, C.
 */
BD_API cublasStatus_t bd_cublasDgetriBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const double *const A[], int lda, const int *P, double *const C[], int ldc, int *info, int batchSize);

/* cublasCgetriBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C, info.
 * Device arrays of device pointers: A, C.
 */
BD_API cublasStatus_t bd_cublasCgetriBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *const A[], int lda, const int *P, cuComplex *const C[], int ldc, int *info, int batchSize);

/* cublasZgetriBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C, info.
 * Device arrays of device pointers: A, C.
 */
BD_API cublasStatus_t bd_cublasZgetriBatched(bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, const int *P, cuDoubleComplex *const C[], int ldc, int *info, int batchSize);

/* cublasSgetrsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Barray, info.
 * Device arrays of device pointers: Aarray, Barray.
 */
BD_API cublasStatus_t bd_cublasSgetrsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const float *const Aarray[], int lda, const int *devIpiv, float *const Barray[], int ldb, int *info, int batchSize);

/* cublasDgetrsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Barray, info.
 * Device arrays of device pointers: Aarray, Barray.
 */
BD_API cublasStatus_t bd_cublasDgetrsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const double *const Aarray[], int lda, const int *devIpiv, double *const Barray[], int ldb, int *info, int batchSize);

/* cublasCgetrsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Barray, info.
 * Device arrays of device pointers: Aarray, Barray.
 */
BD_API cublasStatus_t bd_cublasCgetrsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuComplex *const Aarray[], int lda, const int *devIpiv, cuComplex *const Barray[], int ldb, int *info, int batchSize);

/* cublasZgetrsBatched.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: Barray, info.
 * Device arrays of device pointers: Aarray, Barray.
 */
BD_API cublasStatus_t bd_cublasZgetrsBatched(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *const Aarray[], int lda, const int *devIpiv, cuDoubleComplex *const Barray[], int ldb, int *info, int batchSize);

/* cublasUint8gemmBias.
 * Must belong to the binding's device: handle (cublas_handle).
 * Writes through: C.
 */
BD_API cublasStatus_t bd_cublasUint8gemmBias(bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, cublasOperation_t transc, int m, int n, int k, const unsigned char *A, int A_bias, int lda, const unsigned char *B, int B_bias, int ldb, unsigned char *C, int C_bias, int ldc, int C_mult, int C_shift);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCreate(cublasHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCreate(bd, handle);
}

static inline cublasStatus_t bd_inline_cublasCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCreate)(handle)
                                 : bd_gen_at_cublasCreate(handle, bd, bd_file, bd_line);
}
#define bd_cublasCreate(bd, handle) bd_inline_cublasCreate(__FILE__, __LINE__, bd, handle)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDestroy(cublasHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDestroy(bd, handle);
}

static inline cublasStatus_t bd_inline_cublasDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDestroy)(handle)
                                 : bd_gen_at_cublasDestroy(handle, bd, bd_file, bd_line);
}
#define bd_cublasDestroy(bd, handle) bd_inline_cublasDestroy(__FILE__, __LINE__, bd, handle)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetVersion(cublasHandle_t handle, int *version, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetVersion(bd, handle, version);
}

static inline cublasStatus_t bd_inline_cublasGetVersion(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int *version)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetVersion)(handle, version)
                                 : bd_gen_at_cublasGetVersion(handle, version, bd, bd_file, bd_line);
}
#define bd_cublasGetVersion(bd, handle, version) bd_inline_cublasGetVersion(__FILE__, __LINE__, bd, handle, version)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetWorkspace(cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetWorkspace(bd, handle, workspace, workspaceSizeInBytes);
}

static inline cublasStatus_t bd_inline_cublasSetWorkspace(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetWorkspace)(handle, workspace, workspaceSizeInBytes)
                                 : bd_gen_at_cublasSetWorkspace(handle, workspace, workspaceSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cublasSetWorkspace(bd, handle, workspace, workspaceSizeInBytes) bd_inline_cublasSetWorkspace(__FILE__, __LINE__, bd, handle, workspace, workspaceSizeInBytes)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetStream(cublasHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetStream(bd, handle, streamId);
}

static inline cublasStatus_t bd_inline_cublasSetStream(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cudaStream_t streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetStream)(handle, streamId)
                                 : bd_gen_at_cublasSetStream(handle, streamId, bd, bd_file, bd_line);
}
#define bd_cublasSetStream(bd, handle, streamId) bd_inline_cublasSetStream(__FILE__, __LINE__, bd, handle, streamId)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetStream(cublasHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetStream(bd, handle, streamId);
}

static inline cublasStatus_t bd_inline_cublasGetStream(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cudaStream_t *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetStream)(handle, streamId)
                                 : bd_gen_at_cublasGetStream(handle, streamId, bd, bd_file, bd_line);
}
#define bd_cublasGetStream(bd, handle, streamId) bd_inline_cublasGetStream(__FILE__, __LINE__, bd, handle, streamId)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetPointerMode(cublasHandle_t handle, cublasPointerMode_t *mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetPointerMode(bd, handle, mode);
}

static inline cublasStatus_t bd_inline_cublasGetPointerMode(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasPointerMode_t *mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetPointerMode)(handle, mode)
                                 : bd_gen_at_cublasGetPointerMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cublasGetPointerMode(bd, handle, mode) bd_inline_cublasGetPointerMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetPointerMode(cublasHandle_t handle, cublasPointerMode_t mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetPointerMode(bd, handle, mode);
}

static inline cublasStatus_t bd_inline_cublasSetPointerMode(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasPointerMode_t mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetPointerMode)(handle, mode)
                                 : bd_gen_at_cublasSetPointerMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cublasSetPointerMode(bd, handle, mode) bd_inline_cublasSetPointerMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t *mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetAtomicsMode(bd, handle, mode);
}

static inline cublasStatus_t bd_inline_cublasGetAtomicsMode(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasAtomicsMode_t *mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetAtomicsMode)(handle, mode)
                                 : bd_gen_at_cublasGetAtomicsMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cublasGetAtomicsMode(bd, handle, mode) bd_inline_cublasGetAtomicsMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetAtomicsMode(bd, handle, mode);
}

static inline cublasStatus_t bd_inline_cublasSetAtomicsMode(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasAtomicsMode_t mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetAtomicsMode)(handle, mode)
                                 : bd_gen_at_cublasSetAtomicsMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cublasSetAtomicsMode(bd, handle, mode) bd_inline_cublasSetAtomicsMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetMathMode(bd, handle, mode);
}

static inline cublasStatus_t bd_inline_cublasGetMathMode(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasMath_t *mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetMathMode)(handle, mode)
                                 : bd_gen_at_cublasGetMathMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cublasGetMathMode(bd, handle, mode) bd_inline_cublasGetMathMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetMathMode(bd, handle, mode);
}

static inline cublasStatus_t bd_inline_cublasSetMathMode(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasMath_t mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetMathMode)(handle, mode)
                                 : bd_gen_at_cublasSetMathMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cublasSetMathMode(bd, handle, mode) bd_inline_cublasSetMathMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetSmCountTarget(cublasHandle_t handle, int *smCountTarget, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetSmCountTarget(bd, handle, smCountTarget);
}

static inline cublasStatus_t bd_inline_cublasGetSmCountTarget(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int *smCountTarget)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetSmCountTarget)(handle, smCountTarget)
                                 : bd_gen_at_cublasGetSmCountTarget(handle, smCountTarget, bd, bd_file, bd_line);
}
#define bd_cublasGetSmCountTarget(bd, handle, smCountTarget) bd_inline_cublasGetSmCountTarget(__FILE__, __LINE__, bd, handle, smCountTarget)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetSmCountTarget(cublasHandle_t handle, int smCountTarget, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetSmCountTarget(bd, handle, smCountTarget);
}

static inline cublasStatus_t bd_inline_cublasSetSmCountTarget(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int smCountTarget)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetSmCountTarget)(handle, smCountTarget)
                                 : bd_gen_at_cublasSetSmCountTarget(handle, smCountTarget, bd, bd_file, bd_line);
}
#define bd_cublasSetSmCountTarget(bd, handle, smCountTarget) bd_inline_cublasSetSmCountTarget(__FILE__, __LINE__, bd, handle, smCountTarget)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetEmulationStrategy(cublasHandle_t handle, cublasEmulationStrategy_t *emulationStrategy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetEmulationStrategy(bd, handle, emulationStrategy);
}

static inline cublasStatus_t bd_inline_cublasGetEmulationStrategy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasEmulationStrategy_t *emulationStrategy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetEmulationStrategy)(handle, emulationStrategy)
                                 : bd_gen_at_cublasGetEmulationStrategy(handle, emulationStrategy, bd, bd_file, bd_line);
}
#define bd_cublasGetEmulationStrategy(bd, handle, emulationStrategy) bd_inline_cublasGetEmulationStrategy(__FILE__, __LINE__, bd, handle, emulationStrategy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetEmulationStrategy(cublasHandle_t handle, cublasEmulationStrategy_t emulationStrategy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetEmulationStrategy(bd, handle, emulationStrategy);
}

static inline cublasStatus_t bd_inline_cublasSetEmulationStrategy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasEmulationStrategy_t emulationStrategy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetEmulationStrategy)(handle, emulationStrategy)
                                 : bd_gen_at_cublasSetEmulationStrategy(handle, emulationStrategy, bd, bd_file, bd_line);
}
#define bd_cublasSetEmulationStrategy(bd, handle, emulationStrategy) bd_inline_cublasSetEmulationStrategy(__FILE__, __LINE__, bd, handle, emulationStrategy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetEmulationSpecialValuesSupport(cublasHandle_t handle, cudaEmulationSpecialValuesSupport *mask, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetEmulationSpecialValuesSupport(bd, handle, mask);
}

static inline cublasStatus_t bd_inline_cublasGetEmulationSpecialValuesSupport(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cudaEmulationSpecialValuesSupport *mask)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetEmulationSpecialValuesSupport)(handle, mask)
                                 : bd_gen_at_cublasGetEmulationSpecialValuesSupport(handle, mask, bd, bd_file, bd_line);
}
#define bd_cublasGetEmulationSpecialValuesSupport(bd, handle, mask) bd_inline_cublasGetEmulationSpecialValuesSupport(__FILE__, __LINE__, bd, handle, mask)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetEmulationSpecialValuesSupport(cublasHandle_t handle, cudaEmulationSpecialValuesSupport mask, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetEmulationSpecialValuesSupport(bd, handle, mask);
}

static inline cublasStatus_t bd_inline_cublasSetEmulationSpecialValuesSupport(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cudaEmulationSpecialValuesSupport mask)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetEmulationSpecialValuesSupport)(handle, mask)
                                 : bd_gen_at_cublasSetEmulationSpecialValuesSupport(handle, mask, bd, bd_file, bd_line);
}
#define bd_cublasSetEmulationSpecialValuesSupport(bd, handle, mask) bd_inline_cublasSetEmulationSpecialValuesSupport(__FILE__, __LINE__, bd, handle, mask)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetFixedPointEmulationMantissaControl(cublasHandle_t handle, cudaEmulationMantissaControl *mantissaControl, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetFixedPointEmulationMantissaControl(bd, handle, mantissaControl);
}

static inline cublasStatus_t bd_inline_cublasGetFixedPointEmulationMantissaControl(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cudaEmulationMantissaControl *mantissaControl)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetFixedPointEmulationMantissaControl)(handle, mantissaControl)
                                 : bd_gen_at_cublasGetFixedPointEmulationMantissaControl(handle, mantissaControl, bd, bd_file, bd_line);
}
#define bd_cublasGetFixedPointEmulationMantissaControl(bd, handle, mantissaControl) bd_inline_cublasGetFixedPointEmulationMantissaControl(__FILE__, __LINE__, bd, handle, mantissaControl)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetFixedPointEmulationMantissaControl(cublasHandle_t handle, cudaEmulationMantissaControl mantissaControl, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetFixedPointEmulationMantissaControl(bd, handle, mantissaControl);
}

static inline cublasStatus_t bd_inline_cublasSetFixedPointEmulationMantissaControl(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cudaEmulationMantissaControl mantissaControl)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetFixedPointEmulationMantissaControl)(handle, mantissaControl)
                                 : bd_gen_at_cublasSetFixedPointEmulationMantissaControl(handle, mantissaControl, bd, bd_file, bd_line);
}
#define bd_cublasSetFixedPointEmulationMantissaControl(bd, handle, mantissaControl) bd_inline_cublasSetFixedPointEmulationMantissaControl(__FILE__, __LINE__, bd, handle, mantissaControl)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetFixedPointEmulationMaxMantissaBitCount(cublasHandle_t handle, int *maxMantissaBitCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetFixedPointEmulationMaxMantissaBitCount(bd, handle, maxMantissaBitCount);
}

static inline cublasStatus_t bd_inline_cublasGetFixedPointEmulationMaxMantissaBitCount(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int *maxMantissaBitCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetFixedPointEmulationMaxMantissaBitCount)(handle, maxMantissaBitCount)
                                 : bd_gen_at_cublasGetFixedPointEmulationMaxMantissaBitCount(handle, maxMantissaBitCount, bd, bd_file, bd_line);
}
#define bd_cublasGetFixedPointEmulationMaxMantissaBitCount(bd, handle, maxMantissaBitCount) bd_inline_cublasGetFixedPointEmulationMaxMantissaBitCount(__FILE__, __LINE__, bd, handle, maxMantissaBitCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetFixedPointEmulationMaxMantissaBitCount(cublasHandle_t handle, int maxMantissaBitCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetFixedPointEmulationMaxMantissaBitCount(bd, handle, maxMantissaBitCount);
}

static inline cublasStatus_t bd_inline_cublasSetFixedPointEmulationMaxMantissaBitCount(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int maxMantissaBitCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetFixedPointEmulationMaxMantissaBitCount)(handle, maxMantissaBitCount)
                                 : bd_gen_at_cublasSetFixedPointEmulationMaxMantissaBitCount(handle, maxMantissaBitCount, bd, bd_file, bd_line);
}
#define bd_cublasSetFixedPointEmulationMaxMantissaBitCount(bd, handle, maxMantissaBitCount) bd_inline_cublasSetFixedPointEmulationMaxMantissaBitCount(__FILE__, __LINE__, bd, handle, maxMantissaBitCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetFixedPointEmulationMantissaBitOffset(cublasHandle_t handle, int *mantissaBitOffset, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetFixedPointEmulationMantissaBitOffset(bd, handle, mantissaBitOffset);
}

static inline cublasStatus_t bd_inline_cublasGetFixedPointEmulationMantissaBitOffset(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int *mantissaBitOffset)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetFixedPointEmulationMantissaBitOffset)(handle, mantissaBitOffset)
                                 : bd_gen_at_cublasGetFixedPointEmulationMantissaBitOffset(handle, mantissaBitOffset, bd, bd_file, bd_line);
}
#define bd_cublasGetFixedPointEmulationMantissaBitOffset(bd, handle, mantissaBitOffset) bd_inline_cublasGetFixedPointEmulationMantissaBitOffset(__FILE__, __LINE__, bd, handle, mantissaBitOffset)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetFixedPointEmulationMantissaBitOffset(cublasHandle_t handle, int mantissaBitOffset, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetFixedPointEmulationMantissaBitOffset(bd, handle, mantissaBitOffset);
}

static inline cublasStatus_t bd_inline_cublasSetFixedPointEmulationMantissaBitOffset(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int mantissaBitOffset)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetFixedPointEmulationMantissaBitOffset)(handle, mantissaBitOffset)
                                 : bd_gen_at_cublasSetFixedPointEmulationMantissaBitOffset(handle, mantissaBitOffset, bd, bd_file, bd_line);
}
#define bd_cublasSetFixedPointEmulationMantissaBitOffset(bd, handle, mantissaBitOffset) bd_inline_cublasSetFixedPointEmulationMantissaBitOffset(__FILE__, __LINE__, bd, handle, mantissaBitOffset)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetFixedPointEmulationMantissaBitCountPointer(cublasHandle_t handle, int **mantissaBitCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetFixedPointEmulationMantissaBitCountPointer(bd, handle, mantissaBitCount);
}

static inline cublasStatus_t bd_inline_cublasGetFixedPointEmulationMantissaBitCountPointer(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int **mantissaBitCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetFixedPointEmulationMantissaBitCountPointer)(handle, mantissaBitCount)
                                 : bd_gen_at_cublasGetFixedPointEmulationMantissaBitCountPointer(handle, mantissaBitCount, bd, bd_file, bd_line);
}
#define bd_cublasGetFixedPointEmulationMantissaBitCountPointer(bd, handle, mantissaBitCount) bd_inline_cublasGetFixedPointEmulationMantissaBitCountPointer(__FILE__, __LINE__, bd, handle, mantissaBitCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetFixedPointEmulationMantissaBitCountPointer(cublasHandle_t handle, int *mantissaBitCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetFixedPointEmulationMantissaBitCountPointer(bd, handle, mantissaBitCount);
}

static inline cublasStatus_t bd_inline_cublasSetFixedPointEmulationMantissaBitCountPointer(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int *mantissaBitCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetFixedPointEmulationMantissaBitCountPointer)(handle, mantissaBitCount)
                                 : bd_gen_at_cublasSetFixedPointEmulationMantissaBitCountPointer(handle, mantissaBitCount, bd, bd_file, bd_line);
}
#define bd_cublasSetFixedPointEmulationMantissaBitCountPointer(bd, handle, mantissaBitCount) bd_inline_cublasSetFixedPointEmulationMantissaBitCountPointer(__FILE__, __LINE__, bd, handle, mantissaBitCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetVector(bd, n, elemSize, x, incx, devicePtr, incy);
}

static inline cublasStatus_t bd_inline_cublasSetVector(const char *bd_file, int bd_line, bound_dev_t *bd, int n, int elemSize, const void *x, int incx, void *devicePtr, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetVector)(n, elemSize, x, incx, devicePtr, incy)
                                 : bd_gen_at_cublasSetVector(n, elemSize, x, incx, devicePtr, incy, bd, bd_file, bd_line);
}
#define bd_cublasSetVector(bd, n, elemSize, x, incx, devicePtr, incy) bd_inline_cublasSetVector(__FILE__, __LINE__, bd, n, elemSize, x, incx, devicePtr, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetVector_64(int64_t n, int64_t elemSize, const void *x, int64_t incx, void *devicePtr, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetVector_64(bd, n, elemSize, x, incx, devicePtr, incy);
}

static inline cublasStatus_t bd_inline_cublasSetVector_64(const char *bd_file, int bd_line, bound_dev_t *bd, int64_t n, int64_t elemSize, const void *x, int64_t incx, void *devicePtr, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetVector_64)(n, elemSize, x, incx, devicePtr, incy)
                                 : bd_gen_at_cublasSetVector_64(n, elemSize, x, incx, devicePtr, incy, bd, bd_file, bd_line);
}
#define bd_cublasSetVector_64(bd, n, elemSize, x, incx, devicePtr, incy) bd_inline_cublasSetVector_64(__FILE__, __LINE__, bd, n, elemSize, x, incx, devicePtr, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetVector(bd, n, elemSize, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasGetVector(const char *bd_file, int bd_line, bound_dev_t *bd, int n, int elemSize, const void *x, int incx, void *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetVector)(n, elemSize, x, incx, y, incy)
                                 : bd_gen_at_cublasGetVector(n, elemSize, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasGetVector(bd, n, elemSize, x, incx, y, incy) bd_inline_cublasGetVector(__FILE__, __LINE__, bd, n, elemSize, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetVector_64(int64_t n, int64_t elemSize, const void *x, int64_t incx, void *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetVector_64(bd, n, elemSize, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasGetVector_64(const char *bd_file, int bd_line, bound_dev_t *bd, int64_t n, int64_t elemSize, const void *x, int64_t incx, void *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetVector_64)(n, elemSize, x, incx, y, incy)
                                 : bd_gen_at_cublasGetVector_64(n, elemSize, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasGetVector_64(bd, n, elemSize, x, incx, y, incy) bd_inline_cublasGetVector_64(__FILE__, __LINE__, bd, n, elemSize, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetMatrix(bd, rows, cols, elemSize, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasSetMatrix(const char *bd_file, int bd_line, bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetMatrix)(rows, cols, elemSize, A, lda, B, ldb)
                                 : bd_gen_at_cublasSetMatrix(rows, cols, elemSize, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasSetMatrix(bd, rows, cols, elemSize, A, lda, B, ldb) bd_inline_cublasSetMatrix(__FILE__, __LINE__, bd, rows, cols, elemSize, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetMatrix_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetMatrix_64(bd, rows, cols, elemSize, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasSetMatrix_64(const char *bd_file, int bd_line, bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetMatrix_64)(rows, cols, elemSize, A, lda, B, ldb)
                                 : bd_gen_at_cublasSetMatrix_64(rows, cols, elemSize, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasSetMatrix_64(bd, rows, cols, elemSize, A, lda, B, ldb) bd_inline_cublasSetMatrix_64(__FILE__, __LINE__, bd, rows, cols, elemSize, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetMatrix(bd, rows, cols, elemSize, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasGetMatrix(const char *bd_file, int bd_line, bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetMatrix)(rows, cols, elemSize, A, lda, B, ldb)
                                 : bd_gen_at_cublasGetMatrix(rows, cols, elemSize, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasGetMatrix(bd, rows, cols, elemSize, A, lda, B, ldb) bd_inline_cublasGetMatrix(__FILE__, __LINE__, bd, rows, cols, elemSize, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetMatrix_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetMatrix_64(bd, rows, cols, elemSize, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasGetMatrix_64(const char *bd_file, int bd_line, bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetMatrix_64)(rows, cols, elemSize, A, lda, B, ldb)
                                 : bd_gen_at_cublasGetMatrix_64(rows, cols, elemSize, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasGetMatrix_64(bd, rows, cols, elemSize, A, lda, B, ldb) bd_inline_cublasGetMatrix_64(__FILE__, __LINE__, bd, rows, cols, elemSize, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetVectorAsync(int n, int elemSize, const void *hostPtr, int incx, void *devicePtr, int incy, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetVectorAsync(bd, n, elemSize, hostPtr, incx, devicePtr, incy, stream);
}

static inline cublasStatus_t bd_inline_cublasSetVectorAsync(const char *bd_file, int bd_line, bound_dev_t *bd, int n, int elemSize, const void *hostPtr, int incx, void *devicePtr, int incy, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetVectorAsync)(n, elemSize, hostPtr, incx, devicePtr, incy, stream)
                                 : bd_gen_at_cublasSetVectorAsync(n, elemSize, hostPtr, incx, devicePtr, incy, stream, bd, bd_file, bd_line);
}
#define bd_cublasSetVectorAsync(bd, n, elemSize, hostPtr, incx, devicePtr, incy, stream) bd_inline_cublasSetVectorAsync(__FILE__, __LINE__, bd, n, elemSize, hostPtr, incx, devicePtr, incy, stream)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetVectorAsync_64(int64_t n, int64_t elemSize, const void *hostPtr, int64_t incx, void *devicePtr, int64_t incy, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetVectorAsync_64(bd, n, elemSize, hostPtr, incx, devicePtr, incy, stream);
}

static inline cublasStatus_t bd_inline_cublasSetVectorAsync_64(const char *bd_file, int bd_line, bound_dev_t *bd, int64_t n, int64_t elemSize, const void *hostPtr, int64_t incx, void *devicePtr, int64_t incy, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetVectorAsync_64)(n, elemSize, hostPtr, incx, devicePtr, incy, stream)
                                 : bd_gen_at_cublasSetVectorAsync_64(n, elemSize, hostPtr, incx, devicePtr, incy, stream, bd, bd_file, bd_line);
}
#define bd_cublasSetVectorAsync_64(bd, n, elemSize, hostPtr, incx, devicePtr, incy, stream) bd_inline_cublasSetVectorAsync_64(__FILE__, __LINE__, bd, n, elemSize, hostPtr, incx, devicePtr, incy, stream)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetVectorAsync(int n, int elemSize, const void *devicePtr, int incx, void *hostPtr, int incy, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetVectorAsync(bd, n, elemSize, devicePtr, incx, hostPtr, incy, stream);
}

static inline cublasStatus_t bd_inline_cublasGetVectorAsync(const char *bd_file, int bd_line, bound_dev_t *bd, int n, int elemSize, const void *devicePtr, int incx, void *hostPtr, int incy, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetVectorAsync)(n, elemSize, devicePtr, incx, hostPtr, incy, stream)
                                 : bd_gen_at_cublasGetVectorAsync(n, elemSize, devicePtr, incx, hostPtr, incy, stream, bd, bd_file, bd_line);
}
#define bd_cublasGetVectorAsync(bd, n, elemSize, devicePtr, incx, hostPtr, incy, stream) bd_inline_cublasGetVectorAsync(__FILE__, __LINE__, bd, n, elemSize, devicePtr, incx, hostPtr, incy, stream)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetVectorAsync_64(int64_t n, int64_t elemSize, const void *devicePtr, int64_t incx, void *hostPtr, int64_t incy, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetVectorAsync_64(bd, n, elemSize, devicePtr, incx, hostPtr, incy, stream);
}

static inline cublasStatus_t bd_inline_cublasGetVectorAsync_64(const char *bd_file, int bd_line, bound_dev_t *bd, int64_t n, int64_t elemSize, const void *devicePtr, int64_t incx, void *hostPtr, int64_t incy, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetVectorAsync_64)(n, elemSize, devicePtr, incx, hostPtr, incy, stream)
                                 : bd_gen_at_cublasGetVectorAsync_64(n, elemSize, devicePtr, incx, hostPtr, incy, stream, bd, bd_file, bd_line);
}
#define bd_cublasGetVectorAsync_64(bd, n, elemSize, devicePtr, incx, hostPtr, incy, stream) bd_inline_cublasGetVectorAsync_64(__FILE__, __LINE__, bd, n, elemSize, devicePtr, incx, hostPtr, incy, stream)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetMatrixAsync(bd, rows, cols, elemSize, A, lda, B, ldb, stream);
}

static inline cublasStatus_t bd_inline_cublasSetMatrixAsync(const char *bd_file, int bd_line, bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetMatrixAsync)(rows, cols, elemSize, A, lda, B, ldb, stream)
                                 : bd_gen_at_cublasSetMatrixAsync(rows, cols, elemSize, A, lda, B, ldb, stream, bd, bd_file, bd_line);
}
#define bd_cublasSetMatrixAsync(bd, rows, cols, elemSize, A, lda, B, ldb, stream) bd_inline_cublasSetMatrixAsync(__FILE__, __LINE__, bd, rows, cols, elemSize, A, lda, B, ldb, stream)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSetMatrixAsync_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSetMatrixAsync_64(bd, rows, cols, elemSize, A, lda, B, ldb, stream);
}

static inline cublasStatus_t bd_inline_cublasSetMatrixAsync_64(const char *bd_file, int bd_line, bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSetMatrixAsync_64)(rows, cols, elemSize, A, lda, B, ldb, stream)
                                 : bd_gen_at_cublasSetMatrixAsync_64(rows, cols, elemSize, A, lda, B, ldb, stream, bd, bd_file, bd_line);
}
#define bd_cublasSetMatrixAsync_64(bd, rows, cols, elemSize, A, lda, B, ldb, stream) bd_inline_cublasSetMatrixAsync_64(__FILE__, __LINE__, bd, rows, cols, elemSize, A, lda, B, ldb, stream)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetMatrixAsync(bd, rows, cols, elemSize, A, lda, B, ldb, stream);
}

static inline cublasStatus_t bd_inline_cublasGetMatrixAsync(const char *bd_file, int bd_line, bound_dev_t *bd, int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetMatrixAsync)(rows, cols, elemSize, A, lda, B, ldb, stream)
                                 : bd_gen_at_cublasGetMatrixAsync(rows, cols, elemSize, A, lda, B, ldb, stream, bd, bd_file, bd_line);
}
#define bd_cublasGetMatrixAsync(bd, rows, cols, elemSize, A, lda, B, ldb, stream) bd_inline_cublasGetMatrixAsync(__FILE__, __LINE__, bd, rows, cols, elemSize, A, lda, B, ldb, stream)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGetMatrixAsync_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGetMatrixAsync_64(bd, rows, cols, elemSize, A, lda, B, ldb, stream);
}

static inline cublasStatus_t bd_inline_cublasGetMatrixAsync_64(const char *bd_file, int bd_line, bound_dev_t *bd, int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGetMatrixAsync_64)(rows, cols, elemSize, A, lda, B, ldb, stream)
                                 : bd_gen_at_cublasGetMatrixAsync_64(rows, cols, elemSize, A, lda, B, ldb, stream, bd, bd_file, bd_line);
}
#define bd_cublasGetMatrixAsync_64(bd, rows, cols, elemSize, A, lda, B, ldb, stream) bd_inline_cublasGetMatrixAsync_64(__FILE__, __LINE__, bd, rows, cols, elemSize, A, lda, B, ldb, stream)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasNrm2Ex(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executionType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasNrm2Ex(bd, handle, n, x, xType, incx, result, resultType, executionType);
}

static inline cublasStatus_t bd_inline_cublasNrm2Ex(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executionType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasNrm2Ex)(handle, n, x, xType, incx, result, resultType, executionType)
                                 : bd_gen_at_cublasNrm2Ex(handle, n, x, xType, incx, result, resultType, executionType, bd, bd_file, bd_line);
}
#define bd_cublasNrm2Ex(bd, handle, n, x, xType, incx, result, resultType, executionType) bd_inline_cublasNrm2Ex(__FILE__, __LINE__, bd, handle, n, x, xType, incx, result, resultType, executionType)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasNrm2Ex_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executionType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasNrm2Ex_64(bd, handle, n, x, xType, incx, result, resultType, executionType);
}

static inline cublasStatus_t bd_inline_cublasNrm2Ex_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executionType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasNrm2Ex_64)(handle, n, x, xType, incx, result, resultType, executionType)
                                 : bd_gen_at_cublasNrm2Ex_64(handle, n, x, xType, incx, result, resultType, executionType, bd, bd_file, bd_line);
}
#define bd_cublasNrm2Ex_64(bd, handle, n, x, xType, incx, result, resultType, executionType) bd_inline_cublasNrm2Ex_64(__FILE__, __LINE__, bd, handle, n, x, xType, incx, result, resultType, executionType)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSnrm2(cublasHandle_t handle, int n, const float *x, int incx, float *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSnrm2(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasSnrm2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, float *result)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSnrm2(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasSnrm2(bd, handle, n, x, incx, result) bd_inline_cublasSnrm2(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSnrm2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSnrm2_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasSnrm2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSnrm2_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasSnrm2_64(bd, handle, n, x, incx, result) bd_inline_cublasSnrm2_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDnrm2(cublasHandle_t handle, int n, const double *x, int incx, double *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDnrm2(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasDnrm2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, double *result)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDnrm2(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasDnrm2(bd, handle, n, x, incx, result) bd_inline_cublasDnrm2(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDnrm2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDnrm2_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasDnrm2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDnrm2_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasDnrm2_64(bd, handle, n, x, incx, result) bd_inline_cublasDnrm2_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasScnrm2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasScnrm2(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasScnrm2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasScnrm2)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasScnrm2(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasScnrm2(bd, handle, n, x, incx, result) bd_inline_cublasScnrm2(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasScnrm2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasScnrm2_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasScnrm2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasScnrm2_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasScnrm2_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasScnrm2_64(bd, handle, n, x, incx, result) bd_inline_cublasScnrm2_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDznrm2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDznrm2(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasDznrm2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDznrm2)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasDznrm2(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasDznrm2(bd, handle, n, x, incx, result) bd_inline_cublasDznrm2(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDznrm2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDznrm2_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasDznrm2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDznrm2_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasDznrm2_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasDznrm2_64(bd, handle, n, x, incx, result) bd_inline_cublasDznrm2_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDotEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDotEx(bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType);
}

static inline cublasStatus_t bd_inline_cublasDotEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDotEx)(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType)
                                 : bd_gen_at_cublasDotEx(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType, bd, bd_file, bd_line);
}
#define bd_cublasDotEx(bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType) bd_inline_cublasDotEx(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDotEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDotEx_64(bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType);
}

static inline cublasStatus_t bd_inline_cublasDotEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDotEx_64)(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType)
                                 : bd_gen_at_cublasDotEx_64(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType, bd, bd_file, bd_line);
}
#define bd_cublasDotEx_64(bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType) bd_inline_cublasDotEx_64(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDotcEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDotcEx(bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType);
}

static inline cublasStatus_t bd_inline_cublasDotcEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDotcEx)(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType)
                                 : bd_gen_at_cublasDotcEx(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType, bd, bd_file, bd_line);
}
#define bd_cublasDotcEx(bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType) bd_inline_cublasDotcEx(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDotcEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDotcEx_64(bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType);
}

static inline cublasStatus_t bd_inline_cublasDotcEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDotcEx_64)(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType)
                                 : bd_gen_at_cublasDotcEx_64(handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType, bd, bd_file, bd_line);
}
#define bd_cublasDotcEx_64(bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType) bd_inline_cublasDotcEx_64(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy, result, resultType, executionType)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSdot(cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy, float *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSdot(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasSdot(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy, float *result)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSdot(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasSdot(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasSdot(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSdot_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, const float *y, int64_t incy, float *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSdot_64(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasSdot_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, const float *y, int64_t incy, float *result)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSdot_64(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasSdot_64(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasSdot_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDdot(cublasHandle_t handle, int n, const double *x, int incx, const double *y, int incy, double *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDdot(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasDdot(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, const double *y, int incy, double *result)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDdot(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasDdot(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasDdot(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDdot_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, const double *y, int64_t incy, double *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDdot_64(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasDdot_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, const double *y, int64_t incy, double *result)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDdot_64(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasDdot_64(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasDdot_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCdotu(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCdotu(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasCdotu(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCdotu)(handle, n, x, incx, y, incy, result)
                                 : bd_gen_at_cublasCdotu(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasCdotu(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasCdotu(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCdotu_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCdotu_64(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasCdotu_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCdotu_64)(handle, n, x, incx, y, incy, result)
                                 : bd_gen_at_cublasCdotu_64(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasCdotu_64(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasCdotu_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCdotc(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCdotc(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasCdotc(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCdotc)(handle, n, x, incx, y, incy, result)
                                 : bd_gen_at_cublasCdotc(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasCdotc(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasCdotc(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCdotc_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCdotc_64(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasCdotc_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCdotc_64)(handle, n, x, incx, y, incy, result)
                                 : bd_gen_at_cublasCdotc_64(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasCdotc_64(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasCdotc_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZdotu(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZdotu(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasZdotu(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZdotu)(handle, n, x, incx, y, incy, result)
                                 : bd_gen_at_cublasZdotu(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasZdotu(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasZdotu(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZdotu_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZdotu_64(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasZdotu_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZdotu_64)(handle, n, x, incx, y, incy, result)
                                 : bd_gen_at_cublasZdotu_64(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasZdotu_64(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasZdotu_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZdotc(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZdotc(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasZdotc(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZdotc)(handle, n, x, incx, y, incy, result)
                                 : bd_gen_at_cublasZdotc(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasZdotc(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasZdotc(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZdotc_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZdotc_64(bd, handle, n, x, incx, y, incy, result);
}

static inline cublasStatus_t bd_inline_cublasZdotc_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZdotc_64)(handle, n, x, incx, y, incy, result)
                                 : bd_gen_at_cublasZdotc_64(handle, n, x, incx, y, incy, result, bd, bd_file, bd_line);
}
#define bd_cublasZdotc_64(bd, handle, n, x, incx, y, incy, result) bd_inline_cublasZdotc_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasScalEx(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int incx, cudaDataType executionType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasScalEx(bd, handle, n, alpha, alphaType, x, xType, incx, executionType);
}

static inline cublasStatus_t bd_inline_cublasScalEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int incx, cudaDataType executionType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasScalEx)(handle, n, alpha, alphaType, x, xType, incx, executionType)
                                 : bd_gen_at_cublasScalEx(handle, n, alpha, alphaType, x, xType, incx, executionType, bd, bd_file, bd_line);
}
#define bd_cublasScalEx(bd, handle, n, alpha, alphaType, x, xType, incx, executionType) bd_inline_cublasScalEx(__FILE__, __LINE__, bd, handle, n, alpha, alphaType, x, xType, incx, executionType)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasScalEx_64(cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int64_t incx, cudaDataType executionType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasScalEx_64(bd, handle, n, alpha, alphaType, x, xType, incx, executionType);
}

static inline cublasStatus_t bd_inline_cublasScalEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int64_t incx, cudaDataType executionType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasScalEx_64)(handle, n, alpha, alphaType, x, xType, incx, executionType)
                                 : bd_gen_at_cublasScalEx_64(handle, n, alpha, alphaType, x, xType, incx, executionType, bd, bd_file, bd_line);
}
#define bd_cublasScalEx_64(bd, handle, n, alpha, alphaType, x, xType, incx, executionType) bd_inline_cublasScalEx_64(__FILE__, __LINE__, bd, handle, n, alpha, alphaType, x, xType, incx, executionType)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSscal(cublasHandle_t handle, int n, const float *alpha, float *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSscal(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasSscal(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const float *alpha, float *x, int incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSscal(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasSscal(bd, handle, n, alpha, x, incx) bd_inline_cublasSscal(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSscal_64(cublasHandle_t handle, int64_t n, const float *alpha, float *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSscal_64(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasSscal_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *alpha, float *x, int64_t incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSscal_64(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasSscal_64(bd, handle, n, alpha, x, incx) bd_inline_cublasSscal_64(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDscal(cublasHandle_t handle, int n, const double *alpha, double *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDscal(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDscal(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const double *alpha, double *x, int incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDscal(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDscal(bd, handle, n, alpha, x, incx) bd_inline_cublasDscal(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDscal_64(cublasHandle_t handle, int64_t n, const double *alpha, double *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDscal_64(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDscal_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *alpha, double *x, int64_t incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDscal_64(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDscal_64(bd, handle, n, alpha, x, incx) bd_inline_cublasDscal_64(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCscal(cublasHandle_t handle, int n, const cuComplex *alpha, cuComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCscal(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCscal(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *alpha, cuComplex *x, int incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCscal(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCscal(bd, handle, n, alpha, x, incx) bd_inline_cublasCscal(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCscal_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha, cuComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCscal_64(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCscal_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *alpha, cuComplex *x, int64_t incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCscal_64(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCscal_64(bd, handle, n, alpha, x, incx) bd_inline_cublasCscal_64(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsscal(cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsscal(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCsscal(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCsscal(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCsscal(bd, handle, n, alpha, x, incx) bd_inline_cublasCsscal(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsscal_64(cublasHandle_t handle, int64_t n, const float *alpha, cuComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsscal_64(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCsscal_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *alpha, cuComplex *x, int64_t incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCsscal_64(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCsscal_64(bd, handle, n, alpha, x, incx) bd_inline_cublasCsscal_64(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZscal(cublasHandle_t handle, int n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZscal(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZscal(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZscal(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZscal(bd, handle, n, alpha, x, incx) bd_inline_cublasZscal(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZscal_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZscal_64(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZscal_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int64_t incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZscal_64(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZscal_64(bd, handle, n, alpha, x, incx) bd_inline_cublasZscal_64(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZdscal(cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZdscal(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZdscal(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x, int incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZdscal(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZdscal(bd, handle, n, alpha, x, incx) bd_inline_cublasZdscal(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZdscal_64(cublasHandle_t handle, int64_t n, const double *alpha, cuDoubleComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZdscal_64(bd, handle, n, alpha, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZdscal_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *alpha, cuDoubleComplex *x, int64_t incx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZdscal_64(handle, n, alpha, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZdscal_64(bd, handle, n, alpha, x, incx) bd_inline_cublasZdscal_64(__FILE__, __LINE__, bd, handle, n, alpha, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasAxpyEx(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasAxpyEx(bd, handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype);
}

static inline cublasStatus_t bd_inline_cublasAxpyEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasAxpyEx)(handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype)
                                 : bd_gen_at_cublasAxpyEx(handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype, bd, bd_file, bd_line);
}
#define bd_cublasAxpyEx(bd, handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype) bd_inline_cublasAxpyEx(__FILE__, __LINE__, bd, handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasAxpyEx_64(cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasAxpyEx_64(bd, handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype);
}

static inline cublasStatus_t bd_inline_cublasAxpyEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasAxpyEx_64)(handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype)
                                 : bd_gen_at_cublasAxpyEx_64(handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype, bd, bd_file, bd_line);
}
#define bd_cublasAxpyEx_64(bd, handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype) bd_inline_cublasAxpyEx_64(__FILE__, __LINE__, bd, handle, n, alpha, alphaType, x, xType, incx, y, yType, incy, executiontype)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSaxpy(cublasHandle_t handle, int n, const float *alpha, const float *x, int incx, float *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSaxpy(bd, handle, n, alpha, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSaxpy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const float *alpha, const float *x, int incx, float *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSaxpy(handle, n, alpha, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSaxpy(bd, handle, n, alpha, x, incx, y, incy) bd_inline_cublasSaxpy(__FILE__, __LINE__, bd, handle, n, alpha, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSaxpy_64(cublasHandle_t handle, int64_t n, const float *alpha, const float *x, int64_t incx, float *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSaxpy_64(bd, handle, n, alpha, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSaxpy_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *alpha, const float *x, int64_t incx, float *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSaxpy_64(handle, n, alpha, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSaxpy_64(bd, handle, n, alpha, x, incx, y, incy) bd_inline_cublasSaxpy_64(__FILE__, __LINE__, bd, handle, n, alpha, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDaxpy(cublasHandle_t handle, int n, const double *alpha, const double *x, int incx, double *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDaxpy(bd, handle, n, alpha, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDaxpy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const double *alpha, const double *x, int incx, double *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDaxpy(handle, n, alpha, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDaxpy(bd, handle, n, alpha, x, incx, y, incy) bd_inline_cublasDaxpy(__FILE__, __LINE__, bd, handle, n, alpha, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDaxpy_64(cublasHandle_t handle, int64_t n, const double *alpha, const double *x, int64_t incx, double *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDaxpy_64(bd, handle, n, alpha, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDaxpy_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *alpha, const double *x, int64_t incx, double *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDaxpy_64(handle, n, alpha, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDaxpy_64(bd, handle, n, alpha, x, incx, y, incy) bd_inline_cublasDaxpy_64(__FILE__, __LINE__, bd, handle, n, alpha, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCaxpy(cublasHandle_t handle, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCaxpy(bd, handle, n, alpha, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCaxpy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCaxpy(handle, n, alpha, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCaxpy(bd, handle, n, alpha, x, incx, y, incy) bd_inline_cublasCaxpy(__FILE__, __LINE__, bd, handle, n, alpha, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCaxpy_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCaxpy_64(bd, handle, n, alpha, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCaxpy_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCaxpy_64(handle, n, alpha, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCaxpy_64(bd, handle, n, alpha, x, incx, y, incy) bd_inline_cublasCaxpy_64(__FILE__, __LINE__, bd, handle, n, alpha, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZaxpy(cublasHandle_t handle, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZaxpy(bd, handle, n, alpha, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZaxpy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZaxpy(handle, n, alpha, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZaxpy(bd, handle, n, alpha, x, incx, y, incy) bd_inline_cublasZaxpy(__FILE__, __LINE__, bd, handle, n, alpha, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZaxpy_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZaxpy_64(bd, handle, n, alpha, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZaxpy_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZaxpy_64(handle, n, alpha, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZaxpy_64(bd, handle, n, alpha, x, incx, y, incy) bd_inline_cublasZaxpy_64(__FILE__, __LINE__, bd, handle, n, alpha, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCopyEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCopyEx(bd, handle, n, x, xType, incx, y, yType, incy);
}

static inline cublasStatus_t bd_inline_cublasCopyEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCopyEx)(handle, n, x, xType, incx, y, yType, incy)
                                 : bd_gen_at_cublasCopyEx(handle, n, x, xType, incx, y, yType, incy, bd, bd_file, bd_line);
}
#define bd_cublasCopyEx(bd, handle, n, x, xType, incx, y, yType, incy) bd_inline_cublasCopyEx(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCopyEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCopyEx_64(bd, handle, n, x, xType, incx, y, yType, incy);
}

static inline cublasStatus_t bd_inline_cublasCopyEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCopyEx_64)(handle, n, x, xType, incx, y, yType, incy)
                                 : bd_gen_at_cublasCopyEx_64(handle, n, x, xType, incx, y, yType, incy, bd, bd_file, bd_line);
}
#define bd_cublasCopyEx_64(bd, handle, n, x, xType, incx, y, yType, incy) bd_inline_cublasCopyEx_64(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasScopy(cublasHandle_t handle, int n, const float *x, int incx, float *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasScopy(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasScopy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, float *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasScopy(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasScopy(bd, handle, n, x, incx, y, incy) bd_inline_cublasScopy(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasScopy_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasScopy_64(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasScopy_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasScopy_64(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasScopy_64(bd, handle, n, x, incx, y, incy) bd_inline_cublasScopy_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDcopy(cublasHandle_t handle, int n, const double *x, int incx, double *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDcopy(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDcopy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, double *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDcopy(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDcopy(bd, handle, n, x, incx, y, incy) bd_inline_cublasDcopy(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDcopy_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDcopy_64(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDcopy_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDcopy_64(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDcopy_64(bd, handle, n, x, incx, y, incy) bd_inline_cublasDcopy_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCcopy(cublasHandle_t handle, int n, const cuComplex *x, int incx, cuComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCcopy(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCcopy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, cuComplex *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCcopy(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCcopy(bd, handle, n, x, incx, y, incy) bd_inline_cublasCcopy(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCcopy_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCcopy_64(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCcopy_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCcopy_64(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCcopy_64(bd, handle, n, x, incx, y, incy) bd_inline_cublasCcopy_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZcopy(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZcopy(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZcopy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZcopy(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZcopy(bd, handle, n, x, incx, y, incy) bd_inline_cublasZcopy(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZcopy_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZcopy_64(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZcopy_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZcopy_64(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZcopy_64(bd, handle, n, x, incx, y, incy) bd_inline_cublasZcopy_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSswap(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSswap(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSswap(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, float *x, int incx, float *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSswap(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSswap(bd, handle, n, x, incx, y, incy) bd_inline_cublasSswap(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSswap_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSswap_64(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSswap_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSswap_64(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSswap_64(bd, handle, n, x, incx, y, incy) bd_inline_cublasSswap_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDswap(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDswap(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDswap(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, double *x, int incx, double *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDswap(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDswap(bd, handle, n, x, incx, y, incy) bd_inline_cublasDswap(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDswap_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDswap_64(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDswap_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDswap_64(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDswap_64(bd, handle, n, x, incx, y, incy) bd_inline_cublasDswap_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCswap(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCswap(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCswap(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCswap(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCswap(bd, handle, n, x, incx, y, incy) bd_inline_cublasCswap(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCswap_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCswap_64(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCswap_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCswap_64(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCswap_64(bd, handle, n, x, incx, y, incy) bd_inline_cublasCswap_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZswap(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZswap(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZswap(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZswap(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZswap(bd, handle, n, x, incx, y, incy) bd_inline_cublasZswap(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZswap_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZswap_64(bd, handle, n, x, incx, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZswap_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZswap_64(handle, n, x, incx, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZswap_64(bd, handle, n, x, incx, y, incy) bd_inline_cublasZswap_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSwapEx(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSwapEx(bd, handle, n, x, xType, incx, y, yType, incy);
}

static inline cublasStatus_t bd_inline_cublasSwapEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSwapEx)(handle, n, x, xType, incx, y, yType, incy)
                                 : bd_gen_at_cublasSwapEx(handle, n, x, xType, incx, y, yType, incy, bd, bd_file, bd_line);
}
#define bd_cublasSwapEx(bd, handle, n, x, xType, incx, y, yType, incy) bd_inline_cublasSwapEx(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSwapEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSwapEx_64(bd, handle, n, x, xType, incx, y, yType, incy);
}

static inline cublasStatus_t bd_inline_cublasSwapEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSwapEx_64)(handle, n, x, xType, incx, y, yType, incy)
                                 : bd_gen_at_cublasSwapEx_64(handle, n, x, xType, incx, y, yType, incy, bd, bd_file, bd_line);
}
#define bd_cublasSwapEx_64(bd, handle, n, x, xType, incx, y, yType, incy) bd_inline_cublasSwapEx_64(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIsamax(cublasHandle_t handle, int n, const float *x, int incx, int *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIsamax(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIsamax(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, int *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIsamax)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIsamax(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIsamax(bd, handle, n, x, incx, result) bd_inline_cublasIsamax(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIsamax_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIsamax_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIsamax_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIsamax_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIsamax_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIsamax_64(bd, handle, n, x, incx, result) bd_inline_cublasIsamax_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIdamax(cublasHandle_t handle, int n, const double *x, int incx, int *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIdamax(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIdamax(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, int *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIdamax)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIdamax(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIdamax(bd, handle, n, x, incx, result) bd_inline_cublasIdamax(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIdamax_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIdamax_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIdamax_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIdamax_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIdamax_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIdamax_64(bd, handle, n, x, incx, result) bd_inline_cublasIdamax_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIcamax(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIcamax(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIcamax(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIcamax)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIcamax(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIcamax(bd, handle, n, x, incx, result) bd_inline_cublasIcamax(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIcamax_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIcamax_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIcamax_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIcamax_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIcamax_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIcamax_64(bd, handle, n, x, incx, result) bd_inline_cublasIcamax_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIzamax(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIzamax(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIzamax(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIzamax)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIzamax(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIzamax(bd, handle, n, x, incx, result) bd_inline_cublasIzamax(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIzamax_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIzamax_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIzamax_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIzamax_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIzamax_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIzamax_64(bd, handle, n, x, incx, result) bd_inline_cublasIzamax_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIamaxEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIamaxEx(bd, handle, n, x, xType, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIamaxEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIamaxEx)(handle, n, x, xType, incx, result)
                                 : bd_gen_at_cublasIamaxEx(handle, n, x, xType, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIamaxEx(bd, handle, n, x, xType, incx, result) bd_inline_cublasIamaxEx(__FILE__, __LINE__, bd, handle, n, x, xType, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIamaxEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIamaxEx_64(bd, handle, n, x, xType, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIamaxEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIamaxEx_64)(handle, n, x, xType, incx, result)
                                 : bd_gen_at_cublasIamaxEx_64(handle, n, x, xType, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIamaxEx_64(bd, handle, n, x, xType, incx, result) bd_inline_cublasIamaxEx_64(__FILE__, __LINE__, bd, handle, n, x, xType, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIsamin(cublasHandle_t handle, int n, const float *x, int incx, int *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIsamin(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIsamin(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, int *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIsamin)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIsamin(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIsamin(bd, handle, n, x, incx, result) bd_inline_cublasIsamin(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIsamin_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIsamin_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIsamin_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIsamin_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIsamin_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIsamin_64(bd, handle, n, x, incx, result) bd_inline_cublasIsamin_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIdamin(cublasHandle_t handle, int n, const double *x, int incx, int *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIdamin(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIdamin(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, int *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIdamin)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIdamin(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIdamin(bd, handle, n, x, incx, result) bd_inline_cublasIdamin(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIdamin_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIdamin_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIdamin_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIdamin_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIdamin_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIdamin_64(bd, handle, n, x, incx, result) bd_inline_cublasIdamin_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIcamin(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIcamin(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIcamin(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIcamin)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIcamin(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIcamin(bd, handle, n, x, incx, result) bd_inline_cublasIcamin(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIcamin_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIcamin_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIcamin_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIcamin_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIcamin_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIcamin_64(bd, handle, n, x, incx, result) bd_inline_cublasIcamin_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIzamin(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIzamin(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIzamin(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIzamin)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIzamin(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIzamin(bd, handle, n, x, incx, result) bd_inline_cublasIzamin(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIzamin_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIzamin_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIzamin_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIzamin_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasIzamin_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIzamin_64(bd, handle, n, x, incx, result) bd_inline_cublasIzamin_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIaminEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIaminEx(bd, handle, n, x, xType, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIaminEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIaminEx)(handle, n, x, xType, incx, result)
                                 : bd_gen_at_cublasIaminEx(handle, n, x, xType, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIaminEx(bd, handle, n, x, xType, incx, result) bd_inline_cublasIaminEx(__FILE__, __LINE__, bd, handle, n, x, xType, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasIaminEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasIaminEx_64(bd, handle, n, x, xType, incx, result);
}

static inline cublasStatus_t bd_inline_cublasIaminEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasIaminEx_64)(handle, n, x, xType, incx, result)
                                 : bd_gen_at_cublasIaminEx_64(handle, n, x, xType, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasIaminEx_64(bd, handle, n, x, xType, incx, result) bd_inline_cublasIaminEx_64(__FILE__, __LINE__, bd, handle, n, x, xType, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasAsumEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasAsumEx(bd, handle, n, x, xType, incx, result, resultType, executiontype);
}

static inline cublasStatus_t bd_inline_cublasAsumEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasAsumEx)(handle, n, x, xType, incx, result, resultType, executiontype)
                                 : bd_gen_at_cublasAsumEx(handle, n, x, xType, incx, result, resultType, executiontype, bd, bd_file, bd_line);
}
#define bd_cublasAsumEx(bd, handle, n, x, xType, incx, result, resultType, executiontype) bd_inline_cublasAsumEx(__FILE__, __LINE__, bd, handle, n, x, xType, incx, result, resultType, executiontype)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasAsumEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasAsumEx_64(bd, handle, n, x, xType, incx, result, resultType, executiontype);
}

static inline cublasStatus_t bd_inline_cublasAsumEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasAsumEx_64)(handle, n, x, xType, incx, result, resultType, executiontype)
                                 : bd_gen_at_cublasAsumEx_64(handle, n, x, xType, incx, result, resultType, executiontype, bd, bd_file, bd_line);
}
#define bd_cublasAsumEx_64(bd, handle, n, x, xType, incx, result, resultType, executiontype) bd_inline_cublasAsumEx_64(__FILE__, __LINE__, bd, handle, n, x, xType, incx, result, resultType, executiontype)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSasum(cublasHandle_t handle, int n, const float *x, int incx, float *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSasum(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasSasum(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const float *x, int incx, float *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSasum)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasSasum(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasSasum(bd, handle, n, x, incx, result) bd_inline_cublasSasum(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSasum_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSasum_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasSasum_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSasum_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasSasum_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasSasum_64(bd, handle, n, x, incx, result) bd_inline_cublasSasum_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDasum(cublasHandle_t handle, int n, const double *x, int incx, double *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDasum(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasDasum(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const double *x, int incx, double *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDasum)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasDasum(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasDasum(bd, handle, n, x, incx, result) bd_inline_cublasDasum(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDasum_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDasum_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasDasum_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDasum_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasDasum_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasDasum_64(bd, handle, n, x, incx, result) bd_inline_cublasDasum_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasScasum(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasScasum(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasScasum(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasScasum)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasScasum(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasScasum(bd, handle, n, x, incx, result) bd_inline_cublasScasum(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasScasum_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasScasum_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasScasum_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasScasum_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasScasum_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasScasum_64(bd, handle, n, x, incx, result) bd_inline_cublasScasum_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDzasum(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDzasum(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasDzasum(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDzasum)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasDzasum(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasDzasum(bd, handle, n, x, incx, result) bd_inline_cublasDzasum(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDzasum_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDzasum_64(bd, handle, n, x, incx, result);
}

static inline cublasStatus_t bd_inline_cublasDzasum_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDzasum_64)(handle, n, x, incx, result)
                                 : bd_gen_at_cublasDzasum_64(handle, n, x, incx, result, bd, bd_file, bd_line);
}
#define bd_cublasDzasum_64(bd, handle, n, x, incx, result) bd_inline_cublasDzasum_64(__FILE__, __LINE__, bd, handle, n, x, incx, result)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSrot(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *c, const float *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSrot(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasSrot(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *c, const float *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSrot)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasSrot(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasSrot(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasSrot(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSrot_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *c, const float *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSrot_64(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasSrot_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *c, const float *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSrot_64)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasSrot_64(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasSrot_64(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasSrot_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDrot(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *c, const double *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDrot(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasDrot(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *c, const double *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDrot)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasDrot(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasDrot(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasDrot(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDrot_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *c, const double *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDrot_64(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasDrot_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *c, const double *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDrot_64)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasDrot_64(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasDrot_64(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasDrot_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCrot(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const cuComplex *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCrot(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasCrot(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const cuComplex *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCrot)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasCrot(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasCrot(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasCrot(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCrot_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const cuComplex *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCrot_64(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasCrot_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const cuComplex *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCrot_64)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasCrot_64(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasCrot_64(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasCrot_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsrot(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const float *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsrot(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasCsrot(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const float *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsrot)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasCsrot(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasCsrot(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasCsrot(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsrot_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const float *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsrot_64(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasCsrot_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const float *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsrot_64)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasCsrot_64(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasCsrot_64(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasCsrot_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZrot(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const cuDoubleComplex *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZrot(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasZrot(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const cuDoubleComplex *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZrot)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasZrot(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasZrot(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasZrot(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZrot_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const cuDoubleComplex *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZrot_64(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasZrot_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const cuDoubleComplex *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZrot_64)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasZrot_64(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasZrot_64(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasZrot_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZdrot(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const double *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZdrot(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasZdrot(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const double *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZdrot)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasZdrot(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasZdrot(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasZdrot(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZdrot_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const double *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZdrot_64(bd, handle, n, x, incx, y, incy, c, s);
}

static inline cublasStatus_t bd_inline_cublasZdrot_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const double *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZdrot_64)(handle, n, x, incx, y, incy, c, s)
                                 : bd_gen_at_cublasZdrot_64(handle, n, x, incx, y, incy, c, s, bd, bd_file, bd_line);
}
#define bd_cublasZdrot_64(bd, handle, n, x, incx, y, incy, c, s) bd_inline_cublasZdrot_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasRotEx(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasRotEx(bd, handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype);
}

static inline cublasStatus_t bd_inline_cublasRotEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasRotEx)(handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype)
                                 : bd_gen_at_cublasRotEx(handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype, bd, bd_file, bd_line);
}
#define bd_cublasRotEx(bd, handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype) bd_inline_cublasRotEx(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasRotEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasRotEx_64(bd, handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype);
}

static inline cublasStatus_t bd_inline_cublasRotEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasRotEx_64)(handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype)
                                 : bd_gen_at_cublasRotEx_64(handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype, bd, bd_file, bd_line);
}
#define bd_cublasRotEx_64(bd, handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype) bd_inline_cublasRotEx_64(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy, c, s, csType, executiontype)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSrotg(cublasHandle_t handle, float *a, float *b, float *c, float *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSrotg(bd, handle, a, b, c, s);
}

static inline cublasStatus_t bd_inline_cublasSrotg(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, float *a, float *b, float *c, float *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSrotg)(handle, a, b, c, s)
                                 : bd_gen_at_cublasSrotg(handle, a, b, c, s, bd, bd_file, bd_line);
}
#define bd_cublasSrotg(bd, handle, a, b, c, s) bd_inline_cublasSrotg(__FILE__, __LINE__, bd, handle, a, b, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDrotg(cublasHandle_t handle, double *a, double *b, double *c, double *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDrotg(bd, handle, a, b, c, s);
}

static inline cublasStatus_t bd_inline_cublasDrotg(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, double *a, double *b, double *c, double *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDrotg)(handle, a, b, c, s)
                                 : bd_gen_at_cublasDrotg(handle, a, b, c, s, bd, bd_file, bd_line);
}
#define bd_cublasDrotg(bd, handle, a, b, c, s) bd_inline_cublasDrotg(__FILE__, __LINE__, bd, handle, a, b, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCrotg(cublasHandle_t handle, cuComplex *a, cuComplex *b, float *c, cuComplex *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCrotg(bd, handle, a, b, c, s);
}

static inline cublasStatus_t bd_inline_cublasCrotg(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cuComplex *a, cuComplex *b, float *c, cuComplex *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCrotg)(handle, a, b, c, s)
                                 : bd_gen_at_cublasCrotg(handle, a, b, c, s, bd, bd_file, bd_line);
}
#define bd_cublasCrotg(bd, handle, a, b, c, s) bd_inline_cublasCrotg(__FILE__, __LINE__, bd, handle, a, b, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZrotg(cublasHandle_t handle, cuDoubleComplex *a, cuDoubleComplex *b, double *c, cuDoubleComplex *s, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZrotg(bd, handle, a, b, c, s);
}

static inline cublasStatus_t bd_inline_cublasZrotg(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cuDoubleComplex *a, cuDoubleComplex *b, double *c, cuDoubleComplex *s)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZrotg)(handle, a, b, c, s)
                                 : bd_gen_at_cublasZrotg(handle, a, b, c, s, bd, bd_file, bd_line);
}
#define bd_cublasZrotg(bd, handle, a, b, c, s) bd_inline_cublasZrotg(__FILE__, __LINE__, bd, handle, a, b, c, s)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasRotgEx(cublasHandle_t handle, void *a, void *b, cudaDataType abType, void *c, void *s, cudaDataType csType, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasRotgEx(bd, handle, a, b, abType, c, s, csType, executiontype);
}

static inline cublasStatus_t bd_inline_cublasRotgEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, void *a, void *b, cudaDataType abType, void *c, void *s, cudaDataType csType, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasRotgEx)(handle, a, b, abType, c, s, csType, executiontype)
                                 : bd_gen_at_cublasRotgEx(handle, a, b, abType, c, s, csType, executiontype, bd, bd_file, bd_line);
}
#define bd_cublasRotgEx(bd, handle, a, b, abType, c, s, csType, executiontype) bd_inline_cublasRotgEx(__FILE__, __LINE__, bd, handle, a, b, abType, c, s, csType, executiontype)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSrotm(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *param, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSrotm(bd, handle, n, x, incx, y, incy, param);
}

static inline cublasStatus_t bd_inline_cublasSrotm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *param)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSrotm)(handle, n, x, incx, y, incy, param)
                                 : bd_gen_at_cublasSrotm(handle, n, x, incx, y, incy, param, bd, bd_file, bd_line);
}
#define bd_cublasSrotm(bd, handle, n, x, incx, y, incy, param) bd_inline_cublasSrotm(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, param)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSrotm_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *param, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSrotm_64(bd, handle, n, x, incx, y, incy, param);
}

static inline cublasStatus_t bd_inline_cublasSrotm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *param)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSrotm_64)(handle, n, x, incx, y, incy, param)
                                 : bd_gen_at_cublasSrotm_64(handle, n, x, incx, y, incy, param, bd, bd_file, bd_line);
}
#define bd_cublasSrotm_64(bd, handle, n, x, incx, y, incy, param) bd_inline_cublasSrotm_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, param)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDrotm(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *param, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDrotm(bd, handle, n, x, incx, y, incy, param);
}

static inline cublasStatus_t bd_inline_cublasDrotm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *param)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDrotm)(handle, n, x, incx, y, incy, param)
                                 : bd_gen_at_cublasDrotm(handle, n, x, incx, y, incy, param, bd, bd_file, bd_line);
}
#define bd_cublasDrotm(bd, handle, n, x, incx, y, incy, param) bd_inline_cublasDrotm(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, param)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDrotm_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *param, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDrotm_64(bd, handle, n, x, incx, y, incy, param);
}

static inline cublasStatus_t bd_inline_cublasDrotm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *param)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDrotm_64)(handle, n, x, incx, y, incy, param)
                                 : bd_gen_at_cublasDrotm_64(handle, n, x, incx, y, incy, param, bd, bd_file, bd_line);
}
#define bd_cublasDrotm_64(bd, handle, n, x, incx, y, incy, param) bd_inline_cublasDrotm_64(__FILE__, __LINE__, bd, handle, n, x, incx, y, incy, param)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasRotmEx(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *param, cudaDataType paramType, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasRotmEx(bd, handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype);
}

static inline cublasStatus_t bd_inline_cublasRotmEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *param, cudaDataType paramType, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasRotmEx)(handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype)
                                 : bd_gen_at_cublasRotmEx(handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype, bd, bd_file, bd_line);
}
#define bd_cublasRotmEx(bd, handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype) bd_inline_cublasRotmEx(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasRotmEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *param, cudaDataType paramType, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasRotmEx_64(bd, handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype);
}

static inline cublasStatus_t bd_inline_cublasRotmEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *param, cudaDataType paramType, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasRotmEx_64)(handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype)
                                 : bd_gen_at_cublasRotmEx_64(handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype, bd, bd_file, bd_line);
}
#define bd_cublasRotmEx_64(bd, handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype) bd_inline_cublasRotmEx_64(__FILE__, __LINE__, bd, handle, n, x, xType, incx, y, yType, incy, param, paramType, executiontype)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSrotmg(cublasHandle_t handle, float *d1, float *d2, float *x1, const float *y1, float *param, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSrotmg(bd, handle, d1, d2, x1, y1, param);
}

static inline cublasStatus_t bd_inline_cublasSrotmg(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, float *d1, float *d2, float *x1, const float *y1, float *param)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSrotmg)(handle, d1, d2, x1, y1, param)
                                 : bd_gen_at_cublasSrotmg(handle, d1, d2, x1, y1, param, bd, bd_file, bd_line);
}
#define bd_cublasSrotmg(bd, handle, d1, d2, x1, y1, param) bd_inline_cublasSrotmg(__FILE__, __LINE__, bd, handle, d1, d2, x1, y1, param)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDrotmg(cublasHandle_t handle, double *d1, double *d2, double *x1, const double *y1, double *param, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDrotmg(bd, handle, d1, d2, x1, y1, param);
}

static inline cublasStatus_t bd_inline_cublasDrotmg(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, double *d1, double *d2, double *x1, const double *y1, double *param)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDrotmg)(handle, d1, d2, x1, y1, param)
                                 : bd_gen_at_cublasDrotmg(handle, d1, d2, x1, y1, param, bd, bd_file, bd_line);
}
#define bd_cublasDrotmg(bd, handle, d1, d2, x1, y1, param) bd_inline_cublasDrotmg(__FILE__, __LINE__, bd, handle, d1, d2, x1, y1, param)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasRotmgEx(cublasHandle_t handle, void *d1, cudaDataType d1Type, void *d2, cudaDataType d2Type, void *x1, cudaDataType x1Type, const void *y1, cudaDataType y1Type, void *param, cudaDataType paramType, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasRotmgEx(bd, handle, d1, d1Type, d2, d2Type, x1, x1Type, y1, y1Type, param, paramType, executiontype);
}

static inline cublasStatus_t bd_inline_cublasRotmgEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, void *d1, cudaDataType d1Type, void *d2, cudaDataType d2Type, void *x1, cudaDataType x1Type, const void *y1, cudaDataType y1Type, void *param, cudaDataType paramType, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasRotmgEx)(handle, d1, d1Type, d2, d2Type, x1, x1Type, y1, y1Type, param, paramType, executiontype)
                                 : bd_gen_at_cublasRotmgEx(handle, d1, d1Type, d2, d2Type, x1, x1Type, y1, y1Type, param, paramType, executiontype, bd, bd_file, bd_line);
}
#define bd_cublasRotmgEx(bd, handle, d1, d1Type, d2, d2Type, x1, x1Type, y1, y1Type, param, paramType, executiontype) bd_inline_cublasRotmgEx(__FILE__, __LINE__, bd, handle, d1, d1Type, d2, d2Type, x1, x1Type, y1, y1Type, param, paramType, executiontype)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemv(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSgemv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSgemv(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasSgemv(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemv_64(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSgemv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSgemv_64(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasSgemv_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemv(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDgemv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDgemv(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasDgemv(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemv_64(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDgemv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDgemv_64(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasDgemv_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemv(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCgemv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCgemv(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasCgemv(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemv_64(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCgemv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCgemv_64(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasCgemv_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemv(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZgemv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZgemv(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZgemv(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasZgemv(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemv_64(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZgemv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZgemv_64(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZgemv_64(bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasZgemv_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgbmv(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSgbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgbmv)(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasSgbmv(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSgbmv(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasSgbmv(__FILE__, __LINE__, bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgbmv_64(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSgbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgbmv_64)(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasSgbmv_64(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSgbmv_64(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasSgbmv_64(__FILE__, __LINE__, bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgbmv(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDgbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgbmv)(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasDgbmv(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDgbmv(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasDgbmv(__FILE__, __LINE__, bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgbmv_64(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDgbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgbmv_64)(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasDgbmv_64(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDgbmv_64(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasDgbmv_64(__FILE__, __LINE__, bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgbmv(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCgbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgbmv)(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasCgbmv(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCgbmv(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasCgbmv(__FILE__, __LINE__, bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgbmv_64(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCgbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgbmv_64)(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasCgbmv_64(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCgbmv_64(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasCgbmv_64(__FILE__, __LINE__, bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgbmv(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZgbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgbmv)(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasZgbmv(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZgbmv(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasZgbmv(__FILE__, __LINE__, bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgbmv_64(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZgbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgbmv_64)(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasZgbmv_64(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZgbmv_64(bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasZgbmv_64(__FILE__, __LINE__, bd, handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStrmv(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStrmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStrmv)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasStrmv(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStrmv(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasStrmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStrmv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStrmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStrmv_64)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasStrmv_64(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStrmv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasStrmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtrmv(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtrmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtrmv)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasDtrmv(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtrmv(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasDtrmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtrmv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtrmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtrmv_64)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasDtrmv_64(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtrmv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasDtrmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtrmv(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtrmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtrmv)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasCtrmv(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtrmv(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasCtrmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtrmv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtrmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtrmv_64)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasCtrmv_64(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtrmv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasCtrmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtrmv(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtrmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtrmv)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasZtrmv(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtrmv(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasZtrmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtrmv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtrmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtrmv_64)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasZtrmv_64(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtrmv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasZtrmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStbmv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStbmv)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasStbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStbmv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasStbmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStbmv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStbmv_64)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasStbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStbmv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasStbmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtbmv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtbmv)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasDtbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtbmv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasDtbmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtbmv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtbmv_64)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasDtbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtbmv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasDtbmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtbmv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtbmv)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasCtbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtbmv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasCtbmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtbmv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtbmv_64)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasCtbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtbmv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasCtbmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtbmv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtbmv)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasZtbmv(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtbmv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasZtbmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtbmv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtbmv_64)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasZtbmv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtbmv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasZtbmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStpmv(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStpmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStpmv)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasStpmv(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStpmv(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasStpmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStpmv_64(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStpmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStpmv_64)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasStpmv_64(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStpmv_64(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasStpmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtpmv(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtpmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtpmv)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasDtpmv(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtpmv(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasDtpmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtpmv_64(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtpmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtpmv_64)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasDtpmv_64(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtpmv_64(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasDtpmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtpmv(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtpmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtpmv)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasCtpmv(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtpmv(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasCtpmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtpmv_64(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtpmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtpmv_64)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasCtpmv_64(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtpmv_64(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasCtpmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtpmv(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtpmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtpmv)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasZtpmv(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtpmv(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasZtpmv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtpmv_64(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtpmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtpmv_64)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasZtpmv_64(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtpmv_64(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasZtpmv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStrsv(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStrsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStrsv)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasStrsv(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStrsv(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasStrsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStrsv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStrsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStrsv_64)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasStrsv_64(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStrsv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasStrsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtrsv(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtrsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtrsv)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasDtrsv(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtrsv(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasDtrsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtrsv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtrsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtrsv_64)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasDtrsv_64(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtrsv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasDtrsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtrsv(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtrsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtrsv)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasCtrsv(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtrsv(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasCtrsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtrsv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtrsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtrsv_64)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasCtrsv_64(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtrsv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasCtrsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtrsv(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtrsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtrsv)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasZtrsv(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtrsv(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasZtrsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtrsv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtrsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtrsv_64)(handle, uplo, trans, diag, n, A, lda, x, incx)
                                 : bd_gen_at_cublasZtrsv_64(handle, uplo, trans, diag, n, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtrsv_64(bd, handle, uplo, trans, diag, n, A, lda, x, incx) bd_inline_cublasZtrsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStpsv(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStpsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStpsv)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasStpsv(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStpsv(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasStpsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStpsv_64(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStpsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStpsv_64)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasStpsv_64(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStpsv_64(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasStpsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtpsv(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtpsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtpsv)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasDtpsv(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtpsv(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasDtpsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtpsv_64(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtpsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtpsv_64)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasDtpsv_64(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtpsv_64(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasDtpsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtpsv(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtpsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtpsv)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasCtpsv(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtpsv(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasCtpsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtpsv_64(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtpsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtpsv_64)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasCtpsv_64(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtpsv_64(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasCtpsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtpsv(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtpsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtpsv)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasZtpsv(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtpsv(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasZtpsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtpsv_64(bd, handle, uplo, trans, diag, n, AP, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtpsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtpsv_64)(handle, uplo, trans, diag, n, AP, x, incx)
                                 : bd_gen_at_cublasZtpsv_64(handle, uplo, trans, diag, n, AP, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtpsv_64(bd, handle, uplo, trans, diag, n, AP, x, incx) bd_inline_cublasZtpsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, AP, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStbsv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStbsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStbsv)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasStbsv(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStbsv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasStbsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStbsv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasStbsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStbsv_64)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasStbsv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasStbsv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasStbsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtbsv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtbsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtbsv)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasDtbsv(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtbsv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasDtbsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtbsv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasDtbsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtbsv_64)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasDtbsv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasDtbsv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasDtbsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtbsv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtbsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtbsv)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasCtbsv(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtbsv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasCtbsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtbsv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasCtbsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtbsv_64)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasCtbsv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasCtbsv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasCtbsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtbsv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtbsv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtbsv)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasZtbsv(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtbsv(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasZtbsv(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtbsv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx);
}

static inline cublasStatus_t bd_inline_cublasZtbsv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtbsv_64)(handle, uplo, trans, diag, n, k, A, lda, x, incx)
                                 : bd_gen_at_cublasZtbsv_64(handle, uplo, trans, diag, n, k, A, lda, x, incx, bd, bd_file, bd_line);
}
#define bd_cublasZtbsv_64(bd, handle, uplo, trans, diag, n, k, A, lda, x, incx) bd_inline_cublasZtbsv_64(__FILE__, __LINE__, bd, handle, uplo, trans, diag, n, k, A, lda, x, incx)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsymv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSsymv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsymv)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasSsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSsymv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasSsymv(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsymv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSsymv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsymv_64)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasSsymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSsymv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasSsymv_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsymv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDsymv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsymv)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasDsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDsymv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasDsymv(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsymv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDsymv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsymv_64)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasDsymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDsymv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasDsymv_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsymv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCsymv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsymv)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasCsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCsymv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasCsymv(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsymv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasCsymv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsymv_64)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasCsymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasCsymv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasCsymv_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsymv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZsymv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsymv)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasZsymv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZsymv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasZsymv(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsymv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZsymv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsymv_64)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasZsymv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZsymv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasZsymv_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChemv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChemv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasChemv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChemv)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasChemv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasChemv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasChemv(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChemv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChemv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasChemv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChemv_64)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasChemv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasChemv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasChemv_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhemv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhemv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZhemv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhemv)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasZhemv(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZhemv(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasZhemv(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhemv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhemv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZhemv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhemv_64)(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasZhemv_64(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZhemv_64(bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasZhemv_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsbmv(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSsbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsbmv)(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasSsbmv(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSsbmv(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasSsbmv(__FILE__, __LINE__, bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsbmv_64(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSsbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsbmv_64)(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasSsbmv_64(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSsbmv_64(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasSsbmv_64(__FILE__, __LINE__, bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsbmv(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDsbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsbmv)(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasDsbmv(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDsbmv(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasDsbmv(__FILE__, __LINE__, bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsbmv_64(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDsbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsbmv_64)(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasDsbmv_64(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDsbmv_64(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasDsbmv_64(__FILE__, __LINE__, bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChbmv(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasChbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChbmv)(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasChbmv(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasChbmv(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasChbmv(__FILE__, __LINE__, bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChbmv_64(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasChbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChbmv_64)(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasChbmv_64(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasChbmv_64(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasChbmv_64(__FILE__, __LINE__, bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhbmv(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZhbmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhbmv)(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasZhbmv(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZhbmv(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasZhbmv(__FILE__, __LINE__, bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhbmv_64(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZhbmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhbmv_64)(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasZhbmv_64(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZhbmv_64(bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy) bd_inline_cublasZhbmv_64(__FILE__, __LINE__, bd, handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSspmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *AP, const float *x, int incx, const float *beta, float *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSspmv(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSspmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *AP, const float *x, int incx, const float *beta, float *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSspmv)(handle, uplo, n, alpha, AP, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasSspmv(handle, uplo, n, alpha, AP, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSspmv(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy) bd_inline_cublasSspmv(__FILE__, __LINE__, bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSspmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *AP, const float *x, int64_t incx, const float *beta, float *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSspmv_64(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasSspmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *AP, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSspmv_64)(handle, uplo, n, alpha, AP, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasSspmv_64(handle, uplo, n, alpha, AP, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasSspmv_64(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy) bd_inline_cublasSspmv_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDspmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *AP, const double *x, int incx, const double *beta, double *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDspmv(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDspmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *AP, const double *x, int incx, const double *beta, double *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDspmv)(handle, uplo, n, alpha, AP, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasDspmv(handle, uplo, n, alpha, AP, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDspmv(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy) bd_inline_cublasDspmv(__FILE__, __LINE__, bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDspmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *AP, const double *x, int64_t incx, const double *beta, double *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDspmv_64(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasDspmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *AP, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDspmv_64)(handle, uplo, n, alpha, AP, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasDspmv_64(handle, uplo, n, alpha, AP, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasDspmv_64(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy) bd_inline_cublasDspmv_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChpmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChpmv(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasChpmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChpmv)(handle, uplo, n, alpha, AP, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasChpmv(handle, uplo, n, alpha, AP, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasChpmv(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy) bd_inline_cublasChpmv(__FILE__, __LINE__, bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChpmv_64(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasChpmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChpmv_64)(handle, uplo, n, alpha, AP, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasChpmv_64(handle, uplo, n, alpha, AP, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasChpmv_64(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy) bd_inline_cublasChpmv_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhpmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhpmv(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZhpmv(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhpmv)(handle, uplo, n, alpha, AP, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasZhpmv(handle, uplo, n, alpha, AP, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZhpmv(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy) bd_inline_cublasZhpmv(__FILE__, __LINE__, bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhpmv_64(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy);
}

static inline cublasStatus_t bd_inline_cublasZhpmv_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhpmv_64)(handle, uplo, n, alpha, AP, x, incx, beta, y, incy)
                                 : bd_gen_at_cublasZhpmv_64(handle, uplo, n, alpha, AP, x, incx, beta, y, incy, bd, bd_file, bd_line);
}
#define bd_cublasZhpmv_64(bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy) bd_inline_cublasZhpmv_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, AP, x, incx, beta, y, incy)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSger(cublasHandle_t handle, int m, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSger(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasSger(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int m, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSger)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasSger(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasSger(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasSger(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSger_64(cublasHandle_t handle, int64_t m, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSger_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasSger_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSger_64)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasSger_64(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasSger_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasSger_64(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDger(cublasHandle_t handle, int m, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDger(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasDger(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int m, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDger)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasDger(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasDger(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasDger(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDger_64(cublasHandle_t handle, int64_t m, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDger_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasDger_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDger_64)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasDger_64(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasDger_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasDger_64(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgeru(cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgeru(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCgeru(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgeru)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasCgeru(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCgeru(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasCgeru(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgeru_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgeru_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCgeru_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgeru_64)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasCgeru_64(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCgeru_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasCgeru_64(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgerc(cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgerc(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCgerc(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgerc)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasCgerc(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCgerc(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasCgerc(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgerc_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgerc_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCgerc_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgerc_64)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasCgerc_64(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCgerc_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasCgerc_64(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgeru(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgeru(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZgeru(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgeru)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasZgeru(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZgeru(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasZgeru(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgeru_64(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgeru_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZgeru_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgeru_64)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasZgeru_64(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZgeru_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasZgeru_64(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgerc(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgerc(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZgerc(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgerc)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasZgerc(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZgerc(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasZgerc(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgerc_64(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgerc_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZgerc_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgerc_64)(handle, m, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasZgerc_64(handle, m, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZgerc_64(bd, handle, m, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasZgerc_64(__FILE__, __LINE__, bd, handle, m, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsyr(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasSsyr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsyr)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasSsyr(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasSsyr(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasSsyr(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsyr_64(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasSsyr_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsyr_64)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasSsyr_64(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasSsyr_64(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasSsyr_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsyr(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasDsyr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsyr)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasDsyr(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasDsyr(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasDsyr(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsyr_64(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasDsyr_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsyr_64)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasDsyr_64(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasDsyr_64(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasDsyr_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyr(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCsyr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyr)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasCsyr(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCsyr(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasCsyr(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyr_64(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCsyr_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyr_64)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasCsyr_64(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCsyr_64(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasCsyr_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsyr(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZsyr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsyr)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasZsyr(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZsyr(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasZsyr(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsyr_64(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZsyr_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsyr_64)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasZsyr_64(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZsyr_64(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasZsyr_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCher(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCher(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCher(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCher)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasCher(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCher(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasCher(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCher_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCher_64(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCher_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCher_64)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasCher_64(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCher_64(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasCher_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZher(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZher(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZher(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZher)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasZher(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZher(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasZher(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZher_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZher_64(bd, handle, uplo, n, alpha, x, incx, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZher_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZher_64)(handle, uplo, n, alpha, x, incx, A, lda)
                                 : bd_gen_at_cublasZher_64(handle, uplo, n, alpha, x, incx, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZher_64(bd, handle, uplo, n, alpha, x, incx, A, lda) bd_inline_cublasZher_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSspr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSspr(bd, handle, uplo, n, alpha, x, incx, AP);
}

static inline cublasStatus_t bd_inline_cublasSspr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSspr)(handle, uplo, n, alpha, x, incx, AP)
                                 : bd_gen_at_cublasSspr(handle, uplo, n, alpha, x, incx, AP, bd, bd_file, bd_line);
}
#define bd_cublasSspr(bd, handle, uplo, n, alpha, x, incx, AP) bd_inline_cublasSspr(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSspr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSspr_64(bd, handle, uplo, n, alpha, x, incx, AP);
}

static inline cublasStatus_t bd_inline_cublasSspr_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSspr_64)(handle, uplo, n, alpha, x, incx, AP)
                                 : bd_gen_at_cublasSspr_64(handle, uplo, n, alpha, x, incx, AP, bd, bd_file, bd_line);
}
#define bd_cublasSspr_64(bd, handle, uplo, n, alpha, x, incx, AP) bd_inline_cublasSspr_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDspr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDspr(bd, handle, uplo, n, alpha, x, incx, AP);
}

static inline cublasStatus_t bd_inline_cublasDspr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDspr)(handle, uplo, n, alpha, x, incx, AP)
                                 : bd_gen_at_cublasDspr(handle, uplo, n, alpha, x, incx, AP, bd, bd_file, bd_line);
}
#define bd_cublasDspr(bd, handle, uplo, n, alpha, x, incx, AP) bd_inline_cublasDspr(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDspr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDspr_64(bd, handle, uplo, n, alpha, x, incx, AP);
}

static inline cublasStatus_t bd_inline_cublasDspr_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDspr_64)(handle, uplo, n, alpha, x, incx, AP)
                                 : bd_gen_at_cublasDspr_64(handle, uplo, n, alpha, x, incx, AP, bd, bd_file, bd_line);
}
#define bd_cublasDspr_64(bd, handle, uplo, n, alpha, x, incx, AP) bd_inline_cublasDspr_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChpr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChpr(bd, handle, uplo, n, alpha, x, incx, AP);
}

static inline cublasStatus_t bd_inline_cublasChpr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChpr)(handle, uplo, n, alpha, x, incx, AP)
                                 : bd_gen_at_cublasChpr(handle, uplo, n, alpha, x, incx, AP, bd, bd_file, bd_line);
}
#define bd_cublasChpr(bd, handle, uplo, n, alpha, x, incx, AP) bd_inline_cublasChpr(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChpr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChpr_64(bd, handle, uplo, n, alpha, x, incx, AP);
}

static inline cublasStatus_t bd_inline_cublasChpr_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChpr_64)(handle, uplo, n, alpha, x, incx, AP)
                                 : bd_gen_at_cublasChpr_64(handle, uplo, n, alpha, x, incx, AP, bd, bd_file, bd_line);
}
#define bd_cublasChpr_64(bd, handle, uplo, n, alpha, x, incx, AP) bd_inline_cublasChpr_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhpr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhpr(bd, handle, uplo, n, alpha, x, incx, AP);
}

static inline cublasStatus_t bd_inline_cublasZhpr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhpr)(handle, uplo, n, alpha, x, incx, AP)
                                 : bd_gen_at_cublasZhpr(handle, uplo, n, alpha, x, incx, AP, bd, bd_file, bd_line);
}
#define bd_cublasZhpr(bd, handle, uplo, n, alpha, x, incx, AP) bd_inline_cublasZhpr(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhpr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhpr_64(bd, handle, uplo, n, alpha, x, incx, AP);
}

static inline cublasStatus_t bd_inline_cublasZhpr_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhpr_64)(handle, uplo, n, alpha, x, incx, AP)
                                 : bd_gen_at_cublasZhpr_64(handle, uplo, n, alpha, x, incx, AP, bd, bd_file, bd_line);
}
#define bd_cublasZhpr_64(bd, handle, uplo, n, alpha, x, incx, AP) bd_inline_cublasZhpr_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsyr2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasSsyr2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsyr2)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasSsyr2(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasSsyr2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasSsyr2(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsyr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasSsyr2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsyr2_64)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasSsyr2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasSsyr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasSsyr2_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsyr2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasDsyr2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsyr2)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasDsyr2(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasDsyr2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasDsyr2(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsyr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasDsyr2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsyr2_64)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasDsyr2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasDsyr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasDsyr2_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyr2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCsyr2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyr2)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasCsyr2(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCsyr2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasCsyr2(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCsyr2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyr2_64)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasCsyr2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCsyr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasCsyr2_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsyr2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZsyr2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsyr2)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasZsyr2(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZsyr2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasZsyr2(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsyr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZsyr2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsyr2_64)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasZsyr2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZsyr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasZsyr2_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCher2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCher2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCher2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCher2)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasCher2(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCher2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasCher2(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCher2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCher2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCher2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCher2_64)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasCher2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCher2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasCher2_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZher2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZher2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZher2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZher2)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasZher2(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZher2(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasZher2(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZher2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZher2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZher2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZher2_64)(handle, uplo, n, alpha, x, incx, y, incy, A, lda)
                                 : bd_gen_at_cublasZher2_64(handle, uplo, n, alpha, x, incx, y, incy, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZher2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda) bd_inline_cublasZher2_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSspr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSspr2(bd, handle, uplo, n, alpha, x, incx, y, incy, AP);
}

static inline cublasStatus_t bd_inline_cublasSspr2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSspr2)(handle, uplo, n, alpha, x, incx, y, incy, AP)
                                 : bd_gen_at_cublasSspr2(handle, uplo, n, alpha, x, incx, y, incy, AP, bd, bd_file, bd_line);
}
#define bd_cublasSspr2(bd, handle, uplo, n, alpha, x, incx, y, incy, AP) bd_inline_cublasSspr2(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSspr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSspr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, AP);
}

static inline cublasStatus_t bd_inline_cublasSspr2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSspr2_64)(handle, uplo, n, alpha, x, incx, y, incy, AP)
                                 : bd_gen_at_cublasSspr2_64(handle, uplo, n, alpha, x, incx, y, incy, AP, bd, bd_file, bd_line);
}
#define bd_cublasSspr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, AP) bd_inline_cublasSspr2_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDspr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDspr2(bd, handle, uplo, n, alpha, x, incx, y, incy, AP);
}

static inline cublasStatus_t bd_inline_cublasDspr2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDspr2)(handle, uplo, n, alpha, x, incx, y, incy, AP)
                                 : bd_gen_at_cublasDspr2(handle, uplo, n, alpha, x, incx, y, incy, AP, bd, bd_file, bd_line);
}
#define bd_cublasDspr2(bd, handle, uplo, n, alpha, x, incx, y, incy, AP) bd_inline_cublasDspr2(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDspr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDspr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, AP);
}

static inline cublasStatus_t bd_inline_cublasDspr2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDspr2_64)(handle, uplo, n, alpha, x, incx, y, incy, AP)
                                 : bd_gen_at_cublasDspr2_64(handle, uplo, n, alpha, x, incx, y, incy, AP, bd, bd_file, bd_line);
}
#define bd_cublasDspr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, AP) bd_inline_cublasDspr2_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChpr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChpr2(bd, handle, uplo, n, alpha, x, incx, y, incy, AP);
}

static inline cublasStatus_t bd_inline_cublasChpr2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChpr2)(handle, uplo, n, alpha, x, incx, y, incy, AP)
                                 : bd_gen_at_cublasChpr2(handle, uplo, n, alpha, x, incx, y, incy, AP, bd, bd_file, bd_line);
}
#define bd_cublasChpr2(bd, handle, uplo, n, alpha, x, incx, y, incy, AP) bd_inline_cublasChpr2(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChpr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChpr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, AP);
}

static inline cublasStatus_t bd_inline_cublasChpr2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChpr2_64)(handle, uplo, n, alpha, x, incx, y, incy, AP)
                                 : bd_gen_at_cublasChpr2_64(handle, uplo, n, alpha, x, incx, y, incy, AP, bd, bd_file, bd_line);
}
#define bd_cublasChpr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, AP) bd_inline_cublasChpr2_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhpr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhpr2(bd, handle, uplo, n, alpha, x, incx, y, incy, AP);
}

static inline cublasStatus_t bd_inline_cublasZhpr2(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhpr2)(handle, uplo, n, alpha, x, incx, y, incy, AP)
                                 : bd_gen_at_cublasZhpr2(handle, uplo, n, alpha, x, incx, y, incy, AP, bd, bd_file, bd_line);
}
#define bd_cublasZhpr2(bd, handle, uplo, n, alpha, x, incx, y, incy, AP) bd_inline_cublasZhpr2(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhpr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhpr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, AP);
}

static inline cublasStatus_t bd_inline_cublasZhpr2_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhpr2_64)(handle, uplo, n, alpha, x, incx, y, incy, AP)
                                 : bd_gen_at_cublasZhpr2_64(handle, uplo, n, alpha, x, incx, y, incy, AP, bd, bd_file, bd_line);
}
#define bd_cublasZhpr2_64(bd, handle, uplo, n, alpha, x, incx, y, incy, AP) bd_inline_cublasZhpr2_64(__FILE__, __LINE__, bd, handle, uplo, n, alpha, x, incx, y, incy, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *const Aarray[], int lda, const float *const xarray[], int incx, const float *beta, float *const yarray[], int incy, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemvBatched(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

static inline cublasStatus_t bd_inline_cublasSgemvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *const Aarray[], int lda, const float *const xarray[], int incx, const float *beta, float *const yarray[], int incy, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgemvBatched)(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)
                                 : bd_gen_at_cublasSgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasSgemvBatched(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount) bd_inline_cublasSgemvBatched(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *const Aarray[], int64_t lda, const float *const xarray[], int64_t incx, const float *beta, float *const yarray[], int64_t incy, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemvBatched_64(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

static inline cublasStatus_t bd_inline_cublasSgemvBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *const Aarray[], int64_t lda, const float *const xarray[], int64_t incx, const float *beta, float *const yarray[], int64_t incy, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgemvBatched_64)(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)
                                 : bd_gen_at_cublasSgemvBatched_64(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasSgemvBatched_64(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount) bd_inline_cublasSgemvBatched_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *const Aarray[], int lda, const double *const xarray[], int incx, const double *beta, double *const yarray[], int incy, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemvBatched(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

static inline cublasStatus_t bd_inline_cublasDgemvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *const Aarray[], int lda, const double *const xarray[], int incx, const double *beta, double *const yarray[], int incy, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgemvBatched)(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)
                                 : bd_gen_at_cublasDgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasDgemvBatched(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount) bd_inline_cublasDgemvBatched(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *const Aarray[], int64_t lda, const double *const xarray[], int64_t incx, const double *beta, double *const yarray[], int64_t incy, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemvBatched_64(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

static inline cublasStatus_t bd_inline_cublasDgemvBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *const Aarray[], int64_t lda, const double *const xarray[], int64_t incx, const double *beta, double *const yarray[], int64_t incy, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgemvBatched_64)(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)
                                 : bd_gen_at_cublasDgemvBatched_64(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasDgemvBatched_64(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount) bd_inline_cublasDgemvBatched_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const xarray[], int incx, const cuComplex *beta, cuComplex *const yarray[], int incy, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemvBatched(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const xarray[], int incx, const cuComplex *beta, cuComplex *const yarray[], int incy, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemvBatched)(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)
                                 : bd_gen_at_cublasCgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemvBatched(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount) bd_inline_cublasCgemvBatched(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const xarray[], int64_t incx, const cuComplex *beta, cuComplex *const yarray[], int64_t incy, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemvBatched_64(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemvBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const xarray[], int64_t incx, const cuComplex *beta, cuComplex *const yarray[], int64_t incy, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemvBatched_64)(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)
                                 : bd_gen_at_cublasCgemvBatched_64(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemvBatched_64(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount) bd_inline_cublasCgemvBatched_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const xarray[], int incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int incy, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemvBatched(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

static inline cublasStatus_t bd_inline_cublasZgemvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const xarray[], int incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int incy, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgemvBatched)(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)
                                 : bd_gen_at_cublasZgemvBatched(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasZgemvBatched(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount) bd_inline_cublasZgemvBatched(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const xarray[], int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int64_t incy, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemvBatched_64(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount);
}

static inline cublasStatus_t bd_inline_cublasZgemvBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const xarray[], int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int64_t incy, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgemvBatched_64)(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)
                                 : bd_gen_at_cublasZgemvBatched_64(handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasZgemvBatched_64(bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount) bd_inline_cublasZgemvBatched_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, Aarray, lda, xarray, incx, beta, yarray, incy, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, long long strideA, const float *x, int incx, long long stridex, const float *beta, float *y, int incy, long long stridey, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemvStridedBatched(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

static inline cublasStatus_t bd_inline_cublasSgemvStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, long long strideA, const float *x, int incx, long long stridex, const float *beta, float *y, int incy, long long stridey, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgemvStridedBatched)(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)
                                 : bd_gen_at_cublasSgemvStridedBatched(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasSgemvStridedBatched(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount) bd_inline_cublasSgemvStridedBatched(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, long long strideA, const float *x, int64_t incx, long long stridex, const float *beta, float *y, int64_t incy, long long stridey, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemvStridedBatched_64(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

static inline cublasStatus_t bd_inline_cublasSgemvStridedBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, long long strideA, const float *x, int64_t incx, long long stridex, const float *beta, float *y, int64_t incy, long long stridey, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgemvStridedBatched_64)(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)
                                 : bd_gen_at_cublasSgemvStridedBatched_64(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasSgemvStridedBatched_64(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount) bd_inline_cublasSgemvStridedBatched_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, long long strideA, const double *x, int incx, long long stridex, const double *beta, double *y, int incy, long long stridey, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemvStridedBatched(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

static inline cublasStatus_t bd_inline_cublasDgemvStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, long long strideA, const double *x, int incx, long long stridex, const double *beta, double *y, int incy, long long stridey, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgemvStridedBatched)(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)
                                 : bd_gen_at_cublasDgemvStridedBatched(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasDgemvStridedBatched(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount) bd_inline_cublasDgemvStridedBatched(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, long long strideA, const double *x, int64_t incx, long long stridex, const double *beta, double *y, int64_t incy, long long stridey, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemvStridedBatched_64(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

static inline cublasStatus_t bd_inline_cublasDgemvStridedBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, long long strideA, const double *x, int64_t incx, long long stridex, const double *beta, double *y, int64_t incy, long long stridey, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgemvStridedBatched_64)(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)
                                 : bd_gen_at_cublasDgemvStridedBatched_64(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasDgemvStridedBatched_64(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount) bd_inline_cublasDgemvStridedBatched_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *x, int incx, long long stridex, const cuComplex *beta, cuComplex *y, int incy, long long stridey, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemvStridedBatched(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemvStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *x, int incx, long long stridex, const cuComplex *beta, cuComplex *y, int incy, long long stridey, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemvStridedBatched)(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)
                                 : bd_gen_at_cublasCgemvStridedBatched(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemvStridedBatched(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount) bd_inline_cublasCgemvStridedBatched(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *x, int64_t incx, long long stridex, const cuComplex *beta, cuComplex *y, int64_t incy, long long stridey, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemvStridedBatched_64(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemvStridedBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *x, int64_t incx, long long stridex, const cuComplex *beta, cuComplex *y, int64_t incy, long long stridey, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemvStridedBatched_64)(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)
                                 : bd_gen_at_cublasCgemvStridedBatched_64(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemvStridedBatched_64(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount) bd_inline_cublasCgemvStridedBatched_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *x, int incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, long long stridey, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemvStridedBatched(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

static inline cublasStatus_t bd_inline_cublasZgemvStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *x, int incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, long long stridey, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgemvStridedBatched)(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)
                                 : bd_gen_at_cublasZgemvStridedBatched(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasZgemvStridedBatched(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount) bd_inline_cublasZgemvStridedBatched(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *x, int64_t incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, long long stridey, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemvStridedBatched_64(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount);
}

static inline cublasStatus_t bd_inline_cublasZgemvStridedBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *x, int64_t incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, long long stridey, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgemvStridedBatched_64)(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)
                                 : bd_gen_at_cublasZgemvStridedBatched_64(handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasZgemvStridedBatched_64(bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount) bd_inline_cublasZgemvStridedBatched_64(__FILE__, __LINE__, bd, handle, trans, m, n, alpha, A, lda, strideA, x, incx, stridex, beta, y, incy, stridey, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemm(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSgemm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSgemm(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSgemm(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasSgemm(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemm_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemm_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSgemm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSgemm_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSgemm_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasSgemm_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemm(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDgemm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDgemm(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDgemm(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasDgemm(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemm_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemm_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDgemm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDgemm_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDgemm_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasDgemm_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemm(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCgemm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCgemm(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCgemm(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCgemm(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemm_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemm_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCgemm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCgemm_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCgemm_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCgemm_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemm3m(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemm3m(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCgemm3m(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemm3m)(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCgemm3m(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCgemm3m(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCgemm3m(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemm3m_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemm3m_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCgemm3m_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemm3m_64)(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCgemm3m_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCgemm3m_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCgemm3m_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemm3mEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemm3mEx(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCgemm3mEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemm3mEx)(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCgemm3mEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCgemm3mEx(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc) bd_inline_cublasCgemm3mEx(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemm3mEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemm3mEx_64(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCgemm3mEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemm3mEx_64)(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCgemm3mEx_64(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCgemm3mEx_64(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc) bd_inline_cublasCgemm3mEx_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemm(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZgemm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZgemm(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZgemm(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZgemm(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemm_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemm_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZgemm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZgemm_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZgemm_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZgemm_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemm3m(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemm3m(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZgemm3m(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgemm3m)(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZgemm3m(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZgemm3m(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZgemm3m(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemm3m_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemm3m_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZgemm3m_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgemm3m_64)(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZgemm3m_64(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZgemm3m_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZgemm3m_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const float *beta, void *C, cudaDataType Ctype, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemmEx(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasSgemmEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const float *beta, void *C, cudaDataType Ctype, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgemmEx)(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasSgemmEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSgemmEx(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc) bd_inline_cublasSgemmEx(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const float *beta, void *C, cudaDataType Ctype, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemmEx_64(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasSgemmEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgemmEx_64)(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasSgemmEx_64(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSgemmEx_64(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc) bd_inline_cublasSgemmEx_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const void *beta, void *C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGemmEx(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo);
}

static inline cublasStatus_t bd_inline_cublasGemmEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const void *beta, void *C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGemmEx)(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo)
                                 : bd_gen_at_cublasGemmEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo, bd, bd_file, bd_line);
}
#define bd_cublasGemmEx(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo) bd_inline_cublasGemmEx(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGemmEx_64(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo);
}

static inline cublasStatus_t bd_inline_cublasGemmEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGemmEx_64)(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo)
                                 : bd_gen_at_cublasGemmEx_64(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo, bd, bd_file, bd_line);
}
#define bd_cublasGemmEx_64(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo) bd_inline_cublasGemmEx_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemmEx(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCgemmEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemmEx)(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCgemmEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCgemmEx(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc) bd_inline_cublasCgemmEx(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemmEx_64(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCgemmEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemmEx_64)(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCgemmEx_64(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCgemmEx_64(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc) bd_inline_cublasCgemmEx_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype, ldb, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *beta, float *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsyrk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSsyrk(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *beta, float *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsyrk)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasSsyrk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSsyrk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasSsyrk(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *beta, float *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsyrk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSsyrk_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *beta, float *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsyrk_64)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasSsyrk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSsyrk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasSsyrk_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *beta, double *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsyrk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDsyrk(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *beta, double *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsyrk)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasDsyrk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDsyrk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasDsyrk(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *beta, double *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsyrk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDsyrk_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *beta, double *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsyrk_64)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasDsyrk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDsyrk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasDsyrk_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyrk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsyrk(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyrk)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasCsyrk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsyrk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasCsyrk(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyrk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsyrk_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyrk_64)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasCsyrk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsyrk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasCsyrk_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsyrk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZsyrk(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsyrk)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasZsyrk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZsyrk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasZsyrk(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsyrk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZsyrk_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsyrk_64)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasZsyrk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZsyrk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasZsyrk_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyrkEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyrkEx(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsyrkEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyrkEx)(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCsyrkEx(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsyrkEx(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc) bd_inline_cublasCsyrkEx(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyrkEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyrkEx_64(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsyrkEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyrkEx_64)(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCsyrkEx_64(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsyrkEx_64(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc) bd_inline_cublasCsyrkEx_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyrk3mEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyrk3mEx(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsyrk3mEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyrk3mEx)(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCsyrk3mEx(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsyrk3mEx(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc) bd_inline_cublasCsyrk3mEx(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyrk3mEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyrk3mEx_64(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsyrk3mEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyrk3mEx_64)(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCsyrk3mEx_64(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsyrk3mEx_64(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc) bd_inline_cublasCsyrk3mEx_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCherk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const cuComplex *A, int lda, const float *beta, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCherk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCherk(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const cuComplex *A, int lda, const float *beta, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCherk)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasCherk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCherk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasCherk(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCherk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const cuComplex *A, int64_t lda, const float *beta, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCherk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCherk_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const cuComplex *A, int64_t lda, const float *beta, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCherk_64)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasCherk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCherk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasCherk_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZherk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const cuDoubleComplex *A, int lda, const double *beta, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZherk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZherk(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const cuDoubleComplex *A, int lda, const double *beta, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZherk)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasZherk(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZherk(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasZherk(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZherk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const cuDoubleComplex *A, int64_t lda, const double *beta, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZherk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZherk_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const cuDoubleComplex *A, int64_t lda, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZherk_64)(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)
                                 : bd_gen_at_cublasZherk_64(handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZherk_64(bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc) bd_inline_cublasZherk_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCherkEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCherkEx(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCherkEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCherkEx)(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCherkEx(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCherkEx(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc) bd_inline_cublasCherkEx(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCherkEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCherkEx_64(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCherkEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCherkEx_64)(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCherkEx_64(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCherkEx_64(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc) bd_inline_cublasCherkEx_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCherk3mEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCherk3mEx(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCherk3mEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCherk3mEx)(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCherk3mEx(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCherk3mEx(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc) bd_inline_cublasCherk3mEx(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCherk3mEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCherk3mEx_64(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc);
}

static inline cublasStatus_t bd_inline_cublasCherk3mEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCherk3mEx_64)(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)
                                 : bd_gen_at_cublasCherk3mEx_64(handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCherk3mEx_64(bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc) bd_inline_cublasCherk3mEx_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, Atype, lda, beta, C, Ctype, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsyr2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSsyr2k(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsyr2k)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasSsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSsyr2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasSsyr2k(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsyr2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSsyr2k_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsyr2k_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasSsyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSsyr2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasSsyr2k_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsyr2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDsyr2k(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsyr2k)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasDsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDsyr2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasDsyr2k(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsyr2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDsyr2k_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsyr2k_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasDsyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDsyr2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasDsyr2k_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyr2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsyr2k(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyr2k)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsyr2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCsyr2k(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyr2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsyr2k_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyr2k_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCsyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsyr2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCsyr2k_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsyr2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZsyr2k(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsyr2k)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZsyr2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZsyr2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZsyr2k(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsyr2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZsyr2k_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsyr2k_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZsyr2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZsyr2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZsyr2k_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCher2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCher2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCher2k(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCher2k)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCher2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCher2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCher2k(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCher2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCher2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCher2k_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCher2k_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCher2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCher2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCher2k_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZher2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZher2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZher2k(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZher2k)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZher2k(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZher2k(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZher2k(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZher2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZher2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZher2k_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZher2k_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZher2k_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZher2k_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZher2k_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsyrkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSsyrkx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsyrkx)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasSsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSsyrkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasSsyrkx(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsyrkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSsyrkx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsyrkx_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasSsyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSsyrkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasSsyrkx_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsyrkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDsyrkx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsyrkx)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasDsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDsyrkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasDsyrkx(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsyrkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDsyrkx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsyrkx_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasDsyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDsyrkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasDsyrkx_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyrkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsyrkx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyrkx)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsyrkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCsyrkx(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsyrkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsyrkx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsyrkx_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCsyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsyrkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCsyrkx_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsyrkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZsyrkx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsyrkx)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZsyrkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZsyrkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZsyrkx(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsyrkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZsyrkx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsyrkx_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZsyrkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZsyrkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZsyrkx_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCherkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCherkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCherkx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCherkx)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCherkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCherkx(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCherkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCherkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCherkx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCherkx_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCherkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCherkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCherkx_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZherkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZherkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZherkx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZherkx)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZherkx(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZherkx(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZherkx(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZherkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZherkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZherkx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZherkx_64)(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZherkx_64(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZherkx_64(bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZherkx_64(__FILE__, __LINE__, bd, handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsymm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSsymm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsymm)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasSsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSsymm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasSsymm(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSsymm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSsymm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSsymm_64)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasSsymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSsymm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasSsymm_64(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsymm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDsymm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsymm)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasDsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDsymm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasDsymm(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDsymm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDsymm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDsymm_64)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasDsymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDsymm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasDsymm_64(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsymm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsymm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsymm)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsymm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCsymm(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCsymm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCsymm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCsymm_64)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasCsymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCsymm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasCsymm_64(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsymm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZsymm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsymm)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZsymm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZsymm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZsymm(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZsymm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZsymm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZsymm_64)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZsymm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZsymm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZsymm_64(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChemm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChemm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasChemm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChemm)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasChemm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasChemm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasChemm(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasChemm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasChemm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasChemm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasChemm_64)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasChemm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasChemm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasChemm_64(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhemm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhemm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZhemm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhemm)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZhemm(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZhemm(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZhemm(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZhemm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZhemm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZhemm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZhemm_64)(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)
                                 : bd_gen_at_cublasZhemm_64(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZhemm_64(bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc) bd_inline_cublasZhemm_64(__FILE__, __LINE__, bd, handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, float *B, int ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStrsm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasStrsm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, float *B, int ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStrsm)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)
                                 : bd_gen_at_cublasStrsm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasStrsm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb) bd_inline_cublasStrsm(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, float *B, int64_t ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStrsm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasStrsm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, float *B, int64_t ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStrsm_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)
                                 : bd_gen_at_cublasStrsm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasStrsm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb) bd_inline_cublasStrsm_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, double *B, int ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtrsm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasDtrsm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, double *B, int ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtrsm)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)
                                 : bd_gen_at_cublasDtrsm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasDtrsm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb) bd_inline_cublasDtrsm(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, double *B, int64_t ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtrsm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasDtrsm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, double *B, int64_t ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtrsm_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)
                                 : bd_gen_at_cublasDtrsm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasDtrsm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb) bd_inline_cublasDtrsm_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, cuComplex *B, int ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtrsm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasCtrsm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, cuComplex *B, int ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtrsm)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)
                                 : bd_gen_at_cublasCtrsm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasCtrsm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb) bd_inline_cublasCtrsm(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, cuComplex *B, int64_t ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtrsm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasCtrsm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, cuComplex *B, int64_t ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtrsm_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)
                                 : bd_gen_at_cublasCtrsm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasCtrsm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb) bd_inline_cublasCtrsm_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtrsm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasZtrsm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtrsm)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)
                                 : bd_gen_at_cublasZtrsm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasZtrsm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb) bd_inline_cublasZtrsm(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *B, int64_t ldb, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtrsm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
}

static inline cublasStatus_t bd_inline_cublasZtrsm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *B, int64_t ldb)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtrsm_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)
                                 : bd_gen_at_cublasZtrsm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, bd, bd_file, bd_line);
}
#define bd_cublasZtrsm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb) bd_inline_cublasZtrsm_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, float *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStrmm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasStrmm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, float *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStrmm)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
                                 : bd_gen_at_cublasStrmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasStrmm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc) bd_inline_cublasStrmm(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, float *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStrmm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasStrmm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, float *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStrmm_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
                                 : bd_gen_at_cublasStrmm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasStrmm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc) bd_inline_cublasStrmm_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, double *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtrmm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDtrmm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, double *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtrmm)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
                                 : bd_gen_at_cublasDtrmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDtrmm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc) bd_inline_cublasDtrmm(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, double *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtrmm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDtrmm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, double *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtrmm_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
                                 : bd_gen_at_cublasDtrmm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDtrmm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc) bd_inline_cublasDtrmm_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtrmm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCtrmm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtrmm)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
                                 : bd_gen_at_cublasCtrmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCtrmm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc) bd_inline_cublasCtrmm(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtrmm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCtrmm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtrmm_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
                                 : bd_gen_at_cublasCtrmm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCtrmm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc) bd_inline_cublasCtrmm_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtrmm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZtrmm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtrmm)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
                                 : bd_gen_at_cublasZtrmm(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZtrmm(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc) bd_inline_cublasZtrmm(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtrmm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZtrmm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtrmm_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)
                                 : bd_gen_at_cublasZtrmm_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZtrmm_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc) bd_inline_cublasZtrmm_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *const Aarray[], int lda, const float *const Barray[], int ldb, const float *beta, float *const Carray[], int ldc, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemmBatched(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

static inline cublasStatus_t bd_inline_cublasSgemmBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *const Aarray[], int lda, const float *const Barray[], int ldb, const float *beta, float *const Carray[], int ldc, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgemmBatched)(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)
                                 : bd_gen_at_cublasSgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasSgemmBatched(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount) bd_inline_cublasSgemmBatched(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *const Aarray[], int64_t lda, const float *const Barray[], int64_t ldb, const float *beta, float *const Carray[], int64_t ldc, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemmBatched_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

static inline cublasStatus_t bd_inline_cublasSgemmBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *const Aarray[], int64_t lda, const float *const Barray[], int64_t ldb, const float *beta, float *const Carray[], int64_t ldc, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgemmBatched_64)(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)
                                 : bd_gen_at_cublasSgemmBatched_64(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasSgemmBatched_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount) bd_inline_cublasSgemmBatched_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *const Aarray[], int lda, const double *const Barray[], int ldb, const double *beta, double *const Carray[], int ldc, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemmBatched(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

static inline cublasStatus_t bd_inline_cublasDgemmBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *const Aarray[], int lda, const double *const Barray[], int ldb, const double *beta, double *const Carray[], int ldc, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgemmBatched)(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)
                                 : bd_gen_at_cublasDgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasDgemmBatched(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount) bd_inline_cublasDgemmBatched(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *const Aarray[], int64_t lda, const double *const Barray[], int64_t ldb, const double *beta, double *const Carray[], int64_t ldc, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemmBatched_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

static inline cublasStatus_t bd_inline_cublasDgemmBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *const Aarray[], int64_t lda, const double *const Barray[], int64_t ldb, const double *beta, double *const Carray[], int64_t ldc, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgemmBatched_64)(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)
                                 : bd_gen_at_cublasDgemmBatched_64(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasDgemmBatched_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount) bd_inline_cublasDgemmBatched_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemmBatched(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemmBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemmBatched)(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)
                                 : bd_gen_at_cublasCgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemmBatched(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount) bd_inline_cublasCgemmBatched(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemmBatched_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemmBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemmBatched_64)(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)
                                 : bd_gen_at_cublasCgemmBatched_64(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemmBatched_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount) bd_inline_cublasCgemmBatched_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemm3mBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemm3mBatched(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemm3mBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemm3mBatched)(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)
                                 : bd_gen_at_cublasCgemm3mBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemm3mBatched(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount) bd_inline_cublasCgemm3mBatched(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemm3mBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemm3mBatched_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemm3mBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemm3mBatched_64)(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)
                                 : bd_gen_at_cublasCgemm3mBatched_64(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemm3mBatched_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount) bd_inline_cublasCgemm3mBatched_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const Barray[], int ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int ldc, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemmBatched(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

static inline cublasStatus_t bd_inline_cublasZgemmBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const Barray[], int ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int ldc, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgemmBatched)(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)
                                 : bd_gen_at_cublasZgemmBatched(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasZgemmBatched(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount) bd_inline_cublasZgemmBatched(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const Barray[], int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int64_t ldc, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemmBatched_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount);
}

static inline cublasStatus_t bd_inline_cublasZgemmBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const Barray[], int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgemmBatched_64)(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)
                                 : bd_gen_at_cublasZgemmBatched_64(handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasZgemmBatched_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount) bd_inline_cublasZgemmBatched_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray, ldc, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, long long strideA, const float *B, int ldb, long long strideB, const float *beta, float *C, int ldc, long long strideC, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemmStridedBatched(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

static inline cublasStatus_t bd_inline_cublasSgemmStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, long long strideA, const float *B, int ldb, long long strideB, const float *beta, float *C, int ldc, long long strideC, int batchCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasSgemmStridedBatched(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) bd_inline_cublasSgemmStridedBatched(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, long long strideA, const float *B, int64_t ldb, long long strideB, const float *beta, float *C, int64_t ldc, long long strideC, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemmStridedBatched_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

static inline cublasStatus_t bd_inline_cublasSgemmStridedBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, long long strideA, const float *B, int64_t ldb, long long strideB, const float *beta, float *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasSgemmStridedBatched_64(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasSgemmStridedBatched_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) bd_inline_cublasSgemmStridedBatched_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, long long strideA, const double *B, int ldb, long long strideB, const double *beta, double *C, int ldc, long long strideC, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemmStridedBatched(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

static inline cublasStatus_t bd_inline_cublasDgemmStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, long long strideA, const double *B, int ldb, long long strideB, const double *beta, double *C, int ldc, long long strideC, int batchCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasDgemmStridedBatched(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) bd_inline_cublasDgemmStridedBatched(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, long long strideA, const double *B, int64_t ldb, long long strideB, const double *beta, double *C, int64_t ldc, long long strideC, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemmStridedBatched_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

static inline cublasStatus_t bd_inline_cublasDgemmStridedBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, long long strideA, const double *B, int64_t ldb, long long strideB, const double *beta, double *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasDgemmStridedBatched_64(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasDgemmStridedBatched_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) bd_inline_cublasDgemmStridedBatched_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemmStridedBatched(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemmStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemmStridedBatched(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) bd_inline_cublasCgemmStridedBatched(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemmStridedBatched_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemmStridedBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasCgemmStridedBatched_64(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemmStridedBatched_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) bd_inline_cublasCgemmStridedBatched_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemm3mStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemm3mStridedBatched(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemm3mStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemm3mStridedBatched)(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
                                 : bd_gen_at_cublasCgemm3mStridedBatched(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemm3mStridedBatched(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) bd_inline_cublasCgemm3mStridedBatched(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgemm3mStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgemm3mStridedBatched_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCgemm3mStridedBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgemm3mStridedBatched_64)(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)
                                 : bd_gen_at_cublasCgemm3mStridedBatched_64(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCgemm3mStridedBatched_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) bd_inline_cublasCgemm3mStridedBatched_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *B, int ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, long long strideC, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemmStridedBatched(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

static inline cublasStatus_t bd_inline_cublasZgemmStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *B, int ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, long long strideC, int batchCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZgemmStridedBatched(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasZgemmStridedBatched(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) bd_inline_cublasZgemmStridedBatched(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *B, int64_t ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, long long strideC, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgemmStridedBatched_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount);
}

static inline cublasStatus_t bd_inline_cublasZgemmStridedBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *B, int64_t ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every path. */
    return bd_gen_at_cublasZgemmStridedBatched_64(handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasZgemmStridedBatched_64(bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount) bd_inline_cublasZgemmStridedBatched_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int lda, const void *const Barray[], cudaDataType Btype, int ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int ldc, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGemmBatchedEx(bd, handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo);
}

static inline cublasStatus_t bd_inline_cublasGemmBatchedEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int lda, const void *const Barray[], cudaDataType Btype, int ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int ldc, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGemmBatchedEx)(handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo)
                                 : bd_gen_at_cublasGemmBatchedEx(handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo, bd, bd_file, bd_line);
}
#define bd_cublasGemmBatchedEx(bd, handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo) bd_inline_cublasGemmBatchedEx(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGemmBatchedEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int64_t lda, const void *const Barray[], cudaDataType Btype, int64_t ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int64_t ldc, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGemmBatchedEx_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo);
}

static inline cublasStatus_t bd_inline_cublasGemmBatchedEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int64_t lda, const void *const Barray[], cudaDataType Btype, int64_t ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int64_t ldc, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGemmBatchedEx_64)(handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo)
                                 : bd_gen_at_cublasGemmBatchedEx_64(handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo, bd, bd_file, bd_line);
}
#define bd_cublasGemmBatchedEx_64(bd, handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo) bd_inline_cublasGemmBatchedEx_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, Aarray, Atype, lda, Barray, Btype, ldb, beta, Carray, Ctype, ldc, batchCount, computeType, algo)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, long long strideA, const void *B, cudaDataType Btype, int ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int ldc, long long strideC, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGemmStridedBatchedEx(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo);
}

static inline cublasStatus_t bd_inline_cublasGemmStridedBatchedEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, long long strideA, const void *B, cudaDataType Btype, int ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int ldc, long long strideC, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGemmStridedBatchedEx)(handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo)
                                 : bd_gen_at_cublasGemmStridedBatchedEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo, bd, bd_file, bd_line);
}
#define bd_cublasGemmStridedBatchedEx(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo) bd_inline_cublasGemmStridedBatchedEx(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGemmStridedBatchedEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, long long strideA, const void *B, cudaDataType Btype, int64_t ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, long long strideC, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGemmStridedBatchedEx_64(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo);
}

static inline cublasStatus_t bd_inline_cublasGemmStridedBatchedEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, long long strideA, const void *B, cudaDataType Btype, int64_t ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, long long strideC, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGemmStridedBatchedEx_64)(handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo)
                                 : bd_gen_at_cublasGemmStridedBatchedEx_64(handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo, bd, bd_file, bd_line);
}
#define bd_cublasGemmStridedBatchedEx_64(bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo) bd_inline_cublasGemmStridedBatchedEx_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, k, alpha, A, Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc, strideC, batchCount, computeType, algo)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemmGroupedBatched(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const float alpha_array[], const float *const Aarray[], const int lda_array[], const float *const Barray[], const int ldb_array[], const float beta_array[], float *const Carray[], const int ldc_array[], int group_count, const int group_size[], bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemmGroupedBatched(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size);
}

static inline cublasStatus_t bd_inline_cublasSgemmGroupedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const float alpha_array[], const float *const Aarray[], const int lda_array[], const float *const Barray[], const int ldb_array[], const float beta_array[], float *const Carray[], const int ldc_array[], int group_count, const int group_size[])
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgemmGroupedBatched)(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size)
                                 : bd_gen_at_cublasSgemmGroupedBatched(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size, bd, bd_file, bd_line);
}
#define bd_cublasSgemmGroupedBatched(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size) bd_inline_cublasSgemmGroupedBatched(__FILE__, __LINE__, bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgemmGroupedBatched_64(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const float alpha_array[], const float *const Aarray[], const int64_t lda_array[], const float *const Barray[], const int64_t ldb_array[], const float beta_array[], float *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[], bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgemmGroupedBatched_64(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size);
}

static inline cublasStatus_t bd_inline_cublasSgemmGroupedBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const float alpha_array[], const float *const Aarray[], const int64_t lda_array[], const float *const Barray[], const int64_t ldb_array[], const float beta_array[], float *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[])
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgemmGroupedBatched_64)(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size)
                                 : bd_gen_at_cublasSgemmGroupedBatched_64(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size, bd, bd_file, bd_line);
}
#define bd_cublasSgemmGroupedBatched_64(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size) bd_inline_cublasSgemmGroupedBatched_64(__FILE__, __LINE__, bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemmGroupedBatched(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const double alpha_array[], const double *const Aarray[], const int lda_array[], const double *const Barray[], const int ldb_array[], const double beta_array[], double *const Carray[], const int ldc_array[], int group_count, const int group_size[], bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemmGroupedBatched(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size);
}

static inline cublasStatus_t bd_inline_cublasDgemmGroupedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const double alpha_array[], const double *const Aarray[], const int lda_array[], const double *const Barray[], const int ldb_array[], const double beta_array[], double *const Carray[], const int ldc_array[], int group_count, const int group_size[])
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgemmGroupedBatched)(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size)
                                 : bd_gen_at_cublasDgemmGroupedBatched(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size, bd, bd_file, bd_line);
}
#define bd_cublasDgemmGroupedBatched(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size) bd_inline_cublasDgemmGroupedBatched(__FILE__, __LINE__, bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgemmGroupedBatched_64(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const double alpha_array[], const double *const Aarray[], const int64_t lda_array[], const double *const Barray[], const int64_t ldb_array[], const double beta_array[], double *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[], bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgemmGroupedBatched_64(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size);
}

static inline cublasStatus_t bd_inline_cublasDgemmGroupedBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const double alpha_array[], const double *const Aarray[], const int64_t lda_array[], const double *const Barray[], const int64_t ldb_array[], const double beta_array[], double *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[])
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgemmGroupedBatched_64)(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size)
                                 : bd_gen_at_cublasDgemmGroupedBatched_64(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size, bd, bd_file, bd_line);
}
#define bd_cublasDgemmGroupedBatched_64(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size) bd_inline_cublasDgemmGroupedBatched_64(__FILE__, __LINE__, bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, lda_array, Barray, ldb_array, beta_array, Carray, ldc_array, group_count, group_size)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGemmGroupedBatchedEx(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int lda_array[], const void *const Barray[], cudaDataType_t Btype, const int ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int ldc_array[], int group_count, const int group_size[], cublasComputeType_t computeType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGemmGroupedBatchedEx(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType);
}

static inline cublasStatus_t bd_inline_cublasGemmGroupedBatchedEx(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int lda_array[], const void *const Barray[], cudaDataType_t Btype, const int ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int ldc_array[], int group_count, const int group_size[], cublasComputeType_t computeType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGemmGroupedBatchedEx)(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType)
                                 : bd_gen_at_cublasGemmGroupedBatchedEx(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType, bd, bd_file, bd_line);
}
#define bd_cublasGemmGroupedBatchedEx(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType) bd_inline_cublasGemmGroupedBatchedEx(__FILE__, __LINE__, bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasGemmGroupedBatchedEx_64(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int64_t lda_array[], const void *const Barray[], cudaDataType_t Btype, const int64_t ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int64_t ldc_array[], int64_t group_count, const int64_t group_size[], cublasComputeType_t computeType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasGemmGroupedBatchedEx_64(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType);
}

static inline cublasStatus_t bd_inline_cublasGemmGroupedBatchedEx_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int64_t lda_array[], const void *const Barray[], cudaDataType_t Btype, const int64_t ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int64_t ldc_array[], int64_t group_count, const int64_t group_size[], cublasComputeType_t computeType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasGemmGroupedBatchedEx_64)(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType)
                                 : bd_gen_at_cublasGemmGroupedBatchedEx_64(handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType, bd, bd_file, bd_line);
}
#define bd_cublasGemmGroupedBatchedEx_64(bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType) bd_inline_cublasGemmGroupedBatchedEx_64(__FILE__, __LINE__, bd, handle, transa_array, transb_array, m_array, n_array, k_array, alpha_array, Aarray, Atype, lda_array, Barray, Btype, ldb_array, beta_array, Carray, Ctype, ldc_array, group_count, group_size, computeType)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const float *alpha, const float *A, int lda, const float *beta, const float *B, int ldb, float *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgeam(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSgeam(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const float *alpha, const float *A, int lda, const float *beta, const float *B, int ldb, float *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgeam)(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)
                                 : bd_gen_at_cublasSgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSgeam(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc) bd_inline_cublasSgeam(__FILE__, __LINE__, bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *beta, const float *B, int64_t ldb, float *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgeam_64(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSgeam_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *beta, const float *B, int64_t ldb, float *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgeam_64)(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)
                                 : bd_gen_at_cublasSgeam_64(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSgeam_64(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc) bd_inline_cublasSgeam_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const double *alpha, const double *A, int lda, const double *beta, const double *B, int ldb, double *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgeam(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDgeam(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const double *alpha, const double *A, int lda, const double *beta, const double *B, int ldb, double *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgeam)(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)
                                 : bd_gen_at_cublasDgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDgeam(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc) bd_inline_cublasDgeam(__FILE__, __LINE__, bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *beta, const double *B, int64_t ldb, double *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgeam_64(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDgeam_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *beta, const double *B, int64_t ldb, double *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgeam_64)(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)
                                 : bd_gen_at_cublasDgeam_64(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDgeam_64(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc) bd_inline_cublasDgeam_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, const cuComplex *B, int ldb, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgeam(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCgeam(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, const cuComplex *B, int ldb, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgeam)(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)
                                 : bd_gen_at_cublasCgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCgeam(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc) bd_inline_cublasCgeam(__FILE__, __LINE__, bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgeam_64(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCgeam_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgeam_64)(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)
                                 : bd_gen_at_cublasCgeam_64(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCgeam_64(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc) bd_inline_cublasCgeam_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgeam(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZgeam(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgeam)(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)
                                 : bd_gen_at_cublasZgeam(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZgeam(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc) bd_inline_cublasZgeam(__FILE__, __LINE__, bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgeam_64(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZgeam_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgeam_64)(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)
                                 : bd_gen_at_cublasZgeam_64(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZgeam_64(bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc) bd_inline_cublasZgeam_64(__FILE__, __LINE__, bd, handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *const A[], int lda, float *const B[], int ldb, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStrsmBatched(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

static inline cublasStatus_t bd_inline_cublasStrsmBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *const A[], int lda, float *const B[], int ldb, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStrsmBatched)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)
                                 : bd_gen_at_cublasStrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasStrsmBatched(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount) bd_inline_cublasStrsmBatched(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *const A[], int64_t lda, float *const B[], int64_t ldb, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStrsmBatched_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

static inline cublasStatus_t bd_inline_cublasStrsmBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *const A[], int64_t lda, float *const B[], int64_t ldb, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStrsmBatched_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)
                                 : bd_gen_at_cublasStrsmBatched_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasStrsmBatched_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount) bd_inline_cublasStrsmBatched_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *const A[], int lda, double *const B[], int ldb, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtrsmBatched(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

static inline cublasStatus_t bd_inline_cublasDtrsmBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *const A[], int lda, double *const B[], int ldb, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtrsmBatched)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)
                                 : bd_gen_at_cublasDtrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasDtrsmBatched(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount) bd_inline_cublasDtrsmBatched(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *const A[], int64_t lda, double *const B[], int64_t ldb, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtrsmBatched_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

static inline cublasStatus_t bd_inline_cublasDtrsmBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *const A[], int64_t lda, double *const B[], int64_t ldb, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtrsmBatched_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)
                                 : bd_gen_at_cublasDtrsmBatched_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasDtrsmBatched_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount) bd_inline_cublasDtrsmBatched_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *const A[], int lda, cuComplex *const B[], int ldb, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtrsmBatched(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCtrsmBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *const A[], int lda, cuComplex *const B[], int ldb, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtrsmBatched)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)
                                 : bd_gen_at_cublasCtrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCtrsmBatched(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount) bd_inline_cublasCtrsmBatched(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const A[], int64_t lda, cuComplex *const B[], int64_t ldb, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtrsmBatched_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

static inline cublasStatus_t bd_inline_cublasCtrsmBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const A[], int64_t lda, cuComplex *const B[], int64_t ldb, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtrsmBatched_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)
                                 : bd_gen_at_cublasCtrsmBatched_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasCtrsmBatched_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount) bd_inline_cublasCtrsmBatched_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const B[], int ldb, int batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtrsmBatched(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

static inline cublasStatus_t bd_inline_cublasZtrsmBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const B[], int ldb, int batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtrsmBatched)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)
                                 : bd_gen_at_cublasZtrsmBatched(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasZtrsmBatched(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount) bd_inline_cublasZtrsmBatched(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int64_t lda, cuDoubleComplex *const B[], int64_t ldb, int64_t batchCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtrsmBatched_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount);
}

static inline cublasStatus_t bd_inline_cublasZtrsmBatched_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int64_t lda, cuDoubleComplex *const B[], int64_t ldb, int64_t batchCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtrsmBatched_64)(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)
                                 : bd_gen_at_cublasZtrsmBatched_64(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount, bd, bd_file, bd_line);
}
#define bd_cublasZtrsmBatched_64(bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount) bd_inline_cublasZtrsmBatched_64(__FILE__, __LINE__, bd, handle, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, batchCount)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const float *A, int lda, const float *x, int incx, float *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSdgmm(bd, handle, mode, m, n, A, lda, x, incx, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSdgmm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const float *A, int lda, const float *x, int incx, float *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSdgmm)(handle, mode, m, n, A, lda, x, incx, C, ldc)
                                 : bd_gen_at_cublasSdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSdgmm(bd, handle, mode, m, n, A, lda, x, incx, C, ldc) bd_inline_cublasSdgmm(__FILE__, __LINE__, bd, handle, mode, m, n, A, lda, x, incx, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const float *A, int64_t lda, const float *x, int64_t incx, float *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSdgmm_64(bd, handle, mode, m, n, A, lda, x, incx, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasSdgmm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const float *A, int64_t lda, const float *x, int64_t incx, float *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSdgmm_64)(handle, mode, m, n, A, lda, x, incx, C, ldc)
                                 : bd_gen_at_cublasSdgmm_64(handle, mode, m, n, A, lda, x, incx, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasSdgmm_64(bd, handle, mode, m, n, A, lda, x, incx, C, ldc) bd_inline_cublasSdgmm_64(__FILE__, __LINE__, bd, handle, mode, m, n, A, lda, x, incx, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const double *A, int lda, const double *x, int incx, double *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDdgmm(bd, handle, mode, m, n, A, lda, x, incx, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDdgmm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const double *A, int lda, const double *x, int incx, double *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDdgmm)(handle, mode, m, n, A, lda, x, incx, C, ldc)
                                 : bd_gen_at_cublasDdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDdgmm(bd, handle, mode, m, n, A, lda, x, incx, C, ldc) bd_inline_cublasDdgmm(__FILE__, __LINE__, bd, handle, mode, m, n, A, lda, x, incx, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const double *A, int64_t lda, const double *x, int64_t incx, double *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDdgmm_64(bd, handle, mode, m, n, A, lda, x, incx, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasDdgmm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const double *A, int64_t lda, const double *x, int64_t incx, double *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDdgmm_64)(handle, mode, m, n, A, lda, x, incx, C, ldc)
                                 : bd_gen_at_cublasDdgmm_64(handle, mode, m, n, A, lda, x, incx, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasDdgmm_64(bd, handle, mode, m, n, A, lda, x, incx, C, ldc) bd_inline_cublasDdgmm_64(__FILE__, __LINE__, bd, handle, mode, m, n, A, lda, x, incx, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuComplex *A, int lda, const cuComplex *x, int incx, cuComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCdgmm(bd, handle, mode, m, n, A, lda, x, incx, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCdgmm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuComplex *A, int lda, const cuComplex *x, int incx, cuComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCdgmm)(handle, mode, m, n, A, lda, x, incx, C, ldc)
                                 : bd_gen_at_cublasCdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCdgmm(bd, handle, mode, m, n, A, lda, x, incx, C, ldc) bd_inline_cublasCdgmm(__FILE__, __LINE__, bd, handle, mode, m, n, A, lda, x, incx, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, cuComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCdgmm_64(bd, handle, mode, m, n, A, lda, x, incx, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasCdgmm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, cuComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCdgmm_64)(handle, mode, m, n, A, lda, x, incx, C, ldc)
                                 : bd_gen_at_cublasCdgmm_64(handle, mode, m, n, A, lda, x, incx, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasCdgmm_64(bd, handle, mode, m, n, A, lda, x, incx, C, ldc) bd_inline_cublasCdgmm_64(__FILE__, __LINE__, bd, handle, mode, m, n, A, lda, x, incx, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, cuDoubleComplex *C, int ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZdgmm(bd, handle, mode, m, n, A, lda, x, incx, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZdgmm(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, cuDoubleComplex *C, int ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZdgmm)(handle, mode, m, n, A, lda, x, incx, C, ldc)
                                 : bd_gen_at_cublasZdgmm(handle, mode, m, n, A, lda, x, incx, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZdgmm(bd, handle, mode, m, n, A, lda, x, incx, C, ldc) bd_inline_cublasZdgmm(__FILE__, __LINE__, bd, handle, mode, m, n, A, lda, x, incx, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *C, int64_t ldc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZdgmm_64(bd, handle, mode, m, n, A, lda, x, incx, C, ldc);
}

static inline cublasStatus_t bd_inline_cublasZdgmm_64(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *C, int64_t ldc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZdgmm_64)(handle, mode, m, n, A, lda, x, incx, C, ldc)
                                 : bd_gen_at_cublasZdgmm_64(handle, mode, m, n, A, lda, x, incx, C, ldc, bd, bd_file, bd_line);
}
#define bd_cublasZdgmm_64(bd, handle, mode, m, n, A, lda, x, incx, C, ldc) bd_inline_cublasZdgmm_64(__FILE__, __LINE__, bd, handle, mode, m, n, A, lda, x, incx, C, ldc)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSmatinvBatched(cublasHandle_t handle, int n, const float *const A[], int lda, float *const Ainv[], int lda_inv, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSmatinvBatched(bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasSmatinvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const float *const A[], int lda, float *const Ainv[], int lda_inv, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSmatinvBatched)(handle, n, A, lda, Ainv, lda_inv, info, batchSize)
                                 : bd_gen_at_cublasSmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasSmatinvBatched(bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize) bd_inline_cublasSmatinvBatched(__FILE__, __LINE__, bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDmatinvBatched(cublasHandle_t handle, int n, const double *const A[], int lda, double *const Ainv[], int lda_inv, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDmatinvBatched(bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasDmatinvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const double *const A[], int lda, double *const Ainv[], int lda_inv, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDmatinvBatched)(handle, n, A, lda, Ainv, lda_inv, info, batchSize)
                                 : bd_gen_at_cublasDmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasDmatinvBatched(bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize) bd_inline_cublasDmatinvBatched(__FILE__, __LINE__, bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCmatinvBatched(cublasHandle_t handle, int n, const cuComplex *const A[], int lda, cuComplex *const Ainv[], int lda_inv, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCmatinvBatched(bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasCmatinvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *const A[], int lda, cuComplex *const Ainv[], int lda_inv, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCmatinvBatched)(handle, n, A, lda, Ainv, lda_inv, info, batchSize)
                                 : bd_gen_at_cublasCmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasCmatinvBatched(bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize) bd_inline_cublasCmatinvBatched(__FILE__, __LINE__, bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZmatinvBatched(cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const Ainv[], int lda_inv, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZmatinvBatched(bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasZmatinvBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const Ainv[], int lda_inv, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZmatinvBatched)(handle, n, A, lda, Ainv, lda_inv, info, batchSize)
                                 : bd_gen_at_cublasZmatinvBatched(handle, n, A, lda, Ainv, lda_inv, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasZmatinvBatched(bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize) bd_inline_cublasZmatinvBatched(__FILE__, __LINE__, bd, handle, n, A, lda, Ainv, lda_inv, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgeqrfBatched(cublasHandle_t handle, int m, int n, float *const Aarray[], int lda, float *const TauArray[], int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgeqrfBatched(bd, handle, m, n, Aarray, lda, TauArray, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasSgeqrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int m, int n, float *const Aarray[], int lda, float *const TauArray[], int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgeqrfBatched)(handle, m, n, Aarray, lda, TauArray, info, batchSize)
                                 : bd_gen_at_cublasSgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasSgeqrfBatched(bd, handle, m, n, Aarray, lda, TauArray, info, batchSize) bd_inline_cublasSgeqrfBatched(__FILE__, __LINE__, bd, handle, m, n, Aarray, lda, TauArray, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgeqrfBatched(cublasHandle_t handle, int m, int n, double *const Aarray[], int lda, double *const TauArray[], int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgeqrfBatched(bd, handle, m, n, Aarray, lda, TauArray, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasDgeqrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int m, int n, double *const Aarray[], int lda, double *const TauArray[], int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgeqrfBatched)(handle, m, n, Aarray, lda, TauArray, info, batchSize)
                                 : bd_gen_at_cublasDgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasDgeqrfBatched(bd, handle, m, n, Aarray, lda, TauArray, info, batchSize) bd_inline_cublasDgeqrfBatched(__FILE__, __LINE__, bd, handle, m, n, Aarray, lda, TauArray, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgeqrfBatched(cublasHandle_t handle, int m, int n, cuComplex *const Aarray[], int lda, cuComplex *const TauArray[], int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgeqrfBatched(bd, handle, m, n, Aarray, lda, TauArray, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasCgeqrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int m, int n, cuComplex *const Aarray[], int lda, cuComplex *const TauArray[], int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgeqrfBatched)(handle, m, n, Aarray, lda, TauArray, info, batchSize)
                                 : bd_gen_at_cublasCgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasCgeqrfBatched(bd, handle, m, n, Aarray, lda, TauArray, info, batchSize) bd_inline_cublasCgeqrfBatched(__FILE__, __LINE__, bd, handle, m, n, Aarray, lda, TauArray, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgeqrfBatched(cublasHandle_t handle, int m, int n, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const TauArray[], int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgeqrfBatched(bd, handle, m, n, Aarray, lda, TauArray, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasZgeqrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int m, int n, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const TauArray[], int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgeqrfBatched)(handle, m, n, Aarray, lda, TauArray, info, batchSize)
                                 : bd_gen_at_cublasZgeqrfBatched(handle, m, n, Aarray, lda, TauArray, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasZgeqrfBatched(bd, handle, m, n, Aarray, lda, TauArray, info, batchSize) bd_inline_cublasZgeqrfBatched(__FILE__, __LINE__, bd, handle, m, n, Aarray, lda, TauArray, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, float *const Aarray[], int lda, float *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgelsBatched(bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize);
}

static inline cublasStatus_t bd_inline_cublasSgelsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, float *const Aarray[], int lda, float *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgelsBatched)(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize)
                                 : bd_gen_at_cublasSgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasSgelsBatched(bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize) bd_inline_cublasSgelsBatched(__FILE__, __LINE__, bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, double *const Aarray[], int lda, double *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgelsBatched(bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize);
}

static inline cublasStatus_t bd_inline_cublasDgelsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, double *const Aarray[], int lda, double *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgelsBatched)(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize)
                                 : bd_gen_at_cublasDgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasDgelsBatched(bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize) bd_inline_cublasDgelsBatched(__FILE__, __LINE__, bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuComplex *const Aarray[], int lda, cuComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgelsBatched(bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize);
}

static inline cublasStatus_t bd_inline_cublasCgelsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuComplex *const Aarray[], int lda, cuComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgelsBatched)(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize)
                                 : bd_gen_at_cublasCgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasCgelsBatched(bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize) bd_inline_cublasCgelsBatched(__FILE__, __LINE__, bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgelsBatched(bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize);
}

static inline cublasStatus_t bd_inline_cublasZgelsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgelsBatched)(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize)
                                 : bd_gen_at_cublasZgelsBatched(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasZgelsBatched(bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize) bd_inline_cublasZgelsBatched(__FILE__, __LINE__, bd, handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, info, devInfoArray, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *AP, float *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStpttr(bd, handle, uplo, n, AP, A, lda);
}

static inline cublasStatus_t bd_inline_cublasStpttr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *AP, float *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStpttr)(handle, uplo, n, AP, A, lda)
                                 : bd_gen_at_cublasStpttr(handle, uplo, n, AP, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasStpttr(bd, handle, uplo, n, AP, A, lda) bd_inline_cublasStpttr(__FILE__, __LINE__, bd, handle, uplo, n, AP, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *AP, double *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtpttr(bd, handle, uplo, n, AP, A, lda);
}

static inline cublasStatus_t bd_inline_cublasDtpttr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *AP, double *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtpttr)(handle, uplo, n, AP, A, lda)
                                 : bd_gen_at_cublasDtpttr(handle, uplo, n, AP, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasDtpttr(bd, handle, uplo, n, AP, A, lda) bd_inline_cublasDtpttr(__FILE__, __LINE__, bd, handle, uplo, n, AP, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *AP, cuComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtpttr(bd, handle, uplo, n, AP, A, lda);
}

static inline cublasStatus_t bd_inline_cublasCtpttr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *AP, cuComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtpttr)(handle, uplo, n, AP, A, lda)
                                 : bd_gen_at_cublasCtpttr(handle, uplo, n, AP, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasCtpttr(bd, handle, uplo, n, AP, A, lda) bd_inline_cublasCtpttr(__FILE__, __LINE__, bd, handle, uplo, n, AP, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *AP, cuDoubleComplex *A, int lda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtpttr(bd, handle, uplo, n, AP, A, lda);
}

static inline cublasStatus_t bd_inline_cublasZtpttr(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *AP, cuDoubleComplex *A, int lda)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtpttr)(handle, uplo, n, AP, A, lda)
                                 : bd_gen_at_cublasZtpttr(handle, uplo, n, AP, A, lda, bd, bd_file, bd_line);
}
#define bd_cublasZtpttr(bd, handle, uplo, n, AP, A, lda) bd_inline_cublasZtpttr(__FILE__, __LINE__, bd, handle, uplo, n, AP, A, lda)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasStrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, float *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasStrttp(bd, handle, uplo, n, A, lda, AP);
}

static inline cublasStatus_t bd_inline_cublasStrttp(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, float *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasStrttp)(handle, uplo, n, A, lda, AP)
                                 : bd_gen_at_cublasStrttp(handle, uplo, n, A, lda, AP, bd, bd_file, bd_line);
}
#define bd_cublasStrttp(bd, handle, uplo, n, A, lda, AP) bd_inline_cublasStrttp(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, double *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDtrttp(bd, handle, uplo, n, A, lda, AP);
}

static inline cublasStatus_t bd_inline_cublasDtrttp(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, double *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDtrttp)(handle, uplo, n, A, lda, AP)
                                 : bd_gen_at_cublasDtrttp(handle, uplo, n, A, lda, AP, bd, bd_file, bd_line);
}
#define bd_cublasDtrttp(bd, handle, uplo, n, A, lda, AP) bd_inline_cublasDtrttp(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, cuComplex *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCtrttp(bd, handle, uplo, n, A, lda, AP);
}

static inline cublasStatus_t bd_inline_cublasCtrttp(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, cuComplex *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCtrttp)(handle, uplo, n, A, lda, AP)
                                 : bd_gen_at_cublasCtrttp(handle, uplo, n, A, lda, AP, bd, bd_file, bd_line);
}
#define bd_cublasCtrttp(bd, handle, uplo, n, A, lda, AP) bd_inline_cublasCtrttp(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *AP, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZtrttp(bd, handle, uplo, n, A, lda, AP);
}

static inline cublasStatus_t bd_inline_cublasZtrttp(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *AP)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZtrttp)(handle, uplo, n, A, lda, AP)
                                 : bd_gen_at_cublasZtrttp(handle, uplo, n, A, lda, AP, bd, bd_file, bd_line);
}
#define bd_cublasZtrttp(bd, handle, uplo, n, A, lda, AP) bd_inline_cublasZtrttp(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, AP)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgetrfBatched(cublasHandle_t handle, int n, float *const A[], int lda, int *P, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgetrfBatched(bd, handle, n, A, lda, P, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasSgetrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, float *const A[], int lda, int *P, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgetrfBatched)(handle, n, A, lda, P, info, batchSize)
                                 : bd_gen_at_cublasSgetrfBatched(handle, n, A, lda, P, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasSgetrfBatched(bd, handle, n, A, lda, P, info, batchSize) bd_inline_cublasSgetrfBatched(__FILE__, __LINE__, bd, handle, n, A, lda, P, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgetrfBatched(cublasHandle_t handle, int n, double *const A[], int lda, int *P, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgetrfBatched(bd, handle, n, A, lda, P, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasDgetrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, double *const A[], int lda, int *P, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgetrfBatched)(handle, n, A, lda, P, info, batchSize)
                                 : bd_gen_at_cublasDgetrfBatched(handle, n, A, lda, P, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasDgetrfBatched(bd, handle, n, A, lda, P, info, batchSize) bd_inline_cublasDgetrfBatched(__FILE__, __LINE__, bd, handle, n, A, lda, P, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgetrfBatched(cublasHandle_t handle, int n, cuComplex *const A[], int lda, int *P, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgetrfBatched(bd, handle, n, A, lda, P, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasCgetrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, cuComplex *const A[], int lda, int *P, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgetrfBatched)(handle, n, A, lda, P, info, batchSize)
                                 : bd_gen_at_cublasCgetrfBatched(handle, n, A, lda, P, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasCgetrfBatched(bd, handle, n, A, lda, P, info, batchSize) bd_inline_cublasCgetrfBatched(__FILE__, __LINE__, bd, handle, n, A, lda, P, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgetrfBatched(cublasHandle_t handle, int n, cuDoubleComplex *const A[], int lda, int *P, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgetrfBatched(bd, handle, n, A, lda, P, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasZgetrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, cuDoubleComplex *const A[], int lda, int *P, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgetrfBatched)(handle, n, A, lda, P, info, batchSize)
                                 : bd_gen_at_cublasZgetrfBatched(handle, n, A, lda, P, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasZgetrfBatched(bd, handle, n, A, lda, P, info, batchSize) bd_inline_cublasZgetrfBatched(__FILE__, __LINE__, bd, handle, n, A, lda, P, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgetriBatched(cublasHandle_t handle, int n, const float *const A[], int lda, const int *P, float *const C[], int ldc, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgetriBatched(bd, handle, n, A, lda, P, C, ldc, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasSgetriBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const float *const A[], int lda, const int *P, float *const C[], int ldc, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgetriBatched)(handle, n, A, lda, P, C, ldc, info, batchSize)
                                 : bd_gen_at_cublasSgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasSgetriBatched(bd, handle, n, A, lda, P, C, ldc, info, batchSize) bd_inline_cublasSgetriBatched(__FILE__, __LINE__, bd, handle, n, A, lda, P, C, ldc, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgetriBatched(cublasHandle_t handle, int n, const double *const A[], int lda, const int *P, double *const C[], int ldc, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgetriBatched(bd, handle, n, A, lda, P, C, ldc, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasDgetriBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const double *const A[], int lda, const int *P, double *const C[], int ldc, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgetriBatched)(handle, n, A, lda, P, C, ldc, info, batchSize)
                                 : bd_gen_at_cublasDgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasDgetriBatched(bd, handle, n, A, lda, P, C, ldc, info, batchSize) bd_inline_cublasDgetriBatched(__FILE__, __LINE__, bd, handle, n, A, lda, P, C, ldc, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgetriBatched(cublasHandle_t handle, int n, const cuComplex *const A[], int lda, const int *P, cuComplex *const C[], int ldc, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgetriBatched(bd, handle, n, A, lda, P, C, ldc, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasCgetriBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuComplex *const A[], int lda, const int *P, cuComplex *const C[], int ldc, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgetriBatched)(handle, n, A, lda, P, C, ldc, info, batchSize)
                                 : bd_gen_at_cublasCgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasCgetriBatched(bd, handle, n, A, lda, P, C, ldc, info, batchSize) bd_inline_cublasCgetriBatched(__FILE__, __LINE__, bd, handle, n, A, lda, P, C, ldc, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgetriBatched(cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, const int *P, cuDoubleComplex *const C[], int ldc, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgetriBatched(bd, handle, n, A, lda, P, C, ldc, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasZgetriBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, const int *P, cuDoubleComplex *const C[], int ldc, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgetriBatched)(handle, n, A, lda, P, C, ldc, info, batchSize)
                                 : bd_gen_at_cublasZgetriBatched(handle, n, A, lda, P, C, ldc, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasZgetriBatched(bd, handle, n, A, lda, P, C, ldc, info, batchSize) bd_inline_cublasZgetriBatched(__FILE__, __LINE__, bd, handle, n, A, lda, P, C, ldc, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasSgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const float *const Aarray[], int lda, const int *devIpiv, float *const Barray[], int ldb, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasSgetrsBatched(bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasSgetrsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const float *const Aarray[], int lda, const int *devIpiv, float *const Barray[], int ldb, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasSgetrsBatched)(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize)
                                 : bd_gen_at_cublasSgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasSgetrsBatched(bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize) bd_inline_cublasSgetrsBatched(__FILE__, __LINE__, bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasDgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const double *const Aarray[], int lda, const int *devIpiv, double *const Barray[], int ldb, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasDgetrsBatched(bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasDgetrsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const double *const Aarray[], int lda, const int *devIpiv, double *const Barray[], int ldb, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasDgetrsBatched)(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize)
                                 : bd_gen_at_cublasDgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasDgetrsBatched(bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize) bd_inline_cublasDgetrsBatched(__FILE__, __LINE__, bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasCgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuComplex *const Aarray[], int lda, const int *devIpiv, cuComplex *const Barray[], int ldb, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasCgetrsBatched(bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasCgetrsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuComplex *const Aarray[], int lda, const int *devIpiv, cuComplex *const Barray[], int ldb, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasCgetrsBatched)(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize)
                                 : bd_gen_at_cublasCgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasCgetrsBatched(bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize) bd_inline_cublasCgetrsBatched(__FILE__, __LINE__, bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasZgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *const Aarray[], int lda, const int *devIpiv, cuDoubleComplex *const Barray[], int ldb, int *info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasZgetrsBatched(bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize);
}

static inline cublasStatus_t bd_inline_cublasZgetrsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *const Aarray[], int lda, const int *devIpiv, cuDoubleComplex *const Barray[], int ldb, int *info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasZgetrsBatched)(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize)
                                 : bd_gen_at_cublasZgetrsBatched(handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cublasZgetrsBatched(bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize) bd_inline_cublasZgetrsBatched(__FILE__, __LINE__, bd, handle, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize)

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasUint8gemmBias(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, cublasOperation_t transc, int m, int n, int k, const unsigned char *A, int A_bias, int lda, const unsigned char *B, int B_bias, int ldb, unsigned char *C, int C_bias, int ldc, int C_mult, int C_shift, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    BD_GEN_CALLED_AT(bd_file, bd_line);
    return bd_cublasUint8gemmBias(bd, handle, transa, transb, transc, m, n, k, A, A_bias, lda, B, B_bias, ldb, C, C_bias, ldc, C_mult, C_shift);
}

static inline cublasStatus_t bd_inline_cublasUint8gemmBias(const char *bd_file, int bd_line, bound_dev_t *bd, cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, cublasOperation_t transc, int m, int n, int k, const unsigned char *A, int A_bias, int lda, const unsigned char *B, int B_bias, int ldb, unsigned char *C, int C_bias, int ldc, int C_mult, int C_shift)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublas, pfn_cublasUint8gemmBias)(handle, transa, transb, transc, m, n, k, A, A_bias, lda, B, B_bias, ldb, C, C_bias, ldc, C_mult, C_shift)
                                 : bd_gen_at_cublasUint8gemmBias(handle, transa, transb, transc, m, n, k, A, A_bias, lda, B, B_bias, ldb, C, C_bias, ldc, C_mult, C_shift, bd, bd_file, bd_line);
}
#define bd_cublasUint8gemmBias(bd, handle, transa, transb, transc, m, n, k, A, A_bias, lda, B, B_bias, ldb, C, C_bias, ldc, C_mult, C_shift) bd_inline_cublasUint8gemmBias(__FILE__, __LINE__, bd, handle, transa, transb, transc, m, n, k, A, A_bias, lda, B, B_bias, ldb, C, C_bias, ldc, C_mult, C_shift)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in cublas_v2.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
