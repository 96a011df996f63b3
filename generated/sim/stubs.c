/* *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * Spec and templates hash: 0d5563200518af2d
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of the simulated driver (tests/sim). A weak stand-in for every function the generated
 * headers name: the simulation's own definitions override them, the rest answer "not supported".
 * And the name of every CUresult, for cuGetErrorName. */
#include <cuda.h>
#include <cublas_v2.h>
#include <curand.h>
#include <stddef.h>

#include "sim_stubs.h"

/* cublas */
__attribute__((weak)) cublasStatus_t cublasCreate_v2(cublasHandle_t *handle)
{
    (void)handle;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDestroy_v2(cublasHandle_t handle)
{
    (void)handle;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetVersion_v2(cublasHandle_t handle, int *version)
{
    (void)handle;
    (void)version;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value)
{
    (void)type;
    (void)value;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) size_t cublasGetCudartVersion(void)
{
    return (size_t)0;
}
__attribute__((weak)) cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes)
{
    (void)handle;
    (void)workspace;
    (void)workspaceSizeInBytes;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetStream_v2(cublasHandle_t handle, cudaStream_t streamId)
{
    (void)handle;
    (void)streamId;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetStream_v2(cublasHandle_t handle, cudaStream_t *streamId)
{
    (void)handle;
    (void)streamId;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t *mode)
{
    (void)handle;
    (void)mode;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t mode)
{
    (void)handle;
    (void)mode;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t *mode)
{
    (void)handle;
    (void)mode;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode)
{
    (void)handle;
    (void)mode;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode)
{
    (void)handle;
    (void)mode;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode)
{
    (void)handle;
    (void)mode;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetSmCountTarget(cublasHandle_t handle, int *smCountTarget)
{
    (void)handle;
    (void)smCountTarget;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetSmCountTarget(cublasHandle_t handle, int smCountTarget)
{
    (void)handle;
    (void)smCountTarget;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetEmulationStrategy(cublasHandle_t handle, cublasEmulationStrategy_t *emulationStrategy)
{
    (void)handle;
    (void)emulationStrategy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetEmulationStrategy(cublasHandle_t handle, cublasEmulationStrategy_t emulationStrategy)
{
    (void)handle;
    (void)emulationStrategy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetEmulationSpecialValuesSupport(cublasHandle_t handle, cudaEmulationSpecialValuesSupport *mask)
{
    (void)handle;
    (void)mask;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetEmulationSpecialValuesSupport(cublasHandle_t handle, cudaEmulationSpecialValuesSupport mask)
{
    (void)handle;
    (void)mask;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetFixedPointEmulationMantissaControl(cublasHandle_t handle, cudaEmulationMantissaControl *mantissaControl)
{
    (void)handle;
    (void)mantissaControl;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetFixedPointEmulationMantissaControl(cublasHandle_t handle, cudaEmulationMantissaControl mantissaControl)
{
    (void)handle;
    (void)mantissaControl;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetFixedPointEmulationMaxMantissaBitCount(cublasHandle_t handle, int *maxMantissaBitCount)
{
    (void)handle;
    (void)maxMantissaBitCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetFixedPointEmulationMaxMantissaBitCount(cublasHandle_t handle, int maxMantissaBitCount)
{
    (void)handle;
    (void)maxMantissaBitCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetFixedPointEmulationMantissaBitOffset(cublasHandle_t handle, int *mantissaBitOffset)
{
    (void)handle;
    (void)mantissaBitOffset;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetFixedPointEmulationMantissaBitOffset(cublasHandle_t handle, int mantissaBitOffset)
{
    (void)handle;
    (void)mantissaBitOffset;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetFixedPointEmulationMantissaBitCountPointer(cublasHandle_t handle, int **mantissaBitCount)
{
    (void)handle;
    (void)mantissaBitCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetFixedPointEmulationMantissaBitCountPointer(cublasHandle_t handle, int *mantissaBitCount)
{
    (void)handle;
    (void)mantissaBitCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) const char * cublasGetStatusName(cublasStatus_t status)
{
    (void)status;
    return (const char *)0;
}
__attribute__((weak)) const char * cublasGetStatusString(cublasStatus_t status)
{
    (void)status;
    return (const char *)0;
}
__attribute__((weak)) cublasStatus_t cublasLoggerConfigure(int logIsOn, int logToStdOut, int logToStdErr, const char *logFileName)
{
    (void)logIsOn;
    (void)logToStdOut;
    (void)logToStdErr;
    (void)logFileName;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetLoggerCallback(cublasLogCallback userCallback)
{
    (void)userCallback;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetLoggerCallback(cublasLogCallback *userCallback)
{
    (void)userCallback;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy)
{
    (void)n;
    (void)elemSize;
    (void)x;
    (void)incx;
    (void)devicePtr;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetVector_64(int64_t n, int64_t elemSize, const void *x, int64_t incx, void *devicePtr, int64_t incy)
{
    (void)n;
    (void)elemSize;
    (void)x;
    (void)incx;
    (void)devicePtr;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy)
{
    (void)n;
    (void)elemSize;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetVector_64(int64_t n, int64_t elemSize, const void *x, int64_t incx, void *y, int64_t incy)
{
    (void)n;
    (void)elemSize;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb)
{
    (void)rows;
    (void)cols;
    (void)elemSize;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetMatrix_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb)
{
    (void)rows;
    (void)cols;
    (void)elemSize;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb)
{
    (void)rows;
    (void)cols;
    (void)elemSize;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetMatrix_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb)
{
    (void)rows;
    (void)cols;
    (void)elemSize;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void *hostPtr, int incx, void *devicePtr, int incy, cudaStream_t stream)
{
    (void)n;
    (void)elemSize;
    (void)hostPtr;
    (void)incx;
    (void)devicePtr;
    (void)incy;
    (void)stream;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetVectorAsync_64(int64_t n, int64_t elemSize, const void *hostPtr, int64_t incx, void *devicePtr, int64_t incy, cudaStream_t stream)
{
    (void)n;
    (void)elemSize;
    (void)hostPtr;
    (void)incx;
    (void)devicePtr;
    (void)incy;
    (void)stream;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void *devicePtr, int incx, void *hostPtr, int incy, cudaStream_t stream)
{
    (void)n;
    (void)elemSize;
    (void)devicePtr;
    (void)incx;
    (void)hostPtr;
    (void)incy;
    (void)stream;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetVectorAsync_64(int64_t n, int64_t elemSize, const void *devicePtr, int64_t incx, void *hostPtr, int64_t incy, cudaStream_t stream)
{
    (void)n;
    (void)elemSize;
    (void)devicePtr;
    (void)incx;
    (void)hostPtr;
    (void)incy;
    (void)stream;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream)
{
    (void)rows;
    (void)cols;
    (void)elemSize;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)stream;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetMatrixAsync_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream)
{
    (void)rows;
    (void)cols;
    (void)elemSize;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)stream;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb, cudaStream_t stream)
{
    (void)rows;
    (void)cols;
    (void)elemSize;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)stream;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetMatrixAsync_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda, void *B, int64_t ldb, cudaStream_t stream)
{
    (void)rows;
    (void)cols;
    (void)elemSize;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)stream;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) void cublasXerbla(const char *srName, int info)
{
    (void)srName;
    (void)info;
}
__attribute__((weak)) cublasStatus_t cublasNrm2Ex(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executionType)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)result;
    (void)resultType;
    (void)executionType;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasNrm2Ex_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executionType)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)result;
    (void)resultType;
    (void)executionType;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSnrm2_v2(cublasHandle_t handle, int n, const float *x, int incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSnrm2_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDnrm2_v2(cublasHandle_t handle, int n, const double *x, int incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDnrm2_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScnrm2_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScnrm2_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDznrm2_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDznrm2_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDotEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    (void)result;
    (void)resultType;
    (void)executionType;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDotEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    (void)result;
    (void)resultType;
    (void)executionType;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDotcEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y, cudaDataType yType, int incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    (void)result;
    (void)resultType;
    (void)executionType;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDotcEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result, cudaDataType resultType, cudaDataType executionType)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    (void)result;
    (void)resultType;
    (void)executionType;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSdot_v2(cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSdot_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, const float *y, int64_t incy, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDdot_v2(cublasHandle_t handle, int n, const double *x, int incx, const double *y, int incy, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDdot_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, const double *y, int64_t incy, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCdotu_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCdotu_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCdotc_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCdotc_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdotu_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdotu_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdotc_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdotc_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScalEx(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int incx, cudaDataType executionType)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)alphaType;
    (void)x;
    (void)xType;
    (void)incx;
    (void)executionType;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScalEx_64(cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, void *x, cudaDataType xType, int64_t incx, cudaDataType executionType)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)alphaType;
    (void)x;
    (void)xType;
    (void)incx;
    (void)executionType;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSscal_v2(cublasHandle_t handle, int n, const float *alpha, float *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSscal_v2_64(cublasHandle_t handle, int64_t n, const float *alpha, float *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDscal_v2(cublasHandle_t handle, int n, const double *alpha, double *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDscal_v2_64(cublasHandle_t handle, int64_t n, const double *alpha, double *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCscal_v2(cublasHandle_t handle, int n, const cuComplex *alpha, cuComplex *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCscal_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha, cuComplex *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsscal_v2(cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsscal_v2_64(cublasHandle_t handle, int64_t n, const float *alpha, cuComplex *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZscal_v2(cublasHandle_t handle, int n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZscal_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdscal_v2(cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdscal_v2_64(cublasHandle_t handle, int64_t n, const double *alpha, cuDoubleComplex *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasAxpyEx(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, cudaDataType executiontype)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)alphaType;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    (void)executiontype;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasAxpyEx_64(cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, cudaDataType executiontype)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)alphaType;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    (void)executiontype;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSaxpy_v2(cublasHandle_t handle, int n, const float *alpha, const float *x, int incx, float *y, int incy)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSaxpy_v2_64(cublasHandle_t handle, int64_t n, const float *alpha, const float *x, int64_t incx, float *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDaxpy_v2(cublasHandle_t handle, int n, const double *alpha, const double *x, int incx, double *y, int incy)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDaxpy_v2_64(cublasHandle_t handle, int64_t n, const double *alpha, const double *x, int64_t incx, double *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCaxpy_v2(cublasHandle_t handle, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *y, int incy)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCaxpy_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZaxpy_v2(cublasHandle_t handle, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZaxpy_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCopyEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCopyEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScopy_v2(cublasHandle_t handle, int n, const float *x, int incx, float *y, int incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScopy_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDcopy_v2(cublasHandle_t handle, int n, const double *x, int incx, double *y, int incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDcopy_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCcopy_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, cuComplex *y, int incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCcopy_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZcopy_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZcopy_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSswap_v2(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSswap_v2_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDswap_v2(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDswap_v2_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCswap_v2(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCswap_v2_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZswap_v2(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZswap_v2_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSwapEx(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSwapEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIsamax_v2(cublasHandle_t handle, int n, const float *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIsamax_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIdamax_v2(cublasHandle_t handle, int n, const double *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIdamax_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIcamax_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIcamax_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIzamax_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIzamax_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIamaxEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIamaxEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIsamin_v2(cublasHandle_t handle, int n, const float *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIsamin_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIdamin_v2(cublasHandle_t handle, int n, const double *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIdamin_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIcamin_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIcamin_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIzamin_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIzamin_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIaminEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIaminEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasAsumEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result, cudaDataType resultType, cudaDataType executiontype)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)result;
    (void)resultType;
    (void)executiontype;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasAsumEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, void *result, cudaDataType resultType, cudaDataType executiontype)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)result;
    (void)resultType;
    (void)executiontype;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSasum_v2(cublasHandle_t handle, int n, const float *x, int incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSasum_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDasum_v2(cublasHandle_t handle, int n, const double *x, int incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDasum_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScasum_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScasum_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDzasum_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDzasum_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSrot_v2(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *c, const float *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSrot_v2_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *c, const float *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDrot_v2(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *c, const double *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDrot_v2_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *c, const double *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCrot_v2(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const cuComplex *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCrot_v2_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const cuComplex *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsrot_v2(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c, const float *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsrot_v2_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y, int64_t incy, const float *c, const float *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZrot_v2(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const cuDoubleComplex *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZrot_v2_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const cuDoubleComplex *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdrot_v2(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy, const double *c, const double *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdrot_v2_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy, const double *c, const double *s)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasRotEx(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    (void)c;
    (void)s;
    (void)csType;
    (void)executiontype;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasRotEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *c, const void *s, cudaDataType csType, cudaDataType executiontype)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    (void)c;
    (void)s;
    (void)csType;
    (void)executiontype;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSrotg_v2(cublasHandle_t handle, float *a, float *b, float *c, float *s)
{
    (void)handle;
    (void)a;
    (void)b;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDrotg_v2(cublasHandle_t handle, double *a, double *b, double *c, double *s)
{
    (void)handle;
    (void)a;
    (void)b;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCrotg_v2(cublasHandle_t handle, cuComplex *a, cuComplex *b, float *c, cuComplex *s)
{
    (void)handle;
    (void)a;
    (void)b;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZrotg_v2(cublasHandle_t handle, cuDoubleComplex *a, cuDoubleComplex *b, double *c, cuDoubleComplex *s)
{
    (void)handle;
    (void)a;
    (void)b;
    (void)c;
    (void)s;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasRotgEx(cublasHandle_t handle, void *a, void *b, cudaDataType abType, void *c, void *s, cudaDataType csType, cudaDataType executiontype)
{
    (void)handle;
    (void)a;
    (void)b;
    (void)abType;
    (void)c;
    (void)s;
    (void)csType;
    (void)executiontype;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSrotm_v2(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *param)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)param;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSrotm_v2_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t incy, const float *param)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)param;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDrotm_v2(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *param)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)param;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDrotm_v2_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t incy, const double *param)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)param;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasRotmEx(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y, cudaDataType yType, int incy, const void *param, cudaDataType paramType, cudaDataType executiontype)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    (void)param;
    (void)paramType;
    (void)executiontype;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasRotmEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType, int64_t incy, const void *param, cudaDataType paramType, cudaDataType executiontype)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)xType;
    (void)incx;
    (void)y;
    (void)yType;
    (void)incy;
    (void)param;
    (void)paramType;
    (void)executiontype;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSrotmg_v2(cublasHandle_t handle, float *d1, float *d2, float *x1, const float *y1, float *param)
{
    (void)handle;
    (void)d1;
    (void)d2;
    (void)x1;
    (void)y1;
    (void)param;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDrotmg_v2(cublasHandle_t handle, double *d1, double *d2, double *x1, const double *y1, double *param)
{
    (void)handle;
    (void)d1;
    (void)d2;
    (void)x1;
    (void)y1;
    (void)param;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasRotmgEx(cublasHandle_t handle, void *d1, cudaDataType d1Type, void *d2, cudaDataType d2Type, void *x1, cudaDataType x1Type, const void *y1, cudaDataType y1Type, void *param, cudaDataType paramType, cudaDataType executiontype)
{
    (void)handle;
    (void)d1;
    (void)d1Type;
    (void)d2;
    (void)d2Type;
    (void)x1;
    (void)x1Type;
    (void)y1;
    (void)y1Type;
    (void)param;
    (void)paramType;
    (void)executiontype;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)kl;
    (void)ku;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)kl;
    (void)ku;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)kl;
    (void)ku;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)kl;
    (void)ku;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)kl;
    (void)ku;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)kl;
    (void)ku;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)kl;
    (void)ku;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)kl;
    (void)ku;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const float *AP, float *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const double *AP, double *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)AP;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda, float *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda, double *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda, cuComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *x, int64_t incx)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChemv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChemv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhemv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhemv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const float *alpha, const float *A, int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const double *alpha, const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSspmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *AP, const float *x, int incx, const float *beta, float *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)AP;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSspmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *AP, const float *x, int64_t incx, const float *beta, float *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)AP;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDspmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *AP, const double *x, int incx, const double *beta, double *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)AP;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDspmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *AP, const double *x, int64_t incx, const double *beta, double *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)AP;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)AP;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)AP;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)AP;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)AP;
    (void)x;
    (void)incx;
    (void)beta;
    (void)y;
    (void)incy;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSger_v2(cublasHandle_t handle, int m, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSger_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDger_v2(cublasHandle_t handle, int m, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDger_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgeru_v2(cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgeru_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgerc_v2(cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgerc_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgeru_v2(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgeru_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgerc_v2(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgerc_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCher_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCher_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZher_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZher_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSspr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, float *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSspr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, float *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDspr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, double *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDspr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, double *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChpr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const cuComplex *x, int incx, cuComplex *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChpr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const cuComplex *x, int64_t incx, cuComplex *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhpr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhpr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCher2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCher2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZher2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZher2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSspr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const float *x, int incx, const float *y, int incy, float *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSspr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha, const float *x, int64_t incx, const float *y, int64_t incy, float *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDspr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const double *x, int incx, const double *y, int incy, double *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDspr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChpr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChpr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhpr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhpr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    (void)y;
    (void)incy;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *const Aarray[], int lda, const float *const xarray[], int incx, const float *beta, float *const yarray[], int incy, int batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)xarray;
    (void)incx;
    (void)beta;
    (void)yarray;
    (void)incy;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *const Aarray[], int64_t lda, const float *const xarray[], int64_t incx, const float *beta, float *const yarray[], int64_t incy, int64_t batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)xarray;
    (void)incx;
    (void)beta;
    (void)yarray;
    (void)incy;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *const Aarray[], int lda, const double *const xarray[], int incx, const double *beta, double *const yarray[], int incy, int batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)xarray;
    (void)incx;
    (void)beta;
    (void)yarray;
    (void)incy;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *const Aarray[], int64_t lda, const double *const xarray[], int64_t incx, const double *beta, double *const yarray[], int64_t incy, int64_t batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)xarray;
    (void)incx;
    (void)beta;
    (void)yarray;
    (void)incy;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const xarray[], int incx, const cuComplex *beta, cuComplex *const yarray[], int incy, int batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)xarray;
    (void)incx;
    (void)beta;
    (void)yarray;
    (void)incy;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const xarray[], int64_t incx, const cuComplex *beta, cuComplex *const yarray[], int64_t incy, int64_t batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)xarray;
    (void)incx;
    (void)beta;
    (void)yarray;
    (void)incy;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const xarray[], int incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int incy, int batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)xarray;
    (void)incx;
    (void)beta;
    (void)yarray;
    (void)incy;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const xarray[], int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *const yarray[], int64_t incy, int64_t batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)xarray;
    (void)incx;
    (void)beta;
    (void)yarray;
    (void)incy;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A, int lda, long long strideA, const float *x, int incx, long long stridex, const float *beta, float *y, int incy, long long stridey, int batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)x;
    (void)incx;
    (void)stridex;
    (void)beta;
    (void)y;
    (void)incy;
    (void)stridey;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, long long strideA, const float *x, int64_t incx, long long stridex, const float *beta, float *y, int64_t incy, long long stridey, int64_t batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)x;
    (void)incx;
    (void)stridex;
    (void)beta;
    (void)y;
    (void)incy;
    (void)stridey;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha, const double *A, int lda, long long strideA, const double *x, int incx, long long stridex, const double *beta, double *y, int incy, long long stridey, int batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)x;
    (void)incx;
    (void)stridex;
    (void)beta;
    (void)y;
    (void)incy;
    (void)stridey;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, long long strideA, const double *x, int64_t incx, long long stridex, const double *beta, double *y, int64_t incy, long long stridey, int64_t batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)x;
    (void)incx;
    (void)stridex;
    (void)beta;
    (void)y;
    (void)incy;
    (void)stridey;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *x, int incx, long long stridex, const cuComplex *beta, cuComplex *y, int incy, long long stridey, int batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)x;
    (void)incx;
    (void)stridex;
    (void)beta;
    (void)y;
    (void)incy;
    (void)stridey;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *x, int64_t incx, long long stridex, const cuComplex *beta, cuComplex *y, int64_t incy, long long stridey, int64_t batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)x;
    (void)incx;
    (void)stridex;
    (void)beta;
    (void)y;
    (void)incy;
    (void)stridey;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *x, int incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int incy, long long stridey, int batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)x;
    (void)incx;
    (void)stridex;
    (void)beta;
    (void)y;
    (void)incy;
    (void)stridey;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *x, int64_t incx, long long stridex, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy, long long stridey, int64_t batchCount)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)x;
    (void)incx;
    (void)stridex;
    (void)beta;
    (void)y;
    (void)incy;
    (void)stridey;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemm_v2(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemm_v2(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemm_v2(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemm3m(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemm3m_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemm3mEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)B;
    (void)Btype;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemm3mEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)B;
    (void)Btype;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemm_v2(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemm3m(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemm3m_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const float *beta, void *C, cudaDataType Ctype, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)B;
    (void)Btype;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)B;
    (void)Btype;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const void *beta, void *C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)B;
    (void)Btype;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    (void)computeType;
    (void)algo;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)B;
    (void)Btype;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    (void)computeType;
    (void)algo;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)B;
    (void)Btype;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype, int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)B;
    (void)Btype;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *beta, float *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *beta, float *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *beta, double *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *beta, double *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, cuComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyrkEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyrkEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyrk3mEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda, const cuComplex *beta, void *C, cudaDataType Ctype, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyrk3mEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const void *A, cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCherk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const cuComplex *A, int lda, const float *beta, cuComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCherk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const cuComplex *A, int64_t lda, const float *beta, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZherk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const cuDoubleComplex *A, int lda, const double *beta, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZherk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const cuDoubleComplex *A, int64_t lda, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCherkEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCherkEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCherk3mEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const float *beta, void *C, cudaDataType Ctype, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCherk3mEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype, int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCher2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCher2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZher2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZher2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCherkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *beta, cuComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCherkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZherkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZherkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)uplo;
    (void)trans;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChemm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasChemm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhemm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZhemm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, float *B, int ldb)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, float *B, int64_t ldb)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, double *B, int ldb)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, double *B, int64_t ldb)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, cuComplex *B, int ldb)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, cuComplex *B, int64_t ldb)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, cuDoubleComplex *B, int64_t ldb)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *A, int lda, const float *B, int ldb, float *C, int ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb, float *C, int64_t ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *A, int lda, const double *B, int ldb, double *C, int ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb, double *C, int64_t ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex *C, int ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *const Aarray[], int lda, const float *const Barray[], int ldb, const float *beta, float *const Carray[], int ldc, int batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)Barray;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)ldc;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *const Aarray[], int64_t lda, const float *const Barray[], int64_t ldb, const float *beta, float *const Carray[], int64_t ldc, int64_t batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)Barray;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)ldc;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *const Aarray[], int lda, const double *const Barray[], int ldb, const double *beta, double *const Carray[], int ldc, int batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)Barray;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)ldc;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *const Aarray[], int64_t lda, const double *const Barray[], int64_t ldb, const double *beta, double *const Carray[], int64_t ldc, int64_t batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)Barray;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)ldc;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)Barray;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)ldc;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)Barray;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)ldc;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemm3mBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *const Aarray[], int lda, const cuComplex *const Barray[], int ldb, const cuComplex *beta, cuComplex *const Carray[], int ldc, int batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)Barray;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)ldc;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemm3mBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *const Aarray[], int64_t lda, const cuComplex *const Barray[], int64_t ldb, const cuComplex *beta, cuComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)Barray;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)ldc;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int lda, const cuDoubleComplex *const Barray[], int ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int ldc, int batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)Barray;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)ldc;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *const Aarray[], int64_t lda, const cuDoubleComplex *const Barray[], int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *const Carray[], int64_t ldc, int64_t batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)lda;
    (void)Barray;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)ldc;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const float *alpha, const float *A, int lda, long long strideA, const float *B, int ldb, long long strideB, const float *beta, float *C, int ldc, long long strideC, int batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, long long strideA, const float *B, int64_t ldb, long long strideB, const float *beta, float *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const double *alpha, const double *A, int lda, long long strideA, const double *B, int ldb, long long strideB, const double *beta, double *C, int ldc, long long strideC, int batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda, long long strideA, const double *B, int64_t ldb, long long strideB, const double *beta, double *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemm3mStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, long long strideA, const cuComplex *B, int ldb, long long strideB, const cuComplex *beta, cuComplex *C, int ldc, long long strideC, int batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgemm3mStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda, long long strideA, const cuComplex *B, int64_t ldb, long long strideB, const cuComplex *beta, cuComplex *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, long long strideA, const cuDoubleComplex *B, int ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc, long long strideC, int batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, long long strideA, const cuDoubleComplex *B, int64_t ldb, long long strideB, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc, long long strideC, int64_t batchCount)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int lda, const void *const Barray[], cudaDataType Btype, int ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int ldc, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)Atype;
    (void)lda;
    (void)Barray;
    (void)Btype;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)Ctype;
    (void)ldc;
    (void)batchCount;
    (void)computeType;
    (void)algo;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGemmBatchedEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *const Aarray[], cudaDataType Atype, int64_t lda, const void *const Barray[], cudaDataType Btype, int64_t ldb, const void *beta, void *const Carray[], cudaDataType Ctype, int64_t ldc, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)Aarray;
    (void)Atype;
    (void)lda;
    (void)Barray;
    (void)Btype;
    (void)ldb;
    (void)beta;
    (void)Carray;
    (void)Ctype;
    (void)ldc;
    (void)batchCount;
    (void)computeType;
    (void)algo;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda, long long strideA, const void *B, cudaDataType Btype, int ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int ldc, long long strideC, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)Btype;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    (void)computeType;
    (void)algo;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGemmStridedBatchedEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, int64_t k, const void *alpha, const void *A, cudaDataType Atype, int64_t lda, long long strideA, const void *B, cudaDataType Btype, int64_t ldb, long long strideB, const void *beta, void *C, cudaDataType Ctype, int64_t ldc, long long strideC, int64_t batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)k;
    (void)alpha;
    (void)A;
    (void)Atype;
    (void)lda;
    (void)strideA;
    (void)B;
    (void)Btype;
    (void)ldb;
    (void)strideB;
    (void)beta;
    (void)C;
    (void)Ctype;
    (void)ldc;
    (void)strideC;
    (void)batchCount;
    (void)computeType;
    (void)algo;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemmGroupedBatched(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const float alpha_array[], const float *const Aarray[], const int lda_array[], const float *const Barray[], const int ldb_array[], const float beta_array[], float *const Carray[], const int ldc_array[], int group_count, const int group_size[])
{
    (void)handle;
    (void)transa_array;
    (void)transb_array;
    (void)m_array;
    (void)n_array;
    (void)k_array;
    (void)alpha_array;
    (void)Aarray;
    (void)lda_array;
    (void)Barray;
    (void)ldb_array;
    (void)beta_array;
    (void)Carray;
    (void)ldc_array;
    (void)group_count;
    (void)group_size;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgemmGroupedBatched_64(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const float alpha_array[], const float *const Aarray[], const int64_t lda_array[], const float *const Barray[], const int64_t ldb_array[], const float beta_array[], float *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[])
{
    (void)handle;
    (void)transa_array;
    (void)transb_array;
    (void)m_array;
    (void)n_array;
    (void)k_array;
    (void)alpha_array;
    (void)Aarray;
    (void)lda_array;
    (void)Barray;
    (void)ldb_array;
    (void)beta_array;
    (void)Carray;
    (void)ldc_array;
    (void)group_count;
    (void)group_size;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemmGroupedBatched(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const double alpha_array[], const double *const Aarray[], const int lda_array[], const double *const Barray[], const int ldb_array[], const double beta_array[], double *const Carray[], const int ldc_array[], int group_count, const int group_size[])
{
    (void)handle;
    (void)transa_array;
    (void)transb_array;
    (void)m_array;
    (void)n_array;
    (void)k_array;
    (void)alpha_array;
    (void)Aarray;
    (void)lda_array;
    (void)Barray;
    (void)ldb_array;
    (void)beta_array;
    (void)Carray;
    (void)ldc_array;
    (void)group_count;
    (void)group_size;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgemmGroupedBatched_64(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const double alpha_array[], const double *const Aarray[], const int64_t lda_array[], const double *const Barray[], const int64_t ldb_array[], const double beta_array[], double *const Carray[], const int64_t ldc_array[], int64_t group_count, const int64_t group_size[])
{
    (void)handle;
    (void)transa_array;
    (void)transb_array;
    (void)m_array;
    (void)n_array;
    (void)k_array;
    (void)alpha_array;
    (void)Aarray;
    (void)lda_array;
    (void)Barray;
    (void)ldb_array;
    (void)beta_array;
    (void)Carray;
    (void)ldc_array;
    (void)group_count;
    (void)group_size;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGemmGroupedBatchedEx(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int m_array[], const int n_array[], const int k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int lda_array[], const void *const Barray[], cudaDataType_t Btype, const int ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int ldc_array[], int group_count, const int group_size[], cublasComputeType_t computeType)
{
    (void)handle;
    (void)transa_array;
    (void)transb_array;
    (void)m_array;
    (void)n_array;
    (void)k_array;
    (void)alpha_array;
    (void)Aarray;
    (void)Atype;
    (void)lda_array;
    (void)Barray;
    (void)Btype;
    (void)ldb_array;
    (void)beta_array;
    (void)Carray;
    (void)Ctype;
    (void)ldc_array;
    (void)group_count;
    (void)group_size;
    (void)computeType;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGemmGroupedBatchedEx_64(cublasHandle_t handle, const cublasOperation_t transa_array[], const cublasOperation_t transb_array[], const int64_t m_array[], const int64_t n_array[], const int64_t k_array[], const void *alpha_array, const void *const Aarray[], cudaDataType_t Atype, const int64_t lda_array[], const void *const Barray[], cudaDataType_t Btype, const int64_t ldb_array[], const void *beta_array, void *const Carray[], cudaDataType_t Ctype, const int64_t ldc_array[], int64_t group_count, const int64_t group_size[], cublasComputeType_t computeType)
{
    (void)handle;
    (void)transa_array;
    (void)transb_array;
    (void)m_array;
    (void)n_array;
    (void)k_array;
    (void)alpha_array;
    (void)Aarray;
    (void)Atype;
    (void)lda_array;
    (void)Barray;
    (void)Btype;
    (void)ldb_array;
    (void)beta_array;
    (void)Carray;
    (void)Ctype;
    (void)ldc_array;
    (void)group_count;
    (void)group_size;
    (void)computeType;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const float *alpha, const float *A, int lda, const float *beta, const float *B, int ldb, float *C, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda, const float *beta, const float *B, int64_t ldb, float *C, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const double *alpha, const double *A, int lda, const double *beta, const double *B, int ldb, double *C, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda, const double *beta, const double *B, int64_t ldb, double *C, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta, const cuComplex *B, int ldb, cuComplex *C, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *beta, const cuComplex *B, int64_t ldb, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *beta, const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)beta;
    (void)B;
    (void)ldb;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha, const float *const A[], int lda, float *const B[], int ldb, int batchCount)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const float *alpha, const float *const A[], int64_t lda, float *const B[], int64_t ldb, int64_t batchCount)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha, const double *const A[], int lda, double *const B[], int ldb, int batchCount)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const double *alpha, const double *const A[], int64_t lda, double *const B[], int64_t ldb, int64_t batchCount)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex *alpha, const cuComplex *const A[], int lda, cuComplex *const B[], int ldb, int batchCount)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *const A[], int64_t lda, cuComplex *const B[], int64_t ldb, int64_t batchCount)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const B[], int ldb, int batchCount)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *const A[], int64_t lda, cuDoubleComplex *const B[], int64_t ldb, int64_t batchCount)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)diag;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)batchCount;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const float *A, int lda, const float *x, int incx, float *C, int ldc)
{
    (void)handle;
    (void)mode;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const float *A, int64_t lda, const float *x, int64_t incx, float *C, int64_t ldc)
{
    (void)handle;
    (void)mode;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const double *A, int lda, const double *x, int incx, double *C, int ldc)
{
    (void)handle;
    (void)mode;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const double *A, int64_t lda, const double *x, int64_t incx, double *C, int64_t ldc)
{
    (void)handle;
    (void)mode;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuComplex *A, int lda, const cuComplex *x, int incx, cuComplex *C, int ldc)
{
    (void)handle;
    (void)mode;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx, cuComplex *C, int64_t ldc)
{
    (void)handle;
    (void)mode;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)mode;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n, const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *C, int64_t ldc)
{
    (void)handle;
    (void)mode;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)x;
    (void)incx;
    (void)C;
    (void)ldc;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSmatinvBatched(cublasHandle_t handle, int n, const float *const A[], int lda, float *const Ainv[], int lda_inv, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)Ainv;
    (void)lda_inv;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDmatinvBatched(cublasHandle_t handle, int n, const double *const A[], int lda, double *const Ainv[], int lda_inv, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)Ainv;
    (void)lda_inv;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCmatinvBatched(cublasHandle_t handle, int n, const cuComplex *const A[], int lda, cuComplex *const Ainv[], int lda_inv, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)Ainv;
    (void)lda_inv;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZmatinvBatched(cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, cuDoubleComplex *const Ainv[], int lda_inv, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)Ainv;
    (void)lda_inv;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgeqrfBatched(cublasHandle_t handle, int m, int n, float *const Aarray[], int lda, float *const TauArray[], int *info, int batchSize)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)Aarray;
    (void)lda;
    (void)TauArray;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgeqrfBatched(cublasHandle_t handle, int m, int n, double *const Aarray[], int lda, double *const TauArray[], int *info, int batchSize)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)Aarray;
    (void)lda;
    (void)TauArray;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgeqrfBatched(cublasHandle_t handle, int m, int n, cuComplex *const Aarray[], int lda, cuComplex *const TauArray[], int *info, int batchSize)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)Aarray;
    (void)lda;
    (void)TauArray;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgeqrfBatched(cublasHandle_t handle, int m, int n, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const TauArray[], int *info, int batchSize)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)Aarray;
    (void)lda;
    (void)TauArray;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, float *const Aarray[], int lda, float *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)Aarray;
    (void)lda;
    (void)Carray;
    (void)ldc;
    (void)info;
    (void)devInfoArray;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, double *const Aarray[], int lda, double *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)Aarray;
    (void)lda;
    (void)Carray;
    (void)ldc;
    (void)info;
    (void)devInfoArray;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuComplex *const Aarray[], int lda, cuComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)Aarray;
    (void)lda;
    (void)Carray;
    (void)ldc;
    (void)info;
    (void)devInfoArray;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, cuDoubleComplex *const Aarray[], int lda, cuDoubleComplex *const Carray[], int ldc, int *info, int *devInfoArray, int batchSize)
{
    (void)handle;
    (void)trans;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)Aarray;
    (void)lda;
    (void)Carray;
    (void)ldc;
    (void)info;
    (void)devInfoArray;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *AP, float *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)AP;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *AP, double *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)AP;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *AP, cuComplex *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)AP;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *AP, cuDoubleComplex *A, int lda)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)AP;
    (void)A;
    (void)lda;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasStrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, float *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, double *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, cuComplex *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *AP)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)AP;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgetrfBatched(cublasHandle_t handle, int n, float *const A[], int lda, int *P, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)P;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgetrfBatched(cublasHandle_t handle, int n, double *const A[], int lda, int *P, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)P;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgetrfBatched(cublasHandle_t handle, int n, cuComplex *const A[], int lda, int *P, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)P;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgetrfBatched(cublasHandle_t handle, int n, cuDoubleComplex *const A[], int lda, int *P, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)P;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgetriBatched(cublasHandle_t handle, int n, const float *const A[], int lda, const int *P, float *const C[], int ldc, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)P;
    (void)C;
    (void)ldc;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgetriBatched(cublasHandle_t handle, int n, const double *const A[], int lda, const int *P, double *const C[], int ldc, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)P;
    (void)C;
    (void)ldc;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgetriBatched(cublasHandle_t handle, int n, const cuComplex *const A[], int lda, const int *P, cuComplex *const C[], int ldc, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)P;
    (void)C;
    (void)ldc;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgetriBatched(cublasHandle_t handle, int n, const cuDoubleComplex *const A[], int lda, const int *P, cuDoubleComplex *const C[], int ldc, int *info, int batchSize)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)P;
    (void)C;
    (void)ldc;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const float *const Aarray[], int lda, const int *devIpiv, float *const Barray[], int ldb, int *info, int batchSize)
{
    (void)handle;
    (void)trans;
    (void)n;
    (void)nrhs;
    (void)Aarray;
    (void)lda;
    (void)devIpiv;
    (void)Barray;
    (void)ldb;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const double *const Aarray[], int lda, const int *devIpiv, double *const Barray[], int ldb, int *info, int batchSize)
{
    (void)handle;
    (void)trans;
    (void)n;
    (void)nrhs;
    (void)Aarray;
    (void)lda;
    (void)devIpiv;
    (void)Barray;
    (void)ldb;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuComplex *const Aarray[], int lda, const int *devIpiv, cuComplex *const Barray[], int ldb, int *info, int batchSize)
{
    (void)handle;
    (void)trans;
    (void)n;
    (void)nrhs;
    (void)Aarray;
    (void)lda;
    (void)devIpiv;
    (void)Barray;
    (void)ldb;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *const Aarray[], int lda, const int *devIpiv, cuDoubleComplex *const Barray[], int ldb, int *info, int batchSize)
{
    (void)handle;
    (void)trans;
    (void)n;
    (void)nrhs;
    (void)Aarray;
    (void)lda;
    (void)devIpiv;
    (void)Barray;
    (void)ldb;
    (void)info;
    (void)batchSize;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasUint8gemmBias(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, cublasOperation_t transc, int m, int n, int k, const unsigned char *A, int A_bias, int lda, const unsigned char *B, int B_bias, int ldb, unsigned char *C, int C_bias, int ldc, int C_mult, int C_shift)
{
    (void)handle;
    (void)transa;
    (void)transb;
    (void)transc;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)A_bias;
    (void)lda;
    (void)B;
    (void)B_bias;
    (void)ldb;
    (void)C;
    (void)C_bias;
    (void)ldc;
    (void)C_mult;
    (void)C_shift;
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

/* curand */
__attribute__((weak)) curandStatus_t curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type)
{
    (void)generator;
    (void)rng_type;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type)
{
    (void)generator;
    (void)rng_type;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandDestroyGenerator(curandGenerator_t generator)
{
    (void)generator;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGetVersion(int *version)
{
    (void)version;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGetProperty(libraryPropertyType type, int *value)
{
    (void)type;
    (void)value;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandSetStream(curandGenerator_t generator, cudaStream_t stream)
{
    (void)generator;
    (void)stream;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed)
{
    (void)generator;
    (void)seed;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset)
{
    (void)generator;
    (void)offset;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order)
{
    (void)generator;
    (void)order;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int num_dimensions)
{
    (void)generator;
    (void)num_dimensions;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num)
{
    (void)generator;
    (void)outputPtr;
    (void)num;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGenerateLongLong(curandGenerator_t generator, unsigned long long *outputPtr, size_t num)
{
    (void)generator;
    (void)outputPtr;
    (void)num;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num)
{
    (void)generator;
    (void)outputPtr;
    (void)num;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr, size_t num)
{
    (void)generator;
    (void)outputPtr;
    (void)num;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)mean;
    (void)stddev;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)mean;
    (void)stddev;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)mean;
    (void)stddev;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)mean;
    (void)stddev;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *discrete_distribution)
{
    (void)lambda;
    (void)discrete_distribution;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandDestroyDistribution(curandDiscreteDistribution_t discrete_distribution)
{
    (void)discrete_distribution;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGeneratePoisson(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)lambda;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGeneratePoissonMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)lambda;
    (void)method;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGenerateSeeds(curandGenerator_t generator)
{
    (void)generator;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t * vectors[], curandDirectionVectorSet_t set)
{
    (void)vectors;
    (void)set;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGetScrambleConstants32(unsigned int **constants)
{
    (void)constants;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t * vectors[], curandDirectionVectorSet_t set)
{
    (void)vectors;
    (void)set;
    return CURAND_STATUS_INTERNAL_ERROR;
}
__attribute__((weak)) curandStatus_t curandGetScrambleConstants64(unsigned long long **constants)
{
    (void)constants;
    return CURAND_STATUS_INTERNAL_ERROR;
}

/* driver */
__attribute__((weak)) CUresult cuGetErrorString(CUresult error, const char **pStr)
{
    (void)error;
    (void)pStr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGetErrorName(CUresult error, const char **pStr)
{
    (void)error;
    (void)pStr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuInit(unsigned int Flags)
{
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDriverGetVersion(int *driverVersion)
{
    (void)driverVersion;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGet(CUdevice *device, int ordinal)
{
    (void)device;
    (void)ordinal;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetCount(int *count)
{
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetName(char *name, int len, CUdevice dev)
{
    (void)name;
    (void)len;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetUuid_v2(CUuuid *uuid, CUdevice dev)
{
    (void)uuid;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev)
{
    (void)luid;
    (void)deviceNodeMask;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev)
{
    (void)bytes;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, CUarray_format format, unsigned int numChannels, CUdevice dev)
{
    (void)maxWidthInElements;
    (void)format;
    (void)numChannels;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev)
{
    (void)pi;
    (void)attrib;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice dev)
{
    (void)capabilities;
    (void)operations;
    (void)count;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, CUdevice dev, int flags)
{
    (void)nvSciSyncAttrList;
    (void)dev;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool)
{
    (void)dev;
    (void)pool;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev)
{
    (void)pool;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetDefaultMemPool(CUmemoryPool *pool_out, CUdevice dev)
{
    (void)pool_out;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetExecAffinitySupport(int *pi, CUexecAffinityType type, CUdevice dev)
{
    (void)pi;
    (void)type;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFlushGPUDirectRDMAWrites(CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    (void)target;
    (void)scope;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetProperties(CUdevprop *prop, CUdevice dev)
{
    (void)prop;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceComputeCapability(int *major, int *minor, CUdevice dev)
{
    (void)major;
    (void)minor;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    (void)pctx;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevicePrimaryCtxRelease_v2(CUdevice dev)
{
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevicePrimaryCtxSetFlags_v2(CUdevice dev, unsigned int flags)
{
    (void)dev;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active)
{
    (void)dev;
    (void)flags;
    (void)active;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevicePrimaryCtxReset_v2(CUdevice dev)
{
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxCreate_v4(CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev)
{
    (void)pctx;
    (void)ctxCreateParams;
    (void)flags;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxDestroy_v2(CUcontext ctx)
{
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxPushCurrent_v2(CUcontext ctx)
{
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxPopCurrent_v2(CUcontext *pctx)
{
    (void)pctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSetCurrent(CUcontext ctx)
{
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetCurrent(CUcontext *pctx)
{
    (void)pctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetDevice(CUdevice *device)
{
    (void)device;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx)
{
    (void)device;
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetFlags(unsigned int *flags)
{
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSetFlags(unsigned int flags)
{
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetId(CUcontext ctx, unsigned long long *ctxId)
{
    (void)ctx;
    (void)ctxId;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSynchronize(void)
{
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSynchronize_v2(CUcontext ctx)
{
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSetLimit(CUlimit limit, size_t value)
{
    (void)limit;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetLimit(size_t *pvalue, CUlimit limit)
{
    (void)pvalue;
    (void)limit;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetCacheConfig(CUfunc_cache *pconfig)
{
    (void)pconfig;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSetCacheConfig(CUfunc_cache config)
{
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetApiVersion(CUcontext ctx, unsigned int *version)
{
    (void)ctx;
    (void)version;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    (void)leastPriority;
    (void)greatestPriority;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxResetPersistingL2Cache(void)
{
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetExecAffinity(CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    (void)pExecAffinity;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent)
{
    (void)hCtx;
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent)
{
    (void)hCtx;
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxAttach(CUcontext *pctx, unsigned int flags)
{
    (void)pctx;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxDetach(CUcontext ctx)
{
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetSharedMemConfig(CUsharedconfig *pConfig)
{
    (void)pConfig;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSetSharedMemConfig(CUsharedconfig config)
{
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleLoad(CUmodule *module, const char *fname)
{
    (void)module;
    (void)fname;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleLoadData(CUmodule *module, const void *image)
{
    (void)module;
    (void)image;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    (void)module;
    (void)image;
    (void)numOptions;
    (void)options;
    (void)optionValues;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin)
{
    (void)module;
    (void)fatCubin;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleUnload(CUmodule hmod)
{
    (void)hmod;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetLoadingMode(CUmoduleLoadingMode *mode)
{
    (void)mode;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name)
{
    (void)hfunc;
    (void)hmod;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetFunctionCount(unsigned int *count, CUmodule mod)
{
    (void)count;
    (void)mod;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleEnumerateFunctions(CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    (void)functions;
    (void)numFunctions;
    (void)mod;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetGlobal_v2(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    (void)dptr;
    (void)bytes;
    (void)hmod;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLinkCreate_v2(unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    (void)numOptions;
    (void)options;
    (void)optionValues;
    (void)stateOut;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLinkAddData_v2(CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    (void)state;
    (void)type;
    (void)data;
    (void)size;
    (void)name;
    (void)numOptions;
    (void)options;
    (void)optionValues;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLinkAddFile_v2(CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    (void)state;
    (void)type;
    (void)path;
    (void)numOptions;
    (void)options;
    (void)optionValues;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    (void)state;
    (void)cubinOut;
    (void)sizeOut;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLinkDestroy(CUlinkState state)
{
    (void)state;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetTexRef(CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    (void)pTexRef;
    (void)hmod;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetSurfRef(CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    (void)pSurfRef;
    (void)hmod;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryLoadData(CUlibrary *library, const void *code, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    (void)library;
    (void)code;
    (void)jitOptions;
    (void)jitOptionsValues;
    (void)numJitOptions;
    (void)libraryOptions;
    (void)libraryOptionValues;
    (void)numLibraryOptions;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryLoadFromFile(CUlibrary *library, const char *fileName, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    (void)library;
    (void)fileName;
    (void)jitOptions;
    (void)jitOptionsValues;
    (void)numJitOptions;
    (void)libraryOptions;
    (void)libraryOptionValues;
    (void)numLibraryOptions;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryUnload(CUlibrary library)
{
    (void)library;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name)
{
    (void)pKernel;
    (void)library;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib)
{
    (void)count;
    (void)lib;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary lib)
{
    (void)kernels;
    (void)numKernels;
    (void)lib;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetModule(CUmodule *pMod, CUlibrary library)
{
    (void)pMod;
    (void)library;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel)
{
    (void)pFunc;
    (void)kernel;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel)
{
    (void)pLib;
    (void)kernel;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    (void)dptr;
    (void)bytes;
    (void)library;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    (void)dptr;
    (void)bytes;
    (void)library;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetUnifiedFunction(void **fptr, CUlibrary library, const char *symbol)
{
    (void)fptr;
    (void)library;
    (void)symbol;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev)
{
    (void)pi;
    (void)attrib;
    (void)kernel;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev)
{
    (void)attrib;
    (void)val;
    (void)kernel;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev)
{
    (void)kernel;
    (void)config;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelGetName(const char **name, CUkernel hfunc)
{
    (void)name;
    (void)hfunc;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    (void)kernel;
    (void)paramIndex;
    (void)paramOffset;
    (void)paramSize;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetInfo_v2(size_t *free, size_t *total)
{
    (void)free;
    (void)total;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize)
{
    (void)dptr;
    (void)bytesize;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAllocPitch_v2(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    (void)dptr;
    (void)pPitch;
    (void)WidthInBytes;
    (void)Height;
    (void)ElementSizeBytes;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemFree_v2(CUdeviceptr dptr)
{
    (void)dptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetAddressRange_v2(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    (void)pbase;
    (void)psize;
    (void)dptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAllocHost_v2(void **pp, size_t bytesize)
{
    (void)pp;
    (void)bytesize;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemFreeHost(void *p)
{
    (void)p;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags)
{
    (void)pp;
    (void)bytesize;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    (void)pdptr;
    (void)p;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemHostGetFlags(unsigned int *pFlags, void *p)
{
    (void)pFlags;
    (void)p;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    (void)dptr;
    (void)bytesize;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceRegisterAsyncNotification(CUdevice device, CUasyncCallback callbackFunc, void *userData, CUasyncCallbackHandle *callback)
{
    (void)device;
    (void)callbackFunc;
    (void)userData;
    (void)callback;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceUnregisterAsyncNotification(CUdevice device, CUasyncCallbackHandle callback)
{
    (void)device;
    (void)callback;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetByPCIBusId(CUdevice *dev, const char *pciBusId)
{
    (void)dev;
    (void)pciBusId;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev)
{
    (void)pciBusId;
    (void)len;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event)
{
    (void)pHandle;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle)
{
    (void)phEvent;
    (void)handle;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    (void)pHandle;
    (void)dptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuIpcOpenMemHandle_v2(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    (void)pdptr;
    (void)handle;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuIpcCloseMemHandle(CUdeviceptr dptr)
{
    (void)dptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemHostRegister_v2(void *p, size_t bytesize, unsigned int Flags)
{
    (void)p;
    (void)bytesize;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemHostUnregister(void *p)
{
    (void)p;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    (void)dst;
    (void)src;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    (void)dstDevice;
    (void)dstContext;
    (void)srcDevice;
    (void)srcContext;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    (void)dstDevice;
    (void)srcHost;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyDtoH_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    (void)dstHost;
    (void)srcDevice;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyDtoD_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    (void)dstDevice;
    (void)srcDevice;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyDtoA_v2(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcDevice;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyAtoD_v2(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    (void)dstDevice;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyHtoA_v2(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcHost;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyAtoH_v2(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    (void)dstHost;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyAtoA_v2(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpy2D_v2(const CUDA_MEMCPY2D *pCopy)
{
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpy2DUnaligned_v2(const CUDA_MEMCPY2D *pCopy)
{
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpy3D_v2(const CUDA_MEMCPY3D *pCopy)
{
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpy3DPeer(const CUDA_MEMCPY3D_PEER *pCopy)
{
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    (void)dst;
    (void)src;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyPeerAsync(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    (void)dstDevice;
    (void)dstContext;
    (void)srcDevice;
    (void)srcContext;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    (void)dstDevice;
    (void)srcHost;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyDtoHAsync_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    (void)dstHost;
    (void)srcDevice;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    (void)dstDevice;
    (void)srcDevice;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyHtoAAsync_v2(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcHost;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyAtoHAsync_v2(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    (void)dstHost;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpy2DAsync_v2(const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    (void)pCopy;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpy3DAsync_v2(const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    (void)pCopy;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    (void)pCopy;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpyBatchAsync_v2(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    (void)dsts;
    (void)srcs;
    (void)sizes;
    (void)count;
    (void)attrs;
    (void)attrsIdxs;
    (void)numAttrs;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpy3DBatchAsync_v2(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    (void)numOps;
    (void)opList;
    (void)flags;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD8_v2(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    (void)dstDevice;
    (void)uc;
    (void)N;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD16_v2(CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    (void)dstDevice;
    (void)us;
    (void)N;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD32_v2(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    (void)dstDevice;
    (void)ui;
    (void)N;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD2D8_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)uc;
    (void)Width;
    (void)Height;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD2D16_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)us;
    (void)Width;
    (void)Height;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD2D32_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)ui;
    (void)Width;
    (void)Height;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    (void)dstDevice;
    (void)uc;
    (void)N;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    (void)dstDevice;
    (void)us;
    (void)N;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    (void)dstDevice;
    (void)ui;
    (void)N;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)uc;
    (void)Width;
    (void)Height;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD2D16Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)us;
    (void)Width;
    (void)Height;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemsetD2D32Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)ui;
    (void)Width;
    (void)Height;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArrayCreate_v2(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    (void)pHandle;
    (void)pAllocateArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArrayGetDescriptor_v2(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    (void)pArrayDescriptor;
    (void)hArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    (void)sparseProperties;
    (void)array;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMipmappedArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    (void)sparseProperties;
    (void)mipmap;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    (void)memoryRequirements;
    (void)array;
    (void)device;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    (void)memoryRequirements;
    (void)mipmap;
    (void)device;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArrayGetPlane(CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    (void)pPlaneArray;
    (void)hArray;
    (void)planeIdx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArrayDestroy(CUarray hArray)
{
    (void)hArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArray3DCreate_v2(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    (void)pHandle;
    (void)pAllocateArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArray3DGetDescriptor_v2(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    (void)pArrayDescriptor;
    (void)hArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMipmappedArrayCreate(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    (void)pHandle;
    (void)pMipmappedArrayDesc;
    (void)numMipmapLevels;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    (void)pLevelArray;
    (void)hMipmappedArray;
    (void)level;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray)
{
    (void)hMipmappedArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetHandleForAddressRange(void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    (void)handle;
    (void)dptr;
    (void)size;
    (void)handleType;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemBatchDecompressAsync(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    (void)paramsArray;
    (void)count;
    (void)flags;
    (void)errorIndex;
    (void)stream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    (void)ptr;
    (void)size;
    (void)alignment;
    (void)addr;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAddressFree(CUdeviceptr ptr, size_t size)
{
    (void)ptr;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    (void)handle;
    (void)size;
    (void)prop;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemRelease(CUmemGenericAllocationHandle handle)
{
    (void)handle;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    (void)ptr;
    (void)size;
    (void)offset;
    (void)handle;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemMapArrayAsync(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    (void)mapInfoList;
    (void)count;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemUnmap(CUdeviceptr ptr, size_t size)
{
    (void)ptr;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    (void)ptr;
    (void)size;
    (void)desc;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    (void)flags;
    (void)location;
    (void)ptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemExportToShareableHandle(void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    (void)shareableHandle;
    (void)handle;
    (void)handleType;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType)
{
    (void)handle;
    (void)osHandle;
    (void)shHandleType;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop, CUmemAllocationGranularity_flags option)
{
    (void)granularity;
    (void)prop;
    (void)option;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    (void)prop;
    (void)handle;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr)
{
    (void)handle;
    (void)addr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream)
{
    (void)dptr;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    (void)dptr;
    (void)bytesize;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep)
{
    (void)pool;
    (void)minBytesToKeep;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    (void)pool;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    (void)pool;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    (void)pool;
    (void)map;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    (void)flags;
    (void)memPool;
    (void)location;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    (void)pool;
    (void)poolProps;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolDestroy(CUmemoryPool pool)
{
    (void)pool;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetDefaultMemPool(CUmemoryPool *pool_out, CUmemLocation *location, CUmemAllocationType type)
{
    (void)pool_out;
    (void)location;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetMemPool(CUmemoryPool *pool, CUmemLocation *location, CUmemAllocationType type)
{
    (void)pool;
    (void)location;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemSetMemPool(CUmemLocation *location, CUmemAllocationType type, CUmemoryPool pool)
{
    (void)location;
    (void)type;
    (void)pool;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    (void)dptr;
    (void)bytesize;
    (void)pool;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolExportToShareableHandle(void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    (void)handle_out;
    (void)pool;
    (void)handleType;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolImportFromShareableHandle(CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    (void)pool_out;
    (void)handle;
    (void)handleType;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolExportPointer(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    (void)shareData_out;
    (void)ptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolImportPointer(CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    (void)ptr_out;
    (void)pool;
    (void)shareData;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMulticastCreate(CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    (void)mcHandle;
    (void)prop;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMulticastAddDevice(CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    (void)mcHandle;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMulticastBindMem(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags)
{
    (void)mcHandle;
    (void)mcOffset;
    (void)memHandle;
    (void)memOffset;
    (void)size;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMulticastBindAddr(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    (void)mcHandle;
    (void)mcOffset;
    (void)memptr;
    (void)size;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMulticastUnbind(CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    (void)mcHandle;
    (void)dev;
    (void)mcOffset;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMulticastGetGranularity(size_t *granularity, const CUmulticastObjectProp *prop, CUmulticastGranularity_flags option)
{
    (void)granularity;
    (void)prop;
    (void)option;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    (void)data;
    (void)attribute;
    (void)ptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPrefetchAsync_v2(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    (void)devPtr;
    (void)count;
    (void)location;
    (void)flags;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAdvise_v2(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    (void)devPtr;
    (void)count;
    (void)advice;
    (void)location;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)prefetchLocs;
    (void)prefetchLocIdxs;
    (void)numPrefetchLocs;
    (void)flags;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemDiscardBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)flags;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)prefetchLocs;
    (void)prefetchLocIdxs;
    (void)numPrefetchLocs;
    (void)flags;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemRangeGetAttribute(void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    (void)data;
    (void)dataSize;
    (void)attribute;
    (void)devPtr;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemRangeGetAttributes(void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    (void)data;
    (void)dataSizes;
    (void)attributes;
    (void)numAttributes;
    (void)devPtr;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuPointerSetAttribute(const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    (void)value;
    (void)attribute;
    (void)ptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuPointerGetAttributes(unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    (void)numAttributes;
    (void)attributes;
    (void)data;
    (void)ptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags)
{
    (void)phStream;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority)
{
    (void)phStream;
    (void)flags;
    (void)priority;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamGetPriority(CUstream hStream, int *priority)
{
    (void)hStream;
    (void)priority;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamGetDevice(CUstream hStream, CUdevice *device)
{
    (void)hStream;
    (void)device;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamGetFlags(CUstream hStream, unsigned int *flags)
{
    (void)hStream;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamGetId(CUstream hStream, unsigned long long *streamId)
{
    (void)hStream;
    (void)streamId;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamGetCtx(CUstream hStream, CUcontext *pctx)
{
    (void)hStream;
    (void)pctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamGetCtx_v2(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    (void)hStream;
    (void)pCtx;
    (void)pGreenCtx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    (void)hStream;
    (void)hEvent;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamAddCallback(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    (void)hStream;
    (void)callback;
    (void)userData;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamBeginCapture_v2(CUstream hStream, CUstreamCaptureMode mode)
{
    (void)hStream;
    (void)mode;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    (void)hStream;
    (void)hGraph;
    (void)dependencies;
    (void)dependencyData;
    (void)numDependencies;
    (void)mode;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode)
{
    (void)mode;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamEndCapture(CUstream hStream, CUgraph *phGraph)
{
    (void)hStream;
    (void)phGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    (void)hStream;
    (void)captureStatus;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamGetCaptureInfo_v3(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    (void)hStream;
    (void)captureStatus_out;
    (void)id_out;
    (void)graph_out;
    (void)dependencies_out;
    (void)edgeData_out;
    (void)numDependencies_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamUpdateCaptureDependencies_v2(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    (void)hStream;
    (void)dependencies;
    (void)dependencyData;
    (void)numDependencies;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamAttachMemAsync(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    (void)hStream;
    (void)dptr;
    (void)length;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamQuery(CUstream hStream)
{
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamSynchronize(CUstream hStream)
{
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamDestroy_v2(CUstream hStream)
{
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamCopyAttributes(CUstream dst, CUstream src)
{
    (void)dst;
    (void)src;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamGetAttribute(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    (void)hStream;
    (void)attr;
    (void)value_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamSetAttribute(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    (void)hStream;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuEventCreate(CUevent *phEvent, unsigned int Flags)
{
    (void)phEvent;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuEventRecord(CUevent hEvent, CUstream hStream)
{
    (void)hEvent;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    (void)hEvent;
    (void)hStream;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuEventQuery(CUevent hEvent)
{
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuEventSynchronize(CUevent hEvent)
{
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuEventDestroy_v2(CUevent hEvent)
{
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuEventElapsedTime_v2(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    (void)pMilliseconds;
    (void)hStart;
    (void)hEnd;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuImportExternalMemory(CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    (void)extMem_out;
    (void)memHandleDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuExternalMemoryGetMappedBuffer(CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    (void)devPtr;
    (void)extMem;
    (void)bufferDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuExternalMemoryGetMappedMipmappedArray(CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    (void)mipmap;
    (void)extMem;
    (void)mipmapDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDestroyExternalMemory(CUexternalMemory extMem)
{
    (void)extMem;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuImportExternalSemaphore(CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    (void)extSem_out;
    (void)semHandleDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSignalExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuWaitExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDestroyExternalSemaphore(CUexternalSemaphore extSem)
{
    (void)extSem;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamWaitValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamWaitValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamWriteValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamWriteValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamBatchMemOp_v2(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    (void)stream;
    (void)count;
    (void)paramArray;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    (void)pi;
    (void)attrib;
    (void)hfunc;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    (void)hfunc;
    (void)attrib;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config)
{
    (void)hfunc;
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncGetModule(CUmodule *hmod, CUfunction hfunc)
{
    (void)hmod;
    (void)hfunc;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncGetName(const char **name, CUfunction hfunc)
{
    (void)name;
    (void)hfunc;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    (void)func;
    (void)paramIndex;
    (void)paramOffset;
    (void)paramSize;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function)
{
    (void)state;
    (void)function;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncLoad(CUfunction function)
{
    (void)function;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    (void)f;
    (void)gridDimX;
    (void)gridDimY;
    (void)gridDimZ;
    (void)blockDimX;
    (void)blockDimY;
    (void)blockDimZ;
    (void)sharedMemBytes;
    (void)hStream;
    (void)kernelParams;
    (void)extra;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    (void)config;
    (void)f;
    (void)kernelParams;
    (void)extra;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunchCooperativeKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    (void)f;
    (void)gridDimX;
    (void)gridDimY;
    (void)gridDimZ;
    (void)blockDimX;
    (void)blockDimY;
    (void)blockDimZ;
    (void)sharedMemBytes;
    (void)hStream;
    (void)kernelParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunchCooperativeKernelMultiDevice(CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    (void)launchParamsList;
    (void)numDevices;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData)
{
    (void)hStream;
    (void)fn;
    (void)userData;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncSetBlockShape(CUfunction hfunc, int x, int y, int z)
{
    (void)hfunc;
    (void)x;
    (void)y;
    (void)z;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncSetSharedSize(CUfunction hfunc, unsigned int bytes)
{
    (void)hfunc;
    (void)bytes;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuParamSetSize(CUfunction hfunc, unsigned int numbytes)
{
    (void)hfunc;
    (void)numbytes;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuParamSeti(CUfunction hfunc, int offset, unsigned int value)
{
    (void)hfunc;
    (void)offset;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuParamSetf(CUfunction hfunc, int offset, float value)
{
    (void)hfunc;
    (void)offset;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuParamSetv(CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    (void)hfunc;
    (void)offset;
    (void)ptr;
    (void)numbytes;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunch(CUfunction f)
{
    (void)f;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunchGrid(CUfunction f, int grid_width, int grid_height)
{
    (void)f;
    (void)grid_width;
    (void)grid_height;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunchGridAsync(CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    (void)f;
    (void)grid_width;
    (void)grid_height;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuParamSetTexRef(CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    (void)hfunc;
    (void)texunit;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config)
{
    (void)hfunc;
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphCreate(CUgraph *phGraph, unsigned int flags)
{
    (void)phGraph;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddKernelNode_v2(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphKernelNodeGetParams_v2(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphKernelNodeSetParams_v2(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddMemcpyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)copyParams;
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemcpyNodeGetParams(CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemcpyNodeSetParams(CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)memsetParams;
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddHostNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphHostNodeGetParams(CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphHostNodeSetParams(CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)childGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph)
{
    (void)hNode;
    (void)phGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    (void)hNode;
    (void)event_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    (void)hNode;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    (void)hNode;
    (void)event_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    (void)hNode;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddExternalSemaphoresSignalNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExternalSemaphoresSignalNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    (void)hNode;
    (void)params_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExternalSemaphoresSignalNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddExternalSemaphoresWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExternalSemaphoresWaitNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    (void)hNode;
    (void)params_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExternalSemaphoresWaitNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddBatchMemOpNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphBatchMemOpNodeGetParams(CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    (void)hNode;
    (void)nodeParams_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphBatchMemOpNodeSetParams(CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecBatchMemOpNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddMemAllocNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemAllocNodeGetParams(CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    (void)hNode;
    (void)params_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)dptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    (void)hNode;
    (void)dptr_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGraphMemTrim(CUdevice device)
{
    (void)device;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    (void)device;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    (void)device;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph)
{
    (void)phGraphClone;
    (void)originalGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    (void)phNode;
    (void)hOriginalNode;
    (void)hClonedGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type)
{
    (void)hNode;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    (void)hGraph;
    (void)nodes;
    (void)numNodes;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    (void)hGraph;
    (void)rootNodes;
    (void)numRootNodes;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphGetEdges_v2(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    (void)hGraph;
    (void)from;
    (void)to;
    (void)edgeData;
    (void)numEdges;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeGetDependencies_v2(CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    (void)hNode;
    (void)dependencies;
    (void)edgeData;
    (void)numDependencies;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeGetDependentNodes_v2(CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    (void)hNode;
    (void)dependentNodes;
    (void)edgeData;
    (void)numDependentNodes;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    (void)hGraph;
    (void)from;
    (void)to;
    (void)edgeData;
    (void)numDependencies;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphRemoveDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    (void)hGraph;
    (void)from;
    (void)to;
    (void)edgeData;
    (void)numDependencies;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphDestroyNode(CUgraphNode hNode)
{
    (void)hNode;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphInstantiateWithFlags(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    (void)phGraphExec;
    (void)hGraph;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphInstantiateWithParams(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    (void)phGraphExec;
    (void)hGraph;
    (void)instantiateParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecGetFlags(CUgraphExec hGraphExec, cuuint64_t *flags)
{
    (void)hGraphExec;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecKernelNodeSetParams_v2(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecMemcpyNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    (void)hGraphExec;
    (void)hNode;
    (void)copyParams;
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    (void)hGraphExec;
    (void)hNode;
    (void)memsetParams;
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecHostNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    (void)hGraphExec;
    (void)hNode;
    (void)childGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    (void)hGraphExec;
    (void)hNode;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    (void)hGraphExec;
    (void)hNode;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecExternalSemaphoresSignalNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecExternalSemaphoresWaitNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    (void)hGraphExec;
    (void)hNode;
    (void)isEnabled;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    (void)hGraphExec;
    (void)hNode;
    (void)isEnabled;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphUpload(CUgraphExec hGraphExec, CUstream hStream)
{
    (void)hGraphExec;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphLaunch(CUgraphExec hGraphExec, CUstream hStream)
{
    (void)hGraphExec;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecDestroy(CUgraphExec hGraphExec)
{
    (void)hGraphExec;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphDestroy(CUgraph hGraph)
{
    (void)hGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecUpdate_v2(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    (void)hGraphExec;
    (void)hGraph;
    (void)resultInfo;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src)
{
    (void)dst;
    (void)src;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphKernelNodeGetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    (void)hNode;
    (void)attr;
    (void)value_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphKernelNodeSetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    (void)hNode;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphDebugDotPrint(CUgraph hGraph, const char *path, unsigned int flags)
{
    (void)hGraph;
    (void)path;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuUserObjectCreate(CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    (void)object_out;
    (void)ptr;
    (void)destroy;
    (void)initialRefcount;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuUserObjectRetain(CUuserObject object, unsigned int count)
{
    (void)object;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuUserObjectRelease(CUuserObject object, unsigned int count)
{
    (void)object;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphRetainUserObject(CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    (void)graph;
    (void)object;
    (void)count;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphReleaseUserObject(CUgraph graph, CUuserObject object, unsigned int count)
{
    (void)graph;
    (void)object;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddNode_v2(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)dependencyData;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeSetParams(CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    (void)pHandle_out;
    (void)hGraph;
    (void)ctx;
    (void)defaultLaunchValue;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    (void)numBlocks;
    (void)func;
    (void)blockSize;
    (void)dynamicSMemSize;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    (void)numBlocks;
    (void)func;
    (void)blockSize;
    (void)dynamicSMemSize;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit)
{
    (void)minGridSize;
    (void)blockSize;
    (void)func;
    (void)blockSizeToDynamicSMemSize;
    (void)dynamicSMemSize;
    (void)blockSizeLimit;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    (void)minGridSize;
    (void)blockSize;
    (void)func;
    (void)blockSizeToDynamicSMemSize;
    (void)dynamicSMemSize;
    (void)blockSizeLimit;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    (void)dynamicSmemSize;
    (void)func;
    (void)numBlocks;
    (void)blockSize;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyMaxPotentialClusterSize(int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    (void)clusterSize;
    (void)func;
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyMaxActiveClusters(int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    (void)numClusters;
    (void)func;
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetArray(CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    (void)hTexRef;
    (void)hArray;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetMipmappedArray(CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    (void)hTexRef;
    (void)hMipmappedArray;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetAddress_v2(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    (void)ByteOffset;
    (void)hTexRef;
    (void)dptr;
    (void)bytes;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetAddress2D_v3(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    (void)hTexRef;
    (void)desc;
    (void)dptr;
    (void)Pitch;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetFormat(CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    (void)hTexRef;
    (void)fmt;
    (void)NumPackedComponents;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetAddressMode(CUtexref hTexRef, int dim, CUaddress_mode am)
{
    (void)hTexRef;
    (void)dim;
    (void)am;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    (void)hTexRef;
    (void)fm;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetMipmapFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    (void)hTexRef;
    (void)fm;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetMipmapLevelBias(CUtexref hTexRef, float bias)
{
    (void)hTexRef;
    (void)bias;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetMipmapLevelClamp(CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    (void)hTexRef;
    (void)minMipmapLevelClamp;
    (void)maxMipmapLevelClamp;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetMaxAnisotropy(CUtexref hTexRef, unsigned int maxAniso)
{
    (void)hTexRef;
    (void)maxAniso;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetBorderColor(CUtexref hTexRef, float *pBorderColor)
{
    (void)hTexRef;
    (void)pBorderColor;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetFlags(CUtexref hTexRef, unsigned int Flags)
{
    (void)hTexRef;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetAddress_v2(CUdeviceptr *pdptr, CUtexref hTexRef)
{
    (void)pdptr;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetArray(CUarray *phArray, CUtexref hTexRef)
{
    (void)phArray;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetMipmappedArray(CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    (void)phMipmappedArray;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetAddressMode(CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    (void)pam;
    (void)hTexRef;
    (void)dim;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    (void)pfm;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetFormat(CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    (void)pFormat;
    (void)pNumChannels;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetMipmapFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    (void)pfm;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetMipmapLevelBias(float *pbias, CUtexref hTexRef)
{
    (void)pbias;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetMipmapLevelClamp(float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    (void)pminMipmapLevelClamp;
    (void)pmaxMipmapLevelClamp;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetMaxAnisotropy(int *pmaxAniso, CUtexref hTexRef)
{
    (void)pmaxAniso;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetBorderColor(float *pBorderColor, CUtexref hTexRef)
{
    (void)pBorderColor;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetFlags(unsigned int *pFlags, CUtexref hTexRef)
{
    (void)pFlags;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefCreate(CUtexref *pTexRef)
{
    (void)pTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefDestroy(CUtexref hTexRef)
{
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSurfRefSetArray(CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    (void)hSurfRef;
    (void)hArray;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSurfRefGetArray(CUarray *phArray, CUsurfref hSurfRef)
{
    (void)phArray;
    (void)hSurfRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexObjectCreate(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    (void)pTexObject;
    (void)pResDesc;
    (void)pTexDesc;
    (void)pResViewDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexObjectDestroy(CUtexObject texObject)
{
    (void)texObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    (void)pResDesc;
    (void)texObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    (void)pTexDesc;
    (void)texObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    (void)pResViewDesc;
    (void)texObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSurfObjectCreate(CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    (void)pSurfObject;
    (void)pResDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSurfObjectDestroy(CUsurfObject surfObject)
{
    (void)surfObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    (void)pResDesc;
    (void)surfObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTensorMapEncodeTiled(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const cuuint32_t *boxDim, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    (void)tensorMap;
    (void)tensorDataType;
    (void)tensorRank;
    (void)globalAddress;
    (void)globalDim;
    (void)globalStrides;
    (void)boxDim;
    (void)elementStrides;
    (void)interleave;
    (void)swizzle;
    (void)l2Promotion;
    (void)oobFill;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTensorMapEncodeIm2col(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    (void)tensorMap;
    (void)tensorDataType;
    (void)tensorRank;
    (void)globalAddress;
    (void)globalDim;
    (void)globalStrides;
    (void)pixelBoxLowerCorner;
    (void)pixelBoxUpperCorner;
    (void)channelsPerPixel;
    (void)pixelsPerColumn;
    (void)elementStrides;
    (void)interleave;
    (void)swizzle;
    (void)l2Promotion;
    (void)oobFill;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTensorMapEncodeIm2colWide(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    (void)tensorMap;
    (void)tensorDataType;
    (void)tensorRank;
    (void)globalAddress;
    (void)globalDim;
    (void)globalStrides;
    (void)pixelBoxLowerCornerWidth;
    (void)pixelBoxUpperCornerWidth;
    (void)channelsPerPixel;
    (void)pixelsPerColumn;
    (void)elementStrides;
    (void)interleave;
    (void)mode;
    (void)swizzle;
    (void)l2Promotion;
    (void)oobFill;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress)
{
    (void)tensorMap;
    (void)globalAddress;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev)
{
    (void)canAccessPeer;
    (void)dev;
    (void)peerDev;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags)
{
    (void)peerContext;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxDisablePeerAccess(CUcontext peerContext)
{
    (void)peerContext;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attrib, CUdevice srcDevice, CUdevice dstDevice)
{
    (void)value;
    (void)attrib;
    (void)srcDevice;
    (void)dstDevice;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice srcDevice, CUdevice dstDevice)
{
    (void)capabilities;
    (void)operations;
    (void)count;
    (void)srcDevice;
    (void)dstDevice;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsUnregisterResource(CUgraphicsResource resource)
{
    (void)resource;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsSubResourceGetMappedArray(CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    (void)pArray;
    (void)resource;
    (void)arrayIndex;
    (void)mipLevel;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsResourceGetMappedMipmappedArray(CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    (void)pMipmappedArray;
    (void)resource;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsResourceGetMappedPointer_v2(CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    (void)pDevPtr;
    (void)pSize;
    (void)resource;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsResourceSetMapFlags_v2(CUgraphicsResource resource, unsigned int flags)
{
    (void)resource;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsMapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    (void)count;
    (void)resources;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    (void)count;
    (void)resources;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags, CUdriverProcAddressQueryResult *symbolStatus)
{
    (void)symbol;
    (void)pfn;
    (void)cudaVersion;
    (void)flags;
    (void)symbolStatus;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCoredumpGetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCoredumpGetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCoredumpSetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCoredumpSetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGetExportTable(const void **ppExportTable, const CUuuid *pExportTableId)
{
    (void)ppExportTable;
    (void)pExportTableId;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    (void)phCtx;
    (void)desc;
    (void)dev;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxDestroy(CUgreenCtx hCtx)
{
    (void)hCtx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx)
{
    (void)pContext;
    (void)hCtx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetDevResource(CUdevice device, CUdevResource *resource, CUdevResourceType type)
{
    (void)device;
    (void)resource;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetDevResource(CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    (void)hCtx;
    (void)resource;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    (void)hCtx;
    (void)resource;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevSmResourceSplitByCount(CUdevResource *result, unsigned int *nbGroups, const CUdevResource *input, CUdevResource *remaining, unsigned int useFlags, unsigned int minCount)
{
    (void)result;
    (void)nbGroups;
    (void)input;
    (void)remaining;
    (void)useFlags;
    (void)minCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources, unsigned int nbResources)
{
    (void)phDesc;
    (void)resources;
    (void)nbResources;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    (void)hCtx;
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    (void)hCtx;
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamGetGreenCtx(CUstream hStream, CUgreenCtx *phCtx)
{
    (void)hStream;
    (void)phCtx;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    (void)phStream;
    (void)greenCtx;
    (void)flags;
    (void)priority;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    (void)greenCtx;
    (void)greenCtxId;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLogsRegisterCallback(CUlogsCallback callbackFunc, void *userData, CUlogsCallbackHandle *callback_out)
{
    (void)callbackFunc;
    (void)userData;
    (void)callback_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLogsUnregisterCallback(CUlogsCallbackHandle callback)
{
    (void)callback;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLogsCurrent(CUlogIterator *iterator_out, unsigned int flags)
{
    (void)iterator_out;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLogsDumpToFile(CUlogIterator *iterator, const char *pathToFile, unsigned int flags)
{
    (void)iterator;
    (void)pathToFile;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLogsDumpToMemory(CUlogIterator *iterator, char *buffer, size_t *size, unsigned int flags)
{
    (void)iterator;
    (void)buffer;
    (void)size;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessGetRestoreThreadId(int pid, int *tid)
{
    (void)pid;
    (void)tid;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessGetState(int pid, CUprocessState *state)
{
    (void)pid;
    (void)state;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessLock(int pid, CUcheckpointLockArgs *args)
{
    (void)pid;
    (void)args;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessCheckpoint(int pid, CUcheckpointCheckpointArgs *args)
{
    (void)pid;
    (void)args;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessRestore(int pid, CUcheckpointRestoreArgs *args)
{
    (void)pid;
    (void)args;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessUnlock(int pid, CUcheckpointUnlockArgs *args)
{
    (void)pid;
    (void)args;
    return CUDA_ERROR_NOT_SUPPORTED;
}

const char *sim_cuda_result_name(CUresult rc)
{
    switch ((int)rc) {
    case 0: return "CUDA_SUCCESS";
    case 1: return "CUDA_ERROR_INVALID_VALUE";
    case 2: return "CUDA_ERROR_OUT_OF_MEMORY";
    case 3: return "CUDA_ERROR_NOT_INITIALIZED";
    case 4: return "CUDA_ERROR_DEINITIALIZED";
    case 5: return "CUDA_ERROR_PROFILER_DISABLED";
    case 6: return "CUDA_ERROR_PROFILER_NOT_INITIALIZED";
    case 7: return "CUDA_ERROR_PROFILER_ALREADY_STARTED";
    case 8: return "CUDA_ERROR_PROFILER_ALREADY_STOPPED";
    case 34: return "CUDA_ERROR_STUB_LIBRARY";
    case 36: return "CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER";
    case 46: return "CUDA_ERROR_DEVICE_UNAVAILABLE";
    case 100: return "CUDA_ERROR_NO_DEVICE";
    case 101: return "CUDA_ERROR_INVALID_DEVICE";
    case 102: return "CUDA_ERROR_DEVICE_NOT_LICENSED";
    case 200: return "CUDA_ERROR_INVALID_IMAGE";
    case 201: return "CUDA_ERROR_INVALID_CONTEXT";
    case 202: return "CUDA_ERROR_CONTEXT_ALREADY_CURRENT";
    case 205: return "CUDA_ERROR_MAP_FAILED";
    case 206: return "CUDA_ERROR_UNMAP_FAILED";
    case 207: return "CUDA_ERROR_ARRAY_IS_MAPPED";
    case 208: return "CUDA_ERROR_ALREADY_MAPPED";
    case 209: return "CUDA_ERROR_NO_BINARY_FOR_GPU";
    case 210: return "CUDA_ERROR_ALREADY_ACQUIRED";
    case 211: return "CUDA_ERROR_NOT_MAPPED";
    case 212: return "CUDA_ERROR_NOT_MAPPED_AS_ARRAY";
    case 213: return "CUDA_ERROR_NOT_MAPPED_AS_POINTER";
    case 214: return "CUDA_ERROR_ECC_UNCORRECTABLE";
    case 215: return "CUDA_ERROR_UNSUPPORTED_LIMIT";
    case 216: return "CUDA_ERROR_CONTEXT_ALREADY_IN_USE";
    case 217: return "CUDA_ERROR_PEER_ACCESS_UNSUPPORTED";
    case 218: return "CUDA_ERROR_INVALID_PTX";
    case 219: return "CUDA_ERROR_INVALID_GRAPHICS_CONTEXT";
    case 220: return "CUDA_ERROR_NVLINK_UNCORRECTABLE";
    case 221: return "CUDA_ERROR_JIT_COMPILER_NOT_FOUND";
    case 222: return "CUDA_ERROR_UNSUPPORTED_PTX_VERSION";
    case 223: return "CUDA_ERROR_JIT_COMPILATION_DISABLED";
    case 224: return "CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY";
    case 225: return "CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC";
    case 226: return "CUDA_ERROR_CONTAINED";
    case 300: return "CUDA_ERROR_INVALID_SOURCE";
    case 301: return "CUDA_ERROR_FILE_NOT_FOUND";
    case 302: return "CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND";
    case 303: return "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED";
    case 304: return "CUDA_ERROR_OPERATING_SYSTEM";
    case 400: return "CUDA_ERROR_INVALID_HANDLE";
    case 401: return "CUDA_ERROR_ILLEGAL_STATE";
    case 402: return "CUDA_ERROR_LOSSY_QUERY";
    case 500: return "CUDA_ERROR_NOT_FOUND";
    case 600: return "CUDA_ERROR_NOT_READY";
    case 700: return "CUDA_ERROR_ILLEGAL_ADDRESS";
    case 701: return "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES";
    case 702: return "CUDA_ERROR_LAUNCH_TIMEOUT";
    case 703: return "CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING";
    case 704: return "CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED";
    case 705: return "CUDA_ERROR_PEER_ACCESS_NOT_ENABLED";
    case 708: return "CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE";
    case 709: return "CUDA_ERROR_CONTEXT_IS_DESTROYED";
    case 710: return "CUDA_ERROR_ASSERT";
    case 711: return "CUDA_ERROR_TOO_MANY_PEERS";
    case 712: return "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED";
    case 713: return "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED";
    case 714: return "CUDA_ERROR_HARDWARE_STACK_ERROR";
    case 715: return "CUDA_ERROR_ILLEGAL_INSTRUCTION";
    case 716: return "CUDA_ERROR_MISALIGNED_ADDRESS";
    case 717: return "CUDA_ERROR_INVALID_ADDRESS_SPACE";
    case 718: return "CUDA_ERROR_INVALID_PC";
    case 719: return "CUDA_ERROR_LAUNCH_FAILED";
    case 720: return "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE";
    case 721: return "CUDA_ERROR_TENSOR_MEMORY_LEAK";
    case 800: return "CUDA_ERROR_NOT_PERMITTED";
    case 801: return "CUDA_ERROR_NOT_SUPPORTED";
    case 802: return "CUDA_ERROR_SYSTEM_NOT_READY";
    case 803: return "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH";
    case 804: return "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE";
    case 805: return "CUDA_ERROR_MPS_CONNECTION_FAILED";
    case 806: return "CUDA_ERROR_MPS_RPC_FAILURE";
    case 807: return "CUDA_ERROR_MPS_SERVER_NOT_READY";
    case 808: return "CUDA_ERROR_MPS_MAX_CLIENTS_REACHED";
    case 809: return "CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED";
    case 810: return "CUDA_ERROR_MPS_CLIENT_TERMINATED";
    case 811: return "CUDA_ERROR_CDP_NOT_SUPPORTED";
    case 812: return "CUDA_ERROR_CDP_VERSION_MISMATCH";
    case 900: return "CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED";
    case 901: return "CUDA_ERROR_STREAM_CAPTURE_INVALIDATED";
    case 902: return "CUDA_ERROR_STREAM_CAPTURE_MERGE";
    case 903: return "CUDA_ERROR_STREAM_CAPTURE_UNMATCHED";
    case 904: return "CUDA_ERROR_STREAM_CAPTURE_UNJOINED";
    case 905: return "CUDA_ERROR_STREAM_CAPTURE_ISOLATION";
    case 906: return "CUDA_ERROR_STREAM_CAPTURE_IMPLICIT";
    case 907: return "CUDA_ERROR_CAPTURED_EVENT";
    case 908: return "CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD";
    case 909: return "CUDA_ERROR_TIMEOUT";
    case 910: return "CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE";
    case 911: return "CUDA_ERROR_EXTERNAL_DEVICE";
    case 912: return "CUDA_ERROR_INVALID_CLUSTER_SIZE";
    case 913: return "CUDA_ERROR_FUNCTION_NOT_LOADED";
    case 914: return "CUDA_ERROR_INVALID_RESOURCE_TYPE";
    case 915: return "CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION";
    case 916: return "CUDA_ERROR_KEY_ROTATION";
    case 999: return "CUDA_ERROR_UNKNOWN";
    default: return NULL;
    }
}
