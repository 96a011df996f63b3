/* *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * Spec and templates hash: 19f034e3ab30177a
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
__attribute__((weak)) cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value)
{
    (void)type;
    (void)value;
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

/* curand */
__attribute__((weak)) curandStatus_t curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type)
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
__attribute__((weak)) curandStatus_t curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num)
{
    (void)generator;
    (void)outputPtr;
    (void)num;
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
__attribute__((weak)) CUresult cuCtxSynchronize(void)
{
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleLoadData(CUmodule *module, const void *image)
{
    (void)module;
    (void)image;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleUnload(CUmodule hmod)
{
    (void)hmod;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name)
{
    (void)hfunc;
    (void)hmod;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize)
{
    (void)dptr;
    (void)bytesize;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuMemFree_v2(CUdeviceptr dptr)
{
    (void)dptr;
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
__attribute__((weak)) CUresult cuMemsetD8_v2(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    (void)dstDevice;
    (void)uc;
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
__attribute__((weak)) CUresult cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    (void)dstDevice;
    (void)uc;
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
__attribute__((weak)) CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags)
{
    (void)phStream;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}
__attribute__((weak)) CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    (void)hStream;
    (void)hEvent;
    (void)Flags;
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
