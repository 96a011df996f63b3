/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of the simulated driver (sim/). A weak stand-in for every function the generated headers
 * name: the simulation's own definitions override them, the rest answer "not supported". The
 * per-thread default stream variants, which run as their legacy forms here. The entry points
 * cuGetProcAddress hands out, and the name of every CUresult, for cuGetErrorName. */
#include <cuda.h> /* first: its renames (cuStreamDestroy -> cuStreamDestroy_v2) before any other header */
#include <stddef.h>
#include <cublas_v2.h>
#include <cublasLt.h>
#include <cufftXt.h>
#include <curand.h>
#include <cusolverDn.h>
#include <cusolverMg.h>
#include <cusolverRf.h>
#include <cusolverSp.h>
#include <cusparse.h>
#include <nccl.h>
#include <nvJitLink.h>
#include <nvrtc.h>

#include "sim_stubs.h"

BD_SIM_SUPPRESS_DEPRECATED_BEGIN

/* cublas */
__attribute__((weak)) cublasStatus_t cublasCreate_v2(cublasHandle_t *handle)
{
    (void)handle;
    sim_unsupported("cublasCreate");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDestroy_v2(cublasHandle_t handle)
{
    (void)handle;
    sim_unsupported("cublasDestroy");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetVersion_v2(cublasHandle_t handle, int *version)
{
    (void)handle;
    (void)version;
    sim_unsupported("cublasGetVersion");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value)
{
    (void)type;
    (void)value;
    sim_unsupported("cublasGetProperty");
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
    sim_unsupported("cublasSetWorkspace");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetStream_v2(cublasHandle_t handle, cudaStream_t streamId)
{
    (void)handle;
    (void)streamId;
    sim_unsupported("cublasSetStream");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetStream_v2(cublasHandle_t handle, cudaStream_t *streamId)
{
    (void)handle;
    (void)streamId;
    sim_unsupported("cublasGetStream");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t *mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cublasGetPointerMode");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cublasSetPointerMode");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t *mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cublasGetAtomicsMode");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cublasSetAtomicsMode");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cublasGetMathMode");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cublasSetMathMode");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetSmCountTarget(cublasHandle_t handle, int *smCountTarget)
{
    (void)handle;
    (void)smCountTarget;
    sim_unsupported("cublasGetSmCountTarget");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetSmCountTarget(cublasHandle_t handle, int smCountTarget)
{
    (void)handle;
    (void)smCountTarget;
    sim_unsupported("cublasSetSmCountTarget");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetEmulationStrategy(cublasHandle_t handle, cublasEmulationStrategy_t *emulationStrategy)
{
    (void)handle;
    (void)emulationStrategy;
    sim_unsupported("cublasGetEmulationStrategy");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetEmulationStrategy(cublasHandle_t handle, cublasEmulationStrategy_t emulationStrategy)
{
    (void)handle;
    (void)emulationStrategy;
    sim_unsupported("cublasSetEmulationStrategy");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetEmulationSpecialValuesSupport(cublasHandle_t handle, cudaEmulationSpecialValuesSupport *mask)
{
    (void)handle;
    (void)mask;
    sim_unsupported("cublasGetEmulationSpecialValuesSupport");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetEmulationSpecialValuesSupport(cublasHandle_t handle, cudaEmulationSpecialValuesSupport mask)
{
    (void)handle;
    (void)mask;
    sim_unsupported("cublasSetEmulationSpecialValuesSupport");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetFixedPointEmulationMantissaControl(cublasHandle_t handle, cudaEmulationMantissaControl *mantissaControl)
{
    (void)handle;
    (void)mantissaControl;
    sim_unsupported("cublasGetFixedPointEmulationMantissaControl");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetFixedPointEmulationMantissaControl(cublasHandle_t handle, cudaEmulationMantissaControl mantissaControl)
{
    (void)handle;
    (void)mantissaControl;
    sim_unsupported("cublasSetFixedPointEmulationMantissaControl");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetFixedPointEmulationMaxMantissaBitCount(cublasHandle_t handle, int *maxMantissaBitCount)
{
    (void)handle;
    (void)maxMantissaBitCount;
    sim_unsupported("cublasGetFixedPointEmulationMaxMantissaBitCount");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetFixedPointEmulationMaxMantissaBitCount(cublasHandle_t handle, int maxMantissaBitCount)
{
    (void)handle;
    (void)maxMantissaBitCount;
    sim_unsupported("cublasSetFixedPointEmulationMaxMantissaBitCount");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetFixedPointEmulationMantissaBitOffset(cublasHandle_t handle, int *mantissaBitOffset)
{
    (void)handle;
    (void)mantissaBitOffset;
    sim_unsupported("cublasGetFixedPointEmulationMantissaBitOffset");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetFixedPointEmulationMantissaBitOffset(cublasHandle_t handle, int mantissaBitOffset)
{
    (void)handle;
    (void)mantissaBitOffset;
    sim_unsupported("cublasSetFixedPointEmulationMantissaBitOffset");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetFixedPointEmulationMantissaBitCountPointer(cublasHandle_t handle, int **mantissaBitCount)
{
    (void)handle;
    (void)mantissaBitCount;
    sim_unsupported("cublasGetFixedPointEmulationMantissaBitCountPointer");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetFixedPointEmulationMantissaBitCountPointer(cublasHandle_t handle, int *mantissaBitCount)
{
    (void)handle;
    (void)mantissaBitCount;
    sim_unsupported("cublasSetFixedPointEmulationMantissaBitCountPointer");
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
    sim_unsupported("cublasLoggerConfigure");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSetLoggerCallback(cublasLogCallback userCallback)
{
    (void)userCallback;
    sim_unsupported("cublasSetLoggerCallback");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasGetLoggerCallback(cublasLogCallback *userCallback)
{
    (void)userCallback;
    sim_unsupported("cublasGetLoggerCallback");
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
    sim_unsupported("cublasSetVector");
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
    sim_unsupported("cublasSetVector_64");
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
    sim_unsupported("cublasGetVector");
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
    sim_unsupported("cublasGetVector_64");
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
    sim_unsupported("cublasSetMatrix");
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
    sim_unsupported("cublasSetMatrix_64");
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
    sim_unsupported("cublasGetMatrix");
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
    sim_unsupported("cublasGetMatrix_64");
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
    sim_unsupported("cublasSetVectorAsync");
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
    sim_unsupported("cublasSetVectorAsync_64");
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
    sim_unsupported("cublasGetVectorAsync");
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
    sim_unsupported("cublasGetVectorAsync_64");
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
    sim_unsupported("cublasSetMatrixAsync");
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
    sim_unsupported("cublasSetMatrixAsync_64");
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
    sim_unsupported("cublasGetMatrixAsync");
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
    sim_unsupported("cublasGetMatrixAsync_64");
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
    sim_unsupported("cublasNrm2Ex");
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
    sim_unsupported("cublasNrm2Ex_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSnrm2_v2(cublasHandle_t handle, int n, const float *x, int incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasSnrm2");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSnrm2_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasSnrm2_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDnrm2_v2(cublasHandle_t handle, int n, const double *x, int incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasDnrm2");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDnrm2_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasDnrm2_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScnrm2_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasScnrm2");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScnrm2_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasScnrm2_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDznrm2_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasDznrm2");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDznrm2_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasDznrm2_64");
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
    sim_unsupported("cublasDotEx");
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
    sim_unsupported("cublasDotEx_64");
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
    sim_unsupported("cublasDotcEx");
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
    sim_unsupported("cublasDotcEx_64");
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
    sim_unsupported("cublasSdot");
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
    sim_unsupported("cublasSdot_64");
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
    sim_unsupported("cublasDdot");
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
    sim_unsupported("cublasDdot_64");
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
    sim_unsupported("cublasCdotu");
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
    sim_unsupported("cublasCdotu_64");
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
    sim_unsupported("cublasCdotc");
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
    sim_unsupported("cublasCdotc_64");
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
    sim_unsupported("cublasZdotu");
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
    sim_unsupported("cublasZdotu_64");
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
    sim_unsupported("cublasZdotc");
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
    sim_unsupported("cublasZdotc_64");
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
    sim_unsupported("cublasScalEx");
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
    sim_unsupported("cublasScalEx_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSscal_v2(cublasHandle_t handle, int n, const float *alpha, float *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasSscal");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSscal_v2_64(cublasHandle_t handle, int64_t n, const float *alpha, float *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasSscal_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDscal_v2(cublasHandle_t handle, int n, const double *alpha, double *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasDscal");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDscal_v2_64(cublasHandle_t handle, int64_t n, const double *alpha, double *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasDscal_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCscal_v2(cublasHandle_t handle, int n, const cuComplex *alpha, cuComplex *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasCscal");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCscal_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha, cuComplex *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasCscal_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsscal_v2(cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasCsscal");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCsscal_v2_64(cublasHandle_t handle, int64_t n, const float *alpha, cuComplex *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasCsscal_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZscal_v2(cublasHandle_t handle, int n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasZscal");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZscal_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, cuDoubleComplex *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasZscal_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdscal_v2(cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x, int incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasZdscal");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZdscal_v2_64(cublasHandle_t handle, int64_t n, const double *alpha, cuDoubleComplex *x, int64_t incx)
{
    (void)handle;
    (void)n;
    (void)alpha;
    (void)x;
    (void)incx;
    sim_unsupported("cublasZdscal_64");
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
    sim_unsupported("cublasAxpyEx");
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
    sim_unsupported("cublasAxpyEx_64");
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
    sim_unsupported("cublasSaxpy");
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
    sim_unsupported("cublasSaxpy_64");
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
    sim_unsupported("cublasDaxpy");
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
    sim_unsupported("cublasDaxpy_64");
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
    sim_unsupported("cublasCaxpy");
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
    sim_unsupported("cublasCaxpy_64");
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
    sim_unsupported("cublasZaxpy");
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
    sim_unsupported("cublasZaxpy_64");
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
    sim_unsupported("cublasCopyEx");
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
    sim_unsupported("cublasCopyEx_64");
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
    sim_unsupported("cublasScopy");
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
    sim_unsupported("cublasScopy_64");
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
    sim_unsupported("cublasDcopy");
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
    sim_unsupported("cublasDcopy_64");
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
    sim_unsupported("cublasCcopy");
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
    sim_unsupported("cublasCcopy_64");
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
    sim_unsupported("cublasZcopy");
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
    sim_unsupported("cublasZcopy_64");
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
    sim_unsupported("cublasSswap");
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
    sim_unsupported("cublasSswap_64");
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
    sim_unsupported("cublasDswap");
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
    sim_unsupported("cublasDswap_64");
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
    sim_unsupported("cublasCswap");
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
    sim_unsupported("cublasCswap_64");
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
    sim_unsupported("cublasZswap");
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
    sim_unsupported("cublasZswap_64");
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
    sim_unsupported("cublasSwapEx");
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
    sim_unsupported("cublasSwapEx_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIsamax_v2(cublasHandle_t handle, int n, const float *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIsamax");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIsamax_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIsamax_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIdamax_v2(cublasHandle_t handle, int n, const double *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIdamax");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIdamax_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIdamax_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIcamax_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIcamax");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIcamax_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIcamax_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIzamax_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIzamax");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIzamax_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIzamax_64");
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
    sim_unsupported("cublasIamaxEx");
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
    sim_unsupported("cublasIamaxEx_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIsamin_v2(cublasHandle_t handle, int n, const float *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIsamin");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIsamin_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIsamin_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIdamin_v2(cublasHandle_t handle, int n, const double *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIdamin");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIdamin_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIdamin_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIcamin_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIcamin");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIcamin_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIcamin_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIzamin_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIzamin");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasIzamin_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasIzamin_64");
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
    sim_unsupported("cublasIaminEx");
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
    sim_unsupported("cublasIaminEx_64");
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
    sim_unsupported("cublasAsumEx");
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
    sim_unsupported("cublasAsumEx_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSasum_v2(cublasHandle_t handle, int n, const float *x, int incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasSasum");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSasum_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasSasum_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDasum_v2(cublasHandle_t handle, int n, const double *x, int incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasDasum");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDasum_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasDasum_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScasum_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasScasum");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasScasum_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasScasum_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDzasum_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasDzasum");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDzasum_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, double *result)
{
    (void)handle;
    (void)n;
    (void)x;
    (void)incx;
    (void)result;
    sim_unsupported("cublasDzasum_64");
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
    sim_unsupported("cublasSrot");
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
    sim_unsupported("cublasSrot_64");
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
    sim_unsupported("cublasDrot");
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
    sim_unsupported("cublasDrot_64");
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
    sim_unsupported("cublasCrot");
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
    sim_unsupported("cublasCrot_64");
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
    sim_unsupported("cublasCsrot");
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
    sim_unsupported("cublasCsrot_64");
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
    sim_unsupported("cublasZrot");
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
    sim_unsupported("cublasZrot_64");
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
    sim_unsupported("cublasZdrot");
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
    sim_unsupported("cublasZdrot_64");
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
    sim_unsupported("cublasRotEx");
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
    sim_unsupported("cublasRotEx_64");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasSrotg_v2(cublasHandle_t handle, float *a, float *b, float *c, float *s)
{
    (void)handle;
    (void)a;
    (void)b;
    (void)c;
    (void)s;
    sim_unsupported("cublasSrotg");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasDrotg_v2(cublasHandle_t handle, double *a, double *b, double *c, double *s)
{
    (void)handle;
    (void)a;
    (void)b;
    (void)c;
    (void)s;
    sim_unsupported("cublasDrotg");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasCrotg_v2(cublasHandle_t handle, cuComplex *a, cuComplex *b, float *c, cuComplex *s)
{
    (void)handle;
    (void)a;
    (void)b;
    (void)c;
    (void)s;
    sim_unsupported("cublasCrotg");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasZrotg_v2(cublasHandle_t handle, cuDoubleComplex *a, cuDoubleComplex *b, double *c, cuDoubleComplex *s)
{
    (void)handle;
    (void)a;
    (void)b;
    (void)c;
    (void)s;
    sim_unsupported("cublasZrotg");
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
    sim_unsupported("cublasRotgEx");
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
    sim_unsupported("cublasSrotm");
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
    sim_unsupported("cublasSrotm_64");
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
    sim_unsupported("cublasDrotm");
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
    sim_unsupported("cublasDrotm_64");
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
    sim_unsupported("cublasRotmEx");
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
    sim_unsupported("cublasRotmEx_64");
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
    sim_unsupported("cublasSrotmg");
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
    sim_unsupported("cublasDrotmg");
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
    sim_unsupported("cublasRotmgEx");
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
    sim_unsupported("cublasSgemv");
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
    sim_unsupported("cublasSgemv_64");
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
    sim_unsupported("cublasDgemv");
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
    sim_unsupported("cublasDgemv_64");
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
    sim_unsupported("cublasCgemv");
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
    sim_unsupported("cublasCgemv_64");
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
    sim_unsupported("cublasZgemv");
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
    sim_unsupported("cublasZgemv_64");
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
    sim_unsupported("cublasSgbmv");
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
    sim_unsupported("cublasSgbmv_64");
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
    sim_unsupported("cublasDgbmv");
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
    sim_unsupported("cublasDgbmv_64");
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
    sim_unsupported("cublasCgbmv");
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
    sim_unsupported("cublasCgbmv_64");
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
    sim_unsupported("cublasZgbmv");
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
    sim_unsupported("cublasZgbmv_64");
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
    sim_unsupported("cublasStrmv");
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
    sim_unsupported("cublasStrmv_64");
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
    sim_unsupported("cublasDtrmv");
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
    sim_unsupported("cublasDtrmv_64");
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
    sim_unsupported("cublasCtrmv");
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
    sim_unsupported("cublasCtrmv_64");
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
    sim_unsupported("cublasZtrmv");
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
    sim_unsupported("cublasZtrmv_64");
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
    sim_unsupported("cublasStbmv");
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
    sim_unsupported("cublasStbmv_64");
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
    sim_unsupported("cublasDtbmv");
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
    sim_unsupported("cublasDtbmv_64");
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
    sim_unsupported("cublasCtbmv");
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
    sim_unsupported("cublasCtbmv_64");
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
    sim_unsupported("cublasZtbmv");
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
    sim_unsupported("cublasZtbmv_64");
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
    sim_unsupported("cublasStpmv");
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
    sim_unsupported("cublasStpmv_64");
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
    sim_unsupported("cublasDtpmv");
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
    sim_unsupported("cublasDtpmv_64");
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
    sim_unsupported("cublasCtpmv");
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
    sim_unsupported("cublasCtpmv_64");
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
    sim_unsupported("cublasZtpmv");
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
    sim_unsupported("cublasZtpmv_64");
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
    sim_unsupported("cublasStrsv");
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
    sim_unsupported("cublasStrsv_64");
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
    sim_unsupported("cublasDtrsv");
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
    sim_unsupported("cublasDtrsv_64");
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
    sim_unsupported("cublasCtrsv");
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
    sim_unsupported("cublasCtrsv_64");
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
    sim_unsupported("cublasZtrsv");
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
    sim_unsupported("cublasZtrsv_64");
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
    sim_unsupported("cublasStpsv");
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
    sim_unsupported("cublasStpsv_64");
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
    sim_unsupported("cublasDtpsv");
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
    sim_unsupported("cublasDtpsv_64");
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
    sim_unsupported("cublasCtpsv");
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
    sim_unsupported("cublasCtpsv_64");
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
    sim_unsupported("cublasZtpsv");
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
    sim_unsupported("cublasZtpsv_64");
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
    sim_unsupported("cublasStbsv");
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
    sim_unsupported("cublasStbsv_64");
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
    sim_unsupported("cublasDtbsv");
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
    sim_unsupported("cublasDtbsv_64");
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
    sim_unsupported("cublasCtbsv");
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
    sim_unsupported("cublasCtbsv_64");
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
    sim_unsupported("cublasZtbsv");
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
    sim_unsupported("cublasZtbsv_64");
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
    sim_unsupported("cublasSsymv");
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
    sim_unsupported("cublasSsymv_64");
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
    sim_unsupported("cublasDsymv");
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
    sim_unsupported("cublasDsymv_64");
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
    sim_unsupported("cublasCsymv");
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
    sim_unsupported("cublasCsymv_64");
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
    sim_unsupported("cublasZsymv");
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
    sim_unsupported("cublasZsymv_64");
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
    sim_unsupported("cublasChemv");
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
    sim_unsupported("cublasChemv_64");
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
    sim_unsupported("cublasZhemv");
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
    sim_unsupported("cublasZhemv_64");
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
    sim_unsupported("cublasSsbmv");
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
    sim_unsupported("cublasSsbmv_64");
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
    sim_unsupported("cublasDsbmv");
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
    sim_unsupported("cublasDsbmv_64");
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
    sim_unsupported("cublasChbmv");
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
    sim_unsupported("cublasChbmv_64");
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
    sim_unsupported("cublasZhbmv");
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
    sim_unsupported("cublasZhbmv_64");
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
    sim_unsupported("cublasSspmv");
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
    sim_unsupported("cublasSspmv_64");
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
    sim_unsupported("cublasDspmv");
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
    sim_unsupported("cublasDspmv_64");
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
    sim_unsupported("cublasChpmv");
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
    sim_unsupported("cublasChpmv_64");
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
    sim_unsupported("cublasZhpmv");
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
    sim_unsupported("cublasZhpmv_64");
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
    sim_unsupported("cublasSger");
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
    sim_unsupported("cublasSger_64");
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
    sim_unsupported("cublasDger");
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
    sim_unsupported("cublasDger_64");
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
    sim_unsupported("cublasCgeru");
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
    sim_unsupported("cublasCgeru_64");
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
    sim_unsupported("cublasCgerc");
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
    sim_unsupported("cublasCgerc_64");
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
    sim_unsupported("cublasZgeru");
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
    sim_unsupported("cublasZgeru_64");
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
    sim_unsupported("cublasZgerc");
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
    sim_unsupported("cublasZgerc_64");
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
    sim_unsupported("cublasSsyr");
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
    sim_unsupported("cublasSsyr_64");
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
    sim_unsupported("cublasDsyr");
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
    sim_unsupported("cublasDsyr_64");
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
    sim_unsupported("cublasCsyr");
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
    sim_unsupported("cublasCsyr_64");
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
    sim_unsupported("cublasZsyr");
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
    sim_unsupported("cublasZsyr_64");
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
    sim_unsupported("cublasCher");
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
    sim_unsupported("cublasCher_64");
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
    sim_unsupported("cublasZher");
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
    sim_unsupported("cublasZher_64");
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
    sim_unsupported("cublasSspr");
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
    sim_unsupported("cublasSspr_64");
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
    sim_unsupported("cublasDspr");
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
    sim_unsupported("cublasDspr_64");
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
    sim_unsupported("cublasChpr");
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
    sim_unsupported("cublasChpr_64");
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
    sim_unsupported("cublasZhpr");
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
    sim_unsupported("cublasZhpr_64");
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
    sim_unsupported("cublasSsyr2");
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
    sim_unsupported("cublasSsyr2_64");
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
    sim_unsupported("cublasDsyr2");
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
    sim_unsupported("cublasDsyr2_64");
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
    sim_unsupported("cublasCsyr2");
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
    sim_unsupported("cublasCsyr2_64");
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
    sim_unsupported("cublasZsyr2");
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
    sim_unsupported("cublasZsyr2_64");
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
    sim_unsupported("cublasCher2");
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
    sim_unsupported("cublasCher2_64");
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
    sim_unsupported("cublasZher2");
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
    sim_unsupported("cublasZher2_64");
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
    sim_unsupported("cublasSspr2");
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
    sim_unsupported("cublasSspr2_64");
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
    sim_unsupported("cublasDspr2");
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
    sim_unsupported("cublasDspr2_64");
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
    sim_unsupported("cublasChpr2");
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
    sim_unsupported("cublasChpr2_64");
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
    sim_unsupported("cublasZhpr2");
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
    sim_unsupported("cublasZhpr2_64");
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
    sim_unsupported("cublasSgemvBatched");
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
    sim_unsupported("cublasSgemvBatched_64");
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
    sim_unsupported("cublasDgemvBatched");
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
    sim_unsupported("cublasDgemvBatched_64");
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
    sim_unsupported("cublasCgemvBatched");
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
    sim_unsupported("cublasCgemvBatched_64");
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
    sim_unsupported("cublasZgemvBatched");
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
    sim_unsupported("cublasZgemvBatched_64");
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
    sim_unsupported("cublasSgemvStridedBatched");
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
    sim_unsupported("cublasSgemvStridedBatched_64");
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
    sim_unsupported("cublasDgemvStridedBatched");
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
    sim_unsupported("cublasDgemvStridedBatched_64");
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
    sim_unsupported("cublasCgemvStridedBatched");
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
    sim_unsupported("cublasCgemvStridedBatched_64");
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
    sim_unsupported("cublasZgemvStridedBatched");
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
    sim_unsupported("cublasZgemvStridedBatched_64");
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
    sim_unsupported("cublasSgemm");
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
    sim_unsupported("cublasSgemm_64");
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
    sim_unsupported("cublasDgemm");
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
    sim_unsupported("cublasDgemm_64");
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
    sim_unsupported("cublasCgemm");
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
    sim_unsupported("cublasCgemm_64");
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
    sim_unsupported("cublasCgemm3m");
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
    sim_unsupported("cublasCgemm3m_64");
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
    sim_unsupported("cublasCgemm3mEx");
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
    sim_unsupported("cublasCgemm3mEx_64");
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
    sim_unsupported("cublasZgemm");
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
    sim_unsupported("cublasZgemm_64");
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
    sim_unsupported("cublasZgemm3m");
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
    sim_unsupported("cublasZgemm3m_64");
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
    sim_unsupported("cublasSgemmEx");
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
    sim_unsupported("cublasSgemmEx_64");
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
    sim_unsupported("cublasGemmEx");
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
    sim_unsupported("cublasGemmEx_64");
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
    sim_unsupported("cublasCgemmEx");
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
    sim_unsupported("cublasCgemmEx_64");
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
    sim_unsupported("cublasSsyrk");
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
    sim_unsupported("cublasSsyrk_64");
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
    sim_unsupported("cublasDsyrk");
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
    sim_unsupported("cublasDsyrk_64");
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
    sim_unsupported("cublasCsyrk");
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
    sim_unsupported("cublasCsyrk_64");
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
    sim_unsupported("cublasZsyrk");
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
    sim_unsupported("cublasZsyrk_64");
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
    sim_unsupported("cublasCsyrkEx");
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
    sim_unsupported("cublasCsyrkEx_64");
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
    sim_unsupported("cublasCsyrk3mEx");
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
    sim_unsupported("cublasCsyrk3mEx_64");
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
    sim_unsupported("cublasCherk");
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
    sim_unsupported("cublasCherk_64");
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
    sim_unsupported("cublasZherk");
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
    sim_unsupported("cublasZherk_64");
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
    sim_unsupported("cublasCherkEx");
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
    sim_unsupported("cublasCherkEx_64");
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
    sim_unsupported("cublasCherk3mEx");
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
    sim_unsupported("cublasCherk3mEx_64");
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
    sim_unsupported("cublasSsyr2k");
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
    sim_unsupported("cublasSsyr2k_64");
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
    sim_unsupported("cublasDsyr2k");
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
    sim_unsupported("cublasDsyr2k_64");
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
    sim_unsupported("cublasCsyr2k");
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
    sim_unsupported("cublasCsyr2k_64");
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
    sim_unsupported("cublasZsyr2k");
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
    sim_unsupported("cublasZsyr2k_64");
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
    sim_unsupported("cublasCher2k");
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
    sim_unsupported("cublasCher2k_64");
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
    sim_unsupported("cublasZher2k");
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
    sim_unsupported("cublasZher2k_64");
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
    sim_unsupported("cublasSsyrkx");
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
    sim_unsupported("cublasSsyrkx_64");
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
    sim_unsupported("cublasDsyrkx");
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
    sim_unsupported("cublasDsyrkx_64");
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
    sim_unsupported("cublasCsyrkx");
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
    sim_unsupported("cublasCsyrkx_64");
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
    sim_unsupported("cublasZsyrkx");
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
    sim_unsupported("cublasZsyrkx_64");
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
    sim_unsupported("cublasCherkx");
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
    sim_unsupported("cublasCherkx_64");
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
    sim_unsupported("cublasZherkx");
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
    sim_unsupported("cublasZherkx_64");
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
    sim_unsupported("cublasSsymm");
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
    sim_unsupported("cublasSsymm_64");
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
    sim_unsupported("cublasDsymm");
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
    sim_unsupported("cublasDsymm_64");
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
    sim_unsupported("cublasCsymm");
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
    sim_unsupported("cublasCsymm_64");
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
    sim_unsupported("cublasZsymm");
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
    sim_unsupported("cublasZsymm_64");
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
    sim_unsupported("cublasChemm");
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
    sim_unsupported("cublasChemm_64");
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
    sim_unsupported("cublasZhemm");
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
    sim_unsupported("cublasZhemm_64");
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
    sim_unsupported("cublasStrsm");
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
    sim_unsupported("cublasStrsm_64");
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
    sim_unsupported("cublasDtrsm");
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
    sim_unsupported("cublasDtrsm_64");
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
    sim_unsupported("cublasCtrsm");
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
    sim_unsupported("cublasCtrsm_64");
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
    sim_unsupported("cublasZtrsm");
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
    sim_unsupported("cublasZtrsm_64");
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
    sim_unsupported("cublasStrmm");
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
    sim_unsupported("cublasStrmm_64");
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
    sim_unsupported("cublasDtrmm");
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
    sim_unsupported("cublasDtrmm_64");
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
    sim_unsupported("cublasCtrmm");
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
    sim_unsupported("cublasCtrmm_64");
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
    sim_unsupported("cublasZtrmm");
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
    sim_unsupported("cublasZtrmm_64");
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
    sim_unsupported("cublasSgemmBatched");
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
    sim_unsupported("cublasSgemmBatched_64");
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
    sim_unsupported("cublasDgemmBatched");
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
    sim_unsupported("cublasDgemmBatched_64");
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
    sim_unsupported("cublasCgemmBatched");
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
    sim_unsupported("cublasCgemmBatched_64");
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
    sim_unsupported("cublasCgemm3mBatched");
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
    sim_unsupported("cublasCgemm3mBatched_64");
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
    sim_unsupported("cublasZgemmBatched");
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
    sim_unsupported("cublasZgemmBatched_64");
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
    sim_unsupported("cublasSgemmStridedBatched");
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
    sim_unsupported("cublasSgemmStridedBatched_64");
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
    sim_unsupported("cublasDgemmStridedBatched");
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
    sim_unsupported("cublasDgemmStridedBatched_64");
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
    sim_unsupported("cublasCgemmStridedBatched");
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
    sim_unsupported("cublasCgemmStridedBatched_64");
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
    sim_unsupported("cublasCgemm3mStridedBatched");
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
    sim_unsupported("cublasCgemm3mStridedBatched_64");
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
    sim_unsupported("cublasZgemmStridedBatched");
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
    sim_unsupported("cublasZgemmStridedBatched_64");
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
    sim_unsupported("cublasGemmBatchedEx");
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
    sim_unsupported("cublasGemmBatchedEx_64");
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
    sim_unsupported("cublasGemmStridedBatchedEx");
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
    sim_unsupported("cublasGemmStridedBatchedEx_64");
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
    sim_unsupported("cublasSgemmGroupedBatched");
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
    sim_unsupported("cublasSgemmGroupedBatched_64");
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
    sim_unsupported("cublasDgemmGroupedBatched");
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
    sim_unsupported("cublasDgemmGroupedBatched_64");
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
    sim_unsupported("cublasGemmGroupedBatchedEx");
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
    sim_unsupported("cublasGemmGroupedBatchedEx_64");
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
    sim_unsupported("cublasSgeam");
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
    sim_unsupported("cublasSgeam_64");
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
    sim_unsupported("cublasDgeam");
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
    sim_unsupported("cublasDgeam_64");
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
    sim_unsupported("cublasCgeam");
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
    sim_unsupported("cublasCgeam_64");
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
    sim_unsupported("cublasZgeam");
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
    sim_unsupported("cublasZgeam_64");
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
    sim_unsupported("cublasStrsmBatched");
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
    sim_unsupported("cublasStrsmBatched_64");
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
    sim_unsupported("cublasDtrsmBatched");
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
    sim_unsupported("cublasDtrsmBatched_64");
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
    sim_unsupported("cublasCtrsmBatched");
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
    sim_unsupported("cublasCtrsmBatched_64");
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
    sim_unsupported("cublasZtrsmBatched");
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
    sim_unsupported("cublasZtrsmBatched_64");
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
    sim_unsupported("cublasSdgmm");
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
    sim_unsupported("cublasSdgmm_64");
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
    sim_unsupported("cublasDdgmm");
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
    sim_unsupported("cublasDdgmm_64");
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
    sim_unsupported("cublasCdgmm");
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
    sim_unsupported("cublasCdgmm_64");
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
    sim_unsupported("cublasZdgmm");
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
    sim_unsupported("cublasZdgmm_64");
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
    sim_unsupported("cublasSmatinvBatched");
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
    sim_unsupported("cublasDmatinvBatched");
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
    sim_unsupported("cublasCmatinvBatched");
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
    sim_unsupported("cublasZmatinvBatched");
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
    sim_unsupported("cublasSgeqrfBatched");
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
    sim_unsupported("cublasDgeqrfBatched");
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
    sim_unsupported("cublasCgeqrfBatched");
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
    sim_unsupported("cublasZgeqrfBatched");
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
    sim_unsupported("cublasSgelsBatched");
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
    sim_unsupported("cublasDgelsBatched");
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
    sim_unsupported("cublasCgelsBatched");
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
    sim_unsupported("cublasZgelsBatched");
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
    sim_unsupported("cublasStpttr");
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
    sim_unsupported("cublasDtpttr");
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
    sim_unsupported("cublasCtpttr");
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
    sim_unsupported("cublasZtpttr");
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
    sim_unsupported("cublasStrttp");
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
    sim_unsupported("cublasDtrttp");
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
    sim_unsupported("cublasCtrttp");
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
    sim_unsupported("cublasZtrttp");
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
    sim_unsupported("cublasSgetrfBatched");
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
    sim_unsupported("cublasDgetrfBatched");
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
    sim_unsupported("cublasCgetrfBatched");
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
    sim_unsupported("cublasZgetrfBatched");
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
    sim_unsupported("cublasSgetriBatched");
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
    sim_unsupported("cublasDgetriBatched");
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
    sim_unsupported("cublasCgetriBatched");
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
    sim_unsupported("cublasZgetriBatched");
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
    sim_unsupported("cublasSgetrsBatched");
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
    sim_unsupported("cublasDgetrsBatched");
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
    sim_unsupported("cublasCgetrsBatched");
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
    sim_unsupported("cublasZgetrsBatched");
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
    sim_unsupported("cublasUint8gemmBias");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

/* cublaslt */
__attribute__((weak)) cublasStatus_t cublasLtCreate(cublasLtHandle_t *lightHandle)
{
    (void)lightHandle;
    sim_unsupported("cublasLtCreate");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtDestroy(cublasLtHandle_t lightHandle)
{
    (void)lightHandle;
    sim_unsupported("cublasLtDestroy");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) const char * cublasLtGetStatusName(cublasStatus_t status)
{
    (void)status;
    return (const char *)0;
}
__attribute__((weak)) const char * cublasLtGetStatusString(cublasStatus_t status)
{
    (void)status;
    return (const char *)0;
}
__attribute__((weak)) size_t cublasLtGetVersion(void)
{
    return (size_t)0;
}
__attribute__((weak)) size_t cublasLtGetCudartVersion(void)
{
    return (size_t)0;
}
__attribute__((weak)) cublasStatus_t cublasLtGetProperty(libraryPropertyType type, int *value)
{
    (void)type;
    (void)value;
    sim_unsupported("cublasLtGetProperty");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtHeuristicsCacheGetCapacity(size_t *capacity)
{
    (void)capacity;
    sim_unsupported("cublasLtHeuristicsCacheGetCapacity");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtHeuristicsCacheSetCapacity(size_t capacity)
{
    (void)capacity;
    sim_unsupported("cublasLtHeuristicsCacheSetCapacity");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) unsigned int cublasLtDisableCpuInstructionsSetMask(unsigned int mask)
{
    (void)mask;
    return (unsigned int)0;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmul(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace, size_t workspaceSizeInBytes, cudaStream_t stream)
{
    (void)lightHandle;
    (void)computeDesc;
    (void)alpha;
    (void)A;
    (void)Adesc;
    (void)B;
    (void)Bdesc;
    (void)beta;
    (void)C;
    (void)Cdesc;
    (void)D;
    (void)Ddesc;
    (void)algo;
    (void)workspace;
    (void)workspaceSizeInBytes;
    (void)stream;
    sim_unsupported("cublasLtMatmul");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatrixTransform(cublasLtHandle_t lightHandle, cublasLtMatrixTransformDesc_t transformDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *beta, const void *B, cublasLtMatrixLayout_t Bdesc, void *C, cublasLtMatrixLayout_t Cdesc, cudaStream_t stream)
{
    (void)lightHandle;
    (void)transformDesc;
    (void)alpha;
    (void)A;
    (void)Adesc;
    (void)beta;
    (void)B;
    (void)Bdesc;
    (void)C;
    (void)Cdesc;
    (void)stream;
    sim_unsupported("cublasLtMatrixTransform");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld)
{
    (void)matLayout;
    (void)type;
    (void)rows;
    (void)cols;
    (void)ld;
    sim_unsupported("cublasLtMatrixLayoutCreate");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t matLayout)
{
    (void)matLayout;
    sim_unsupported("cublasLtMatrixLayoutDestroy");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, const void *buf, size_t sizeInBytes)
{
    (void)matLayout;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    sim_unsupported("cublasLtMatrixLayoutSetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    (void)matLayout;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    (void)sizeWritten;
    sim_unsupported("cublasLtMatrixLayoutGetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType, cudaDataType_t scaleType)
{
    (void)matmulDesc;
    (void)computeType;
    (void)scaleType;
    sim_unsupported("cublasLtMatmulDescCreate");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t matmulDesc)
{
    (void)matmulDesc;
    sim_unsupported("cublasLtMatmulDescDestroy");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    (void)matmulDesc;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    sim_unsupported("cublasLtMatmulDescSetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    (void)matmulDesc;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    (void)sizeWritten;
    sim_unsupported("cublasLtMatmulDescGetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatrixTransformDescCreate(cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType)
{
    (void)transformDesc;
    (void)scaleType;
    sim_unsupported("cublasLtMatrixTransformDescCreate");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatrixTransformDescDestroy(cublasLtMatrixTransformDesc_t transformDesc)
{
    (void)transformDesc;
    sim_unsupported("cublasLtMatrixTransformDescDestroy");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatrixTransformDescSetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    (void)transformDesc;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    sim_unsupported("cublasLtMatrixTransformDescSetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatrixTransformDescGetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    (void)transformDesc;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    (void)sizeWritten;
    sim_unsupported("cublasLtMatrixTransformDescGetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtEmulationDescCreate(cublasLtEmulationDesc_t *emulationDesc)
{
    (void)emulationDesc;
    sim_unsupported("cublasLtEmulationDescCreate");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtEmulationDescDestroy(cublasLtEmulationDesc_t emulationDesc)
{
    (void)emulationDesc;
    sim_unsupported("cublasLtEmulationDescDestroy");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtEmulationDescSetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    (void)emulationDesc;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    sim_unsupported("cublasLtEmulationDescSetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtEmulationDescGetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    (void)emulationDesc;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    (void)sizeWritten;
    sim_unsupported("cublasLtEmulationDescGetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref)
{
    (void)pref;
    sim_unsupported("cublasLtMatmulPreferenceCreate");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref)
{
    (void)pref;
    sim_unsupported("cublasLtMatmulPreferenceDestroy");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    (void)pref;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    sim_unsupported("cublasLtMatmulPreferenceSetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    (void)pref;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    (void)sizeWritten;
    sim_unsupported("cublasLtMatmulPreferenceGetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, cublasLtMatmulPreference_t preference, int requestedAlgoCount, cublasLtMatmulHeuristicResult_t heuristicResultsArray[], int *returnAlgoCount)
{
    (void)lightHandle;
    (void)operationDesc;
    (void)Adesc;
    (void)Bdesc;
    (void)Cdesc;
    (void)Ddesc;
    (void)preference;
    (void)requestedAlgoCount;
    (void)heuristicResultsArray;
    (void)returnAlgoCount;
    sim_unsupported("cublasLtMatmulAlgoGetHeuristic");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulAlgoGetIds(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount, int algoIdsArray[], int *returnAlgoCount)
{
    (void)lightHandle;
    (void)computeType;
    (void)scaleType;
    (void)Atype;
    (void)Btype;
    (void)Ctype;
    (void)Dtype;
    (void)requestedAlgoCount;
    (void)algoIdsArray;
    (void)returnAlgoCount;
    sim_unsupported("cublasLtMatmulAlgoGetIds");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulAlgoInit(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId, cublasLtMatmulAlgo_t *algo)
{
    (void)lightHandle;
    (void)computeType;
    (void)scaleType;
    (void)Atype;
    (void)Btype;
    (void)Ctype;
    (void)Dtype;
    (void)algoId;
    (void)algo;
    sim_unsupported("cublasLtMatmulAlgoInit");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulAlgoCheck(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result)
{
    (void)lightHandle;
    (void)operationDesc;
    (void)Adesc;
    (void)Bdesc;
    (void)Cdesc;
    (void)Ddesc;
    (void)algo;
    (void)result;
    sim_unsupported("cublasLtMatmulAlgoCheck");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulAlgoCapGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    (void)algo;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    (void)sizeWritten;
    sim_unsupported("cublasLtMatmulAlgoCapGetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulAlgoConfigSetAttribute(cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    (void)algo;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    sim_unsupported("cublasLtMatmulAlgoConfigSetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtMatmulAlgoConfigGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    (void)algo;
    (void)attr;
    (void)buf;
    (void)sizeInBytes;
    (void)sizeWritten;
    sim_unsupported("cublasLtMatmulAlgoConfigGetAttribute");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtLoggerSetCallback(cublasLtLoggerCallback_t callback)
{
    (void)callback;
    sim_unsupported("cublasLtLoggerSetCallback");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtLoggerSetFile(FILE *file)
{
    (void)file;
    sim_unsupported("cublasLtLoggerSetFile");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtLoggerOpenFile(const char *logFile)
{
    (void)logFile;
    sim_unsupported("cublasLtLoggerOpenFile");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtLoggerSetLevel(int level)
{
    (void)level;
    sim_unsupported("cublasLtLoggerSetLevel");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtLoggerSetMask(int mask)
{
    (void)mask;
    sim_unsupported("cublasLtLoggerSetMask");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cublasStatus_t cublasLtLoggerForceDisable(void)
{
    sim_unsupported("cublasLtLoggerForceDisable");
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

/* cufft */
__attribute__((weak)) cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch)
{
    (void)plan;
    (void)nx;
    (void)type;
    (void)batch;
    sim_unsupported("cufftPlan1d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type)
{
    (void)plan;
    (void)nx;
    (void)ny;
    (void)type;
    sim_unsupported("cufftPlan2d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type)
{
    (void)plan;
    (void)nx;
    (void)ny;
    (void)nz;
    (void)type;
    sim_unsupported("cufftPlan3d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch)
{
    (void)plan;
    (void)rank;
    (void)n;
    (void)inembed;
    (void)istride;
    (void)idist;
    (void)onembed;
    (void)ostride;
    (void)odist;
    (void)type;
    (void)batch;
    sim_unsupported("cufftPlanMany");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize)
{
    (void)plan;
    (void)nx;
    (void)type;
    (void)batch;
    (void)workSize;
    sim_unsupported("cufftMakePlan1d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize)
{
    (void)plan;
    (void)nx;
    (void)ny;
    (void)type;
    (void)workSize;
    sim_unsupported("cufftMakePlan2d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    (void)plan;
    (void)nx;
    (void)ny;
    (void)nz;
    (void)type;
    (void)workSize;
    sim_unsupported("cufftMakePlan3d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize)
{
    (void)plan;
    (void)rank;
    (void)n;
    (void)inembed;
    (void)istride;
    (void)idist;
    (void)onembed;
    (void)ostride;
    (void)odist;
    (void)type;
    (void)batch;
    (void)workSize;
    sim_unsupported("cufftMakePlanMany");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftMakePlanMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize)
{
    (void)plan;
    (void)rank;
    (void)n;
    (void)inembed;
    (void)istride;
    (void)idist;
    (void)onembed;
    (void)ostride;
    (void)odist;
    (void)type;
    (void)batch;
    (void)workSize;
    sim_unsupported("cufftMakePlanMany64");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftGetSizeMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize)
{
    (void)plan;
    (void)rank;
    (void)n;
    (void)inembed;
    (void)istride;
    (void)idist;
    (void)onembed;
    (void)ostride;
    (void)odist;
    (void)type;
    (void)batch;
    (void)workSize;
    sim_unsupported("cufftGetSizeMany64");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize)
{
    (void)nx;
    (void)type;
    (void)batch;
    (void)workSize;
    sim_unsupported("cufftEstimate1d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize)
{
    (void)nx;
    (void)ny;
    (void)type;
    (void)workSize;
    sim_unsupported("cufftEstimate2d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    (void)nx;
    (void)ny;
    (void)nz;
    (void)type;
    (void)workSize;
    sim_unsupported("cufftEstimate3d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize)
{
    (void)rank;
    (void)n;
    (void)inembed;
    (void)istride;
    (void)idist;
    (void)onembed;
    (void)ostride;
    (void)odist;
    (void)type;
    (void)batch;
    (void)workSize;
    sim_unsupported("cufftEstimateMany");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftCreate(cufftHandle *handle)
{
    (void)handle;
    sim_unsupported("cufftCreate");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize)
{
    (void)handle;
    (void)nx;
    (void)type;
    (void)batch;
    (void)workSize;
    sim_unsupported("cufftGetSize1d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize)
{
    (void)handle;
    (void)nx;
    (void)ny;
    (void)type;
    (void)workSize;
    sim_unsupported("cufftGetSize2d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    (void)handle;
    (void)nx;
    (void)ny;
    (void)nz;
    (void)type;
    (void)workSize;
    sim_unsupported("cufftGetSize3d");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea)
{
    (void)handle;
    (void)rank;
    (void)n;
    (void)inembed;
    (void)istride;
    (void)idist;
    (void)onembed;
    (void)ostride;
    (void)odist;
    (void)type;
    (void)batch;
    (void)workArea;
    sim_unsupported("cufftGetSizeMany");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftGetSize(cufftHandle handle, size_t *workSize)
{
    (void)handle;
    (void)workSize;
    sim_unsupported("cufftGetSize");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftSetWorkArea(cufftHandle plan, void *workArea)
{
    (void)plan;
    (void)workArea;
    sim_unsupported("cufftSetWorkArea");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftSetAutoAllocation(cufftHandle plan, int autoAllocate)
{
    (void)plan;
    (void)autoAllocate;
    sim_unsupported("cufftSetAutoAllocation");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction)
{
    (void)plan;
    (void)idata;
    (void)odata;
    (void)direction;
    sim_unsupported("cufftExecC2C");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata)
{
    (void)plan;
    (void)idata;
    (void)odata;
    sim_unsupported("cufftExecR2C");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata)
{
    (void)plan;
    (void)idata;
    (void)odata;
    sim_unsupported("cufftExecC2R");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction)
{
    (void)plan;
    (void)idata;
    (void)odata;
    (void)direction;
    sim_unsupported("cufftExecZ2Z");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata)
{
    (void)plan;
    (void)idata;
    (void)odata;
    sim_unsupported("cufftExecD2Z");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata)
{
    (void)plan;
    (void)idata;
    (void)odata;
    sim_unsupported("cufftExecZ2D");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftSetStream(cufftHandle plan, cudaStream_t stream)
{
    (void)plan;
    (void)stream;
    sim_unsupported("cufftSetStream");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftDestroy(cufftHandle plan)
{
    (void)plan;
    sim_unsupported("cufftDestroy");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftGetVersion(int *version)
{
    (void)version;
    sim_unsupported("cufftGetVersion");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftGetProperty(libraryPropertyType type, int *value)
{
    (void)type;
    (void)value;
    sim_unsupported("cufftGetProperty");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftSetPlanPropertyInt64(cufftHandle plan, cufftProperty property, const long long inputValueInt)
{
    (void)plan;
    (void)property;
    (void)inputValueInt;
    sim_unsupported("cufftSetPlanPropertyInt64");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftGetPlanPropertyInt64(cufftHandle plan, cufftProperty property, long long *returnPtrValue)
{
    (void)plan;
    (void)property;
    (void)returnPtrValue;
    sim_unsupported("cufftGetPlanPropertyInt64");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftResetPlanProperty(cufftHandle plan, cufftProperty property)
{
    (void)plan;
    (void)property;
    sim_unsupported("cufftResetPlanProperty");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtSetGPUs(cufftHandle handle, int nGPUs, int *whichGPUs)
{
    (void)handle;
    (void)nGPUs;
    (void)whichGPUs;
    sim_unsupported("cufftXtSetGPUs");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtMalloc(cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format)
{
    (void)plan;
    (void)descriptor;
    (void)format;
    sim_unsupported("cufftXtMalloc");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtMemcpy(cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type)
{
    (void)plan;
    (void)dstPointer;
    (void)srcPointer;
    (void)type;
    sim_unsupported("cufftXtMemcpy");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtFree(cudaLibXtDesc *descriptor)
{
    (void)descriptor;
    sim_unsupported("cufftXtFree");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtSetWorkArea(cufftHandle plan, void **workArea)
{
    (void)plan;
    (void)workArea;
    sim_unsupported("cufftXtSetWorkArea");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtExecDescriptorC2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    (void)plan;
    (void)input;
    (void)output;
    (void)direction;
    sim_unsupported("cufftXtExecDescriptorC2C");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtExecDescriptorR2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    (void)plan;
    (void)input;
    (void)output;
    sim_unsupported("cufftXtExecDescriptorR2C");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtExecDescriptorC2R(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    (void)plan;
    (void)input;
    (void)output;
    sim_unsupported("cufftXtExecDescriptorC2R");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtExecDescriptorZ2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    (void)plan;
    (void)input;
    (void)output;
    (void)direction;
    sim_unsupported("cufftXtExecDescriptorZ2Z");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtExecDescriptorD2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    (void)plan;
    (void)input;
    (void)output;
    sim_unsupported("cufftXtExecDescriptorD2Z");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtExecDescriptorZ2D(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    (void)plan;
    (void)input;
    (void)output;
    sim_unsupported("cufftXtExecDescriptorZ2D");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtQueryPlan(cufftHandle plan, void *queryStruct, cufftXtQueryType queryType)
{
    (void)plan;
    (void)queryStruct;
    (void)queryType;
    sim_unsupported("cufftXtQueryPlan");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtSetCallback(cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType, void **caller_info)
{
    (void)plan;
    (void)callback_routine;
    (void)cbType;
    (void)caller_info;
    sim_unsupported("cufftXtSetCallback");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType cbType)
{
    (void)plan;
    (void)cbType;
    sim_unsupported("cufftXtClearCallback");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize)
{
    (void)plan;
    (void)cbType;
    (void)sharedSize;
    sim_unsupported("cufftXtSetCallbackSharedSize");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtSetJITCallback(cufftHandle plan, const char *lto_callback_symbol_name, const void *lto_callback_fatbin, size_t lto_callback_fatbin_size, cufftXtCallbackType type, void **caller_info)
{
    (void)plan;
    (void)lto_callback_symbol_name;
    (void)lto_callback_fatbin;
    (void)lto_callback_fatbin_size;
    (void)type;
    (void)caller_info;
    sim_unsupported("cufftXtSetJITCallback");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtMakePlanMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype)
{
    (void)plan;
    (void)rank;
    (void)n;
    (void)inembed;
    (void)istride;
    (void)idist;
    (void)inputtype;
    (void)onembed;
    (void)ostride;
    (void)odist;
    (void)outputtype;
    (void)batch;
    (void)workSize;
    (void)executiontype;
    sim_unsupported("cufftXtMakePlanMany");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtGetSizeMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype)
{
    (void)plan;
    (void)rank;
    (void)n;
    (void)inembed;
    (void)istride;
    (void)idist;
    (void)inputtype;
    (void)onembed;
    (void)ostride;
    (void)odist;
    (void)outputtype;
    (void)batch;
    (void)workSize;
    (void)executiontype;
    sim_unsupported("cufftXtGetSizeMany");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtExec(cufftHandle plan, void *input, void *output, int direction)
{
    (void)plan;
    (void)input;
    (void)output;
    (void)direction;
    sim_unsupported("cufftXtExec");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtExecDescriptor(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    (void)plan;
    (void)input;
    (void)output;
    (void)direction;
    sim_unsupported("cufftXtExecDescriptor");
    return CUFFT_NOT_SUPPORTED;
}
__attribute__((weak)) cufftResult cufftXtSetWorkAreaPolicy(cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize)
{
    (void)plan;
    (void)policy;
    (void)workSize;
    sim_unsupported("cufftXtSetWorkAreaPolicy");
    return CUFFT_NOT_SUPPORTED;
}

/* curand */
__attribute__((weak)) curandStatus_t curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type)
{
    (void)generator;
    (void)rng_type;
    sim_unsupported("curandCreateGenerator");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type)
{
    (void)generator;
    (void)rng_type;
    sim_unsupported("curandCreateGeneratorHost");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandDestroyGenerator(curandGenerator_t generator)
{
    (void)generator;
    sim_unsupported("curandDestroyGenerator");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGetVersion(int *version)
{
    (void)version;
    sim_unsupported("curandGetVersion");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGetProperty(libraryPropertyType type, int *value)
{
    (void)type;
    (void)value;
    sim_unsupported("curandGetProperty");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandSetStream(curandGenerator_t generator, cudaStream_t stream)
{
    (void)generator;
    (void)stream;
    sim_unsupported("curandSetStream");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed)
{
    (void)generator;
    (void)seed;
    sim_unsupported("curandSetPseudoRandomGeneratorSeed");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset)
{
    (void)generator;
    (void)offset;
    sim_unsupported("curandSetGeneratorOffset");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order)
{
    (void)generator;
    (void)order;
    sim_unsupported("curandSetGeneratorOrdering");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int num_dimensions)
{
    (void)generator;
    (void)num_dimensions;
    sim_unsupported("curandSetQuasiRandomGeneratorDimensions");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num)
{
    (void)generator;
    (void)outputPtr;
    (void)num;
    sim_unsupported("curandGenerate");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGenerateLongLong(curandGenerator_t generator, unsigned long long *outputPtr, size_t num)
{
    (void)generator;
    (void)outputPtr;
    (void)num;
    sim_unsupported("curandGenerateLongLong");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num)
{
    (void)generator;
    (void)outputPtr;
    (void)num;
    sim_unsupported("curandGenerateUniform");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr, size_t num)
{
    (void)generator;
    (void)outputPtr;
    (void)num;
    sim_unsupported("curandGenerateUniformDouble");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)mean;
    (void)stddev;
    sim_unsupported("curandGenerateNormal");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)mean;
    (void)stddev;
    sim_unsupported("curandGenerateNormalDouble");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)mean;
    (void)stddev;
    sim_unsupported("curandGenerateLogNormal");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)mean;
    (void)stddev;
    sim_unsupported("curandGenerateLogNormalDouble");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *discrete_distribution)
{
    (void)lambda;
    (void)discrete_distribution;
    sim_unsupported("curandCreatePoissonDistribution");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandDestroyDistribution(curandDiscreteDistribution_t discrete_distribution)
{
    (void)discrete_distribution;
    sim_unsupported("curandDestroyDistribution");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGeneratePoisson(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)lambda;
    sim_unsupported("curandGeneratePoisson");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGeneratePoissonMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method)
{
    (void)generator;
    (void)outputPtr;
    (void)n;
    (void)lambda;
    (void)method;
    sim_unsupported("curandGeneratePoissonMethod");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGenerateBinomial(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p)
{
    (void)generator;
    (void)outputPtr;
    (void)num;
    (void)n;
    (void)p;
    sim_unsupported("curandGenerateBinomial");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGenerateBinomialMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, curandMethod_t method)
{
    (void)generator;
    (void)outputPtr;
    (void)num;
    (void)n;
    (void)p;
    (void)method;
    sim_unsupported("curandGenerateBinomialMethod");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGenerateSeeds(curandGenerator_t generator)
{
    (void)generator;
    sim_unsupported("curandGenerateSeeds");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t * vectors[], curandDirectionVectorSet_t set)
{
    (void)vectors;
    (void)set;
    sim_unsupported("curandGetDirectionVectors32");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGetScrambleConstants32(unsigned int **constants)
{
    (void)constants;
    sim_unsupported("curandGetScrambleConstants32");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t * vectors[], curandDirectionVectorSet_t set)
{
    (void)vectors;
    (void)set;
    sim_unsupported("curandGetDirectionVectors64");
    return CURAND_STATUS_ARCH_MISMATCH;
}
__attribute__((weak)) curandStatus_t curandGetScrambleConstants64(unsigned long long **constants)
{
    (void)constants;
    sim_unsupported("curandGetScrambleConstants64");
    return CURAND_STATUS_ARCH_MISMATCH;
}

/* cusolver */
__attribute__((weak)) cusolverStatus_t cusolverGetProperty(libraryPropertyType type, int *value)
{
    (void)type;
    (void)value;
    sim_unsupported("cusolverGetProperty");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverGetVersion(int *version)
{
    (void)version;
    sim_unsupported("cusolverGetVersion");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCreate(cusolverDnHandle_t *handle)
{
    (void)handle;
    sim_unsupported("cusolverDnCreate");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDestroy(cusolverDnHandle_t handle)
{
    (void)handle;
    sim_unsupported("cusolverDnDestroy");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSetStream(cusolverDnHandle_t handle, cudaStream_t streamId)
{
    (void)handle;
    (void)streamId;
    sim_unsupported("cusolverDnSetStream");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnGetStream(cusolverDnHandle_t handle, cudaStream_t *streamId)
{
    (void)handle;
    (void)streamId;
    sim_unsupported("cusolverDnGetStream");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSetDeterministicMode(cusolverDnHandle_t handle, cusolverDeterministicMode_t mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cusolverDnSetDeterministicMode");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnGetDeterministicMode(cusolverDnHandle_t handle, cusolverDeterministicMode_t *mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cusolverDnGetDeterministicMode");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSetMathMode(cusolverDnHandle_t handle, cusolverMathMode_t mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cusolverDnSetMathMode");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnGetMathMode(cusolverDnHandle_t handle, cusolverMathMode_t *mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cusolverDnGetMathMode");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSetEmulationStrategy(cusolverDnHandle_t handle, cudaEmulationStrategy_t strategy)
{
    (void)handle;
    (void)strategy;
    sim_unsupported("cusolverDnSetEmulationStrategy");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnGetEmulationStrategy(cusolverDnHandle_t handle, cudaEmulationStrategy_t *strategy)
{
    (void)handle;
    (void)strategy;
    sim_unsupported("cusolverDnGetEmulationStrategy");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsCreate(cusolverDnIRSParams_t *params_ptr)
{
    (void)params_ptr;
    sim_unsupported("cusolverDnIRSParamsCreate");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsDestroy(cusolverDnIRSParams_t params)
{
    (void)params;
    sim_unsupported("cusolverDnIRSParamsDestroy");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsSetRefinementSolver(cusolverDnIRSParams_t params, cusolverIRSRefinement_t refinement_solver)
{
    (void)params;
    (void)refinement_solver;
    sim_unsupported("cusolverDnIRSParamsSetRefinementSolver");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsSetSolverMainPrecision(cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision)
{
    (void)params;
    (void)solver_main_precision;
    sim_unsupported("cusolverDnIRSParamsSetSolverMainPrecision");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsSetSolverLowestPrecision(cusolverDnIRSParams_t params, cusolverPrecType_t solver_lowest_precision)
{
    (void)params;
    (void)solver_lowest_precision;
    sim_unsupported("cusolverDnIRSParamsSetSolverLowestPrecision");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsSetSolverPrecisions(cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision, cusolverPrecType_t solver_lowest_precision)
{
    (void)params;
    (void)solver_main_precision;
    (void)solver_lowest_precision;
    sim_unsupported("cusolverDnIRSParamsSetSolverPrecisions");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsSetTol(cusolverDnIRSParams_t params, double val)
{
    (void)params;
    (void)val;
    sim_unsupported("cusolverDnIRSParamsSetTol");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsSetTolInner(cusolverDnIRSParams_t params, double val)
{
    (void)params;
    (void)val;
    sim_unsupported("cusolverDnIRSParamsSetTolInner");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsSetMaxIters(cusolverDnIRSParams_t params, cusolver_int_t maxiters)
{
    (void)params;
    (void)maxiters;
    sim_unsupported("cusolverDnIRSParamsSetMaxIters");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsSetMaxItersInner(cusolverDnIRSParams_t params, cusolver_int_t maxiters_inner)
{
    (void)params;
    (void)maxiters_inner;
    sim_unsupported("cusolverDnIRSParamsSetMaxItersInner");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsGetMaxIters(cusolverDnIRSParams_t params, cusolver_int_t *maxiters)
{
    (void)params;
    (void)maxiters;
    sim_unsupported("cusolverDnIRSParamsGetMaxIters");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsEnableFallback(cusolverDnIRSParams_t params)
{
    (void)params;
    sim_unsupported("cusolverDnIRSParamsEnableFallback");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSParamsDisableFallback(cusolverDnIRSParams_t params)
{
    (void)params;
    sim_unsupported("cusolverDnIRSParamsDisableFallback");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSInfosDestroy(cusolverDnIRSInfos_t infos)
{
    (void)infos;
    sim_unsupported("cusolverDnIRSInfosDestroy");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSInfosCreate(cusolverDnIRSInfos_t *infos_ptr)
{
    (void)infos_ptr;
    sim_unsupported("cusolverDnIRSInfosCreate");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSInfosGetNiters(cusolverDnIRSInfos_t infos, cusolver_int_t *niters)
{
    (void)infos;
    (void)niters;
    sim_unsupported("cusolverDnIRSInfosGetNiters");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSInfosGetOuterNiters(cusolverDnIRSInfos_t infos, cusolver_int_t *outer_niters)
{
    (void)infos;
    (void)outer_niters;
    sim_unsupported("cusolverDnIRSInfosGetOuterNiters");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSInfosRequestResidual(cusolverDnIRSInfos_t infos)
{
    (void)infos;
    sim_unsupported("cusolverDnIRSInfosRequestResidual");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSInfosGetResidualHistory(cusolverDnIRSInfos_t infos, void **residual_history)
{
    (void)infos;
    (void)residual_history;
    sim_unsupported("cusolverDnIRSInfosGetResidualHistory");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSInfosGetMaxIters(cusolverDnIRSInfos_t infos, cusolver_int_t *maxiters)
{
    (void)infos;
    (void)maxiters;
    sim_unsupported("cusolverDnIRSInfosGetMaxIters");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZZgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnZZgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZCgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnZCgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZKgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnZKgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZEgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnZEgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZYgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnZYgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCCgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnCCgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCEgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnCEgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCKgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnCKgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCYgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnCYgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDDgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnDDgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDSgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnDSgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDHgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnDHgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDBgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnDBgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDXgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnDXgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSSgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnSSgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSHgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnSHgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSBgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnSBgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSXgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnSXgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZZgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnZZgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZCgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnZCgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZKgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnZKgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZEgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnZEgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZYgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnZYgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCCgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnCCgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCKgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnCKgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCEgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnCEgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCYgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnCYgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDDgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnDDgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDSgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnDSgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDHgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnDHgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDBgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnDBgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDXgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnDXgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSSgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnSSgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSHgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnSHgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSBgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnSBgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSXgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dipiv;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnSXgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZZgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnZZgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZCgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnZCgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZKgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnZKgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZEgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnZEgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZYgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnZYgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCCgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnCCgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCKgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnCKgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCEgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnCEgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCYgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnCYgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDDgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnDDgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDSgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnDSgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDHgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnDHgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDBgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnDBgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDXgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnDXgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSSgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnSSgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSHgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnSHgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSBgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnSBgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSXgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)iter;
    (void)d_info;
    sim_unsupported("cusolverDnSXgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZZgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnZZgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZCgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnZCgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZKgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnZKgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZEgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnZEgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZYgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnZYgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCCgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnCCgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCKgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnCKgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCEgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnCEgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCYgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnCYgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDDgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnDDgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDSgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnDSgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDHgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnDHgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDBgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnDBgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDXgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnDXgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSSgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnSSgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSHgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnSHgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSBgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnSBgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSXgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnSXgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSXgesv(cusolverDnHandle_t handle, cusolverDnIRSParams_t gesv_irs_params, cusolverDnIRSInfos_t gesv_irs_infos, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info)
{
    (void)handle;
    (void)gesv_irs_params;
    (void)gesv_irs_infos;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)niters;
    (void)d_info;
    sim_unsupported("cusolverDnIRSXgesv");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSXgesv_bufferSize(cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes)
{
    (void)handle;
    (void)params;
    (void)n;
    (void)nrhs;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnIRSXgesv_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSXgels(cusolverDnHandle_t handle, cusolverDnIRSParams_t gels_irs_params, cusolverDnIRSInfos_t gels_irs_infos, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info)
{
    (void)handle;
    (void)gels_irs_params;
    (void)gels_irs_infos;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)dA;
    (void)ldda;
    (void)dB;
    (void)lddb;
    (void)dX;
    (void)lddx;
    (void)dWorkspace;
    (void)lwork_bytes;
    (void)niters;
    (void)d_info;
    sim_unsupported("cusolverDnIRSXgels");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnIRSXgels_bufferSize(cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes)
{
    (void)handle;
    (void)params;
    (void)m;
    (void)n;
    (void)nrhs;
    (void)lwork_bytes;
    sim_unsupported("cusolverDnIRSXgels_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *Lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)Lwork;
    sim_unsupported("cusolverDnSpotrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *Lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)Lwork;
    sim_unsupported("cusolverDnDpotrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *Lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)Lwork;
    sim_unsupported("cusolverDnCpotrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *Lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)Lwork;
    sim_unsupported("cusolverDnZpotrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *Workspace, int Lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)Workspace;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnSpotrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *Workspace, int Lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)Workspace;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnDpotrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *Workspace, int Lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)Workspace;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnCpotrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int Lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)Workspace;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnZpotrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const float *A, int lda, float *B, int ldb, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)devInfo;
    sim_unsupported("cusolverDnSpotrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const double *A, int lda, double *B, int ldb, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)devInfo;
    sim_unsupported("cusolverDnDpotrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const cuComplex *A, int lda, cuComplex *B, int ldb, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)devInfo;
    sim_unsupported("cusolverDnCpotrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)devInfo;
    sim_unsupported("cusolverDnZpotrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float * Aarray[], int lda, int *infoArray, int batchSize)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)Aarray;
    (void)lda;
    (void)infoArray;
    (void)batchSize;
    sim_unsupported("cusolverDnSpotrfBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double * Aarray[], int lda, int *infoArray, int batchSize)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)Aarray;
    (void)lda;
    (void)infoArray;
    (void)batchSize;
    sim_unsupported("cusolverDnDpotrfBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex * Aarray[], int lda, int *infoArray, int batchSize)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)Aarray;
    (void)lda;
    (void)infoArray;
    (void)batchSize;
    sim_unsupported("cusolverDnCpotrfBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex * Aarray[], int lda, int *infoArray, int batchSize)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)Aarray;
    (void)lda;
    (void)infoArray;
    (void)batchSize;
    sim_unsupported("cusolverDnZpotrfBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, float * A[], int lda, float * B[], int ldb, int *d_info, int batchSize)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)d_info;
    (void)batchSize;
    sim_unsupported("cusolverDnSpotrsBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, double * A[], int lda, double * B[], int ldb, int *d_info, int batchSize)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)d_info;
    (void)batchSize;
    sim_unsupported("cusolverDnDpotrsBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuComplex * A[], int lda, cuComplex * B[], int ldb, int *d_info, int batchSize)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)d_info;
    (void)batchSize;
    sim_unsupported("cusolverDnCpotrsBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuDoubleComplex * A[], int lda, cuDoubleComplex * B[], int ldb, int *d_info, int batchSize)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)d_info;
    (void)batchSize;
    sim_unsupported("cusolverDnZpotrsBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnSpotri_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnDpotri_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnCpotri_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnZpotri_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnSpotri");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnDpotri");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnCpotri");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnZpotri");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXtrtri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)uplo;
    (void)diag;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXtrtri_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXtrtri(cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)diag;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)devInfo;
    sim_unsupported("cusolverDnXtrtri");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSlauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnSlauum_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDlauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnDlauum_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnClauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnClauum_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZlauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnZlauum_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSlauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnSlauum");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDlauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnDlauum");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnClauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnClauum");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZlauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnZlauum");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *Lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)Lwork;
    sim_unsupported("cusolverDnSgetrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *Lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)Lwork;
    sim_unsupported("cusolverDnDgetrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *Lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)Lwork;
    sim_unsupported("cusolverDnCgetrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *Lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)Lwork;
    sim_unsupported("cusolverDnZgetrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgetrf(cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *Workspace, int *devIpiv, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)Workspace;
    (void)devIpiv;
    (void)devInfo;
    sim_unsupported("cusolverDnSgetrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgetrf(cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *Workspace, int *devIpiv, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)Workspace;
    (void)devIpiv;
    (void)devInfo;
    sim_unsupported("cusolverDnDgetrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgetrf(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, cuComplex *Workspace, int *devIpiv, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)Workspace;
    (void)devIpiv;
    (void)devInfo;
    sim_unsupported("cusolverDnCgetrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgetrf(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int *devIpiv, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)Workspace;
    (void)devIpiv;
    (void)devInfo;
    sim_unsupported("cusolverDnZgetrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSlaswp(cusolverDnHandle_t handle, int n, float *A, int lda, int k1, int k2, const int *devIpiv, int incx)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)k1;
    (void)k2;
    (void)devIpiv;
    (void)incx;
    sim_unsupported("cusolverDnSlaswp");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDlaswp(cusolverDnHandle_t handle, int n, double *A, int lda, int k1, int k2, const int *devIpiv, int incx)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)k1;
    (void)k2;
    (void)devIpiv;
    (void)incx;
    sim_unsupported("cusolverDnDlaswp");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnClaswp(cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)k1;
    (void)k2;
    (void)devIpiv;
    (void)incx;
    sim_unsupported("cusolverDnClaswp");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZlaswp(cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)k1;
    (void)k2;
    (void)devIpiv;
    (void)incx;
    sim_unsupported("cusolverDnZlaswp");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgetrs(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const float *A, int lda, const int *devIpiv, float *B, int ldb, int *devInfo)
{
    (void)handle;
    (void)trans;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)devIpiv;
    (void)B;
    (void)ldb;
    (void)devInfo;
    sim_unsupported("cusolverDnSgetrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgetrs(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const double *A, int lda, const int *devIpiv, double *B, int ldb, int *devInfo)
{
    (void)handle;
    (void)trans;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)devIpiv;
    (void)B;
    (void)ldb;
    (void)devInfo;
    sim_unsupported("cusolverDnDgetrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgetrs(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuComplex *A, int lda, const int *devIpiv, cuComplex *B, int ldb, int *devInfo)
{
    (void)handle;
    (void)trans;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)devIpiv;
    (void)B;
    (void)ldb;
    (void)devInfo;
    sim_unsupported("cusolverDnCgetrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgetrs(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *A, int lda, const int *devIpiv, cuDoubleComplex *B, int ldb, int *devInfo)
{
    (void)handle;
    (void)trans;
    (void)n;
    (void)nrhs;
    (void)A;
    (void)lda;
    (void)devIpiv;
    (void)B;
    (void)ldb;
    (void)devInfo;
    sim_unsupported("cusolverDnZgetrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnSgeqrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnDgeqrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnCgeqrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnZgeqrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgeqrf(cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *TAU, float *Workspace, int Lwork, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)TAU;
    (void)Workspace;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnSgeqrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgeqrf(cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *TAU, double *Workspace, int Lwork, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)TAU;
    (void)Workspace;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnDgeqrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgeqrf(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, cuComplex *TAU, cuComplex *Workspace, int Lwork, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)TAU;
    (void)Workspace;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnCgeqrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgeqrf(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *TAU, cuDoubleComplex *Workspace, int Lwork, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)TAU;
    (void)Workspace;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnZgeqrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSorgqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnSorgqr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDorgqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnDorgqr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCungqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnCungqr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZungqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnZungqr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSorgqr(cusolverDnHandle_t handle, int m, int n, int k, float *A, int lda, const float *tau, float *work, int lwork, int *info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnSorgqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDorgqr(cusolverDnHandle_t handle, int m, int n, int k, double *A, int lda, const double *tau, double *work, int lwork, int *info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnDorgqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCungqr(cusolverDnHandle_t handle, int m, int n, int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnCungqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZungqr(cusolverDnHandle_t handle, int m, int n, int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnZungqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSormqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork)
{
    (void)handle;
    (void)side;
    (void)trans;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)lwork;
    sim_unsupported("cusolverDnSormqr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDormqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork)
{
    (void)handle;
    (void)side;
    (void)trans;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)lwork;
    sim_unsupported("cusolverDnDormqr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCunmqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork)
{
    (void)handle;
    (void)side;
    (void)trans;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)lwork;
    sim_unsupported("cusolverDnCunmqr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZunmqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork)
{
    (void)handle;
    (void)side;
    (void)trans;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)lwork;
    sim_unsupported("cusolverDnZunmqr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSormqr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau, float *C, int ldc, float *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)side;
    (void)trans;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnSormqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDormqr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau, double *C, int ldc, double *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)side;
    (void)trans;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnDormqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCunmqr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, cuComplex *C, int ldc, cuComplex *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)side;
    (void)trans;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnCunmqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZunmqr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *devInfo)
{
    (void)handle;
    (void)side;
    (void)trans;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)work;
    (void)lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnZunmqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsytrf_bufferSize(cusolverDnHandle_t handle, int n, float *A, int lda, int *lwork)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnSsytrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsytrf_bufferSize(cusolverDnHandle_t handle, int n, double *A, int lda, int *lwork)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnDsytrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCsytrf_bufferSize(cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int *lwork)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnCsytrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZsytrf_bufferSize(cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int *lwork)
{
    (void)handle;
    (void)n;
    (void)A;
    (void)lda;
    (void)lwork;
    sim_unsupported("cusolverDnZsytrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *ipiv, float *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnSsytrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *ipiv, double *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnDsytrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *ipiv, cuComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnCsytrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *ipiv, cuDoubleComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnZsytrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsytrs_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)dataTypeB;
    (void)B;
    (void)ldb;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXsytrs_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsytrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)dataTypeB;
    (void)B;
    (void)ldb;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)info;
    sim_unsupported("cusolverDnXsytrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)lwork;
    sim_unsupported("cusolverDnSsytri_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)lwork;
    sim_unsupported("cusolverDnDsytri_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)lwork;
    sim_unsupported("cusolverDnCsytri_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)lwork;
    sim_unsupported("cusolverDnZsytri_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, float *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnSsytri");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, double *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnDsytri");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, cuComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnCsytri");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, cuDoubleComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnZsytri");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)Lwork;
    sim_unsupported("cusolverDnSgebrd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)Lwork;
    sim_unsupported("cusolverDnDgebrd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)Lwork;
    sim_unsupported("cusolverDnCgebrd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)Lwork;
    sim_unsupported("cusolverDnZgebrd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgebrd(cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *D, float *E, float *TAUQ, float *TAUP, float *Work, int Lwork, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)D;
    (void)E;
    (void)TAUQ;
    (void)TAUP;
    (void)Work;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnSgebrd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgebrd(cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *D, double *E, double *TAUQ, double *TAUP, double *Work, int Lwork, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)D;
    (void)E;
    (void)TAUQ;
    (void)TAUP;
    (void)Work;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnDgebrd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgebrd(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, float *D, float *E, cuComplex *TAUQ, cuComplex *TAUP, cuComplex *Work, int Lwork, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)D;
    (void)E;
    (void)TAUQ;
    (void)TAUP;
    (void)Work;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnCgebrd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgebrd(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, double *D, double *E, cuDoubleComplex *TAUQ, cuDoubleComplex *TAUP, cuDoubleComplex *Work, int Lwork, int *devInfo)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)D;
    (void)E;
    (void)TAUQ;
    (void)TAUP;
    (void)Work;
    (void)Lwork;
    (void)devInfo;
    sim_unsupported("cusolverDnZgebrd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSorgbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork)
{
    (void)handle;
    (void)side;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnSorgbr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDorgbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork)
{
    (void)handle;
    (void)side;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnDorgbr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCungbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork)
{
    (void)handle;
    (void)side;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnCungbr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZungbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork)
{
    (void)handle;
    (void)side;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnZungbr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSorgbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, float *A, int lda, const float *tau, float *work, int lwork, int *info)
{
    (void)handle;
    (void)side;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnSorgbr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDorgbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, double *A, int lda, const double *tau, double *work, int lwork, int *info)
{
    (void)handle;
    (void)side;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnDorgbr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCungbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)side;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnCungbr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZungbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)side;
    (void)m;
    (void)n;
    (void)k;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnZungbr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsytrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *d, const float *e, const float *tau, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)d;
    (void)e;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnSsytrd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsytrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *d, const double *e, const double *tau, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)d;
    (void)e;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnDsytrd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnChetrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *d, const float *e, const cuComplex *tau, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)d;
    (void)e;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnChetrd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZhetrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *d, const double *e, const cuDoubleComplex *tau, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)d;
    (void)e;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnZhetrd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsytrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *d, float *e, float *tau, float *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)d;
    (void)e;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnSsytrd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsytrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *d, double *e, double *tau, double *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)d;
    (void)e;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnDsytrd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnChetrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *d, float *e, cuComplex *tau, cuComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)d;
    (void)e;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnChetrd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZhetrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *d, double *e, cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)d;
    (void)e;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnZhetrd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSorgtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *tau, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnSorgtr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDorgtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *tau, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnDorgtr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCungtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *tau, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnCungtr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZungtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)lwork;
    sim_unsupported("cusolverDnZungtr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSorgtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const float *tau, float *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnSorgtr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDorgtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const double *tau, double *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnDorgtr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCungtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnCungtr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZungtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnZungtr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSormtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)lwork;
    sim_unsupported("cusolverDnSormtr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDormtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)lwork;
    sim_unsupported("cusolverDnDormtr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCunmtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)lwork;
    sim_unsupported("cusolverDnCunmtr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZunmtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)lwork;
    sim_unsupported("cusolverDnZunmtr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSormtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, float *A, int lda, float *tau, float *C, int ldc, float *work, int lwork, int *info)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnSormtr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDormtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, double *A, int lda, double *tau, double *C, int ldc, double *work, int lwork, int *info)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnDormtr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCunmtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuComplex *A, int lda, cuComplex *tau, cuComplex *C, int ldc, cuComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnCunmtr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZunmtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)side;
    (void)uplo;
    (void)trans;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)tau;
    (void)C;
    (void)ldc;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnZunmtr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)lwork;
    sim_unsupported("cusolverDnSgesvd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)lwork;
    sim_unsupported("cusolverDnDgesvd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)lwork;
    sim_unsupported("cusolverDnCgesvd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)lwork;
    sim_unsupported("cusolverDnZgesvd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgesvd(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *VT, int ldvt, float *work, int lwork, float *rwork, int *info)
{
    (void)handle;
    (void)jobu;
    (void)jobvt;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)VT;
    (void)ldvt;
    (void)work;
    (void)lwork;
    (void)rwork;
    (void)info;
    sim_unsupported("cusolverDnSgesvd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgesvd(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *VT, int ldvt, double *work, int lwork, double *rwork, int *info)
{
    (void)handle;
    (void)jobu;
    (void)jobvt;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)VT;
    (void)ldvt;
    (void)work;
    (void)lwork;
    (void)rwork;
    (void)info;
    sim_unsupported("cusolverDnDgesvd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgesvd(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *VT, int ldvt, cuComplex *work, int lwork, float *rwork, int *info)
{
    (void)handle;
    (void)jobu;
    (void)jobvt;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)VT;
    (void)ldvt;
    (void)work;
    (void)lwork;
    (void)rwork;
    (void)info;
    sim_unsupported("cusolverDnCgesvd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgesvd(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *VT, int ldvt, cuDoubleComplex *work, int lwork, double *rwork, int *info)
{
    (void)handle;
    (void)jobu;
    (void)jobvt;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)VT;
    (void)ldvt;
    (void)work;
    (void)lwork;
    (void)rwork;
    (void)info;
    sim_unsupported("cusolverDnZgesvd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsyevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnSsyevd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsyevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnDsyevd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCheevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnCheevd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZheevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnZheevd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsyevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnSsyevd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsyevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnDsyevd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCheevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnCheevd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZheevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnZheevd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsyevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork)
{
    (void)handle;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnSsyevdx_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsyevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork)
{
    (void)handle;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnDsyevdx_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCheevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork)
{
    (void)handle;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnCheevdx_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZheevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork)
{
    (void)handle;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnZheevdx_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsyevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info)
{
    (void)handle;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnSsyevdx");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsyevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info)
{
    (void)handle;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnDsyevdx");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCheevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnCheevdx");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZheevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnZheevdx");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsygvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnSsygvdx_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsygvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnDsygvdx_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnChegvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnChegvdx_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZhegvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnZhegvdx_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsygvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnSsygvdx");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsygvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnDsygvdx");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnChegvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnChegvdx");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZhegvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnZhegvdx");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsygvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnSsygvd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsygvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnDsygvd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnChegvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnChegvd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZhegvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)lwork;
    sim_unsupported("cusolverDnZhegvd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsygvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnSsygvd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsygvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnDsygvd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnChegvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnChegvd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZhegvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverDnZhegvd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCreateSyevjInfo(syevjInfo_t *info)
{
    (void)info;
    sim_unsupported("cusolverDnCreateSyevjInfo");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDestroySyevjInfo(syevjInfo_t info)
{
    (void)info;
    sim_unsupported("cusolverDnDestroySyevjInfo");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsyevjSetTolerance(syevjInfo_t info, double tolerance)
{
    (void)info;
    (void)tolerance;
    sim_unsupported("cusolverDnXsyevjSetTolerance");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsyevjSetMaxSweeps(syevjInfo_t info, int max_sweeps)
{
    (void)info;
    (void)max_sweeps;
    sim_unsupported("cusolverDnXsyevjSetMaxSweeps");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsyevjSetSortEig(syevjInfo_t info, int sort_eig)
{
    (void)info;
    (void)sort_eig;
    sim_unsupported("cusolverDnXsyevjSetSortEig");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsyevjGetResidual(cusolverDnHandle_t handle, syevjInfo_t info, double *residual)
{
    (void)handle;
    (void)info;
    (void)residual;
    sim_unsupported("cusolverDnXsyevjGetResidual");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsyevjGetSweeps(cusolverDnHandle_t handle, syevjInfo_t info, int *executed_sweeps)
{
    (void)handle;
    (void)info;
    (void)executed_sweeps;
    sim_unsupported("cusolverDnXsyevjGetSweeps");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsyevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnSsyevjBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsyevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnDsyevjBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCheevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnCheevjBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZheevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnZheevjBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsyevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnSsyevjBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsyevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnDsyevjBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCheevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnCheevjBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZheevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnZheevjBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsyevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnSsyevj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsyevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnDsyevj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCheevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnCheevj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZheevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnZheevj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsyevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnSsyevj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsyevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnDsyevj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCheevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnCheevj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZheevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnZheevj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsygvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork, syevjInfo_t params)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnSsygvj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsygvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork, syevjInfo_t params)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnDsygvj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnChegvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork, syevjInfo_t params)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnChegvj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZhegvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork, syevjInfo_t params)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnZhegvj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSsygvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info, syevjInfo_t params)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnSsygvj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDsygvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info, syevjInfo_t params)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnDsygvj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnChegvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnChegvj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZhegvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params)
{
    (void)handle;
    (void)itype;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)A;
    (void)lda;
    (void)B;
    (void)ldb;
    (void)W;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnZhegvj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCreateGesvdjInfo(gesvdjInfo_t *info)
{
    (void)info;
    sim_unsupported("cusolverDnCreateGesvdjInfo");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDestroyGesvdjInfo(gesvdjInfo_t info)
{
    (void)info;
    sim_unsupported("cusolverDnDestroyGesvdjInfo");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgesvdjSetTolerance(gesvdjInfo_t info, double tolerance)
{
    (void)info;
    (void)tolerance;
    sim_unsupported("cusolverDnXgesvdjSetTolerance");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgesvdjSetMaxSweeps(gesvdjInfo_t info, int max_sweeps)
{
    (void)info;
    (void)max_sweeps;
    sim_unsupported("cusolverDnXgesvdjSetMaxSweeps");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgesvdjSetSortEig(gesvdjInfo_t info, int sort_svd)
{
    (void)info;
    (void)sort_svd;
    sim_unsupported("cusolverDnXgesvdjSetSortEig");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgesvdjGetResidual(cusolverDnHandle_t handle, gesvdjInfo_t info, double *residual)
{
    (void)handle;
    (void)info;
    (void)residual;
    sim_unsupported("cusolverDnXgesvdjGetResidual");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgesvdjGetSweeps(cusolverDnHandle_t handle, gesvdjInfo_t info, int *executed_sweeps)
{
    (void)handle;
    (void)info;
    (void)executed_sweeps;
    sim_unsupported("cusolverDnXgesvdjGetSweeps");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)lwork;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnSgesvdjBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)lwork;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnDgesvdjBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)lwork;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnCgesvdjBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)lwork;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnZgesvdjBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnSgesvdjBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnDgesvdjBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnCgesvdjBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    (void)batchSize;
    sim_unsupported("cusolverDnZgesvdjBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)econ;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnSgesvdj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)econ;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnDgesvdj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)econ;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnCgesvdj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)econ;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)lwork;
    (void)params;
    sim_unsupported("cusolverDnZgesvdj_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)econ;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnSgesvdj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)econ;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnDgesvdj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)econ;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnCgesvdj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params)
{
    (void)handle;
    (void)jobz;
    (void)econ;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)S;
    (void)U;
    (void)ldu;
    (void)V;
    (void)ldv;
    (void)work;
    (void)lwork;
    (void)info;
    (void)params;
    sim_unsupported("cusolverDnZgesvdj");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, const float *d_S, long long strideS, const float *d_U, int ldu, long long strideU, const float *d_V, int ldv, long long strideV, int *lwork, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)rank;
    (void)m;
    (void)n;
    (void)d_A;
    (void)lda;
    (void)strideA;
    (void)d_S;
    (void)strideS;
    (void)d_U;
    (void)ldu;
    (void)strideU;
    (void)d_V;
    (void)ldv;
    (void)strideV;
    (void)lwork;
    (void)batchSize;
    sim_unsupported("cusolverDnSgesvdaStridedBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, const double *d_S, long long strideS, const double *d_U, int ldu, long long strideU, const double *d_V, int ldv, long long strideV, int *lwork, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)rank;
    (void)m;
    (void)n;
    (void)d_A;
    (void)lda;
    (void)strideA;
    (void)d_S;
    (void)strideS;
    (void)d_U;
    (void)ldu;
    (void)strideU;
    (void)d_V;
    (void)ldv;
    (void)strideV;
    (void)lwork;
    (void)batchSize;
    sim_unsupported("cusolverDnDgesvdaStridedBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, const float *d_S, long long strideS, const cuComplex *d_U, int ldu, long long strideU, const cuComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)rank;
    (void)m;
    (void)n;
    (void)d_A;
    (void)lda;
    (void)strideA;
    (void)d_S;
    (void)strideS;
    (void)d_U;
    (void)ldu;
    (void)strideU;
    (void)d_V;
    (void)ldv;
    (void)strideV;
    (void)lwork;
    (void)batchSize;
    sim_unsupported("cusolverDnCgesvdaStridedBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, const double *d_S, long long strideS, const cuDoubleComplex *d_U, int ldu, long long strideU, const cuDoubleComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)rank;
    (void)m;
    (void)n;
    (void)d_A;
    (void)lda;
    (void)strideA;
    (void)d_S;
    (void)strideS;
    (void)d_U;
    (void)ldu;
    (void)strideU;
    (void)d_V;
    (void)ldv;
    (void)strideV;
    (void)lwork;
    (void)batchSize;
    sim_unsupported("cusolverDnZgesvdaStridedBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, float *d_S, long long strideS, float *d_U, int ldu, long long strideU, float *d_V, int ldv, long long strideV, float *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)rank;
    (void)m;
    (void)n;
    (void)d_A;
    (void)lda;
    (void)strideA;
    (void)d_S;
    (void)strideS;
    (void)d_U;
    (void)ldu;
    (void)strideU;
    (void)d_V;
    (void)ldv;
    (void)strideV;
    (void)d_work;
    (void)lwork;
    (void)d_info;
    (void)h_R_nrmF;
    (void)batchSize;
    sim_unsupported("cusolverDnSgesvdaStridedBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, double *d_S, long long strideS, double *d_U, int ldu, long long strideU, double *d_V, int ldv, long long strideV, double *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)rank;
    (void)m;
    (void)n;
    (void)d_A;
    (void)lda;
    (void)strideA;
    (void)d_S;
    (void)strideS;
    (void)d_U;
    (void)ldu;
    (void)strideU;
    (void)d_V;
    (void)ldv;
    (void)strideV;
    (void)d_work;
    (void)lwork;
    (void)d_info;
    (void)h_R_nrmF;
    (void)batchSize;
    sim_unsupported("cusolverDnDgesvdaStridedBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, float *d_S, long long strideS, cuComplex *d_U, int ldu, long long strideU, cuComplex *d_V, int ldv, long long strideV, cuComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)rank;
    (void)m;
    (void)n;
    (void)d_A;
    (void)lda;
    (void)strideA;
    (void)d_S;
    (void)strideS;
    (void)d_U;
    (void)ldu;
    (void)strideU;
    (void)d_V;
    (void)ldv;
    (void)strideV;
    (void)d_work;
    (void)lwork;
    (void)d_info;
    (void)h_R_nrmF;
    (void)batchSize;
    sim_unsupported("cusolverDnCgesvdaStridedBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnZgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, double *d_S, long long strideS, cuDoubleComplex *d_U, int ldu, long long strideU, cuDoubleComplex *d_V, int ldv, long long strideV, cuDoubleComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize)
{
    (void)handle;
    (void)jobz;
    (void)rank;
    (void)m;
    (void)n;
    (void)d_A;
    (void)lda;
    (void)strideA;
    (void)d_S;
    (void)strideS;
    (void)d_U;
    (void)ldu;
    (void)strideU;
    (void)d_V;
    (void)ldv;
    (void)strideV;
    (void)d_work;
    (void)lwork;
    (void)d_info;
    (void)h_R_nrmF;
    (void)batchSize;
    sim_unsupported("cusolverDnZgesvdaStridedBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnCreateParams(cusolverDnParams_t *params)
{
    (void)params;
    sim_unsupported("cusolverDnCreateParams");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnDestroyParams(cusolverDnParams_t params)
{
    (void)params;
    sim_unsupported("cusolverDnDestroyParams");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnSetAdvOptions(cusolverDnParams_t params, cusolverDnFunction_t function, cusolverAlgMode_t algo)
{
    (void)params;
    (void)function;
    (void)algo;
    sim_unsupported("cusolverDnSetAdvOptions");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXpotrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)params;
    (void)uplo;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)computeType;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXpotrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXpotrf(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    (void)handle;
    (void)params;
    (void)uplo;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)computeType;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)info;
    sim_unsupported("cusolverDnXpotrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXpotrs(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeB, void *B, int64_t ldb, int *info)
{
    (void)handle;
    (void)params;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeB;
    (void)B;
    (void)ldb;
    (void)info;
    sim_unsupported("cusolverDnXpotrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgeqrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeTau, const void *tau, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)params;
    (void)m;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeTau;
    (void)tau;
    (void)computeType;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXgeqrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgeqrf(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeTau, void *tau, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    (void)handle;
    (void)params;
    (void)m;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeTau;
    (void)tau;
    (void)computeType;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)info;
    sim_unsupported("cusolverDnXgeqrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgetrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)params;
    (void)m;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)computeType;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXgetrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgetrf(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, int64_t *ipiv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    (void)handle;
    (void)params;
    (void)m;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)computeType;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)info;
    sim_unsupported("cusolverDnXgetrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgetrs(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasOperation_t trans, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, int *info)
{
    (void)handle;
    (void)params;
    (void)trans;
    (void)n;
    (void)nrhs;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)ipiv;
    (void)dataTypeB;
    (void)B;
    (void)ldb;
    (void)info;
    sim_unsupported("cusolverDnXgetrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsyevd_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)params;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeW;
    (void)W;
    (void)computeType;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXsyevd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsyevd(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    (void)handle;
    (void)params;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeW;
    (void)W;
    (void)computeType;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)info;
    sim_unsupported("cusolverDnXsyevd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsyevBatched_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, int64_t batchSize)
{
    (void)handle;
    (void)params;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeW;
    (void)W;
    (void)computeType;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    (void)batchSize;
    sim_unsupported("cusolverDnXsyevBatched_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsyevBatched(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, int64_t batchSize)
{
    (void)handle;
    (void)params;
    (void)jobz;
    (void)uplo;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeW;
    (void)W;
    (void)computeType;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)info;
    (void)batchSize;
    sim_unsupported("cusolverDnXsyevBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsyevdx_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *h_meig, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)params;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)h_meig;
    (void)dataTypeW;
    (void)W;
    (void)computeType;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXsyevdx_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXsyevdx(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *meig64, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    (void)handle;
    (void)params;
    (void)jobz;
    (void)range;
    (void)uplo;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)vl;
    (void)vu;
    (void)il;
    (void)iu;
    (void)meig64;
    (void)dataTypeW;
    (void)W;
    (void)computeType;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)info;
    sim_unsupported("cusolverDnXsyevdx");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgeev_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType dataTypeVL, const void *VL, int64_t ldvl, cudaDataType dataTypeVR, const void *VR, int64_t ldvr, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)params;
    (void)jobvl;
    (void)jobvr;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeW;
    (void)W;
    (void)dataTypeVL;
    (void)VL;
    (void)ldvl;
    (void)dataTypeVR;
    (void)VR;
    (void)ldvr;
    (void)computeType;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXgeev_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgeev(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType dataTypeVL, void *VL, int64_t ldvl, cudaDataType dataTypeVR, void *VR, int64_t ldvr, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    (void)handle;
    (void)params;
    (void)jobvl;
    (void)jobvr;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeW;
    (void)W;
    (void)dataTypeVL;
    (void)VL;
    (void)ldvl;
    (void)dataTypeVR;
    (void)VR;
    (void)ldvr;
    (void)computeType;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)info;
    sim_unsupported("cusolverDnXgeev");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgesvd_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeVT, const void *VT, int64_t ldvt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)params;
    (void)jobu;
    (void)jobvt;
    (void)m;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeS;
    (void)S;
    (void)dataTypeU;
    (void)U;
    (void)ldu;
    (void)dataTypeVT;
    (void)VT;
    (void)ldvt;
    (void)computeType;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXgesvd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgesvd(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeVT, void *VT, int64_t ldvt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    (void)handle;
    (void)params;
    (void)jobu;
    (void)jobvt;
    (void)m;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeS;
    (void)S;
    (void)dataTypeU;
    (void)U;
    (void)ldu;
    (void)dataTypeVT;
    (void)VT;
    (void)ldvt;
    (void)computeType;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)info;
    sim_unsupported("cusolverDnXgesvd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgesvdp_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)params;
    (void)jobz;
    (void)econ;
    (void)m;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeS;
    (void)S;
    (void)dataTypeU;
    (void)U;
    (void)ldu;
    (void)dataTypeV;
    (void)V;
    (void)ldv;
    (void)computeType;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXgesvdp_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgesvdp(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeV, void *V, int64_t ldv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info, double *h_err_sigma)
{
    (void)handle;
    (void)params;
    (void)jobz;
    (void)econ;
    (void)m;
    (void)n;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeS;
    (void)S;
    (void)dataTypeU;
    (void)U;
    (void)ldu;
    (void)dataTypeV;
    (void)V;
    (void)ldv;
    (void)computeType;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)d_info;
    (void)h_err_sigma;
    sim_unsupported("cusolverDnXgesvdp");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgesvdr_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeSrand, const void *Srand, cudaDataType dataTypeUrand, const void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, const void *Vrand, int64_t ldVrand, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)params;
    (void)jobu;
    (void)jobv;
    (void)m;
    (void)n;
    (void)k;
    (void)p;
    (void)niters;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeSrand;
    (void)Srand;
    (void)dataTypeUrand;
    (void)Urand;
    (void)ldUrand;
    (void)dataTypeVrand;
    (void)Vrand;
    (void)ldVrand;
    (void)computeType;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXgesvdr_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXgesvdr(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeSrand, void *Srand, cudaDataType dataTypeUrand, void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, void *Vrand, int64_t ldVrand, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info)
{
    (void)handle;
    (void)params;
    (void)jobu;
    (void)jobv;
    (void)m;
    (void)n;
    (void)k;
    (void)p;
    (void)niters;
    (void)dataTypeA;
    (void)A;
    (void)lda;
    (void)dataTypeSrand;
    (void)Srand;
    (void)dataTypeUrand;
    (void)Urand;
    (void)ldUrand;
    (void)dataTypeVrand;
    (void)Vrand;
    (void)ldVrand;
    (void)computeType;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    (void)d_info;
    sim_unsupported("cusolverDnXgesvdr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXlarft_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    (void)handle;
    (void)params;
    (void)direct;
    (void)storev;
    (void)n;
    (void)k;
    (void)dataTypeV;
    (void)V;
    (void)ldv;
    (void)dataTypeTau;
    (void)tau;
    (void)dataTypeT;
    (void)T;
    (void)ldt;
    (void)computeType;
    (void)workspaceInBytesOnDevice;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXlarft_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnXlarft(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost)
{
    (void)handle;
    (void)params;
    (void)direct;
    (void)storev;
    (void)n;
    (void)k;
    (void)dataTypeV;
    (void)V;
    (void)ldv;
    (void)dataTypeTau;
    (void)tau;
    (void)dataTypeT;
    (void)T;
    (void)ldt;
    (void)computeType;
    (void)bufferOnDevice;
    (void)workspaceInBytesOnDevice;
    (void)bufferOnHost;
    (void)workspaceInBytesOnHost;
    sim_unsupported("cusolverDnXlarft");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnLoggerSetCallback(cusolverDnLoggerCallback_t callback)
{
    (void)callback;
    sim_unsupported("cusolverDnLoggerSetCallback");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnLoggerSetFile(FILE *file)
{
    (void)file;
    sim_unsupported("cusolverDnLoggerSetFile");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnLoggerOpenFile(const char *logFile)
{
    (void)logFile;
    sim_unsupported("cusolverDnLoggerOpenFile");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnLoggerSetLevel(int level)
{
    (void)level;
    sim_unsupported("cusolverDnLoggerSetLevel");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnLoggerSetMask(int mask)
{
    (void)mask;
    sim_unsupported("cusolverDnLoggerSetMask");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverDnLoggerForceDisable(void)
{
    sim_unsupported("cusolverDnLoggerForceDisable");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

/* cusolvermg */
__attribute__((weak)) cusolverStatus_t cusolverMgCreate(cusolverMgHandle_t *handle)
{
    (void)handle;
    sim_unsupported("cusolverMgCreate");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgDestroy(cusolverMgHandle_t handle)
{
    (void)handle;
    sim_unsupported("cusolverMgDestroy");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgDeviceSelect(cusolverMgHandle_t handle, int nbDevices, int deviceId[])
{
    (void)handle;
    (void)nbDevices;
    (void)deviceId;
    sim_unsupported("cusolverMgDeviceSelect");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgCreateDeviceGrid(cudaLibMgGrid_t *grid, int32_t numRowDevices, int32_t numColDevices, const int32_t deviceId[], cusolverMgGridMapping_t mapping)
{
    (void)grid;
    (void)numRowDevices;
    (void)numColDevices;
    (void)deviceId;
    (void)mapping;
    sim_unsupported("cusolverMgCreateDeviceGrid");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgDestroyGrid(cudaLibMgGrid_t grid)
{
    (void)grid;
    sim_unsupported("cusolverMgDestroyGrid");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgCreateMatrixDesc(cudaLibMgMatrixDesc_t *desc, int64_t numRows, int64_t numCols, int64_t rowBlockSize, int64_t colBlockSize, cudaDataType dataType, const cudaLibMgGrid_t grid)
{
    (void)desc;
    (void)numRows;
    (void)numCols;
    (void)rowBlockSize;
    (void)colBlockSize;
    (void)dataType;
    (void)grid;
    sim_unsupported("cusolverMgCreateMatrixDesc");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgDestroyMatrixDesc(cudaLibMgMatrixDesc_t desc)
{
    (void)desc;
    sim_unsupported("cusolverMgDestroyMatrixDesc");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgSyevd_bufferSize(cusolverMgHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void *W, cudaDataType dataTypeW, cudaDataType computeType, int64_t *lwork)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)N;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)W;
    (void)dataTypeW;
    (void)computeType;
    (void)lwork;
    sim_unsupported("cusolverMgSyevd_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgSyevd(cusolverMgHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void *W, cudaDataType dataTypeW, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info)
{
    (void)handle;
    (void)jobz;
    (void)uplo;
    (void)N;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)W;
    (void)dataTypeW;
    (void)computeType;
    (void)array_d_work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverMgSyevd");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgGetrf_bufferSize(cusolverMgHandle_t handle, int M, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], cudaDataType computeType, int64_t *lwork)
{
    (void)handle;
    (void)M;
    (void)N;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)array_d_IPIV;
    (void)computeType;
    (void)lwork;
    sim_unsupported("cusolverMgGetrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgGetrf(cusolverMgHandle_t handle, int M, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info)
{
    (void)handle;
    (void)M;
    (void)N;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)array_d_IPIV;
    (void)computeType;
    (void)array_d_work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverMgGetrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgGetrs_bufferSize(cusolverMgHandle_t handle, cublasOperation_t TRANS, int N, int NRHS, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, int64_t *lwork)
{
    (void)handle;
    (void)TRANS;
    (void)N;
    (void)NRHS;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)array_d_IPIV;
    (void)array_d_B;
    (void)IB;
    (void)JB;
    (void)descrB;
    (void)computeType;
    (void)lwork;
    sim_unsupported("cusolverMgGetrs_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgGetrs(cusolverMgHandle_t handle, cublasOperation_t TRANS, int N, int NRHS, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info)
{
    (void)handle;
    (void)TRANS;
    (void)N;
    (void)NRHS;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)array_d_IPIV;
    (void)array_d_B;
    (void)IB;
    (void)JB;
    (void)descrB;
    (void)computeType;
    (void)array_d_work;
    (void)lwork;
    (void)info;
    sim_unsupported("cusolverMgGetrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgPotrf_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, int64_t *lwork)
{
    (void)handle;
    (void)uplo;
    (void)N;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)computeType;
    (void)lwork;
    sim_unsupported("cusolverMgPotrf_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgPotrf(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info)
{
    (void)handle;
    (void)uplo;
    (void)N;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)computeType;
    (void)array_d_work;
    (void)lwork;
    (void)h_info;
    sim_unsupported("cusolverMgPotrf");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgPotrs_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, int64_t *lwork)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)array_d_B;
    (void)IB;
    (void)JB;
    (void)descrB;
    (void)computeType;
    (void)lwork;
    sim_unsupported("cusolverMgPotrs_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgPotrs(cusolverMgHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info)
{
    (void)handle;
    (void)uplo;
    (void)n;
    (void)nrhs;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)array_d_B;
    (void)IB;
    (void)JB;
    (void)descrB;
    (void)computeType;
    (void)array_d_work;
    (void)lwork;
    (void)h_info;
    sim_unsupported("cusolverMgPotrs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgPotri_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, int64_t *lwork)
{
    (void)handle;
    (void)uplo;
    (void)N;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)computeType;
    (void)lwork;
    sim_unsupported("cusolverMgPotri_bufferSize");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverMgPotri(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info)
{
    (void)handle;
    (void)uplo;
    (void)N;
    (void)array_d_A;
    (void)IA;
    (void)JA;
    (void)descrA;
    (void)computeType;
    (void)array_d_work;
    (void)lwork;
    (void)h_info;
    sim_unsupported("cusolverMgPotri");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

/* cusolverrf */
__attribute__((weak)) cusolverStatus_t cusolverRfCreate(cusolverRfHandle_t *handle)
{
    (void)handle;
    sim_unsupported("cusolverRfCreate");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfDestroy(cusolverRfHandle_t handle)
{
    (void)handle;
    sim_unsupported("cusolverRfDestroy");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfGetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag)
{
    (void)handle;
    (void)format;
    (void)diag;
    sim_unsupported("cusolverRfGetMatrixFormat");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfSetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag)
{
    (void)handle;
    (void)format;
    (void)diag;
    sim_unsupported("cusolverRfSetMatrixFormat");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfSetNumericProperties(cusolverRfHandle_t handle, double zero, double boost)
{
    (void)handle;
    (void)zero;
    (void)boost;
    sim_unsupported("cusolverRfSetNumericProperties");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfGetNumericProperties(cusolverRfHandle_t handle, double *zero, double *boost)
{
    (void)handle;
    (void)zero;
    (void)boost;
    sim_unsupported("cusolverRfGetNumericProperties");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfGetNumericBoostReport(cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report)
{
    (void)handle;
    (void)report;
    sim_unsupported("cusolverRfGetNumericBoostReport");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfSetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg)
{
    (void)handle;
    (void)factAlg;
    (void)solveAlg;
    sim_unsupported("cusolverRfSetAlgs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfGetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg)
{
    (void)handle;
    (void)factAlg;
    (void)solveAlg;
    sim_unsupported("cusolverRfGetAlgs");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfGetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode)
{
    (void)handle;
    (void)fastMode;
    sim_unsupported("cusolverRfGetResetValuesFastMode");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfSetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode)
{
    (void)handle;
    (void)fastMode;
    sim_unsupported("cusolverRfSetResetValuesFastMode");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfSetupHost(int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle)
{
    (void)n;
    (void)nnzA;
    (void)h_csrRowPtrA;
    (void)h_csrColIndA;
    (void)h_csrValA;
    (void)nnzL;
    (void)h_csrRowPtrL;
    (void)h_csrColIndL;
    (void)h_csrValL;
    (void)nnzU;
    (void)h_csrRowPtrU;
    (void)h_csrColIndU;
    (void)h_csrValU;
    (void)h_P;
    (void)h_Q;
    (void)handle;
    sim_unsupported("cusolverRfSetupHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfSetupDevice(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle)
{
    (void)n;
    (void)nnzA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)csrValA;
    (void)nnzL;
    (void)csrRowPtrL;
    (void)csrColIndL;
    (void)csrValL;
    (void)nnzU;
    (void)csrRowPtrU;
    (void)csrColIndU;
    (void)csrValU;
    (void)P;
    (void)Q;
    (void)handle;
    sim_unsupported("cusolverRfSetupDevice");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfResetValues(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle)
{
    (void)n;
    (void)nnzA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)csrValA;
    (void)P;
    (void)Q;
    (void)handle;
    sim_unsupported("cusolverRfResetValues");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfAnalyze(cusolverRfHandle_t handle)
{
    (void)handle;
    sim_unsupported("cusolverRfAnalyze");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfRefactor(cusolverRfHandle_t handle)
{
    (void)handle;
    sim_unsupported("cusolverRfRefactor");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfAccessBundledFactorsDevice(cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx)
{
    (void)handle;
    (void)nnzM;
    (void)Mp;
    (void)Mi;
    (void)Mx;
    sim_unsupported("cusolverRfAccessBundledFactorsDevice");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfExtractBundledFactorsHost(cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx)
{
    (void)handle;
    (void)h_nnzM;
    (void)h_Mp;
    (void)h_Mi;
    (void)h_Mx;
    sim_unsupported("cusolverRfExtractBundledFactorsHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfExtractSplitFactorsHost(cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU)
{
    (void)handle;
    (void)h_nnzL;
    (void)h_csrRowPtrL;
    (void)h_csrColIndL;
    (void)h_csrValL;
    (void)h_nnzU;
    (void)h_csrRowPtrU;
    (void)h_csrColIndU;
    (void)h_csrValU;
    sim_unsupported("cusolverRfExtractSplitFactorsHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf)
{
    (void)handle;
    (void)P;
    (void)Q;
    (void)nrhs;
    (void)Temp;
    (void)ldt;
    (void)XF;
    (void)ldxf;
    sim_unsupported("cusolverRfSolve");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfBatchSetupHost(int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double * h_csrValA_array[], int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle)
{
    (void)batchSize;
    (void)n;
    (void)nnzA;
    (void)h_csrRowPtrA;
    (void)h_csrColIndA;
    (void)h_csrValA_array;
    (void)nnzL;
    (void)h_csrRowPtrL;
    (void)h_csrColIndL;
    (void)h_csrValL;
    (void)nnzU;
    (void)h_csrRowPtrU;
    (void)h_csrColIndU;
    (void)h_csrValU;
    (void)h_P;
    (void)h_Q;
    (void)handle;
    sim_unsupported("cusolverRfBatchSetupHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfBatchResetValues(int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double * csrValA_array[], int *P, int *Q, cusolverRfHandle_t handle)
{
    (void)batchSize;
    (void)n;
    (void)nnzA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)csrValA_array;
    (void)P;
    (void)Q;
    (void)handle;
    sim_unsupported("cusolverRfBatchResetValues");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfBatchAnalyze(cusolverRfHandle_t handle)
{
    (void)handle;
    sim_unsupported("cusolverRfBatchAnalyze");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfBatchRefactor(cusolverRfHandle_t handle)
{
    (void)handle;
    sim_unsupported("cusolverRfBatchRefactor");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfBatchSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double * XF_array[], int ldxf)
{
    (void)handle;
    (void)P;
    (void)Q;
    (void)nrhs;
    (void)Temp;
    (void)ldt;
    (void)XF_array;
    (void)ldxf;
    sim_unsupported("cusolverRfBatchSolve");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverRfBatchZeroPivot(cusolverRfHandle_t handle, int *position)
{
    (void)handle;
    (void)position;
    sim_unsupported("cusolverRfBatchZeroPivot");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

/* cusolversp */
__attribute__((weak)) cusolverStatus_t cusolverSpCreate(cusolverSpHandle_t *handle)
{
    (void)handle;
    sim_unsupported("cusolverSpCreate");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDestroy(cusolverSpHandle_t handle)
{
    (void)handle;
    sim_unsupported("cusolverSpDestroy");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpSetStream(cusolverSpHandle_t handle, cudaStream_t streamId)
{
    (void)handle;
    (void)streamId;
    sim_unsupported("cusolverSpSetStream");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpGetStream(cusolverSpHandle_t handle, cudaStream_t *streamId)
{
    (void)handle;
    (void)streamId;
    sim_unsupported("cusolverSpGetStream");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpXcsrissymHost(cusolverSpHandle_t handle, int m, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrEndPtrA, const int *csrColIndA, int *issym)
{
    (void)handle;
    (void)m;
    (void)nnzA;
    (void)descrA;
    (void)csrRowPtrA;
    (void)csrEndPtrA;
    (void)csrColIndA;
    (void)issym;
    sim_unsupported("cusolverSpXcsrissymHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity)
{
    (void)handle;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpScsrlsvluHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity)
{
    (void)handle;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpDcsrlsvluHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    (void)handle;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpCcsrlsvluHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsrlsvluHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    (void)handle;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpZcsrlsvluHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpScsrlsvqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpDcsrlsvqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpCcsrlsvqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpZcsrlsvqr");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int reorder, float *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpScsrlsvqrHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int reorder, double *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpDcsrlsvqrHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpCcsrlsvqrHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsrlsvqrHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpZcsrlsvqrHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpScsrlsvcholHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpDcsrlsvcholHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpCcsrlsvcholHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsrlsvcholHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpZcsrlsvcholHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, const float *b, float tol, int reorder, float *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpScsrlsvchol");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, const double *b, double tol, int reorder, double *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpDcsrlsvchol");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuComplex *b, float tol, int reorder, cuComplex *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpCcsrlsvchol");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsrlsvchol(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, const cuDoubleComplex *b, double tol, int reorder, cuDoubleComplex *x, int *singularity)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)b;
    (void)tol;
    (void)reorder;
    (void)x;
    (void)singularity;
    sim_unsupported("cusolverSpZcsrlsvchol");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float tol, int *rankA, float *x, int *p, float *min_norm)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)rankA;
    (void)x;
    (void)p;
    (void)min_norm;
    sim_unsupported("cusolverSpScsrlsqvqrHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double tol, int *rankA, double *x, int *p, double *min_norm)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)rankA;
    (void)x;
    (void)p;
    (void)min_norm;
    sim_unsupported("cusolverSpDcsrlsqvqrHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, float tol, int *rankA, cuComplex *x, int *p, float *min_norm)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)rankA;
    (void)x;
    (void)p;
    (void)min_norm;
    sim_unsupported("cusolverSpCcsrlsqvqrHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsrlsqvqrHost(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, double tol, int *rankA, cuDoubleComplex *x, int *p, double *min_norm)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)tol;
    (void)rankA;
    (void)x;
    (void)p;
    (void)min_norm;
    sim_unsupported("cusolverSpZcsrlsqvqrHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float tol, float *mu, float *x)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)mu0;
    (void)x0;
    (void)maxite;
    (void)tol;
    (void)mu;
    (void)x;
    sim_unsupported("cusolverSpScsreigvsiHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double tol, double *mu, double *x)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)mu0;
    (void)x0;
    (void)maxite;
    (void)tol;
    (void)mu;
    (void)x;
    sim_unsupported("cusolverSpDcsreigvsiHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float tol, cuComplex *mu, cuComplex *x)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)mu0;
    (void)x0;
    (void)maxite;
    (void)tol;
    (void)mu;
    (void)x;
    sim_unsupported("cusolverSpCcsreigvsiHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsreigvsiHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double tol, cuDoubleComplex *mu, cuDoubleComplex *x)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)mu0;
    (void)x0;
    (void)maxite;
    (void)tol;
    (void)mu;
    (void)x;
    sim_unsupported("cusolverSpZcsreigvsiHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, float mu0, const float *x0, int maxite, float eps, float *mu, float *x)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)mu0;
    (void)x0;
    (void)maxite;
    (void)eps;
    (void)mu;
    (void)x;
    sim_unsupported("cusolverSpScsreigvsi");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, double mu0, const double *x0, int maxite, double eps, double *mu, double *x)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)mu0;
    (void)x0;
    (void)maxite;
    (void)eps;
    (void)mu;
    (void)x;
    sim_unsupported("cusolverSpDcsreigvsi");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex mu0, const cuComplex *x0, int maxite, float eps, cuComplex *mu, cuComplex *x)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)mu0;
    (void)x0;
    (void)maxite;
    (void)eps;
    (void)mu;
    (void)x;
    sim_unsupported("cusolverSpCcsreigvsi");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsreigvsi(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex mu0, const cuDoubleComplex *x0, int maxite, double eps, cuDoubleComplex *mu, cuDoubleComplex *x)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)mu0;
    (void)x0;
    (void)maxite;
    (void)eps;
    (void)mu;
    (void)x;
    sim_unsupported("cusolverSpZcsreigvsi");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)left_bottom_corner;
    (void)right_upper_corner;
    (void)num_eigs;
    sim_unsupported("cusolverSpScsreigsHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)left_bottom_corner;
    (void)right_upper_corner;
    (void)num_eigs;
    sim_unsupported("cusolverSpDcsreigsHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuComplex left_bottom_corner, cuComplex right_upper_corner, int *num_eigs)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)left_bottom_corner;
    (void)right_upper_corner;
    (void)num_eigs;
    sim_unsupported("cusolverSpCcsreigsHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsreigsHost(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, cuDoubleComplex left_bottom_corner, cuDoubleComplex right_upper_corner, int *num_eigs)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)left_bottom_corner;
    (void)right_upper_corner;
    (void)num_eigs;
    sim_unsupported("cusolverSpZcsreigsHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpXcsrsymrcmHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    (void)handle;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)p;
    sim_unsupported("cusolverSpXcsrsymrcmHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpXcsrsymmdqHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    (void)handle;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)p;
    sim_unsupported("cusolverSpXcsrsymmdqHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpXcsrsymamdHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, int *p)
{
    (void)handle;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)p;
    sim_unsupported("cusolverSpXcsrsymamdHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpXcsrmetisndHost(cusolverSpHandle_t handle, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int64_t *options, int *p)
{
    (void)handle;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)options;
    (void)p;
    sim_unsupported("cusolverSpXcsrmetisndHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    (void)handle;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)P;
    (void)numnz;
    sim_unsupported("cusolverSpScsrzfdHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    (void)handle;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)P;
    (void)numnz;
    sim_unsupported("cusolverSpDcsrzfdHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    (void)handle;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)P;
    (void)numnz;
    sim_unsupported("cusolverSpCcsrzfdHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsrzfdHost(cusolverSpHandle_t handle, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, int *P, int *numnz)
{
    (void)handle;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)P;
    (void)numnz;
    sim_unsupported("cusolverSpZcsrzfdHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpXcsrperm_bufferSizeHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, const int *p, const int *q, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)p;
    (void)q;
    (void)bufferSizeInBytes;
    sim_unsupported("cusolverSpXcsrperm_bufferSizeHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpXcsrpermHost(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, int *csrRowPtrA, int *csrColIndA, const int *p, const int *q, int *map, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)p;
    (void)q;
    (void)map;
    (void)pBuffer;
    sim_unsupported("cusolverSpXcsrpermHost");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCreateCsrqrInfo(csrqrInfo_t *info)
{
    (void)info;
    sim_unsupported("cusolverSpCreateCsrqrInfo");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDestroyCsrqrInfo(csrqrInfo_t info)
{
    (void)info;
    sim_unsupported("cusolverSpDestroyCsrqrInfo");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpXcsrqrAnalysisBatched(cusolverSpHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const int *csrRowPtrA, const int *csrColIndA, csrqrInfo_t info)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)info;
    sim_unsupported("cusolverSpXcsrqrAnalysisBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)batchSize;
    (void)info;
    (void)internalDataInBytes;
    (void)workspaceInBytes;
    sim_unsupported("cusolverSpScsrqrBufferInfoBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)batchSize;
    (void)info;
    (void)internalDataInBytes;
    (void)workspaceInBytes;
    sim_unsupported("cusolverSpDcsrqrBufferInfoBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)batchSize;
    (void)info;
    (void)internalDataInBytes;
    (void)workspaceInBytes;
    sim_unsupported("cusolverSpCcsrqrBufferInfoBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsrqrBufferInfoBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrVal, const int *csrRowPtr, const int *csrColInd, int batchSize, csrqrInfo_t info, size_t *internalDataInBytes, size_t *workspaceInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)batchSize;
    (void)info;
    (void)internalDataInBytes;
    (void)workspaceInBytes;
    sim_unsupported("cusolverSpZcsrqrBufferInfoBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpScsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const float *csrValA, const int *csrRowPtrA, const int *csrColIndA, const float *b, float *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)x;
    (void)batchSize;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusolverSpScsrqrsvBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpDcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const double *csrValA, const int *csrRowPtrA, const int *csrColIndA, const double *b, double *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)x;
    (void)batchSize;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusolverSpDcsrqrsvBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpCcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuComplex *b, cuComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)x;
    (void)batchSize;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusolverSpCcsrqrsvBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusolverStatus_t cusolverSpZcsrqrsvBatched(cusolverSpHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrValA, const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *b, cuDoubleComplex *x, int batchSize, csrqrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrValA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)b;
    (void)x;
    (void)batchSize;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusolverSpZcsrqrsvBatched");
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

/* cusparse */
__attribute__((weak)) cusparseStatus_t cusparseCreate(cusparseHandle_t *handle)
{
    (void)handle;
    sim_unsupported("cusparseCreate");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroy(cusparseHandle_t handle)
{
    (void)handle;
    sim_unsupported("cusparseDestroy");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseGetVersion(cusparseHandle_t handle, int *version)
{
    (void)handle;
    (void)version;
    sim_unsupported("cusparseGetVersion");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseGetProperty(libraryPropertyType type, int *value)
{
    (void)type;
    (void)value;
    sim_unsupported("cusparseGetProperty");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) const char * cusparseGetErrorName(cusparseStatus_t status)
{
    (void)status;
    return (const char *)0;
}
__attribute__((weak)) const char * cusparseGetErrorString(cusparseStatus_t status)
{
    (void)status;
    return (const char *)0;
}
__attribute__((weak)) cusparseStatus_t cusparseSetStream(cusparseHandle_t handle, cudaStream_t streamId)
{
    (void)handle;
    (void)streamId;
    sim_unsupported("cusparseSetStream");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseGetStream(cusparseHandle_t handle, cudaStream_t *streamId)
{
    (void)handle;
    (void)streamId;
    sim_unsupported("cusparseGetStream");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t *mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cusparseGetPointerMode");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t mode)
{
    (void)handle;
    (void)mode;
    sim_unsupported("cusparseSetPointerMode");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseLoggerSetCallback(cusparseLoggerCallback_t callback)
{
    (void)callback;
    sim_unsupported("cusparseLoggerSetCallback");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseLoggerSetFile(FILE *file)
{
    (void)file;
    sim_unsupported("cusparseLoggerSetFile");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseLoggerOpenFile(const char *logFile)
{
    (void)logFile;
    sim_unsupported("cusparseLoggerOpenFile");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseLoggerSetLevel(int level)
{
    (void)level;
    sim_unsupported("cusparseLoggerSetLevel");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseLoggerSetMask(int mask)
{
    (void)mask;
    sim_unsupported("cusparseLoggerSetMask");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseLoggerForceDisable(void)
{
    sim_unsupported("cusparseLoggerForceDisable");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *descrA)
{
    (void)descrA;
    sim_unsupported("cusparseCreateMatDescr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t descrA)
{
    (void)descrA;
    sim_unsupported("cusparseDestroyMatDescr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t descrA, cusparseMatrixType_t type)
{
    (void)descrA;
    (void)type;
    sim_unsupported("cusparseSetMatType");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t descrA)
{
    (void)descrA;
    return (cusparseMatrixType_t)0;
}
__attribute__((weak)) cusparseStatus_t cusparseSetMatFillMode(cusparseMatDescr_t descrA, cusparseFillMode_t fillMode)
{
    (void)descrA;
    (void)fillMode;
    sim_unsupported("cusparseSetMatFillMode");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseFillMode_t cusparseGetMatFillMode(const cusparseMatDescr_t descrA)
{
    (void)descrA;
    return (cusparseFillMode_t)0;
}
__attribute__((weak)) cusparseStatus_t cusparseSetMatDiagType(cusparseMatDescr_t descrA, cusparseDiagType_t diagType)
{
    (void)descrA;
    (void)diagType;
    sim_unsupported("cusparseSetMatDiagType");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseDiagType_t cusparseGetMatDiagType(const cusparseMatDescr_t descrA)
{
    (void)descrA;
    return (cusparseDiagType_t)0;
}
__attribute__((weak)) cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t descrA, cusparseIndexBase_t base)
{
    (void)descrA;
    (void)base;
    sim_unsupported("cusparseSetMatIndexBase");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t descrA)
{
    (void)descrA;
    return (cusparseIndexBase_t)0;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateCsric02Info(csric02Info_t *info)
{
    (void)info;
    sim_unsupported("cusparseCreateCsric02Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyCsric02Info(csric02Info_t info)
{
    (void)info;
    sim_unsupported("cusparseDestroyCsric02Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateBsric02Info(bsric02Info_t *info)
{
    (void)info;
    sim_unsupported("cusparseCreateBsric02Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyBsric02Info(bsric02Info_t info)
{
    (void)info;
    sim_unsupported("cusparseDestroyBsric02Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateCsrilu02Info(csrilu02Info_t *info)
{
    (void)info;
    sim_unsupported("cusparseCreateCsrilu02Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyCsrilu02Info(csrilu02Info_t info)
{
    (void)info;
    sim_unsupported("cusparseDestroyCsrilu02Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateBsrilu02Info(bsrilu02Info_t *info)
{
    (void)info;
    sim_unsupported("cusparseCreateBsrilu02Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyBsrilu02Info(bsrilu02Info_t info)
{
    (void)info;
    sim_unsupported("cusparseDestroyBsrilu02Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateBsrsv2Info(bsrsv2Info_t *info)
{
    (void)info;
    sim_unsupported("cusparseCreateBsrsv2Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyBsrsv2Info(bsrsv2Info_t info)
{
    (void)info;
    sim_unsupported("cusparseDestroyBsrsv2Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateBsrsm2Info(bsrsm2Info_t *info)
{
    (void)info;
    sim_unsupported("cusparseCreateBsrsm2Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyBsrsm2Info(bsrsm2Info_t info)
{
    (void)info;
    sim_unsupported("cusparseDestroyBsrsm2Info");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateCsru2csrInfo(csru2csrInfo_t *info)
{
    (void)info;
    sim_unsupported("cusparseCreateCsru2csrInfo");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyCsru2csrInfo(csru2csrInfo_t info)
{
    (void)info;
    sim_unsupported("cusparseDestroyCsru2csrInfo");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateColorInfo(cusparseColorInfo_t *info)
{
    (void)info;
    sim_unsupported("cusparseCreateColorInfo");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyColorInfo(cusparseColorInfo_t info)
{
    (void)info;
    sim_unsupported("cusparseDestroyColorInfo");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreatePruneInfo(pruneInfo_t *info)
{
    (void)info;
    sim_unsupported("cusparseCreatePruneInfo");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyPruneInfo(pruneInfo_t info)
{
    (void)info;
    sim_unsupported("cusparseDestroyPruneInfo");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const float *alpha, const float *A, int lda, int nnz, const float *xVal, const int *xInd, const float *beta, float *y, cusparseIndexBase_t idxBase, void *pBuffer)
{
    (void)handle;
    (void)transA;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)nnz;
    (void)xVal;
    (void)xInd;
    (void)beta;
    (void)y;
    (void)idxBase;
    (void)pBuffer;
    sim_unsupported("cusparseSgemvi");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize)
{
    (void)handle;
    (void)transA;
    (void)m;
    (void)n;
    (void)nnz;
    (void)pBufferSize;
    sim_unsupported("cusparseSgemvi_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const double *alpha, const double *A, int lda, int nnz, const double *xVal, const int *xInd, const double *beta, double *y, cusparseIndexBase_t idxBase, void *pBuffer)
{
    (void)handle;
    (void)transA;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)nnz;
    (void)xVal;
    (void)xInd;
    (void)beta;
    (void)y;
    (void)idxBase;
    (void)pBuffer;
    sim_unsupported("cusparseDgemvi");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize)
{
    (void)handle;
    (void)transA;
    (void)m;
    (void)n;
    (void)nnz;
    (void)pBufferSize;
    sim_unsupported("cusparseDgemvi_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const cuComplex *alpha, const cuComplex *A, int lda, int nnz, const cuComplex *xVal, const int *xInd, const cuComplex *beta, cuComplex *y, cusparseIndexBase_t idxBase, void *pBuffer)
{
    (void)handle;
    (void)transA;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)nnz;
    (void)xVal;
    (void)xInd;
    (void)beta;
    (void)y;
    (void)idxBase;
    (void)pBuffer;
    sim_unsupported("cusparseCgemvi");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize)
{
    (void)handle;
    (void)transA;
    (void)m;
    (void)n;
    (void)nnz;
    (void)pBufferSize;
    sim_unsupported("cusparseCgemvi_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, int nnz, const cuDoubleComplex *xVal, const int *xInd, const cuDoubleComplex *beta, cuDoubleComplex *y, cusparseIndexBase_t idxBase, void *pBuffer)
{
    (void)handle;
    (void)transA;
    (void)m;
    (void)n;
    (void)alpha;
    (void)A;
    (void)lda;
    (void)nnz;
    (void)xVal;
    (void)xInd;
    (void)beta;
    (void)y;
    (void)idxBase;
    (void)pBuffer;
    sim_unsupported("cusparseZgemvi");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz, int *pBufferSize)
{
    (void)handle;
    (void)transA;
    (void)m;
    (void)n;
    (void)nnz;
    (void)pBufferSize;
    sim_unsupported("cusparseZgemvi_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const float *x, const float *beta, float *y)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)x;
    (void)beta;
    (void)y;
    sim_unsupported("cusparseSbsrmv");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const double *x, const double *beta, double *y)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)x;
    (void)beta;
    (void)y;
    sim_unsupported("cusparseDbsrmv");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cuComplex *x, const cuComplex *beta, cuComplex *y)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)x;
    (void)beta;
    (void)y;
    sim_unsupported("cusparseCbsrmv");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const cuDoubleComplex *beta, cuDoubleComplex *y)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)x;
    (void)beta;
    (void)y;
    sim_unsupported("cusparseZbsrmv");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const float *x, const float *beta, float *y)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)sizeOfMask;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedMaskPtrA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedEndPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)x;
    (void)beta;
    (void)y;
    sim_unsupported("cusparseSbsrxmv");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const double *x, const double *beta, double *y)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)sizeOfMask;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedMaskPtrA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedEndPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)x;
    (void)beta;
    (void)y;
    sim_unsupported("cusparseDbsrxmv");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const cuComplex *x, const cuComplex *beta, cuComplex *y)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)sizeOfMask;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedMaskPtrA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedEndPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)x;
    (void)beta;
    (void)y;
    sim_unsupported("cusparseCbsrxmv");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedMaskPtrA, const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA, const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x, const cuDoubleComplex *beta, cuDoubleComplex *y)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)sizeOfMask;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedMaskPtrA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedEndPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)x;
    (void)beta;
    (void)y;
    sim_unsupported("cusparseZbsrxmv");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXbsrsv2_zeroPivot(cusparseHandle_t handle, bsrsv2Info_t info, int *position)
{
    (void)handle;
    (void)info;
    (void)position;
    sim_unsupported("cusparseXbsrsv2_zeroPivot");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSbsrsv2_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDbsrsv2_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCbsrsv2_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZbsrsv2_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseSbsrsv2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseDbsrsv2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseCbsrsv2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseZbsrsv2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseSbsrsv2_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseDbsrsv2_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseCbsrsv2_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseZbsrsv2_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const float *f, float *x, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)f;
    (void)x;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseSbsrsv2_solve");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const double *f, double *x, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)f;
    (void)x;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseDbsrsv2_solve");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const cuComplex *f, cuComplex *x, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)f;
    (void)x;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseCbsrsv2_solve");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, int mb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info, const cuDoubleComplex *f, cuDoubleComplex *x, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)mb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)info;
    (void)f;
    (void)x;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseZbsrsv2_solve");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const float *B, const int ldb, const float *beta, float *C, int ldc)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transB;
    (void)mb;
    (void)n;
    (void)kb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockSize;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    sim_unsupported("cusparseSbsrmm");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const double *B, const int ldb, const double *beta, double *C, int ldc)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transB;
    (void)mb;
    (void)n;
    (void)kb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockSize;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    sim_unsupported("cusparseDbsrmm");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const cuComplex *B, const int ldb, const cuComplex *beta, cuComplex *C, int ldc)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transB;
    (void)mb;
    (void)n;
    (void)kb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockSize;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    sim_unsupported("cusparseCbsrmm");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int kb, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, const int blockSize, const cuDoubleComplex *B, const int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transB;
    (void)mb;
    (void)n;
    (void)kb;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockSize;
    (void)B;
    (void)ldb;
    (void)beta;
    (void)C;
    (void)ldc;
    sim_unsupported("cusparseZbsrmm");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXbsrsm2_zeroPivot(cusparseHandle_t handle, bsrsm2Info_t info, int *position)
{
    (void)handle;
    (void)info;
    (void)position;
    sim_unsupported("cusparseXbsrsm2_zeroPivot");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSbsrsm2_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDbsrsm2_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCbsrsm2_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZbsrsm2_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transB;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseSbsrsm2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transB;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseDbsrsm2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transB;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseCbsrsm2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transB;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseZbsrsm2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseSbsrsm2_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseDbsrsm2_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseCbsrsm2_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseZbsrsm2_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const float *alpha, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const float *B, int ldb, float *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)B;
    (void)ldb;
    (void)X;
    (void)ldx;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseSbsrsm2_solve");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const double *alpha, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const double *B, int ldb, double *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)B;
    (void)ldb;
    (void)X;
    (void)ldx;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseDbsrsm2_solve");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const cuComplex *B, int ldb, cuComplex *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)B;
    (void)ldb;
    (void)X;
    (void)ldx;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseCbsrsm2_solve");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA, cusparseOperation_t transA, cusparseOperation_t transXY, int mb, int n, int nnzb, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info, const cuDoubleComplex *B, int ldb, cuDoubleComplex *X, int ldx, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)transA;
    (void)transXY;
    (void)mb;
    (void)n;
    (void)nnzb;
    (void)alpha;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)B;
    (void)ldb;
    (void)X;
    (void)ldx;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseZbsrsm2_solve");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, float *boost_val)
{
    (void)handle;
    (void)info;
    (void)enable_boost;
    (void)tol;
    (void)boost_val;
    sim_unsupported("cusparseScsrilu02_numericBoost");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, double *boost_val)
{
    (void)handle;
    (void)info;
    (void)enable_boost;
    (void)tol;
    (void)boost_val;
    sim_unsupported("cusparseDcsrilu02_numericBoost");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, cuComplex *boost_val)
{
    (void)handle;
    (void)info;
    (void)enable_boost;
    (void)tol;
    (void)boost_val;
    sim_unsupported("cusparseCcsrilu02_numericBoost");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info, int enable_boost, double *tol, cuDoubleComplex *boost_val)
{
    (void)handle;
    (void)info;
    (void)enable_boost;
    (void)tol;
    (void)boost_val;
    sim_unsupported("cusparseZcsrilu02_numericBoost");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcsrilu02_zeroPivot(cusparseHandle_t handle, csrilu02Info_t info, int *position)
{
    (void)handle;
    (void)info;
    (void)position;
    sim_unsupported("cusparseXcsrilu02_zeroPivot");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseScsrilu02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDcsrilu02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCcsrilu02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZcsrilu02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedVal;
    (void)csrSortedRowPtr;
    (void)csrSortedColInd;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseScsrilu02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedVal;
    (void)csrSortedRowPtr;
    (void)csrSortedColInd;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseDcsrilu02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedVal;
    (void)csrSortedRowPtr;
    (void)csrSortedColInd;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseCcsrilu02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csrilu02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedVal;
    (void)csrSortedRowPtr;
    (void)csrSortedColInd;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseZcsrilu02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsrilu02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseScsrilu02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseDcsrilu02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseCcsrilu02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseZcsrilu02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA_valM;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseScsrilu02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA_valM;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseDcsrilu02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA_valM;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseCcsrilu02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA_valM;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseZcsrilu02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, float *boost_val)
{
    (void)handle;
    (void)info;
    (void)enable_boost;
    (void)tol;
    (void)boost_val;
    sim_unsupported("cusparseSbsrilu02_numericBoost");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, double *boost_val)
{
    (void)handle;
    (void)info;
    (void)enable_boost;
    (void)tol;
    (void)boost_val;
    sim_unsupported("cusparseDbsrilu02_numericBoost");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, cuComplex *boost_val)
{
    (void)handle;
    (void)info;
    (void)enable_boost;
    (void)tol;
    (void)boost_val;
    sim_unsupported("cusparseCbsrilu02_numericBoost");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info, int enable_boost, double *tol, cuDoubleComplex *boost_val)
{
    (void)handle;
    (void)info;
    (void)enable_boost;
    (void)tol;
    (void)boost_val;
    sim_unsupported("cusparseZbsrilu02_numericBoost");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXbsrilu02_zeroPivot(cusparseHandle_t handle, bsrilu02Info_t info, int *position)
{
    (void)handle;
    (void)info;
    (void)position;
    sim_unsupported("cusparseXbsrilu02_zeroPivot");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSbsrilu02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDbsrilu02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCbsrilu02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZbsrilu02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseSbsrilu02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseDbsrilu02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseCbsrilu02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsrilu02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseZbsrilu02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseSbsrilu02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseDbsrilu02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseCbsrilu02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseZbsrilu02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseSbsrilu02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseDbsrilu02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseCbsrilu02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseZbsrilu02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcsric02_zeroPivot(cusparseHandle_t handle, csric02Info_t info, int *position)
{
    (void)handle;
    (void)info;
    (void)position;
    sim_unsupported("cusparseXcsric02_zeroPivot");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsric02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseScsric02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsric02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDcsric02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsric02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCcsric02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsric02_bufferSize(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZcsric02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedVal;
    (void)csrSortedRowPtr;
    (void)csrSortedColInd;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseScsric02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedVal;
    (void)csrSortedRowPtr;
    (void)csrSortedColInd;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseDcsric02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedVal;
    (void)csrSortedRowPtr;
    (void)csrSortedColInd;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseCcsric02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr, const int *csrSortedColInd, csric02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedVal;
    (void)csrSortedRowPtr;
    (void)csrSortedColInd;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseZcsric02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsric02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseScsric02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsric02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseDcsric02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsric02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseCcsric02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsric02_analysis(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseZcsric02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA_valM;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseScsric02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA_valM;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseDcsric02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA_valM;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseCcsric02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA, const int *csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA_valM;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseZcsric02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXbsric02_zeroPivot(cusparseHandle_t handle, bsric02Info_t info, int *position)
{
    (void)handle;
    (void)info;
    (void)position;
    sim_unsupported("cusparseXbsric02_zeroPivot");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSbsric02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDbsric02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCbsric02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZbsric02_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseSbsric02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseDbsric02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseCbsric02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize, bsric02Info_t info, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockSize;
    (void)info;
    (void)pBufferSize;
    sim_unsupported("cusparseZbsric02_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pInputBuffer;
    sim_unsupported("cusparseSbsric02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pInputBuffer;
    sim_unsupported("cusparseDbsric02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pInputBuffer;
    sim_unsupported("cusparseCbsric02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pInputBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pInputBuffer;
    sim_unsupported("cusparseZbsric02_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseSbsric02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseDbsric02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseCbsric02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb, const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim, bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)blockDim;
    (void)info;
    (void)policy;
    (void)pBuffer;
    sim_unsupported("cusparseZbsric02");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, const float *B, int ldb, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseSgtsv2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, const double *B, int ldb, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseDgtsv2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *B, int ldb, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseCgtsv2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseZgtsv2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgtsv2(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, float *B, int ldb, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)pBuffer;
    sim_unsupported("cusparseSgtsv2");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgtsv2(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, double *B, int ldb, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)pBuffer;
    sim_unsupported("cusparseDgtsv2");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgtsv2(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)pBuffer;
    sim_unsupported("cusparseCgtsv2");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgtsv2(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *B, int ldb, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)pBuffer;
    sim_unsupported("cusparseZgtsv2");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, const float *B, int ldb, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseSgtsv2_nopivot_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, const double *B, int ldb, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseDgtsv2_nopivot_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *B, int ldb, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseCgtsv2_nopivot_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseZgtsv2_nopivot_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const float *dl, const float *d, const float *du, float *B, int ldb, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)pBuffer;
    sim_unsupported("cusparseSgtsv2_nopivot");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const double *dl, const double *d, const double *du, double *B, int ldb, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)pBuffer;
    sim_unsupported("cusparseDgtsv2_nopivot");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)pBuffer;
    sim_unsupported("cusparseCgtsv2_nopivot");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *B, int ldb, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)dl;
    (void)d;
    (void)du;
    (void)B;
    (void)ldb;
    (void)pBuffer;
    sim_unsupported("cusparseZgtsv2_nopivot");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m, const float *dl, const float *d, const float *du, const float *x, int batchCount, int batchStride, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)batchStride;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseSgtsv2StridedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m, const double *dl, const double *d, const double *du, const double *x, int batchCount, int batchStride, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)batchStride;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseDgtsv2StridedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount, int batchStride, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)batchStride;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseCgtsv2StridedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x, int batchCount, int batchStride, size_t *bufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)batchStride;
    (void)bufferSizeInBytes;
    sim_unsupported("cusparseZgtsv2StridedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgtsv2StridedBatch(cusparseHandle_t handle, int m, const float *dl, const float *d, const float *du, float *x, int batchCount, int batchStride, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)batchStride;
    (void)pBuffer;
    sim_unsupported("cusparseSgtsv2StridedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgtsv2StridedBatch(cusparseHandle_t handle, int m, const double *dl, const double *d, const double *du, double *x, int batchCount, int batchStride, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)batchStride;
    (void)pBuffer;
    sim_unsupported("cusparseDgtsv2StridedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgtsv2StridedBatch(cusparseHandle_t handle, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, cuComplex *x, int batchCount, int batchStride, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)batchStride;
    (void)pBuffer;
    sim_unsupported("cusparseCgtsv2StridedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgtsv2StridedBatch(cusparseHandle_t handle, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *x, int batchCount, int batchStride, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)batchStride;
    (void)pBuffer;
    sim_unsupported("cusparseZgtsv2StridedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const float *dl, const float *d, const float *du, const float *x, int batchCount, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSgtsvInterleavedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const double *dl, const double *d, const double *du, const double *x, int batchCount, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDgtsvInterleavedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCgtsvInterleavedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x, int batchCount, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZgtsvInterleavedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, float *dl, float *d, float *du, float *x, int batchCount, void *pBuffer)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)pBuffer;
    sim_unsupported("cusparseSgtsvInterleavedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, double *dl, double *d, double *du, double *x, int batchCount, void *pBuffer)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)pBuffer;
    sim_unsupported("cusparseDgtsvInterleavedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuComplex *dl, cuComplex *d, cuComplex *du, cuComplex *x, int batchCount, void *pBuffer)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)pBuffer;
    sim_unsupported("cusparseCgtsvInterleavedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuDoubleComplex *dl, cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *x, int batchCount, void *pBuffer)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)dl;
    (void)d;
    (void)du;
    (void)x;
    (void)batchCount;
    (void)pBuffer;
    sim_unsupported("cusparseZgtsvInterleavedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const float *ds, const float *dl, const float *d, const float *du, const float *dw, const float *x, int batchCount, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)ds;
    (void)dl;
    (void)d;
    (void)du;
    (void)dw;
    (void)x;
    (void)batchCount;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSgpsvInterleavedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const double *ds, const double *dl, const double *d, const double *du, const double *dw, const double *x, int batchCount, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)ds;
    (void)dl;
    (void)d;
    (void)du;
    (void)dw;
    (void)x;
    (void)batchCount;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDgpsvInterleavedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const cuComplex *ds, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *dw, const cuComplex *x, int batchCount, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)ds;
    (void)dl;
    (void)d;
    (void)du;
    (void)dw;
    (void)x;
    (void)batchCount;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCgpsvInterleavedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m, const cuDoubleComplex *ds, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *dw, const cuDoubleComplex *x, int batchCount, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)ds;
    (void)dl;
    (void)d;
    (void)du;
    (void)dw;
    (void)x;
    (void)batchCount;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZgpsvInterleavedBatch_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, float *ds, float *dl, float *d, float *du, float *dw, float *x, int batchCount, void *pBuffer)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)ds;
    (void)dl;
    (void)d;
    (void)du;
    (void)dw;
    (void)x;
    (void)batchCount;
    (void)pBuffer;
    sim_unsupported("cusparseSgpsvInterleavedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, double *ds, double *dl, double *d, double *du, double *dw, double *x, int batchCount, void *pBuffer)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)ds;
    (void)dl;
    (void)d;
    (void)du;
    (void)dw;
    (void)x;
    (void)batchCount;
    (void)pBuffer;
    sim_unsupported("cusparseDgpsvInterleavedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuComplex *ds, cuComplex *dl, cuComplex *d, cuComplex *du, cuComplex *dw, cuComplex *x, int batchCount, void *pBuffer)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)ds;
    (void)dl;
    (void)d;
    (void)du;
    (void)dw;
    (void)x;
    (void)batchCount;
    (void)pBuffer;
    sim_unsupported("cusparseCgpsvInterleavedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuDoubleComplex *ds, cuDoubleComplex *dl, cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *dw, cuDoubleComplex *x, int batchCount, void *pBuffer)
{
    (void)handle;
    (void)algo;
    (void)m;
    (void)ds;
    (void)dl;
    (void)d;
    (void)du;
    (void)dw;
    (void)x;
    (void)batchCount;
    (void)pBuffer;
    sim_unsupported("cusparseZgpsvInterleavedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *alpha, const cusparseMatDescr_t descrA, int nnzA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *beta, const cusparseMatDescr_t descrB, int nnzB, const float *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)descrA;
    (void)nnzA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)beta;
    (void)descrB;
    (void)nnzB;
    (void)csrSortedValB;
    (void)csrSortedRowPtrB;
    (void)csrSortedColIndB;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseScsrgeam2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *alpha, const cusparseMatDescr_t descrA, int nnzA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *beta, const cusparseMatDescr_t descrB, int nnzB, const double *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)descrA;
    (void)nnzA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)beta;
    (void)descrB;
    (void)nnzB;
    (void)csrSortedValB;
    (void)csrSortedRowPtrB;
    (void)csrSortedColIndB;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDcsrgeam2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const cuComplex *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)descrA;
    (void)nnzA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)beta;
    (void)descrB;
    (void)nnzB;
    (void)csrSortedValB;
    (void)csrSortedRowPtrB;
    (void)csrSortedColIndB;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCcsrgeam2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuDoubleComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, const cuDoubleComplex *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)descrA;
    (void)nnzA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)beta;
    (void)descrB;
    (void)nnzB;
    (void)csrSortedValB;
    (void)csrSortedRowPtrB;
    (void)csrSortedColIndB;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZcsrgeam2_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcsrgeam2Nnz(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, int nnzA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrB, int nnzB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *workspace)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)descrA;
    (void)nnzA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)descrB;
    (void)nnzB;
    (void)csrSortedRowPtrB;
    (void)csrSortedColIndB;
    (void)descrC;
    (void)csrSortedRowPtrC;
    (void)nnzTotalDevHostPtr;
    (void)workspace;
    sim_unsupported("cusparseXcsrgeam2Nnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsrgeam2(cusparseHandle_t handle, int m, int n, const float *alpha, const cusparseMatDescr_t descrA, int nnzA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *beta, const cusparseMatDescr_t descrB, int nnzB, const float *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)descrA;
    (void)nnzA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)beta;
    (void)descrB;
    (void)nnzB;
    (void)csrSortedValB;
    (void)csrSortedRowPtrB;
    (void)csrSortedColIndB;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBuffer;
    sim_unsupported("cusparseScsrgeam2");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsrgeam2(cusparseHandle_t handle, int m, int n, const double *alpha, const cusparseMatDescr_t descrA, int nnzA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *beta, const cusparseMatDescr_t descrB, int nnzB, const double *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)descrA;
    (void)nnzA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)beta;
    (void)descrB;
    (void)nnzB;
    (void)csrSortedValB;
    (void)csrSortedRowPtrB;
    (void)csrSortedColIndB;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBuffer;
    sim_unsupported("cusparseDcsrgeam2");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsrgeam2(cusparseHandle_t handle, int m, int n, const cuComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)descrA;
    (void)nnzA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)beta;
    (void)descrB;
    (void)nnzB;
    (void)csrSortedValB;
    (void)csrSortedRowPtrB;
    (void)csrSortedColIndB;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBuffer;
    sim_unsupported("cusparseCcsrgeam2");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsrgeam2(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cuDoubleComplex *beta, const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrSortedValB, const int *csrSortedRowPtrB, const int *csrSortedColIndB, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)alpha;
    (void)descrA;
    (void)nnzA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)beta;
    (void)descrB;
    (void)nnzB;
    (void)csrSortedValB;
    (void)csrSortedRowPtrB;
    (void)csrSortedColIndB;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBuffer;
    sim_unsupported("cusparseZcsrgeam2");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)fractionToColor;
    (void)ncolors;
    (void)coloring;
    (void)reordering;
    (void)info;
    sim_unsupported("cusparseScsrcolor");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)fractionToColor;
    (void)ncolors;
    (void)coloring;
    (void)reordering;
    (void)info;
    sim_unsupported("cusparseDcsrcolor");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)fractionToColor;
    (void)ncolors;
    (void)coloring;
    (void)reordering;
    (void)info;
    sim_unsupported("cusparseCcsrcolor");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *fractionToColor, int *ncolors, int *coloring, int *reordering, const cusparseColorInfo_t info)
{
    (void)handle;
    (void)m;
    (void)nnz;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)fractionToColor;
    (void)ncolors;
    (void)coloring;
    (void)reordering;
    (void)info;
    sim_unsupported("cusparseZcsrcolor");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)A;
    (void)lda;
    (void)nnzPerRowCol;
    (void)nnzTotalDevHostPtr;
    sim_unsupported("cusparseSnnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)A;
    (void)lda;
    (void)nnzPerRowCol;
    (void)nnzTotalDevHostPtr;
    sim_unsupported("cusparseDnnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)A;
    (void)lda;
    (void)nnzPerRowCol;
    (void)nnzTotalDevHostPtr;
    sim_unsupported("cusparseCnnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *A, int lda, int *nnzPerRowCol, int *nnzTotalDevHostPtr)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)A;
    (void)lda;
    (void)nnzPerRowCol;
    (void)nnzTotalDevHostPtr;
    sim_unsupported("cusparseZnnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const float *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, float tol)
{
    (void)handle;
    (void)m;
    (void)descr;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)nnzPerRow;
    (void)nnzC;
    (void)tol;
    sim_unsupported("cusparseSnnz_compress");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const double *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, double tol)
{
    (void)handle;
    (void)m;
    (void)descr;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)nnzPerRow;
    (void)nnzC;
    (void)tol;
    sim_unsupported("cusparseDnnz_compress");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, cuComplex tol)
{
    (void)handle;
    (void)m;
    (void)descr;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)nnzPerRow;
    (void)nnzC;
    (void)tol;
    sim_unsupported("cusparseCnnz_compress");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, int *nnzPerRow, int *nnzC, cuDoubleComplex tol)
{
    (void)handle;
    (void)m;
    (void)descr;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)nnzPerRow;
    (void)nnzC;
    (void)tol;
    sim_unsupported("cusparseZnnz_compress");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsr2csr_compress(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, float *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, float tol)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedColIndA;
    (void)csrSortedRowPtrA;
    (void)nnzA;
    (void)nnzPerRow;
    (void)csrSortedValC;
    (void)csrSortedColIndC;
    (void)csrSortedRowPtrC;
    (void)tol;
    sim_unsupported("cusparseScsr2csr_compress");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsr2csr_compress(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, double *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, double tol)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedColIndA;
    (void)csrSortedRowPtrA;
    (void)nnzA;
    (void)nnzPerRow;
    (void)csrSortedValC;
    (void)csrSortedColIndC;
    (void)csrSortedRowPtrC;
    (void)tol;
    sim_unsupported("cusparseDcsr2csr_compress");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsr2csr_compress(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, cuComplex *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, cuComplex tol)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedColIndA;
    (void)csrSortedRowPtrA;
    (void)nnzA;
    (void)nnzPerRow;
    (void)csrSortedValC;
    (void)csrSortedColIndC;
    (void)csrSortedRowPtrC;
    (void)tol;
    sim_unsupported("cusparseCcsr2csr_compress");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsr2csr_compress(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedColIndA, const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow, cuDoubleComplex *csrSortedValC, int *csrSortedColIndC, int *csrSortedRowPtrC, cuDoubleComplex tol)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedColIndA;
    (void)csrSortedRowPtrA;
    (void)nnzA;
    (void)nnzPerRow;
    (void)csrSortedValC;
    (void)csrSortedColIndC;
    (void)csrSortedRowPtrC;
    (void)tol;
    sim_unsupported("cusparseZcsr2csr_compress");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcoo2csr(cusparseHandle_t handle, const int *cooRowInd, int nnz, int m, int *csrSortedRowPtr, cusparseIndexBase_t idxBase)
{
    (void)handle;
    (void)cooRowInd;
    (void)nnz;
    (void)m;
    (void)csrSortedRowPtr;
    (void)idxBase;
    sim_unsupported("cusparseXcoo2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcsr2coo(cusparseHandle_t handle, const int *csrSortedRowPtr, int nnz, int m, int *cooRowInd, cusparseIndexBase_t idxBase)
{
    (void)handle;
    (void)csrSortedRowPtr;
    (void)nnz;
    (void)m;
    (void)cooRowInd;
    (void)idxBase;
    sim_unsupported("cusparseXcsr2coo");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcsr2bsrNnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int *nnzTotalDevHostPtr)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)blockDim;
    (void)descrC;
    (void)bsrSortedRowPtrC;
    (void)nnzTotalDevHostPtr;
    sim_unsupported("cusparseXcsr2bsrNnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)blockDim;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    sim_unsupported("cusparseScsr2bsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)blockDim;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    sim_unsupported("cusparseDcsr2bsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)blockDim;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    sim_unsupported("cusparseCcsr2bsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)blockDim;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    sim_unsupported("cusparseZcsr2bsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    sim_unsupported("cusparseSbsr2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    sim_unsupported("cusparseDbsr2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    sim_unsupported("cusparseCbsr2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)blockDim;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    sim_unsupported("cusparseZbsr2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSgebsr2gebsc_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDgebsr2gebsc_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCgebsr2gebsc_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZgebsr2gebsc_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgebsr2gebsc_bufferSizeExt(cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSize;
    sim_unsupported("cusparseSgebsr2gebsc_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgebsr2gebsc_bufferSizeExt(cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSize;
    sim_unsupported("cusparseDgebsr2gebsc_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgebsr2gebsc_bufferSizeExt(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSize;
    sim_unsupported("cusparseCgebsr2gebsc_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgebsr2gebsc_bufferSizeExt(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSize;
    sim_unsupported("cusparseZgebsr2gebsc_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb, const float *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, float *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)bscVal;
    (void)bscRowInd;
    (void)bscColPtr;
    (void)copyValues;
    (void)idxBase;
    (void)pBuffer;
    sim_unsupported("cusparseSgebsr2gebsc");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb, const double *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, double *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)bscVal;
    (void)bscRowInd;
    (void)bscColPtr;
    (void)copyValues;
    (void)idxBase;
    (void)pBuffer;
    sim_unsupported("cusparseDgebsr2gebsc");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, cuComplex *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)bscVal;
    (void)bscRowInd;
    (void)bscColPtr;
    (void)copyValues;
    (void)idxBase;
    (void)pBuffer;
    sim_unsupported("cusparseCgebsr2gebsc");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb, const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr, const int *bsrSortedColInd, int rowBlockDim, int colBlockDim, cuDoubleComplex *bscVal, int *bscRowInd, int *bscColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, void *pBuffer)
{
    (void)handle;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)bsrSortedVal;
    (void)bsrSortedRowPtr;
    (void)bsrSortedColInd;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)bscVal;
    (void)bscRowInd;
    (void)bscColPtr;
    (void)copyValues;
    (void)idxBase;
    (void)pBuffer;
    sim_unsupported("cusparseZgebsr2gebsc");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)descrA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)descrC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    sim_unsupported("cusparseXgebsr2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    sim_unsupported("cusparseSgebsr2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    sim_unsupported("cusparseDgebsr2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    sim_unsupported("cusparseCgebsr2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    sim_unsupported("cusparseZgebsr2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseScsr2gebsr_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDcsr2gebsr_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCcsr2gebsr_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZcsr2gebsr_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSize;
    sim_unsupported("cusparseScsr2gebsr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSize;
    sim_unsupported("cusparseDcsr2gebsr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSize;
    sim_unsupported("cusparseCcsr2gebsr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, int rowBlockDim, int colBlockDim, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBufferSize;
    sim_unsupported("cusparseZcsr2gebsr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcsr2gebsrNnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int rowBlockDim, int colBlockDim, int *nnzTotalDevHostPtr, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)descrC;
    (void)bsrSortedRowPtrC;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)nnzTotalDevHostPtr;
    (void)pBuffer;
    sim_unsupported("cusparseXcsr2gebsrNnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBuffer;
    sim_unsupported("cusparseScsr2gebsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBuffer;
    sim_unsupported("cusparseDcsr2gebsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBuffer;
    sim_unsupported("cusparseCcsr2gebsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim, int colBlockDim, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)m;
    (void)n;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)pBuffer;
    sim_unsupported("cusparseZcsr2gebsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSgebsr2gebsr_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDgebsr2gebsr_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCgebsr2gebsr_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, int *pBufferSizeInBytes)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZgebsr2gebsr_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgebsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBufferSize;
    sim_unsupported("cusparseSgebsr2gebsr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgebsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBufferSize;
    sim_unsupported("cusparseDgebsr2gebsr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgebsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBufferSize;
    sim_unsupported("cusparseCgebsr2gebsr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgebsr2gebsr_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, int rowBlockDimC, int colBlockDimC, size_t *pBufferSize)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBufferSize;
    sim_unsupported("cusparseZgebsr2gebsr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXgebsr2gebsrNnz(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC, int rowBlockDimC, int colBlockDimC, int *nnzTotalDevHostPtr, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)descrC;
    (void)bsrSortedRowPtrC;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)nnzTotalDevHostPtr;
    (void)pBuffer;
    sim_unsupported("cusparseXgebsr2gebsrNnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBuffer;
    sim_unsupported("cusparseSgebsr2gebsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBuffer;
    sim_unsupported("cusparseDgebsr2gebsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBuffer;
    sim_unsupported("cusparseCgebsr2gebsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb, int nnzb, const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC, int colBlockDimC, void *pBuffer)
{
    (void)handle;
    (void)dirA;
    (void)mb;
    (void)nb;
    (void)nnzb;
    (void)descrA;
    (void)bsrSortedValA;
    (void)bsrSortedRowPtrA;
    (void)bsrSortedColIndA;
    (void)rowBlockDimA;
    (void)colBlockDimA;
    (void)descrC;
    (void)bsrSortedValC;
    (void)bsrSortedRowPtrC;
    (void)bsrSortedColIndC;
    (void)rowBlockDimC;
    (void)colBlockDimC;
    (void)pBuffer;
    sim_unsupported("cusparseZgebsr2gebsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateIdentityPermutation(cusparseHandle_t handle, int n, int *p)
{
    (void)handle;
    (void)n;
    (void)p;
    sim_unsupported("cusparseCreateIdentityPermutation");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcoosort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, const int *cooRowsA, const int *cooColsA, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)cooRowsA;
    (void)cooColsA;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseXcoosort_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcoosortByRow(cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)cooRowsA;
    (void)cooColsA;
    (void)P;
    (void)pBuffer;
    sim_unsupported("cusparseXcoosortByRow");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcoosortByColumn(cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA, int *cooColsA, int *P, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)cooRowsA;
    (void)cooColsA;
    (void)P;
    (void)pBuffer;
    sim_unsupported("cusparseXcoosortByColumn");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcsrsort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, const int *csrRowPtrA, const int *csrColIndA, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseXcsrsort_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcsrsort(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const int *csrRowPtrA, int *csrColIndA, int *P, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrRowPtrA;
    (void)csrColIndA;
    (void)P;
    (void)pBuffer;
    sim_unsupported("cusparseXcsrsort");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcscsort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, const int *cscColPtrA, const int *cscRowIndA, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)cscColPtrA;
    (void)cscRowIndA;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseXcscsort_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseXcscsort(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, const int *cscColPtrA, int *cscRowIndA, int *P, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)cscColPtrA;
    (void)cscRowIndA;
    (void)P;
    (void)pBuffer;
    sim_unsupported("cusparseXcscsort");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseScsru2csr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDcsru2csr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseCcsru2csr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseZcsru2csr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsru2csr(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseScsru2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsru2csr(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseDcsru2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsru2csr(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseCcsru2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsru2csr(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseZcsru2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScsr2csru(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseScsr2csru");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDcsr2csru(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseDcsr2csru");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCcsr2csru(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseCcsr2csru");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseZcsr2csru(cusparseHandle_t handle, int m, int n, int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal, const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)descrA;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseZcsr2csru");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneDense2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)threshold;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSpruneDense2csr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneDense2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)threshold;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDpruneDense2csr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneDense2csrNnz(cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)threshold;
    (void)descrC;
    (void)csrRowPtrC;
    (void)nnzTotalDevHostPtr;
    (void)pBuffer;
    sim_unsupported("cusparseSpruneDense2csrNnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneDense2csrNnz(cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)threshold;
    (void)descrC;
    (void)csrSortedRowPtrC;
    (void)nnzTotalDevHostPtr;
    (void)pBuffer;
    sim_unsupported("cusparseDpruneDense2csrNnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneDense2csr(cusparseHandle_t handle, int m, int n, const float *A, int lda, const float *threshold, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)threshold;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBuffer;
    sim_unsupported("cusparseSpruneDense2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneDense2csr(cusparseHandle_t handle, int m, int n, const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)threshold;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBuffer;
    sim_unsupported("cusparseDpruneDense2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneCsr2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)threshold;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSpruneCsr2csr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneCsr2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)threshold;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDpruneCsr2csr_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneCsr2csrNnz(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)threshold;
    (void)descrC;
    (void)csrSortedRowPtrC;
    (void)nnzTotalDevHostPtr;
    (void)pBuffer;
    sim_unsupported("cusparseSpruneCsr2csrNnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneCsr2csrNnz(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)threshold;
    (void)descrC;
    (void)csrSortedRowPtrC;
    (void)nnzTotalDevHostPtr;
    (void)pBuffer;
    sim_unsupported("cusparseDpruneCsr2csrNnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneCsr2csr(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)threshold;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBuffer;
    sim_unsupported("cusparseSpruneCsr2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneCsr2csr(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)threshold;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)pBuffer;
    sim_unsupported("cusparseDpruneCsr2csr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneDense2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)percentage;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSpruneDense2csrByPercentage_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneDense2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)percentage;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDpruneDense2csrByPercentage_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneDense2csrNnzByPercentage(cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)percentage;
    (void)descrC;
    (void)csrRowPtrC;
    (void)nnzTotalDevHostPtr;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseSpruneDense2csrNnzByPercentage");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneDense2csrNnzByPercentage(cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)percentage;
    (void)descrC;
    (void)csrRowPtrC;
    (void)nnzTotalDevHostPtr;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseDpruneDense2csrNnzByPercentage");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneDense2csrByPercentage(cusparseHandle_t handle, int m, int n, const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)percentage;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseSpruneDense2csrByPercentage");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneDense2csrByPercentage(cusparseHandle_t handle, int m, int n, const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)A;
    (void)lda;
    (void)percentage;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseDpruneDense2csrByPercentage");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneCsr2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)percentage;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseSpruneCsr2csrByPercentage_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneCsr2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)percentage;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)info;
    (void)pBufferSizeInBytes;
    sim_unsupported("cusparseDpruneCsr2csrByPercentage_bufferSizeExt");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneCsr2csrNnzByPercentage(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)percentage;
    (void)descrC;
    (void)csrSortedRowPtrC;
    (void)nnzTotalDevHostPtr;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseSpruneCsr2csrNnzByPercentage");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneCsr2csrNnzByPercentage(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)percentage;
    (void)descrC;
    (void)csrSortedRowPtrC;
    (void)nnzTotalDevHostPtr;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseDpruneCsr2csrNnzByPercentage");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpruneCsr2csrByPercentage(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)percentage;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseSpruneCsr2csrByPercentage");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDpruneCsr2csrByPercentage(cusparseHandle_t handle, int m, int n, int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA, const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnzA;
    (void)descrA;
    (void)csrSortedValA;
    (void)csrSortedRowPtrA;
    (void)csrSortedColIndA;
    (void)percentage;
    (void)descrC;
    (void)csrSortedValC;
    (void)csrSortedRowPtrC;
    (void)csrSortedColIndC;
    (void)info;
    (void)pBuffer;
    sim_unsupported("cusparseDpruneCsr2csrByPercentage");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCsr2cscEx2(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, void *buffer)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)cscVal;
    (void)cscColPtr;
    (void)cscRowInd;
    (void)valType;
    (void)copyValues;
    (void)idxBase;
    (void)alg;
    (void)buffer;
    sim_unsupported("cusparseCsr2cscEx2");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCsr2cscEx2_bufferSize(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal, const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr, int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues, cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, size_t *bufferSize)
{
    (void)handle;
    (void)m;
    (void)n;
    (void)nnz;
    (void)csrVal;
    (void)csrRowPtr;
    (void)csrColInd;
    (void)cscVal;
    (void)cscColPtr;
    (void)cscRowInd;
    (void)valType;
    (void)copyValues;
    (void)idxBase;
    (void)alg;
    (void)bufferSize;
    sim_unsupported("cusparseCsr2cscEx2_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateSpVec(cusparseSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, void *indices, void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spVecDescr;
    (void)size;
    (void)nnz;
    (void)indices;
    (void)values;
    (void)idxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateSpVec");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateConstSpVec(cusparseConstSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, const void *indices, const void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spVecDescr;
    (void)size;
    (void)nnz;
    (void)indices;
    (void)values;
    (void)idxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateConstSpVec");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroySpVec(cusparseConstSpVecDescr_t spVecDescr)
{
    (void)spVecDescr;
    sim_unsupported("cusparseDestroySpVec");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpVecGet(cusparseSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, void **indices, void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    (void)spVecDescr;
    (void)size;
    (void)nnz;
    (void)indices;
    (void)values;
    (void)idxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseSpVecGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseConstSpVecGet(cusparseConstSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, const void **indices, const void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    (void)spVecDescr;
    (void)size;
    (void)nnz;
    (void)indices;
    (void)values;
    (void)idxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseConstSpVecGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpVecGetIndexBase(cusparseConstSpVecDescr_t spVecDescr, cusparseIndexBase_t *idxBase)
{
    (void)spVecDescr;
    (void)idxBase;
    sim_unsupported("cusparseSpVecGetIndexBase");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpVecGetValues(cusparseSpVecDescr_t spVecDescr, void **values)
{
    (void)spVecDescr;
    (void)values;
    sim_unsupported("cusparseSpVecGetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseConstSpVecGetValues(cusparseConstSpVecDescr_t spVecDescr, const void **values)
{
    (void)spVecDescr;
    (void)values;
    sim_unsupported("cusparseConstSpVecGetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpVecSetValues(cusparseSpVecDescr_t spVecDescr, void *values)
{
    (void)spVecDescr;
    (void)values;
    sim_unsupported("cusparseSpVecSetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *dnVecDescr, int64_t size, void *values, cudaDataType valueType)
{
    (void)dnVecDescr;
    (void)size;
    (void)values;
    (void)valueType;
    sim_unsupported("cusparseCreateDnVec");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateConstDnVec(cusparseConstDnVecDescr_t *dnVecDescr, int64_t size, const void *values, cudaDataType valueType)
{
    (void)dnVecDescr;
    (void)size;
    (void)values;
    (void)valueType;
    sim_unsupported("cusparseCreateConstDnVec");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t dnVecDescr)
{
    (void)dnVecDescr;
    sim_unsupported("cusparseDestroyDnVec");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t dnVecDescr, int64_t *size, void **values, cudaDataType *valueType)
{
    (void)dnVecDescr;
    (void)size;
    (void)values;
    (void)valueType;
    sim_unsupported("cusparseDnVecGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseConstDnVecGet(cusparseConstDnVecDescr_t dnVecDescr, int64_t *size, const void **values, cudaDataType *valueType)
{
    (void)dnVecDescr;
    (void)size;
    (void)values;
    (void)valueType;
    sim_unsupported("cusparseConstDnVecGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDnVecGetValues(cusparseDnVecDescr_t dnVecDescr, void **values)
{
    (void)dnVecDescr;
    (void)values;
    sim_unsupported("cusparseDnVecGetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseConstDnVecGetValues(cusparseConstDnVecDescr_t dnVecDescr, const void **values)
{
    (void)dnVecDescr;
    (void)values;
    sim_unsupported("cusparseConstDnVecGetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDnVecSetValues(cusparseDnVecDescr_t dnVecDescr, void *values)
{
    (void)dnVecDescr;
    (void)values;
    sim_unsupported("cusparseDnVecSetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t spMatDescr)
{
    (void)spMatDescr;
    sim_unsupported("cusparseDestroySpMat");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t spMatDescr, cusparseFormat_t *format)
{
    (void)spMatDescr;
    (void)format;
    sim_unsupported("cusparseSpMatGetFormat");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t spMatDescr, cusparseIndexBase_t *idxBase)
{
    (void)spMatDescr;
    (void)idxBase;
    sim_unsupported("cusparseSpMatGetIndexBase");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMatGetValues(cusparseSpMatDescr_t spMatDescr, void **values)
{
    (void)spMatDescr;
    (void)values;
    sim_unsupported("cusparseSpMatGetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseConstSpMatGetValues(cusparseConstSpMatDescr_t spMatDescr, const void **values)
{
    (void)spMatDescr;
    (void)values;
    sim_unsupported("cusparseConstSpMatGetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMatSetValues(cusparseSpMatDescr_t spMatDescr, void *values)
{
    (void)spMatDescr;
    (void)values;
    sim_unsupported("cusparseSpMatSetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMatGetSize(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    sim_unsupported("cusparseSpMatGetSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMatGetStridedBatch(cusparseConstSpMatDescr_t spMatDescr, int *batchCount)
{
    (void)spMatDescr;
    (void)batchCount;
    sim_unsupported("cusparseSpMatGetStridedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCooSetStridedBatch(cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t batchStride)
{
    (void)spMatDescr;
    (void)batchCount;
    (void)batchStride;
    sim_unsupported("cusparseCooSetStridedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCsrSetStridedBatch(cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t columnsValuesBatchStride)
{
    (void)spMatDescr;
    (void)batchCount;
    (void)offsetsBatchStride;
    (void)columnsValuesBatchStride;
    sim_unsupported("cusparseCsrSetStridedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseBsrSetStridedBatch(cusparseSpMatDescr_t spMatDescr, int batchCount, int64_t offsetsBatchStride, int64_t columnsBatchStride, int64_t ValuesBatchStride)
{
    (void)spMatDescr;
    (void)batchCount;
    (void)offsetsBatchStride;
    (void)columnsBatchStride;
    (void)ValuesBatchStride;
    sim_unsupported("cusparseBsrSetStridedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize)
{
    (void)spMatDescr;
    (void)attribute;
    (void)data;
    (void)dataSize;
    sim_unsupported("cusparseSpMatGetAttribute");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMatSetAttribute(cusparseSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute, void *data, size_t dataSize)
{
    (void)spMatDescr;
    (void)attribute;
    (void)data;
    (void)dataSize;
    sim_unsupported("cusparseSpMatSetAttribute");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *csrRowOffsets, void *csrColInd, void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)csrRowOffsets;
    (void)csrColInd;
    (void)csrValues;
    (void)csrRowOffsetsType;
    (void)csrColIndType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateCsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateConstCsr(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *csrRowOffsets, const void *csrColInd, const void *csrValues, cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)csrRowOffsets;
    (void)csrColInd;
    (void)csrValues;
    (void)csrRowOffsetsType;
    (void)csrColIndType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateConstCsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateCsc(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *cscColOffsets, void *cscRowInd, void *cscValues, cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)cscColOffsets;
    (void)cscRowInd;
    (void)cscValues;
    (void)cscColOffsetsType;
    (void)cscRowIndType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateCsc");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateConstCsc(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *cscColOffsets, const void *cscRowInd, const void *cscValues, cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)cscColOffsets;
    (void)cscRowInd;
    (void)cscValues;
    (void)cscColOffsetsType;
    (void)cscRowIndType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateConstCsc");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCsrGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **csrRowOffsets, void **csrColInd, void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)csrRowOffsets;
    (void)csrColInd;
    (void)csrValues;
    (void)csrRowOffsetsType;
    (void)csrColIndType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCsrGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseConstCsrGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **csrRowOffsets, const void **csrColInd, const void **csrValues, cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)csrRowOffsets;
    (void)csrColInd;
    (void)csrValues;
    (void)csrRowOffsetsType;
    (void)csrColIndType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseConstCsrGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCscGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **cscColOffsets, void **cscRowInd, void **cscValues, cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t *cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)cscColOffsets;
    (void)cscRowInd;
    (void)cscValues;
    (void)cscColOffsetsType;
    (void)cscRowIndType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCscGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseConstCscGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **cscColOffsets, const void **cscRowInd, const void **cscValues, cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t *cscRowIndType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)cscColOffsets;
    (void)cscRowInd;
    (void)cscValues;
    (void)cscColOffsetsType;
    (void)cscRowIndType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseConstCscGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCsrSetPointers(cusparseSpMatDescr_t spMatDescr, void *csrRowOffsets, void *csrColInd, void *csrValues)
{
    (void)spMatDescr;
    (void)csrRowOffsets;
    (void)csrColInd;
    (void)csrValues;
    sim_unsupported("cusparseCsrSetPointers");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCscSetPointers(cusparseSpMatDescr_t spMatDescr, void *cscColOffsets, void *cscRowInd, void *cscValues)
{
    (void)spMatDescr;
    (void)cscColOffsets;
    (void)cscRowInd;
    (void)cscValues;
    sim_unsupported("cusparseCscSetPointers");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateBsr(cusparseSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols, int64_t bnnz, int64_t rowBlockSize, int64_t colBlockSize, void *bsrRowOffsets, void *bsrColInd, void *bsrValues, cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t order)
{
    (void)spMatDescr;
    (void)brows;
    (void)bcols;
    (void)bnnz;
    (void)rowBlockSize;
    (void)colBlockSize;
    (void)bsrRowOffsets;
    (void)bsrColInd;
    (void)bsrValues;
    (void)bsrRowOffsetsType;
    (void)bsrColIndType;
    (void)idxBase;
    (void)valueType;
    (void)order;
    sim_unsupported("cusparseCreateBsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateConstBsr(cusparseConstSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols, int64_t bnnz, int64_t rowBlockDim, int64_t colBlockDim, const void *bsrRowOffsets, const void *bsrColInd, const void *bsrValues, cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType, cusparseOrder_t order)
{
    (void)spMatDescr;
    (void)brows;
    (void)bcols;
    (void)bnnz;
    (void)rowBlockDim;
    (void)colBlockDim;
    (void)bsrRowOffsets;
    (void)bsrColInd;
    (void)bsrValues;
    (void)bsrRowOffsetsType;
    (void)bsrColIndType;
    (void)idxBase;
    (void)valueType;
    (void)order;
    sim_unsupported("cusparseCreateConstBsr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, void *cooRowInd, void *cooColInd, void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)cooRowInd;
    (void)cooColInd;
    (void)cooValues;
    (void)cooIdxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateCoo");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateConstCoo(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, const void *cooRowInd, const void *cooColInd, const void *cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)cooRowInd;
    (void)cooColInd;
    (void)cooValues;
    (void)cooIdxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateConstCoo");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCooGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, void **cooRowInd, void **cooColInd, void **cooValues, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)cooRowInd;
    (void)cooColInd;
    (void)cooValues;
    (void)idxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCooGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseConstCooGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz, const void **cooRowInd, const void **cooColInd, const void **cooValues, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)cooRowInd;
    (void)cooColInd;
    (void)cooValues;
    (void)idxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseConstCooGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCooSetPointers(cusparseSpMatDescr_t spMatDescr, void *cooRows, void *cooColumns, void *cooValues)
{
    (void)spMatDescr;
    (void)cooRows;
    (void)cooColumns;
    (void)cooValues;
    sim_unsupported("cusparseCooSetPointers");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateBlockedEll(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, void *ellColInd, void *ellValue, cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)ellBlockSize;
    (void)ellCols;
    (void)ellColInd;
    (void)ellValue;
    (void)ellIdxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateBlockedEll");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateConstBlockedEll(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, const void *ellColInd, const void *ellValue, cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)ellBlockSize;
    (void)ellCols;
    (void)ellColInd;
    (void)ellValue;
    (void)ellIdxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateConstBlockedEll");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseBlockedEllGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *ellBlockSize, int64_t *ellCols, void **ellColInd, void **ellValue, cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)ellBlockSize;
    (void)ellCols;
    (void)ellColInd;
    (void)ellValue;
    (void)ellIdxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseBlockedEllGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseConstBlockedEllGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *ellBlockSize, int64_t *ellCols, const void **ellColInd, const void **ellValue, cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)ellBlockSize;
    (void)ellCols;
    (void)ellColInd;
    (void)ellValue;
    (void)ellIdxType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseConstBlockedEllGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateSlicedEll(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize, int64_t sliceSize, void *sellSliceOffsets, void *sellColInd, void *sellValues, cusparseIndexType_t sellSliceOffsetsType, cusparseIndexType_t sellColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)sellValuesSize;
    (void)sliceSize;
    (void)sellSliceOffsets;
    (void)sellColInd;
    (void)sellValues;
    (void)sellSliceOffsetsType;
    (void)sellColIndType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateSlicedEll");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateConstSlicedEll(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize, int64_t sliceSize, const void *sellSliceOffsets, const void *sellColInd, const void *sellValues, cusparseIndexType_t sellSliceOffsetsType, cusparseIndexType_t sellColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    (void)spMatDescr;
    (void)rows;
    (void)cols;
    (void)nnz;
    (void)sellValuesSize;
    (void)sliceSize;
    (void)sellSliceOffsets;
    (void)sellColInd;
    (void)sellValues;
    (void)sellSliceOffsetsType;
    (void)sellColIndType;
    (void)idxBase;
    (void)valueType;
    sim_unsupported("cusparseCreateConstSlicedEll");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld, void *values, cudaDataType valueType, cusparseOrder_t order)
{
    (void)dnMatDescr;
    (void)rows;
    (void)cols;
    (void)ld;
    (void)values;
    (void)valueType;
    (void)order;
    sim_unsupported("cusparseCreateDnMat");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseCreateConstDnMat(cusparseConstDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld, const void *values, cudaDataType valueType, cusparseOrder_t order)
{
    (void)dnMatDescr;
    (void)rows;
    (void)cols;
    (void)ld;
    (void)values;
    (void)valueType;
    (void)order;
    sim_unsupported("cusparseCreateConstDnMat");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t dnMatDescr)
{
    (void)dnMatDescr;
    sim_unsupported("cusparseDestroyDnMat");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld, void **values, cudaDataType *type, cusparseOrder_t *order)
{
    (void)dnMatDescr;
    (void)rows;
    (void)cols;
    (void)ld;
    (void)values;
    (void)type;
    (void)order;
    sim_unsupported("cusparseDnMatGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseConstDnMatGet(cusparseConstDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld, const void **values, cudaDataType *type, cusparseOrder_t *order)
{
    (void)dnMatDescr;
    (void)rows;
    (void)cols;
    (void)ld;
    (void)values;
    (void)type;
    (void)order;
    sim_unsupported("cusparseConstDnMatGet");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDnMatGetValues(cusparseDnMatDescr_t dnMatDescr, void **values)
{
    (void)dnMatDescr;
    (void)values;
    sim_unsupported("cusparseDnMatGetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseConstDnMatGetValues(cusparseConstDnMatDescr_t dnMatDescr, const void **values)
{
    (void)dnMatDescr;
    (void)values;
    sim_unsupported("cusparseConstDnMatGetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDnMatSetValues(cusparseDnMatDescr_t dnMatDescr, void *values)
{
    (void)dnMatDescr;
    (void)values;
    sim_unsupported("cusparseDnMatSetValues");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDnMatSetStridedBatch(cusparseDnMatDescr_t dnMatDescr, int batchCount, int64_t batchStride)
{
    (void)dnMatDescr;
    (void)batchCount;
    (void)batchStride;
    sim_unsupported("cusparseDnMatSetStridedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDnMatGetStridedBatch(cusparseConstDnMatDescr_t dnMatDescr, int *batchCount, int64_t *batchStride)
{
    (void)dnMatDescr;
    (void)batchCount;
    (void)batchStride;
    sim_unsupported("cusparseDnMatGetStridedBatch");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseAxpby(cusparseHandle_t handle, const void *alpha, cusparseConstSpVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY)
{
    (void)handle;
    (void)alpha;
    (void)vecX;
    (void)beta;
    (void)vecY;
    sim_unsupported("cusparseAxpby");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseGather(cusparseHandle_t handle, cusparseConstDnVecDescr_t vecY, cusparseSpVecDescr_t vecX)
{
    (void)handle;
    (void)vecY;
    (void)vecX;
    sim_unsupported("cusparseGather");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseScatter(cusparseHandle_t handle, cusparseConstSpVecDescr_t vecX, cusparseDnVecDescr_t vecY)
{
    (void)handle;
    (void)vecX;
    (void)vecY;
    sim_unsupported("cusparseScatter");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseRot(cusparseHandle_t handle, const void *c_coeff, const void *s_coeff, cusparseSpVecDescr_t vecX, cusparseDnVecDescr_t vecY)
{
    (void)handle;
    (void)c_coeff;
    (void)s_coeff;
    (void)vecX;
    (void)vecY;
    sim_unsupported("cusparseRot");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpVV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, const void *result, cudaDataType computeType, size_t *bufferSize)
{
    (void)handle;
    (void)opX;
    (void)vecX;
    (void)vecY;
    (void)result;
    (void)computeType;
    (void)bufferSize;
    sim_unsupported("cusparseSpVV_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpVV(cusparseHandle_t handle, cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, void *result, cudaDataType computeType, void *externalBuffer)
{
    (void)handle;
    (void)opX;
    (void)vecX;
    (void)vecY;
    (void)result;
    (void)computeType;
    (void)externalBuffer;
    sim_unsupported("cusparseSpVV");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSparseToDense_bufferSize(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, size_t *bufferSize)
{
    (void)handle;
    (void)matA;
    (void)matB;
    (void)alg;
    (void)bufferSize;
    sim_unsupported("cusparseSparseToDense_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSparseToDense(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, void *externalBuffer)
{
    (void)handle;
    (void)matA;
    (void)matB;
    (void)alg;
    (void)externalBuffer;
    sim_unsupported("cusparseSparseToDense");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDenseToSparse_bufferSize(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, size_t *bufferSize)
{
    (void)handle;
    (void)matA;
    (void)matB;
    (void)alg;
    (void)bufferSize;
    sim_unsupported("cusparseDenseToSparse_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDenseToSparse_analysis(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer)
{
    (void)handle;
    (void)matA;
    (void)matB;
    (void)alg;
    (void)externalBuffer;
    sim_unsupported("cusparseDenseToSparse_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseDenseToSparse_convert(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg, void *externalBuffer)
{
    (void)handle;
    (void)matA;
    (void)matB;
    (void)alg;
    (void)externalBuffer;
    sim_unsupported("cusparseDenseToSparse_convert");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer)
{
    (void)handle;
    (void)opA;
    (void)alpha;
    (void)matA;
    (void)vecX;
    (void)beta;
    (void)vecY;
    (void)computeType;
    (void)alg;
    (void)externalBuffer;
    sim_unsupported("cusparseSpMV");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, size_t *bufferSize)
{
    (void)handle;
    (void)opA;
    (void)alpha;
    (void)matA;
    (void)vecX;
    (void)beta;
    (void)vecY;
    (void)computeType;
    (void)alg;
    (void)bufferSize;
    sim_unsupported("cusparseSpMV_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMV_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg, void *externalBuffer)
{
    (void)handle;
    (void)opA;
    (void)alpha;
    (void)matA;
    (void)vecX;
    (void)beta;
    (void)vecY;
    (void)computeType;
    (void)alg;
    (void)externalBuffer;
    sim_unsupported("cusparseSpMV_preprocess");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSV_createDescr(cusparseSpSVDescr_t *descr)
{
    (void)descr;
    sim_unsupported("cusparseSpSV_createDescr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSV_destroyDescr(cusparseSpSVDescr_t descr)
{
    (void)descr;
    sim_unsupported("cusparseSpSV_destroyDescr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, size_t *bufferSize)
{
    (void)handle;
    (void)opA;
    (void)alpha;
    (void)matA;
    (void)vecX;
    (void)vecY;
    (void)computeType;
    (void)alg;
    (void)spsvDescr;
    (void)bufferSize;
    sim_unsupported("cusparseSpSV_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSV_analysis(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, void *externalBuffer)
{
    (void)handle;
    (void)opA;
    (void)alpha;
    (void)matA;
    (void)vecX;
    (void)vecY;
    (void)computeType;
    (void)alg;
    (void)spsvDescr;
    (void)externalBuffer;
    sim_unsupported("cusparseSpSV_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSV_solve(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr)
{
    (void)handle;
    (void)opA;
    (void)alpha;
    (void)matA;
    (void)vecX;
    (void)vecY;
    (void)computeType;
    (void)alg;
    (void)spsvDescr;
    sim_unsupported("cusparseSpSV_solve");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSV_updateMatrix(cusparseHandle_t handle, cusparseSpSVDescr_t spsvDescr, void *newValues, cusparseSpSVUpdate_t updatePart)
{
    (void)handle;
    (void)spsvDescr;
    (void)newValues;
    (void)updatePart;
    sim_unsupported("cusparseSpSV_updateMatrix");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSM_createDescr(cusparseSpSMDescr_t *descr)
{
    (void)descr;
    sim_unsupported("cusparseSpSM_createDescr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSM_destroyDescr(cusparseSpSMDescr_t descr)
{
    (void)descr;
    sim_unsupported("cusparseSpSM_destroyDescr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, size_t *bufferSize)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)spsmDescr;
    (void)bufferSize;
    sim_unsupported("cusparseSpSM_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSM_analysis(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr, void *externalBuffer)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)spsmDescr;
    (void)externalBuffer;
    sim_unsupported("cusparseSpSM_analysis");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSM_solve(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)spsmDescr;
    sim_unsupported("cusparseSpSM_solve");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpSM_updateMatrix(cusparseHandle_t handle, cusparseSpSMDescr_t spsmDescr, void *newValues, cusparseSpSMUpdate_t updatePart)
{
    (void)handle;
    (void)spsmDescr;
    (void)newValues;
    (void)updatePart;
    sim_unsupported("cusparseSpSM_updateMatrix");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, size_t *bufferSize)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)beta;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)bufferSize;
    sim_unsupported("cusparseSpMM_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMM_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)beta;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)externalBuffer;
    sim_unsupported("cusparseSpMM_preprocess");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)beta;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)externalBuffer;
    sim_unsupported("cusparseSpMM");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t *descr)
{
    (void)descr;
    sim_unsupported("cusparseSpGEMM_createDescr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t descr)
{
    (void)descr;
    sim_unsupported("cusparseSpGEMM_destroyDescr");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpGEMM_workEstimation(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)beta;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)spgemmDescr;
    (void)bufferSize1;
    (void)externalBuffer1;
    sim_unsupported("cusparseSpGEMM_workEstimation");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpGEMM_getNumProducts(cusparseSpGEMMDescr_t spgemmDescr, int64_t *num_prods)
{
    (void)spgemmDescr;
    (void)num_prods;
    sim_unsupported("cusparseSpGEMM_getNumProducts");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpGEMM_estimateMemory(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, float chunk_fraction, size_t *bufferSize3, void *externalBuffer3, size_t *bufferSize2)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)beta;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)spgemmDescr;
    (void)chunk_fraction;
    (void)bufferSize3;
    (void)externalBuffer3;
    (void)bufferSize2;
    sim_unsupported("cusparseSpGEMM_estimateMemory");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpGEMM_compute(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)beta;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)spgemmDescr;
    (void)bufferSize2;
    (void)externalBuffer2;
    sim_unsupported("cusparseSpGEMM_compute");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpGEMM_copy(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)beta;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)spgemmDescr;
    sim_unsupported("cusparseSpGEMM_copy");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpGEMMreuse_workEstimation(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1, void *externalBuffer1)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)matA;
    (void)matB;
    (void)matC;
    (void)alg;
    (void)spgemmDescr;
    (void)bufferSize1;
    (void)externalBuffer1;
    sim_unsupported("cusparseSpGEMMreuse_workEstimation");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpGEMMreuse_nnz(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2, void *externalBuffer2, size_t *bufferSize3, void *externalBuffer3, size_t *bufferSize4, void *externalBuffer4)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)matA;
    (void)matB;
    (void)matC;
    (void)alg;
    (void)spgemmDescr;
    (void)bufferSize2;
    (void)externalBuffer2;
    (void)bufferSize3;
    (void)externalBuffer3;
    (void)bufferSize4;
    (void)externalBuffer4;
    sim_unsupported("cusparseSpGEMMreuse_nnz");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpGEMMreuse_copy(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize5, void *externalBuffer5)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)matA;
    (void)matB;
    (void)matC;
    (void)alg;
    (void)spgemmDescr;
    (void)bufferSize5;
    (void)externalBuffer5;
    sim_unsupported("cusparseSpGEMMreuse_copy");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpGEMMreuse_compute(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)beta;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)spgemmDescr;
    sim_unsupported("cusparseSpGEMMreuse_compute");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSDDMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, size_t *bufferSize)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)beta;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)bufferSize;
    sim_unsupported("cusparseSDDMM_bufferSize");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSDDMM_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)beta;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)externalBuffer;
    sim_unsupported("cusparseSDDMM_preprocess");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSDDMM(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha, cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer)
{
    (void)handle;
    (void)opA;
    (void)opB;
    (void)alpha;
    (void)matA;
    (void)matB;
    (void)beta;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)externalBuffer;
    sim_unsupported("cusparseSDDMM");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMMOp_createPlan(cusparseHandle_t handle, cusparseSpMMOpPlan_t *plan, cusparseOperation_t opA, cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMOpAlg_t alg, const void *addOperationNvvmBuffer, size_t addOperationBufferSize, const void *mulOperationNvvmBuffer, size_t mulOperationBufferSize, const void *epilogueNvvmBuffer, size_t epilogueBufferSize, size_t *SpMMWorkspaceSize)
{
    (void)handle;
    (void)plan;
    (void)opA;
    (void)opB;
    (void)matA;
    (void)matB;
    (void)matC;
    (void)computeType;
    (void)alg;
    (void)addOperationNvvmBuffer;
    (void)addOperationBufferSize;
    (void)mulOperationNvvmBuffer;
    (void)mulOperationBufferSize;
    (void)epilogueNvvmBuffer;
    (void)epilogueBufferSize;
    (void)SpMMWorkspaceSize;
    sim_unsupported("cusparseSpMMOp_createPlan");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMMOp(cusparseSpMMOpPlan_t plan, void *externalBuffer)
{
    (void)plan;
    (void)externalBuffer;
    sim_unsupported("cusparseSpMMOp");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}
__attribute__((weak)) cusparseStatus_t cusparseSpMMOp_destroyPlan(cusparseSpMMOpPlan_t plan)
{
    (void)plan;
    sim_unsupported("cusparseSpMMOp_destroyPlan");
    return CUSPARSE_STATUS_NOT_SUPPORTED;
}

/* driver */
__attribute__((weak)) CUresult cuGetErrorString(CUresult error, const char **pStr)
{
    (void)error;
    (void)pStr;
    sim_unsupported("cuGetErrorString");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGetErrorName(CUresult error, const char **pStr)
{
    (void)error;
    (void)pStr;
    sim_unsupported("cuGetErrorName");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuInit(unsigned int Flags)
{
    (void)Flags;
    sim_unsupported("cuInit");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDriverGetVersion(int *driverVersion)
{
    (void)driverVersion;
    sim_unsupported("cuDriverGetVersion");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGet(CUdevice *device, int ordinal)
{
    (void)device;
    (void)ordinal;
    sim_unsupported("cuDeviceGet");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetCount(int *count)
{
    (void)count;
    sim_unsupported("cuDeviceGetCount");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetName(char *name, int len, CUdevice dev)
{
    (void)name;
    (void)len;
    (void)dev;
    sim_unsupported("cuDeviceGetName");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetUuid_v2(CUuuid *uuid, CUdevice dev)
{
    (void)uuid;
    (void)dev;
    sim_unsupported("cuDeviceGetUuid");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev)
{
    (void)luid;
    (void)deviceNodeMask;
    (void)dev;
    sim_unsupported("cuDeviceGetLuid");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev)
{
    (void)bytes;
    (void)dev;
    sim_unsupported("cuDeviceTotalMem");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, CUarray_format format, unsigned int numChannels, CUdevice dev)
{
    (void)maxWidthInElements;
    (void)format;
    (void)numChannels;
    (void)dev;
    sim_unsupported("cuDeviceGetTexture1DLinearMaxWidth");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev)
{
    (void)pi;
    (void)attrib;
    (void)dev;
    sim_unsupported("cuDeviceGetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice dev)
{
    (void)capabilities;
    (void)operations;
    (void)count;
    (void)dev;
    sim_unsupported("cuDeviceGetHostAtomicCapabilities");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, CUdevice dev, int flags)
{
    (void)nvSciSyncAttrList;
    (void)dev;
    (void)flags;
    sim_unsupported("cuDeviceGetNvSciSyncAttributes");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool)
{
    (void)dev;
    (void)pool;
    sim_unsupported("cuDeviceSetMemPool");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev)
{
    (void)pool;
    (void)dev;
    sim_unsupported("cuDeviceGetMemPool");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetDefaultMemPool(CUmemoryPool *pool_out, CUdevice dev)
{
    (void)pool_out;
    (void)dev;
    sim_unsupported("cuDeviceGetDefaultMemPool");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetExecAffinitySupport(int *pi, CUexecAffinityType type, CUdevice dev)
{
    (void)pi;
    (void)type;
    (void)dev;
    sim_unsupported("cuDeviceGetExecAffinitySupport");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFlushGPUDirectRDMAWrites(CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    (void)target;
    (void)scope;
    sim_unsupported("cuFlushGPUDirectRDMAWrites");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetProperties(CUdevprop *prop, CUdevice dev)
{
    (void)prop;
    (void)dev;
    sim_unsupported("cuDeviceGetProperties");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceComputeCapability(int *major, int *minor, CUdevice dev)
{
    (void)major;
    (void)minor;
    (void)dev;
    sim_unsupported("cuDeviceComputeCapability");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    (void)pctx;
    (void)dev;
    sim_unsupported("cuDevicePrimaryCtxRetain");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevicePrimaryCtxRelease_v2(CUdevice dev)
{
    (void)dev;
    sim_unsupported("cuDevicePrimaryCtxRelease");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevicePrimaryCtxSetFlags_v2(CUdevice dev, unsigned int flags)
{
    (void)dev;
    (void)flags;
    sim_unsupported("cuDevicePrimaryCtxSetFlags");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active)
{
    (void)dev;
    (void)flags;
    (void)active;
    sim_unsupported("cuDevicePrimaryCtxGetState");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevicePrimaryCtxReset_v2(CUdevice dev)
{
    (void)dev;
    sim_unsupported("cuDevicePrimaryCtxReset");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxCreate_v4(CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev)
{
    (void)pctx;
    (void)ctxCreateParams;
    (void)flags;
    (void)dev;
    sim_unsupported("cuCtxCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxDestroy_v2(CUcontext ctx)
{
    (void)ctx;
    sim_unsupported("cuCtxDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxPushCurrent_v2(CUcontext ctx)
{
    (void)ctx;
    sim_unsupported("cuCtxPushCurrent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxPopCurrent_v2(CUcontext *pctx)
{
    (void)pctx;
    sim_unsupported("cuCtxPopCurrent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSetCurrent(CUcontext ctx)
{
    (void)ctx;
    sim_unsupported("cuCtxSetCurrent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetCurrent(CUcontext *pctx)
{
    (void)pctx;
    sim_unsupported("cuCtxGetCurrent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetDevice(CUdevice *device)
{
    (void)device;
    sim_unsupported("cuCtxGetDevice");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx)
{
    (void)device;
    (void)ctx;
    sim_unsupported("cuCtxGetDevice_v2");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetFlags(unsigned int *flags)
{
    (void)flags;
    sim_unsupported("cuCtxGetFlags");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSetFlags(unsigned int flags)
{
    (void)flags;
    sim_unsupported("cuCtxSetFlags");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetId(CUcontext ctx, unsigned long long *ctxId)
{
    (void)ctx;
    (void)ctxId;
    sim_unsupported("cuCtxGetId");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSynchronize(void)
{
    sim_unsupported("cuCtxSynchronize");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSynchronize_v2(CUcontext ctx)
{
    (void)ctx;
    sim_unsupported("cuCtxSynchronize_v2");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSetLimit(CUlimit limit, size_t value)
{
    (void)limit;
    (void)value;
    sim_unsupported("cuCtxSetLimit");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetLimit(size_t *pvalue, CUlimit limit)
{
    (void)pvalue;
    (void)limit;
    sim_unsupported("cuCtxGetLimit");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetCacheConfig(CUfunc_cache *pconfig)
{
    (void)pconfig;
    sim_unsupported("cuCtxGetCacheConfig");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSetCacheConfig(CUfunc_cache config)
{
    (void)config;
    sim_unsupported("cuCtxSetCacheConfig");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetApiVersion(CUcontext ctx, unsigned int *version)
{
    (void)ctx;
    (void)version;
    sim_unsupported("cuCtxGetApiVersion");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    (void)leastPriority;
    (void)greatestPriority;
    sim_unsupported("cuCtxGetStreamPriorityRange");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxResetPersistingL2Cache(void)
{
    sim_unsupported("cuCtxResetPersistingL2Cache");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetExecAffinity(CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    (void)pExecAffinity;
    (void)type;
    sim_unsupported("cuCtxGetExecAffinity");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent)
{
    (void)hCtx;
    (void)hEvent;
    sim_unsupported("cuCtxRecordEvent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent)
{
    (void)hCtx;
    (void)hEvent;
    sim_unsupported("cuCtxWaitEvent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxAttach(CUcontext *pctx, unsigned int flags)
{
    (void)pctx;
    (void)flags;
    sim_unsupported("cuCtxAttach");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxDetach(CUcontext ctx)
{
    (void)ctx;
    sim_unsupported("cuCtxDetach");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetSharedMemConfig(CUsharedconfig *pConfig)
{
    (void)pConfig;
    sim_unsupported("cuCtxGetSharedMemConfig");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxSetSharedMemConfig(CUsharedconfig config)
{
    (void)config;
    sim_unsupported("cuCtxSetSharedMemConfig");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleLoad(CUmodule *module, const char *fname)
{
    (void)module;
    (void)fname;
    sim_unsupported("cuModuleLoad");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleLoadData(CUmodule *module, const void *image)
{
    (void)module;
    (void)image;
    sim_unsupported("cuModuleLoadData");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    (void)module;
    (void)image;
    (void)numOptions;
    (void)options;
    (void)optionValues;
    sim_unsupported("cuModuleLoadDataEx");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin)
{
    (void)module;
    (void)fatCubin;
    sim_unsupported("cuModuleLoadFatBinary");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleUnload(CUmodule hmod)
{
    (void)hmod;
    sim_unsupported("cuModuleUnload");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetLoadingMode(CUmoduleLoadingMode *mode)
{
    (void)mode;
    sim_unsupported("cuModuleGetLoadingMode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name)
{
    (void)hfunc;
    (void)hmod;
    (void)name;
    sim_unsupported("cuModuleGetFunction");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetFunctionCount(unsigned int *count, CUmodule mod)
{
    (void)count;
    (void)mod;
    sim_unsupported("cuModuleGetFunctionCount");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleEnumerateFunctions(CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    (void)functions;
    (void)numFunctions;
    (void)mod;
    sim_unsupported("cuModuleEnumerateFunctions");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetGlobal_v2(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    (void)dptr;
    (void)bytes;
    (void)hmod;
    (void)name;
    sim_unsupported("cuModuleGetGlobal");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLinkCreate_v2(unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    (void)numOptions;
    (void)options;
    (void)optionValues;
    (void)stateOut;
    sim_unsupported("cuLinkCreate");
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
    sim_unsupported("cuLinkAddData");
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
    sim_unsupported("cuLinkAddFile");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    (void)state;
    (void)cubinOut;
    (void)sizeOut;
    sim_unsupported("cuLinkComplete");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLinkDestroy(CUlinkState state)
{
    (void)state;
    sim_unsupported("cuLinkDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetTexRef(CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    (void)pTexRef;
    (void)hmod;
    (void)name;
    sim_unsupported("cuModuleGetTexRef");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetSurfRef(CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    (void)pSurfRef;
    (void)hmod;
    (void)name;
    sim_unsupported("cuModuleGetSurfRef");
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
    sim_unsupported("cuLibraryLoadData");
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
    sim_unsupported("cuLibraryLoadFromFile");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryUnload(CUlibrary library)
{
    (void)library;
    sim_unsupported("cuLibraryUnload");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name)
{
    (void)pKernel;
    (void)library;
    (void)name;
    sim_unsupported("cuLibraryGetKernel");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib)
{
    (void)count;
    (void)lib;
    sim_unsupported("cuLibraryGetKernelCount");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary lib)
{
    (void)kernels;
    (void)numKernels;
    (void)lib;
    sim_unsupported("cuLibraryEnumerateKernels");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetModule(CUmodule *pMod, CUlibrary library)
{
    (void)pMod;
    (void)library;
    sim_unsupported("cuLibraryGetModule");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel)
{
    (void)pFunc;
    (void)kernel;
    sim_unsupported("cuKernelGetFunction");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel)
{
    (void)pLib;
    (void)kernel;
    sim_unsupported("cuKernelGetLibrary");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    (void)dptr;
    (void)bytes;
    (void)library;
    (void)name;
    sim_unsupported("cuLibraryGetGlobal");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    (void)dptr;
    (void)bytes;
    (void)library;
    (void)name;
    sim_unsupported("cuLibraryGetManaged");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLibraryGetUnifiedFunction(void **fptr, CUlibrary library, const char *symbol)
{
    (void)fptr;
    (void)library;
    (void)symbol;
    sim_unsupported("cuLibraryGetUnifiedFunction");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev)
{
    (void)pi;
    (void)attrib;
    (void)kernel;
    (void)dev;
    sim_unsupported("cuKernelGetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev)
{
    (void)attrib;
    (void)val;
    (void)kernel;
    (void)dev;
    sim_unsupported("cuKernelSetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev)
{
    (void)kernel;
    (void)config;
    (void)dev;
    sim_unsupported("cuKernelSetCacheConfig");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelGetName(const char **name, CUkernel hfunc)
{
    (void)name;
    (void)hfunc;
    sim_unsupported("cuKernelGetName");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    (void)kernel;
    (void)paramIndex;
    (void)paramOffset;
    (void)paramSize;
    sim_unsupported("cuKernelGetParamInfo");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetInfo_v2(size_t *free, size_t *total)
{
    (void)free;
    (void)total;
    sim_unsupported("cuMemGetInfo");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize)
{
    (void)dptr;
    (void)bytesize;
    sim_unsupported("cuMemAlloc");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAllocPitch_v2(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    (void)dptr;
    (void)pPitch;
    (void)WidthInBytes;
    (void)Height;
    (void)ElementSizeBytes;
    sim_unsupported("cuMemAllocPitch");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemFree_v2(CUdeviceptr dptr)
{
    (void)dptr;
    sim_unsupported("cuMemFree");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetAddressRange_v2(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    (void)pbase;
    (void)psize;
    (void)dptr;
    sim_unsupported("cuMemGetAddressRange");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAllocHost_v2(void **pp, size_t bytesize)
{
    (void)pp;
    (void)bytesize;
    sim_unsupported("cuMemAllocHost");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemFreeHost(void *p)
{
    (void)p;
    sim_unsupported("cuMemFreeHost");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags)
{
    (void)pp;
    (void)bytesize;
    (void)Flags;
    sim_unsupported("cuMemHostAlloc");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    (void)pdptr;
    (void)p;
    (void)Flags;
    sim_unsupported("cuMemHostGetDevicePointer");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemHostGetFlags(unsigned int *pFlags, void *p)
{
    (void)pFlags;
    (void)p;
    sim_unsupported("cuMemHostGetFlags");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    (void)dptr;
    (void)bytesize;
    (void)flags;
    sim_unsupported("cuMemAllocManaged");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceRegisterAsyncNotification(CUdevice device, CUasyncCallback callbackFunc, void *userData, CUasyncCallbackHandle *callback)
{
    (void)device;
    (void)callbackFunc;
    (void)userData;
    (void)callback;
    sim_unsupported("cuDeviceRegisterAsyncNotification");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceUnregisterAsyncNotification(CUdevice device, CUasyncCallbackHandle callback)
{
    (void)device;
    (void)callback;
    sim_unsupported("cuDeviceUnregisterAsyncNotification");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetByPCIBusId(CUdevice *dev, const char *pciBusId)
{
    (void)dev;
    (void)pciBusId;
    sim_unsupported("cuDeviceGetByPCIBusId");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev)
{
    (void)pciBusId;
    (void)len;
    (void)dev;
    sim_unsupported("cuDeviceGetPCIBusId");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event)
{
    (void)pHandle;
    (void)event;
    sim_unsupported("cuIpcGetEventHandle");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle)
{
    (void)phEvent;
    (void)handle;
    sim_unsupported("cuIpcOpenEventHandle");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    (void)pHandle;
    (void)dptr;
    sim_unsupported("cuIpcGetMemHandle");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuIpcOpenMemHandle_v2(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    (void)pdptr;
    (void)handle;
    (void)Flags;
    sim_unsupported("cuIpcOpenMemHandle");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuIpcCloseMemHandle(CUdeviceptr dptr)
{
    (void)dptr;
    sim_unsupported("cuIpcCloseMemHandle");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemHostRegister_v2(void *p, size_t bytesize, unsigned int Flags)
{
    (void)p;
    (void)bytesize;
    (void)Flags;
    sim_unsupported("cuMemHostRegister");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemHostUnregister(void *p)
{
    (void)p;
    sim_unsupported("cuMemHostUnregister");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    (void)dst;
    (void)src;
    (void)ByteCount;
    sim_unsupported("cuMemcpy");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpy_ptds(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount);
__attribute__((weak)) CUresult cuMemcpy_ptds(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    return cuMemcpy(dst, src, ByteCount);
}
__attribute__((weak)) CUresult cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    (void)dstDevice;
    (void)dstContext;
    (void)srcDevice;
    (void)srcContext;
    (void)ByteCount;
    sim_unsupported("cuMemcpyPeer");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyPeer_ptds(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount);
__attribute__((weak)) CUresult cuMemcpyPeer_ptds(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    return cuMemcpyPeer(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}
__attribute__((weak)) CUresult cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    (void)dstDevice;
    (void)srcHost;
    (void)ByteCount;
    sim_unsupported("cuMemcpyHtoD");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyHtoD_v2_ptds(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);
__attribute__((weak)) CUresult cuMemcpyHtoD_v2_ptds(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    return cuMemcpyHtoD_v2(dstDevice, srcHost, ByteCount);
}
__attribute__((weak)) CUresult cuMemcpyDtoH_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    (void)dstHost;
    (void)srcDevice;
    (void)ByteCount;
    sim_unsupported("cuMemcpyDtoH");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyDtoH_v2_ptds(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount);
__attribute__((weak)) CUresult cuMemcpyDtoH_v2_ptds(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    return cuMemcpyDtoH_v2(dstHost, srcDevice, ByteCount);
}
__attribute__((weak)) CUresult cuMemcpyDtoD_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    (void)dstDevice;
    (void)srcDevice;
    (void)ByteCount;
    sim_unsupported("cuMemcpyDtoD");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyDtoD_v2_ptds(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount);
__attribute__((weak)) CUresult cuMemcpyDtoD_v2_ptds(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    return cuMemcpyDtoD_v2(dstDevice, srcDevice, ByteCount);
}
__attribute__((weak)) CUresult cuMemcpyDtoA_v2(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcDevice;
    (void)ByteCount;
    sim_unsupported("cuMemcpyDtoA");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyDtoA_v2_ptds(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount);
__attribute__((weak)) CUresult cuMemcpyDtoA_v2_ptds(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    return cuMemcpyDtoA_v2(dstArray, dstOffset, srcDevice, ByteCount);
}
__attribute__((weak)) CUresult cuMemcpyAtoD_v2(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    (void)dstDevice;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    sim_unsupported("cuMemcpyAtoD");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyAtoD_v2_ptds(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount);
__attribute__((weak)) CUresult cuMemcpyAtoD_v2_ptds(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return cuMemcpyAtoD_v2(dstDevice, srcArray, srcOffset, ByteCount);
}
__attribute__((weak)) CUresult cuMemcpyHtoA_v2(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcHost;
    (void)ByteCount;
    sim_unsupported("cuMemcpyHtoA");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyHtoA_v2_ptds(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount);
__attribute__((weak)) CUresult cuMemcpyHtoA_v2_ptds(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    return cuMemcpyHtoA_v2(dstArray, dstOffset, srcHost, ByteCount);
}
__attribute__((weak)) CUresult cuMemcpyAtoH_v2(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    (void)dstHost;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    sim_unsupported("cuMemcpyAtoH");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyAtoH_v2_ptds(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount);
__attribute__((weak)) CUresult cuMemcpyAtoH_v2_ptds(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return cuMemcpyAtoH_v2(dstHost, srcArray, srcOffset, ByteCount);
}
__attribute__((weak)) CUresult cuMemcpyAtoA_v2(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    sim_unsupported("cuMemcpyAtoA");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyAtoA_v2_ptds(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount);
__attribute__((weak)) CUresult cuMemcpyAtoA_v2_ptds(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return cuMemcpyAtoA_v2(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}
__attribute__((weak)) CUresult cuMemcpy2D_v2(const CUDA_MEMCPY2D *pCopy)
{
    (void)pCopy;
    sim_unsupported("cuMemcpy2D");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpy2D_v2_ptds(const CUDA_MEMCPY2D *pCopy);
__attribute__((weak)) CUresult cuMemcpy2D_v2_ptds(const CUDA_MEMCPY2D *pCopy)
{
    return cuMemcpy2D_v2(pCopy);
}
__attribute__((weak)) CUresult cuMemcpy2DUnaligned_v2(const CUDA_MEMCPY2D *pCopy)
{
    (void)pCopy;
    sim_unsupported("cuMemcpy2DUnaligned");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpy2DUnaligned_v2_ptds(const CUDA_MEMCPY2D *pCopy);
__attribute__((weak)) CUresult cuMemcpy2DUnaligned_v2_ptds(const CUDA_MEMCPY2D *pCopy)
{
    return cuMemcpy2DUnaligned_v2(pCopy);
}
__attribute__((weak)) CUresult cuMemcpy3D_v2(const CUDA_MEMCPY3D *pCopy)
{
    (void)pCopy;
    sim_unsupported("cuMemcpy3D");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpy3D_v2_ptds(const CUDA_MEMCPY3D *pCopy);
__attribute__((weak)) CUresult cuMemcpy3D_v2_ptds(const CUDA_MEMCPY3D *pCopy)
{
    return cuMemcpy3D_v2(pCopy);
}
__attribute__((weak)) CUresult cuMemcpy3DPeer(const CUDA_MEMCPY3D_PEER *pCopy)
{
    (void)pCopy;
    sim_unsupported("cuMemcpy3DPeer");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpy3DPeer_ptds(const CUDA_MEMCPY3D_PEER *pCopy);
__attribute__((weak)) CUresult cuMemcpy3DPeer_ptds(const CUDA_MEMCPY3D_PEER *pCopy)
{
    return cuMemcpy3DPeer(pCopy);
}
__attribute__((weak)) CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    (void)dst;
    (void)src;
    (void)ByteCount;
    (void)hStream;
    sim_unsupported("cuMemcpyAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyAsync_ptsz(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpyAsync_ptsz(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    return cuMemcpyAsync(dst, src, ByteCount, hStream);
}
__attribute__((weak)) CUresult cuMemcpyPeerAsync(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    (void)dstDevice;
    (void)dstContext;
    (void)srcDevice;
    (void)srcContext;
    (void)ByteCount;
    (void)hStream;
    sim_unsupported("cuMemcpyPeerAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyPeerAsync_ptsz(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpyPeerAsync_ptsz(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    return cuMemcpyPeerAsync(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}
__attribute__((weak)) CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    (void)dstDevice;
    (void)srcHost;
    (void)ByteCount;
    (void)hStream;
    sim_unsupported("cuMemcpyHtoDAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyHtoDAsync_v2_ptsz(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpyHtoDAsync_v2_ptsz(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    return cuMemcpyHtoDAsync_v2(dstDevice, srcHost, ByteCount, hStream);
}
__attribute__((weak)) CUresult cuMemcpyDtoHAsync_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    (void)dstHost;
    (void)srcDevice;
    (void)ByteCount;
    (void)hStream;
    sim_unsupported("cuMemcpyDtoHAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyDtoHAsync_v2_ptsz(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpyDtoHAsync_v2_ptsz(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    return cuMemcpyDtoHAsync_v2(dstHost, srcDevice, ByteCount, hStream);
}
__attribute__((weak)) CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    (void)dstDevice;
    (void)srcDevice;
    (void)ByteCount;
    (void)hStream;
    sim_unsupported("cuMemcpyDtoDAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyDtoDAsync_v2_ptsz(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpyDtoDAsync_v2_ptsz(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    return cuMemcpyDtoDAsync_v2(dstDevice, srcDevice, ByteCount, hStream);
}
__attribute__((weak)) CUresult cuMemcpyHtoAAsync_v2(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    (void)dstArray;
    (void)dstOffset;
    (void)srcHost;
    (void)ByteCount;
    (void)hStream;
    sim_unsupported("cuMemcpyHtoAAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyHtoAAsync_v2_ptsz(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpyHtoAAsync_v2_ptsz(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    return cuMemcpyHtoAAsync_v2(dstArray, dstOffset, srcHost, ByteCount, hStream);
}
__attribute__((weak)) CUresult cuMemcpyAtoHAsync_v2(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    (void)dstHost;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    (void)hStream;
    sim_unsupported("cuMemcpyAtoHAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyAtoHAsync_v2_ptsz(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpyAtoHAsync_v2_ptsz(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    return cuMemcpyAtoHAsync_v2(dstHost, srcArray, srcOffset, ByteCount, hStream);
}
__attribute__((weak)) CUresult cuMemcpy2DAsync_v2(const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    (void)pCopy;
    (void)hStream;
    sim_unsupported("cuMemcpy2DAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpy2DAsync_v2_ptsz(const CUDA_MEMCPY2D *pCopy, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpy2DAsync_v2_ptsz(const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    return cuMemcpy2DAsync_v2(pCopy, hStream);
}
__attribute__((weak)) CUresult cuMemcpy3DAsync_v2(const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    (void)pCopy;
    (void)hStream;
    sim_unsupported("cuMemcpy3DAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpy3DAsync_v2_ptsz(const CUDA_MEMCPY3D *pCopy, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpy3DAsync_v2_ptsz(const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    return cuMemcpy3DAsync_v2(pCopy, hStream);
}
__attribute__((weak)) CUresult cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    (void)pCopy;
    (void)hStream;
    sim_unsupported("cuMemcpy3DPeerAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpy3DPeerAsync_ptsz(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpy3DPeerAsync_ptsz(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    return cuMemcpy3DPeerAsync(pCopy, hStream);
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
    sim_unsupported("cuMemcpyBatchAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpyBatchAsync_v2_ptsz(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpyBatchAsync_v2_ptsz(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    return cuMemcpyBatchAsync_v2(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}
__attribute__((weak)) CUresult cuMemcpy3DBatchAsync_v2(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    (void)numOps;
    (void)opList;
    (void)flags;
    (void)hStream;
    sim_unsupported("cuMemcpy3DBatchAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpy3DBatchAsync_v2_ptsz(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream);
__attribute__((weak)) CUresult cuMemcpy3DBatchAsync_v2_ptsz(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    return cuMemcpy3DBatchAsync_v2(numOps, opList, flags, hStream);
}
__attribute__((weak)) CUresult cuMemsetD8_v2(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    (void)dstDevice;
    (void)uc;
    (void)N;
    sim_unsupported("cuMemsetD8");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD8_v2_ptds(CUdeviceptr dstDevice, unsigned char uc, size_t N);
__attribute__((weak)) CUresult cuMemsetD8_v2_ptds(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    return cuMemsetD8_v2(dstDevice, uc, N);
}
__attribute__((weak)) CUresult cuMemsetD16_v2(CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    (void)dstDevice;
    (void)us;
    (void)N;
    sim_unsupported("cuMemsetD16");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD16_v2_ptds(CUdeviceptr dstDevice, unsigned short us, size_t N);
__attribute__((weak)) CUresult cuMemsetD16_v2_ptds(CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    return cuMemsetD16_v2(dstDevice, us, N);
}
__attribute__((weak)) CUresult cuMemsetD32_v2(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    (void)dstDevice;
    (void)ui;
    (void)N;
    sim_unsupported("cuMemsetD32");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD32_v2_ptds(CUdeviceptr dstDevice, unsigned int ui, size_t N);
__attribute__((weak)) CUresult cuMemsetD32_v2_ptds(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    return cuMemsetD32_v2(dstDevice, ui, N);
}
__attribute__((weak)) CUresult cuMemsetD2D8_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)uc;
    (void)Width;
    (void)Height;
    sim_unsupported("cuMemsetD2D8");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD2D8_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height);
__attribute__((weak)) CUresult cuMemsetD2D8_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    return cuMemsetD2D8_v2(dstDevice, dstPitch, uc, Width, Height);
}
__attribute__((weak)) CUresult cuMemsetD2D16_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)us;
    (void)Width;
    (void)Height;
    sim_unsupported("cuMemsetD2D16");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD2D16_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height);
__attribute__((weak)) CUresult cuMemsetD2D16_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    return cuMemsetD2D16_v2(dstDevice, dstPitch, us, Width, Height);
}
__attribute__((weak)) CUresult cuMemsetD2D32_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)ui;
    (void)Width;
    (void)Height;
    sim_unsupported("cuMemsetD2D32");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD2D32_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height);
__attribute__((weak)) CUresult cuMemsetD2D32_v2_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    return cuMemsetD2D32_v2(dstDevice, dstPitch, ui, Width, Height);
}
__attribute__((weak)) CUresult cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    (void)dstDevice;
    (void)uc;
    (void)N;
    (void)hStream;
    sim_unsupported("cuMemsetD8Async");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD8Async_ptsz(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream);
__attribute__((weak)) CUresult cuMemsetD8Async_ptsz(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    return cuMemsetD8Async(dstDevice, uc, N, hStream);
}
__attribute__((weak)) CUresult cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    (void)dstDevice;
    (void)us;
    (void)N;
    (void)hStream;
    sim_unsupported("cuMemsetD16Async");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD16Async_ptsz(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream);
__attribute__((weak)) CUresult cuMemsetD16Async_ptsz(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    return cuMemsetD16Async(dstDevice, us, N, hStream);
}
__attribute__((weak)) CUresult cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    (void)dstDevice;
    (void)ui;
    (void)N;
    (void)hStream;
    sim_unsupported("cuMemsetD32Async");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD32Async_ptsz(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream);
__attribute__((weak)) CUresult cuMemsetD32Async_ptsz(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    return cuMemsetD32Async(dstDevice, ui, N, hStream);
}
__attribute__((weak)) CUresult cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)uc;
    (void)Width;
    (void)Height;
    (void)hStream;
    sim_unsupported("cuMemsetD2D8Async");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD2D8Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream);
__attribute__((weak)) CUresult cuMemsetD2D8Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    return cuMemsetD2D8Async(dstDevice, dstPitch, uc, Width, Height, hStream);
}
__attribute__((weak)) CUresult cuMemsetD2D16Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)us;
    (void)Width;
    (void)Height;
    (void)hStream;
    sim_unsupported("cuMemsetD2D16Async");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD2D16Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream);
__attribute__((weak)) CUresult cuMemsetD2D16Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    return cuMemsetD2D16Async(dstDevice, dstPitch, us, Width, Height, hStream);
}
__attribute__((weak)) CUresult cuMemsetD2D32Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    (void)dstDevice;
    (void)dstPitch;
    (void)ui;
    (void)Width;
    (void)Height;
    (void)hStream;
    sim_unsupported("cuMemsetD2D32Async");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemsetD2D32Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream);
__attribute__((weak)) CUresult cuMemsetD2D32Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    return cuMemsetD2D32Async(dstDevice, dstPitch, ui, Width, Height, hStream);
}
__attribute__((weak)) CUresult cuArrayCreate_v2(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    (void)pHandle;
    (void)pAllocateArray;
    sim_unsupported("cuArrayCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArrayGetDescriptor_v2(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    (void)pArrayDescriptor;
    (void)hArray;
    sim_unsupported("cuArrayGetDescriptor");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    (void)sparseProperties;
    (void)array;
    sim_unsupported("cuArrayGetSparseProperties");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMipmappedArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    (void)sparseProperties;
    (void)mipmap;
    sim_unsupported("cuMipmappedArrayGetSparseProperties");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    (void)memoryRequirements;
    (void)array;
    (void)device;
    sim_unsupported("cuArrayGetMemoryRequirements");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    (void)memoryRequirements;
    (void)mipmap;
    (void)device;
    sim_unsupported("cuMipmappedArrayGetMemoryRequirements");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArrayGetPlane(CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    (void)pPlaneArray;
    (void)hArray;
    (void)planeIdx;
    sim_unsupported("cuArrayGetPlane");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArrayDestroy(CUarray hArray)
{
    (void)hArray;
    sim_unsupported("cuArrayDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArray3DCreate_v2(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    (void)pHandle;
    (void)pAllocateArray;
    sim_unsupported("cuArray3DCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuArray3DGetDescriptor_v2(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    (void)pArrayDescriptor;
    (void)hArray;
    sim_unsupported("cuArray3DGetDescriptor");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMipmappedArrayCreate(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    (void)pHandle;
    (void)pMipmappedArrayDesc;
    (void)numMipmapLevels;
    sim_unsupported("cuMipmappedArrayCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    (void)pLevelArray;
    (void)hMipmappedArray;
    (void)level;
    sim_unsupported("cuMipmappedArrayGetLevel");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray)
{
    (void)hMipmappedArray;
    sim_unsupported("cuMipmappedArrayDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetHandleForAddressRange(void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    (void)handle;
    (void)dptr;
    (void)size;
    (void)handleType;
    (void)flags;
    sim_unsupported("cuMemGetHandleForAddressRange");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemBatchDecompressAsync(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    (void)paramsArray;
    (void)count;
    (void)flags;
    (void)errorIndex;
    (void)stream;
    sim_unsupported("cuMemBatchDecompressAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemBatchDecompressAsync_ptsz(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream);
__attribute__((weak)) CUresult cuMemBatchDecompressAsync_ptsz(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    return cuMemBatchDecompressAsync(paramsArray, count, flags, errorIndex, stream);
}
__attribute__((weak)) CUresult cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    (void)ptr;
    (void)size;
    (void)alignment;
    (void)addr;
    (void)flags;
    sim_unsupported("cuMemAddressReserve");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAddressFree(CUdeviceptr ptr, size_t size)
{
    (void)ptr;
    (void)size;
    sim_unsupported("cuMemAddressFree");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    (void)handle;
    (void)size;
    (void)prop;
    (void)flags;
    sim_unsupported("cuMemCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemRelease(CUmemGenericAllocationHandle handle)
{
    (void)handle;
    sim_unsupported("cuMemRelease");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    (void)ptr;
    (void)size;
    (void)offset;
    (void)handle;
    (void)flags;
    sim_unsupported("cuMemMap");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemMapArrayAsync(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    (void)mapInfoList;
    (void)count;
    (void)hStream;
    sim_unsupported("cuMemMapArrayAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemMapArrayAsync_ptsz(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream);
__attribute__((weak)) CUresult cuMemMapArrayAsync_ptsz(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    return cuMemMapArrayAsync(mapInfoList, count, hStream);
}
__attribute__((weak)) CUresult cuMemUnmap(CUdeviceptr ptr, size_t size)
{
    (void)ptr;
    (void)size;
    sim_unsupported("cuMemUnmap");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    (void)ptr;
    (void)size;
    (void)desc;
    (void)count;
    sim_unsupported("cuMemSetAccess");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    (void)flags;
    (void)location;
    (void)ptr;
    sim_unsupported("cuMemGetAccess");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemExportToShareableHandle(void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    (void)shareableHandle;
    (void)handle;
    (void)handleType;
    (void)flags;
    sim_unsupported("cuMemExportToShareableHandle");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType)
{
    (void)handle;
    (void)osHandle;
    (void)shHandleType;
    sim_unsupported("cuMemImportFromShareableHandle");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop, CUmemAllocationGranularity_flags option)
{
    (void)granularity;
    (void)prop;
    (void)option;
    sim_unsupported("cuMemGetAllocationGranularity");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    (void)prop;
    (void)handle;
    sim_unsupported("cuMemGetAllocationPropertiesFromHandle");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr)
{
    (void)handle;
    (void)addr;
    sim_unsupported("cuMemRetainAllocationHandle");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream)
{
    (void)dptr;
    (void)hStream;
    sim_unsupported("cuMemFreeAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemFreeAsync_ptsz(CUdeviceptr dptr, CUstream hStream);
__attribute__((weak)) CUresult cuMemFreeAsync_ptsz(CUdeviceptr dptr, CUstream hStream)
{
    return cuMemFreeAsync(dptr, hStream);
}
__attribute__((weak)) CUresult cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    (void)dptr;
    (void)bytesize;
    (void)hStream;
    sim_unsupported("cuMemAllocAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemAllocAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUstream hStream);
__attribute__((weak)) CUresult cuMemAllocAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    return cuMemAllocAsync(dptr, bytesize, hStream);
}
__attribute__((weak)) CUresult cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep)
{
    (void)pool;
    (void)minBytesToKeep;
    sim_unsupported("cuMemPoolTrimTo");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    (void)pool;
    (void)attr;
    (void)value;
    sim_unsupported("cuMemPoolSetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    (void)pool;
    (void)attr;
    (void)value;
    sim_unsupported("cuMemPoolGetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    (void)pool;
    (void)map;
    (void)count;
    sim_unsupported("cuMemPoolSetAccess");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    (void)flags;
    (void)memPool;
    (void)location;
    sim_unsupported("cuMemPoolGetAccess");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    (void)pool;
    (void)poolProps;
    sim_unsupported("cuMemPoolCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolDestroy(CUmemoryPool pool)
{
    (void)pool;
    sim_unsupported("cuMemPoolDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetDefaultMemPool(CUmemoryPool *pool_out, CUmemLocation *location, CUmemAllocationType type)
{
    (void)pool_out;
    (void)location;
    (void)type;
    sim_unsupported("cuMemGetDefaultMemPool");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemGetMemPool(CUmemoryPool *pool, CUmemLocation *location, CUmemAllocationType type)
{
    (void)pool;
    (void)location;
    (void)type;
    sim_unsupported("cuMemGetMemPool");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemSetMemPool(CUmemLocation *location, CUmemAllocationType type, CUmemoryPool pool)
{
    (void)location;
    (void)type;
    (void)pool;
    sim_unsupported("cuMemSetMemPool");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    (void)dptr;
    (void)bytesize;
    (void)pool;
    (void)hStream;
    sim_unsupported("cuMemAllocFromPoolAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream);
__attribute__((weak)) CUresult cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    return cuMemAllocFromPoolAsync(dptr, bytesize, pool, hStream);
}
__attribute__((weak)) CUresult cuMemPoolExportToShareableHandle(void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    (void)handle_out;
    (void)pool;
    (void)handleType;
    (void)flags;
    sim_unsupported("cuMemPoolExportToShareableHandle");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolImportFromShareableHandle(CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    (void)pool_out;
    (void)handle;
    (void)handleType;
    (void)flags;
    sim_unsupported("cuMemPoolImportFromShareableHandle");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolExportPointer(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    (void)shareData_out;
    (void)ptr;
    sim_unsupported("cuMemPoolExportPointer");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPoolImportPointer(CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    (void)ptr_out;
    (void)pool;
    (void)shareData;
    sim_unsupported("cuMemPoolImportPointer");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMulticastCreate(CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    (void)mcHandle;
    (void)prop;
    sim_unsupported("cuMulticastCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMulticastAddDevice(CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    (void)mcHandle;
    (void)dev;
    sim_unsupported("cuMulticastAddDevice");
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
    sim_unsupported("cuMulticastBindMem");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMulticastBindAddr(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    (void)mcHandle;
    (void)mcOffset;
    (void)memptr;
    (void)size;
    (void)flags;
    sim_unsupported("cuMulticastBindAddr");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMulticastUnbind(CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    (void)mcHandle;
    (void)dev;
    (void)mcOffset;
    (void)size;
    sim_unsupported("cuMulticastUnbind");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMulticastGetGranularity(size_t *granularity, const CUmulticastObjectProp *prop, CUmulticastGranularity_flags option)
{
    (void)granularity;
    (void)prop;
    (void)option;
    sim_unsupported("cuMulticastGetGranularity");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    (void)data;
    (void)attribute;
    (void)ptr;
    sim_unsupported("cuPointerGetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemPrefetchAsync_v2(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    (void)devPtr;
    (void)count;
    (void)location;
    (void)flags;
    (void)hStream;
    sim_unsupported("cuMemPrefetchAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemPrefetchAsync_v2_ptsz(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream);
__attribute__((weak)) CUresult cuMemPrefetchAsync_v2_ptsz(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    return cuMemPrefetchAsync_v2(devPtr, count, location, flags, hStream);
}
__attribute__((weak)) CUresult cuMemAdvise_v2(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    (void)devPtr;
    (void)count;
    (void)advice;
    (void)location;
    sim_unsupported("cuMemAdvise");
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
    sim_unsupported("cuMemPrefetchBatchAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);
__attribute__((weak)) CUresult cuMemPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    return cuMemPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}
__attribute__((weak)) CUresult cuMemDiscardBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)flags;
    (void)hStream;
    sim_unsupported("cuMemDiscardBatchAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemDiscardBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream);
__attribute__((weak)) CUresult cuMemDiscardBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    return cuMemDiscardBatchAsync(dptrs, sizes, count, flags, hStream);
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
    sim_unsupported("cuMemDiscardAndPrefetchBatchAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemDiscardAndPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);
__attribute__((weak)) CUresult cuMemDiscardAndPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    return cuMemDiscardAndPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}
__attribute__((weak)) CUresult cuMemRangeGetAttribute(void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    (void)data;
    (void)dataSize;
    (void)attribute;
    (void)devPtr;
    (void)count;
    sim_unsupported("cuMemRangeGetAttribute");
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
    sim_unsupported("cuMemRangeGetAttributes");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuPointerSetAttribute(const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    (void)value;
    (void)attribute;
    (void)ptr;
    sim_unsupported("cuPointerSetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuPointerGetAttributes(unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    (void)numAttributes;
    (void)attributes;
    (void)data;
    (void)ptr;
    sim_unsupported("cuPointerGetAttributes");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags)
{
    (void)phStream;
    (void)Flags;
    sim_unsupported("cuStreamCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority)
{
    (void)phStream;
    (void)flags;
    (void)priority;
    sim_unsupported("cuStreamCreateWithPriority");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamGetPriority(CUstream hStream, int *priority)
{
    (void)hStream;
    (void)priority;
    sim_unsupported("cuStreamGetPriority");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamGetPriority_ptsz(CUstream hStream, int *priority);
__attribute__((weak)) CUresult cuStreamGetPriority_ptsz(CUstream hStream, int *priority)
{
    return cuStreamGetPriority(hStream, priority);
}
__attribute__((weak)) CUresult cuStreamGetDevice(CUstream hStream, CUdevice *device)
{
    (void)hStream;
    (void)device;
    sim_unsupported("cuStreamGetDevice");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamGetDevice_ptsz(CUstream hStream, CUdevice *device);
__attribute__((weak)) CUresult cuStreamGetDevice_ptsz(CUstream hStream, CUdevice *device)
{
    return cuStreamGetDevice(hStream, device);
}
__attribute__((weak)) CUresult cuStreamGetFlags(CUstream hStream, unsigned int *flags)
{
    (void)hStream;
    (void)flags;
    sim_unsupported("cuStreamGetFlags");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamGetFlags_ptsz(CUstream hStream, unsigned int *flags);
__attribute__((weak)) CUresult cuStreamGetFlags_ptsz(CUstream hStream, unsigned int *flags)
{
    return cuStreamGetFlags(hStream, flags);
}
__attribute__((weak)) CUresult cuStreamGetId(CUstream hStream, unsigned long long *streamId)
{
    (void)hStream;
    (void)streamId;
    sim_unsupported("cuStreamGetId");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamGetId_ptsz(CUstream hStream, unsigned long long *streamId);
__attribute__((weak)) CUresult cuStreamGetId_ptsz(CUstream hStream, unsigned long long *streamId)
{
    return cuStreamGetId(hStream, streamId);
}
__attribute__((weak)) CUresult cuStreamGetCtx(CUstream hStream, CUcontext *pctx)
{
    (void)hStream;
    (void)pctx;
    sim_unsupported("cuStreamGetCtx");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamGetCtx_ptsz(CUstream hStream, CUcontext *pctx);
__attribute__((weak)) CUresult cuStreamGetCtx_ptsz(CUstream hStream, CUcontext *pctx)
{
    return cuStreamGetCtx(hStream, pctx);
}
__attribute__((weak)) CUresult cuStreamGetCtx_v2(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    (void)hStream;
    (void)pCtx;
    (void)pGreenCtx;
    sim_unsupported("cuStreamGetCtx_v2");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamGetCtx_v2_ptsz(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx);
__attribute__((weak)) CUresult cuStreamGetCtx_v2_ptsz(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    return cuStreamGetCtx_v2(hStream, pCtx, pGreenCtx);
}
__attribute__((weak)) CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    (void)hStream;
    (void)hEvent;
    (void)Flags;
    sim_unsupported("cuStreamWaitEvent");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamWaitEvent_ptsz(CUstream hStream, CUevent hEvent, unsigned int Flags);
__attribute__((weak)) CUresult cuStreamWaitEvent_ptsz(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    return cuStreamWaitEvent(hStream, hEvent, Flags);
}
__attribute__((weak)) CUresult cuStreamAddCallback(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    (void)hStream;
    (void)callback;
    (void)userData;
    (void)flags;
    sim_unsupported("cuStreamAddCallback");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamAddCallback_ptsz(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags);
__attribute__((weak)) CUresult cuStreamAddCallback_ptsz(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    return cuStreamAddCallback(hStream, callback, userData, flags);
}
__attribute__((weak)) CUresult cuStreamBeginCapture_v2(CUstream hStream, CUstreamCaptureMode mode)
{
    (void)hStream;
    (void)mode;
    sim_unsupported("cuStreamBeginCapture");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamBeginCapture_v2_ptsz(CUstream hStream, CUstreamCaptureMode mode);
__attribute__((weak)) CUresult cuStreamBeginCapture_v2_ptsz(CUstream hStream, CUstreamCaptureMode mode)
{
    return cuStreamBeginCapture_v2(hStream, mode);
}
__attribute__((weak)) CUresult cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    (void)hStream;
    (void)hGraph;
    (void)dependencies;
    (void)dependencyData;
    (void)numDependencies;
    (void)mode;
    sim_unsupported("cuStreamBeginCaptureToGraph");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamBeginCaptureToGraph_ptsz(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode);
__attribute__((weak)) CUresult cuStreamBeginCaptureToGraph_ptsz(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    return cuStreamBeginCaptureToGraph(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}
__attribute__((weak)) CUresult cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode)
{
    (void)mode;
    sim_unsupported("cuThreadExchangeStreamCaptureMode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamEndCapture(CUstream hStream, CUgraph *phGraph)
{
    (void)hStream;
    (void)phGraph;
    sim_unsupported("cuStreamEndCapture");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamEndCapture_ptsz(CUstream hStream, CUgraph *phGraph);
__attribute__((weak)) CUresult cuStreamEndCapture_ptsz(CUstream hStream, CUgraph *phGraph)
{
    return cuStreamEndCapture(hStream, phGraph);
}
__attribute__((weak)) CUresult cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    (void)hStream;
    (void)captureStatus;
    sim_unsupported("cuStreamIsCapturing");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamIsCapturing_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus);
__attribute__((weak)) CUresult cuStreamIsCapturing_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    return cuStreamIsCapturing(hStream, captureStatus);
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
    sim_unsupported("cuStreamGetCaptureInfo");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamGetCaptureInfo_v3_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out);
__attribute__((weak)) CUresult cuStreamGetCaptureInfo_v3_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return cuStreamGetCaptureInfo_v3(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}
__attribute__((weak)) CUresult cuStreamUpdateCaptureDependencies_v2(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    (void)hStream;
    (void)dependencies;
    (void)dependencyData;
    (void)numDependencies;
    (void)flags;
    sim_unsupported("cuStreamUpdateCaptureDependencies");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamUpdateCaptureDependencies_v2_ptsz(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags);
__attribute__((weak)) CUresult cuStreamUpdateCaptureDependencies_v2_ptsz(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    return cuStreamUpdateCaptureDependencies_v2(hStream, dependencies, dependencyData, numDependencies, flags);
}
__attribute__((weak)) CUresult cuStreamAttachMemAsync(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    (void)hStream;
    (void)dptr;
    (void)length;
    (void)flags;
    sim_unsupported("cuStreamAttachMemAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamAttachMemAsync_ptsz(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags);
__attribute__((weak)) CUresult cuStreamAttachMemAsync_ptsz(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    return cuStreamAttachMemAsync(hStream, dptr, length, flags);
}
__attribute__((weak)) CUresult cuStreamQuery(CUstream hStream)
{
    (void)hStream;
    sim_unsupported("cuStreamQuery");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamQuery_ptsz(CUstream hStream);
__attribute__((weak)) CUresult cuStreamQuery_ptsz(CUstream hStream)
{
    return cuStreamQuery(hStream);
}
__attribute__((weak)) CUresult cuStreamSynchronize(CUstream hStream)
{
    (void)hStream;
    sim_unsupported("cuStreamSynchronize");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamSynchronize_ptsz(CUstream hStream);
__attribute__((weak)) CUresult cuStreamSynchronize_ptsz(CUstream hStream)
{
    return cuStreamSynchronize(hStream);
}
__attribute__((weak)) CUresult cuStreamDestroy_v2(CUstream hStream)
{
    (void)hStream;
    sim_unsupported("cuStreamDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamCopyAttributes(CUstream dst, CUstream src)
{
    (void)dst;
    (void)src;
    sim_unsupported("cuStreamCopyAttributes");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamCopyAttributes_ptsz(CUstream dst, CUstream src);
__attribute__((weak)) CUresult cuStreamCopyAttributes_ptsz(CUstream dst, CUstream src)
{
    return cuStreamCopyAttributes(dst, src);
}
__attribute__((weak)) CUresult cuStreamGetAttribute(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    (void)hStream;
    (void)attr;
    (void)value_out;
    sim_unsupported("cuStreamGetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamGetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out);
__attribute__((weak)) CUresult cuStreamGetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    return cuStreamGetAttribute(hStream, attr, value_out);
}
__attribute__((weak)) CUresult cuStreamSetAttribute(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    (void)hStream;
    (void)attr;
    (void)value;
    sim_unsupported("cuStreamSetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamSetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value);
__attribute__((weak)) CUresult cuStreamSetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    return cuStreamSetAttribute(hStream, attr, value);
}
__attribute__((weak)) CUresult cuEventCreate(CUevent *phEvent, unsigned int Flags)
{
    (void)phEvent;
    (void)Flags;
    sim_unsupported("cuEventCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuEventRecord(CUevent hEvent, CUstream hStream)
{
    (void)hEvent;
    (void)hStream;
    sim_unsupported("cuEventRecord");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuEventRecord_ptsz(CUevent hEvent, CUstream hStream);
__attribute__((weak)) CUresult cuEventRecord_ptsz(CUevent hEvent, CUstream hStream)
{
    return cuEventRecord(hEvent, hStream);
}
__attribute__((weak)) CUresult cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    (void)hEvent;
    (void)hStream;
    (void)flags;
    sim_unsupported("cuEventRecordWithFlags");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuEventRecordWithFlags_ptsz(CUevent hEvent, CUstream hStream, unsigned int flags);
__attribute__((weak)) CUresult cuEventRecordWithFlags_ptsz(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    return cuEventRecordWithFlags(hEvent, hStream, flags);
}
__attribute__((weak)) CUresult cuEventQuery(CUevent hEvent)
{
    (void)hEvent;
    sim_unsupported("cuEventQuery");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuEventSynchronize(CUevent hEvent)
{
    (void)hEvent;
    sim_unsupported("cuEventSynchronize");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuEventDestroy_v2(CUevent hEvent)
{
    (void)hEvent;
    sim_unsupported("cuEventDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuEventElapsedTime_v2(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    (void)pMilliseconds;
    (void)hStart;
    (void)hEnd;
    sim_unsupported("cuEventElapsedTime");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuImportExternalMemory(CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    (void)extMem_out;
    (void)memHandleDesc;
    sim_unsupported("cuImportExternalMemory");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuExternalMemoryGetMappedBuffer(CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    (void)devPtr;
    (void)extMem;
    (void)bufferDesc;
    sim_unsupported("cuExternalMemoryGetMappedBuffer");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuExternalMemoryGetMappedMipmappedArray(CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    (void)mipmap;
    (void)extMem;
    (void)mipmapDesc;
    sim_unsupported("cuExternalMemoryGetMappedMipmappedArray");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDestroyExternalMemory(CUexternalMemory extMem)
{
    (void)extMem;
    sim_unsupported("cuDestroyExternalMemory");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuImportExternalSemaphore(CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    (void)extSem_out;
    (void)semHandleDesc;
    sim_unsupported("cuImportExternalSemaphore");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSignalExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    sim_unsupported("cuSignalExternalSemaphoresAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuSignalExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream);
__attribute__((weak)) CUresult cuSignalExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    return cuSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
}
__attribute__((weak)) CUresult cuWaitExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    sim_unsupported("cuWaitExternalSemaphoresAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuWaitExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream);
__attribute__((weak)) CUresult cuWaitExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    return cuWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
}
__attribute__((weak)) CUresult cuDestroyExternalSemaphore(CUexternalSemaphore extSem)
{
    (void)extSem;
    sim_unsupported("cuDestroyExternalSemaphore");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamWaitValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    sim_unsupported("cuStreamWaitValue32");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamWaitValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
__attribute__((weak)) CUresult cuStreamWaitValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return cuStreamWaitValue32_v2(stream, addr, value, flags);
}
__attribute__((weak)) CUresult cuStreamWaitValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    sim_unsupported("cuStreamWaitValue64");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamWaitValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
__attribute__((weak)) CUresult cuStreamWaitValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return cuStreamWaitValue64_v2(stream, addr, value, flags);
}
__attribute__((weak)) CUresult cuStreamWriteValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    sim_unsupported("cuStreamWriteValue32");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamWriteValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
__attribute__((weak)) CUresult cuStreamWriteValue32_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return cuStreamWriteValue32_v2(stream, addr, value, flags);
}
__attribute__((weak)) CUresult cuStreamWriteValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    sim_unsupported("cuStreamWriteValue64");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamWriteValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
__attribute__((weak)) CUresult cuStreamWriteValue64_v2_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return cuStreamWriteValue64_v2(stream, addr, value, flags);
}
__attribute__((weak)) CUresult cuStreamBatchMemOp_v2(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    (void)stream;
    (void)count;
    (void)paramArray;
    (void)flags;
    sim_unsupported("cuStreamBatchMemOp");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuStreamBatchMemOp_v2_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags);
__attribute__((weak)) CUresult cuStreamBatchMemOp_v2_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    return cuStreamBatchMemOp_v2(stream, count, paramArray, flags);
}
__attribute__((weak)) CUresult cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    (void)pi;
    (void)attrib;
    (void)hfunc;
    sim_unsupported("cuFuncGetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    (void)hfunc;
    (void)attrib;
    (void)value;
    sim_unsupported("cuFuncSetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config)
{
    (void)hfunc;
    (void)config;
    sim_unsupported("cuFuncSetCacheConfig");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncGetModule(CUmodule *hmod, CUfunction hfunc)
{
    (void)hmod;
    (void)hfunc;
    sim_unsupported("cuFuncGetModule");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncGetName(const char **name, CUfunction hfunc)
{
    (void)name;
    (void)hfunc;
    sim_unsupported("cuFuncGetName");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    (void)func;
    (void)paramIndex;
    (void)paramOffset;
    (void)paramSize;
    sim_unsupported("cuFuncGetParamInfo");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function)
{
    (void)state;
    (void)function;
    sim_unsupported("cuFuncIsLoaded");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncLoad(CUfunction function)
{
    (void)function;
    sim_unsupported("cuFuncLoad");
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
    sim_unsupported("cuLaunchKernel");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuLaunchKernel_ptsz(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra);
__attribute__((weak)) CUresult cuLaunchKernel_ptsz(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    return cuLaunchKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}
__attribute__((weak)) CUresult cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    (void)config;
    (void)f;
    (void)kernelParams;
    (void)extra;
    sim_unsupported("cuLaunchKernelEx");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuLaunchKernelEx_ptsz(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra);
__attribute__((weak)) CUresult cuLaunchKernelEx_ptsz(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    return cuLaunchKernelEx(config, f, kernelParams, extra);
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
    sim_unsupported("cuLaunchCooperativeKernel");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuLaunchCooperativeKernel_ptsz(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams);
__attribute__((weak)) CUresult cuLaunchCooperativeKernel_ptsz(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    return cuLaunchCooperativeKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}
__attribute__((weak)) CUresult cuLaunchCooperativeKernelMultiDevice(CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    (void)launchParamsList;
    (void)numDevices;
    (void)flags;
    sim_unsupported("cuLaunchCooperativeKernelMultiDevice");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData)
{
    (void)hStream;
    (void)fn;
    (void)userData;
    sim_unsupported("cuLaunchHostFunc");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuLaunchHostFunc_ptsz(CUstream hStream, CUhostFn fn, void *userData);
__attribute__((weak)) CUresult cuLaunchHostFunc_ptsz(CUstream hStream, CUhostFn fn, void *userData)
{
    return cuLaunchHostFunc(hStream, fn, userData);
}
__attribute__((weak)) CUresult cuFuncSetBlockShape(CUfunction hfunc, int x, int y, int z)
{
    (void)hfunc;
    (void)x;
    (void)y;
    (void)z;
    sim_unsupported("cuFuncSetBlockShape");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncSetSharedSize(CUfunction hfunc, unsigned int bytes)
{
    (void)hfunc;
    (void)bytes;
    sim_unsupported("cuFuncSetSharedSize");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuParamSetSize(CUfunction hfunc, unsigned int numbytes)
{
    (void)hfunc;
    (void)numbytes;
    sim_unsupported("cuParamSetSize");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuParamSeti(CUfunction hfunc, int offset, unsigned int value)
{
    (void)hfunc;
    (void)offset;
    (void)value;
    sim_unsupported("cuParamSeti");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuParamSetf(CUfunction hfunc, int offset, float value)
{
    (void)hfunc;
    (void)offset;
    (void)value;
    sim_unsupported("cuParamSetf");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuParamSetv(CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    (void)hfunc;
    (void)offset;
    (void)ptr;
    (void)numbytes;
    sim_unsupported("cuParamSetv");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunch(CUfunction f)
{
    (void)f;
    sim_unsupported("cuLaunch");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunchGrid(CUfunction f, int grid_width, int grid_height)
{
    (void)f;
    (void)grid_width;
    (void)grid_height;
    sim_unsupported("cuLaunchGrid");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLaunchGridAsync(CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    (void)f;
    (void)grid_width;
    (void)grid_height;
    (void)hStream;
    sim_unsupported("cuLaunchGridAsync");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuParamSetTexRef(CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    (void)hfunc;
    (void)texunit;
    (void)hTexRef;
    sim_unsupported("cuParamSetTexRef");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config)
{
    (void)hfunc;
    (void)config;
    sim_unsupported("cuFuncSetSharedMemConfig");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphCreate(CUgraph *phGraph, unsigned int flags)
{
    (void)phGraph;
    (void)flags;
    sim_unsupported("cuGraphCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddKernelNode_v2(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    sim_unsupported("cuGraphAddKernelNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphKernelNodeGetParams_v2(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphKernelNodeGetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphKernelNodeSetParams_v2(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphKernelNodeSetParams");
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
    sim_unsupported("cuGraphAddMemcpyNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemcpyNodeGetParams(CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphMemcpyNodeGetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemcpyNodeSetParams(CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphMemcpyNodeSetParams");
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
    sim_unsupported("cuGraphAddMemsetNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphMemsetNodeGetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphMemsetNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddHostNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    sim_unsupported("cuGraphAddHostNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphHostNodeGetParams(CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphHostNodeGetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphHostNodeSetParams(CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphHostNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)childGraph;
    sim_unsupported("cuGraphAddChildGraphNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph)
{
    (void)hNode;
    (void)phGraph;
    sim_unsupported("cuGraphChildGraphNodeGetGraph");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    sim_unsupported("cuGraphAddEmptyNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)event;
    sim_unsupported("cuGraphAddEventRecordNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    (void)hNode;
    (void)event_out;
    sim_unsupported("cuGraphEventRecordNodeGetEvent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    (void)hNode;
    (void)event;
    sim_unsupported("cuGraphEventRecordNodeSetEvent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)event;
    sim_unsupported("cuGraphAddEventWaitNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    (void)hNode;
    (void)event_out;
    sim_unsupported("cuGraphEventWaitNodeGetEvent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    (void)hNode;
    (void)event;
    sim_unsupported("cuGraphEventWaitNodeSetEvent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddExternalSemaphoresSignalNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    sim_unsupported("cuGraphAddExternalSemaphoresSignalNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExternalSemaphoresSignalNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    (void)hNode;
    (void)params_out;
    sim_unsupported("cuGraphExternalSemaphoresSignalNodeGetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExternalSemaphoresSignalNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphExternalSemaphoresSignalNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddExternalSemaphoresWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    sim_unsupported("cuGraphAddExternalSemaphoresWaitNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExternalSemaphoresWaitNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    (void)hNode;
    (void)params_out;
    sim_unsupported("cuGraphExternalSemaphoresWaitNodeGetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExternalSemaphoresWaitNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphExternalSemaphoresWaitNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddBatchMemOpNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    sim_unsupported("cuGraphAddBatchMemOpNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphBatchMemOpNodeGetParams(CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    (void)hNode;
    (void)nodeParams_out;
    sim_unsupported("cuGraphBatchMemOpNodeGetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphBatchMemOpNodeSetParams(CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphBatchMemOpNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecBatchMemOpNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphExecBatchMemOpNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddMemAllocNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    sim_unsupported("cuGraphAddMemAllocNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemAllocNodeGetParams(CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    (void)hNode;
    (void)params_out;
    sim_unsupported("cuGraphMemAllocNodeGetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)dptr;
    sim_unsupported("cuGraphAddMemFreeNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    (void)hNode;
    (void)dptr_out;
    sim_unsupported("cuGraphMemFreeNodeGetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGraphMemTrim(CUdevice device)
{
    (void)device;
    sim_unsupported("cuDeviceGraphMemTrim");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    (void)device;
    (void)attr;
    (void)value;
    sim_unsupported("cuDeviceGetGraphMemAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    (void)device;
    (void)attr;
    (void)value;
    sim_unsupported("cuDeviceSetGraphMemAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph)
{
    (void)phGraphClone;
    (void)originalGraph;
    sim_unsupported("cuGraphClone");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    (void)phNode;
    (void)hOriginalNode;
    (void)hClonedGraph;
    sim_unsupported("cuGraphNodeFindInClone");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type)
{
    (void)hNode;
    (void)type;
    sim_unsupported("cuGraphNodeGetType");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    (void)hGraph;
    (void)nodes;
    (void)numNodes;
    sim_unsupported("cuGraphGetNodes");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    (void)hGraph;
    (void)rootNodes;
    (void)numRootNodes;
    sim_unsupported("cuGraphGetRootNodes");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphGetEdges_v2(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    (void)hGraph;
    (void)from;
    (void)to;
    (void)edgeData;
    (void)numEdges;
    sim_unsupported("cuGraphGetEdges");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeGetDependencies_v2(CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    (void)hNode;
    (void)dependencies;
    (void)edgeData;
    (void)numDependencies;
    sim_unsupported("cuGraphNodeGetDependencies");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeGetDependentNodes_v2(CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    (void)hNode;
    (void)dependentNodes;
    (void)edgeData;
    (void)numDependentNodes;
    sim_unsupported("cuGraphNodeGetDependentNodes");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphAddDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    (void)hGraph;
    (void)from;
    (void)to;
    (void)edgeData;
    (void)numDependencies;
    sim_unsupported("cuGraphAddDependencies");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphRemoveDependencies_v2(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    (void)hGraph;
    (void)from;
    (void)to;
    (void)edgeData;
    (void)numDependencies;
    sim_unsupported("cuGraphRemoveDependencies");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphDestroyNode(CUgraphNode hNode)
{
    (void)hNode;
    sim_unsupported("cuGraphDestroyNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphInstantiateWithFlags(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    (void)phGraphExec;
    (void)hGraph;
    (void)flags;
    sim_unsupported("cuGraphInstantiate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphInstantiateWithParams(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    (void)phGraphExec;
    (void)hGraph;
    (void)instantiateParams;
    sim_unsupported("cuGraphInstantiateWithParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuGraphInstantiateWithParams_ptsz(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams);
__attribute__((weak)) CUresult cuGraphInstantiateWithParams_ptsz(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    return cuGraphInstantiateWithParams(phGraphExec, hGraph, instantiateParams);
}
__attribute__((weak)) CUresult cuGraphExecGetFlags(CUgraphExec hGraphExec, cuuint64_t *flags)
{
    (void)hGraphExec;
    (void)flags;
    sim_unsupported("cuGraphExecGetFlags");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecKernelNodeSetParams_v2(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphExecKernelNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecMemcpyNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    (void)hGraphExec;
    (void)hNode;
    (void)copyParams;
    (void)ctx;
    sim_unsupported("cuGraphExecMemcpyNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    (void)hGraphExec;
    (void)hNode;
    (void)memsetParams;
    (void)ctx;
    sim_unsupported("cuGraphExecMemsetNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecHostNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphExecHostNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    (void)hGraphExec;
    (void)hNode;
    (void)childGraph;
    sim_unsupported("cuGraphExecChildGraphNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    (void)hGraphExec;
    (void)hNode;
    (void)event;
    sim_unsupported("cuGraphExecEventRecordNodeSetEvent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    (void)hGraphExec;
    (void)hNode;
    (void)event;
    sim_unsupported("cuGraphExecEventWaitNodeSetEvent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecExternalSemaphoresSignalNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphExecExternalSemaphoresSignalNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecExternalSemaphoresWaitNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphExecExternalSemaphoresWaitNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    (void)hGraphExec;
    (void)hNode;
    (void)isEnabled;
    sim_unsupported("cuGraphNodeSetEnabled");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    (void)hGraphExec;
    (void)hNode;
    (void)isEnabled;
    sim_unsupported("cuGraphNodeGetEnabled");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphUpload(CUgraphExec hGraphExec, CUstream hStream)
{
    (void)hGraphExec;
    (void)hStream;
    sim_unsupported("cuGraphUpload");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuGraphUpload_ptsz(CUgraphExec hGraphExec, CUstream hStream);
__attribute__((weak)) CUresult cuGraphUpload_ptsz(CUgraphExec hGraphExec, CUstream hStream)
{
    return cuGraphUpload(hGraphExec, hStream);
}
__attribute__((weak)) CUresult cuGraphLaunch(CUgraphExec hGraphExec, CUstream hStream)
{
    (void)hGraphExec;
    (void)hStream;
    sim_unsupported("cuGraphLaunch");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuGraphLaunch_ptsz(CUgraphExec hGraphExec, CUstream hStream);
__attribute__((weak)) CUresult cuGraphLaunch_ptsz(CUgraphExec hGraphExec, CUstream hStream)
{
    return cuGraphLaunch(hGraphExec, hStream);
}
__attribute__((weak)) CUresult cuGraphExecDestroy(CUgraphExec hGraphExec)
{
    (void)hGraphExec;
    sim_unsupported("cuGraphExecDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphDestroy(CUgraph hGraph)
{
    (void)hGraph;
    sim_unsupported("cuGraphDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecUpdate_v2(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    (void)hGraphExec;
    (void)hGraph;
    (void)resultInfo;
    sim_unsupported("cuGraphExecUpdate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src)
{
    (void)dst;
    (void)src;
    sim_unsupported("cuGraphKernelNodeCopyAttributes");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphKernelNodeGetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    (void)hNode;
    (void)attr;
    (void)value_out;
    sim_unsupported("cuGraphKernelNodeGetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphKernelNodeSetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    (void)hNode;
    (void)attr;
    (void)value;
    sim_unsupported("cuGraphKernelNodeSetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphDebugDotPrint(CUgraph hGraph, const char *path, unsigned int flags)
{
    (void)hGraph;
    (void)path;
    (void)flags;
    sim_unsupported("cuGraphDebugDotPrint");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuUserObjectCreate(CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    (void)object_out;
    (void)ptr;
    (void)destroy;
    (void)initialRefcount;
    (void)flags;
    sim_unsupported("cuUserObjectCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuUserObjectRetain(CUuserObject object, unsigned int count)
{
    (void)object;
    (void)count;
    sim_unsupported("cuUserObjectRetain");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuUserObjectRelease(CUuserObject object, unsigned int count)
{
    (void)object;
    (void)count;
    sim_unsupported("cuUserObjectRelease");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphRetainUserObject(CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    (void)graph;
    (void)object;
    (void)count;
    (void)flags;
    sim_unsupported("cuGraphRetainUserObject");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphReleaseUserObject(CUgraph graph, CUuserObject object, unsigned int count)
{
    (void)graph;
    (void)object;
    (void)count;
    sim_unsupported("cuGraphReleaseUserObject");
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
    sim_unsupported("cuGraphAddNode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphNodeSetParams(CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphExecNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    sim_unsupported("cuGraphExecNodeSetParams");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    (void)pHandle_out;
    (void)hGraph;
    (void)ctx;
    (void)defaultLaunchValue;
    (void)flags;
    sim_unsupported("cuGraphConditionalHandleCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    (void)numBlocks;
    (void)func;
    (void)blockSize;
    (void)dynamicSMemSize;
    sim_unsupported("cuOccupancyMaxActiveBlocksPerMultiprocessor");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    (void)numBlocks;
    (void)func;
    (void)blockSize;
    (void)dynamicSMemSize;
    (void)flags;
    sim_unsupported("cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags");
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
    sim_unsupported("cuOccupancyMaxPotentialBlockSize");
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
    sim_unsupported("cuOccupancyMaxPotentialBlockSizeWithFlags");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    (void)dynamicSmemSize;
    (void)func;
    (void)numBlocks;
    (void)blockSize;
    sim_unsupported("cuOccupancyAvailableDynamicSMemPerBlock");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyMaxPotentialClusterSize(int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    (void)clusterSize;
    (void)func;
    (void)config;
    sim_unsupported("cuOccupancyMaxPotentialClusterSize");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuOccupancyMaxActiveClusters(int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    (void)numClusters;
    (void)func;
    (void)config;
    sim_unsupported("cuOccupancyMaxActiveClusters");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetArray(CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    (void)hTexRef;
    (void)hArray;
    (void)Flags;
    sim_unsupported("cuTexRefSetArray");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetMipmappedArray(CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    (void)hTexRef;
    (void)hMipmappedArray;
    (void)Flags;
    sim_unsupported("cuTexRefSetMipmappedArray");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetAddress_v2(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    (void)ByteOffset;
    (void)hTexRef;
    (void)dptr;
    (void)bytes;
    sim_unsupported("cuTexRefSetAddress");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetAddress2D_v3(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    (void)hTexRef;
    (void)desc;
    (void)dptr;
    (void)Pitch;
    sim_unsupported("cuTexRefSetAddress2D");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetFormat(CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    (void)hTexRef;
    (void)fmt;
    (void)NumPackedComponents;
    sim_unsupported("cuTexRefSetFormat");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetAddressMode(CUtexref hTexRef, int dim, CUaddress_mode am)
{
    (void)hTexRef;
    (void)dim;
    (void)am;
    sim_unsupported("cuTexRefSetAddressMode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    (void)hTexRef;
    (void)fm;
    sim_unsupported("cuTexRefSetFilterMode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetMipmapFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    (void)hTexRef;
    (void)fm;
    sim_unsupported("cuTexRefSetMipmapFilterMode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetMipmapLevelBias(CUtexref hTexRef, float bias)
{
    (void)hTexRef;
    (void)bias;
    sim_unsupported("cuTexRefSetMipmapLevelBias");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetMipmapLevelClamp(CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    (void)hTexRef;
    (void)minMipmapLevelClamp;
    (void)maxMipmapLevelClamp;
    sim_unsupported("cuTexRefSetMipmapLevelClamp");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetMaxAnisotropy(CUtexref hTexRef, unsigned int maxAniso)
{
    (void)hTexRef;
    (void)maxAniso;
    sim_unsupported("cuTexRefSetMaxAnisotropy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetBorderColor(CUtexref hTexRef, float *pBorderColor)
{
    (void)hTexRef;
    (void)pBorderColor;
    sim_unsupported("cuTexRefSetBorderColor");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefSetFlags(CUtexref hTexRef, unsigned int Flags)
{
    (void)hTexRef;
    (void)Flags;
    sim_unsupported("cuTexRefSetFlags");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetAddress_v2(CUdeviceptr *pdptr, CUtexref hTexRef)
{
    (void)pdptr;
    (void)hTexRef;
    sim_unsupported("cuTexRefGetAddress");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetArray(CUarray *phArray, CUtexref hTexRef)
{
    (void)phArray;
    (void)hTexRef;
    sim_unsupported("cuTexRefGetArray");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetMipmappedArray(CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    (void)phMipmappedArray;
    (void)hTexRef;
    sim_unsupported("cuTexRefGetMipmappedArray");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetAddressMode(CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    (void)pam;
    (void)hTexRef;
    (void)dim;
    sim_unsupported("cuTexRefGetAddressMode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    (void)pfm;
    (void)hTexRef;
    sim_unsupported("cuTexRefGetFilterMode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetFormat(CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    (void)pFormat;
    (void)pNumChannels;
    (void)hTexRef;
    sim_unsupported("cuTexRefGetFormat");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetMipmapFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    (void)pfm;
    (void)hTexRef;
    sim_unsupported("cuTexRefGetMipmapFilterMode");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetMipmapLevelBias(float *pbias, CUtexref hTexRef)
{
    (void)pbias;
    (void)hTexRef;
    sim_unsupported("cuTexRefGetMipmapLevelBias");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetMipmapLevelClamp(float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    (void)pminMipmapLevelClamp;
    (void)pmaxMipmapLevelClamp;
    (void)hTexRef;
    sim_unsupported("cuTexRefGetMipmapLevelClamp");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetMaxAnisotropy(int *pmaxAniso, CUtexref hTexRef)
{
    (void)pmaxAniso;
    (void)hTexRef;
    sim_unsupported("cuTexRefGetMaxAnisotropy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetBorderColor(float *pBorderColor, CUtexref hTexRef)
{
    (void)pBorderColor;
    (void)hTexRef;
    sim_unsupported("cuTexRefGetBorderColor");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefGetFlags(unsigned int *pFlags, CUtexref hTexRef)
{
    (void)pFlags;
    (void)hTexRef;
    sim_unsupported("cuTexRefGetFlags");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefCreate(CUtexref *pTexRef)
{
    (void)pTexRef;
    sim_unsupported("cuTexRefCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexRefDestroy(CUtexref hTexRef)
{
    (void)hTexRef;
    sim_unsupported("cuTexRefDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSurfRefSetArray(CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    (void)hSurfRef;
    (void)hArray;
    (void)Flags;
    sim_unsupported("cuSurfRefSetArray");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSurfRefGetArray(CUarray *phArray, CUsurfref hSurfRef)
{
    (void)phArray;
    (void)hSurfRef;
    sim_unsupported("cuSurfRefGetArray");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexObjectCreate(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    (void)pTexObject;
    (void)pResDesc;
    (void)pTexDesc;
    (void)pResViewDesc;
    sim_unsupported("cuTexObjectCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexObjectDestroy(CUtexObject texObject)
{
    (void)texObject;
    sim_unsupported("cuTexObjectDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    (void)pResDesc;
    (void)texObject;
    sim_unsupported("cuTexObjectGetResourceDesc");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    (void)pTexDesc;
    (void)texObject;
    sim_unsupported("cuTexObjectGetTextureDesc");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    (void)pResViewDesc;
    (void)texObject;
    sim_unsupported("cuTexObjectGetResourceViewDesc");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSurfObjectCreate(CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    (void)pSurfObject;
    (void)pResDesc;
    sim_unsupported("cuSurfObjectCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSurfObjectDestroy(CUsurfObject surfObject)
{
    (void)surfObject;
    sim_unsupported("cuSurfObjectDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    (void)pResDesc;
    (void)surfObject;
    sim_unsupported("cuSurfObjectGetResourceDesc");
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
    sim_unsupported("cuTensorMapEncodeTiled");
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
    sim_unsupported("cuTensorMapEncodeIm2col");
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
    sim_unsupported("cuTensorMapEncodeIm2colWide");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress)
{
    (void)tensorMap;
    (void)globalAddress;
    sim_unsupported("cuTensorMapReplaceAddress");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev)
{
    (void)canAccessPeer;
    (void)dev;
    (void)peerDev;
    sim_unsupported("cuDeviceCanAccessPeer");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags)
{
    (void)peerContext;
    (void)Flags;
    sim_unsupported("cuCtxEnablePeerAccess");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxDisablePeerAccess(CUcontext peerContext)
{
    (void)peerContext;
    sim_unsupported("cuCtxDisablePeerAccess");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attrib, CUdevice srcDevice, CUdevice dstDevice)
{
    (void)value;
    (void)attrib;
    (void)srcDevice;
    (void)dstDevice;
    sim_unsupported("cuDeviceGetP2PAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice srcDevice, CUdevice dstDevice)
{
    (void)capabilities;
    (void)operations;
    (void)count;
    (void)srcDevice;
    (void)dstDevice;
    sim_unsupported("cuDeviceGetP2PAtomicCapabilities");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsUnregisterResource(CUgraphicsResource resource)
{
    (void)resource;
    sim_unsupported("cuGraphicsUnregisterResource");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsSubResourceGetMappedArray(CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    (void)pArray;
    (void)resource;
    (void)arrayIndex;
    (void)mipLevel;
    sim_unsupported("cuGraphicsSubResourceGetMappedArray");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsResourceGetMappedMipmappedArray(CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    (void)pMipmappedArray;
    (void)resource;
    sim_unsupported("cuGraphicsResourceGetMappedMipmappedArray");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsResourceGetMappedPointer_v2(CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    (void)pDevPtr;
    (void)pSize;
    (void)resource;
    sim_unsupported("cuGraphicsResourceGetMappedPointer");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsResourceSetMapFlags_v2(CUgraphicsResource resource, unsigned int flags)
{
    (void)resource;
    (void)flags;
    sim_unsupported("cuGraphicsResourceSetMapFlags");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGraphicsMapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    (void)count;
    (void)resources;
    (void)hStream;
    sim_unsupported("cuGraphicsMapResources");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuGraphicsMapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream);
__attribute__((weak)) CUresult cuGraphicsMapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    return cuGraphicsMapResources(count, resources, hStream);
}
__attribute__((weak)) CUresult cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    (void)count;
    (void)resources;
    (void)hStream;
    sim_unsupported("cuGraphicsUnmapResources");
    return CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuGraphicsUnmapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream);
__attribute__((weak)) CUresult cuGraphicsUnmapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    return cuGraphicsUnmapResources(count, resources, hStream);
}
__attribute__((weak)) CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags, CUdriverProcAddressQueryResult *symbolStatus)
{
    (void)symbol;
    (void)pfn;
    (void)cudaVersion;
    (void)flags;
    (void)symbolStatus;
    sim_unsupported("cuGetProcAddress");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCoredumpGetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    sim_unsupported("cuCoredumpGetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCoredumpGetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    sim_unsupported("cuCoredumpGetAttributeGlobal");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCoredumpSetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    sim_unsupported("cuCoredumpSetAttribute");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCoredumpSetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    (void)attrib;
    (void)value;
    (void)size;
    sim_unsupported("cuCoredumpSetAttributeGlobal");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGetExportTable(const void **ppExportTable, const CUuuid *pExportTableId)
{
    (void)ppExportTable;
    (void)pExportTableId;
    sim_unsupported("cuGetExportTable");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    (void)phCtx;
    (void)desc;
    (void)dev;
    (void)flags;
    sim_unsupported("cuGreenCtxCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxDestroy(CUgreenCtx hCtx)
{
    (void)hCtx;
    sim_unsupported("cuGreenCtxDestroy");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx)
{
    (void)pContext;
    (void)hCtx;
    sim_unsupported("cuCtxFromGreenCtx");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDeviceGetDevResource(CUdevice device, CUdevResource *resource, CUdevResourceType type)
{
    (void)device;
    (void)resource;
    (void)type;
    sim_unsupported("cuDeviceGetDevResource");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCtxGetDevResource(CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    (void)hCtx;
    (void)resource;
    (void)type;
    sim_unsupported("cuCtxGetDevResource");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    (void)hCtx;
    (void)resource;
    (void)type;
    sim_unsupported("cuGreenCtxGetDevResource");
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
    sim_unsupported("cuDevSmResourceSplitByCount");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources, unsigned int nbResources)
{
    (void)phDesc;
    (void)resources;
    (void)nbResources;
    sim_unsupported("cuDevResourceGenerateDesc");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    (void)hCtx;
    (void)hEvent;
    sim_unsupported("cuGreenCtxRecordEvent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    (void)hCtx;
    (void)hEvent;
    sim_unsupported("cuGreenCtxWaitEvent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamGetGreenCtx(CUstream hStream, CUgreenCtx *phCtx)
{
    (void)hStream;
    (void)phCtx;
    sim_unsupported("cuStreamGetGreenCtx");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    (void)phStream;
    (void)greenCtx;
    (void)flags;
    (void)priority;
    sim_unsupported("cuGreenCtxStreamCreate");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    (void)greenCtx;
    (void)greenCtxId;
    sim_unsupported("cuGreenCtxGetId");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLogsRegisterCallback(CUlogsCallback callbackFunc, void *userData, CUlogsCallbackHandle *callback_out)
{
    (void)callbackFunc;
    (void)userData;
    (void)callback_out;
    sim_unsupported("cuLogsRegisterCallback");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLogsUnregisterCallback(CUlogsCallbackHandle callback)
{
    (void)callback;
    sim_unsupported("cuLogsUnregisterCallback");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLogsCurrent(CUlogIterator *iterator_out, unsigned int flags)
{
    (void)iterator_out;
    (void)flags;
    sim_unsupported("cuLogsCurrent");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLogsDumpToFile(CUlogIterator *iterator, const char *pathToFile, unsigned int flags)
{
    (void)iterator;
    (void)pathToFile;
    (void)flags;
    sim_unsupported("cuLogsDumpToFile");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuLogsDumpToMemory(CUlogIterator *iterator, char *buffer, size_t *size, unsigned int flags)
{
    (void)iterator;
    (void)buffer;
    (void)size;
    (void)flags;
    sim_unsupported("cuLogsDumpToMemory");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessGetRestoreThreadId(int pid, int *tid)
{
    (void)pid;
    (void)tid;
    sim_unsupported("cuCheckpointProcessGetRestoreThreadId");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessGetState(int pid, CUprocessState *state)
{
    (void)pid;
    (void)state;
    sim_unsupported("cuCheckpointProcessGetState");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessLock(int pid, CUcheckpointLockArgs *args)
{
    (void)pid;
    (void)args;
    sim_unsupported("cuCheckpointProcessLock");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessCheckpoint(int pid, CUcheckpointCheckpointArgs *args)
{
    (void)pid;
    (void)args;
    sim_unsupported("cuCheckpointProcessCheckpoint");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessRestore(int pid, CUcheckpointRestoreArgs *args)
{
    (void)pid;
    (void)args;
    sim_unsupported("cuCheckpointProcessRestore");
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuCheckpointProcessUnlock(int pid, CUcheckpointUnlockArgs *args)
{
    (void)pid;
    (void)args;
    sim_unsupported("cuCheckpointProcessUnlock");
    return CUDA_ERROR_NOT_SUPPORTED;
}

/* nccl */
__attribute__((weak)) ncclResult_t ncclMemAlloc(void **ptr, size_t size)
{
    (void)ptr;
    (void)size;
    sim_unsupported("ncclMemAlloc");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclMemFree(void *ptr)
{
    (void)ptr;
    sim_unsupported("ncclMemFree");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclGetVersion(int *version)
{
    (void)version;
    sim_unsupported("ncclGetVersion");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclGetUniqueId(ncclUniqueId *uniqueId)
{
    (void)uniqueId;
    sim_unsupported("ncclGetUniqueId");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommInitRankConfig(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank, ncclConfig_t *config)
{
    (void)comm;
    (void)nranks;
    (void)commId;
    (void)rank;
    (void)config;
    sim_unsupported("ncclCommInitRankConfig");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId commId, int rank)
{
    (void)comm;
    (void)nranks;
    (void)commId;
    (void)rank;
    sim_unsupported("ncclCommInitRank");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommInitAll(ncclComm_t *comm, int ndev, const int *devlist)
{
    (void)comm;
    (void)ndev;
    (void)devlist;
    sim_unsupported("ncclCommInitAll");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommFinalize(ncclComm_t comm)
{
    (void)comm;
    sim_unsupported("ncclCommFinalize");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommDestroy(ncclComm_t comm)
{
    (void)comm;
    sim_unsupported("ncclCommDestroy");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommAbort(ncclComm_t comm)
{
    (void)comm;
    sim_unsupported("ncclCommAbort");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommRevoke(ncclComm_t comm, int revokeFlags)
{
    (void)comm;
    (void)revokeFlags;
    sim_unsupported("ncclCommRevoke");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config)
{
    (void)comm;
    (void)color;
    (void)key;
    (void)newcomm;
    (void)config;
    sim_unsupported("ncclCommSplit");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommShrink(ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, ncclComm_t *newcomm, ncclConfig_t *config, int shrinkFlags)
{
    (void)comm;
    (void)excludeRanksList;
    (void)excludeRanksCount;
    (void)newcomm;
    (void)config;
    (void)shrinkFlags;
    sim_unsupported("ncclCommShrink");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommInitRankScalable(ncclComm_t *newcomm, int nranks, int myrank, int nId, ncclUniqueId *commIds, ncclConfig_t *config)
{
    (void)newcomm;
    (void)nranks;
    (void)myrank;
    (void)nId;
    (void)commIds;
    (void)config;
    sim_unsupported("ncclCommInitRankScalable");
    return ncclInvalidUsage;
}
__attribute__((weak)) const char * ncclGetErrorString(ncclResult_t result)
{
    (void)result;
    return (const char *)0;
}
__attribute__((weak)) const char * ncclGetLastError(ncclComm_t comm)
{
    (void)comm;
    return (const char *)0;
}
__attribute__((weak)) ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t *asyncError)
{
    (void)comm;
    (void)asyncError;
    sim_unsupported("ncclCommGetAsyncError");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommCount(const ncclComm_t comm, int *count)
{
    (void)comm;
    (void)count;
    sim_unsupported("ncclCommCount");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommCuDevice(const ncclComm_t comm, int *device)
{
    (void)comm;
    (void)device;
    sim_unsupported("ncclCommCuDevice");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommUserRank(const ncclComm_t comm, int *rank)
{
    (void)comm;
    (void)rank;
    sim_unsupported("ncclCommUserRank");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommRegister(const ncclComm_t comm, void *buff, size_t size, void **handle)
{
    (void)comm;
    (void)buff;
    (void)size;
    (void)handle;
    sim_unsupported("ncclCommRegister");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommDeregister(const ncclComm_t comm, void *handle)
{
    (void)comm;
    (void)handle;
    sim_unsupported("ncclCommDeregister");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommWindowRegister(ncclComm_t comm, void *buff, size_t size, ncclWindow_t *win, int winFlags)
{
    (void)comm;
    (void)buff;
    (void)size;
    (void)win;
    (void)winFlags;
    sim_unsupported("ncclCommWindowRegister");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclCommWindowDeregister(ncclComm_t comm, ncclWindow_t win)
{
    (void)comm;
    (void)win;
    sim_unsupported("ncclCommWindowDeregister");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclRedOpCreatePreMulSum(ncclRedOp_t *op, void *scalar, ncclDataType_t datatype, ncclScalarResidence_t residence, ncclComm_t comm)
{
    (void)op;
    (void)scalar;
    (void)datatype;
    (void)residence;
    (void)comm;
    sim_unsupported("ncclRedOpCreatePreMulSum");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclRedOpDestroy(ncclRedOp_t op, ncclComm_t comm)
{
    (void)op;
    (void)comm;
    sim_unsupported("ncclRedOpDestroy");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream)
{
    (void)sendbuff;
    (void)recvbuff;
    (void)count;
    (void)datatype;
    (void)op;
    (void)root;
    (void)comm;
    (void)stream;
    sim_unsupported("ncclReduce");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclBcast(void *buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    (void)buff;
    (void)count;
    (void)datatype;
    (void)root;
    (void)comm;
    (void)stream;
    sim_unsupported("ncclBcast");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclBroadcast(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    (void)sendbuff;
    (void)recvbuff;
    (void)count;
    (void)datatype;
    (void)root;
    (void)comm;
    (void)stream;
    sim_unsupported("ncclBroadcast");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclAllReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream)
{
    (void)sendbuff;
    (void)recvbuff;
    (void)count;
    (void)datatype;
    (void)op;
    (void)comm;
    (void)stream;
    sim_unsupported("ncclAllReduce");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclReduceScatter(const void *sendbuff, void *recvbuff, size_t recvcount, ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream)
{
    (void)sendbuff;
    (void)recvbuff;
    (void)recvcount;
    (void)datatype;
    (void)op;
    (void)comm;
    (void)stream;
    sim_unsupported("ncclReduceScatter");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclAllGather(const void *sendbuff, void *recvbuff, size_t sendcount, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream)
{
    (void)sendbuff;
    (void)recvbuff;
    (void)sendcount;
    (void)datatype;
    (void)comm;
    (void)stream;
    sim_unsupported("ncclAllGather");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclAlltoAll(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream)
{
    (void)sendbuff;
    (void)recvbuff;
    (void)count;
    (void)datatype;
    (void)comm;
    (void)stream;
    sim_unsupported("ncclAlltoAll");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclGather(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    (void)sendbuff;
    (void)recvbuff;
    (void)count;
    (void)datatype;
    (void)root;
    (void)comm;
    (void)stream;
    sim_unsupported("ncclGather");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclScatter(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm, cudaStream_t stream)
{
    (void)sendbuff;
    (void)recvbuff;
    (void)count;
    (void)datatype;
    (void)root;
    (void)comm;
    (void)stream;
    sim_unsupported("ncclScatter");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclSend(const void *sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream)
{
    (void)sendbuff;
    (void)count;
    (void)datatype;
    (void)peer;
    (void)comm;
    (void)stream;
    sim_unsupported("ncclSend");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclRecv(void *recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm, cudaStream_t stream)
{
    (void)recvbuff;
    (void)count;
    (void)datatype;
    (void)peer;
    (void)comm;
    (void)stream;
    sim_unsupported("ncclRecv");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclGroupStart(void)
{
    sim_unsupported("ncclGroupStart");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclGroupEnd(void)
{
    sim_unsupported("ncclGroupEnd");
    return ncclInvalidUsage;
}
__attribute__((weak)) ncclResult_t ncclGroupSimulateEnd(ncclSimInfo_t *simInfo)
{
    (void)simInfo;
    sim_unsupported("ncclGroupSimulateEnd");
    return ncclInvalidUsage;
}

/* nvjitlink */
__attribute__((weak)) nvJitLinkResult __nvJitLinkCreate_13_0(nvJitLinkHandle *handle, uint32_t numOptions, const char *const *options)
{
    (void)handle;
    (void)numOptions;
    (void)options;
    sim_unsupported("nvJitLinkCreate");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkDestroy_13_0(nvJitLinkHandle *handle)
{
    (void)handle;
    sim_unsupported("nvJitLinkDestroy");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkAddData_13_0(nvJitLinkHandle handle, nvJitLinkInputType inputType, const void *data, size_t size, const char *name)
{
    (void)handle;
    (void)inputType;
    (void)data;
    (void)size;
    (void)name;
    sim_unsupported("nvJitLinkAddData");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkAddFile_13_0(nvJitLinkHandle handle, nvJitLinkInputType inputType, const char *fileName)
{
    (void)handle;
    (void)inputType;
    (void)fileName;
    sim_unsupported("nvJitLinkAddFile");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkComplete_13_0(nvJitLinkHandle handle)
{
    (void)handle;
    sim_unsupported("nvJitLinkComplete");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkGetLinkedCubinSize_13_0(nvJitLinkHandle handle, size_t *size)
{
    (void)handle;
    (void)size;
    sim_unsupported("nvJitLinkGetLinkedCubinSize");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkGetLinkedCubin_13_0(nvJitLinkHandle handle, void *cubin)
{
    (void)handle;
    (void)cubin;
    sim_unsupported("nvJitLinkGetLinkedCubin");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkGetLinkedPtxSize_13_0(nvJitLinkHandle handle, size_t *size)
{
    (void)handle;
    (void)size;
    sim_unsupported("nvJitLinkGetLinkedPtxSize");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkGetLinkedPtx_13_0(nvJitLinkHandle handle, char *ptx)
{
    (void)handle;
    (void)ptx;
    sim_unsupported("nvJitLinkGetLinkedPtx");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkGetErrorLogSize_13_0(nvJitLinkHandle handle, size_t *size)
{
    (void)handle;
    (void)size;
    sim_unsupported("nvJitLinkGetErrorLogSize");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkGetErrorLog_13_0(nvJitLinkHandle handle, char *log)
{
    (void)handle;
    (void)log;
    sim_unsupported("nvJitLinkGetErrorLog");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkGetInfoLogSize_13_0(nvJitLinkHandle handle, size_t *size)
{
    (void)handle;
    (void)size;
    sim_unsupported("nvJitLinkGetInfoLogSize");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult __nvJitLinkGetInfoLog_13_0(nvJitLinkHandle handle, char *log)
{
    (void)handle;
    (void)log;
    sim_unsupported("nvJitLinkGetInfoLog");
    return NVJITLINK_ERROR_INTERNAL;
}
__attribute__((weak)) nvJitLinkResult nvJitLinkVersion(unsigned int *major, unsigned int *minor)
{
    (void)major;
    (void)minor;
    sim_unsupported("nvJitLinkVersion");
    return NVJITLINK_ERROR_INTERNAL;
}

/* nvrtc */
__attribute__((weak)) const char * nvrtcGetErrorString(nvrtcResult result)
{
    (void)result;
    return (const char *)0;
}
__attribute__((weak)) nvrtcResult nvrtcVersion(int *major, int *minor)
{
    (void)major;
    (void)minor;
    sim_unsupported("nvrtcVersion");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetNumSupportedArchs(int *numArchs)
{
    (void)numArchs;
    sim_unsupported("nvrtcGetNumSupportedArchs");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetSupportedArchs(int *supportedArchs)
{
    (void)supportedArchs;
    sim_unsupported("nvrtcGetSupportedArchs");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name, int numHeaders, const char *const *headers, const char *const *includeNames)
{
    (void)prog;
    (void)src;
    (void)name;
    (void)numHeaders;
    (void)headers;
    (void)includeNames;
    sim_unsupported("nvrtcCreateProgram");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcDestroyProgram(nvrtcProgram *prog)
{
    (void)prog;
    sim_unsupported("nvrtcDestroyProgram");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char *const *options)
{
    (void)prog;
    (void)numOptions;
    (void)options;
    sim_unsupported("nvrtcCompileProgram");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t *ptxSizeRet)
{
    (void)prog;
    (void)ptxSizeRet;
    sim_unsupported("nvrtcGetPTXSize");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char *ptx)
{
    (void)prog;
    (void)ptx;
    sim_unsupported("nvrtcGetPTX");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t *cubinSizeRet)
{
    (void)prog;
    (void)cubinSizeRet;
    sim_unsupported("nvrtcGetCUBINSize");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char *cubin)
{
    (void)prog;
    (void)cubin;
    sim_unsupported("nvrtcGetCUBIN");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram prog, size_t *LTOIRSizeRet)
{
    (void)prog;
    (void)LTOIRSizeRet;
    sim_unsupported("nvrtcGetLTOIRSize");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetLTOIR(nvrtcProgram prog, char *LTOIR)
{
    (void)prog;
    (void)LTOIR;
    sim_unsupported("nvrtcGetLTOIR");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetOptiXIRSize(nvrtcProgram prog, size_t *optixirSizeRet)
{
    (void)prog;
    (void)optixirSizeRet;
    sim_unsupported("nvrtcGetOptiXIRSize");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetOptiXIR(nvrtcProgram prog, char *optixir)
{
    (void)prog;
    (void)optixir;
    sim_unsupported("nvrtcGetOptiXIR");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t *logSizeRet)
{
    (void)prog;
    (void)logSizeRet;
    sim_unsupported("nvrtcGetProgramLogSize");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char *log)
{
    (void)prog;
    (void)log;
    sim_unsupported("nvrtcGetProgramLog");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcAddNameExpression(nvrtcProgram prog, const char *const name_expression)
{
    (void)prog;
    (void)name_expression;
    sim_unsupported("nvrtcAddNameExpression");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetLoweredName(nvrtcProgram prog, const char *const name_expression, const char **lowered_name)
{
    (void)prog;
    (void)name_expression;
    (void)lowered_name;
    sim_unsupported("nvrtcGetLoweredName");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetPCHHeapSize(size_t *ret)
{
    (void)ret;
    sim_unsupported("nvrtcGetPCHHeapSize");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcSetPCHHeapSize(size_t size)
{
    (void)size;
    sim_unsupported("nvrtcSetPCHHeapSize");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetPCHCreateStatus(nvrtcProgram prog)
{
    (void)prog;
    sim_unsupported("nvrtcGetPCHCreateStatus");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcGetPCHHeapSizeRequired(nvrtcProgram prog, size_t *size)
{
    (void)prog;
    (void)size;
    sim_unsupported("nvrtcGetPCHHeapSizeRequired");
    return NVRTC_ERROR_INTERNAL_ERROR;
}
__attribute__((weak)) nvrtcResult nvrtcSetFlowCallback(nvrtcProgram prog, int (*callback)(void *, void *), void *payload)
{
    (void)prog;
    (void)callback;
    (void)payload;
    sim_unsupported("nvrtcSetFlowCallback");
    return NVRTC_ERROR_INTERNAL_ERROR;
}

const struct sim_entry sim_entries[] = {
    {"cuGetErrorString", 6000, 0, (sim_fn)cuGetErrorString},
    {"cuGetErrorName", 6000, 0, (sim_fn)cuGetErrorName},
    {"cuInit", 2000, 0, (sim_fn)cuInit},
    {"cuDriverGetVersion", 2020, 0, (sim_fn)cuDriverGetVersion},
    {"cuDeviceGet", 2000, 0, (sim_fn)cuDeviceGet},
    {"cuDeviceGetCount", 2000, 0, (sim_fn)cuDeviceGetCount},
    {"cuDeviceGetName", 2000, 0, (sim_fn)cuDeviceGetName},
    {"cuDeviceGetUuid", 11040, 0, (sim_fn)cuDeviceGetUuid_v2},
    {"cuDeviceGetLuid", 10000, 0, (sim_fn)cuDeviceGetLuid},
    {"cuDeviceTotalMem", 3020, 0, (sim_fn)cuDeviceTotalMem_v2},
    {"cuDeviceGetTexture1DLinearMaxWidth", 11010, 0, (sim_fn)cuDeviceGetTexture1DLinearMaxWidth},
    {"cuDeviceGetAttribute", 2000, 0, (sim_fn)cuDeviceGetAttribute},
    {"cuDeviceGetHostAtomicCapabilities", 13000, 0, (sim_fn)cuDeviceGetHostAtomicCapabilities},
    {"cuDeviceGetNvSciSyncAttributes", 10020, 0, (sim_fn)cuDeviceGetNvSciSyncAttributes},
    {"cuDeviceSetMemPool", 11020, 0, (sim_fn)cuDeviceSetMemPool},
    {"cuDeviceGetMemPool", 11020, 0, (sim_fn)cuDeviceGetMemPool},
    {"cuDeviceGetDefaultMemPool", 11020, 0, (sim_fn)cuDeviceGetDefaultMemPool},
    {"cuDeviceGetExecAffinitySupport", 11040, 0, (sim_fn)cuDeviceGetExecAffinitySupport},
    {"cuFlushGPUDirectRDMAWrites", 11030, 0, (sim_fn)cuFlushGPUDirectRDMAWrites},
    {"cuDeviceGetProperties", 2000, 0, (sim_fn)cuDeviceGetProperties},
    {"cuDeviceComputeCapability", 2000, 0, (sim_fn)cuDeviceComputeCapability},
    {"cuDevicePrimaryCtxRetain", 7000, 0, (sim_fn)cuDevicePrimaryCtxRetain},
    {"cuDevicePrimaryCtxRelease", 11000, 0, (sim_fn)cuDevicePrimaryCtxRelease_v2},
    {"cuDevicePrimaryCtxSetFlags", 11000, 0, (sim_fn)cuDevicePrimaryCtxSetFlags_v2},
    {"cuDevicePrimaryCtxGetState", 7000, 0, (sim_fn)cuDevicePrimaryCtxGetState},
    {"cuDevicePrimaryCtxReset", 11000, 0, (sim_fn)cuDevicePrimaryCtxReset_v2},
    {"cuCtxCreate", 12050, 0, (sim_fn)cuCtxCreate_v4},
    {"cuCtxDestroy", 4000, 0, (sim_fn)cuCtxDestroy_v2},
    {"cuCtxPushCurrent", 4000, 0, (sim_fn)cuCtxPushCurrent_v2},
    {"cuCtxPopCurrent", 4000, 0, (sim_fn)cuCtxPopCurrent_v2},
    {"cuCtxSetCurrent", 4000, 0, (sim_fn)cuCtxSetCurrent},
    {"cuCtxGetCurrent", 4000, 0, (sim_fn)cuCtxGetCurrent},
    {"cuCtxGetDevice", 2000, 0, (sim_fn)cuCtxGetDevice},
    {"cuCtxGetDevice", 13000, 0, (sim_fn)cuCtxGetDevice_v2},
    {"cuCtxGetFlags", 7000, 0, (sim_fn)cuCtxGetFlags},
    {"cuCtxSetFlags", 12010, 0, (sim_fn)cuCtxSetFlags},
    {"cuCtxGetId", 12000, 0, (sim_fn)cuCtxGetId},
    {"cuCtxSynchronize", 2000, 0, (sim_fn)cuCtxSynchronize},
    {"cuCtxSynchronize", 13000, 0, (sim_fn)cuCtxSynchronize_v2},
    {"cuCtxSetLimit", 3010, 0, (sim_fn)cuCtxSetLimit},
    {"cuCtxGetLimit", 3010, 0, (sim_fn)cuCtxGetLimit},
    {"cuCtxGetCacheConfig", 3020, 0, (sim_fn)cuCtxGetCacheConfig},
    {"cuCtxSetCacheConfig", 3020, 0, (sim_fn)cuCtxSetCacheConfig},
    {"cuCtxGetApiVersion", 3020, 0, (sim_fn)cuCtxGetApiVersion},
    {"cuCtxGetStreamPriorityRange", 5050, 0, (sim_fn)cuCtxGetStreamPriorityRange},
    {"cuCtxResetPersistingL2Cache", 11000, 0, (sim_fn)cuCtxResetPersistingL2Cache},
    {"cuCtxGetExecAffinity", 11040, 0, (sim_fn)cuCtxGetExecAffinity},
    {"cuCtxRecordEvent", 12050, 0, (sim_fn)cuCtxRecordEvent},
    {"cuCtxWaitEvent", 12050, 0, (sim_fn)cuCtxWaitEvent},
    {"cuCtxAttach", 2000, 0, (sim_fn)cuCtxAttach},
    {"cuCtxDetach", 2000, 0, (sim_fn)cuCtxDetach},
    {"cuCtxGetSharedMemConfig", 4020, 0, (sim_fn)cuCtxGetSharedMemConfig},
    {"cuCtxSetSharedMemConfig", 4020, 0, (sim_fn)cuCtxSetSharedMemConfig},
    {"cuModuleLoad", 2000, 0, (sim_fn)cuModuleLoad},
    {"cuModuleLoadData", 2000, 0, (sim_fn)cuModuleLoadData},
    {"cuModuleLoadDataEx", 2010, 0, (sim_fn)cuModuleLoadDataEx},
    {"cuModuleLoadFatBinary", 2000, 0, (sim_fn)cuModuleLoadFatBinary},
    {"cuModuleUnload", 2000, 0, (sim_fn)cuModuleUnload},
    {"cuModuleGetLoadingMode", 11070, 0, (sim_fn)cuModuleGetLoadingMode},
    {"cuModuleGetFunction", 2000, 0, (sim_fn)cuModuleGetFunction},
    {"cuModuleGetFunctionCount", 12040, 0, (sim_fn)cuModuleGetFunctionCount},
    {"cuModuleEnumerateFunctions", 12040, 0, (sim_fn)cuModuleEnumerateFunctions},
    {"cuModuleGetGlobal", 3020, 0, (sim_fn)cuModuleGetGlobal_v2},
    {"cuLinkCreate", 6050, 0, (sim_fn)cuLinkCreate_v2},
    {"cuLinkAddData", 6050, 0, (sim_fn)cuLinkAddData_v2},
    {"cuLinkAddFile", 6050, 0, (sim_fn)cuLinkAddFile_v2},
    {"cuLinkComplete", 5050, 0, (sim_fn)cuLinkComplete},
    {"cuLinkDestroy", 5050, 0, (sim_fn)cuLinkDestroy},
    {"cuModuleGetTexRef", 2000, 0, (sim_fn)cuModuleGetTexRef},
    {"cuModuleGetSurfRef", 3000, 0, (sim_fn)cuModuleGetSurfRef},
    {"cuLibraryLoadData", 12000, 0, (sim_fn)cuLibraryLoadData},
    {"cuLibraryLoadFromFile", 12000, 0, (sim_fn)cuLibraryLoadFromFile},
    {"cuLibraryUnload", 12000, 0, (sim_fn)cuLibraryUnload},
    {"cuLibraryGetKernel", 12000, 0, (sim_fn)cuLibraryGetKernel},
    {"cuLibraryGetKernelCount", 12040, 0, (sim_fn)cuLibraryGetKernelCount},
    {"cuLibraryEnumerateKernels", 12040, 0, (sim_fn)cuLibraryEnumerateKernels},
    {"cuLibraryGetModule", 12000, 0, (sim_fn)cuLibraryGetModule},
    {"cuKernelGetFunction", 12000, 0, (sim_fn)cuKernelGetFunction},
    {"cuKernelGetLibrary", 12050, 0, (sim_fn)cuKernelGetLibrary},
    {"cuLibraryGetGlobal", 12000, 0, (sim_fn)cuLibraryGetGlobal},
    {"cuLibraryGetManaged", 12000, 0, (sim_fn)cuLibraryGetManaged},
    {"cuLibraryGetUnifiedFunction", 12000, 0, (sim_fn)cuLibraryGetUnifiedFunction},
    {"cuKernelGetAttribute", 12000, 0, (sim_fn)cuKernelGetAttribute},
    {"cuKernelSetAttribute", 12000, 0, (sim_fn)cuKernelSetAttribute},
    {"cuKernelSetCacheConfig", 12000, 0, (sim_fn)cuKernelSetCacheConfig},
    {"cuKernelGetName", 12030, 0, (sim_fn)cuKernelGetName},
    {"cuKernelGetParamInfo", 12040, 0, (sim_fn)cuKernelGetParamInfo},
    {"cuMemGetInfo", 3020, 0, (sim_fn)cuMemGetInfo_v2},
    {"cuMemAlloc", 3020, 0, (sim_fn)cuMemAlloc_v2},
    {"cuMemAllocPitch", 3020, 0, (sim_fn)cuMemAllocPitch_v2},
    {"cuMemFree", 3020, 0, (sim_fn)cuMemFree_v2},
    {"cuMemGetAddressRange", 3020, 0, (sim_fn)cuMemGetAddressRange_v2},
    {"cuMemAllocHost", 3020, 0, (sim_fn)cuMemAllocHost_v2},
    {"cuMemFreeHost", 2000, 0, (sim_fn)cuMemFreeHost},
    {"cuMemHostAlloc", 2020, 0, (sim_fn)cuMemHostAlloc},
    {"cuMemHostGetDevicePointer", 3020, 0, (sim_fn)cuMemHostGetDevicePointer_v2},
    {"cuMemHostGetFlags", 2030, 0, (sim_fn)cuMemHostGetFlags},
    {"cuMemAllocManaged", 6000, 0, (sim_fn)cuMemAllocManaged},
    {"cuDeviceRegisterAsyncNotification", 12040, 0, (sim_fn)cuDeviceRegisterAsyncNotification},
    {"cuDeviceUnregisterAsyncNotification", 12040, 0, (sim_fn)cuDeviceUnregisterAsyncNotification},
    {"cuDeviceGetByPCIBusId", 4010, 0, (sim_fn)cuDeviceGetByPCIBusId},
    {"cuDeviceGetPCIBusId", 4010, 0, (sim_fn)cuDeviceGetPCIBusId},
    {"cuIpcGetEventHandle", 4010, 0, (sim_fn)cuIpcGetEventHandle},
    {"cuIpcOpenEventHandle", 4010, 0, (sim_fn)cuIpcOpenEventHandle},
    {"cuIpcGetMemHandle", 4010, 0, (sim_fn)cuIpcGetMemHandle},
    {"cuIpcOpenMemHandle", 11000, 0, (sim_fn)cuIpcOpenMemHandle_v2},
    {"cuIpcCloseMemHandle", 4010, 0, (sim_fn)cuIpcCloseMemHandle},
    {"cuMemHostRegister", 6050, 0, (sim_fn)cuMemHostRegister_v2},
    {"cuMemHostUnregister", 4000, 0, (sim_fn)cuMemHostUnregister},
    {"cuMemcpy", 4000, 0, (sim_fn)cuMemcpy},
    {"cuMemcpy", 7000, 1, (sim_fn)cuMemcpy_ptds},
    {"cuMemcpyPeer", 4000, 0, (sim_fn)cuMemcpyPeer},
    {"cuMemcpyPeer", 7000, 1, (sim_fn)cuMemcpyPeer_ptds},
    {"cuMemcpyHtoD", 3020, 0, (sim_fn)cuMemcpyHtoD_v2},
    {"cuMemcpyHtoD", 7000, 1, (sim_fn)cuMemcpyHtoD_v2_ptds},
    {"cuMemcpyDtoH", 3020, 0, (sim_fn)cuMemcpyDtoH_v2},
    {"cuMemcpyDtoH", 7000, 1, (sim_fn)cuMemcpyDtoH_v2_ptds},
    {"cuMemcpyDtoD", 3020, 0, (sim_fn)cuMemcpyDtoD_v2},
    {"cuMemcpyDtoD", 7000, 1, (sim_fn)cuMemcpyDtoD_v2_ptds},
    {"cuMemcpyDtoA", 3020, 0, (sim_fn)cuMemcpyDtoA_v2},
    {"cuMemcpyDtoA", 7000, 1, (sim_fn)cuMemcpyDtoA_v2_ptds},
    {"cuMemcpyAtoD", 3020, 0, (sim_fn)cuMemcpyAtoD_v2},
    {"cuMemcpyAtoD", 7000, 1, (sim_fn)cuMemcpyAtoD_v2_ptds},
    {"cuMemcpyHtoA", 3020, 0, (sim_fn)cuMemcpyHtoA_v2},
    {"cuMemcpyHtoA", 7000, 1, (sim_fn)cuMemcpyHtoA_v2_ptds},
    {"cuMemcpyAtoH", 3020, 0, (sim_fn)cuMemcpyAtoH_v2},
    {"cuMemcpyAtoH", 7000, 1, (sim_fn)cuMemcpyAtoH_v2_ptds},
    {"cuMemcpyAtoA", 3020, 0, (sim_fn)cuMemcpyAtoA_v2},
    {"cuMemcpyAtoA", 7000, 1, (sim_fn)cuMemcpyAtoA_v2_ptds},
    {"cuMemcpy2D", 3020, 0, (sim_fn)cuMemcpy2D_v2},
    {"cuMemcpy2D", 7000, 1, (sim_fn)cuMemcpy2D_v2_ptds},
    {"cuMemcpy2DUnaligned", 3020, 0, (sim_fn)cuMemcpy2DUnaligned_v2},
    {"cuMemcpy2DUnaligned", 7000, 1, (sim_fn)cuMemcpy2DUnaligned_v2_ptds},
    {"cuMemcpy3D", 3020, 0, (sim_fn)cuMemcpy3D_v2},
    {"cuMemcpy3D", 7000, 1, (sim_fn)cuMemcpy3D_v2_ptds},
    {"cuMemcpy3DPeer", 4000, 0, (sim_fn)cuMemcpy3DPeer},
    {"cuMemcpy3DPeer", 7000, 1, (sim_fn)cuMemcpy3DPeer_ptds},
    {"cuMemcpyAsync", 4000, 0, (sim_fn)cuMemcpyAsync},
    {"cuMemcpyAsync", 7000, 1, (sim_fn)cuMemcpyAsync_ptsz},
    {"cuMemcpyPeerAsync", 4000, 0, (sim_fn)cuMemcpyPeerAsync},
    {"cuMemcpyPeerAsync", 7000, 1, (sim_fn)cuMemcpyPeerAsync_ptsz},
    {"cuMemcpyHtoDAsync", 3020, 0, (sim_fn)cuMemcpyHtoDAsync_v2},
    {"cuMemcpyHtoDAsync", 7000, 1, (sim_fn)cuMemcpyHtoDAsync_v2_ptsz},
    {"cuMemcpyDtoHAsync", 3020, 0, (sim_fn)cuMemcpyDtoHAsync_v2},
    {"cuMemcpyDtoHAsync", 7000, 1, (sim_fn)cuMemcpyDtoHAsync_v2_ptsz},
    {"cuMemcpyDtoDAsync", 3020, 0, (sim_fn)cuMemcpyDtoDAsync_v2},
    {"cuMemcpyDtoDAsync", 7000, 1, (sim_fn)cuMemcpyDtoDAsync_v2_ptsz},
    {"cuMemcpyHtoAAsync", 3020, 0, (sim_fn)cuMemcpyHtoAAsync_v2},
    {"cuMemcpyHtoAAsync", 7000, 1, (sim_fn)cuMemcpyHtoAAsync_v2_ptsz},
    {"cuMemcpyAtoHAsync", 3020, 0, (sim_fn)cuMemcpyAtoHAsync_v2},
    {"cuMemcpyAtoHAsync", 7000, 1, (sim_fn)cuMemcpyAtoHAsync_v2_ptsz},
    {"cuMemcpy2DAsync", 3020, 0, (sim_fn)cuMemcpy2DAsync_v2},
    {"cuMemcpy2DAsync", 7000, 1, (sim_fn)cuMemcpy2DAsync_v2_ptsz},
    {"cuMemcpy3DAsync", 3020, 0, (sim_fn)cuMemcpy3DAsync_v2},
    {"cuMemcpy3DAsync", 7000, 1, (sim_fn)cuMemcpy3DAsync_v2_ptsz},
    {"cuMemcpy3DPeerAsync", 4000, 0, (sim_fn)cuMemcpy3DPeerAsync},
    {"cuMemcpy3DPeerAsync", 7000, 1, (sim_fn)cuMemcpy3DPeerAsync_ptsz},
    {"cuMemcpyBatchAsync", 13000, 0, (sim_fn)cuMemcpyBatchAsync_v2},
    {"cuMemcpyBatchAsync", 13000, 1, (sim_fn)cuMemcpyBatchAsync_v2_ptsz},
    {"cuMemcpy3DBatchAsync", 13000, 0, (sim_fn)cuMemcpy3DBatchAsync_v2},
    {"cuMemcpy3DBatchAsync", 13000, 1, (sim_fn)cuMemcpy3DBatchAsync_v2_ptsz},
    {"cuMemsetD8", 3020, 0, (sim_fn)cuMemsetD8_v2},
    {"cuMemsetD8", 7000, 1, (sim_fn)cuMemsetD8_v2_ptds},
    {"cuMemsetD16", 3020, 0, (sim_fn)cuMemsetD16_v2},
    {"cuMemsetD16", 7000, 1, (sim_fn)cuMemsetD16_v2_ptds},
    {"cuMemsetD32", 3020, 0, (sim_fn)cuMemsetD32_v2},
    {"cuMemsetD32", 7000, 1, (sim_fn)cuMemsetD32_v2_ptds},
    {"cuMemsetD2D8", 3020, 0, (sim_fn)cuMemsetD2D8_v2},
    {"cuMemsetD2D8", 7000, 1, (sim_fn)cuMemsetD2D8_v2_ptds},
    {"cuMemsetD2D16", 3020, 0, (sim_fn)cuMemsetD2D16_v2},
    {"cuMemsetD2D16", 7000, 1, (sim_fn)cuMemsetD2D16_v2_ptds},
    {"cuMemsetD2D32", 3020, 0, (sim_fn)cuMemsetD2D32_v2},
    {"cuMemsetD2D32", 7000, 1, (sim_fn)cuMemsetD2D32_v2_ptds},
    {"cuMemsetD8Async", 3020, 0, (sim_fn)cuMemsetD8Async},
    {"cuMemsetD8Async", 7000, 1, (sim_fn)cuMemsetD8Async_ptsz},
    {"cuMemsetD16Async", 3020, 0, (sim_fn)cuMemsetD16Async},
    {"cuMemsetD16Async", 7000, 1, (sim_fn)cuMemsetD16Async_ptsz},
    {"cuMemsetD32Async", 3020, 0, (sim_fn)cuMemsetD32Async},
    {"cuMemsetD32Async", 7000, 1, (sim_fn)cuMemsetD32Async_ptsz},
    {"cuMemsetD2D8Async", 3020, 0, (sim_fn)cuMemsetD2D8Async},
    {"cuMemsetD2D8Async", 7000, 1, (sim_fn)cuMemsetD2D8Async_ptsz},
    {"cuMemsetD2D16Async", 3020, 0, (sim_fn)cuMemsetD2D16Async},
    {"cuMemsetD2D16Async", 7000, 1, (sim_fn)cuMemsetD2D16Async_ptsz},
    {"cuMemsetD2D32Async", 3020, 0, (sim_fn)cuMemsetD2D32Async},
    {"cuMemsetD2D32Async", 7000, 1, (sim_fn)cuMemsetD2D32Async_ptsz},
    {"cuArrayCreate", 3020, 0, (sim_fn)cuArrayCreate_v2},
    {"cuArrayGetDescriptor", 3020, 0, (sim_fn)cuArrayGetDescriptor_v2},
    {"cuArrayGetSparseProperties", 11010, 0, (sim_fn)cuArrayGetSparseProperties},
    {"cuMipmappedArrayGetSparseProperties", 11010, 0, (sim_fn)cuMipmappedArrayGetSparseProperties},
    {"cuArrayGetMemoryRequirements", 11060, 0, (sim_fn)cuArrayGetMemoryRequirements},
    {"cuMipmappedArrayGetMemoryRequirements", 11060, 0, (sim_fn)cuMipmappedArrayGetMemoryRequirements},
    {"cuArrayGetPlane", 11020, 0, (sim_fn)cuArrayGetPlane},
    {"cuArrayDestroy", 2000, 0, (sim_fn)cuArrayDestroy},
    {"cuArray3DCreate", 3020, 0, (sim_fn)cuArray3DCreate_v2},
    {"cuArray3DGetDescriptor", 3020, 0, (sim_fn)cuArray3DGetDescriptor_v2},
    {"cuMipmappedArrayCreate", 5000, 0, (sim_fn)cuMipmappedArrayCreate},
    {"cuMipmappedArrayGetLevel", 5000, 0, (sim_fn)cuMipmappedArrayGetLevel},
    {"cuMipmappedArrayDestroy", 5000, 0, (sim_fn)cuMipmappedArrayDestroy},
    {"cuMemGetHandleForAddressRange", 11070, 0, (sim_fn)cuMemGetHandleForAddressRange},
    {"cuMemBatchDecompressAsync", 12060, 0, (sim_fn)cuMemBatchDecompressAsync},
    {"cuMemBatchDecompressAsync", 12060, 1, (sim_fn)cuMemBatchDecompressAsync_ptsz},
    {"cuMemAddressReserve", 10020, 0, (sim_fn)cuMemAddressReserve},
    {"cuMemAddressFree", 10020, 0, (sim_fn)cuMemAddressFree},
    {"cuMemCreate", 10020, 0, (sim_fn)cuMemCreate},
    {"cuMemRelease", 10020, 0, (sim_fn)cuMemRelease},
    {"cuMemMap", 10020, 0, (sim_fn)cuMemMap},
    {"cuMemMapArrayAsync", 11010, 0, (sim_fn)cuMemMapArrayAsync},
    {"cuMemMapArrayAsync", 11010, 1, (sim_fn)cuMemMapArrayAsync_ptsz},
    {"cuMemUnmap", 10020, 0, (sim_fn)cuMemUnmap},
    {"cuMemSetAccess", 10020, 0, (sim_fn)cuMemSetAccess},
    {"cuMemGetAccess", 10020, 0, (sim_fn)cuMemGetAccess},
    {"cuMemExportToShareableHandle", 10020, 0, (sim_fn)cuMemExportToShareableHandle},
    {"cuMemImportFromShareableHandle", 10020, 0, (sim_fn)cuMemImportFromShareableHandle},
    {"cuMemGetAllocationGranularity", 10020, 0, (sim_fn)cuMemGetAllocationGranularity},
    {"cuMemGetAllocationPropertiesFromHandle", 10020, 0, (sim_fn)cuMemGetAllocationPropertiesFromHandle},
    {"cuMemRetainAllocationHandle", 11000, 0, (sim_fn)cuMemRetainAllocationHandle},
    {"cuMemFreeAsync", 11020, 0, (sim_fn)cuMemFreeAsync},
    {"cuMemFreeAsync", 11020, 1, (sim_fn)cuMemFreeAsync_ptsz},
    {"cuMemAllocAsync", 11020, 0, (sim_fn)cuMemAllocAsync},
    {"cuMemAllocAsync", 11020, 1, (sim_fn)cuMemAllocAsync_ptsz},
    {"cuMemPoolTrimTo", 11020, 0, (sim_fn)cuMemPoolTrimTo},
    {"cuMemPoolSetAttribute", 11020, 0, (sim_fn)cuMemPoolSetAttribute},
    {"cuMemPoolGetAttribute", 11020, 0, (sim_fn)cuMemPoolGetAttribute},
    {"cuMemPoolSetAccess", 11020, 0, (sim_fn)cuMemPoolSetAccess},
    {"cuMemPoolGetAccess", 11020, 0, (sim_fn)cuMemPoolGetAccess},
    {"cuMemPoolCreate", 11020, 0, (sim_fn)cuMemPoolCreate},
    {"cuMemPoolDestroy", 11020, 0, (sim_fn)cuMemPoolDestroy},
    {"cuMemGetDefaultMemPool", 13000, 0, (sim_fn)cuMemGetDefaultMemPool},
    {"cuMemGetMemPool", 13000, 0, (sim_fn)cuMemGetMemPool},
    {"cuMemSetMemPool", 13000, 0, (sim_fn)cuMemSetMemPool},
    {"cuMemAllocFromPoolAsync", 11020, 0, (sim_fn)cuMemAllocFromPoolAsync},
    {"cuMemAllocFromPoolAsync", 11020, 1, (sim_fn)cuMemAllocFromPoolAsync_ptsz},
    {"cuMemPoolExportToShareableHandle", 11020, 0, (sim_fn)cuMemPoolExportToShareableHandle},
    {"cuMemPoolImportFromShareableHandle", 11020, 0, (sim_fn)cuMemPoolImportFromShareableHandle},
    {"cuMemPoolExportPointer", 11020, 0, (sim_fn)cuMemPoolExportPointer},
    {"cuMemPoolImportPointer", 11020, 0, (sim_fn)cuMemPoolImportPointer},
    {"cuMulticastCreate", 12010, 0, (sim_fn)cuMulticastCreate},
    {"cuMulticastAddDevice", 12010, 0, (sim_fn)cuMulticastAddDevice},
    {"cuMulticastBindMem", 12010, 0, (sim_fn)cuMulticastBindMem},
    {"cuMulticastBindAddr", 12010, 0, (sim_fn)cuMulticastBindAddr},
    {"cuMulticastUnbind", 12010, 0, (sim_fn)cuMulticastUnbind},
    {"cuMulticastGetGranularity", 12010, 0, (sim_fn)cuMulticastGetGranularity},
    {"cuPointerGetAttribute", 4000, 0, (sim_fn)cuPointerGetAttribute},
    {"cuMemPrefetchAsync", 12020, 0, (sim_fn)cuMemPrefetchAsync_v2},
    {"cuMemPrefetchAsync", 12020, 1, (sim_fn)cuMemPrefetchAsync_v2_ptsz},
    {"cuMemAdvise", 12020, 0, (sim_fn)cuMemAdvise_v2},
    {"cuMemPrefetchBatchAsync", 13000, 0, (sim_fn)cuMemPrefetchBatchAsync},
    {"cuMemPrefetchBatchAsync", 13000, 1, (sim_fn)cuMemPrefetchBatchAsync_ptsz},
    {"cuMemDiscardBatchAsync", 13000, 0, (sim_fn)cuMemDiscardBatchAsync},
    {"cuMemDiscardBatchAsync", 13000, 1, (sim_fn)cuMemDiscardBatchAsync_ptsz},
    {"cuMemDiscardAndPrefetchBatchAsync", 13000, 0, (sim_fn)cuMemDiscardAndPrefetchBatchAsync},
    {"cuMemDiscardAndPrefetchBatchAsync", 13000, 1, (sim_fn)cuMemDiscardAndPrefetchBatchAsync_ptsz},
    {"cuMemRangeGetAttribute", 8000, 0, (sim_fn)cuMemRangeGetAttribute},
    {"cuMemRangeGetAttributes", 8000, 0, (sim_fn)cuMemRangeGetAttributes},
    {"cuPointerSetAttribute", 6000, 0, (sim_fn)cuPointerSetAttribute},
    {"cuPointerGetAttributes", 7000, 0, (sim_fn)cuPointerGetAttributes},
    {"cuStreamCreate", 2000, 0, (sim_fn)cuStreamCreate},
    {"cuStreamCreateWithPriority", 5050, 0, (sim_fn)cuStreamCreateWithPriority},
    {"cuStreamGetPriority", 5050, 0, (sim_fn)cuStreamGetPriority},
    {"cuStreamGetPriority", 7000, 1, (sim_fn)cuStreamGetPriority_ptsz},
    {"cuStreamGetDevice", 12080, 0, (sim_fn)cuStreamGetDevice},
    {"cuStreamGetDevice", 12080, 1, (sim_fn)cuStreamGetDevice_ptsz},
    {"cuStreamGetFlags", 5050, 0, (sim_fn)cuStreamGetFlags},
    {"cuStreamGetFlags", 7000, 1, (sim_fn)cuStreamGetFlags_ptsz},
    {"cuStreamGetId", 12000, 0, (sim_fn)cuStreamGetId},
    {"cuStreamGetId", 12000, 1, (sim_fn)cuStreamGetId_ptsz},
    {"cuStreamGetCtx", 9020, 0, (sim_fn)cuStreamGetCtx},
    {"cuStreamGetCtx", 9020, 1, (sim_fn)cuStreamGetCtx_ptsz},
    {"cuStreamGetCtx", 12050, 0, (sim_fn)cuStreamGetCtx_v2},
    {"cuStreamGetCtx", 12050, 1, (sim_fn)cuStreamGetCtx_v2_ptsz},
    {"cuStreamWaitEvent", 3020, 0, (sim_fn)cuStreamWaitEvent},
    {"cuStreamWaitEvent", 7000, 1, (sim_fn)cuStreamWaitEvent_ptsz},
    {"cuStreamAddCallback", 5000, 0, (sim_fn)cuStreamAddCallback},
    {"cuStreamAddCallback", 7000, 1, (sim_fn)cuStreamAddCallback_ptsz},
    {"cuStreamBeginCapture", 10010, 0, (sim_fn)cuStreamBeginCapture_v2},
    {"cuStreamBeginCapture", 10010, 1, (sim_fn)cuStreamBeginCapture_v2_ptsz},
    {"cuStreamBeginCaptureToGraph", 12030, 0, (sim_fn)cuStreamBeginCaptureToGraph},
    {"cuStreamBeginCaptureToGraph", 12030, 1, (sim_fn)cuStreamBeginCaptureToGraph_ptsz},
    {"cuThreadExchangeStreamCaptureMode", 10010, 0, (sim_fn)cuThreadExchangeStreamCaptureMode},
    {"cuStreamEndCapture", 10000, 0, (sim_fn)cuStreamEndCapture},
    {"cuStreamEndCapture", 10000, 1, (sim_fn)cuStreamEndCapture_ptsz},
    {"cuStreamIsCapturing", 10000, 0, (sim_fn)cuStreamIsCapturing},
    {"cuStreamIsCapturing", 10000, 1, (sim_fn)cuStreamIsCapturing_ptsz},
    {"cuStreamGetCaptureInfo", 12030, 0, (sim_fn)cuStreamGetCaptureInfo_v3},
    {"cuStreamGetCaptureInfo", 12030, 1, (sim_fn)cuStreamGetCaptureInfo_v3_ptsz},
    {"cuStreamUpdateCaptureDependencies", 12030, 0, (sim_fn)cuStreamUpdateCaptureDependencies_v2},
    {"cuStreamUpdateCaptureDependencies", 12030, 1, (sim_fn)cuStreamUpdateCaptureDependencies_v2_ptsz},
    {"cuStreamAttachMemAsync", 6000, 0, (sim_fn)cuStreamAttachMemAsync},
    {"cuStreamAttachMemAsync", 7000, 1, (sim_fn)cuStreamAttachMemAsync_ptsz},
    {"cuStreamQuery", 2000, 0, (sim_fn)cuStreamQuery},
    {"cuStreamQuery", 7000, 1, (sim_fn)cuStreamQuery_ptsz},
    {"cuStreamSynchronize", 2000, 0, (sim_fn)cuStreamSynchronize},
    {"cuStreamSynchronize", 7000, 1, (sim_fn)cuStreamSynchronize_ptsz},
    {"cuStreamDestroy", 4000, 0, (sim_fn)cuStreamDestroy_v2},
    {"cuStreamCopyAttributes", 11000, 0, (sim_fn)cuStreamCopyAttributes},
    {"cuStreamCopyAttributes", 11000, 1, (sim_fn)cuStreamCopyAttributes_ptsz},
    {"cuStreamGetAttribute", 11000, 0, (sim_fn)cuStreamGetAttribute},
    {"cuStreamGetAttribute", 11000, 1, (sim_fn)cuStreamGetAttribute_ptsz},
    {"cuStreamSetAttribute", 11000, 0, (sim_fn)cuStreamSetAttribute},
    {"cuStreamSetAttribute", 11000, 1, (sim_fn)cuStreamSetAttribute_ptsz},
    {"cuEventCreate", 2000, 0, (sim_fn)cuEventCreate},
    {"cuEventRecord", 2000, 0, (sim_fn)cuEventRecord},
    {"cuEventRecord", 7000, 1, (sim_fn)cuEventRecord_ptsz},
    {"cuEventRecordWithFlags", 11010, 0, (sim_fn)cuEventRecordWithFlags},
    {"cuEventRecordWithFlags", 11010, 1, (sim_fn)cuEventRecordWithFlags_ptsz},
    {"cuEventQuery", 2000, 0, (sim_fn)cuEventQuery},
    {"cuEventSynchronize", 2000, 0, (sim_fn)cuEventSynchronize},
    {"cuEventDestroy", 4000, 0, (sim_fn)cuEventDestroy_v2},
    {"cuEventElapsedTime", 12080, 0, (sim_fn)cuEventElapsedTime_v2},
    {"cuImportExternalMemory", 10000, 0, (sim_fn)cuImportExternalMemory},
    {"cuExternalMemoryGetMappedBuffer", 10000, 0, (sim_fn)cuExternalMemoryGetMappedBuffer},
    {"cuExternalMemoryGetMappedMipmappedArray", 10000, 0, (sim_fn)cuExternalMemoryGetMappedMipmappedArray},
    {"cuDestroyExternalMemory", 10000, 0, (sim_fn)cuDestroyExternalMemory},
    {"cuImportExternalSemaphore", 10000, 0, (sim_fn)cuImportExternalSemaphore},
    {"cuSignalExternalSemaphoresAsync", 10000, 0, (sim_fn)cuSignalExternalSemaphoresAsync},
    {"cuSignalExternalSemaphoresAsync", 10000, 1, (sim_fn)cuSignalExternalSemaphoresAsync_ptsz},
    {"cuWaitExternalSemaphoresAsync", 10000, 0, (sim_fn)cuWaitExternalSemaphoresAsync},
    {"cuWaitExternalSemaphoresAsync", 10000, 1, (sim_fn)cuWaitExternalSemaphoresAsync_ptsz},
    {"cuDestroyExternalSemaphore", 10000, 0, (sim_fn)cuDestroyExternalSemaphore},
    {"cuStreamWaitValue32", 11070, 0, (sim_fn)cuStreamWaitValue32_v2},
    {"cuStreamWaitValue32", 11070, 1, (sim_fn)cuStreamWaitValue32_v2_ptsz},
    {"cuStreamWaitValue64", 11070, 0, (sim_fn)cuStreamWaitValue64_v2},
    {"cuStreamWaitValue64", 11070, 1, (sim_fn)cuStreamWaitValue64_v2_ptsz},
    {"cuStreamWriteValue32", 11070, 0, (sim_fn)cuStreamWriteValue32_v2},
    {"cuStreamWriteValue32", 11070, 1, (sim_fn)cuStreamWriteValue32_v2_ptsz},
    {"cuStreamWriteValue64", 11070, 0, (sim_fn)cuStreamWriteValue64_v2},
    {"cuStreamWriteValue64", 11070, 1, (sim_fn)cuStreamWriteValue64_v2_ptsz},
    {"cuStreamBatchMemOp", 11070, 0, (sim_fn)cuStreamBatchMemOp_v2},
    {"cuStreamBatchMemOp", 11070, 1, (sim_fn)cuStreamBatchMemOp_v2_ptsz},
    {"cuFuncGetAttribute", 2020, 0, (sim_fn)cuFuncGetAttribute},
    {"cuFuncSetAttribute", 9000, 0, (sim_fn)cuFuncSetAttribute},
    {"cuFuncSetCacheConfig", 3000, 0, (sim_fn)cuFuncSetCacheConfig},
    {"cuFuncGetModule", 11000, 0, (sim_fn)cuFuncGetModule},
    {"cuFuncGetName", 12030, 0, (sim_fn)cuFuncGetName},
    {"cuFuncGetParamInfo", 12040, 0, (sim_fn)cuFuncGetParamInfo},
    {"cuFuncIsLoaded", 12040, 0, (sim_fn)cuFuncIsLoaded},
    {"cuFuncLoad", 12040, 0, (sim_fn)cuFuncLoad},
    {"cuLaunchKernel", 4000, 0, (sim_fn)cuLaunchKernel},
    {"cuLaunchKernel", 7000, 1, (sim_fn)cuLaunchKernel_ptsz},
    {"cuLaunchKernelEx", 11060, 0, (sim_fn)cuLaunchKernelEx},
    {"cuLaunchKernelEx", 11060, 1, (sim_fn)cuLaunchKernelEx_ptsz},
    {"cuLaunchCooperativeKernel", 9000, 0, (sim_fn)cuLaunchCooperativeKernel},
    {"cuLaunchCooperativeKernel", 9000, 1, (sim_fn)cuLaunchCooperativeKernel_ptsz},
    {"cuLaunchCooperativeKernelMultiDevice", 9000, 0, (sim_fn)cuLaunchCooperativeKernelMultiDevice},
    {"cuLaunchHostFunc", 10000, 0, (sim_fn)cuLaunchHostFunc},
    {"cuLaunchHostFunc", 10000, 1, (sim_fn)cuLaunchHostFunc_ptsz},
    {"cuFuncSetBlockShape", 2000, 0, (sim_fn)cuFuncSetBlockShape},
    {"cuFuncSetSharedSize", 2000, 0, (sim_fn)cuFuncSetSharedSize},
    {"cuParamSetSize", 2000, 0, (sim_fn)cuParamSetSize},
    {"cuParamSeti", 2000, 0, (sim_fn)cuParamSeti},
    {"cuParamSetf", 2000, 0, (sim_fn)cuParamSetf},
    {"cuParamSetv", 2000, 0, (sim_fn)cuParamSetv},
    {"cuLaunch", 2000, 0, (sim_fn)cuLaunch},
    {"cuLaunchGrid", 2000, 0, (sim_fn)cuLaunchGrid},
    {"cuLaunchGridAsync", 2000, 0, (sim_fn)cuLaunchGridAsync},
    {"cuParamSetTexRef", 2000, 0, (sim_fn)cuParamSetTexRef},
    {"cuFuncSetSharedMemConfig", 4020, 0, (sim_fn)cuFuncSetSharedMemConfig},
    {"cuGraphCreate", 10000, 0, (sim_fn)cuGraphCreate},
    {"cuGraphAddKernelNode", 12000, 0, (sim_fn)cuGraphAddKernelNode_v2},
    {"cuGraphKernelNodeGetParams", 12000, 0, (sim_fn)cuGraphKernelNodeGetParams_v2},
    {"cuGraphKernelNodeSetParams", 12000, 0, (sim_fn)cuGraphKernelNodeSetParams_v2},
    {"cuGraphAddMemcpyNode", 10000, 0, (sim_fn)cuGraphAddMemcpyNode},
    {"cuGraphMemcpyNodeGetParams", 10000, 0, (sim_fn)cuGraphMemcpyNodeGetParams},
    {"cuGraphMemcpyNodeSetParams", 10000, 0, (sim_fn)cuGraphMemcpyNodeSetParams},
    {"cuGraphAddMemsetNode", 10000, 0, (sim_fn)cuGraphAddMemsetNode},
    {"cuGraphMemsetNodeGetParams", 10000, 0, (sim_fn)cuGraphMemsetNodeGetParams},
    {"cuGraphMemsetNodeSetParams", 10000, 0, (sim_fn)cuGraphMemsetNodeSetParams},
    {"cuGraphAddHostNode", 10000, 0, (sim_fn)cuGraphAddHostNode},
    {"cuGraphHostNodeGetParams", 10000, 0, (sim_fn)cuGraphHostNodeGetParams},
    {"cuGraphHostNodeSetParams", 10000, 0, (sim_fn)cuGraphHostNodeSetParams},
    {"cuGraphAddChildGraphNode", 10000, 0, (sim_fn)cuGraphAddChildGraphNode},
    {"cuGraphChildGraphNodeGetGraph", 10000, 0, (sim_fn)cuGraphChildGraphNodeGetGraph},
    {"cuGraphAddEmptyNode", 10000, 0, (sim_fn)cuGraphAddEmptyNode},
    {"cuGraphAddEventRecordNode", 11010, 0, (sim_fn)cuGraphAddEventRecordNode},
    {"cuGraphEventRecordNodeGetEvent", 11010, 0, (sim_fn)cuGraphEventRecordNodeGetEvent},
    {"cuGraphEventRecordNodeSetEvent", 11010, 0, (sim_fn)cuGraphEventRecordNodeSetEvent},
    {"cuGraphAddEventWaitNode", 11010, 0, (sim_fn)cuGraphAddEventWaitNode},
    {"cuGraphEventWaitNodeGetEvent", 11010, 0, (sim_fn)cuGraphEventWaitNodeGetEvent},
    {"cuGraphEventWaitNodeSetEvent", 11010, 0, (sim_fn)cuGraphEventWaitNodeSetEvent},
    {"cuGraphAddExternalSemaphoresSignalNode", 11020, 0, (sim_fn)cuGraphAddExternalSemaphoresSignalNode},
    {"cuGraphExternalSemaphoresSignalNodeGetParams", 11020, 0, (sim_fn)cuGraphExternalSemaphoresSignalNodeGetParams},
    {"cuGraphExternalSemaphoresSignalNodeSetParams", 11020, 0, (sim_fn)cuGraphExternalSemaphoresSignalNodeSetParams},
    {"cuGraphAddExternalSemaphoresWaitNode", 11020, 0, (sim_fn)cuGraphAddExternalSemaphoresWaitNode},
    {"cuGraphExternalSemaphoresWaitNodeGetParams", 11020, 0, (sim_fn)cuGraphExternalSemaphoresWaitNodeGetParams},
    {"cuGraphExternalSemaphoresWaitNodeSetParams", 11020, 0, (sim_fn)cuGraphExternalSemaphoresWaitNodeSetParams},
    {"cuGraphAddBatchMemOpNode", 11070, 0, (sim_fn)cuGraphAddBatchMemOpNode},
    {"cuGraphBatchMemOpNodeGetParams", 11070, 0, (sim_fn)cuGraphBatchMemOpNodeGetParams},
    {"cuGraphBatchMemOpNodeSetParams", 11070, 0, (sim_fn)cuGraphBatchMemOpNodeSetParams},
    {"cuGraphExecBatchMemOpNodeSetParams", 11070, 0, (sim_fn)cuGraphExecBatchMemOpNodeSetParams},
    {"cuGraphAddMemAllocNode", 11040, 0, (sim_fn)cuGraphAddMemAllocNode},
    {"cuGraphMemAllocNodeGetParams", 11040, 0, (sim_fn)cuGraphMemAllocNodeGetParams},
    {"cuGraphAddMemFreeNode", 11040, 0, (sim_fn)cuGraphAddMemFreeNode},
    {"cuGraphMemFreeNodeGetParams", 11040, 0, (sim_fn)cuGraphMemFreeNodeGetParams},
    {"cuDeviceGraphMemTrim", 11040, 0, (sim_fn)cuDeviceGraphMemTrim},
    {"cuDeviceGetGraphMemAttribute", 11040, 0, (sim_fn)cuDeviceGetGraphMemAttribute},
    {"cuDeviceSetGraphMemAttribute", 11040, 0, (sim_fn)cuDeviceSetGraphMemAttribute},
    {"cuGraphClone", 10000, 0, (sim_fn)cuGraphClone},
    {"cuGraphNodeFindInClone", 10000, 0, (sim_fn)cuGraphNodeFindInClone},
    {"cuGraphNodeGetType", 10000, 0, (sim_fn)cuGraphNodeGetType},
    {"cuGraphGetNodes", 10000, 0, (sim_fn)cuGraphGetNodes},
    {"cuGraphGetRootNodes", 10000, 0, (sim_fn)cuGraphGetRootNodes},
    {"cuGraphGetEdges", 12030, 0, (sim_fn)cuGraphGetEdges_v2},
    {"cuGraphNodeGetDependencies", 12030, 0, (sim_fn)cuGraphNodeGetDependencies_v2},
    {"cuGraphNodeGetDependentNodes", 12030, 0, (sim_fn)cuGraphNodeGetDependentNodes_v2},
    {"cuGraphAddDependencies", 12030, 0, (sim_fn)cuGraphAddDependencies_v2},
    {"cuGraphRemoveDependencies", 12030, 0, (sim_fn)cuGraphRemoveDependencies_v2},
    {"cuGraphDestroyNode", 10000, 0, (sim_fn)cuGraphDestroyNode},
    {"cuGraphInstantiateWithFlags", 11040, 0, (sim_fn)cuGraphInstantiateWithFlags},
    {"cuGraphInstantiateWithParams", 12000, 0, (sim_fn)cuGraphInstantiateWithParams},
    {"cuGraphInstantiateWithParams", 12000, 1, (sim_fn)cuGraphInstantiateWithParams_ptsz},
    {"cuGraphExecGetFlags", 12000, 0, (sim_fn)cuGraphExecGetFlags},
    {"cuGraphExecKernelNodeSetParams", 12000, 0, (sim_fn)cuGraphExecKernelNodeSetParams_v2},
    {"cuGraphExecMemcpyNodeSetParams", 10020, 0, (sim_fn)cuGraphExecMemcpyNodeSetParams},
    {"cuGraphExecMemsetNodeSetParams", 10020, 0, (sim_fn)cuGraphExecMemsetNodeSetParams},
    {"cuGraphExecHostNodeSetParams", 10020, 0, (sim_fn)cuGraphExecHostNodeSetParams},
    {"cuGraphExecChildGraphNodeSetParams", 11010, 0, (sim_fn)cuGraphExecChildGraphNodeSetParams},
    {"cuGraphExecEventRecordNodeSetEvent", 11010, 0, (sim_fn)cuGraphExecEventRecordNodeSetEvent},
    {"cuGraphExecEventWaitNodeSetEvent", 11010, 0, (sim_fn)cuGraphExecEventWaitNodeSetEvent},
    {"cuGraphExecExternalSemaphoresSignalNodeSetParams", 11020, 0, (sim_fn)cuGraphExecExternalSemaphoresSignalNodeSetParams},
    {"cuGraphExecExternalSemaphoresWaitNodeSetParams", 11020, 0, (sim_fn)cuGraphExecExternalSemaphoresWaitNodeSetParams},
    {"cuGraphNodeSetEnabled", 11060, 0, (sim_fn)cuGraphNodeSetEnabled},
    {"cuGraphNodeGetEnabled", 11060, 0, (sim_fn)cuGraphNodeGetEnabled},
    {"cuGraphUpload", 11010, 0, (sim_fn)cuGraphUpload},
    {"cuGraphUpload", 11010, 1, (sim_fn)cuGraphUpload_ptsz},
    {"cuGraphLaunch", 10000, 0, (sim_fn)cuGraphLaunch},
    {"cuGraphLaunch", 10000, 1, (sim_fn)cuGraphLaunch_ptsz},
    {"cuGraphExecDestroy", 10000, 0, (sim_fn)cuGraphExecDestroy},
    {"cuGraphDestroy", 10000, 0, (sim_fn)cuGraphDestroy},
    {"cuGraphExecUpdate", 12000, 0, (sim_fn)cuGraphExecUpdate_v2},
    {"cuGraphKernelNodeCopyAttributes", 11000, 0, (sim_fn)cuGraphKernelNodeCopyAttributes},
    {"cuGraphKernelNodeGetAttribute", 11000, 0, (sim_fn)cuGraphKernelNodeGetAttribute},
    {"cuGraphKernelNodeSetAttribute", 11000, 0, (sim_fn)cuGraphKernelNodeSetAttribute},
    {"cuGraphDebugDotPrint", 11030, 0, (sim_fn)cuGraphDebugDotPrint},
    {"cuUserObjectCreate", 11030, 0, (sim_fn)cuUserObjectCreate},
    {"cuUserObjectRetain", 11030, 0, (sim_fn)cuUserObjectRetain},
    {"cuUserObjectRelease", 11030, 0, (sim_fn)cuUserObjectRelease},
    {"cuGraphRetainUserObject", 11030, 0, (sim_fn)cuGraphRetainUserObject},
    {"cuGraphReleaseUserObject", 11030, 0, (sim_fn)cuGraphReleaseUserObject},
    {"cuGraphAddNode", 12030, 0, (sim_fn)cuGraphAddNode_v2},
    {"cuGraphNodeSetParams", 12020, 0, (sim_fn)cuGraphNodeSetParams},
    {"cuGraphExecNodeSetParams", 12020, 0, (sim_fn)cuGraphExecNodeSetParams},
    {"cuGraphConditionalHandleCreate", 12030, 0, (sim_fn)cuGraphConditionalHandleCreate},
    {"cuOccupancyMaxActiveBlocksPerMultiprocessor", 6050, 0, (sim_fn)cuOccupancyMaxActiveBlocksPerMultiprocessor},
    {"cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", 7000, 0, (sim_fn)cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags},
    {"cuOccupancyMaxPotentialBlockSize", 6050, 0, (sim_fn)cuOccupancyMaxPotentialBlockSize},
    {"cuOccupancyMaxPotentialBlockSizeWithFlags", 7000, 0, (sim_fn)cuOccupancyMaxPotentialBlockSizeWithFlags},
    {"cuOccupancyAvailableDynamicSMemPerBlock", 10020, 0, (sim_fn)cuOccupancyAvailableDynamicSMemPerBlock},
    {"cuOccupancyMaxPotentialClusterSize", 11070, 0, (sim_fn)cuOccupancyMaxPotentialClusterSize},
    {"cuOccupancyMaxActiveClusters", 11070, 0, (sim_fn)cuOccupancyMaxActiveClusters},
    {"cuTexRefSetArray", 2000, 0, (sim_fn)cuTexRefSetArray},
    {"cuTexRefSetMipmappedArray", 5000, 0, (sim_fn)cuTexRefSetMipmappedArray},
    {"cuTexRefSetAddress", 3020, 0, (sim_fn)cuTexRefSetAddress_v2},
    {"cuTexRefSetAddress2D", 4010, 0, (sim_fn)cuTexRefSetAddress2D_v3},
    {"cuTexRefSetFormat", 2000, 0, (sim_fn)cuTexRefSetFormat},
    {"cuTexRefSetAddressMode", 2000, 0, (sim_fn)cuTexRefSetAddressMode},
    {"cuTexRefSetFilterMode", 2000, 0, (sim_fn)cuTexRefSetFilterMode},
    {"cuTexRefSetMipmapFilterMode", 5000, 0, (sim_fn)cuTexRefSetMipmapFilterMode},
    {"cuTexRefSetMipmapLevelBias", 5000, 0, (sim_fn)cuTexRefSetMipmapLevelBias},
    {"cuTexRefSetMipmapLevelClamp", 5000, 0, (sim_fn)cuTexRefSetMipmapLevelClamp},
    {"cuTexRefSetMaxAnisotropy", 5000, 0, (sim_fn)cuTexRefSetMaxAnisotropy},
    {"cuTexRefSetBorderColor", 8000, 0, (sim_fn)cuTexRefSetBorderColor},
    {"cuTexRefSetFlags", 2000, 0, (sim_fn)cuTexRefSetFlags},
    {"cuTexRefGetAddress", 3020, 0, (sim_fn)cuTexRefGetAddress_v2},
    {"cuTexRefGetArray", 2000, 0, (sim_fn)cuTexRefGetArray},
    {"cuTexRefGetMipmappedArray", 5000, 0, (sim_fn)cuTexRefGetMipmappedArray},
    {"cuTexRefGetAddressMode", 2000, 0, (sim_fn)cuTexRefGetAddressMode},
    {"cuTexRefGetFilterMode", 2000, 0, (sim_fn)cuTexRefGetFilterMode},
    {"cuTexRefGetFormat", 2000, 0, (sim_fn)cuTexRefGetFormat},
    {"cuTexRefGetMipmapFilterMode", 5000, 0, (sim_fn)cuTexRefGetMipmapFilterMode},
    {"cuTexRefGetMipmapLevelBias", 5000, 0, (sim_fn)cuTexRefGetMipmapLevelBias},
    {"cuTexRefGetMipmapLevelClamp", 5000, 0, (sim_fn)cuTexRefGetMipmapLevelClamp},
    {"cuTexRefGetMaxAnisotropy", 5000, 0, (sim_fn)cuTexRefGetMaxAnisotropy},
    {"cuTexRefGetBorderColor", 8000, 0, (sim_fn)cuTexRefGetBorderColor},
    {"cuTexRefGetFlags", 2000, 0, (sim_fn)cuTexRefGetFlags},
    {"cuTexRefCreate", 2000, 0, (sim_fn)cuTexRefCreate},
    {"cuTexRefDestroy", 2000, 0, (sim_fn)cuTexRefDestroy},
    {"cuSurfRefSetArray", 3000, 0, (sim_fn)cuSurfRefSetArray},
    {"cuSurfRefGetArray", 3000, 0, (sim_fn)cuSurfRefGetArray},
    {"cuTexObjectCreate", 5000, 0, (sim_fn)cuTexObjectCreate},
    {"cuTexObjectDestroy", 5000, 0, (sim_fn)cuTexObjectDestroy},
    {"cuTexObjectGetResourceDesc", 5000, 0, (sim_fn)cuTexObjectGetResourceDesc},
    {"cuTexObjectGetTextureDesc", 5000, 0, (sim_fn)cuTexObjectGetTextureDesc},
    {"cuTexObjectGetResourceViewDesc", 5000, 0, (sim_fn)cuTexObjectGetResourceViewDesc},
    {"cuSurfObjectCreate", 5000, 0, (sim_fn)cuSurfObjectCreate},
    {"cuSurfObjectDestroy", 5000, 0, (sim_fn)cuSurfObjectDestroy},
    {"cuSurfObjectGetResourceDesc", 5000, 0, (sim_fn)cuSurfObjectGetResourceDesc},
    {"cuTensorMapEncodeTiled", 12000, 0, (sim_fn)cuTensorMapEncodeTiled},
    {"cuTensorMapEncodeIm2col", 12000, 0, (sim_fn)cuTensorMapEncodeIm2col},
    {"cuTensorMapEncodeIm2colWide", 12080, 0, (sim_fn)cuTensorMapEncodeIm2colWide},
    {"cuTensorMapReplaceAddress", 12000, 0, (sim_fn)cuTensorMapReplaceAddress},
    {"cuDeviceCanAccessPeer", 4000, 0, (sim_fn)cuDeviceCanAccessPeer},
    {"cuCtxEnablePeerAccess", 4000, 0, (sim_fn)cuCtxEnablePeerAccess},
    {"cuCtxDisablePeerAccess", 4000, 0, (sim_fn)cuCtxDisablePeerAccess},
    {"cuDeviceGetP2PAttribute", 8000, 0, (sim_fn)cuDeviceGetP2PAttribute},
    {"cuDeviceGetP2PAtomicCapabilities", 13000, 0, (sim_fn)cuDeviceGetP2PAtomicCapabilities},
    {"cuGraphicsUnregisterResource", 3000, 0, (sim_fn)cuGraphicsUnregisterResource},
    {"cuGraphicsSubResourceGetMappedArray", 3000, 0, (sim_fn)cuGraphicsSubResourceGetMappedArray},
    {"cuGraphicsResourceGetMappedMipmappedArray", 5000, 0, (sim_fn)cuGraphicsResourceGetMappedMipmappedArray},
    {"cuGraphicsResourceGetMappedPointer", 3020, 0, (sim_fn)cuGraphicsResourceGetMappedPointer_v2},
    {"cuGraphicsResourceSetMapFlags", 6050, 0, (sim_fn)cuGraphicsResourceSetMapFlags_v2},
    {"cuGraphicsMapResources", 3000, 0, (sim_fn)cuGraphicsMapResources},
    {"cuGraphicsMapResources", 7000, 1, (sim_fn)cuGraphicsMapResources_ptsz},
    {"cuGraphicsUnmapResources", 3000, 0, (sim_fn)cuGraphicsUnmapResources},
    {"cuGraphicsUnmapResources", 7000, 1, (sim_fn)cuGraphicsUnmapResources_ptsz},
    {"cuGetProcAddress", 12000, 0, (sim_fn)cuGetProcAddress_v2},
    {"cuCoredumpGetAttribute", 12010, 0, (sim_fn)cuCoredumpGetAttribute},
    {"cuCoredumpGetAttributeGlobal", 12010, 0, (sim_fn)cuCoredumpGetAttributeGlobal},
    {"cuCoredumpSetAttribute", 12010, 0, (sim_fn)cuCoredumpSetAttribute},
    {"cuCoredumpSetAttributeGlobal", 12010, 0, (sim_fn)cuCoredumpSetAttributeGlobal},
    {"cuGetExportTable", 3000, 0, (sim_fn)cuGetExportTable},
    {"cuGreenCtxCreate", 12040, 0, (sim_fn)cuGreenCtxCreate},
    {"cuGreenCtxDestroy", 12040, 0, (sim_fn)cuGreenCtxDestroy},
    {"cuCtxFromGreenCtx", 12040, 0, (sim_fn)cuCtxFromGreenCtx},
    {"cuDeviceGetDevResource", 12040, 0, (sim_fn)cuDeviceGetDevResource},
    {"cuCtxGetDevResource", 12040, 0, (sim_fn)cuCtxGetDevResource},
    {"cuGreenCtxGetDevResource", 12040, 0, (sim_fn)cuGreenCtxGetDevResource},
    {"cuDevSmResourceSplitByCount", 12040, 0, (sim_fn)cuDevSmResourceSplitByCount},
    {"cuDevResourceGenerateDesc", 12040, 0, (sim_fn)cuDevResourceGenerateDesc},
    {"cuGreenCtxRecordEvent", 12040, 0, (sim_fn)cuGreenCtxRecordEvent},
    {"cuGreenCtxWaitEvent", 12040, 0, (sim_fn)cuGreenCtxWaitEvent},
    {"cuStreamGetGreenCtx", 12040, 0, (sim_fn)cuStreamGetGreenCtx},
    {"cuGreenCtxStreamCreate", 12050, 0, (sim_fn)cuGreenCtxStreamCreate},
    {"cuGreenCtxGetId", 12090, 0, (sim_fn)cuGreenCtxGetId},
    {"cuLogsRegisterCallback", 12090, 0, (sim_fn)cuLogsRegisterCallback},
    {"cuLogsUnregisterCallback", 12090, 0, (sim_fn)cuLogsUnregisterCallback},
    {"cuLogsCurrent", 12090, 0, (sim_fn)cuLogsCurrent},
    {"cuLogsDumpToFile", 12090, 0, (sim_fn)cuLogsDumpToFile},
    {"cuLogsDumpToMemory", 12090, 0, (sim_fn)cuLogsDumpToMemory},
    {"cuCheckpointProcessGetRestoreThreadId", 12080, 0, (sim_fn)cuCheckpointProcessGetRestoreThreadId},
    {"cuCheckpointProcessGetState", 12080, 0, (sim_fn)cuCheckpointProcessGetState},
    {"cuCheckpointProcessLock", 12080, 0, (sim_fn)cuCheckpointProcessLock},
    {"cuCheckpointProcessCheckpoint", 12080, 0, (sim_fn)cuCheckpointProcessCheckpoint},
    {"cuCheckpointProcessRestore", 12080, 0, (sim_fn)cuCheckpointProcessRestore},
    {"cuCheckpointProcessUnlock", 12080, 0, (sim_fn)cuCheckpointProcessUnlock},
};
const size_t sim_entry_count = sizeof sim_entries / sizeof sim_entries[0];
BD_SIM_SUPPRESS_DEPRECATED_END

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
