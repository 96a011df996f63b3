/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cudart: a bd_ function for each of the 310 functions of cuda_runtime_api.h that libcubound exports.
 * The 262 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return cudaError_t; the
 * 48 context-free ones pass straight through. The functions themselves are found at run time
 * (libcudart.so.13); one the loaded library lacks answers cudaErrorNotSupported.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_CUDART_H
#define CUBOUND_GENERATED_CUDART_H

#include <cuda_runtime_api.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as cudart reports it; bd_last_error() says more. */
static inline cudaError_t bd_gen_cudart_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return cudaErrorInvalidValue;
    case CUDA_ERROR_INVALID_CONTEXT: return cudaErrorInvalidValue;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return cudaErrorContextIsDestroyed;
    case CUDA_ERROR_INVALID_HANDLE: return cudaErrorInvalidResourceHandle;
    case CUDA_ERROR_NO_DEVICE: return cudaErrorNoDevice;
    case CUDA_ERROR_NOT_SUPPORTED: return cudaErrorNotSupported;
    default: return cudaErrorUnknown;
    }
}

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/cudart.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_cudart_table {
    cudaError_t (*pfn_cudaDeviceReset)(void);
    cudaError_t (*pfn_cudaDeviceSynchronize)(void);
    cudaError_t (*pfn_cudaDeviceSetLimit)(enum cudaLimit limit, size_t value);
    cudaError_t (*pfn_cudaDeviceGetLimit)(size_t *pValue, enum cudaLimit limit);
    cudaError_t (*pfn_cudaDeviceGetTexture1DLinearMaxWidth)(size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device);
    cudaError_t (*pfn_cudaDeviceGetCacheConfig)(enum cudaFuncCache *pCacheConfig);
    cudaError_t (*pfn_cudaDeviceGetStreamPriorityRange)(int *leastPriority, int *greatestPriority);
    cudaError_t (*pfn_cudaDeviceSetCacheConfig)(enum cudaFuncCache cacheConfig);
    cudaError_t (*pfn_cudaDeviceGetSharedMemConfig)(enum cudaSharedMemConfig *pConfig);
    cudaError_t (*pfn_cudaDeviceSetSharedMemConfig)(enum cudaSharedMemConfig config);
    cudaError_t (*pfn_cudaDeviceGetByPCIBusId)(int *device, const char *pciBusId);
    cudaError_t (*pfn_cudaDeviceGetPCIBusId)(char *pciBusId, int len, int device);
    cudaError_t (*pfn_cudaIpcGetEventHandle)(cudaIpcEventHandle_t *handle, cudaEvent_t event);
    cudaError_t (*pfn_cudaIpcOpenEventHandle)(cudaEvent_t *event, cudaIpcEventHandle_t handle);
    cudaError_t (*pfn_cudaIpcGetMemHandle)(cudaIpcMemHandle_t *handle, void *devPtr);
    cudaError_t (*pfn_cudaIpcOpenMemHandle)(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags);
    cudaError_t (*pfn_cudaIpcCloseMemHandle)(void *devPtr);
    cudaError_t (*pfn_cudaDeviceFlushGPUDirectRDMAWrites)(enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope);
    bd_gen_fn reserved_cudaThreadExit;
    bd_gen_fn reserved_cudaThreadSynchronize;
    bd_gen_fn reserved_cudaThreadSetLimit;
    bd_gen_fn reserved_cudaThreadGetLimit;
    bd_gen_fn reserved_cudaThreadGetCacheConfig;
    bd_gen_fn reserved_cudaThreadSetCacheConfig;
    cudaError_t (*pfn_cudaGetLastError)(void);
    cudaError_t (*pfn_cudaPeekAtLastError)(void);
    const char * (*pfn_cudaGetErrorName)(cudaError_t error);
    const char * (*pfn_cudaGetErrorString)(cudaError_t error);
    cudaError_t (*pfn_cudaGetDeviceCount)(int *count);
    cudaError_t (*pfn_cudaGetDeviceProperties)(struct cudaDeviceProp *prop, int device);
    cudaError_t (*pfn_cudaDeviceGetAttribute)(int *value, enum cudaDeviceAttr attr, int device);
    cudaError_t (*pfn_cudaDeviceGetDefaultMemPool)(cudaMemPool_t *memPool, int device);
    cudaError_t (*pfn_cudaDeviceSetMemPool)(int device, cudaMemPool_t memPool);
    cudaError_t (*pfn_cudaDeviceGetMemPool)(cudaMemPool_t *memPool, int device);
    cudaError_t (*pfn_cudaDeviceGetNvSciSyncAttributes)(void *nvSciSyncAttrList, int device, int flags);
    cudaError_t (*pfn_cudaDeviceGetP2PAttribute)(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice);
    cudaError_t (*pfn_cudaChooseDevice)(int *device, const struct cudaDeviceProp *prop);
    cudaError_t (*pfn_cudaSetDevice)(int device);
    cudaError_t (*pfn_cudaGetDevice)(int *device);
    cudaError_t (*pfn_cudaSetValidDevices)(int *device_arr, int len);
    cudaError_t (*pfn_cudaSetDeviceFlags)(unsigned int flags);
    cudaError_t (*pfn_cudaGetDeviceFlags)(unsigned int *flags);
    cudaError_t (*pfn_cudaStreamCreate)(cudaStream_t *pStream);
    cudaError_t (*pfn_cudaStreamCreateWithFlags)(cudaStream_t *pStream, unsigned int flags);
    cudaError_t (*pfn_cudaStreamCreateWithPriority)(cudaStream_t *pStream, unsigned int flags, int priority);
    cudaError_t (*pfn_cudaStreamGetPriority)(cudaStream_t hStream, int *priority);
    cudaError_t (*pfn_cudaStreamGetPriority_ptsz)(cudaStream_t hStream, int *priority);
    cudaError_t (*pfn_cudaStreamGetFlags)(cudaStream_t hStream, unsigned int *flags);
    cudaError_t (*pfn_cudaStreamGetFlags_ptsz)(cudaStream_t hStream, unsigned int *flags);
    cudaError_t (*pfn_cudaCtxResetPersistingL2Cache)(void);
    cudaError_t (*pfn_cudaStreamCopyAttributes)(cudaStream_t dst, cudaStream_t src);
    cudaError_t (*pfn_cudaStreamCopyAttributes_ptsz)(cudaStream_t dst, cudaStream_t src);
    cudaError_t (*pfn_cudaStreamGetAttribute)(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out);
    cudaError_t (*pfn_cudaStreamGetAttribute_ptsz)(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out);
    cudaError_t (*pfn_cudaStreamSetAttribute)(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value);
    cudaError_t (*pfn_cudaStreamSetAttribute_ptsz)(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value);
    cudaError_t (*pfn_cudaStreamDestroy)(cudaStream_t stream);
    cudaError_t (*pfn_cudaStreamWaitEvent)(cudaStream_t stream, cudaEvent_t event, unsigned int flags);
    cudaError_t (*pfn_cudaStreamWaitEvent_ptsz)(cudaStream_t stream, cudaEvent_t event, unsigned int flags);
    cudaError_t (*pfn_cudaStreamAddCallback)(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags);
    cudaError_t (*pfn_cudaStreamAddCallback_ptsz)(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags);
    cudaError_t (*pfn_cudaStreamSynchronize)(cudaStream_t stream);
    cudaError_t (*pfn_cudaStreamSynchronize_ptsz)(cudaStream_t stream);
    cudaError_t (*pfn_cudaStreamQuery)(cudaStream_t stream);
    cudaError_t (*pfn_cudaStreamQuery_ptsz)(cudaStream_t stream);
    cudaError_t (*pfn_cudaStreamAttachMemAsync)(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags);
    cudaError_t (*pfn_cudaStreamAttachMemAsync_ptsz)(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags);
    cudaError_t (*pfn_cudaStreamBeginCapture)(cudaStream_t stream, enum cudaStreamCaptureMode mode);
    cudaError_t (*pfn_cudaStreamBeginCapture_ptsz)(cudaStream_t stream, enum cudaStreamCaptureMode mode);
    cudaError_t (*pfn_cudaThreadExchangeStreamCaptureMode)(enum cudaStreamCaptureMode *mode);
    cudaError_t (*pfn_cudaStreamEndCapture)(cudaStream_t stream, cudaGraph_t *pGraph);
    cudaError_t (*pfn_cudaStreamEndCapture_ptsz)(cudaStream_t stream, cudaGraph_t *pGraph);
    cudaError_t (*pfn_cudaStreamIsCapturing)(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus);
    cudaError_t (*pfn_cudaStreamIsCapturing_ptsz)(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus);
    cudaError_t (*pfn_cudaStreamGetCaptureInfo)(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out);
    cudaError_t (*pfn_cudaStreamGetCaptureInfo_ptsz)(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out);
    bd_gen_fn reserved_cudaStreamGetCaptureInfo_v2;
    bd_gen_fn reserved_cudaStreamGetCaptureInfo_v2_ptsz;
    cudaError_t (*pfn_cudaStreamUpdateCaptureDependencies)(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags);
    cudaError_t (*pfn_cudaEventCreate)(cudaEvent_t *event);
    cudaError_t (*pfn_cudaEventCreateWithFlags)(cudaEvent_t *event, unsigned int flags);
    cudaError_t (*pfn_cudaEventRecord)(cudaEvent_t event, cudaStream_t stream);
    cudaError_t (*pfn_cudaEventRecord_ptsz)(cudaEvent_t event, cudaStream_t stream);
    cudaError_t (*pfn_cudaEventRecordWithFlags)(cudaEvent_t event, cudaStream_t stream, unsigned int flags);
    cudaError_t (*pfn_cudaEventRecordWithFlags_ptsz)(cudaEvent_t event, cudaStream_t stream, unsigned int flags);
    cudaError_t (*pfn_cudaEventQuery)(cudaEvent_t event);
    cudaError_t (*pfn_cudaEventSynchronize)(cudaEvent_t event);
    cudaError_t (*pfn_cudaEventDestroy)(cudaEvent_t event);
    cudaError_t (*pfn_cudaEventElapsedTime)(float *ms, cudaEvent_t start, cudaEvent_t end);
    cudaError_t (*pfn_cudaImportExternalMemory)(cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc);
    cudaError_t (*pfn_cudaExternalMemoryGetMappedBuffer)(void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc);
    cudaError_t (*pfn_cudaExternalMemoryGetMappedMipmappedArray)(cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc);
    cudaError_t (*pfn_cudaDestroyExternalMemory)(cudaExternalMemory_t extMem);
    cudaError_t (*pfn_cudaImportExternalSemaphore)(cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc);
    bd_gen_fn reserved_cudaSignalExternalSemaphoresAsync_v2;
    bd_gen_fn reserved_cudaSignalExternalSemaphoresAsync_v2_ptsz;
    bd_gen_fn reserved_cudaWaitExternalSemaphoresAsync_v2;
    bd_gen_fn reserved_cudaWaitExternalSemaphoresAsync_v2_ptsz;
    cudaError_t (*pfn_cudaDestroyExternalSemaphore)(cudaExternalSemaphore_t extSem);
    cudaError_t (*pfn_cudaLaunchKernel)(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
    cudaError_t (*pfn_cudaLaunchKernel_ptsz)(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
    cudaError_t (*pfn_cudaLaunchKernelExC)(const cudaLaunchConfig_t *config, const void *func, void **args);
    cudaError_t (*pfn_cudaLaunchKernelExC_ptsz)(const cudaLaunchConfig_t *config, const void *func, void **args);
    cudaError_t (*pfn_cudaLaunchCooperativeKernel)(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
    cudaError_t (*pfn_cudaLaunchCooperativeKernel_ptsz)(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
    bd_gen_fn reserved_cudaLaunchCooperativeKernelMultiDevice;
    cudaError_t (*pfn_cudaFuncSetCacheConfig)(const void *func, enum cudaFuncCache cacheConfig);
    cudaError_t (*pfn_cudaFuncSetSharedMemConfig)(const void *func, enum cudaSharedMemConfig config);
    cudaError_t (*pfn_cudaFuncGetAttributes)(struct cudaFuncAttributes *attr, const void *func);
    cudaError_t (*pfn_cudaFuncSetAttribute)(const void *func, enum cudaFuncAttribute attr, int value);
    bd_gen_fn reserved_cudaSetDoubleForDevice;
    bd_gen_fn reserved_cudaSetDoubleForHost;
    cudaError_t (*pfn_cudaLaunchHostFunc)(cudaStream_t stream, cudaHostFn_t fn, void *userData);
    cudaError_t (*pfn_cudaLaunchHostFunc_ptsz)(cudaStream_t stream, cudaHostFn_t fn, void *userData);
    cudaError_t (*pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessor)(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize);
    cudaError_t (*pfn_cudaOccupancyAvailableDynamicSMemPerBlock)(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize);
    cudaError_t (*pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
    cudaError_t (*pfn_cudaOccupancyMaxPotentialClusterSize)(int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig);
    cudaError_t (*pfn_cudaOccupancyMaxActiveClusters)(int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig);
    cudaError_t (*pfn_cudaMallocManaged)(void **devPtr, size_t size, unsigned int flags);
    cudaError_t (*pfn_cudaMalloc)(void **devPtr, size_t size);
    cudaError_t (*pfn_cudaMallocHost)(void **ptr, size_t size);
    cudaError_t (*pfn_cudaMallocPitch)(void **devPtr, size_t *pitch, size_t width, size_t height);
    cudaError_t (*pfn_cudaMallocArray)(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags);
    cudaError_t (*pfn_cudaFree)(void *devPtr);
    cudaError_t (*pfn_cudaFreeHost)(void *ptr);
    cudaError_t (*pfn_cudaFreeArray)(cudaArray_t array);
    cudaError_t (*pfn_cudaFreeMipmappedArray)(cudaMipmappedArray_t mipmappedArray);
    cudaError_t (*pfn_cudaHostAlloc)(void **pHost, size_t size, unsigned int flags);
    cudaError_t (*pfn_cudaHostRegister)(void *ptr, size_t size, unsigned int flags);
    cudaError_t (*pfn_cudaHostUnregister)(void *ptr);
    cudaError_t (*pfn_cudaHostGetDevicePointer)(void **pDevice, void *pHost, unsigned int flags);
    cudaError_t (*pfn_cudaHostGetFlags)(unsigned int *pFlags, void *pHost);
    cudaError_t (*pfn_cudaMalloc3D)(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent);
    cudaError_t (*pfn_cudaMalloc3DArray)(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags);
    cudaError_t (*pfn_cudaMallocMipmappedArray)(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags);
    cudaError_t (*pfn_cudaGetMipmappedArrayLevel)(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level);
    cudaError_t (*pfn_cudaMemcpy3D)(const struct cudaMemcpy3DParms *p);
    cudaError_t (*pfn_cudaMemcpy3D_ptds)(const struct cudaMemcpy3DParms *p);
    cudaError_t (*pfn_cudaMemcpy3DPeer)(const struct cudaMemcpy3DPeerParms *p);
    cudaError_t (*pfn_cudaMemcpy3DPeer_ptds)(const struct cudaMemcpy3DPeerParms *p);
    cudaError_t (*pfn_cudaMemcpy3DAsync)(const struct cudaMemcpy3DParms *p, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpy3DAsync_ptsz)(const struct cudaMemcpy3DParms *p, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpy3DPeerAsync)(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpy3DPeerAsync_ptsz)(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemGetInfo)(size_t *free, size_t *total);
    cudaError_t (*pfn_cudaArrayGetInfo)(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array);
    cudaError_t (*pfn_cudaArrayGetPlane)(cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx);
    cudaError_t (*pfn_cudaArrayGetMemoryRequirements)(struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device);
    cudaError_t (*pfn_cudaMipmappedArrayGetMemoryRequirements)(struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device);
    cudaError_t (*pfn_cudaArrayGetSparseProperties)(struct cudaArraySparseProperties *sparseProperties, cudaArray_t array);
    cudaError_t (*pfn_cudaMipmappedArrayGetSparseProperties)(struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap);
    cudaError_t (*pfn_cudaMemcpy)(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpy_ptds)(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyPeer)(void *dst, int dstDevice, const void *src, int srcDevice, size_t count);
    cudaError_t (*pfn_cudaMemcpy2D)(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpy2D_ptds)(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpy2DToArray)(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpy2DToArray_ptds)(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpy2DFromArray)(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpy2DFromArray_ptds)(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpy2DArrayToArray)(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpy2DArrayToArray_ptds)(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyToSymbol)(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyToSymbol_ptds)(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyFromSymbol)(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyFromSymbol_ptds)(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyAsync)(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpyAsync_ptsz)(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpyPeerAsync)(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpy2DAsync)(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpy2DAsync_ptsz)(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpy2DToArrayAsync)(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpy2DToArrayAsync_ptsz)(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpy2DFromArrayAsync)(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpy2DFromArrayAsync_ptsz)(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpyToSymbolAsync)(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpyToSymbolAsync_ptsz)(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpyFromSymbolAsync)(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpyFromSymbolAsync_ptsz)(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemset)(void *devPtr, int value, size_t count);
    cudaError_t (*pfn_cudaMemset_ptds)(void *devPtr, int value, size_t count);
    cudaError_t (*pfn_cudaMemset2D)(void *devPtr, size_t pitch, int value, size_t width, size_t height);
    cudaError_t (*pfn_cudaMemset2D_ptds)(void *devPtr, size_t pitch, int value, size_t width, size_t height);
    cudaError_t (*pfn_cudaMemset3D)(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent);
    cudaError_t (*pfn_cudaMemset3D_ptds)(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent);
    cudaError_t (*pfn_cudaMemsetAsync)(void *devPtr, int value, size_t count, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemsetAsync_ptsz)(void *devPtr, int value, size_t count, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemset2DAsync)(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemset2DAsync_ptsz)(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemset3DAsync)(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemset3DAsync_ptsz)(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream);
    cudaError_t (*pfn_cudaGetSymbolAddress)(void **devPtr, const void *symbol);
    cudaError_t (*pfn_cudaGetSymbolSize)(size_t *size, const void *symbol);
    cudaError_t (*pfn_cudaMemPrefetchAsync)(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemPrefetchAsync_ptsz)(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemAdvise)(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location);
    cudaError_t (*pfn_cudaMemRangeGetAttribute)(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count);
    cudaError_t (*pfn_cudaMemRangeGetAttributes)(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count);
    cudaError_t (*pfn_cudaMemcpyToArray)(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyToArray_ptds)(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyFromArray)(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyFromArray_ptds)(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyArrayToArray)(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyArrayToArray_ptds)(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaMemcpyToArrayAsync)(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpyToArrayAsync_ptsz)(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpyFromArrayAsync)(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpyFromArrayAsync_ptsz)(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
    cudaError_t (*pfn_cudaMallocAsync)(void **devPtr, size_t size, cudaStream_t hStream);
    cudaError_t (*pfn_cudaMallocAsync_ptsz)(void **devPtr, size_t size, cudaStream_t hStream);
    cudaError_t (*pfn_cudaFreeAsync)(void *devPtr, cudaStream_t hStream);
    cudaError_t (*pfn_cudaFreeAsync_ptsz)(void *devPtr, cudaStream_t hStream);
    cudaError_t (*pfn_cudaMemPoolTrimTo)(cudaMemPool_t memPool, size_t minBytesToKeep);
    cudaError_t (*pfn_cudaMemPoolSetAttribute)(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value);
    cudaError_t (*pfn_cudaMemPoolGetAttribute)(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value);
    cudaError_t (*pfn_cudaMemPoolSetAccess)(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count);
    cudaError_t (*pfn_cudaMemPoolGetAccess)(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location);
    cudaError_t (*pfn_cudaMemPoolCreate)(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps);
    cudaError_t (*pfn_cudaMemPoolDestroy)(cudaMemPool_t memPool);
    cudaError_t (*pfn_cudaMallocFromPoolAsync)(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);
    cudaError_t (*pfn_cudaMallocFromPoolAsync_ptsz)(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemPoolExportToShareableHandle)(void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags);
    cudaError_t (*pfn_cudaMemPoolImportFromShareableHandle)(cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags);
    cudaError_t (*pfn_cudaMemPoolExportPointer)(struct cudaMemPoolPtrExportData *exportData, void *ptr);
    cudaError_t (*pfn_cudaMemPoolImportPointer)(void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData);
    cudaError_t (*pfn_cudaPointerGetAttributes)(struct cudaPointerAttributes *attributes, const void *ptr);
    cudaError_t (*pfn_cudaDeviceCanAccessPeer)(int *canAccessPeer, int device, int peerDevice);
    cudaError_t (*pfn_cudaDeviceEnablePeerAccess)(int peerDevice, unsigned int flags);
    cudaError_t (*pfn_cudaDeviceDisablePeerAccess)(int peerDevice);
    cudaError_t (*pfn_cudaGraphicsUnregisterResource)(cudaGraphicsResource_t resource);
    cudaError_t (*pfn_cudaGraphicsResourceSetMapFlags)(cudaGraphicsResource_t resource, unsigned int flags);
    cudaError_t (*pfn_cudaGraphicsMapResources)(int count, cudaGraphicsResource_t *resources, cudaStream_t stream);
    cudaError_t (*pfn_cudaGraphicsUnmapResources)(int count, cudaGraphicsResource_t *resources, cudaStream_t stream);
    cudaError_t (*pfn_cudaGraphicsResourceGetMappedPointer)(void **devPtr, size_t *size, cudaGraphicsResource_t resource);
    cudaError_t (*pfn_cudaGraphicsSubResourceGetMappedArray)(cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel);
    cudaError_t (*pfn_cudaGraphicsResourceGetMappedMipmappedArray)(cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource);
    bd_gen_fn reserved_cudaBindTexture;
    bd_gen_fn reserved_cudaBindTexture2D;
    bd_gen_fn reserved_cudaBindTextureToArray;
    bd_gen_fn reserved_cudaBindTextureToMipmappedArray;
    bd_gen_fn reserved_cudaUnbindTexture;
    bd_gen_fn reserved_cudaGetTextureAlignmentOffset;
    bd_gen_fn reserved_cudaGetTextureReference;
    bd_gen_fn reserved_cudaBindSurfaceToArray;
    bd_gen_fn reserved_cudaGetSurfaceReference;
    cudaError_t (*pfn_cudaGetChannelDesc)(struct cudaChannelFormatDesc *desc, cudaArray_const_t array);
    struct cudaChannelFormatDesc (*pfn_cudaCreateChannelDesc)(int x, int y, int z, int w, enum cudaChannelFormatKind f);
    cudaError_t (*pfn_cudaCreateTextureObject)(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc);
    bd_gen_fn reserved_cudaCreateTextureObject_v2;
    cudaError_t (*pfn_cudaDestroyTextureObject)(cudaTextureObject_t texObject);
    cudaError_t (*pfn_cudaGetTextureObjectResourceDesc)(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject);
    cudaError_t (*pfn_cudaGetTextureObjectTextureDesc)(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject);
    bd_gen_fn reserved_cudaGetTextureObjectTextureDesc_v2;
    cudaError_t (*pfn_cudaGetTextureObjectResourceViewDesc)(struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject);
    cudaError_t (*pfn_cudaCreateSurfaceObject)(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc);
    cudaError_t (*pfn_cudaDestroySurfaceObject)(cudaSurfaceObject_t surfObject);
    cudaError_t (*pfn_cudaGetSurfaceObjectResourceDesc)(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject);
    cudaError_t (*pfn_cudaDriverGetVersion)(int *driverVersion);
    cudaError_t (*pfn_cudaRuntimeGetVersion)(int *runtimeVersion);
    cudaError_t (*pfn_cudaGraphCreate)(cudaGraph_t *pGraph, unsigned int flags);
    cudaError_t (*pfn_cudaGraphAddKernelNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams);
    cudaError_t (*pfn_cudaGraphKernelNodeGetParams)(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams);
    cudaError_t (*pfn_cudaGraphKernelNodeSetParams)(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams);
    cudaError_t (*pfn_cudaGraphKernelNodeCopyAttributes)(cudaGraphNode_t hDst, cudaGraphNode_t hSrc);
    cudaError_t (*pfn_cudaGraphKernelNodeGetAttribute)(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out);
    cudaError_t (*pfn_cudaGraphKernelNodeSetAttribute)(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value);
    cudaError_t (*pfn_cudaGraphAddMemcpyNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams);
    cudaError_t (*pfn_cudaGraphAddMemcpyNodeToSymbol)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaGraphAddMemcpyNodeFromSymbol)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaGraphAddMemcpyNode1D)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaGraphMemcpyNodeGetParams)(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams);
    cudaError_t (*pfn_cudaGraphMemcpyNodeSetParams)(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams);
    cudaError_t (*pfn_cudaGraphMemcpyNodeSetParamsToSymbol)(cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaGraphMemcpyNodeSetParamsFromSymbol)(cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaGraphMemcpyNodeSetParams1D)(cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaGraphAddMemsetNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams);
    cudaError_t (*pfn_cudaGraphMemsetNodeGetParams)(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams);
    cudaError_t (*pfn_cudaGraphMemsetNodeSetParams)(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams);
    cudaError_t (*pfn_cudaGraphAddHostNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams);
    cudaError_t (*pfn_cudaGraphHostNodeGetParams)(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams);
    cudaError_t (*pfn_cudaGraphHostNodeSetParams)(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams);
    cudaError_t (*pfn_cudaGraphAddChildGraphNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph);
    cudaError_t (*pfn_cudaGraphChildGraphNodeGetGraph)(cudaGraphNode_t node, cudaGraph_t *pGraph);
    cudaError_t (*pfn_cudaGraphAddEmptyNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies);
    cudaError_t (*pfn_cudaGraphAddEventRecordNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event);
    cudaError_t (*pfn_cudaGraphEventRecordNodeGetEvent)(cudaGraphNode_t node, cudaEvent_t *event_out);
    cudaError_t (*pfn_cudaGraphEventRecordNodeSetEvent)(cudaGraphNode_t node, cudaEvent_t event);
    cudaError_t (*pfn_cudaGraphAddEventWaitNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event);
    cudaError_t (*pfn_cudaGraphEventWaitNodeGetEvent)(cudaGraphNode_t node, cudaEvent_t *event_out);
    cudaError_t (*pfn_cudaGraphEventWaitNodeSetEvent)(cudaGraphNode_t node, cudaEvent_t event);
    cudaError_t (*pfn_cudaGraphAddExternalSemaphoresSignalNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams);
    cudaError_t (*pfn_cudaGraphExternalSemaphoresSignalNodeGetParams)(cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out);
    cudaError_t (*pfn_cudaGraphExternalSemaphoresSignalNodeSetParams)(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams);
    cudaError_t (*pfn_cudaGraphAddExternalSemaphoresWaitNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams);
    cudaError_t (*pfn_cudaGraphExternalSemaphoresWaitNodeGetParams)(cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out);
    cudaError_t (*pfn_cudaGraphExternalSemaphoresWaitNodeSetParams)(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams);
    cudaError_t (*pfn_cudaGraphAddMemAllocNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams);
    cudaError_t (*pfn_cudaGraphMemAllocNodeGetParams)(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out);
    cudaError_t (*pfn_cudaGraphAddMemFreeNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr);
    cudaError_t (*pfn_cudaGraphMemFreeNodeGetParams)(cudaGraphNode_t node, void *dptr_out);
    cudaError_t (*pfn_cudaDeviceGraphMemTrim)(int device);
    cudaError_t (*pfn_cudaDeviceGetGraphMemAttribute)(int device, enum cudaGraphMemAttributeType attr, void *value);
    cudaError_t (*pfn_cudaDeviceSetGraphMemAttribute)(int device, enum cudaGraphMemAttributeType attr, void *value);
    cudaError_t (*pfn_cudaGraphClone)(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph);
    cudaError_t (*pfn_cudaGraphNodeFindInClone)(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph);
    cudaError_t (*pfn_cudaGraphNodeGetType)(cudaGraphNode_t node, enum cudaGraphNodeType *pType);
    cudaError_t (*pfn_cudaGraphGetNodes)(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes);
    cudaError_t (*pfn_cudaGraphGetRootNodes)(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes);
    cudaError_t (*pfn_cudaGraphGetEdges)(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges);
    cudaError_t (*pfn_cudaGraphNodeGetDependencies)(cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies);
    cudaError_t (*pfn_cudaGraphNodeGetDependentNodes)(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes);
    cudaError_t (*pfn_cudaGraphAddDependencies)(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies);
    cudaError_t (*pfn_cudaGraphRemoveDependencies)(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies);
    cudaError_t (*pfn_cudaGraphDestroyNode)(cudaGraphNode_t node);
    cudaError_t (*pfn_cudaGraphInstantiate)(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags);
    cudaError_t (*pfn_cudaGraphInstantiateWithFlags)(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags);
    cudaError_t (*pfn_cudaGraphExecKernelNodeSetParams)(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams);
    cudaError_t (*pfn_cudaGraphExecMemcpyNodeSetParams)(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams);
    cudaError_t (*pfn_cudaGraphExecMemcpyNodeSetParamsToSymbol)(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaGraphExecMemcpyNodeSetParamsFromSymbol)(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaGraphExecMemcpyNodeSetParams1D)(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
    cudaError_t (*pfn_cudaGraphExecMemsetNodeSetParams)(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams);
    cudaError_t (*pfn_cudaGraphExecHostNodeSetParams)(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams);
    cudaError_t (*pfn_cudaGraphExecChildGraphNodeSetParams)(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph);
    cudaError_t (*pfn_cudaGraphExecEventRecordNodeSetEvent)(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event);
    cudaError_t (*pfn_cudaGraphExecEventWaitNodeSetEvent)(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event);
    cudaError_t (*pfn_cudaGraphExecExternalSemaphoresSignalNodeSetParams)(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams);
    cudaError_t (*pfn_cudaGraphExecExternalSemaphoresWaitNodeSetParams)(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams);
    cudaError_t (*pfn_cudaGraphNodeSetEnabled)(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled);
    cudaError_t (*pfn_cudaGraphNodeGetEnabled)(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled);
    cudaError_t (*pfn_cudaGraphExecUpdate)(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo);
    cudaError_t (*pfn_cudaGraphUpload)(cudaGraphExec_t graphExec, cudaStream_t stream);
    cudaError_t (*pfn_cudaGraphUpload_ptsz)(cudaGraphExec_t graphExec, cudaStream_t stream);
    cudaError_t (*pfn_cudaGraphLaunch)(cudaGraphExec_t graphExec, cudaStream_t stream);
    cudaError_t (*pfn_cudaGraphLaunch_ptsz)(cudaGraphExec_t graphExec, cudaStream_t stream);
    cudaError_t (*pfn_cudaGraphExecDestroy)(cudaGraphExec_t graphExec);
    cudaError_t (*pfn_cudaGraphDestroy)(cudaGraph_t graph);
    cudaError_t (*pfn_cudaGraphDebugDotPrint)(cudaGraph_t graph, const char *path, unsigned int flags);
    cudaError_t (*pfn_cudaUserObjectCreate)(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags);
    cudaError_t (*pfn_cudaUserObjectRetain)(cudaUserObject_t object, unsigned int count);
    cudaError_t (*pfn_cudaUserObjectRelease)(cudaUserObject_t object, unsigned int count);
    cudaError_t (*pfn_cudaGraphRetainUserObject)(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags);
    cudaError_t (*pfn_cudaGraphReleaseUserObject)(cudaGraph_t graph, cudaUserObject_t object, unsigned int count);
    cudaError_t (*pfn_cudaGetDriverEntryPoint)(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus);
    cudaError_t (*pfn_cudaGetDriverEntryPoint_ptsz)(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus);
    cudaError_t (*pfn_cudaGetExportTable)(const void **ppExportTable, const cudaUUID_t *pExportTableId);
    cudaError_t (*pfn_cudaGetFuncBySymbol)(cudaFunction_t *functionPtr, const void *symbolPtr);
    cudaError_t (*pfn_cudaDeviceRegisterAsyncNotification)(int device, cudaAsyncCallback callbackFunc, void *userData, cudaAsyncCallbackHandle_t *callback);
    cudaError_t (*pfn_cudaDeviceUnregisterAsyncNotification)(int device, cudaAsyncCallbackHandle_t callback);
    bd_gen_fn reserved_cudaGetDeviceProperties_v2;
    cudaError_t (*pfn_cudaInitDevice)(int device, unsigned int deviceFlags, unsigned int flags);
    cudaError_t (*pfn_cudaStreamGetId)(cudaStream_t hStream, unsigned long long *streamId);
    cudaError_t (*pfn_cudaStreamGetId_ptsz)(cudaStream_t hStream, unsigned long long *streamId);
    cudaError_t (*pfn_cudaStreamBeginCaptureToGraph)(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode);
    cudaError_t (*pfn_cudaStreamBeginCaptureToGraph_ptsz)(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode);
    bd_gen_fn reserved_cudaStreamGetCaptureInfo_v3;
    bd_gen_fn reserved_cudaStreamGetCaptureInfo_v3_ptsz;
    cudaError_t (*pfn_cudaStreamUpdateCaptureDependencies_ptsz)(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags);
    bd_gen_fn reserved_cudaStreamUpdateCaptureDependencies_v2;
    bd_gen_fn reserved_cudaStreamUpdateCaptureDependencies_v2_ptsz;
    cudaError_t (*pfn_cudaFuncGetName)(const char **name, const void *func);
    cudaError_t (*pfn_cudaFuncGetParamInfo)(const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize);
    bd_gen_fn reserved_cudaMemPrefetchAsync_v2;
    bd_gen_fn reserved_cudaMemPrefetchAsync_v2_ptsz;
    bd_gen_fn reserved_cudaMemAdvise_v2;
    bd_gen_fn reserved_cudaGraphGetEdges_v2;
    bd_gen_fn reserved_cudaGraphNodeGetDependencies_v2;
    bd_gen_fn reserved_cudaGraphNodeGetDependentNodes_v2;
    bd_gen_fn reserved_cudaGraphAddDependencies_v2;
    bd_gen_fn reserved_cudaGraphRemoveDependencies_v2;
    cudaError_t (*pfn_cudaGraphInstantiateWithParams)(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams);
    cudaError_t (*pfn_cudaGraphInstantiateWithParams_ptsz)(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams);
    cudaError_t (*pfn_cudaGraphExecGetFlags)(cudaGraphExec_t graphExec, unsigned long long *flags);
    cudaError_t (*pfn_cudaGraphAddNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams);
    bd_gen_fn reserved_cudaGraphAddNode_v2;
    cudaError_t (*pfn_cudaGraphNodeSetParams)(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams);
    cudaError_t (*pfn_cudaGraphExecNodeSetParams)(cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams);
    cudaError_t (*pfn_cudaGraphConditionalHandleCreate)(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags);
    cudaError_t (*pfn_cudaGetKernel)(cudaKernel_t *kernelPtr, const void *entryFuncAddr);
    cudaError_t (*pfn_cudaStreamGetDevice)(cudaStream_t hStream, int *device);
    cudaError_t (*pfn_cudaStreamGetDevice_ptsz)(cudaStream_t hStream, int *device);
    bd_gen_fn reserved_cudaEventElapsedTime_v2;
    cudaError_t (*pfn_cudaMemcpyBatchAsync)(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpyBatchAsync_ptsz)(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpy3DBatchAsync)(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemcpy3DBatchAsync_ptsz)(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream);
    cudaError_t (*pfn_cudaGetDriverEntryPointByVersion)(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus);
    cudaError_t (*pfn_cudaGetDriverEntryPointByVersion_ptsz)(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus);
    cudaError_t (*pfn_cudaLibraryLoadData)(cudaLibrary_t *library, const void *code, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions);
    cudaError_t (*pfn_cudaLibraryLoadFromFile)(cudaLibrary_t *library, const char *fileName, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions);
    cudaError_t (*pfn_cudaLibraryUnload)(cudaLibrary_t library);
    cudaError_t (*pfn_cudaLibraryGetKernel)(cudaKernel_t *pKernel, cudaLibrary_t library, const char *name);
    cudaError_t (*pfn_cudaLibraryGetGlobal)(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name);
    cudaError_t (*pfn_cudaLibraryGetManaged)(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name);
    cudaError_t (*pfn_cudaLibraryGetUnifiedFunction)(void **fptr, cudaLibrary_t library, const char *symbol);
    cudaError_t (*pfn_cudaLibraryGetKernelCount)(unsigned int *count, cudaLibrary_t lib);
    cudaError_t (*pfn_cudaLibraryEnumerateKernels)(cudaKernel_t *kernels, unsigned int numKernels, cudaLibrary_t lib);
    cudaError_t (*pfn_cudaKernelSetAttributeForDevice)(cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device);
    cudaError_t (*pfn_cudaDeviceGetHostAtomicCapabilities)(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int device);
    cudaError_t (*pfn_cudaDeviceGetP2PAtomicCapabilities)(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int srcDevice, int dstDevice);
    cudaError_t (*pfn_cudaSignalExternalSemaphoresAsync)(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream);
    cudaError_t (*pfn_cudaSignalExternalSemaphoresAsync_ptsz)(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream);
    cudaError_t (*pfn_cudaWaitExternalSemaphoresAsync)(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream);
    cudaError_t (*pfn_cudaWaitExternalSemaphoresAsync_ptsz)(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemPrefetchBatchAsync)(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemPrefetchBatchAsync_ptsz)(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemDiscardBatchAsync)(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemDiscardBatchAsync_ptsz)(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemDiscardAndPrefetchBatchAsync)(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemDiscardAndPrefetchBatchAsync_ptsz)(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream);
    cudaError_t (*pfn_cudaMemGetDefaultMemPool)(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type);
    cudaError_t (*pfn_cudaMemGetMemPool)(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type);
    cudaError_t (*pfn_cudaMemSetMemPool)(struct cudaMemLocation *location, enum cudaMemAllocationType type, cudaMemPool_t memPool);
    cudaError_t (*pfn_cudaLogsRegisterCallback)(cudaLogsCallback_t callbackFunc, void *userData, cudaLogsCallbackHandle *callback_out);
    cudaError_t (*pfn_cudaLogsUnregisterCallback)(cudaLogsCallbackHandle callback);
    cudaError_t (*pfn_cudaLogsCurrent)(cudaLogIterator *iterator_out, unsigned int flags);
    cudaError_t (*pfn_cudaLogsDumpToFile)(cudaLogIterator *iterator, const char *pathToFile, unsigned int flags);
    cudaError_t (*pfn_cudaLogsDumpToMemory)(cudaLogIterator *iterator, char *buffer, size_t *size, unsigned int flags);
    bd_gen_fn reserved_cudaStreamBeginRecaptureToGraph;
    bd_gen_fn reserved_cudaStreamBeginRecaptureToGraph_ptsz;
    bd_gen_fn reserved_cudaFuncGetParamCount;
    bd_gen_fn reserved_cudaLaunchHostFunc_v2;
    bd_gen_fn reserved_cudaLaunchHostFunc_v2_ptsz;
    bd_gen_fn reserved_cudaMemcpyWithAttributesAsync;
    bd_gen_fn reserved_cudaMemcpyWithAttributesAsync_ptsz;
    bd_gen_fn reserved_cudaMemcpy3DWithAttributesAsync;
    bd_gen_fn reserved_cudaMemcpy3DWithAttributesAsync_ptsz;
    bd_gen_fn reserved_cudaMemGetLocationInfo;
    bd_gen_fn reserved_cudaGraphNodeGetContainingGraph;
    bd_gen_fn reserved_cudaGraphNodeGetLocalId;
    bd_gen_fn reserved_cudaGraphNodeGetToolsId;
    bd_gen_fn reserved_cudaGraphGetId;
    bd_gen_fn reserved_cudaGraphExecGetId;
    bd_gen_fn reserved_cudaGraphNodeGetParams;
    bd_gen_fn reserved_cudaGraphConditionalHandleCreate_v2;
    bd_gen_fn reserved_cudaDeviceGetDevResource;
    bd_gen_fn reserved_cudaDevSmResourceSplitByCount;
    bd_gen_fn reserved_cudaDevSmResourceSplit;
    bd_gen_fn reserved_cudaDevResourceGenerateDesc;
    bd_gen_fn reserved_cudaGreenCtxCreate;
    bd_gen_fn reserved_cudaExecutionCtxDestroy;
    bd_gen_fn reserved_cudaExecutionCtxGetDevResource;
    bd_gen_fn reserved_cudaExecutionCtxGetDevice;
    bd_gen_fn reserved_cudaExecutionCtxGetId;
    bd_gen_fn reserved_cudaExecutionCtxStreamCreate;
    bd_gen_fn reserved_cudaExecutionCtxSynchronize;
    bd_gen_fn reserved_cudaStreamGetDevResource;
    bd_gen_fn reserved_cudaStreamGetDevResource_ptsz;
    bd_gen_fn reserved_cudaExecutionCtxRecordEvent;
    bd_gen_fn reserved_cudaExecutionCtxWaitEvent;
    bd_gen_fn reserved_cudaDeviceGetExecutionCtx;
};
BD_API extern struct bd_gen_cudart_table bd_gen_cudart;
/* The program's own entry points, which the loader takes before any other library: filled before
 * main by a source file of the program that defines CUBOUND_PROGRAM_CUDART to 1 before including
 * this header (below). */
BD_API extern struct bd_gen_cudart_table bd_gen_cudart_program;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_CUDART_ENTRIES 378

/* cudaDeviceReset.
 * Context: resets the primary context of the binding's device (the current one): its bindings go stale, the device re-retains it.
 */
BD_API cudaError_t bd_cudaDeviceReset(bound_dev_t *bd);

/* cudaDeviceSynchronize.
 * Orders streams, reads and writes as cuCtxSynchronize does ([twins]).
 */
BD_API cudaError_t bd_cudaDeviceSynchronize(bound_dev_t *bd);

/* cudaDeviceSetLimit.
 */
BD_API cudaError_t bd_cudaDeviceSetLimit(bound_dev_t *bd, enum cudaLimit limit, size_t value);

/* cudaDeviceGetLimit.
 * Writes through: pValue.
 */
BD_API cudaError_t bd_cudaDeviceGetLimit(bound_dev_t *bd, size_t *pValue, enum cudaLimit limit);

/* cudaDeviceGetTexture1DLinearMaxWidth.
 * Writes through: maxWidthInElements.
 */
BD_API cudaError_t bd_cudaDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device);

/* cudaDeviceGetCacheConfig.
 * Writes through: pCacheConfig.
 */
BD_API cudaError_t bd_cudaDeviceGetCacheConfig(bound_dev_t *bd, enum cudaFuncCache *pCacheConfig);

/* cudaDeviceGetStreamPriorityRange.
 * Writes through: leastPriority, greatestPriority.
 */
BD_API cudaError_t bd_cudaDeviceGetStreamPriorityRange(bound_dev_t *bd, int *leastPriority, int *greatestPriority);

/* cudaDeviceSetCacheConfig.
 */
BD_API cudaError_t bd_cudaDeviceSetCacheConfig(bound_dev_t *bd, enum cudaFuncCache cacheConfig);

/* cudaDeviceGetByPCIBusId.
 * Writes through: device.
 */
BD_API cudaError_t bd_cudaDeviceGetByPCIBusId(int *device, const char *pciBusId);

/* cudaDeviceGetPCIBusId.
 * Writes through: pciBusId.
 */
BD_API cudaError_t bd_cudaDeviceGetPCIBusId(char *pciBusId, int len, int device);

/* cudaIpcGetEventHandle.
 * Must belong to the binding's device: event (event).
 * Writes through: handle.
 */
BD_API cudaError_t bd_cudaIpcGetEventHandle(bound_dev_t *bd, cudaIpcEventHandle_t *handle, cudaEvent_t event);

/* cudaIpcOpenEventHandle.
 * Creates: event.
 */
BD_API cudaError_t bd_cudaIpcOpenEventHandle(bound_dev_t *bd, cudaEvent_t *event, cudaIpcEventHandle_t handle);

/* cudaIpcGetMemHandle.
 * Writes through: handle, devPtr.
 */
BD_API cudaError_t bd_cudaIpcGetMemHandle(bound_dev_t *bd, cudaIpcMemHandle_t *handle, void *devPtr);

/* cudaIpcOpenMemHandle.
 * Writes through: devPtr.
 */
BD_API cudaError_t bd_cudaIpcOpenMemHandle(bound_dev_t *bd, void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags);

/* cudaIpcCloseMemHandle.
 * Writes through: devPtr.
 */
BD_API cudaError_t bd_cudaIpcCloseMemHandle(bound_dev_t *bd, void *devPtr);

/* cudaDeviceFlushGPUDirectRDMAWrites.
 */
BD_API cudaError_t bd_cudaDeviceFlushGPUDirectRDMAWrites(bound_dev_t *bd, enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope);

/* cudaDeviceRegisterAsyncNotification.
 * Writes through: userData.
 */
BD_API cudaError_t bd_cudaDeviceRegisterAsyncNotification(int device, cudaAsyncCallback callbackFunc, void *userData, cudaAsyncCallbackHandle_t *callback);

/* cudaDeviceUnregisterAsyncNotification.
 * Must belong to the binding's device: callback (async_callback).
 */
BD_API cudaError_t bd_cudaDeviceUnregisterAsyncNotification(int device, cudaAsyncCallbackHandle_t callback);

/* cudaDeviceGetSharedMemConfig.
 * Deprecated in CUDA.
 * Writes through: pConfig.
 */
BD_API BD_DEPRECATED cudaError_t bd_cudaDeviceGetSharedMemConfig(bound_dev_t *bd, enum cudaSharedMemConfig *pConfig);

/* cudaDeviceSetSharedMemConfig.
 * Deprecated in CUDA.
 */
BD_API BD_DEPRECATED cudaError_t bd_cudaDeviceSetSharedMemConfig(bound_dev_t *bd, enum cudaSharedMemConfig config);

/* cudaGetLastError.
 */
BD_API cudaError_t bd_cudaGetLastError(void);

/* cudaPeekAtLastError.
 */
BD_API cudaError_t bd_cudaPeekAtLastError(void);

/* cudaGetErrorName.
 */
BD_API const char * bd_cudaGetErrorName(cudaError_t error);

/* cudaGetErrorString.
 */
BD_API const char * bd_cudaGetErrorString(cudaError_t error);

/* cudaGetDeviceCount.
 * Writes through: count.
 */
BD_API cudaError_t bd_cudaGetDeviceCount(int *count);

/* cudaGetDeviceProperties.
 * Writes through: prop.
 */
BD_API cudaError_t bd_cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);

/* cudaDeviceGetAttribute.
 * Writes through: value.
 */
BD_API cudaError_t bd_cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);

/* cudaDeviceGetHostAtomicCapabilities.
 * Writes through: capabilities.
 */
BD_API cudaError_t bd_cudaDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int device);

/* cudaDeviceGetDefaultMemPool.
 */
BD_API cudaError_t bd_cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device);

/* cudaDeviceSetMemPool.
 * Must belong to the binding's device: memPool (memory_pool).
 */
BD_API cudaError_t bd_cudaDeviceSetMemPool(int device, cudaMemPool_t memPool);

/* cudaDeviceGetMemPool.
 */
BD_API cudaError_t bd_cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device);

/* cudaDeviceGetNvSciSyncAttributes.
 * Writes through: nvSciSyncAttrList.
 */
BD_API cudaError_t bd_cudaDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, int device, int flags);

/* cudaDeviceGetP2PAttribute.
 * Writes through: value.
 */
BD_API cudaError_t bd_cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice);

/* cudaDeviceGetP2PAtomicCapabilities.
 * Writes through: capabilities.
 */
BD_API cudaError_t bd_cudaDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int srcDevice, int dstDevice);

/* cudaChooseDevice.
 * Writes through: device.
 */
BD_API cudaError_t bd_cudaChooseDevice(int *device, const struct cudaDeviceProp *prop);

/* cudaInitDevice.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API cudaError_t bd_cudaInitDevice(bound_dev_t *bd, int device, unsigned int deviceFlags, unsigned int flags);

/* cudaSetDevice.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API cudaError_t bd_cudaSetDevice(bound_dev_t *bd, int device);

/* cudaGetDevice.
 * Writes through: device.
 */
BD_API cudaError_t bd_cudaGetDevice(bound_dev_t *bd, int *device);

/* cudaSetValidDevices.
 * Writes through: device_arr.
 */
BD_API cudaError_t bd_cudaSetValidDevices(int *device_arr, int len);

/* cudaSetDeviceFlags.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API cudaError_t bd_cudaSetDeviceFlags(bound_dev_t *bd, unsigned int flags);

/* cudaGetDeviceFlags.
 * Writes through: flags.
 */
BD_API cudaError_t bd_cudaGetDeviceFlags(bound_dev_t *bd, unsigned int *flags);

/* cudaStreamCreate.
 * Creates: pStream.
 */
BD_API cudaError_t bd_cudaStreamCreate(bound_dev_t *bd, cudaStream_t *pStream);

/* cudaStreamCreateWithFlags.
 * Creates: pStream.
 */
BD_API cudaError_t bd_cudaStreamCreateWithFlags(bound_dev_t *bd, cudaStream_t *pStream, unsigned int flags);

/* cudaStreamCreateWithPriority.
 * Creates: pStream.
 */
BD_API cudaError_t bd_cudaStreamCreateWithPriority(bound_dev_t *bd, cudaStream_t *pStream, unsigned int flags, int priority);

/* cudaStreamGetPriority (cudaStreamGetPriority_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: priority.
 * Acts in the context hStream names, whatever is current: no switch where it does (not a default stream).
 */
BD_API cudaError_t bd_cudaStreamGetPriority(bound_dev_t *bd, cudaStream_t hStream, int *priority);
BD_API cudaError_t bd_cudaStreamGetPriority_ptsz(bound_dev_t *bd, cudaStream_t hStream, int *priority);

/* cudaStreamGetFlags (cudaStreamGetFlags_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: flags.
 * Acts in the context hStream names, whatever is current: no switch where it does (not a default stream).
 */
BD_API cudaError_t bd_cudaStreamGetFlags(bound_dev_t *bd, cudaStream_t hStream, unsigned int *flags);
BD_API cudaError_t bd_cudaStreamGetFlags_ptsz(bound_dev_t *bd, cudaStream_t hStream, unsigned int *flags);

/* cudaStreamGetId (cudaStreamGetId_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: streamId.
 */
BD_API cudaError_t bd_cudaStreamGetId(bound_dev_t *bd, cudaStream_t hStream, unsigned long long *streamId);
BD_API cudaError_t bd_cudaStreamGetId_ptsz(bound_dev_t *bd, cudaStream_t hStream, unsigned long long *streamId);

/* cudaStreamGetDevice (cudaStreamGetDevice_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: device.
 */
BD_API cudaError_t bd_cudaStreamGetDevice(bound_dev_t *bd, cudaStream_t hStream, int *device);
BD_API cudaError_t bd_cudaStreamGetDevice_ptsz(bound_dev_t *bd, cudaStream_t hStream, int *device);

/* cudaCtxResetPersistingL2Cache.
 */
BD_API cudaError_t bd_cudaCtxResetPersistingL2Cache(bound_dev_t *bd);

/* cudaStreamCopyAttributes (cudaStreamCopyAttributes_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dst (stream), src (stream).
 */
BD_API cudaError_t bd_cudaStreamCopyAttributes(bound_dev_t *bd, cudaStream_t dst, cudaStream_t src);
BD_API cudaError_t bd_cudaStreamCopyAttributes_ptsz(bound_dev_t *bd, cudaStream_t dst, cudaStream_t src);

/* cudaStreamGetAttribute (cudaStreamGetAttribute_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside value_out: programmaticEvent.event (event), launchCompletionEvent.event (event).
 * Writes through: value_out.
 */
BD_API cudaError_t bd_cudaStreamGetAttribute(bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out);
BD_API cudaError_t bd_cudaStreamGetAttribute_ptsz(bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out);

/* cudaStreamSetAttribute (cudaStreamSetAttribute_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside value: programmaticEvent.event (event), launchCompletionEvent.event (event).
 */
BD_API cudaError_t bd_cudaStreamSetAttribute(bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value);
BD_API cudaError_t bd_cudaStreamSetAttribute_ptsz(bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value);

/* cudaStreamDestroy.
 * Destroys: stream.
 */
BD_API cudaError_t bd_cudaStreamDestroy(bound_dev_t *bd, cudaStream_t stream);

/* cudaStreamWaitEvent (cudaStreamWaitEvent_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * May belong to another device: event ("hEvent may be from a different context or device than hStream").
 * Acts in the context stream and event name, whatever is current: no switch where they do (not a default stream).
 * Orders streams, reads and writes as cuStreamWaitEvent does ([twins]).
 */
BD_API cudaError_t bd_cudaStreamWaitEvent(bound_dev_t *bd, cudaStream_t stream, cudaEvent_t event, unsigned int flags);
BD_API cudaError_t bd_cudaStreamWaitEvent_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaEvent_t event, unsigned int flags);

/* cudaStreamAddCallback (cudaStreamAddCallback_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: userData.
 */
BD_API cudaError_t bd_cudaStreamAddCallback(bound_dev_t *bd, cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags);
BD_API cudaError_t bd_cudaStreamAddCallback_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags);

/* cudaStreamSynchronize (cudaStreamSynchronize_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Acts in the context stream names, whatever is current: no switch where it does (not a default stream).
 * Orders streams, reads and writes as cuStreamSynchronize does ([twins]).
 */
BD_API cudaError_t bd_cudaStreamSynchronize(bound_dev_t *bd, cudaStream_t stream);
BD_API cudaError_t bd_cudaStreamSynchronize_ptsz(bound_dev_t *bd, cudaStream_t stream);

/* cudaStreamQuery (cudaStreamQuery_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Acts in the context stream names, whatever is current: no switch where it does (not a default stream).
 * Orders streams, reads and writes as cuStreamQuery does ([twins]).
 */
BD_API cudaError_t bd_cudaStreamQuery(bound_dev_t *bd, cudaStream_t stream);
BD_API cudaError_t bd_cudaStreamQuery_ptsz(bound_dev_t *bd, cudaStream_t stream);

/* cudaStreamAttachMemAsync (cudaStreamAttachMemAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: devPtr.
 */
BD_API cudaError_t bd_cudaStreamAttachMemAsync(bound_dev_t *bd, cudaStream_t stream, void *devPtr, size_t length, unsigned int flags);
BD_API cudaError_t bd_cudaStreamAttachMemAsync_ptsz(bound_dev_t *bd, cudaStream_t stream, void *devPtr, size_t length, unsigned int flags);

/* cudaStreamBeginCapture (cudaStreamBeginCapture_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Orders streams, reads and writes as cuStreamBeginCapture does ([twins]).
 */
BD_API cudaError_t bd_cudaStreamBeginCapture(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureMode mode);
BD_API cudaError_t bd_cudaStreamBeginCapture_ptsz(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureMode mode);

/* cudaStreamBeginCaptureToGraph (cudaStreamBeginCaptureToGraph_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), graph (graph), dependencies (graph_node).
 * Orders streams, reads and writes as cuStreamBeginCaptureToGraph does ([twins]).
 */
BD_API cudaError_t bd_cudaStreamBeginCaptureToGraph(bound_dev_t *bd, cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode);
BD_API cudaError_t bd_cudaStreamBeginCaptureToGraph_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode);

/* cudaThreadExchangeStreamCaptureMode.
 * Writes through: mode.
 */
BD_API cudaError_t bd_cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode);

/* cudaStreamEndCapture (cudaStreamEndCapture_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: pGraph.
 * Must belong to the binding's device: stream (stream).
 * Orders streams, reads and writes as cuStreamEndCapture does ([twins]).
 */
BD_API cudaError_t bd_cudaStreamEndCapture(bound_dev_t *bd, cudaStream_t stream, cudaGraph_t *pGraph);
BD_API cudaError_t bd_cudaStreamEndCapture_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaGraph_t *pGraph);

/* cudaStreamIsCapturing (cudaStreamIsCapturing_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: pCaptureStatus.
 */
BD_API cudaError_t bd_cudaStreamIsCapturing(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus);
BD_API cudaError_t bd_cudaStreamIsCapturing_ptsz(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus);

/* cudaStreamGetCaptureInfo (cudaStreamGetCaptureInfo_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: captureStatus_out, id_out, numDependencies_out.
 */
BD_API cudaError_t bd_cudaStreamGetCaptureInfo(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out);
BD_API cudaError_t bd_cudaStreamGetCaptureInfo_ptsz(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out);

/* cudaStreamUpdateCaptureDependencies (cudaStreamUpdateCaptureDependencies_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 */
BD_API cudaError_t bd_cudaStreamUpdateCaptureDependencies(bound_dev_t *bd, cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags);
BD_API cudaError_t bd_cudaStreamUpdateCaptureDependencies_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags);

/* cudaEventCreate.
 * Creates: event.
 */
BD_API cudaError_t bd_cudaEventCreate(bound_dev_t *bd, cudaEvent_t *event);

/* cudaEventCreateWithFlags.
 * Creates: event.
 */
BD_API cudaError_t bd_cudaEventCreateWithFlags(bound_dev_t *bd, cudaEvent_t *event, unsigned int flags);

/* cudaEventRecord (cudaEventRecord_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: event (event), stream (stream).
 * Acts in the context event and stream name, whatever is current: no switch where they do (not a default stream).
 * Orders streams, reads and writes as cuEventRecord does ([twins]).
 */
BD_API cudaError_t bd_cudaEventRecord(bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream);
BD_API cudaError_t bd_cudaEventRecord_ptsz(bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream);

/* cudaEventRecordWithFlags (cudaEventRecordWithFlags_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: event (event), stream (stream).
 * Orders streams, reads and writes as cuEventRecordWithFlags does ([twins]).
 */
BD_API cudaError_t bd_cudaEventRecordWithFlags(bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream, unsigned int flags);
BD_API cudaError_t bd_cudaEventRecordWithFlags_ptsz(bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream, unsigned int flags);

/* cudaEventQuery.
 * Must belong to the binding's device: event (event).
 * Acts in the context event names, whatever is current: no switch where it does (not a default stream).
 * Orders streams, reads and writes as cuEventQuery does ([twins]).
 */
BD_API cudaError_t bd_cudaEventQuery(bound_dev_t *bd, cudaEvent_t event);

/* cudaEventSynchronize.
 * Must belong to the binding's device: event (event).
 * Acts in the context event names, whatever is current: no switch where it does (not a default stream).
 * Orders streams, reads and writes as cuEventSynchronize does ([twins]).
 */
BD_API cudaError_t bd_cudaEventSynchronize(bound_dev_t *bd, cudaEvent_t event);

/* cudaEventDestroy.
 * Destroys: event.
 */
BD_API cudaError_t bd_cudaEventDestroy(bound_dev_t *bd, cudaEvent_t event);

/* cudaEventElapsedTime.
 * Must belong to the binding's device: start (event), end (event).
 * Writes through: ms.
 */
BD_API cudaError_t bd_cudaEventElapsedTime(bound_dev_t *bd, float *ms, cudaEvent_t start, cudaEvent_t end);

/* cudaImportExternalMemory.
 * Creates: extMem_out.
 */
BD_API cudaError_t bd_cudaImportExternalMemory(bound_dev_t *bd, cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc);

/* cudaExternalMemoryGetMappedBuffer.
 * Must belong to the binding's device: extMem (external_memory).
 * Writes through: devPtr.
 */
BD_API cudaError_t bd_cudaExternalMemoryGetMappedBuffer(bound_dev_t *bd, void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc);

/* cudaExternalMemoryGetMappedMipmappedArray.
 * Must belong to the binding's device: extMem (external_memory).
 */
BD_API cudaError_t bd_cudaExternalMemoryGetMappedMipmappedArray(bound_dev_t *bd, cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc);

/* cudaDestroyExternalMemory.
 * Destroys: extMem.
 */
BD_API cudaError_t bd_cudaDestroyExternalMemory(bound_dev_t *bd, cudaExternalMemory_t extMem);

/* cudaImportExternalSemaphore.
 * Creates: extSem_out.
 */
BD_API cudaError_t bd_cudaImportExternalSemaphore(bound_dev_t *bd, cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc);

/* cudaSignalExternalSemaphoresAsync (cudaSignalExternalSemaphoresAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: extSemArray (external_semaphore), stream (stream).
 */
BD_API cudaError_t bd_cudaSignalExternalSemaphoresAsync(bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream);
BD_API cudaError_t bd_cudaSignalExternalSemaphoresAsync_ptsz(bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream);

/* cudaWaitExternalSemaphoresAsync (cudaWaitExternalSemaphoresAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: extSemArray (external_semaphore), stream (stream).
 */
BD_API cudaError_t bd_cudaWaitExternalSemaphoresAsync(bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream);
BD_API cudaError_t bd_cudaWaitExternalSemaphoresAsync_ptsz(bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream);

/* cudaDestroyExternalSemaphore.
 * Destroys: extSem.
 */
BD_API cudaError_t bd_cudaDestroyExternalSemaphore(bound_dev_t *bd, cudaExternalSemaphore_t extSem);

/* cudaLaunchKernel (cudaLaunchKernel_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: args.
 */
BD_API cudaError_t bd_cudaLaunchKernel(bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
BD_API cudaError_t bd_cudaLaunchKernel_ptsz(bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);

/* cudaLaunchKernelExC (cudaLaunchKernelExC_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside config: stream (stream).
 * Writes through: args.
 */
BD_API cudaError_t bd_cudaLaunchKernelExC(bound_dev_t *bd, const cudaLaunchConfig_t *config, const void *func, void **args);
BD_API cudaError_t bd_cudaLaunchKernelExC_ptsz(bound_dev_t *bd, const cudaLaunchConfig_t *config, const void *func, void **args);

/* cudaLaunchCooperativeKernel (cudaLaunchCooperativeKernel_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: args.
 */
BD_API cudaError_t bd_cudaLaunchCooperativeKernel(bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
BD_API cudaError_t bd_cudaLaunchCooperativeKernel_ptsz(bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);

/* cudaFuncSetCacheConfig.
 */
BD_API cudaError_t bd_cudaFuncSetCacheConfig(bound_dev_t *bd, const void *func, enum cudaFuncCache cacheConfig);

/* cudaFuncGetAttributes.
 * Writes through: attr.
 */
BD_API cudaError_t bd_cudaFuncGetAttributes(bound_dev_t *bd, struct cudaFuncAttributes *attr, const void *func);

/* cudaFuncSetAttribute.
 */
BD_API cudaError_t bd_cudaFuncSetAttribute(bound_dev_t *bd, const void *func, enum cudaFuncAttribute attr, int value);

/* cudaFuncGetName.
 */
BD_API cudaError_t bd_cudaFuncGetName(bound_dev_t *bd, const char **name, const void *func);

/* cudaFuncGetParamInfo.
 * Writes through: paramOffset, paramSize.
 */
BD_API cudaError_t bd_cudaFuncGetParamInfo(bound_dev_t *bd, const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize);

/* cudaLaunchHostFunc (cudaLaunchHostFunc_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: userData.
 */
BD_API cudaError_t bd_cudaLaunchHostFunc(bound_dev_t *bd, cudaStream_t stream, cudaHostFn_t fn, void *userData);
BD_API cudaError_t bd_cudaLaunchHostFunc_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaHostFn_t fn, void *userData);

/* cudaFuncSetSharedMemConfig.
 * Deprecated in CUDA.
 */
BD_API BD_DEPRECATED cudaError_t bd_cudaFuncSetSharedMemConfig(bound_dev_t *bd, const void *func, enum cudaSharedMemConfig config);

/* cudaOccupancyMaxActiveBlocksPerMultiprocessor.
 * Writes through: numBlocks.
 */
BD_API cudaError_t bd_cudaOccupancyMaxActiveBlocksPerMultiprocessor(bound_dev_t *bd, int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize);

/* cudaOccupancyAvailableDynamicSMemPerBlock.
 * Writes through: dynamicSmemSize.
 */
BD_API cudaError_t bd_cudaOccupancyAvailableDynamicSMemPerBlock(bound_dev_t *bd, size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize);

/* cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags.
 * Writes through: numBlocks.
 */
BD_API cudaError_t bd_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bound_dev_t *bd, int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags);

/* cudaOccupancyMaxPotentialClusterSize.
 * Handles inside launchConfig: stream (stream).
 * Writes through: clusterSize.
 */
BD_API cudaError_t bd_cudaOccupancyMaxPotentialClusterSize(bound_dev_t *bd, int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig);

/* cudaOccupancyMaxActiveClusters.
 * Handles inside launchConfig: stream (stream).
 * Writes through: numClusters.
 */
BD_API cudaError_t bd_cudaOccupancyMaxActiveClusters(bound_dev_t *bd, int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig);

/* cudaMallocManaged.
 * Writes through: devPtr.
 */
BD_API cudaError_t bd_cudaMallocManaged(bound_dev_t *bd, void **devPtr, size_t size, unsigned int flags);

/* cudaMalloc.
 * Writes through: devPtr.
 */
BD_API cudaError_t bd_cudaMalloc(bound_dev_t *bd, void **devPtr, size_t size);

/* cudaMallocHost.
 * Writes through: ptr.
 */
BD_API cudaError_t bd_cudaMallocHost(bound_dev_t *bd, void **ptr, size_t size);

/* cudaMallocPitch.
 * Writes through: devPtr, pitch.
 */
BD_API cudaError_t bd_cudaMallocPitch(bound_dev_t *bd, void **devPtr, size_t *pitch, size_t width, size_t height);

/* cudaMallocArray.
 * Creates: array.
 */
BD_API cudaError_t bd_cudaMallocArray(bound_dev_t *bd, cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags);

/* cudaFree.
 * Writes through: devPtr.
 * Orders streams, reads and writes as cuMemFree does ([twins]).
 */
BD_API cudaError_t bd_cudaFree(bound_dev_t *bd, void *devPtr);

/* cudaFreeHost.
 * Writes through: ptr.
 */
BD_API cudaError_t bd_cudaFreeHost(bound_dev_t *bd, void *ptr);

/* cudaFreeArray.
 * Destroys: array.
 */
BD_API cudaError_t bd_cudaFreeArray(bound_dev_t *bd, cudaArray_t array);

/* cudaFreeMipmappedArray.
 * Destroys: mipmappedArray.
 */
BD_API cudaError_t bd_cudaFreeMipmappedArray(bound_dev_t *bd, cudaMipmappedArray_t mipmappedArray);

/* cudaHostAlloc.
 * Writes through: pHost.
 */
BD_API cudaError_t bd_cudaHostAlloc(bound_dev_t *bd, void **pHost, size_t size, unsigned int flags);

/* cudaHostRegister.
 * Writes through: ptr.
 */
BD_API cudaError_t bd_cudaHostRegister(bound_dev_t *bd, void *ptr, size_t size, unsigned int flags);

/* cudaHostUnregister.
 * Writes through: ptr.
 */
BD_API cudaError_t bd_cudaHostUnregister(bound_dev_t *bd, void *ptr);

/* cudaHostGetDevicePointer.
 * Writes through: pDevice, pHost.
 */
BD_API cudaError_t bd_cudaHostGetDevicePointer(bound_dev_t *bd, void **pDevice, void *pHost, unsigned int flags);

/* cudaHostGetFlags.
 * Writes through: pFlags, pHost.
 */
BD_API cudaError_t bd_cudaHostGetFlags(bound_dev_t *bd, unsigned int *pFlags, void *pHost);

/* cudaMalloc3D.
 * Writes through: pitchedDevPtr.
 */
BD_API cudaError_t bd_cudaMalloc3D(bound_dev_t *bd, struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent);

/* cudaMalloc3DArray.
 * Creates: array.
 */
BD_API cudaError_t bd_cudaMalloc3DArray(bound_dev_t *bd, cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags);

/* cudaMallocMipmappedArray.
 * Creates: mipmappedArray.
 */
BD_API cudaError_t bd_cudaMallocMipmappedArray(bound_dev_t *bd, cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags);

/* cudaGetMipmappedArrayLevel.
 * Must belong to the binding's device: mipmappedArray (mipmapped_array).
 */
BD_API cudaError_t bd_cudaGetMipmappedArrayLevel(bound_dev_t *bd, cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level);

/* cudaMemcpy3D (cudaMemcpy3D_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Orders streams, reads and writes as cuMemcpy3D does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpy3D(bound_dev_t *bd, const struct cudaMemcpy3DParms *p);
BD_API cudaError_t bd_cudaMemcpy3D_ptds(bound_dev_t *bd, const struct cudaMemcpy3DParms *p);

/* cudaMemcpy3DPeer (cudaMemcpy3DPeer_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Orders streams, reads and writes as cuMemcpy3DPeer does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpy3DPeer(bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p);
BD_API cudaError_t bd_cudaMemcpy3DPeer_ptds(bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p);

/* cudaMemcpy3DAsync (cudaMemcpy3DAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 */
BD_API cudaError_t bd_cudaMemcpy3DAsync(bound_dev_t *bd, const struct cudaMemcpy3DParms *p, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemcpy3DAsync_ptsz(bound_dev_t *bd, const struct cudaMemcpy3DParms *p, cudaStream_t stream);

/* cudaMemcpy3DPeerAsync (cudaMemcpy3DPeerAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 */
BD_API cudaError_t bd_cudaMemcpy3DPeerAsync(bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemcpy3DPeerAsync_ptsz(bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream);

/* cudaMemGetInfo.
 * Writes through: free, total.
 */
BD_API cudaError_t bd_cudaMemGetInfo(bound_dev_t *bd, size_t *free, size_t *total);

/* cudaArrayGetInfo.
 * Must belong to the binding's device: array (array).
 * Writes through: desc, extent, flags.
 */
BD_API cudaError_t bd_cudaArrayGetInfo(bound_dev_t *bd, struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array);

/* cudaArrayGetPlane.
 * Must belong to the binding's device: hArray (array).
 */
BD_API cudaError_t bd_cudaArrayGetPlane(bound_dev_t *bd, cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx);

/* cudaArrayGetMemoryRequirements.
 * Must belong to the binding's device: array (array).
 * Writes through: memoryRequirements.
 */
BD_API cudaError_t bd_cudaArrayGetMemoryRequirements(bound_dev_t *bd, struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device);

/* cudaMipmappedArrayGetMemoryRequirements.
 * Must belong to the binding's device: mipmap (mipmapped_array).
 * Writes through: memoryRequirements.
 */
BD_API cudaError_t bd_cudaMipmappedArrayGetMemoryRequirements(bound_dev_t *bd, struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device);

/* cudaArrayGetSparseProperties.
 * Must belong to the binding's device: array (array).
 * Writes through: sparseProperties.
 */
BD_API cudaError_t bd_cudaArrayGetSparseProperties(bound_dev_t *bd, struct cudaArraySparseProperties *sparseProperties, cudaArray_t array);

/* cudaMipmappedArrayGetSparseProperties.
 * Must belong to the binding's device: mipmap (mipmapped_array).
 * Writes through: sparseProperties.
 */
BD_API cudaError_t bd_cudaMipmappedArrayGetSparseProperties(bound_dev_t *bd, struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap);

/* cudaMemcpy (cudaMemcpy_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Writes through: dst.
 * Orders streams, reads and writes as cuMemcpy does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpy(bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
BD_API cudaError_t bd_cudaMemcpy_ptds(bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);

/* cudaMemcpyPeer.
 * Writes through: dst.
 * Orders streams, reads and writes as cuMemcpyPeer does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpyPeer(bound_dev_t *bd, void *dst, int dstDevice, const void *src, int srcDevice, size_t count);

/* cudaMemcpy2D (cudaMemcpy2D_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Writes through: dst.
 * Orders streams, reads and writes as cuMemcpy2D does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpy2D(bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
BD_API cudaError_t bd_cudaMemcpy2D_ptds(bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);

/* cudaMemcpy2DToArray (cudaMemcpy2DToArray_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dst (array).
 * Orders streams, reads and writes as cuMemcpy2D does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpy2DToArray(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
BD_API cudaError_t bd_cudaMemcpy2DToArray_ptds(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);

/* cudaMemcpy2DFromArray (cudaMemcpy2DFromArray_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: src (array).
 * Writes through: dst.
 * Orders streams, reads and writes as cuMemcpy2D does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpy2DFromArray(bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind);
BD_API cudaError_t bd_cudaMemcpy2DFromArray_ptds(bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind);

/* cudaMemcpy2DArrayToArray (cudaMemcpy2DArrayToArray_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dst (array), src (array).
 * Orders streams, reads and writes as cuMemcpy2D does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpy2DArrayToArray(bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind);
BD_API cudaError_t bd_cudaMemcpy2DArrayToArray_ptds(bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind);

/* cudaMemcpyToSymbol (cudaMemcpyToSymbol_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Orders streams, reads and writes as cuMemcpy does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpyToSymbol(bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind);
BD_API cudaError_t bd_cudaMemcpyToSymbol_ptds(bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind);

/* cudaMemcpyFromSymbol (cudaMemcpyFromSymbol_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Writes through: dst.
 * Orders streams, reads and writes as cuMemcpy does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpyFromSymbol(bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);
BD_API cudaError_t bd_cudaMemcpyFromSymbol_ptds(bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);

/* cudaMemcpyAsync (cudaMemcpyAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: dst.
 * Acts in the context stream names, whatever is current: no switch where it does (not a default stream).
 * Orders streams, reads and writes as cuMemcpyAsync does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpyAsync(bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemcpyAsync_ptsz(bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);

/* cudaMemcpyPeerAsync.
 * Must belong to the binding's device: stream (stream).
 * Writes through: dst.
 * Orders streams, reads and writes as cuMemcpyPeerAsync does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpyPeerAsync(bound_dev_t *bd, void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream);

/* cudaMemcpyBatchAsync (cudaMemcpyBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: dsts, attrs, attrsIdxs.
 * Device arrays of device pointers: dsts, srcs.
 */
BD_API cudaError_t bd_cudaMemcpyBatchAsync(bound_dev_t *bd, void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemcpyBatchAsync_ptsz(bound_dev_t *bd, void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream);

/* cudaMemcpy3DBatchAsync (cudaMemcpy3DBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: opList.
 */
BD_API cudaError_t bd_cudaMemcpy3DBatchAsync(bound_dev_t *bd, size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemcpy3DBatchAsync_ptsz(bound_dev_t *bd, size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream);

/* cudaMemcpy2DAsync (cudaMemcpy2DAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: dst.
 */
BD_API cudaError_t bd_cudaMemcpy2DAsync(bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemcpy2DAsync_ptsz(bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);

/* cudaMemcpy2DToArrayAsync (cudaMemcpy2DToArrayAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dst (array), stream (stream).
 */
BD_API cudaError_t bd_cudaMemcpy2DToArrayAsync(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemcpy2DToArrayAsync_ptsz(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);

/* cudaMemcpy2DFromArrayAsync (cudaMemcpy2DFromArrayAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: src (array), stream (stream).
 * Writes through: dst.
 */
BD_API cudaError_t bd_cudaMemcpy2DFromArrayAsync(bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemcpy2DFromArrayAsync_ptsz(bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);

/* cudaMemcpyToSymbolAsync (cudaMemcpyToSymbolAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Orders streams, reads and writes as cuMemcpyAsync does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpyToSymbolAsync(bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemcpyToSymbolAsync_ptsz(bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream);

/* cudaMemcpyFromSymbolAsync (cudaMemcpyFromSymbolAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: dst.
 * Orders streams, reads and writes as cuMemcpyAsync does ([twins]).
 */
BD_API cudaError_t bd_cudaMemcpyFromSymbolAsync(bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemcpyFromSymbolAsync_ptsz(bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream);

/* cudaMemset (cudaMemset_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Writes through: devPtr.
 * Orders streams, reads and writes as cuMemsetD8 does ([twins]).
 */
BD_API cudaError_t bd_cudaMemset(bound_dev_t *bd, void *devPtr, int value, size_t count);
BD_API cudaError_t bd_cudaMemset_ptds(bound_dev_t *bd, void *devPtr, int value, size_t count);

/* cudaMemset2D (cudaMemset2D_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Writes through: devPtr.
 * Orders streams, reads and writes as cuMemsetD2D8 does ([twins]).
 */
BD_API cudaError_t bd_cudaMemset2D(bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height);
BD_API cudaError_t bd_cudaMemset2D_ptds(bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height);

/* cudaMemset3D (cudaMemset3D_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 */
BD_API cudaError_t bd_cudaMemset3D(bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent);
BD_API cudaError_t bd_cudaMemset3D_ptds(bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent);

/* cudaMemsetAsync (cudaMemsetAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: devPtr.
 * Acts in the context stream names, whatever is current: no switch where it does (not a default stream).
 * Orders streams, reads and writes as cuMemsetD8Async does ([twins]).
 */
BD_API cudaError_t bd_cudaMemsetAsync(bound_dev_t *bd, void *devPtr, int value, size_t count, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemsetAsync_ptsz(bound_dev_t *bd, void *devPtr, int value, size_t count, cudaStream_t stream);

/* cudaMemset2DAsync (cudaMemset2DAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: devPtr.
 * Orders streams, reads and writes as cuMemsetD2D8Async does ([twins]).
 */
BD_API cudaError_t bd_cudaMemset2DAsync(bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemset2DAsync_ptsz(bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream);

/* cudaMemset3DAsync (cudaMemset3DAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 */
BD_API cudaError_t bd_cudaMemset3DAsync(bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemset3DAsync_ptsz(bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream);

/* cudaGetSymbolAddress.
 * Writes through: devPtr.
 */
BD_API cudaError_t bd_cudaGetSymbolAddress(bound_dev_t *bd, void **devPtr, const void *symbol);

/* cudaGetSymbolSize.
 * Writes through: size.
 */
BD_API cudaError_t bd_cudaGetSymbolSize(bound_dev_t *bd, size_t *size, const void *symbol);

/* cudaMemPrefetchAsync (cudaMemPrefetchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 */
BD_API cudaError_t bd_cudaMemPrefetchAsync(bound_dev_t *bd, const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemPrefetchAsync_ptsz(bound_dev_t *bd, const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream);

/* cudaMemPrefetchBatchAsync (cudaMemPrefetchBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: dptrs, sizes, prefetchLocs, prefetchLocIdxs.
 */
BD_API cudaError_t bd_cudaMemPrefetchBatchAsync(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemPrefetchBatchAsync_ptsz(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream);

/* cudaMemDiscardBatchAsync (cudaMemDiscardBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: dptrs, sizes.
 */
BD_API cudaError_t bd_cudaMemDiscardBatchAsync(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemDiscardBatchAsync_ptsz(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream);

/* cudaMemDiscardAndPrefetchBatchAsync (cudaMemDiscardAndPrefetchBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: dptrs, sizes, prefetchLocs, prefetchLocIdxs.
 */
BD_API cudaError_t bd_cudaMemDiscardAndPrefetchBatchAsync(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream);
BD_API cudaError_t bd_cudaMemDiscardAndPrefetchBatchAsync_ptsz(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream);

/* cudaMemAdvise.
 */
BD_API cudaError_t bd_cudaMemAdvise(bound_dev_t *bd, const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location);

/* cudaMemRangeGetAttribute.
 * Writes through: data.
 */
BD_API cudaError_t bd_cudaMemRangeGetAttribute(bound_dev_t *bd, void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count);

/* cudaMemRangeGetAttributes.
 * Writes through: data, dataSizes, attributes.
 */
BD_API cudaError_t bd_cudaMemRangeGetAttributes(bound_dev_t *bd, void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count);

/* cudaMemcpyToArray (cudaMemcpyToArray_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Deprecated in CUDA.
 * Must belong to the binding's device: dst (array).
 */
BD_API BD_DEPRECATED cudaError_t bd_cudaMemcpyToArray(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind);
BD_API BD_DEPRECATED cudaError_t bd_cudaMemcpyToArray_ptds(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind);

/* cudaMemcpyFromArray (cudaMemcpyFromArray_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Deprecated in CUDA.
 * Must belong to the binding's device: src (array).
 * Writes through: dst.
 */
BD_API BD_DEPRECATED cudaError_t bd_cudaMemcpyFromArray(bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind);
BD_API BD_DEPRECATED cudaError_t bd_cudaMemcpyFromArray_ptds(bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind);

/* cudaMemcpyArrayToArray (cudaMemcpyArrayToArray_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Deprecated in CUDA.
 * Must belong to the binding's device: dst (array), src (array).
 */
BD_API BD_DEPRECATED cudaError_t bd_cudaMemcpyArrayToArray(bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind);
BD_API BD_DEPRECATED cudaError_t bd_cudaMemcpyArrayToArray_ptds(bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind);

/* cudaMemcpyToArrayAsync (cudaMemcpyToArrayAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Deprecated in CUDA.
 * Must belong to the binding's device: dst (array), stream (stream).
 */
BD_API BD_DEPRECATED cudaError_t bd_cudaMemcpyToArrayAsync(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
BD_API BD_DEPRECATED cudaError_t bd_cudaMemcpyToArrayAsync_ptsz(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);

/* cudaMemcpyFromArrayAsync (cudaMemcpyFromArrayAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Deprecated in CUDA.
 * Must belong to the binding's device: src (array), stream (stream).
 * Writes through: dst.
 */
BD_API BD_DEPRECATED cudaError_t bd_cudaMemcpyFromArrayAsync(bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
BD_API BD_DEPRECATED cudaError_t bd_cudaMemcpyFromArrayAsync_ptsz(bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);

/* cudaMallocAsync (cudaMallocAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: devPtr.
 * Orders streams, reads and writes as cuMemAllocAsync does ([twins]).
 */
BD_API cudaError_t bd_cudaMallocAsync(bound_dev_t *bd, void **devPtr, size_t size, cudaStream_t hStream);
BD_API cudaError_t bd_cudaMallocAsync_ptsz(bound_dev_t *bd, void **devPtr, size_t size, cudaStream_t hStream);

/* cudaFreeAsync (cudaFreeAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: devPtr.
 * Orders streams, reads and writes as cuMemFreeAsync does ([twins]).
 */
BD_API cudaError_t bd_cudaFreeAsync(bound_dev_t *bd, void *devPtr, cudaStream_t hStream);
BD_API cudaError_t bd_cudaFreeAsync_ptsz(bound_dev_t *bd, void *devPtr, cudaStream_t hStream);

/* cudaMemPoolTrimTo.
 * Must belong to the binding's device: memPool (memory_pool).
 */
BD_API cudaError_t bd_cudaMemPoolTrimTo(bound_dev_t *bd, cudaMemPool_t memPool, size_t minBytesToKeep);

/* cudaMemPoolSetAttribute.
 * Must belong to the binding's device: memPool (memory_pool).
 * Writes through: value.
 */
BD_API cudaError_t bd_cudaMemPoolSetAttribute(bound_dev_t *bd, cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value);

/* cudaMemPoolGetAttribute.
 * Must belong to the binding's device: memPool (memory_pool).
 * Writes through: value.
 */
BD_API cudaError_t bd_cudaMemPoolGetAttribute(bound_dev_t *bd, cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value);

/* cudaMemPoolSetAccess.
 * Must belong to the binding's device: memPool (memory_pool).
 */
BD_API cudaError_t bd_cudaMemPoolSetAccess(bound_dev_t *bd, cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count);

/* cudaMemPoolGetAccess.
 * Must belong to the binding's device: memPool (memory_pool).
 * Writes through: flags, location.
 */
BD_API cudaError_t bd_cudaMemPoolGetAccess(bound_dev_t *bd, enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location);

/* cudaMemPoolCreate.
 * Creates: memPool.
 */
BD_API cudaError_t bd_cudaMemPoolCreate(bound_dev_t *bd, cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps);

/* cudaMemPoolDestroy.
 * Destroys: memPool.
 */
BD_API cudaError_t bd_cudaMemPoolDestroy(bound_dev_t *bd, cudaMemPool_t memPool);

/* cudaMemGetDefaultMemPool.
 * Writes through: location.
 */
BD_API cudaError_t bd_cudaMemGetDefaultMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type);

/* cudaMemGetMemPool.
 * Writes through: location.
 */
BD_API cudaError_t bd_cudaMemGetMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type);

/* cudaMemSetMemPool.
 * Must belong to the binding's device: memPool (memory_pool).
 * Writes through: location.
 */
BD_API cudaError_t bd_cudaMemSetMemPool(struct cudaMemLocation *location, enum cudaMemAllocationType type, cudaMemPool_t memPool);

/* cudaMallocFromPoolAsync (cudaMallocFromPoolAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: memPool (memory_pool), stream (stream).
 * Writes through: ptr.
 * Orders streams, reads and writes as cuMemAllocFromPoolAsync does ([twins]).
 */
BD_API cudaError_t bd_cudaMallocFromPoolAsync(bound_dev_t *bd, void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);
BD_API cudaError_t bd_cudaMallocFromPoolAsync_ptsz(bound_dev_t *bd, void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);

/* cudaMemPoolExportToShareableHandle.
 * Must belong to the binding's device: memPool (memory_pool).
 * Writes through: shareableHandle.
 */
BD_API cudaError_t bd_cudaMemPoolExportToShareableHandle(bound_dev_t *bd, void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags);

/* cudaMemPoolImportFromShareableHandle.
 * Creates: memPool.
 * Writes through: shareableHandle.
 */
BD_API cudaError_t bd_cudaMemPoolImportFromShareableHandle(bound_dev_t *bd, cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags);

/* cudaMemPoolExportPointer.
 * Writes through: exportData, ptr.
 */
BD_API cudaError_t bd_cudaMemPoolExportPointer(bound_dev_t *bd, struct cudaMemPoolPtrExportData *exportData, void *ptr);

/* cudaMemPoolImportPointer.
 * Must belong to the binding's device: memPool (memory_pool).
 * Writes through: ptr, exportData.
 */
BD_API cudaError_t bd_cudaMemPoolImportPointer(bound_dev_t *bd, void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData);

/* cudaPointerGetAttributes.
 * Writes through: attributes.
 */
BD_API cudaError_t bd_cudaPointerGetAttributes(bound_dev_t *bd, struct cudaPointerAttributes *attributes, const void *ptr);

/* cudaDeviceCanAccessPeer.
 * Writes through: canAccessPeer.
 */
BD_API cudaError_t bd_cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);

/* cudaDeviceEnablePeerAccess.
 * Context: the binding's context may use the device memory of the peer device's primary context from now on (debug checks).
 */
BD_API cudaError_t bd_cudaDeviceEnablePeerAccess(bound_dev_t *bd, int peerDevice, unsigned int flags);

/* cudaDeviceDisablePeerAccess.
 * Context: the binding's context may no longer use the device memory of the peer device's primary context (debug checks).
 */
BD_API cudaError_t bd_cudaDeviceDisablePeerAccess(bound_dev_t *bd, int peerDevice);

/* cudaGraphicsUnregisterResource.
 * Destroys: resource.
 */
BD_API cudaError_t bd_cudaGraphicsUnregisterResource(bound_dev_t *bd, cudaGraphicsResource_t resource);

/* cudaGraphicsResourceSetMapFlags.
 * Must belong to the binding's device: resource (graphics_resource).
 */
BD_API cudaError_t bd_cudaGraphicsResourceSetMapFlags(bound_dev_t *bd, cudaGraphicsResource_t resource, unsigned int flags);

/* cudaGraphicsMapResources.
 * Must belong to the binding's device: stream (stream).
 */
BD_API cudaError_t bd_cudaGraphicsMapResources(bound_dev_t *bd, int count, cudaGraphicsResource_t *resources, cudaStream_t stream);

/* cudaGraphicsUnmapResources.
 * Must belong to the binding's device: stream (stream).
 */
BD_API cudaError_t bd_cudaGraphicsUnmapResources(bound_dev_t *bd, int count, cudaGraphicsResource_t *resources, cudaStream_t stream);

/* cudaGraphicsResourceGetMappedPointer.
 * Must belong to the binding's device: resource (graphics_resource).
 * Writes through: devPtr, size.
 */
BD_API cudaError_t bd_cudaGraphicsResourceGetMappedPointer(bound_dev_t *bd, void **devPtr, size_t *size, cudaGraphicsResource_t resource);

/* cudaGraphicsSubResourceGetMappedArray.
 * Must belong to the binding's device: resource (graphics_resource).
 */
BD_API cudaError_t bd_cudaGraphicsSubResourceGetMappedArray(bound_dev_t *bd, cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel);

/* cudaGraphicsResourceGetMappedMipmappedArray.
 * Must belong to the binding's device: resource (graphics_resource).
 */
BD_API cudaError_t bd_cudaGraphicsResourceGetMappedMipmappedArray(bound_dev_t *bd, cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource);

/* cudaGetChannelDesc.
 * Must belong to the binding's device: array (array).
 * Writes through: desc.
 */
BD_API cudaError_t bd_cudaGetChannelDesc(bound_dev_t *bd, struct cudaChannelFormatDesc *desc, cudaArray_const_t array);

/* cudaCreateChannelDesc.
 */
BD_API struct cudaChannelFormatDesc bd_cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f);

/* cudaCreateTextureObject.
 * Creates: pTexObject.
 */
BD_API cudaError_t bd_cudaCreateTextureObject(bound_dev_t *bd, cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc);

/* cudaDestroyTextureObject.
 * Destroys: texObject.
 */
BD_API cudaError_t bd_cudaDestroyTextureObject(bound_dev_t *bd, cudaTextureObject_t texObject);

/* cudaGetTextureObjectResourceDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Writes through: pResDesc.
 */
BD_API cudaError_t bd_cudaGetTextureObjectResourceDesc(bound_dev_t *bd, struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject);

/* cudaGetTextureObjectTextureDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Writes through: pTexDesc.
 */
BD_API cudaError_t bd_cudaGetTextureObjectTextureDesc(bound_dev_t *bd, struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject);

/* cudaGetTextureObjectResourceViewDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Writes through: pResViewDesc.
 */
BD_API cudaError_t bd_cudaGetTextureObjectResourceViewDesc(bound_dev_t *bd, struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject);

/* cudaCreateSurfaceObject.
 * Creates: pSurfObject.
 */
BD_API cudaError_t bd_cudaCreateSurfaceObject(bound_dev_t *bd, cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc);

/* cudaDestroySurfaceObject.
 * Destroys: surfObject.
 */
BD_API cudaError_t bd_cudaDestroySurfaceObject(bound_dev_t *bd, cudaSurfaceObject_t surfObject);

/* cudaGetSurfaceObjectResourceDesc.
 * Must belong to the binding's device: surfObject (surface_object).
 * Writes through: pResDesc.
 */
BD_API cudaError_t bd_cudaGetSurfaceObjectResourceDesc(bound_dev_t *bd, struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject);

/* cudaDriverGetVersion.
 * Writes through: driverVersion.
 */
BD_API cudaError_t bd_cudaDriverGetVersion(int *driverVersion);

/* cudaRuntimeGetVersion.
 * Writes through: runtimeVersion.
 */
BD_API cudaError_t bd_cudaRuntimeGetVersion(int *runtimeVersion);

/* cudaLogsRegisterCallback.
 * Writes through: userData.
 */
BD_API cudaError_t bd_cudaLogsRegisterCallback(cudaLogsCallback_t callbackFunc, void *userData, cudaLogsCallbackHandle *callback_out);

/* cudaLogsUnregisterCallback.
 * Must belong to the binding's device: callback (logs_callback).
 */
BD_API cudaError_t bd_cudaLogsUnregisterCallback(cudaLogsCallbackHandle callback);

/* cudaLogsCurrent.
 * Writes through: iterator_out.
 */
BD_API cudaError_t bd_cudaLogsCurrent(cudaLogIterator *iterator_out, unsigned int flags);

/* cudaLogsDumpToFile.
 * Writes through: iterator.
 */
BD_API cudaError_t bd_cudaLogsDumpToFile(cudaLogIterator *iterator, const char *pathToFile, unsigned int flags);

/* cudaLogsDumpToMemory.
 * Writes through: iterator, buffer, size.
 */
BD_API cudaError_t bd_cudaLogsDumpToMemory(cudaLogIterator *iterator, char *buffer, size_t *size, unsigned int flags);

/* cudaGraphCreate.
 * Creates: pGraph.
 */
BD_API cudaError_t bd_cudaGraphCreate(bound_dev_t *bd, cudaGraph_t *pGraph, unsigned int flags);

/* cudaGraphAddKernelNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 */
BD_API cudaError_t bd_cudaGraphAddKernelNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams);

/* cudaGraphKernelNodeGetParams.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: pNodeParams.
 */
BD_API cudaError_t bd_cudaGraphKernelNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams);

/* cudaGraphKernelNodeSetParams.
 * Must belong to the binding's device: node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphKernelNodeSetParams(bound_dev_t *bd, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams);

/* cudaGraphKernelNodeCopyAttributes.
 * Must belong to the binding's device: hDst (graph_node), hSrc (graph_node).
 */
BD_API cudaError_t bd_cudaGraphKernelNodeCopyAttributes(bound_dev_t *bd, cudaGraphNode_t hDst, cudaGraphNode_t hSrc);

/* cudaGraphKernelNodeGetAttribute.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside value_out: programmaticEvent.event (event), launchCompletionEvent.event (event).
 * Writes through: value_out.
 */
BD_API cudaError_t bd_cudaGraphKernelNodeGetAttribute(bound_dev_t *bd, cudaGraphNode_t hNode, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out);

/* cudaGraphKernelNodeSetAttribute.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside value: programmaticEvent.event (event), launchCompletionEvent.event (event).
 */
BD_API cudaError_t bd_cudaGraphKernelNodeSetAttribute(bound_dev_t *bd, cudaGraphNode_t hNode, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value);

/* cudaGraphAddMemcpyNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 */
BD_API cudaError_t bd_cudaGraphAddMemcpyNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams);

/* cudaGraphAddMemcpyNodeToSymbol.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 */
BD_API cudaError_t bd_cudaGraphAddMemcpyNodeToSymbol(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind);

/* cudaGraphAddMemcpyNodeFromSymbol.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 * Writes through: dst.
 */
BD_API cudaError_t bd_cudaGraphAddMemcpyNodeFromSymbol(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);

/* cudaGraphAddMemcpyNode1D.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 * Writes through: dst.
 */
BD_API cudaError_t bd_cudaGraphAddMemcpyNode1D(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);

/* cudaGraphMemcpyNodeGetParams.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: pNodeParams.
 */
BD_API cudaError_t bd_cudaGraphMemcpyNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams);

/* cudaGraphMemcpyNodeSetParams.
 * Must belong to the binding's device: node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphMemcpyNodeSetParams(bound_dev_t *bd, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams);

/* cudaGraphMemcpyNodeSetParamsToSymbol.
 * Must belong to the binding's device: node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphMemcpyNodeSetParamsToSymbol(bound_dev_t *bd, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind);

/* cudaGraphMemcpyNodeSetParamsFromSymbol.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: dst.
 */
BD_API cudaError_t bd_cudaGraphMemcpyNodeSetParamsFromSymbol(bound_dev_t *bd, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);

/* cudaGraphMemcpyNodeSetParams1D.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: dst.
 */
BD_API cudaError_t bd_cudaGraphMemcpyNodeSetParams1D(bound_dev_t *bd, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);

/* cudaGraphAddMemsetNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 */
BD_API cudaError_t bd_cudaGraphAddMemsetNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams);

/* cudaGraphMemsetNodeGetParams.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: pNodeParams.
 */
BD_API cudaError_t bd_cudaGraphMemsetNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams);

/* cudaGraphMemsetNodeSetParams.
 * Must belong to the binding's device: node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphMemsetNodeSetParams(bound_dev_t *bd, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams);

/* cudaGraphAddHostNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 */
BD_API cudaError_t bd_cudaGraphAddHostNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams);

/* cudaGraphHostNodeGetParams.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: pNodeParams.
 */
BD_API cudaError_t bd_cudaGraphHostNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams);

/* cudaGraphHostNodeSetParams.
 * Must belong to the binding's device: node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphHostNodeSetParams(bound_dev_t *bd, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams);

/* cudaGraphAddChildGraphNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node), childGraph (graph).
 */
BD_API cudaError_t bd_cudaGraphAddChildGraphNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph);

/* cudaGraphChildGraphNodeGetGraph.
 * Must belong to the binding's device: node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphChildGraphNodeGetGraph(bound_dev_t *bd, cudaGraphNode_t node, cudaGraph_t *pGraph);

/* cudaGraphAddEmptyNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 */
BD_API cudaError_t bd_cudaGraphAddEmptyNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies);

/* cudaGraphAddEventRecordNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node), event (event).
 */
BD_API cudaError_t bd_cudaGraphAddEventRecordNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event);

/* cudaGraphEventRecordNodeGetEvent.
 * Must belong to the binding's device: node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphEventRecordNodeGetEvent(bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t *event_out);

/* cudaGraphEventRecordNodeSetEvent.
 * Must belong to the binding's device: node (graph_node), event (event).
 */
BD_API cudaError_t bd_cudaGraphEventRecordNodeSetEvent(bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t event);

/* cudaGraphAddEventWaitNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node), event (event).
 */
BD_API cudaError_t bd_cudaGraphAddEventWaitNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event);

/* cudaGraphEventWaitNodeGetEvent.
 * Must belong to the binding's device: node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphEventWaitNodeGetEvent(bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t *event_out);

/* cudaGraphEventWaitNodeSetEvent.
 * Must belong to the binding's device: node (graph_node), event (event).
 */
BD_API cudaError_t bd_cudaGraphEventWaitNodeSetEvent(bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t event);

/* cudaGraphAddExternalSemaphoresSignalNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 */
BD_API cudaError_t bd_cudaGraphAddExternalSemaphoresSignalNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams);

/* cudaGraphExternalSemaphoresSignalNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: params_out.
 */
BD_API cudaError_t bd_cudaGraphExternalSemaphoresSignalNodeGetParams(bound_dev_t *bd, cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out);

/* cudaGraphExternalSemaphoresSignalNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 */
BD_API cudaError_t bd_cudaGraphExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams);

/* cudaGraphAddExternalSemaphoresWaitNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 */
BD_API cudaError_t bd_cudaGraphAddExternalSemaphoresWaitNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams);

/* cudaGraphExternalSemaphoresWaitNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: params_out.
 */
BD_API cudaError_t bd_cudaGraphExternalSemaphoresWaitNodeGetParams(bound_dev_t *bd, cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out);

/* cudaGraphExternalSemaphoresWaitNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 */
BD_API cudaError_t bd_cudaGraphExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams);

/* cudaGraphAddMemAllocNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 * Writes through: nodeParams.
 */
BD_API cudaError_t bd_cudaGraphAddMemAllocNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams);

/* cudaGraphMemAllocNodeGetParams.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: params_out.
 */
BD_API cudaError_t bd_cudaGraphMemAllocNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out);

/* cudaGraphAddMemFreeNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 * Writes through: dptr.
 */
BD_API cudaError_t bd_cudaGraphAddMemFreeNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr);

/* cudaGraphMemFreeNodeGetParams.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: dptr_out.
 */
BD_API cudaError_t bd_cudaGraphMemFreeNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, void *dptr_out);

/* cudaDeviceGraphMemTrim.
 */
BD_API cudaError_t bd_cudaDeviceGraphMemTrim(int device);

/* cudaDeviceGetGraphMemAttribute.
 * Writes through: value.
 */
BD_API cudaError_t bd_cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value);

/* cudaDeviceSetGraphMemAttribute.
 * Writes through: value.
 */
BD_API cudaError_t bd_cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value);

/* cudaGraphClone.
 * Creates: pGraphClone.
 * Must belong to the binding's device: originalGraph (graph).
 */
BD_API cudaError_t bd_cudaGraphClone(bound_dev_t *bd, cudaGraph_t *pGraphClone, cudaGraph_t originalGraph);

/* cudaGraphNodeFindInClone.
 * Must belong to the binding's device: originalNode (graph_node), clonedGraph (graph).
 */
BD_API cudaError_t bd_cudaGraphNodeFindInClone(bound_dev_t *bd, cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph);

/* cudaGraphNodeGetType.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: pType.
 */
BD_API cudaError_t bd_cudaGraphNodeGetType(bound_dev_t *bd, cudaGraphNode_t node, enum cudaGraphNodeType *pType);

/* cudaGraphGetNodes.
 * Must belong to the binding's device: graph (graph).
 * Writes through: numNodes.
 */
BD_API cudaError_t bd_cudaGraphGetNodes(bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes);

/* cudaGraphGetRootNodes.
 * Must belong to the binding's device: graph (graph).
 * Writes through: pNumRootNodes.
 */
BD_API cudaError_t bd_cudaGraphGetRootNodes(bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes);

/* cudaGraphGetEdges.
 * Must belong to the binding's device: graph (graph).
 * Writes through: edgeData, numEdges.
 */
BD_API cudaError_t bd_cudaGraphGetEdges(bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges);

/* cudaGraphNodeGetDependencies.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: edgeData, pNumDependencies.
 */
BD_API cudaError_t bd_cudaGraphNodeGetDependencies(bound_dev_t *bd, cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies);

/* cudaGraphNodeGetDependentNodes.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: edgeData, pNumDependentNodes.
 */
BD_API cudaError_t bd_cudaGraphNodeGetDependentNodes(bound_dev_t *bd, cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes);

/* cudaGraphAddDependencies.
 * Must belong to the binding's device: graph (graph), from (graph_node), to (graph_node).
 */
BD_API cudaError_t bd_cudaGraphAddDependencies(bound_dev_t *bd, cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies);

/* cudaGraphRemoveDependencies.
 * Must belong to the binding's device: graph (graph), from (graph_node), to (graph_node).
 */
BD_API cudaError_t bd_cudaGraphRemoveDependencies(bound_dev_t *bd, cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies);

/* cudaGraphDestroyNode.
 * Destroys: node.
 */
BD_API cudaError_t bd_cudaGraphDestroyNode(bound_dev_t *bd, cudaGraphNode_t node);

/* cudaGraphInstantiate.
 * Creates: pGraphExec.
 * Must belong to the binding's device: graph (graph).
 */
BD_API cudaError_t bd_cudaGraphInstantiate(bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags);

/* cudaGraphInstantiateWithFlags.
 * Creates: pGraphExec.
 * Must belong to the binding's device: graph (graph).
 */
BD_API cudaError_t bd_cudaGraphInstantiateWithFlags(bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags);

/* cudaGraphInstantiateWithParams (cudaGraphInstantiateWithParams_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: pGraphExec.
 * Must belong to the binding's device: graph (graph).
 * Handles inside instantiateParams: uploadStream (stream), errNode_out (graph_node).
 * Writes through: instantiateParams.
 */
BD_API cudaError_t bd_cudaGraphInstantiateWithParams(bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams);
BD_API cudaError_t bd_cudaGraphInstantiateWithParams_ptsz(bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams);

/* cudaGraphExecGetFlags.
 * Must belong to the binding's device: graphExec (graph_exec).
 * Writes through: flags.
 */
BD_API cudaError_t bd_cudaGraphExecGetFlags(bound_dev_t *bd, cudaGraphExec_t graphExec, unsigned long long *flags);

/* cudaGraphExecKernelNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphExecKernelNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams);

/* cudaGraphExecMemcpyNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphExecMemcpyNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams);

/* cudaGraphExecMemcpyNodeSetParamsToSymbol.
 * Must belong to the binding's device: hGraphExec (graph_exec), node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphExecMemcpyNodeSetParamsToSymbol(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind);

/* cudaGraphExecMemcpyNodeSetParamsFromSymbol.
 * Must belong to the binding's device: hGraphExec (graph_exec), node (graph_node).
 * Writes through: dst.
 */
BD_API cudaError_t bd_cudaGraphExecMemcpyNodeSetParamsFromSymbol(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);

/* cudaGraphExecMemcpyNodeSetParams1D.
 * Must belong to the binding's device: hGraphExec (graph_exec), node (graph_node).
 * Writes through: dst.
 */
BD_API cudaError_t bd_cudaGraphExecMemcpyNodeSetParams1D(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);

/* cudaGraphExecMemsetNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphExecMemsetNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams);

/* cudaGraphExecHostNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), node (graph_node).
 */
BD_API cudaError_t bd_cudaGraphExecHostNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams);

/* cudaGraphExecChildGraphNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), node (graph_node), childGraph (graph).
 */
BD_API cudaError_t bd_cudaGraphExecChildGraphNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph);

/* cudaGraphExecEventRecordNodeSetEvent.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), event (event).
 */
BD_API cudaError_t bd_cudaGraphExecEventRecordNodeSetEvent(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event);

/* cudaGraphExecEventWaitNodeSetEvent.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), event (event).
 */
BD_API cudaError_t bd_cudaGraphExecEventWaitNodeSetEvent(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event);

/* cudaGraphExecExternalSemaphoresSignalNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 */
BD_API cudaError_t bd_cudaGraphExecExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams);

/* cudaGraphExecExternalSemaphoresWaitNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 */
BD_API cudaError_t bd_cudaGraphExecExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams);

/* cudaGraphNodeSetEnabled.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 */
BD_API cudaError_t bd_cudaGraphNodeSetEnabled(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled);

/* cudaGraphNodeGetEnabled.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Writes through: isEnabled.
 */
BD_API cudaError_t bd_cudaGraphNodeGetEnabled(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled);

/* cudaGraphExecUpdate.
 * Must belong to the binding's device: hGraphExec (graph_exec), hGraph (graph).
 * Handles inside resultInfo: errorNode (graph_node), errorFromNode (graph_node).
 * Writes through: resultInfo.
 */
BD_API cudaError_t bd_cudaGraphExecUpdate(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo);

/* cudaGraphUpload (cudaGraphUpload_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: graphExec (graph_exec), stream (stream).
 */
BD_API cudaError_t bd_cudaGraphUpload(bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream);
BD_API cudaError_t bd_cudaGraphUpload_ptsz(bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream);

/* cudaGraphLaunch (cudaGraphLaunch_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: graphExec (graph_exec), stream (stream).
 */
BD_API cudaError_t bd_cudaGraphLaunch(bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream);
BD_API cudaError_t bd_cudaGraphLaunch_ptsz(bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream);

/* cudaGraphExecDestroy.
 * Destroys: graphExec.
 */
BD_API cudaError_t bd_cudaGraphExecDestroy(bound_dev_t *bd, cudaGraphExec_t graphExec);

/* cudaGraphDestroy.
 * Destroys: graph.
 */
BD_API cudaError_t bd_cudaGraphDestroy(bound_dev_t *bd, cudaGraph_t graph);

/* cudaGraphDebugDotPrint.
 * Must belong to the binding's device: graph (graph).
 */
BD_API cudaError_t bd_cudaGraphDebugDotPrint(bound_dev_t *bd, cudaGraph_t graph, const char *path, unsigned int flags);

/* cudaUserObjectCreate.
 * Creates: object_out.
 * Writes through: ptr.
 */
BD_API cudaError_t bd_cudaUserObjectCreate(bound_dev_t *bd, cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags);

/* cudaUserObjectRetain.
 * Must belong to the binding's device: object (user_object).
 */
BD_API cudaError_t bd_cudaUserObjectRetain(bound_dev_t *bd, cudaUserObject_t object, unsigned int count);

/* cudaUserObjectRelease.
 * Must belong to the binding's device: object (user_object).
 */
BD_API cudaError_t bd_cudaUserObjectRelease(bound_dev_t *bd, cudaUserObject_t object, unsigned int count);

/* cudaGraphRetainUserObject.
 * Must belong to the binding's device: graph (graph), object (user_object).
 */
BD_API cudaError_t bd_cudaGraphRetainUserObject(bound_dev_t *bd, cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags);

/* cudaGraphReleaseUserObject.
 * Must belong to the binding's device: graph (graph), object (user_object).
 */
BD_API cudaError_t bd_cudaGraphReleaseUserObject(bound_dev_t *bd, cudaGraph_t graph, cudaUserObject_t object, unsigned int count);

/* cudaGraphAddNode.
 * Creates: pGraphNode.
 * Must belong to the binding's device: graph (graph), pDependencies (graph_node).
 * Writes through: nodeParams.
 */
BD_API cudaError_t bd_cudaGraphAddNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams);

/* cudaGraphNodeSetParams.
 * Must belong to the binding's device: node (graph_node).
 * Writes through: nodeParams.
 */
BD_API cudaError_t bd_cudaGraphNodeSetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams);

/* cudaGraphExecNodeSetParams.
 * Must belong to the binding's device: graphExec (graph_exec), node (graph_node).
 * Writes through: nodeParams.
 */
BD_API cudaError_t bd_cudaGraphExecNodeSetParams(bound_dev_t *bd, cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams);

/* cudaGraphConditionalHandleCreate.
 * Must belong to the binding's device: graph (graph).
 */
BD_API cudaError_t bd_cudaGraphConditionalHandleCreate(bound_dev_t *bd, cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags);

/* cudaGetDriverEntryPoint (cudaGetDriverEntryPoint_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Deprecated in CUDA.
 * Writes through: funcPtr, driverStatus.
 */
BD_API BD_DEPRECATED cudaError_t bd_cudaGetDriverEntryPoint(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus);
BD_API BD_DEPRECATED cudaError_t bd_cudaGetDriverEntryPoint_ptsz(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus);

/* cudaGetDriverEntryPointByVersion (cudaGetDriverEntryPointByVersion_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Writes through: funcPtr, driverStatus.
 */
BD_API cudaError_t bd_cudaGetDriverEntryPointByVersion(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus);
BD_API cudaError_t bd_cudaGetDriverEntryPointByVersion_ptsz(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus);

/* cudaLibraryLoadData.
 * Writes through: jitOptions, jitOptionsValues, libraryOptions, libraryOptionValues.
 */
BD_API cudaError_t bd_cudaLibraryLoadData(cudaLibrary_t *library, const void *code, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions);

/* cudaLibraryLoadFromFile.
 * Writes through: jitOptions, jitOptionsValues, libraryOptions, libraryOptionValues.
 */
BD_API cudaError_t bd_cudaLibraryLoadFromFile(cudaLibrary_t *library, const char *fileName, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions);

/* cudaLibraryUnload.
 * Must belong to the binding's device: library (library).
 */
BD_API cudaError_t bd_cudaLibraryUnload(cudaLibrary_t library);

/* cudaLibraryGetKernel.
 * Must belong to the binding's device: library (library).
 */
BD_API cudaError_t bd_cudaLibraryGetKernel(cudaKernel_t *pKernel, cudaLibrary_t library, const char *name);

/* cudaLibraryGetGlobal.
 * Must belong to the binding's device: library (library).
 * Writes through: dptr, bytes.
 */
BD_API cudaError_t bd_cudaLibraryGetGlobal(bound_dev_t *bd, void **dptr, size_t *bytes, cudaLibrary_t library, const char *name);

/* cudaLibraryGetManaged.
 * Must belong to the binding's device: library (library).
 * Writes through: dptr, bytes.
 */
BD_API cudaError_t bd_cudaLibraryGetManaged(bound_dev_t *bd, void **dptr, size_t *bytes, cudaLibrary_t library, const char *name);

/* cudaLibraryGetUnifiedFunction.
 * Must belong to the binding's device: library (library).
 * Writes through: fptr.
 */
BD_API cudaError_t bd_cudaLibraryGetUnifiedFunction(void **fptr, cudaLibrary_t library, const char *symbol);

/* cudaLibraryGetKernelCount.
 * Must belong to the binding's device: lib (library).
 * Writes through: count.
 */
BD_API cudaError_t bd_cudaLibraryGetKernelCount(unsigned int *count, cudaLibrary_t lib);

/* cudaLibraryEnumerateKernels.
 * Must belong to the binding's device: lib (library).
 */
BD_API cudaError_t bd_cudaLibraryEnumerateKernels(cudaKernel_t *kernels, unsigned int numKernels, cudaLibrary_t lib);

/* cudaKernelSetAttributeForDevice.
 * Must belong to the binding's device: kernel (kernel).
 */
BD_API cudaError_t bd_cudaKernelSetAttributeForDevice(cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device);

/* cudaGetExportTable.
 */
BD_API cudaError_t bd_cudaGetExportTable(const void **ppExportTable, const cudaUUID_t *pExportTableId);

/* cudaGetFuncBySymbol.
 */
BD_API cudaError_t bd_cudaGetFuncBySymbol(bound_dev_t *bd, cudaFunction_t *functionPtr, const void *symbolPtr);

/* cudaGetKernel.
 */
BD_API cudaError_t bd_cudaGetKernel(bound_dev_t *bd, cudaKernel_t *kernelPtr, const void *entryFuncAddr);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceReset(bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceReset(bd);
}

static inline cudaError_t bd_inline_cudaDeviceReset(const char *bd_file, int bd_line, bound_dev_t *bd)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceReset(bd, bd_file, bd_line) : bd_cudaDeviceReset(bd);
}
#define bd_cudaDeviceReset(bd) bd_inline_cudaDeviceReset(__FILE__, __LINE__, bd)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceSynchronize(bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceSynchronize(bd);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDeviceSynchronize(bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceSynchronize(bd, bd_file, bd_line) : bd_cudaDeviceSynchronize(bd);
}

static inline cudaError_t bd_inline_cudaDeviceSynchronize(const char *bd_file, int bd_line, bound_dev_t *bd)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSynchronize)()
                                 : bd_gen_at_cudaDeviceSynchronize(bd, bd_file, bd_line);
}
#define bd_cudaDeviceSynchronize(bd) bd_inline_cudaDeviceSynchronize(__FILE__, __LINE__, bd)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceSetLimit(enum cudaLimit limit, size_t value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceSetLimit(bd, limit, value);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDeviceSetLimit(enum cudaLimit limit, size_t value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceSetLimit(limit, value, bd, bd_file, bd_line) : bd_cudaDeviceSetLimit(bd, limit, value);
}

static inline cudaError_t bd_inline_cudaDeviceSetLimit(const char *bd_file, int bd_line, bound_dev_t *bd, enum cudaLimit limit, size_t value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetLimit)(limit, value)
                                 : bd_gen_at_cudaDeviceSetLimit(limit, value, bd, bd_file, bd_line);
}
#define bd_cudaDeviceSetLimit(bd, limit, value) bd_inline_cudaDeviceSetLimit(__FILE__, __LINE__, bd, limit, value)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceGetLimit(bd, pValue, limit);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceGetLimit(pValue, limit, bd, bd_file, bd_line) : bd_cudaDeviceGetLimit(bd, pValue, limit);
}

static inline cudaError_t bd_inline_cudaDeviceGetLimit(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *pValue, enum cudaLimit limit)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetLimit)(pValue, limit)
                                 : bd_gen_at_cudaDeviceGetLimit(pValue, limit, bd, bd_file, bd_line);
}
#define bd_cudaDeviceGetLimit(bd, pValue, limit) bd_inline_cudaDeviceGetLimit(__FILE__, __LINE__, bd, pValue, limit)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceGetCacheConfig(bd, pCacheConfig);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceGetCacheConfig(pCacheConfig, bd, bd_file, bd_line) : bd_cudaDeviceGetCacheConfig(bd, pCacheConfig);
}

static inline cudaError_t bd_inline_cudaDeviceGetCacheConfig(const char *bd_file, int bd_line, bound_dev_t *bd, enum cudaFuncCache *pCacheConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetCacheConfig)(pCacheConfig)
                                 : bd_gen_at_cudaDeviceGetCacheConfig(pCacheConfig, bd, bd_file, bd_line);
}
#define bd_cudaDeviceGetCacheConfig(bd, pCacheConfig) bd_inline_cudaDeviceGetCacheConfig(__FILE__, __LINE__, bd, pCacheConfig)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceGetStreamPriorityRange(bd, leastPriority, greatestPriority);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceGetStreamPriorityRange(leastPriority, greatestPriority, bd, bd_file, bd_line) : bd_cudaDeviceGetStreamPriorityRange(bd, leastPriority, greatestPriority);
}

static inline cudaError_t bd_inline_cudaDeviceGetStreamPriorityRange(const char *bd_file, int bd_line, bound_dev_t *bd, int *leastPriority, int *greatestPriority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetStreamPriorityRange)(leastPriority, greatestPriority)
                                 : bd_gen_at_cudaDeviceGetStreamPriorityRange(leastPriority, greatestPriority, bd, bd_file, bd_line);
}
#define bd_cudaDeviceGetStreamPriorityRange(bd, leastPriority, greatestPriority) bd_inline_cudaDeviceGetStreamPriorityRange(__FILE__, __LINE__, bd, leastPriority, greatestPriority)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceSetCacheConfig(bd, cacheConfig);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceSetCacheConfig(cacheConfig, bd, bd_file, bd_line) : bd_cudaDeviceSetCacheConfig(bd, cacheConfig);
}

static inline cudaError_t bd_inline_cudaDeviceSetCacheConfig(const char *bd_file, int bd_line, bound_dev_t *bd, enum cudaFuncCache cacheConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetCacheConfig)(cacheConfig)
                                 : bd_gen_at_cudaDeviceSetCacheConfig(cacheConfig, bd, bd_file, bd_line);
}
#define bd_cudaDeviceSetCacheConfig(bd, cacheConfig) bd_inline_cudaDeviceSetCacheConfig(__FILE__, __LINE__, bd, cacheConfig)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaIpcGetEventHandle(bd, handle, event);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaIpcGetEventHandle(handle, event, bd, bd_file, bd_line) : bd_cudaIpcGetEventHandle(bd, handle, event);
}

static inline cudaError_t bd_inline_cudaIpcGetEventHandle(const char *bd_file, int bd_line, bound_dev_t *bd, cudaIpcEventHandle_t *handle, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcGetEventHandle)(handle, event)
                                 : bd_gen_at_cudaIpcGetEventHandle(handle, event, bd, bd_file, bd_line);
}
#define bd_cudaIpcGetEventHandle(bd, handle, event) bd_inline_cudaIpcGetEventHandle(__FILE__, __LINE__, bd, handle, event)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaIpcOpenEventHandle(bd, event, handle);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaIpcOpenEventHandle(event, handle, bd, bd_file, bd_line) : bd_cudaIpcOpenEventHandle(bd, event, handle);
}

static inline cudaError_t bd_inline_cudaIpcOpenEventHandle(const char *bd_file, int bd_line, bound_dev_t *bd, cudaEvent_t *event, cudaIpcEventHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcOpenEventHandle)(event, handle)
                                 : bd_gen_at_cudaIpcOpenEventHandle(event, handle, bd, bd_file, bd_line);
}
#define bd_cudaIpcOpenEventHandle(bd, event, handle) bd_inline_cudaIpcOpenEventHandle(__FILE__, __LINE__, bd, event, handle)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaIpcGetMemHandle(bd, handle, devPtr);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaIpcGetMemHandle(handle, devPtr, bd, bd_file, bd_line) : bd_cudaIpcGetMemHandle(bd, handle, devPtr);
}

static inline cudaError_t bd_inline_cudaIpcGetMemHandle(const char *bd_file, int bd_line, bound_dev_t *bd, cudaIpcMemHandle_t *handle, void *devPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcGetMemHandle)(handle, devPtr)
                                 : bd_gen_at_cudaIpcGetMemHandle(handle, devPtr, bd, bd_file, bd_line);
}
#define bd_cudaIpcGetMemHandle(bd, handle, devPtr) bd_inline_cudaIpcGetMemHandle(__FILE__, __LINE__, bd, handle, devPtr)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaIpcOpenMemHandle(bd, devPtr, handle, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaIpcOpenMemHandle(devPtr, handle, flags, bd, bd_file, bd_line) : bd_cudaIpcOpenMemHandle(bd, devPtr, handle, flags);
}

static inline cudaError_t bd_inline_cudaIpcOpenMemHandle(const char *bd_file, int bd_line, bound_dev_t *bd, void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcOpenMemHandle)(devPtr, handle, flags)
                                 : bd_gen_at_cudaIpcOpenMemHandle(devPtr, handle, flags, bd, bd_file, bd_line);
}
#define bd_cudaIpcOpenMemHandle(bd, devPtr, handle, flags) bd_inline_cudaIpcOpenMemHandle(__FILE__, __LINE__, bd, devPtr, handle, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaIpcCloseMemHandle(void *devPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaIpcCloseMemHandle(bd, devPtr);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaIpcCloseMemHandle(void *devPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaIpcCloseMemHandle(devPtr, bd, bd_file, bd_line) : bd_cudaIpcCloseMemHandle(bd, devPtr);
}

static inline cudaError_t bd_inline_cudaIpcCloseMemHandle(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcCloseMemHandle)(devPtr)
                                 : bd_gen_at_cudaIpcCloseMemHandle(devPtr, bd, bd_file, bd_line);
}
#define bd_cudaIpcCloseMemHandle(bd, devPtr) bd_inline_cudaIpcCloseMemHandle(__FILE__, __LINE__, bd, devPtr)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceFlushGPUDirectRDMAWrites(enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceFlushGPUDirectRDMAWrites(bd, target, scope);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDeviceFlushGPUDirectRDMAWrites(enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceFlushGPUDirectRDMAWrites(target, scope, bd, bd_file, bd_line) : bd_cudaDeviceFlushGPUDirectRDMAWrites(bd, target, scope);
}

static inline cudaError_t bd_inline_cudaDeviceFlushGPUDirectRDMAWrites(const char *bd_file, int bd_line, bound_dev_t *bd, enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceFlushGPUDirectRDMAWrites)(target, scope)
                                 : bd_gen_at_cudaDeviceFlushGPUDirectRDMAWrites(target, scope, bd, bd_file, bd_line);
}
#define bd_cudaDeviceFlushGPUDirectRDMAWrites(bd, target, scope) bd_inline_cudaDeviceFlushGPUDirectRDMAWrites(__FILE__, __LINE__, bd, target, scope)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceGetSharedMemConfig(bd, pConfig);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceGetSharedMemConfig(pConfig, bd, bd_file, bd_line) : bd_cudaDeviceGetSharedMemConfig(bd, pConfig);
}

static inline cudaError_t bd_inline_cudaDeviceGetSharedMemConfig(const char *bd_file, int bd_line, bound_dev_t *bd, enum cudaSharedMemConfig *pConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetSharedMemConfig)(pConfig)
                                 : bd_gen_at_cudaDeviceGetSharedMemConfig(pConfig, bd, bd_file, bd_line);
}
#define bd_cudaDeviceGetSharedMemConfig(bd, pConfig) bd_inline_cudaDeviceGetSharedMemConfig(__FILE__, __LINE__, bd, pConfig)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceSetSharedMemConfig(bd, config);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceSetSharedMemConfig(config, bd, bd_file, bd_line) : bd_cudaDeviceSetSharedMemConfig(bd, config);
}

static inline cudaError_t bd_inline_cudaDeviceSetSharedMemConfig(const char *bd_file, int bd_line, bound_dev_t *bd, enum cudaSharedMemConfig config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetSharedMemConfig)(config)
                                 : bd_gen_at_cudaDeviceSetSharedMemConfig(config, bd, bd_file, bd_line);
}
#define bd_cudaDeviceSetSharedMemConfig(bd, config) bd_inline_cudaDeviceSetSharedMemConfig(__FILE__, __LINE__, bd, config)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaInitDevice(bd, device, deviceFlags, flags);
}

static inline cudaError_t bd_inline_cudaInitDevice(const char *bd_file, int bd_line, bound_dev_t *bd, int device, unsigned int deviceFlags, unsigned int flags)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaInitDevice(device, deviceFlags, flags, bd, bd_file, bd_line) : bd_cudaInitDevice(bd, device, deviceFlags, flags);
}
#define bd_cudaInitDevice(bd, device, deviceFlags, flags) bd_inline_cudaInitDevice(__FILE__, __LINE__, bd, device, deviceFlags, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaSetDevice(int device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaSetDevice(bd, device);
}

static inline cudaError_t bd_inline_cudaSetDevice(const char *bd_file, int bd_line, bound_dev_t *bd, int device)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaSetDevice(device, bd, bd_file, bd_line) : bd_cudaSetDevice(bd, device);
}
#define bd_cudaSetDevice(bd, device) bd_inline_cudaSetDevice(__FILE__, __LINE__, bd, device)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetDevice(int *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetDevice(bd, device);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetDevice(int *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetDevice(device, bd, bd_file, bd_line) : bd_cudaGetDevice(bd, device);
}

static inline cudaError_t bd_inline_cudaGetDevice(const char *bd_file, int bd_line, bound_dev_t *bd, int *device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDevice)(device)
                                 : bd_gen_at_cudaGetDevice(device, bd, bd_file, bd_line);
}
#define bd_cudaGetDevice(bd, device) bd_inline_cudaGetDevice(__FILE__, __LINE__, bd, device)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaSetDeviceFlags(unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaSetDeviceFlags(bd, flags);
}

static inline cudaError_t bd_inline_cudaSetDeviceFlags(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int flags)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaSetDeviceFlags(flags, bd, bd_file, bd_line) : bd_cudaSetDeviceFlags(bd, flags);
}
#define bd_cudaSetDeviceFlags(bd, flags) bd_inline_cudaSetDeviceFlags(__FILE__, __LINE__, bd, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetDeviceFlags(unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetDeviceFlags(bd, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetDeviceFlags(unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetDeviceFlags(flags, bd, bd_file, bd_line) : bd_cudaGetDeviceFlags(bd, flags);
}

static inline cudaError_t bd_inline_cudaGetDeviceFlags(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDeviceFlags)(flags)
                                 : bd_gen_at_cudaGetDeviceFlags(flags, bd, bd_file, bd_line);
}
#define bd_cudaGetDeviceFlags(bd, flags) bd_inline_cudaGetDeviceFlags(__FILE__, __LINE__, bd, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamCreate(cudaStream_t *pStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamCreate(bd, pStream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamCreate(cudaStream_t *pStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamCreate(pStream, bd, bd_file, bd_line) : bd_cudaStreamCreate(bd, pStream);
}

static inline cudaError_t bd_inline_cudaStreamCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t *pStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreate)(pStream)
                                 : bd_gen_at_cudaStreamCreate(pStream, bd, bd_file, bd_line);
}
#define bd_cudaStreamCreate(bd, pStream) bd_inline_cudaStreamCreate(__FILE__, __LINE__, bd, pStream)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamCreateWithFlags(bd, pStream, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamCreateWithFlags(pStream, flags, bd, bd_file, bd_line) : bd_cudaStreamCreateWithFlags(bd, pStream, flags);
}

static inline cudaError_t bd_inline_cudaStreamCreateWithFlags(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t *pStream, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreateWithFlags)(pStream, flags)
                                 : bd_gen_at_cudaStreamCreateWithFlags(pStream, flags, bd, bd_file, bd_line);
}
#define bd_cudaStreamCreateWithFlags(bd, pStream, flags) bd_inline_cudaStreamCreateWithFlags(__FILE__, __LINE__, bd, pStream, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamCreateWithPriority(bd, pStream, flags, priority);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamCreateWithPriority(pStream, flags, priority, bd, bd_file, bd_line) : bd_cudaStreamCreateWithPriority(bd, pStream, flags, priority);
}

static inline cudaError_t bd_inline_cudaStreamCreateWithPriority(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t *pStream, unsigned int flags, int priority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreateWithPriority)(pStream, flags, priority)
                                 : bd_gen_at_cudaStreamCreateWithPriority(pStream, flags, priority, bd, bd_file, bd_line);
}
#define bd_cudaStreamCreateWithPriority(bd, pStream, flags, priority) bd_inline_cudaStreamCreateWithPriority(__FILE__, __LINE__, bd, pStream, flags, priority)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetPriority(cudaStream_t hStream, int *priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetPriority(bd, hStream, priority);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetPriority(cudaStream_t hStream, int *priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetPriority(hStream, priority, bd, bd_file, bd_line) : bd_cudaStreamGetPriority(bd, hStream, priority);
}

static inline cudaError_t bd_inline_cudaStreamGetPriority(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, int *priority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetPriority)(hStream, priority)
                                 : bd_gen_at_cudaStreamGetPriority(hStream, priority, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetPriority_ptsz(cudaStream_t hStream, int *priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetPriority_ptsz(bd, hStream, priority);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetPriority_ptsz(cudaStream_t hStream, int *priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetPriority_ptsz(hStream, priority, bd, bd_file, bd_line) : bd_cudaStreamGetPriority_ptsz(bd, hStream, priority);
}

static inline cudaError_t bd_inline_cudaStreamGetPriority_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, int *priority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetPriority_ptsz)(hStream, priority)
                                 : bd_gen_at_cudaStreamGetPriority_ptsz(hStream, priority, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamGetPriority(bd, hStream, priority) bd_inline_cudaStreamGetPriority_ptsz(__FILE__, __LINE__, bd, hStream, priority)
#else
#define bd_cudaStreamGetPriority(bd, hStream, priority) bd_inline_cudaStreamGetPriority(__FILE__, __LINE__, bd, hStream, priority)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetFlags(bd, hStream, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetFlags(hStream, flags, bd, bd_file, bd_line) : bd_cudaStreamGetFlags(bd, hStream, flags);
}

static inline cudaError_t bd_inline_cudaStreamGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, unsigned int *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetFlags)(hStream, flags)
                                 : bd_gen_at_cudaStreamGetFlags(hStream, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetFlags_ptsz(cudaStream_t hStream, unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetFlags_ptsz(bd, hStream, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetFlags_ptsz(cudaStream_t hStream, unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetFlags_ptsz(hStream, flags, bd, bd_file, bd_line) : bd_cudaStreamGetFlags_ptsz(bd, hStream, flags);
}

static inline cudaError_t bd_inline_cudaStreamGetFlags_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, unsigned int *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetFlags_ptsz)(hStream, flags)
                                 : bd_gen_at_cudaStreamGetFlags_ptsz(hStream, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamGetFlags(bd, hStream, flags) bd_inline_cudaStreamGetFlags_ptsz(__FILE__, __LINE__, bd, hStream, flags)
#else
#define bd_cudaStreamGetFlags(bd, hStream, flags) bd_inline_cudaStreamGetFlags(__FILE__, __LINE__, bd, hStream, flags)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetId(bd, hStream, streamId);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetId(hStream, streamId, bd, bd_file, bd_line) : bd_cudaStreamGetId(bd, hStream, streamId);
}

static inline cudaError_t bd_inline_cudaStreamGetId(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, unsigned long long *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetId)(hStream, streamId)
                                 : bd_gen_at_cudaStreamGetId(hStream, streamId, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetId_ptsz(cudaStream_t hStream, unsigned long long *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetId_ptsz(bd, hStream, streamId);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetId_ptsz(cudaStream_t hStream, unsigned long long *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetId_ptsz(hStream, streamId, bd, bd_file, bd_line) : bd_cudaStreamGetId_ptsz(bd, hStream, streamId);
}

static inline cudaError_t bd_inline_cudaStreamGetId_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, unsigned long long *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetId_ptsz)(hStream, streamId)
                                 : bd_gen_at_cudaStreamGetId_ptsz(hStream, streamId, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamGetId(bd, hStream, streamId) bd_inline_cudaStreamGetId_ptsz(__FILE__, __LINE__, bd, hStream, streamId)
#else
#define bd_cudaStreamGetId(bd, hStream, streamId) bd_inline_cudaStreamGetId(__FILE__, __LINE__, bd, hStream, streamId)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetDevice(cudaStream_t hStream, int *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetDevice(bd, hStream, device);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetDevice(cudaStream_t hStream, int *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetDevice(hStream, device, bd, bd_file, bd_line) : bd_cudaStreamGetDevice(bd, hStream, device);
}

static inline cudaError_t bd_inline_cudaStreamGetDevice(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, int *device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetDevice)(hStream, device)
                                 : bd_gen_at_cudaStreamGetDevice(hStream, device, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetDevice_ptsz(cudaStream_t hStream, int *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetDevice_ptsz(bd, hStream, device);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetDevice_ptsz(cudaStream_t hStream, int *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetDevice_ptsz(hStream, device, bd, bd_file, bd_line) : bd_cudaStreamGetDevice_ptsz(bd, hStream, device);
}

static inline cudaError_t bd_inline_cudaStreamGetDevice_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, int *device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetDevice_ptsz)(hStream, device)
                                 : bd_gen_at_cudaStreamGetDevice_ptsz(hStream, device, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamGetDevice(bd, hStream, device) bd_inline_cudaStreamGetDevice_ptsz(__FILE__, __LINE__, bd, hStream, device)
#else
#define bd_cudaStreamGetDevice(bd, hStream, device) bd_inline_cudaStreamGetDevice(__FILE__, __LINE__, bd, hStream, device)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaCtxResetPersistingL2Cache(bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaCtxResetPersistingL2Cache(bd);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaCtxResetPersistingL2Cache(bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaCtxResetPersistingL2Cache(bd, bd_file, bd_line) : bd_cudaCtxResetPersistingL2Cache(bd);
}

static inline cudaError_t bd_inline_cudaCtxResetPersistingL2Cache(const char *bd_file, int bd_line, bound_dev_t *bd)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCtxResetPersistingL2Cache)()
                                 : bd_gen_at_cudaCtxResetPersistingL2Cache(bd, bd_file, bd_line);
}
#define bd_cudaCtxResetPersistingL2Cache(bd) bd_inline_cudaCtxResetPersistingL2Cache(__FILE__, __LINE__, bd)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamCopyAttributes(bd, dst, src);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamCopyAttributes(dst, src, bd, bd_file, bd_line) : bd_cudaStreamCopyAttributes(bd, dst, src);
}

static inline cudaError_t bd_inline_cudaStreamCopyAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t dst, cudaStream_t src)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCopyAttributes)(dst, src)
                                 : bd_gen_at_cudaStreamCopyAttributes(dst, src, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamCopyAttributes_ptsz(cudaStream_t dst, cudaStream_t src, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamCopyAttributes_ptsz(bd, dst, src);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamCopyAttributes_ptsz(cudaStream_t dst, cudaStream_t src, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamCopyAttributes_ptsz(dst, src, bd, bd_file, bd_line) : bd_cudaStreamCopyAttributes_ptsz(bd, dst, src);
}

static inline cudaError_t bd_inline_cudaStreamCopyAttributes_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t dst, cudaStream_t src)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCopyAttributes_ptsz)(dst, src)
                                 : bd_gen_at_cudaStreamCopyAttributes_ptsz(dst, src, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamCopyAttributes(bd, dst, src) bd_inline_cudaStreamCopyAttributes_ptsz(__FILE__, __LINE__, bd, dst, src)
#else
#define bd_cudaStreamCopyAttributes(bd, dst, src) bd_inline_cudaStreamCopyAttributes(__FILE__, __LINE__, bd, dst, src)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetAttribute(bd, hStream, attr, value_out);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetAttribute(hStream, attr, value_out, bd, bd_file, bd_line) : bd_cudaStreamGetAttribute(bd, hStream, attr, value_out);
}

static inline cudaError_t bd_inline_cudaStreamGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetAttribute)(hStream, attr, value_out)
                                 : bd_gen_at_cudaStreamGetAttribute(hStream, attr, value_out, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetAttribute_ptsz(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetAttribute_ptsz(bd, hStream, attr, value_out);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetAttribute_ptsz(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetAttribute_ptsz(hStream, attr, value_out, bd, bd_file, bd_line) : bd_cudaStreamGetAttribute_ptsz(bd, hStream, attr, value_out);
}

static inline cudaError_t bd_inline_cudaStreamGetAttribute_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetAttribute_ptsz)(hStream, attr, value_out)
                                 : bd_gen_at_cudaStreamGetAttribute_ptsz(hStream, attr, value_out, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamGetAttribute(bd, hStream, attr, value_out) bd_inline_cudaStreamGetAttribute_ptsz(__FILE__, __LINE__, bd, hStream, attr, value_out)
#else
#define bd_cudaStreamGetAttribute(bd, hStream, attr, value_out) bd_inline_cudaStreamGetAttribute(__FILE__, __LINE__, bd, hStream, attr, value_out)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamSetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamSetAttribute(bd, hStream, attr, value);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamSetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamSetAttribute(hStream, attr, value, bd, bd_file, bd_line) : bd_cudaStreamSetAttribute(bd, hStream, attr, value);
}

static inline cudaError_t bd_inline_cudaStreamSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSetAttribute)(hStream, attr, value)
                                 : bd_gen_at_cudaStreamSetAttribute(hStream, attr, value, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamSetAttribute_ptsz(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamSetAttribute_ptsz(bd, hStream, attr, value);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamSetAttribute_ptsz(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamSetAttribute_ptsz(hStream, attr, value, bd, bd_file, bd_line) : bd_cudaStreamSetAttribute_ptsz(bd, hStream, attr, value);
}

static inline cudaError_t bd_inline_cudaStreamSetAttribute_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSetAttribute_ptsz)(hStream, attr, value)
                                 : bd_gen_at_cudaStreamSetAttribute_ptsz(hStream, attr, value, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamSetAttribute(bd, hStream, attr, value) bd_inline_cudaStreamSetAttribute_ptsz(__FILE__, __LINE__, bd, hStream, attr, value)
#else
#define bd_cudaStreamSetAttribute(bd, hStream, attr, value) bd_inline_cudaStreamSetAttribute(__FILE__, __LINE__, bd, hStream, attr, value)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamDestroy(cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamDestroy(bd, stream);
}

static inline cudaError_t bd_inline_cudaStreamDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamDestroy(stream, bd, bd_file, bd_line) : bd_cudaStreamDestroy(bd, stream);
}
#define bd_cudaStreamDestroy(bd, stream) bd_inline_cudaStreamDestroy(__FILE__, __LINE__, bd, stream)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamWaitEvent(bd, stream, event, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamWaitEvent(stream, event, flags, bd, bd_file, bd_line) : bd_cudaStreamWaitEvent(bd, stream, event, flags);
}

static inline cudaError_t bd_inline_cudaStreamWaitEvent(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamWaitEvent)(stream, event, flags)
                                 : bd_gen_at_cudaStreamWaitEvent(stream, event, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamWaitEvent_ptsz(cudaStream_t stream, cudaEvent_t event, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamWaitEvent_ptsz(bd, stream, event, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamWaitEvent_ptsz(cudaStream_t stream, cudaEvent_t event, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamWaitEvent_ptsz(stream, event, flags, bd, bd_file, bd_line) : bd_cudaStreamWaitEvent_ptsz(bd, stream, event, flags);
}

static inline cudaError_t bd_inline_cudaStreamWaitEvent_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamWaitEvent_ptsz)(stream, event, flags)
                                 : bd_gen_at_cudaStreamWaitEvent_ptsz(stream, event, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamWaitEvent(bd, stream, event, flags) bd_inline_cudaStreamWaitEvent_ptsz(__FILE__, __LINE__, bd, stream, event, flags)
#else
#define bd_cudaStreamWaitEvent(bd, stream, event, flags) bd_inline_cudaStreamWaitEvent(__FILE__, __LINE__, bd, stream, event, flags)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamAddCallback(bd, stream, callback, userData, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamAddCallback(stream, callback, userData, flags, bd, bd_file, bd_line) : bd_cudaStreamAddCallback(bd, stream, callback, userData, flags);
}

static inline cudaError_t bd_inline_cudaStreamAddCallback(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAddCallback)(stream, callback, userData, flags)
                                 : bd_gen_at_cudaStreamAddCallback(stream, callback, userData, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamAddCallback_ptsz(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamAddCallback_ptsz(bd, stream, callback, userData, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamAddCallback_ptsz(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamAddCallback_ptsz(stream, callback, userData, flags, bd, bd_file, bd_line) : bd_cudaStreamAddCallback_ptsz(bd, stream, callback, userData, flags);
}

static inline cudaError_t bd_inline_cudaStreamAddCallback_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAddCallback_ptsz)(stream, callback, userData, flags)
                                 : bd_gen_at_cudaStreamAddCallback_ptsz(stream, callback, userData, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamAddCallback(bd, stream, callback, userData, flags) bd_inline_cudaStreamAddCallback_ptsz(__FILE__, __LINE__, bd, stream, callback, userData, flags)
#else
#define bd_cudaStreamAddCallback(bd, stream, callback, userData, flags) bd_inline_cudaStreamAddCallback(__FILE__, __LINE__, bd, stream, callback, userData, flags)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamSynchronize(cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamSynchronize(bd, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamSynchronize(cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamSynchronize(stream, bd, bd_file, bd_line) : bd_cudaStreamSynchronize(bd, stream);
}

static inline cudaError_t bd_inline_cudaStreamSynchronize(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSynchronize)(stream)
                                 : bd_gen_at_cudaStreamSynchronize(stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamSynchronize_ptsz(cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamSynchronize_ptsz(bd, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamSynchronize_ptsz(cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamSynchronize_ptsz(stream, bd, bd_file, bd_line) : bd_cudaStreamSynchronize_ptsz(bd, stream);
}

static inline cudaError_t bd_inline_cudaStreamSynchronize_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSynchronize_ptsz)(stream)
                                 : bd_gen_at_cudaStreamSynchronize_ptsz(stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamSynchronize(bd, stream) bd_inline_cudaStreamSynchronize_ptsz(__FILE__, __LINE__, bd, stream)
#else
#define bd_cudaStreamSynchronize(bd, stream) bd_inline_cudaStreamSynchronize(__FILE__, __LINE__, bd, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamQuery(cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamQuery(bd, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamQuery(cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamQuery(stream, bd, bd_file, bd_line) : bd_cudaStreamQuery(bd, stream);
}

static inline cudaError_t bd_inline_cudaStreamQuery(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamQuery)(stream)
                                 : bd_gen_at_cudaStreamQuery(stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamQuery_ptsz(cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamQuery_ptsz(bd, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamQuery_ptsz(cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamQuery_ptsz(stream, bd, bd_file, bd_line) : bd_cudaStreamQuery_ptsz(bd, stream);
}

static inline cudaError_t bd_inline_cudaStreamQuery_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamQuery_ptsz)(stream)
                                 : bd_gen_at_cudaStreamQuery_ptsz(stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamQuery(bd, stream) bd_inline_cudaStreamQuery_ptsz(__FILE__, __LINE__, bd, stream)
#else
#define bd_cudaStreamQuery(bd, stream) bd_inline_cudaStreamQuery(__FILE__, __LINE__, bd, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamAttachMemAsync(bd, stream, devPtr, length, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamAttachMemAsync(stream, devPtr, length, flags, bd, bd_file, bd_line) : bd_cudaStreamAttachMemAsync(bd, stream, devPtr, length, flags);
}

static inline cudaError_t bd_inline_cudaStreamAttachMemAsync(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAttachMemAsync)(stream, devPtr, length, flags)
                                 : bd_gen_at_cudaStreamAttachMemAsync(stream, devPtr, length, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamAttachMemAsync_ptsz(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamAttachMemAsync_ptsz(bd, stream, devPtr, length, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamAttachMemAsync_ptsz(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamAttachMemAsync_ptsz(stream, devPtr, length, flags, bd, bd_file, bd_line) : bd_cudaStreamAttachMemAsync_ptsz(bd, stream, devPtr, length, flags);
}

static inline cudaError_t bd_inline_cudaStreamAttachMemAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAttachMemAsync_ptsz)(stream, devPtr, length, flags)
                                 : bd_gen_at_cudaStreamAttachMemAsync_ptsz(stream, devPtr, length, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamAttachMemAsync(bd, stream, devPtr, length, flags) bd_inline_cudaStreamAttachMemAsync_ptsz(__FILE__, __LINE__, bd, stream, devPtr, length, flags)
#else
#define bd_cudaStreamAttachMemAsync(bd, stream, devPtr, length, flags) bd_inline_cudaStreamAttachMemAsync(__FILE__, __LINE__, bd, stream, devPtr, length, flags)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamBeginCapture(bd, stream, mode);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamBeginCapture(stream, mode, bd, bd_file, bd_line) : bd_cudaStreamBeginCapture(bd, stream, mode);
}

static inline cudaError_t bd_inline_cudaStreamBeginCapture(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCapture)(stream, mode)
                                 : bd_gen_at_cudaStreamBeginCapture(stream, mode, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamBeginCapture_ptsz(cudaStream_t stream, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamBeginCapture_ptsz(bd, stream, mode);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamBeginCapture_ptsz(cudaStream_t stream, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamBeginCapture_ptsz(stream, mode, bd, bd_file, bd_line) : bd_cudaStreamBeginCapture_ptsz(bd, stream, mode);
}

static inline cudaError_t bd_inline_cudaStreamBeginCapture_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCapture_ptsz)(stream, mode)
                                 : bd_gen_at_cudaStreamBeginCapture_ptsz(stream, mode, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamBeginCapture(bd, stream, mode) bd_inline_cudaStreamBeginCapture_ptsz(__FILE__, __LINE__, bd, stream, mode)
#else
#define bd_cudaStreamBeginCapture(bd, stream, mode) bd_inline_cudaStreamBeginCapture(__FILE__, __LINE__, bd, stream, mode)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamBeginCaptureToGraph(bd, stream, graph, dependencies, dependencyData, numDependencies, mode);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamBeginCaptureToGraph(stream, graph, dependencies, dependencyData, numDependencies, mode, bd, bd_file, bd_line) : bd_cudaStreamBeginCaptureToGraph(bd, stream, graph, dependencies, dependencyData, numDependencies, mode);
}

static inline cudaError_t bd_inline_cudaStreamBeginCaptureToGraph(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCaptureToGraph)(stream, graph, dependencies, dependencyData, numDependencies, mode)
                                 : bd_gen_at_cudaStreamBeginCaptureToGraph(stream, graph, dependencies, dependencyData, numDependencies, mode, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamBeginCaptureToGraph_ptsz(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamBeginCaptureToGraph_ptsz(bd, stream, graph, dependencies, dependencyData, numDependencies, mode);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamBeginCaptureToGraph_ptsz(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamBeginCaptureToGraph_ptsz(stream, graph, dependencies, dependencyData, numDependencies, mode, bd, bd_file, bd_line) : bd_cudaStreamBeginCaptureToGraph_ptsz(bd, stream, graph, dependencies, dependencyData, numDependencies, mode);
}

static inline cudaError_t bd_inline_cudaStreamBeginCaptureToGraph_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCaptureToGraph_ptsz)(stream, graph, dependencies, dependencyData, numDependencies, mode)
                                 : bd_gen_at_cudaStreamBeginCaptureToGraph_ptsz(stream, graph, dependencies, dependencyData, numDependencies, mode, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamBeginCaptureToGraph(bd, stream, graph, dependencies, dependencyData, numDependencies, mode) bd_inline_cudaStreamBeginCaptureToGraph_ptsz(__FILE__, __LINE__, bd, stream, graph, dependencies, dependencyData, numDependencies, mode)
#else
#define bd_cudaStreamBeginCaptureToGraph(bd, stream, graph, dependencies, dependencyData, numDependencies, mode) bd_inline_cudaStreamBeginCaptureToGraph(__FILE__, __LINE__, bd, stream, graph, dependencies, dependencyData, numDependencies, mode)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamEndCapture(bd, stream, pGraph);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamEndCapture(stream, pGraph, bd, bd_file, bd_line) : bd_cudaStreamEndCapture(bd, stream, pGraph);
}

static inline cudaError_t bd_inline_cudaStreamEndCapture(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaGraph_t *pGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamEndCapture)(stream, pGraph)
                                 : bd_gen_at_cudaStreamEndCapture(stream, pGraph, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamEndCapture_ptsz(cudaStream_t stream, cudaGraph_t *pGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamEndCapture_ptsz(bd, stream, pGraph);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamEndCapture_ptsz(cudaStream_t stream, cudaGraph_t *pGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamEndCapture_ptsz(stream, pGraph, bd, bd_file, bd_line) : bd_cudaStreamEndCapture_ptsz(bd, stream, pGraph);
}

static inline cudaError_t bd_inline_cudaStreamEndCapture_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaGraph_t *pGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamEndCapture_ptsz)(stream, pGraph)
                                 : bd_gen_at_cudaStreamEndCapture_ptsz(stream, pGraph, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamEndCapture(bd, stream, pGraph) bd_inline_cudaStreamEndCapture_ptsz(__FILE__, __LINE__, bd, stream, pGraph)
#else
#define bd_cudaStreamEndCapture(bd, stream, pGraph) bd_inline_cudaStreamEndCapture(__FILE__, __LINE__, bd, stream, pGraph)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamIsCapturing(bd, stream, pCaptureStatus);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamIsCapturing(stream, pCaptureStatus, bd, bd_file, bd_line) : bd_cudaStreamIsCapturing(bd, stream, pCaptureStatus);
}

static inline cudaError_t bd_inline_cudaStreamIsCapturing(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamIsCapturing)(stream, pCaptureStatus)
                                 : bd_gen_at_cudaStreamIsCapturing(stream, pCaptureStatus, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamIsCapturing_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamIsCapturing_ptsz(bd, stream, pCaptureStatus);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamIsCapturing_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamIsCapturing_ptsz(stream, pCaptureStatus, bd, bd_file, bd_line) : bd_cudaStreamIsCapturing_ptsz(bd, stream, pCaptureStatus);
}

static inline cudaError_t bd_inline_cudaStreamIsCapturing_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamIsCapturing_ptsz)(stream, pCaptureStatus)
                                 : bd_gen_at_cudaStreamIsCapturing_ptsz(stream, pCaptureStatus, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamIsCapturing(bd, stream, pCaptureStatus) bd_inline_cudaStreamIsCapturing_ptsz(__FILE__, __LINE__, bd, stream, pCaptureStatus)
#else
#define bd_cudaStreamIsCapturing(bd, stream, pCaptureStatus) bd_inline_cudaStreamIsCapturing(__FILE__, __LINE__, bd, stream, pCaptureStatus)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetCaptureInfo(bd, stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetCaptureInfo(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, bd, bd_file, bd_line) : bd_cudaStreamGetCaptureInfo(bd, stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

static inline cudaError_t bd_inline_cudaStreamGetCaptureInfo(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetCaptureInfo)(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out)
                                 : bd_gen_at_cudaStreamGetCaptureInfo(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamGetCaptureInfo_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamGetCaptureInfo_ptsz(bd, stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamGetCaptureInfo_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamGetCaptureInfo_ptsz(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, bd, bd_file, bd_line) : bd_cudaStreamGetCaptureInfo_ptsz(bd, stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

static inline cudaError_t bd_inline_cudaStreamGetCaptureInfo_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetCaptureInfo_ptsz)(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out)
                                 : bd_gen_at_cudaStreamGetCaptureInfo_ptsz(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamGetCaptureInfo(bd, stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out) bd_inline_cudaStreamGetCaptureInfo_ptsz(__FILE__, __LINE__, bd, stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out)
#else
#define bd_cudaStreamGetCaptureInfo(bd, stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out) bd_inline_cudaStreamGetCaptureInfo(__FILE__, __LINE__, bd, stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamUpdateCaptureDependencies(bd, stream, dependencies, dependencyData, numDependencies, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamUpdateCaptureDependencies(stream, dependencies, dependencyData, numDependencies, flags, bd, bd_file, bd_line) : bd_cudaStreamUpdateCaptureDependencies(bd, stream, dependencies, dependencyData, numDependencies, flags);
}

static inline cudaError_t bd_inline_cudaStreamUpdateCaptureDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamUpdateCaptureDependencies)(stream, dependencies, dependencyData, numDependencies, flags)
                                 : bd_gen_at_cudaStreamUpdateCaptureDependencies(stream, dependencies, dependencyData, numDependencies, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaStreamUpdateCaptureDependencies_ptsz(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaStreamUpdateCaptureDependencies_ptsz(bd, stream, dependencies, dependencyData, numDependencies, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaStreamUpdateCaptureDependencies_ptsz(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaStreamUpdateCaptureDependencies_ptsz(stream, dependencies, dependencyData, numDependencies, flags, bd, bd_file, bd_line) : bd_cudaStreamUpdateCaptureDependencies_ptsz(bd, stream, dependencies, dependencyData, numDependencies, flags);
}

static inline cudaError_t bd_inline_cudaStreamUpdateCaptureDependencies_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamUpdateCaptureDependencies_ptsz)(stream, dependencies, dependencyData, numDependencies, flags)
                                 : bd_gen_at_cudaStreamUpdateCaptureDependencies_ptsz(stream, dependencies, dependencyData, numDependencies, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaStreamUpdateCaptureDependencies(bd, stream, dependencies, dependencyData, numDependencies, flags) bd_inline_cudaStreamUpdateCaptureDependencies_ptsz(__FILE__, __LINE__, bd, stream, dependencies, dependencyData, numDependencies, flags)
#else
#define bd_cudaStreamUpdateCaptureDependencies(bd, stream, dependencies, dependencyData, numDependencies, flags) bd_inline_cudaStreamUpdateCaptureDependencies(__FILE__, __LINE__, bd, stream, dependencies, dependencyData, numDependencies, flags)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaEventCreate(cudaEvent_t *event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaEventCreate(bd, event);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaEventCreate(cudaEvent_t *event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaEventCreate(event, bd, bd_file, bd_line) : bd_cudaEventCreate(bd, event);
}

static inline cudaError_t bd_inline_cudaEventCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cudaEvent_t *event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventCreate)(event)
                                 : bd_gen_at_cudaEventCreate(event, bd, bd_file, bd_line);
}
#define bd_cudaEventCreate(bd, event) bd_inline_cudaEventCreate(__FILE__, __LINE__, bd, event)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaEventCreateWithFlags(bd, event, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaEventCreateWithFlags(event, flags, bd, bd_file, bd_line) : bd_cudaEventCreateWithFlags(bd, event, flags);
}

static inline cudaError_t bd_inline_cudaEventCreateWithFlags(const char *bd_file, int bd_line, bound_dev_t *bd, cudaEvent_t *event, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventCreateWithFlags)(event, flags)
                                 : bd_gen_at_cudaEventCreateWithFlags(event, flags, bd, bd_file, bd_line);
}
#define bd_cudaEventCreateWithFlags(bd, event, flags) bd_inline_cudaEventCreateWithFlags(__FILE__, __LINE__, bd, event, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaEventRecord(cudaEvent_t event, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaEventRecord(bd, event, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaEventRecord(cudaEvent_t event, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaEventRecord(event, stream, bd, bd_file, bd_line) : bd_cudaEventRecord(bd, event, stream);
}

static inline cudaError_t bd_inline_cudaEventRecord(const char *bd_file, int bd_line, bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecord)(event, stream)
                                 : bd_gen_at_cudaEventRecord(event, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaEventRecord_ptsz(cudaEvent_t event, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaEventRecord_ptsz(bd, event, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaEventRecord_ptsz(cudaEvent_t event, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaEventRecord_ptsz(event, stream, bd, bd_file, bd_line) : bd_cudaEventRecord_ptsz(bd, event, stream);
}

static inline cudaError_t bd_inline_cudaEventRecord_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecord_ptsz)(event, stream)
                                 : bd_gen_at_cudaEventRecord_ptsz(event, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaEventRecord(bd, event, stream) bd_inline_cudaEventRecord_ptsz(__FILE__, __LINE__, bd, event, stream)
#else
#define bd_cudaEventRecord(bd, event, stream) bd_inline_cudaEventRecord(__FILE__, __LINE__, bd, event, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaEventRecordWithFlags(bd, event, stream, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaEventRecordWithFlags(event, stream, flags, bd, bd_file, bd_line) : bd_cudaEventRecordWithFlags(bd, event, stream, flags);
}

static inline cudaError_t bd_inline_cudaEventRecordWithFlags(const char *bd_file, int bd_line, bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecordWithFlags)(event, stream, flags)
                                 : bd_gen_at_cudaEventRecordWithFlags(event, stream, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaEventRecordWithFlags_ptsz(cudaEvent_t event, cudaStream_t stream, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaEventRecordWithFlags_ptsz(bd, event, stream, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaEventRecordWithFlags_ptsz(cudaEvent_t event, cudaStream_t stream, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaEventRecordWithFlags_ptsz(event, stream, flags, bd, bd_file, bd_line) : bd_cudaEventRecordWithFlags_ptsz(bd, event, stream, flags);
}

static inline cudaError_t bd_inline_cudaEventRecordWithFlags_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecordWithFlags_ptsz)(event, stream, flags)
                                 : bd_gen_at_cudaEventRecordWithFlags_ptsz(event, stream, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaEventRecordWithFlags(bd, event, stream, flags) bd_inline_cudaEventRecordWithFlags_ptsz(__FILE__, __LINE__, bd, event, stream, flags)
#else
#define bd_cudaEventRecordWithFlags(bd, event, stream, flags) bd_inline_cudaEventRecordWithFlags(__FILE__, __LINE__, bd, event, stream, flags)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaEventQuery(cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaEventQuery(bd, event);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaEventQuery(cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaEventQuery(event, bd, bd_file, bd_line) : bd_cudaEventQuery(bd, event);
}

static inline cudaError_t bd_inline_cudaEventQuery(const char *bd_file, int bd_line, bound_dev_t *bd, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventQuery)(event)
                                 : bd_gen_at_cudaEventQuery(event, bd, bd_file, bd_line);
}
#define bd_cudaEventQuery(bd, event) bd_inline_cudaEventQuery(__FILE__, __LINE__, bd, event)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaEventSynchronize(cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaEventSynchronize(bd, event);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaEventSynchronize(cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaEventSynchronize(event, bd, bd_file, bd_line) : bd_cudaEventSynchronize(bd, event);
}

static inline cudaError_t bd_inline_cudaEventSynchronize(const char *bd_file, int bd_line, bound_dev_t *bd, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventSynchronize)(event)
                                 : bd_gen_at_cudaEventSynchronize(event, bd, bd_file, bd_line);
}
#define bd_cudaEventSynchronize(bd, event) bd_inline_cudaEventSynchronize(__FILE__, __LINE__, bd, event)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaEventDestroy(cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaEventDestroy(bd, event);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaEventDestroy(cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaEventDestroy(event, bd, bd_file, bd_line) : bd_cudaEventDestroy(bd, event);
}

static inline cudaError_t bd_inline_cudaEventDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventDestroy)(event)
                                 : bd_gen_at_cudaEventDestroy(event, bd, bd_file, bd_line);
}
#define bd_cudaEventDestroy(bd, event) bd_inline_cudaEventDestroy(__FILE__, __LINE__, bd, event)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaEventElapsedTime(bd, ms, start, end);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaEventElapsedTime(ms, start, end, bd, bd_file, bd_line) : bd_cudaEventElapsedTime(bd, ms, start, end);
}

static inline cudaError_t bd_inline_cudaEventElapsedTime(const char *bd_file, int bd_line, bound_dev_t *bd, float *ms, cudaEvent_t start, cudaEvent_t end)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventElapsedTime)(ms, start, end)
                                 : bd_gen_at_cudaEventElapsedTime(ms, start, end, bd, bd_file, bd_line);
}
#define bd_cudaEventElapsedTime(bd, ms, start, end) bd_inline_cudaEventElapsedTime(__FILE__, __LINE__, bd, ms, start, end)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaImportExternalMemory(cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaImportExternalMemory(bd, extMem_out, memHandleDesc);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaImportExternalMemory(cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaImportExternalMemory(extMem_out, memHandleDesc, bd, bd_file, bd_line) : bd_cudaImportExternalMemory(bd, extMem_out, memHandleDesc);
}

static inline cudaError_t bd_inline_cudaImportExternalMemory(const char *bd_file, int bd_line, bound_dev_t *bd, cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaImportExternalMemory)(extMem_out, memHandleDesc)
                                 : bd_gen_at_cudaImportExternalMemory(extMem_out, memHandleDesc, bd, bd_file, bd_line);
}
#define bd_cudaImportExternalMemory(bd, extMem_out, memHandleDesc) bd_inline_cudaImportExternalMemory(__FILE__, __LINE__, bd, extMem_out, memHandleDesc)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaExternalMemoryGetMappedBuffer(void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaExternalMemoryGetMappedBuffer(bd, devPtr, extMem, bufferDesc);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaExternalMemoryGetMappedBuffer(void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc, bd, bd_file, bd_line) : bd_cudaExternalMemoryGetMappedBuffer(bd, devPtr, extMem, bufferDesc);
}

static inline cudaError_t bd_inline_cudaExternalMemoryGetMappedBuffer(const char *bd_file, int bd_line, bound_dev_t *bd, void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaExternalMemoryGetMappedBuffer)(devPtr, extMem, bufferDesc)
                                 : bd_gen_at_cudaExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc, bd, bd_file, bd_line);
}
#define bd_cudaExternalMemoryGetMappedBuffer(bd, devPtr, extMem, bufferDesc) bd_inline_cudaExternalMemoryGetMappedBuffer(__FILE__, __LINE__, bd, devPtr, extMem, bufferDesc)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaExternalMemoryGetMappedMipmappedArray(cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaExternalMemoryGetMappedMipmappedArray(bd, mipmap, extMem, mipmapDesc);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaExternalMemoryGetMappedMipmappedArray(cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc, bd, bd_file, bd_line) : bd_cudaExternalMemoryGetMappedMipmappedArray(bd, mipmap, extMem, mipmapDesc);
}

static inline cudaError_t bd_inline_cudaExternalMemoryGetMappedMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaExternalMemoryGetMappedMipmappedArray)(mipmap, extMem, mipmapDesc)
                                 : bd_gen_at_cudaExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc, bd, bd_file, bd_line);
}
#define bd_cudaExternalMemoryGetMappedMipmappedArray(bd, mipmap, extMem, mipmapDesc) bd_inline_cudaExternalMemoryGetMappedMipmappedArray(__FILE__, __LINE__, bd, mipmap, extMem, mipmapDesc)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDestroyExternalMemory(cudaExternalMemory_t extMem, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDestroyExternalMemory(bd, extMem);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDestroyExternalMemory(cudaExternalMemory_t extMem, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDestroyExternalMemory(extMem, bd, bd_file, bd_line) : bd_cudaDestroyExternalMemory(bd, extMem);
}

static inline cudaError_t bd_inline_cudaDestroyExternalMemory(const char *bd_file, int bd_line, bound_dev_t *bd, cudaExternalMemory_t extMem)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyExternalMemory)(extMem)
                                 : bd_gen_at_cudaDestroyExternalMemory(extMem, bd, bd_file, bd_line);
}
#define bd_cudaDestroyExternalMemory(bd, extMem) bd_inline_cudaDestroyExternalMemory(__FILE__, __LINE__, bd, extMem)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaImportExternalSemaphore(cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaImportExternalSemaphore(bd, extSem_out, semHandleDesc);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaImportExternalSemaphore(cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaImportExternalSemaphore(extSem_out, semHandleDesc, bd, bd_file, bd_line) : bd_cudaImportExternalSemaphore(bd, extSem_out, semHandleDesc);
}

static inline cudaError_t bd_inline_cudaImportExternalSemaphore(const char *bd_file, int bd_line, bound_dev_t *bd, cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaImportExternalSemaphore)(extSem_out, semHandleDesc)
                                 : bd_gen_at_cudaImportExternalSemaphore(extSem_out, semHandleDesc, bd, bd_file, bd_line);
}
#define bd_cudaImportExternalSemaphore(bd, extSem_out, semHandleDesc) bd_inline_cudaImportExternalSemaphore(__FILE__, __LINE__, bd, extSem_out, semHandleDesc)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaSignalExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaSignalExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaSignalExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line) : bd_cudaSignalExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream);
}

static inline cudaError_t bd_inline_cudaSignalExternalSemaphoresAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSignalExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_at_cudaSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaSignalExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaSignalExternalSemaphoresAsync_ptsz(bd, extSemArray, paramsArray, numExtSems, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaSignalExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaSignalExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line) : bd_cudaSignalExternalSemaphoresAsync_ptsz(bd, extSemArray, paramsArray, numExtSems, stream);
}

static inline cudaError_t bd_inline_cudaSignalExternalSemaphoresAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSignalExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_at_cudaSignalExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaSignalExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream) bd_inline_cudaSignalExternalSemaphoresAsync_ptsz(__FILE__, __LINE__, bd, extSemArray, paramsArray, numExtSems, stream)
#else
#define bd_cudaSignalExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream) bd_inline_cudaSignalExternalSemaphoresAsync(__FILE__, __LINE__, bd, extSemArray, paramsArray, numExtSems, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaWaitExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaWaitExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaWaitExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line) : bd_cudaWaitExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream);
}

static inline cudaError_t bd_inline_cudaWaitExternalSemaphoresAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaWaitExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_at_cudaWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaWaitExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaWaitExternalSemaphoresAsync_ptsz(bd, extSemArray, paramsArray, numExtSems, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaWaitExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaWaitExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line) : bd_cudaWaitExternalSemaphoresAsync_ptsz(bd, extSemArray, paramsArray, numExtSems, stream);
}

static inline cudaError_t bd_inline_cudaWaitExternalSemaphoresAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaWaitExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_at_cudaWaitExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaWaitExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream) bd_inline_cudaWaitExternalSemaphoresAsync_ptsz(__FILE__, __LINE__, bd, extSemArray, paramsArray, numExtSems, stream)
#else
#define bd_cudaWaitExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream) bd_inline_cudaWaitExternalSemaphoresAsync(__FILE__, __LINE__, bd, extSemArray, paramsArray, numExtSems, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDestroyExternalSemaphore(cudaExternalSemaphore_t extSem, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDestroyExternalSemaphore(bd, extSem);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDestroyExternalSemaphore(cudaExternalSemaphore_t extSem, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDestroyExternalSemaphore(extSem, bd, bd_file, bd_line) : bd_cudaDestroyExternalSemaphore(bd, extSem);
}

static inline cudaError_t bd_inline_cudaDestroyExternalSemaphore(const char *bd_file, int bd_line, bound_dev_t *bd, cudaExternalSemaphore_t extSem)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyExternalSemaphore)(extSem)
                                 : bd_gen_at_cudaDestroyExternalSemaphore(extSem, bd, bd_file, bd_line);
}
#define bd_cudaDestroyExternalSemaphore(bd, extSem) bd_inline_cudaDestroyExternalSemaphore(__FILE__, __LINE__, bd, extSem)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaLaunchKernel(bd, func, gridDim, blockDim, args, sharedMem, stream);
}

static inline cudaError_t bd_inline_cudaLaunchKernel(const char *bd_file, int bd_line, bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaLaunchKernel(func, gridDim, blockDim, args, sharedMem, stream, bd, bd_file, bd_line) : bd_cudaLaunchKernel(bd, func, gridDim, blockDim, args, sharedMem, stream);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaLaunchKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaLaunchKernel_ptsz(bd, func, gridDim, blockDim, args, sharedMem, stream);
}

static inline cudaError_t bd_inline_cudaLaunchKernel_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaLaunchKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream, bd, bd_file, bd_line) : bd_cudaLaunchKernel_ptsz(bd, func, gridDim, blockDim, args, sharedMem, stream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaLaunchKernel(bd, func, gridDim, blockDim, args, sharedMem, stream) bd_inline_cudaLaunchKernel_ptsz(__FILE__, __LINE__, bd, func, gridDim, blockDim, args, sharedMem, stream)
#else
#define bd_cudaLaunchKernel(bd, func, gridDim, blockDim, args, sharedMem, stream) bd_inline_cudaLaunchKernel(__FILE__, __LINE__, bd, func, gridDim, blockDim, args, sharedMem, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaLaunchKernelExC(bd, config, func, args);
}

static inline cudaError_t bd_inline_cudaLaunchKernelExC(const char *bd_file, int bd_line, bound_dev_t *bd, const cudaLaunchConfig_t *config, const void *func, void **args)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaLaunchKernelExC(config, func, args, bd, bd_file, bd_line) : bd_cudaLaunchKernelExC(bd, config, func, args);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaLaunchKernelExC_ptsz(const cudaLaunchConfig_t *config, const void *func, void **args, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaLaunchKernelExC_ptsz(bd, config, func, args);
}

static inline cudaError_t bd_inline_cudaLaunchKernelExC_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const cudaLaunchConfig_t *config, const void *func, void **args)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaLaunchKernelExC_ptsz(config, func, args, bd, bd_file, bd_line) : bd_cudaLaunchKernelExC_ptsz(bd, config, func, args);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaLaunchKernelExC(bd, config, func, args) bd_inline_cudaLaunchKernelExC_ptsz(__FILE__, __LINE__, bd, config, func, args)
#else
#define bd_cudaLaunchKernelExC(bd, config, func, args) bd_inline_cudaLaunchKernelExC(__FILE__, __LINE__, bd, config, func, args)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaLaunchCooperativeKernel(bd, func, gridDim, blockDim, args, sharedMem, stream);
}

static inline cudaError_t bd_inline_cudaLaunchCooperativeKernel(const char *bd_file, int bd_line, bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaLaunchCooperativeKernel(func, gridDim, blockDim, args, sharedMem, stream, bd, bd_file, bd_line) : bd_cudaLaunchCooperativeKernel(bd, func, gridDim, blockDim, args, sharedMem, stream);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaLaunchCooperativeKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaLaunchCooperativeKernel_ptsz(bd, func, gridDim, blockDim, args, sharedMem, stream);
}

static inline cudaError_t bd_inline_cudaLaunchCooperativeKernel_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaLaunchCooperativeKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream, bd, bd_file, bd_line) : bd_cudaLaunchCooperativeKernel_ptsz(bd, func, gridDim, blockDim, args, sharedMem, stream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaLaunchCooperativeKernel(bd, func, gridDim, blockDim, args, sharedMem, stream) bd_inline_cudaLaunchCooperativeKernel_ptsz(__FILE__, __LINE__, bd, func, gridDim, blockDim, args, sharedMem, stream)
#else
#define bd_cudaLaunchCooperativeKernel(bd, func, gridDim, blockDim, args, sharedMem, stream) bd_inline_cudaLaunchCooperativeKernel(__FILE__, __LINE__, bd, func, gridDim, blockDim, args, sharedMem, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFuncSetCacheConfig(bd, func, cacheConfig);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFuncSetCacheConfig(func, cacheConfig, bd, bd_file, bd_line) : bd_cudaFuncSetCacheConfig(bd, func, cacheConfig);
}

static inline cudaError_t bd_inline_cudaFuncSetCacheConfig(const char *bd_file, int bd_line, bound_dev_t *bd, const void *func, enum cudaFuncCache cacheConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetCacheConfig)(func, cacheConfig)
                                 : bd_gen_at_cudaFuncSetCacheConfig(func, cacheConfig, bd, bd_file, bd_line);
}
#define bd_cudaFuncSetCacheConfig(bd, func, cacheConfig) bd_inline_cudaFuncSetCacheConfig(__FILE__, __LINE__, bd, func, cacheConfig)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFuncGetAttributes(bd, attr, func);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFuncGetAttributes(attr, func, bd, bd_file, bd_line) : bd_cudaFuncGetAttributes(bd, attr, func);
}

static inline cudaError_t bd_inline_cudaFuncGetAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaFuncAttributes *attr, const void *func)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetAttributes)(attr, func)
                                 : bd_gen_at_cudaFuncGetAttributes(attr, func, bd, bd_file, bd_line);
}
#define bd_cudaFuncGetAttributes(bd, attr, func) bd_inline_cudaFuncGetAttributes(__FILE__, __LINE__, bd, attr, func)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFuncSetAttribute(bd, func, attr, value);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFuncSetAttribute(func, attr, value, bd, bd_file, bd_line) : bd_cudaFuncSetAttribute(bd, func, attr, value);
}

static inline cudaError_t bd_inline_cudaFuncSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, const void *func, enum cudaFuncAttribute attr, int value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetAttribute)(func, attr, value)
                                 : bd_gen_at_cudaFuncSetAttribute(func, attr, value, bd, bd_file, bd_line);
}
#define bd_cudaFuncSetAttribute(bd, func, attr, value) bd_inline_cudaFuncSetAttribute(__FILE__, __LINE__, bd, func, attr, value)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFuncGetName(const char **name, const void *func, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFuncGetName(bd, name, func);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFuncGetName(const char **name, const void *func, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFuncGetName(name, func, bd, bd_file, bd_line) : bd_cudaFuncGetName(bd, name, func);
}

static inline cudaError_t bd_inline_cudaFuncGetName(const char *bd_file, int bd_line, bound_dev_t *bd, const char **name, const void *func)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetName)(name, func)
                                 : bd_gen_at_cudaFuncGetName(name, func, bd, bd_file, bd_line);
}
#define bd_cudaFuncGetName(bd, name, func) bd_inline_cudaFuncGetName(__FILE__, __LINE__, bd, name, func)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFuncGetParamInfo(const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFuncGetParamInfo(bd, func, paramIndex, paramOffset, paramSize);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFuncGetParamInfo(const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFuncGetParamInfo(func, paramIndex, paramOffset, paramSize, bd, bd_file, bd_line) : bd_cudaFuncGetParamInfo(bd, func, paramIndex, paramOffset, paramSize);
}

static inline cudaError_t bd_inline_cudaFuncGetParamInfo(const char *bd_file, int bd_line, bound_dev_t *bd, const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetParamInfo)(func, paramIndex, paramOffset, paramSize)
                                 : bd_gen_at_cudaFuncGetParamInfo(func, paramIndex, paramOffset, paramSize, bd, bd_file, bd_line);
}
#define bd_cudaFuncGetParamInfo(bd, func, paramIndex, paramOffset, paramSize) bd_inline_cudaFuncGetParamInfo(__FILE__, __LINE__, bd, func, paramIndex, paramOffset, paramSize)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaLaunchHostFunc(bd, stream, fn, userData);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaLaunchHostFunc(stream, fn, userData, bd, bd_file, bd_line) : bd_cudaLaunchHostFunc(bd, stream, fn, userData);
}

static inline cudaError_t bd_inline_cudaLaunchHostFunc(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchHostFunc)(stream, fn, userData)
                                 : bd_gen_at_cudaLaunchHostFunc(stream, fn, userData, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaLaunchHostFunc_ptsz(cudaStream_t stream, cudaHostFn_t fn, void *userData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaLaunchHostFunc_ptsz(bd, stream, fn, userData);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaLaunchHostFunc_ptsz(cudaStream_t stream, cudaHostFn_t fn, void *userData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaLaunchHostFunc_ptsz(stream, fn, userData, bd, bd_file, bd_line) : bd_cudaLaunchHostFunc_ptsz(bd, stream, fn, userData);
}

static inline cudaError_t bd_inline_cudaLaunchHostFunc_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchHostFunc_ptsz)(stream, fn, userData)
                                 : bd_gen_at_cudaLaunchHostFunc_ptsz(stream, fn, userData, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaLaunchHostFunc(bd, stream, fn, userData) bd_inline_cudaLaunchHostFunc_ptsz(__FILE__, __LINE__, bd, stream, fn, userData)
#else
#define bd_cudaLaunchHostFunc(bd, stream, fn, userData) bd_inline_cudaLaunchHostFunc(__FILE__, __LINE__, bd, stream, fn, userData)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFuncSetSharedMemConfig(bd, func, config);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFuncSetSharedMemConfig(func, config, bd, bd_file, bd_line) : bd_cudaFuncSetSharedMemConfig(bd, func, config);
}

static inline cudaError_t bd_inline_cudaFuncSetSharedMemConfig(const char *bd_file, int bd_line, bound_dev_t *bd, const void *func, enum cudaSharedMemConfig config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetSharedMemConfig)(func, config)
                                 : bd_gen_at_cudaFuncSetSharedMemConfig(func, config, bd, bd_file, bd_line);
}
#define bd_cudaFuncSetSharedMemConfig(bd, func, config) bd_inline_cudaFuncSetSharedMemConfig(__FILE__, __LINE__, bd, func, config)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaOccupancyMaxActiveBlocksPerMultiprocessor(bd, numBlocks, func, blockSize, dynamicSMemSize);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize, bd, bd_file, bd_line) : bd_cudaOccupancyMaxActiveBlocksPerMultiprocessor(bd, numBlocks, func, blockSize, dynamicSMemSize);
}

static inline cudaError_t bd_inline_cudaOccupancyMaxActiveBlocksPerMultiprocessor(const char *bd_file, int bd_line, bound_dev_t *bd, int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessor)(numBlocks, func, blockSize, dynamicSMemSize)
                                 : bd_gen_at_cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize, bd, bd_file, bd_line);
}
#define bd_cudaOccupancyMaxActiveBlocksPerMultiprocessor(bd, numBlocks, func, blockSize, dynamicSMemSize) bd_inline_cudaOccupancyMaxActiveBlocksPerMultiprocessor(__FILE__, __LINE__, bd, numBlocks, func, blockSize, dynamicSMemSize)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaOccupancyAvailableDynamicSMemPerBlock(bd, dynamicSmemSize, func, numBlocks, blockSize);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize, bd, bd_file, bd_line) : bd_cudaOccupancyAvailableDynamicSMemPerBlock(bd, dynamicSmemSize, func, numBlocks, blockSize);
}

static inline cudaError_t bd_inline_cudaOccupancyAvailableDynamicSMemPerBlock(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyAvailableDynamicSMemPerBlock)(dynamicSmemSize, func, numBlocks, blockSize)
                                 : bd_gen_at_cudaOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize, bd, bd_file, bd_line);
}
#define bd_cudaOccupancyAvailableDynamicSMemPerBlock(bd, dynamicSmemSize, func, numBlocks, blockSize) bd_inline_cudaOccupancyAvailableDynamicSMemPerBlock(__FILE__, __LINE__, bd, dynamicSmemSize, func, numBlocks, blockSize)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bd, numBlocks, func, blockSize, dynamicSMemSize, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags, bd, bd_file, bd_line) : bd_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bd, numBlocks, func, blockSize, dynamicSMemSize, flags);
}

static inline cudaError_t bd_inline_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(const char *bd_file, int bd_line, bound_dev_t *bd, int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(numBlocks, func, blockSize, dynamicSMemSize, flags)
                                 : bd_gen_at_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags, bd, bd_file, bd_line);
}
#define bd_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bd, numBlocks, func, blockSize, dynamicSMemSize, flags) bd_inline_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(__FILE__, __LINE__, bd, numBlocks, func, blockSize, dynamicSMemSize, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaOccupancyMaxPotentialClusterSize(bd, clusterSize, func, launchConfig);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaOccupancyMaxPotentialClusterSize(clusterSize, func, launchConfig, bd, bd_file, bd_line) : bd_cudaOccupancyMaxPotentialClusterSize(bd, clusterSize, func, launchConfig);
}

static inline cudaError_t bd_inline_cudaOccupancyMaxPotentialClusterSize(const char *bd_file, int bd_line, bound_dev_t *bd, int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxPotentialClusterSize)(clusterSize, func, launchConfig)
                                 : bd_gen_at_cudaOccupancyMaxPotentialClusterSize(clusterSize, func, launchConfig, bd, bd_file, bd_line);
}
#define bd_cudaOccupancyMaxPotentialClusterSize(bd, clusterSize, func, launchConfig) bd_inline_cudaOccupancyMaxPotentialClusterSize(__FILE__, __LINE__, bd, clusterSize, func, launchConfig)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaOccupancyMaxActiveClusters(int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaOccupancyMaxActiveClusters(bd, numClusters, func, launchConfig);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaOccupancyMaxActiveClusters(int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaOccupancyMaxActiveClusters(numClusters, func, launchConfig, bd, bd_file, bd_line) : bd_cudaOccupancyMaxActiveClusters(bd, numClusters, func, launchConfig);
}

static inline cudaError_t bd_inline_cudaOccupancyMaxActiveClusters(const char *bd_file, int bd_line, bound_dev_t *bd, int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveClusters)(numClusters, func, launchConfig)
                                 : bd_gen_at_cudaOccupancyMaxActiveClusters(numClusters, func, launchConfig, bd, bd_file, bd_line);
}
#define bd_cudaOccupancyMaxActiveClusters(bd, numClusters, func, launchConfig) bd_inline_cudaOccupancyMaxActiveClusters(__FILE__, __LINE__, bd, numClusters, func, launchConfig)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMallocManaged(void **devPtr, size_t size, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMallocManaged(bd, devPtr, size, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMallocManaged(void **devPtr, size_t size, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMallocManaged(devPtr, size, flags, bd, bd_file, bd_line) : bd_cudaMallocManaged(bd, devPtr, size, flags);
}

static inline cudaError_t bd_inline_cudaMallocManaged(const char *bd_file, int bd_line, bound_dev_t *bd, void **devPtr, size_t size, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocManaged)(devPtr, size, flags)
                                 : bd_gen_at_cudaMallocManaged(devPtr, size, flags, bd, bd_file, bd_line);
}
#define bd_cudaMallocManaged(bd, devPtr, size, flags) bd_inline_cudaMallocManaged(__FILE__, __LINE__, bd, devPtr, size, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMalloc(void **devPtr, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMalloc(bd, devPtr, size);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMalloc(void **devPtr, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMalloc(devPtr, size, bd, bd_file, bd_line) : bd_cudaMalloc(bd, devPtr, size);
}

static inline cudaError_t bd_inline_cudaMalloc(const char *bd_file, int bd_line, bound_dev_t *bd, void **devPtr, size_t size)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc)(devPtr, size)
                                 : bd_gen_at_cudaMalloc(devPtr, size, bd, bd_file, bd_line);
}
#define bd_cudaMalloc(bd, devPtr, size) bd_inline_cudaMalloc(__FILE__, __LINE__, bd, devPtr, size)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMallocHost(void **ptr, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMallocHost(bd, ptr, size);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMallocHost(void **ptr, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMallocHost(ptr, size, bd, bd_file, bd_line) : bd_cudaMallocHost(bd, ptr, size);
}

static inline cudaError_t bd_inline_cudaMallocHost(const char *bd_file, int bd_line, bound_dev_t *bd, void **ptr, size_t size)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocHost)(ptr, size)
                                 : bd_gen_at_cudaMallocHost(ptr, size, bd, bd_file, bd_line);
}
#define bd_cudaMallocHost(bd, ptr, size) bd_inline_cudaMallocHost(__FILE__, __LINE__, bd, ptr, size)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMallocPitch(bd, devPtr, pitch, width, height);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMallocPitch(devPtr, pitch, width, height, bd, bd_file, bd_line) : bd_cudaMallocPitch(bd, devPtr, pitch, width, height);
}

static inline cudaError_t bd_inline_cudaMallocPitch(const char *bd_file, int bd_line, bound_dev_t *bd, void **devPtr, size_t *pitch, size_t width, size_t height)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocPitch)(devPtr, pitch, width, height)
                                 : bd_gen_at_cudaMallocPitch(devPtr, pitch, width, height, bd, bd_file, bd_line);
}
#define bd_cudaMallocPitch(bd, devPtr, pitch, width, height) bd_inline_cudaMallocPitch(__FILE__, __LINE__, bd, devPtr, pitch, width, height)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMallocArray(bd, array, desc, width, height, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMallocArray(array, desc, width, height, flags, bd, bd_file, bd_line) : bd_cudaMallocArray(bd, array, desc, width, height, flags);
}

static inline cudaError_t bd_inline_cudaMallocArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocArray)(array, desc, width, height, flags)
                                 : bd_gen_at_cudaMallocArray(array, desc, width, height, flags, bd, bd_file, bd_line);
}
#define bd_cudaMallocArray(bd, array, desc, width, height, flags) bd_inline_cudaMallocArray(__FILE__, __LINE__, bd, array, desc, width, height, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFree(void *devPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFree(bd, devPtr);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFree(void *devPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFree(devPtr, bd, bd_file, bd_line) : bd_cudaFree(bd, devPtr);
}

static inline cudaError_t bd_inline_cudaFree(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFree)(devPtr)
                                 : bd_gen_at_cudaFree(devPtr, bd, bd_file, bd_line);
}
#define bd_cudaFree(bd, devPtr) bd_inline_cudaFree(__FILE__, __LINE__, bd, devPtr)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFreeHost(void *ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFreeHost(bd, ptr);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFreeHost(void *ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFreeHost(ptr, bd, bd_file, bd_line) : bd_cudaFreeHost(bd, ptr);
}

static inline cudaError_t bd_inline_cudaFreeHost(const char *bd_file, int bd_line, bound_dev_t *bd, void *ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeHost)(ptr)
                                 : bd_gen_at_cudaFreeHost(ptr, bd, bd_file, bd_line);
}
#define bd_cudaFreeHost(bd, ptr) bd_inline_cudaFreeHost(__FILE__, __LINE__, bd, ptr)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFreeArray(cudaArray_t array, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFreeArray(bd, array);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFreeArray(cudaArray_t array, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFreeArray(array, bd, bd_file, bd_line) : bd_cudaFreeArray(bd, array);
}

static inline cudaError_t bd_inline_cudaFreeArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t array)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeArray)(array)
                                 : bd_gen_at_cudaFreeArray(array, bd, bd_file, bd_line);
}
#define bd_cudaFreeArray(bd, array) bd_inline_cudaFreeArray(__FILE__, __LINE__, bd, array)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFreeMipmappedArray(bd, mipmappedArray);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFreeMipmappedArray(mipmappedArray, bd, bd_file, bd_line) : bd_cudaFreeMipmappedArray(bd, mipmappedArray);
}

static inline cudaError_t bd_inline_cudaFreeMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaMipmappedArray_t mipmappedArray)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeMipmappedArray)(mipmappedArray)
                                 : bd_gen_at_cudaFreeMipmappedArray(mipmappedArray, bd, bd_file, bd_line);
}
#define bd_cudaFreeMipmappedArray(bd, mipmappedArray) bd_inline_cudaFreeMipmappedArray(__FILE__, __LINE__, bd, mipmappedArray)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaHostAlloc(void **pHost, size_t size, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaHostAlloc(bd, pHost, size, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaHostAlloc(void **pHost, size_t size, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaHostAlloc(pHost, size, flags, bd, bd_file, bd_line) : bd_cudaHostAlloc(bd, pHost, size, flags);
}

static inline cudaError_t bd_inline_cudaHostAlloc(const char *bd_file, int bd_line, bound_dev_t *bd, void **pHost, size_t size, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostAlloc)(pHost, size, flags)
                                 : bd_gen_at_cudaHostAlloc(pHost, size, flags, bd, bd_file, bd_line);
}
#define bd_cudaHostAlloc(bd, pHost, size, flags) bd_inline_cudaHostAlloc(__FILE__, __LINE__, bd, pHost, size, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaHostRegister(void *ptr, size_t size, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaHostRegister(bd, ptr, size, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaHostRegister(void *ptr, size_t size, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaHostRegister(ptr, size, flags, bd, bd_file, bd_line) : bd_cudaHostRegister(bd, ptr, size, flags);
}

static inline cudaError_t bd_inline_cudaHostRegister(const char *bd_file, int bd_line, bound_dev_t *bd, void *ptr, size_t size, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostRegister)(ptr, size, flags)
                                 : bd_gen_at_cudaHostRegister(ptr, size, flags, bd, bd_file, bd_line);
}
#define bd_cudaHostRegister(bd, ptr, size, flags) bd_inline_cudaHostRegister(__FILE__, __LINE__, bd, ptr, size, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaHostUnregister(void *ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaHostUnregister(bd, ptr);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaHostUnregister(void *ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaHostUnregister(ptr, bd, bd_file, bd_line) : bd_cudaHostUnregister(bd, ptr);
}

static inline cudaError_t bd_inline_cudaHostUnregister(const char *bd_file, int bd_line, bound_dev_t *bd, void *ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostUnregister)(ptr)
                                 : bd_gen_at_cudaHostUnregister(ptr, bd, bd_file, bd_line);
}
#define bd_cudaHostUnregister(bd, ptr) bd_inline_cudaHostUnregister(__FILE__, __LINE__, bd, ptr)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaHostGetDevicePointer(bd, pDevice, pHost, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaHostGetDevicePointer(pDevice, pHost, flags, bd, bd_file, bd_line) : bd_cudaHostGetDevicePointer(bd, pDevice, pHost, flags);
}

static inline cudaError_t bd_inline_cudaHostGetDevicePointer(const char *bd_file, int bd_line, bound_dev_t *bd, void **pDevice, void *pHost, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostGetDevicePointer)(pDevice, pHost, flags)
                                 : bd_gen_at_cudaHostGetDevicePointer(pDevice, pHost, flags, bd, bd_file, bd_line);
}
#define bd_cudaHostGetDevicePointer(bd, pDevice, pHost, flags) bd_inline_cudaHostGetDevicePointer(__FILE__, __LINE__, bd, pDevice, pHost, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaHostGetFlags(unsigned int *pFlags, void *pHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaHostGetFlags(bd, pFlags, pHost);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaHostGetFlags(unsigned int *pFlags, void *pHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaHostGetFlags(pFlags, pHost, bd, bd_file, bd_line) : bd_cudaHostGetFlags(bd, pFlags, pHost);
}

static inline cudaError_t bd_inline_cudaHostGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int *pFlags, void *pHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostGetFlags)(pFlags, pHost)
                                 : bd_gen_at_cudaHostGetFlags(pFlags, pHost, bd, bd_file, bd_line);
}
#define bd_cudaHostGetFlags(bd, pFlags, pHost) bd_inline_cudaHostGetFlags(__FILE__, __LINE__, bd, pFlags, pHost)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMalloc3D(bd, pitchedDevPtr, extent);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMalloc3D(pitchedDevPtr, extent, bd, bd_file, bd_line) : bd_cudaMalloc3D(bd, pitchedDevPtr, extent);
}

static inline cudaError_t bd_inline_cudaMalloc3D(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc3D)(pitchedDevPtr, extent)
                                 : bd_gen_at_cudaMalloc3D(pitchedDevPtr, extent, bd, bd_file, bd_line);
}
#define bd_cudaMalloc3D(bd, pitchedDevPtr, extent) bd_inline_cudaMalloc3D(__FILE__, __LINE__, bd, pitchedDevPtr, extent)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMalloc3DArray(bd, array, desc, extent, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMalloc3DArray(array, desc, extent, flags, bd, bd_file, bd_line) : bd_cudaMalloc3DArray(bd, array, desc, extent, flags);
}

static inline cudaError_t bd_inline_cudaMalloc3DArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc3DArray)(array, desc, extent, flags)
                                 : bd_gen_at_cudaMalloc3DArray(array, desc, extent, flags, bd, bd_file, bd_line);
}
#define bd_cudaMalloc3DArray(bd, array, desc, extent, flags) bd_inline_cudaMalloc3DArray(__FILE__, __LINE__, bd, array, desc, extent, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMallocMipmappedArray(bd, mipmappedArray, desc, extent, numLevels, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMallocMipmappedArray(mipmappedArray, desc, extent, numLevels, flags, bd, bd_file, bd_line) : bd_cudaMallocMipmappedArray(bd, mipmappedArray, desc, extent, numLevels, flags);
}

static inline cudaError_t bd_inline_cudaMallocMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocMipmappedArray)(mipmappedArray, desc, extent, numLevels, flags)
                                 : bd_gen_at_cudaMallocMipmappedArray(mipmappedArray, desc, extent, numLevels, flags, bd, bd_file, bd_line);
}
#define bd_cudaMallocMipmappedArray(bd, mipmappedArray, desc, extent, numLevels, flags) bd_inline_cudaMallocMipmappedArray(__FILE__, __LINE__, bd, mipmappedArray, desc, extent, numLevels, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetMipmappedArrayLevel(bd, levelArray, mipmappedArray, level);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetMipmappedArrayLevel(levelArray, mipmappedArray, level, bd, bd_file, bd_line) : bd_cudaGetMipmappedArrayLevel(bd, levelArray, mipmappedArray, level);
}

static inline cudaError_t bd_inline_cudaGetMipmappedArrayLevel(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetMipmappedArrayLevel)(levelArray, mipmappedArray, level)
                                 : bd_gen_at_cudaGetMipmappedArrayLevel(levelArray, mipmappedArray, level, bd, bd_file, bd_line);
}
#define bd_cudaGetMipmappedArrayLevel(bd, levelArray, mipmappedArray, level) bd_inline_cudaGetMipmappedArrayLevel(__FILE__, __LINE__, bd, levelArray, mipmappedArray, level)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy3D(const struct cudaMemcpy3DParms *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy3D(bd, p);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy3D(const struct cudaMemcpy3DParms *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy3D(p, bd, bd_file, bd_line) : bd_cudaMemcpy3D(bd, p);
}

static inline cudaError_t bd_inline_cudaMemcpy3D(const char *bd_file, int bd_line, bound_dev_t *bd, const struct cudaMemcpy3DParms *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3D)(p)
                                 : bd_gen_at_cudaMemcpy3D(p, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy3D_ptds(bd, p);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy3D_ptds(p, bd, bd_file, bd_line) : bd_cudaMemcpy3D_ptds(bd, p);
}

static inline cudaError_t bd_inline_cudaMemcpy3D_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, const struct cudaMemcpy3DParms *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3D_ptds)(p)
                                 : bd_gen_at_cudaMemcpy3D_ptds(p, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy3D(bd, p) bd_inline_cudaMemcpy3D_ptds(__FILE__, __LINE__, bd, p)
#else
#define bd_cudaMemcpy3D(bd, p) bd_inline_cudaMemcpy3D(__FILE__, __LINE__, bd, p)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy3DPeer(bd, p);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy3DPeer(p, bd, bd_file, bd_line) : bd_cudaMemcpy3DPeer(bd, p);
}

static inline cudaError_t bd_inline_cudaMemcpy3DPeer(const char *bd_file, int bd_line, bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeer)(p)
                                 : bd_gen_at_cudaMemcpy3DPeer(p, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy3DPeer_ptds(const struct cudaMemcpy3DPeerParms *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy3DPeer_ptds(bd, p);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy3DPeer_ptds(const struct cudaMemcpy3DPeerParms *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy3DPeer_ptds(p, bd, bd_file, bd_line) : bd_cudaMemcpy3DPeer_ptds(bd, p);
}

static inline cudaError_t bd_inline_cudaMemcpy3DPeer_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeer_ptds)(p)
                                 : bd_gen_at_cudaMemcpy3DPeer_ptds(p, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy3DPeer(bd, p) bd_inline_cudaMemcpy3DPeer_ptds(__FILE__, __LINE__, bd, p)
#else
#define bd_cudaMemcpy3DPeer(bd, p) bd_inline_cudaMemcpy3DPeer(__FILE__, __LINE__, bd, p)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy3DAsync(bd, p, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy3DAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy3DAsync(p, stream, bd, bd_file, bd_line) : bd_cudaMemcpy3DAsync(bd, p, stream);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy3DAsync_ptsz(const struct cudaMemcpy3DParms *p, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy3DAsync_ptsz(bd, p, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy3DAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy3DAsync_ptsz(p, stream, bd, bd_file, bd_line) : bd_cudaMemcpy3DAsync_ptsz(bd, p, stream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy3DAsync(bd, p, stream) bd_inline_cudaMemcpy3DAsync_ptsz(__FILE__, __LINE__, bd, p, stream)
#else
#define bd_cudaMemcpy3DAsync(bd, p, stream) bd_inline_cudaMemcpy3DAsync(__FILE__, __LINE__, bd, p, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy3DPeerAsync(bd, p, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy3DPeerAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy3DPeerAsync(p, stream, bd, bd_file, bd_line) : bd_cudaMemcpy3DPeerAsync(bd, p, stream);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy3DPeerAsync_ptsz(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy3DPeerAsync_ptsz(bd, p, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy3DPeerAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy3DPeerAsync_ptsz(p, stream, bd, bd_file, bd_line) : bd_cudaMemcpy3DPeerAsync_ptsz(bd, p, stream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy3DPeerAsync(bd, p, stream) bd_inline_cudaMemcpy3DPeerAsync_ptsz(__FILE__, __LINE__, bd, p, stream)
#else
#define bd_cudaMemcpy3DPeerAsync(bd, p, stream) bd_inline_cudaMemcpy3DPeerAsync(__FILE__, __LINE__, bd, p, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemGetInfo(size_t *free, size_t *total, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemGetInfo(bd, free, total);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemGetInfo(size_t *free, size_t *total, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemGetInfo(free, total, bd, bd_file, bd_line) : bd_cudaMemGetInfo(bd, free, total);
}

static inline cudaError_t bd_inline_cudaMemGetInfo(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *free, size_t *total)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemGetInfo)(free, total)
                                 : bd_gen_at_cudaMemGetInfo(free, total, bd, bd_file, bd_line);
}
#define bd_cudaMemGetInfo(bd, free, total) bd_inline_cudaMemGetInfo(__FILE__, __LINE__, bd, free, total)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaArrayGetInfo(bd, desc, extent, flags, array);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaArrayGetInfo(desc, extent, flags, array, bd, bd_file, bd_line) : bd_cudaArrayGetInfo(bd, desc, extent, flags, array);
}

static inline cudaError_t bd_inline_cudaArrayGetInfo(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetInfo)(desc, extent, flags, array)
                                 : bd_gen_at_cudaArrayGetInfo(desc, extent, flags, array, bd, bd_file, bd_line);
}
#define bd_cudaArrayGetInfo(bd, desc, extent, flags, array) bd_inline_cudaArrayGetInfo(__FILE__, __LINE__, bd, desc, extent, flags, array)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaArrayGetPlane(cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaArrayGetPlane(bd, pPlaneArray, hArray, planeIdx);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaArrayGetPlane(cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaArrayGetPlane(pPlaneArray, hArray, planeIdx, bd, bd_file, bd_line) : bd_cudaArrayGetPlane(bd, pPlaneArray, hArray, planeIdx);
}

static inline cudaError_t bd_inline_cudaArrayGetPlane(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetPlane)(pPlaneArray, hArray, planeIdx)
                                 : bd_gen_at_cudaArrayGetPlane(pPlaneArray, hArray, planeIdx, bd, bd_file, bd_line);
}
#define bd_cudaArrayGetPlane(bd, pPlaneArray, hArray, planeIdx) bd_inline_cudaArrayGetPlane(__FILE__, __LINE__, bd, pPlaneArray, hArray, planeIdx)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaArrayGetMemoryRequirements(bd, memoryRequirements, array, device);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaArrayGetMemoryRequirements(memoryRequirements, array, device, bd, bd_file, bd_line) : bd_cudaArrayGetMemoryRequirements(bd, memoryRequirements, array, device);
}

static inline cudaError_t bd_inline_cudaArrayGetMemoryRequirements(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetMemoryRequirements)(memoryRequirements, array, device)
                                 : bd_gen_at_cudaArrayGetMemoryRequirements(memoryRequirements, array, device, bd, bd_file, bd_line);
}
#define bd_cudaArrayGetMemoryRequirements(bd, memoryRequirements, array, device) bd_inline_cudaArrayGetMemoryRequirements(__FILE__, __LINE__, bd, memoryRequirements, array, device)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMipmappedArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMipmappedArrayGetMemoryRequirements(bd, memoryRequirements, mipmap, device);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMipmappedArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device, bd, bd_file, bd_line) : bd_cudaMipmappedArrayGetMemoryRequirements(bd, memoryRequirements, mipmap, device);
}

static inline cudaError_t bd_inline_cudaMipmappedArrayGetMemoryRequirements(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMipmappedArrayGetMemoryRequirements)(memoryRequirements, mipmap, device)
                                 : bd_gen_at_cudaMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device, bd, bd_file, bd_line);
}
#define bd_cudaMipmappedArrayGetMemoryRequirements(bd, memoryRequirements, mipmap, device) bd_inline_cudaMipmappedArrayGetMemoryRequirements(__FILE__, __LINE__, bd, memoryRequirements, mipmap, device)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaArray_t array, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaArrayGetSparseProperties(bd, sparseProperties, array);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaArray_t array, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaArrayGetSparseProperties(sparseProperties, array, bd, bd_file, bd_line) : bd_cudaArrayGetSparseProperties(bd, sparseProperties, array);
}

static inline cudaError_t bd_inline_cudaArrayGetSparseProperties(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaArraySparseProperties *sparseProperties, cudaArray_t array)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetSparseProperties)(sparseProperties, array)
                                 : bd_gen_at_cudaArrayGetSparseProperties(sparseProperties, array, bd, bd_file, bd_line);
}
#define bd_cudaArrayGetSparseProperties(bd, sparseProperties, array) bd_inline_cudaArrayGetSparseProperties(__FILE__, __LINE__, bd, sparseProperties, array)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMipmappedArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMipmappedArrayGetSparseProperties(bd, sparseProperties, mipmap);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMipmappedArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMipmappedArrayGetSparseProperties(sparseProperties, mipmap, bd, bd_file, bd_line) : bd_cudaMipmappedArrayGetSparseProperties(bd, sparseProperties, mipmap);
}

static inline cudaError_t bd_inline_cudaMipmappedArrayGetSparseProperties(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMipmappedArrayGetSparseProperties)(sparseProperties, mipmap)
                                 : bd_gen_at_cudaMipmappedArrayGetSparseProperties(sparseProperties, mipmap, bd, bd_file, bd_line);
}
#define bd_cudaMipmappedArrayGetSparseProperties(bd, sparseProperties, mipmap) bd_inline_cudaMipmappedArrayGetSparseProperties(__FILE__, __LINE__, bd, sparseProperties, mipmap)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy(bd, dst, src, count, kind);
}

static inline cudaError_t bd_inline_cudaMemcpy(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy(dst, src, count, kind, bd, bd_file, bd_line) : bd_cudaMemcpy(bd, dst, src, count, kind);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy_ptds(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy_ptds(bd, dst, src, count, kind);
}

static inline cudaError_t bd_inline_cudaMemcpy_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy_ptds(dst, src, count, kind, bd, bd_file, bd_line) : bd_cudaMemcpy_ptds(bd, dst, src, count, kind);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy(bd, dst, src, count, kind) bd_inline_cudaMemcpy_ptds(__FILE__, __LINE__, bd, dst, src, count, kind)
#else
#define bd_cudaMemcpy(bd, dst, src, count, kind) bd_inline_cudaMemcpy(__FILE__, __LINE__, bd, dst, src, count, kind)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyPeer(bd, dst, dstDevice, src, srcDevice, count);
}

static inline cudaError_t bd_inline_cudaMemcpyPeer(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyPeer(dst, dstDevice, src, srcDevice, count, bd, bd_file, bd_line) : bd_cudaMemcpyPeer(bd, dst, dstDevice, src, srcDevice, count);
}
#define bd_cudaMemcpyPeer(bd, dst, dstDevice, src, srcDevice, count) bd_inline_cudaMemcpyPeer(__FILE__, __LINE__, bd, dst, dstDevice, src, srcDevice, count)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2D(bd, dst, dpitch, src, spitch, width, height, kind);
}

static inline cudaError_t bd_inline_cudaMemcpy2D(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind, bd, bd_file, bd_line) : bd_cudaMemcpy2D(bd, dst, dpitch, src, spitch, width, height, kind);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2D_ptds(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2D_ptds(bd, dst, dpitch, src, spitch, width, height, kind);
}

static inline cudaError_t bd_inline_cudaMemcpy2D_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2D_ptds(dst, dpitch, src, spitch, width, height, kind, bd, bd_file, bd_line) : bd_cudaMemcpy2D_ptds(bd, dst, dpitch, src, spitch, width, height, kind);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy2D(bd, dst, dpitch, src, spitch, width, height, kind) bd_inline_cudaMemcpy2D_ptds(__FILE__, __LINE__, bd, dst, dpitch, src, spitch, width, height, kind)
#else
#define bd_cudaMemcpy2D(bd, dst, dpitch, src, spitch, width, height, kind) bd_inline_cudaMemcpy2D(__FILE__, __LINE__, bd, dst, dpitch, src, spitch, width, height, kind)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DToArray(bd, dst, wOffset, hOffset, src, spitch, width, height, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, kind, bd, bd_file, bd_line) : bd_cudaMemcpy2DToArray(bd, dst, wOffset, hOffset, src, spitch, width, height, kind);
}

static inline cudaError_t bd_inline_cudaMemcpy2DToArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArray)(dst, wOffset, hOffset, src, spitch, width, height, kind)
                                 : bd_gen_at_cudaMemcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, kind, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DToArray_ptds(bd, dst, wOffset, hOffset, src, spitch, width, height, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DToArray_ptds(dst, wOffset, hOffset, src, spitch, width, height, kind, bd, bd_file, bd_line) : bd_cudaMemcpy2DToArray_ptds(bd, dst, wOffset, hOffset, src, spitch, width, height, kind);
}

static inline cudaError_t bd_inline_cudaMemcpy2DToArray_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArray_ptds)(dst, wOffset, hOffset, src, spitch, width, height, kind)
                                 : bd_gen_at_cudaMemcpy2DToArray_ptds(dst, wOffset, hOffset, src, spitch, width, height, kind, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy2DToArray(bd, dst, wOffset, hOffset, src, spitch, width, height, kind) bd_inline_cudaMemcpy2DToArray_ptds(__FILE__, __LINE__, bd, dst, wOffset, hOffset, src, spitch, width, height, kind)
#else
#define bd_cudaMemcpy2DToArray(bd, dst, wOffset, hOffset, src, spitch, width, height, kind) bd_inline_cudaMemcpy2DToArray(__FILE__, __LINE__, bd, dst, wOffset, hOffset, src, spitch, width, height, kind)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DFromArray(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind);
}

static inline cudaError_t bd_inline_cudaMemcpy2DFromArray(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DFromArray(dst, dpitch, src, wOffset, hOffset, width, height, kind, bd, bd_file, bd_line) : bd_cudaMemcpy2DFromArray(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DFromArray_ptds(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DFromArray_ptds(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind);
}

static inline cudaError_t bd_inline_cudaMemcpy2DFromArray_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DFromArray_ptds(dst, dpitch, src, wOffset, hOffset, width, height, kind, bd, bd_file, bd_line) : bd_cudaMemcpy2DFromArray_ptds(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy2DFromArray(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind) bd_inline_cudaMemcpy2DFromArray_ptds(__FILE__, __LINE__, bd, dst, dpitch, src, wOffset, hOffset, width, height, kind)
#else
#define bd_cudaMemcpy2DFromArray(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind) bd_inline_cudaMemcpy2DFromArray(__FILE__, __LINE__, bd, dst, dpitch, src, wOffset, hOffset, width, height, kind)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DArrayToArray(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind, bd, bd_file, bd_line) : bd_cudaMemcpy2DArrayToArray(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
}

static inline cudaError_t bd_inline_cudaMemcpy2DArrayToArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DArrayToArray)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind)
                                 : bd_gen_at_cudaMemcpy2DArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DArrayToArray_ptds(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy2DArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind, bd, bd_file, bd_line) : bd_cudaMemcpy2DArrayToArray_ptds(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
}

static inline cudaError_t bd_inline_cudaMemcpy2DArrayToArray_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DArrayToArray_ptds)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind)
                                 : bd_gen_at_cudaMemcpy2DArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy2DArrayToArray(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind) bd_inline_cudaMemcpy2DArrayToArray_ptds(__FILE__, __LINE__, bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind)
#else
#define bd_cudaMemcpy2DArrayToArray(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind) bd_inline_cudaMemcpy2DArrayToArray(__FILE__, __LINE__, bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyToSymbol(bd, symbol, src, count, offset, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyToSymbol(symbol, src, count, offset, kind, bd, bd_file, bd_line) : bd_cudaMemcpyToSymbol(bd, symbol, src, count, offset, kind);
}

static inline cudaError_t bd_inline_cudaMemcpyToSymbol(const char *bd_file, int bd_line, bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbol)(symbol, src, count, offset, kind)
                                 : bd_gen_at_cudaMemcpyToSymbol(symbol, src, count, offset, kind, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyToSymbol_ptds(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyToSymbol_ptds(bd, symbol, src, count, offset, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyToSymbol_ptds(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyToSymbol_ptds(symbol, src, count, offset, kind, bd, bd_file, bd_line) : bd_cudaMemcpyToSymbol_ptds(bd, symbol, src, count, offset, kind);
}

static inline cudaError_t bd_inline_cudaMemcpyToSymbol_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbol_ptds)(symbol, src, count, offset, kind)
                                 : bd_gen_at_cudaMemcpyToSymbol_ptds(symbol, src, count, offset, kind, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpyToSymbol(bd, symbol, src, count, offset, kind) bd_inline_cudaMemcpyToSymbol_ptds(__FILE__, __LINE__, bd, symbol, src, count, offset, kind)
#else
#define bd_cudaMemcpyToSymbol(bd, symbol, src, count, offset, kind) bd_inline_cudaMemcpyToSymbol(__FILE__, __LINE__, bd, symbol, src, count, offset, kind)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyFromSymbol(bd, dst, symbol, count, offset, kind);
}

static inline cudaError_t bd_inline_cudaMemcpyFromSymbol(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyFromSymbol(dst, symbol, count, offset, kind, bd, bd_file, bd_line) : bd_cudaMemcpyFromSymbol(bd, dst, symbol, count, offset, kind);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyFromSymbol_ptds(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyFromSymbol_ptds(bd, dst, symbol, count, offset, kind);
}

static inline cudaError_t bd_inline_cudaMemcpyFromSymbol_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyFromSymbol_ptds(dst, symbol, count, offset, kind, bd, bd_file, bd_line) : bd_cudaMemcpyFromSymbol_ptds(bd, dst, symbol, count, offset, kind);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpyFromSymbol(bd, dst, symbol, count, offset, kind) bd_inline_cudaMemcpyFromSymbol_ptds(__FILE__, __LINE__, bd, dst, symbol, count, offset, kind)
#else
#define bd_cudaMemcpyFromSymbol(bd, dst, symbol, count, offset, kind) bd_inline_cudaMemcpyFromSymbol(__FILE__, __LINE__, bd, dst, symbol, count, offset, kind)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyAsync(bd, dst, src, count, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyAsync(dst, src, count, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpyAsync(bd, dst, src, count, kind, stream);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyAsync_ptsz(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyAsync_ptsz(bd, dst, src, count, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyAsync_ptsz(dst, src, count, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpyAsync_ptsz(bd, dst, src, count, kind, stream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpyAsync(bd, dst, src, count, kind, stream) bd_inline_cudaMemcpyAsync_ptsz(__FILE__, __LINE__, bd, dst, src, count, kind, stream)
#else
#define bd_cudaMemcpyAsync(bd, dst, src, count, kind, stream) bd_inline_cudaMemcpyAsync(__FILE__, __LINE__, bd, dst, src, count, kind, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyPeerAsync(bd, dst, dstDevice, src, srcDevice, count, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyPeerAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyPeerAsync(dst, dstDevice, src, srcDevice, count, stream, bd, bd_file, bd_line) : bd_cudaMemcpyPeerAsync(bd, dst, dstDevice, src, srcDevice, count, stream);
}
#define bd_cudaMemcpyPeerAsync(bd, dst, dstDevice, src, srcDevice, count, stream) bd_inline_cudaMemcpyPeerAsync(__FILE__, __LINE__, bd, dst, dstDevice, src, srcDevice, count, stream)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyBatchAsync(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyBatchAsync(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyBatchAsync(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyBatchAsync(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream, bd, bd_file, bd_line) : bd_cudaMemcpyBatchAsync(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyBatchAsync)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream)
                                 : bd_gen_at_cudaMemcpyBatchAsync(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyBatchAsync_ptsz(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyBatchAsync_ptsz(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyBatchAsync_ptsz(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream, bd, bd_file, bd_line) : bd_cudaMemcpyBatchAsync_ptsz(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyBatchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyBatchAsync_ptsz)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream)
                                 : bd_gen_at_cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpyBatchAsync(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream) bd_inline_cudaMemcpyBatchAsync_ptsz(__FILE__, __LINE__, bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream)
#else
#define bd_cudaMemcpyBatchAsync(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream) bd_inline_cudaMemcpyBatchAsync(__FILE__, __LINE__, bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy3DBatchAsync(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy3DBatchAsync(bd, numOps, opList, flags, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy3DBatchAsync(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy3DBatchAsync(numOps, opList, flags, stream, bd, bd_file, bd_line) : bd_cudaMemcpy3DBatchAsync(bd, numOps, opList, flags, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy3DBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DBatchAsync)(numOps, opList, flags, stream)
                                 : bd_gen_at_cudaMemcpy3DBatchAsync(numOps, opList, flags, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy3DBatchAsync_ptsz(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy3DBatchAsync_ptsz(bd, numOps, opList, flags, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy3DBatchAsync_ptsz(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy3DBatchAsync_ptsz(numOps, opList, flags, stream, bd, bd_file, bd_line) : bd_cudaMemcpy3DBatchAsync_ptsz(bd, numOps, opList, flags, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy3DBatchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DBatchAsync_ptsz)(numOps, opList, flags, stream)
                                 : bd_gen_at_cudaMemcpy3DBatchAsync_ptsz(numOps, opList, flags, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy3DBatchAsync(bd, numOps, opList, flags, stream) bd_inline_cudaMemcpy3DBatchAsync_ptsz(__FILE__, __LINE__, bd, numOps, opList, flags, stream)
#else
#define bd_cudaMemcpy3DBatchAsync(bd, numOps, opList, flags, stream) bd_inline_cudaMemcpy3DBatchAsync(__FILE__, __LINE__, bd, numOps, opList, flags, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DAsync(bd, dst, dpitch, src, spitch, width, height, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy2DAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpy2DAsync(bd, dst, dpitch, src, spitch, width, height, kind, stream);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DAsync_ptsz(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DAsync_ptsz(bd, dst, dpitch, src, spitch, width, height, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy2DAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DAsync_ptsz(dst, dpitch, src, spitch, width, height, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpy2DAsync_ptsz(bd, dst, dpitch, src, spitch, width, height, kind, stream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy2DAsync(bd, dst, dpitch, src, spitch, width, height, kind, stream) bd_inline_cudaMemcpy2DAsync_ptsz(__FILE__, __LINE__, bd, dst, dpitch, src, spitch, width, height, kind, stream)
#else
#define bd_cudaMemcpy2DAsync(bd, dst, dpitch, src, spitch, width, height, kind, stream) bd_inline_cudaMemcpy2DAsync(__FILE__, __LINE__, bd, dst, dpitch, src, spitch, width, height, kind, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DToArrayAsync(bd, dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width, height, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpy2DToArrayAsync(bd, dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy2DToArrayAsync(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArrayAsync)(dst, wOffset, hOffset, src, spitch, width, height, kind, stream)
                                 : bd_gen_at_cudaMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width, height, kind, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DToArrayAsync_ptsz(bd, dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DToArrayAsync_ptsz(dst, wOffset, hOffset, src, spitch, width, height, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpy2DToArrayAsync_ptsz(bd, dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy2DToArrayAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArrayAsync_ptsz)(dst, wOffset, hOffset, src, spitch, width, height, kind, stream)
                                 : bd_gen_at_cudaMemcpy2DToArrayAsync_ptsz(dst, wOffset, hOffset, src, spitch, width, height, kind, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy2DToArrayAsync(bd, dst, wOffset, hOffset, src, spitch, width, height, kind, stream) bd_inline_cudaMemcpy2DToArrayAsync_ptsz(__FILE__, __LINE__, bd, dst, wOffset, hOffset, src, spitch, width, height, kind, stream)
#else
#define bd_cudaMemcpy2DToArrayAsync(bd, dst, wOffset, hOffset, src, spitch, width, height, kind, stream) bd_inline_cudaMemcpy2DToArrayAsync(__FILE__, __LINE__, bd, dst, wOffset, hOffset, src, spitch, width, height, kind, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DFromArrayAsync(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy2DFromArrayAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DFromArrayAsync(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpy2DFromArrayAsync(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpy2DFromArrayAsync_ptsz(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpy2DFromArrayAsync_ptsz(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpy2DFromArrayAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpy2DFromArrayAsync_ptsz(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpy2DFromArrayAsync_ptsz(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpy2DFromArrayAsync(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind, stream) bd_inline_cudaMemcpy2DFromArrayAsync_ptsz(__FILE__, __LINE__, bd, dst, dpitch, src, wOffset, hOffset, width, height, kind, stream)
#else
#define bd_cudaMemcpy2DFromArrayAsync(bd, dst, dpitch, src, wOffset, hOffset, width, height, kind, stream) bd_inline_cudaMemcpy2DFromArrayAsync(__FILE__, __LINE__, bd, dst, dpitch, src, wOffset, hOffset, width, height, kind, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyToSymbolAsync(bd, symbol, src, count, offset, kind, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyToSymbolAsync(symbol, src, count, offset, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpyToSymbolAsync(bd, symbol, src, count, offset, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyToSymbolAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbolAsync)(symbol, src, count, offset, kind, stream)
                                 : bd_gen_at_cudaMemcpyToSymbolAsync(symbol, src, count, offset, kind, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyToSymbolAsync_ptsz(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyToSymbolAsync_ptsz(bd, symbol, src, count, offset, kind, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyToSymbolAsync_ptsz(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyToSymbolAsync_ptsz(symbol, src, count, offset, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpyToSymbolAsync_ptsz(bd, symbol, src, count, offset, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyToSymbolAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbolAsync_ptsz)(symbol, src, count, offset, kind, stream)
                                 : bd_gen_at_cudaMemcpyToSymbolAsync_ptsz(symbol, src, count, offset, kind, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpyToSymbolAsync(bd, symbol, src, count, offset, kind, stream) bd_inline_cudaMemcpyToSymbolAsync_ptsz(__FILE__, __LINE__, bd, symbol, src, count, offset, kind, stream)
#else
#define bd_cudaMemcpyToSymbolAsync(bd, symbol, src, count, offset, kind, stream) bd_inline_cudaMemcpyToSymbolAsync(__FILE__, __LINE__, bd, symbol, src, count, offset, kind, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyFromSymbolAsync(bd, dst, symbol, count, offset, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyFromSymbolAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyFromSymbolAsync(dst, symbol, count, offset, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpyFromSymbolAsync(bd, dst, symbol, count, offset, kind, stream);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyFromSymbolAsync_ptsz(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyFromSymbolAsync_ptsz(bd, dst, symbol, count, offset, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyFromSymbolAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyFromSymbolAsync_ptsz(dst, symbol, count, offset, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpyFromSymbolAsync_ptsz(bd, dst, symbol, count, offset, kind, stream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpyFromSymbolAsync(bd, dst, symbol, count, offset, kind, stream) bd_inline_cudaMemcpyFromSymbolAsync_ptsz(__FILE__, __LINE__, bd, dst, symbol, count, offset, kind, stream)
#else
#define bd_cudaMemcpyFromSymbolAsync(bd, dst, symbol, count, offset, kind, stream) bd_inline_cudaMemcpyFromSymbolAsync(__FILE__, __LINE__, bd, dst, symbol, count, offset, kind, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemset(void *devPtr, int value, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemset(bd, devPtr, value, count);
}

static inline cudaError_t bd_inline_cudaMemset(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr, int value, size_t count)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemset(devPtr, value, count, bd, bd_file, bd_line) : bd_cudaMemset(bd, devPtr, value, count);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemset_ptds(void *devPtr, int value, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemset_ptds(bd, devPtr, value, count);
}

static inline cudaError_t bd_inline_cudaMemset_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr, int value, size_t count)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemset_ptds(devPtr, value, count, bd, bd_file, bd_line) : bd_cudaMemset_ptds(bd, devPtr, value, count);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemset(bd, devPtr, value, count) bd_inline_cudaMemset_ptds(__FILE__, __LINE__, bd, devPtr, value, count)
#else
#define bd_cudaMemset(bd, devPtr, value, count) bd_inline_cudaMemset(__FILE__, __LINE__, bd, devPtr, value, count)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemset2D(bd, devPtr, pitch, value, width, height);
}

static inline cudaError_t bd_inline_cudaMemset2D(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemset2D(devPtr, pitch, value, width, height, bd, bd_file, bd_line) : bd_cudaMemset2D(bd, devPtr, pitch, value, width, height);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemset2D_ptds(void *devPtr, size_t pitch, int value, size_t width, size_t height, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemset2D_ptds(bd, devPtr, pitch, value, width, height);
}

static inline cudaError_t bd_inline_cudaMemset2D_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemset2D_ptds(devPtr, pitch, value, width, height, bd, bd_file, bd_line) : bd_cudaMemset2D_ptds(bd, devPtr, pitch, value, width, height);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemset2D(bd, devPtr, pitch, value, width, height) bd_inline_cudaMemset2D_ptds(__FILE__, __LINE__, bd, devPtr, pitch, value, width, height)
#else
#define bd_cudaMemset2D(bd, devPtr, pitch, value, width, height) bd_inline_cudaMemset2D(__FILE__, __LINE__, bd, devPtr, pitch, value, width, height)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemset3D(bd, pitchedDevPtr, value, extent);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemset3D(pitchedDevPtr, value, extent, bd, bd_file, bd_line) : bd_cudaMemset3D(bd, pitchedDevPtr, value, extent);
}

static inline cudaError_t bd_inline_cudaMemset3D(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3D)(pitchedDevPtr, value, extent)
                                 : bd_gen_at_cudaMemset3D(pitchedDevPtr, value, extent, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemset3D_ptds(bd, pitchedDevPtr, value, extent);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemset3D_ptds(pitchedDevPtr, value, extent, bd, bd_file, bd_line) : bd_cudaMemset3D_ptds(bd, pitchedDevPtr, value, extent);
}

static inline cudaError_t bd_inline_cudaMemset3D_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3D_ptds)(pitchedDevPtr, value, extent)
                                 : bd_gen_at_cudaMemset3D_ptds(pitchedDevPtr, value, extent, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemset3D(bd, pitchedDevPtr, value, extent) bd_inline_cudaMemset3D_ptds(__FILE__, __LINE__, bd, pitchedDevPtr, value, extent)
#else
#define bd_cudaMemset3D(bd, pitchedDevPtr, value, extent) bd_inline_cudaMemset3D(__FILE__, __LINE__, bd, pitchedDevPtr, value, extent)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemsetAsync(bd, devPtr, value, count, stream);
}

static inline cudaError_t bd_inline_cudaMemsetAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr, int value, size_t count, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemsetAsync(devPtr, value, count, stream, bd, bd_file, bd_line) : bd_cudaMemsetAsync(bd, devPtr, value, count, stream);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemsetAsync_ptsz(void *devPtr, int value, size_t count, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemsetAsync_ptsz(bd, devPtr, value, count, stream);
}

static inline cudaError_t bd_inline_cudaMemsetAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr, int value, size_t count, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemsetAsync_ptsz(devPtr, value, count, stream, bd, bd_file, bd_line) : bd_cudaMemsetAsync_ptsz(bd, devPtr, value, count, stream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemsetAsync(bd, devPtr, value, count, stream) bd_inline_cudaMemsetAsync_ptsz(__FILE__, __LINE__, bd, devPtr, value, count, stream)
#else
#define bd_cudaMemsetAsync(bd, devPtr, value, count, stream) bd_inline_cudaMemsetAsync(__FILE__, __LINE__, bd, devPtr, value, count, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemset2DAsync(bd, devPtr, pitch, value, width, height, stream);
}

static inline cudaError_t bd_inline_cudaMemset2DAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemset2DAsync(devPtr, pitch, value, width, height, stream, bd, bd_file, bd_line) : bd_cudaMemset2DAsync(bd, devPtr, pitch, value, width, height, stream);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemset2DAsync_ptsz(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemset2DAsync_ptsz(bd, devPtr, pitch, value, width, height, stream);
}

static inline cudaError_t bd_inline_cudaMemset2DAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemset2DAsync_ptsz(devPtr, pitch, value, width, height, stream, bd, bd_file, bd_line) : bd_cudaMemset2DAsync_ptsz(bd, devPtr, pitch, value, width, height, stream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemset2DAsync(bd, devPtr, pitch, value, width, height, stream) bd_inline_cudaMemset2DAsync_ptsz(__FILE__, __LINE__, bd, devPtr, pitch, value, width, height, stream)
#else
#define bd_cudaMemset2DAsync(bd, devPtr, pitch, value, width, height, stream) bd_inline_cudaMemset2DAsync(__FILE__, __LINE__, bd, devPtr, pitch, value, width, height, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemset3DAsync(bd, pitchedDevPtr, value, extent, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemset3DAsync(pitchedDevPtr, value, extent, stream, bd, bd_file, bd_line) : bd_cudaMemset3DAsync(bd, pitchedDevPtr, value, extent, stream);
}

static inline cudaError_t bd_inline_cudaMemset3DAsync(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3DAsync)(pitchedDevPtr, value, extent, stream)
                                 : bd_gen_at_cudaMemset3DAsync(pitchedDevPtr, value, extent, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemset3DAsync_ptsz(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemset3DAsync_ptsz(bd, pitchedDevPtr, value, extent, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemset3DAsync_ptsz(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemset3DAsync_ptsz(pitchedDevPtr, value, extent, stream, bd, bd_file, bd_line) : bd_cudaMemset3DAsync_ptsz(bd, pitchedDevPtr, value, extent, stream);
}

static inline cudaError_t bd_inline_cudaMemset3DAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3DAsync_ptsz)(pitchedDevPtr, value, extent, stream)
                                 : bd_gen_at_cudaMemset3DAsync_ptsz(pitchedDevPtr, value, extent, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemset3DAsync(bd, pitchedDevPtr, value, extent, stream) bd_inline_cudaMemset3DAsync_ptsz(__FILE__, __LINE__, bd, pitchedDevPtr, value, extent, stream)
#else
#define bd_cudaMemset3DAsync(bd, pitchedDevPtr, value, extent, stream) bd_inline_cudaMemset3DAsync(__FILE__, __LINE__, bd, pitchedDevPtr, value, extent, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetSymbolAddress(void **devPtr, const void *symbol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetSymbolAddress(bd, devPtr, symbol);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetSymbolAddress(void **devPtr, const void *symbol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetSymbolAddress(devPtr, symbol, bd, bd_file, bd_line) : bd_cudaGetSymbolAddress(bd, devPtr, symbol);
}

static inline cudaError_t bd_inline_cudaGetSymbolAddress(const char *bd_file, int bd_line, bound_dev_t *bd, void **devPtr, const void *symbol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSymbolAddress)(devPtr, symbol)
                                 : bd_gen_at_cudaGetSymbolAddress(devPtr, symbol, bd, bd_file, bd_line);
}
#define bd_cudaGetSymbolAddress(bd, devPtr, symbol) bd_inline_cudaGetSymbolAddress(__FILE__, __LINE__, bd, devPtr, symbol)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetSymbolSize(size_t *size, const void *symbol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetSymbolSize(bd, size, symbol);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetSymbolSize(size_t *size, const void *symbol, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetSymbolSize(size, symbol, bd, bd_file, bd_line) : bd_cudaGetSymbolSize(bd, size, symbol);
}

static inline cudaError_t bd_inline_cudaGetSymbolSize(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *size, const void *symbol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSymbolSize)(size, symbol)
                                 : bd_gen_at_cudaGetSymbolSize(size, symbol, bd, bd_file, bd_line);
}
#define bd_cudaGetSymbolSize(bd, size, symbol) bd_inline_cudaGetSymbolSize(__FILE__, __LINE__, bd, size, symbol)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPrefetchAsync(bd, devPtr, count, location, flags, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPrefetchAsync(devPtr, count, location, flags, stream, bd, bd_file, bd_line) : bd_cudaMemPrefetchAsync(bd, devPtr, count, location, flags, stream);
}

static inline cudaError_t bd_inline_cudaMemPrefetchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchAsync)(devPtr, count, location, flags, stream)
                                 : bd_gen_at_cudaMemPrefetchAsync(devPtr, count, location, flags, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPrefetchAsync_ptsz(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPrefetchAsync_ptsz(bd, devPtr, count, location, flags, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPrefetchAsync_ptsz(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPrefetchAsync_ptsz(devPtr, count, location, flags, stream, bd, bd_file, bd_line) : bd_cudaMemPrefetchAsync_ptsz(bd, devPtr, count, location, flags, stream);
}

static inline cudaError_t bd_inline_cudaMemPrefetchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchAsync_ptsz)(devPtr, count, location, flags, stream)
                                 : bd_gen_at_cudaMemPrefetchAsync_ptsz(devPtr, count, location, flags, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemPrefetchAsync(bd, devPtr, count, location, flags, stream) bd_inline_cudaMemPrefetchAsync_ptsz(__FILE__, __LINE__, bd, devPtr, count, location, flags, stream)
#else
#define bd_cudaMemPrefetchAsync(bd, devPtr, count, location, flags, stream) bd_inline_cudaMemPrefetchAsync(__FILE__, __LINE__, bd, devPtr, count, location, flags, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, bd_file, bd_line) : bd_cudaMemPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

static inline cudaError_t bd_inline_cudaMemPrefetchBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
                                 : bd_gen_at_cudaMemPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPrefetchBatchAsync_ptsz(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, bd_file, bd_line) : bd_cudaMemPrefetchBatchAsync_ptsz(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

static inline cudaError_t bd_inline_cudaMemPrefetchBatchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
                                 : bd_gen_at_cudaMemPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream) bd_inline_cudaMemPrefetchBatchAsync_ptsz(__FILE__, __LINE__, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
#else
#define bd_cudaMemPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream) bd_inline_cudaMemPrefetchBatchAsync(__FILE__, __LINE__, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemDiscardBatchAsync(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemDiscardBatchAsync(bd, dptrs, sizes, count, flags, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemDiscardBatchAsync(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemDiscardBatchAsync(dptrs, sizes, count, flags, stream, bd, bd_file, bd_line) : bd_cudaMemDiscardBatchAsync(bd, dptrs, sizes, count, flags, stream);
}

static inline cudaError_t bd_inline_cudaMemDiscardBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardBatchAsync)(dptrs, sizes, count, flags, stream)
                                 : bd_gen_at_cudaMemDiscardBatchAsync(dptrs, sizes, count, flags, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemDiscardBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemDiscardBatchAsync_ptsz(bd, dptrs, sizes, count, flags, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemDiscardBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemDiscardBatchAsync_ptsz(dptrs, sizes, count, flags, stream, bd, bd_file, bd_line) : bd_cudaMemDiscardBatchAsync_ptsz(bd, dptrs, sizes, count, flags, stream);
}

static inline cudaError_t bd_inline_cudaMemDiscardBatchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardBatchAsync_ptsz)(dptrs, sizes, count, flags, stream)
                                 : bd_gen_at_cudaMemDiscardBatchAsync_ptsz(dptrs, sizes, count, flags, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemDiscardBatchAsync(bd, dptrs, sizes, count, flags, stream) bd_inline_cudaMemDiscardBatchAsync_ptsz(__FILE__, __LINE__, bd, dptrs, sizes, count, flags, stream)
#else
#define bd_cudaMemDiscardBatchAsync(bd, dptrs, sizes, count, flags, stream) bd_inline_cudaMemDiscardBatchAsync(__FILE__, __LINE__, bd, dptrs, sizes, count, flags, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemDiscardAndPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemDiscardAndPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemDiscardAndPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemDiscardAndPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, bd_file, bd_line) : bd_cudaMemDiscardAndPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

static inline cudaError_t bd_inline_cudaMemDiscardAndPrefetchBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardAndPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
                                 : bd_gen_at_cudaMemDiscardAndPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemDiscardAndPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemDiscardAndPrefetchBatchAsync_ptsz(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemDiscardAndPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemDiscardAndPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, bd_file, bd_line) : bd_cudaMemDiscardAndPrefetchBatchAsync_ptsz(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

static inline cudaError_t bd_inline_cudaMemDiscardAndPrefetchBatchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardAndPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
                                 : bd_gen_at_cudaMemDiscardAndPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemDiscardAndPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream) bd_inline_cudaMemDiscardAndPrefetchBatchAsync_ptsz(__FILE__, __LINE__, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
#else
#define bd_cudaMemDiscardAndPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream) bd_inline_cudaMemDiscardAndPrefetchBatchAsync(__FILE__, __LINE__, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemAdvise(bd, devPtr, count, advice, location);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemAdvise(devPtr, count, advice, location, bd, bd_file, bd_line) : bd_cudaMemAdvise(bd, devPtr, count, advice, location);
}

static inline cudaError_t bd_inline_cudaMemAdvise(const char *bd_file, int bd_line, bound_dev_t *bd, const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemAdvise)(devPtr, count, advice, location)
                                 : bd_gen_at_cudaMemAdvise(devPtr, count, advice, location, bd, bd_file, bd_line);
}
#define bd_cudaMemAdvise(bd, devPtr, count, advice, location) bd_inline_cudaMemAdvise(__FILE__, __LINE__, bd, devPtr, count, advice, location)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemRangeGetAttribute(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemRangeGetAttribute(bd, data, dataSize, attribute, devPtr, count);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemRangeGetAttribute(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemRangeGetAttribute(data, dataSize, attribute, devPtr, count, bd, bd_file, bd_line) : bd_cudaMemRangeGetAttribute(bd, data, dataSize, attribute, devPtr, count);
}

static inline cudaError_t bd_inline_cudaMemRangeGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemRangeGetAttribute)(data, dataSize, attribute, devPtr, count)
                                 : bd_gen_at_cudaMemRangeGetAttribute(data, dataSize, attribute, devPtr, count, bd, bd_file, bd_line);
}
#define bd_cudaMemRangeGetAttribute(bd, data, dataSize, attribute, devPtr, count) bd_inline_cudaMemRangeGetAttribute(__FILE__, __LINE__, bd, data, dataSize, attribute, devPtr, count)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemRangeGetAttributes(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemRangeGetAttributes(bd, data, dataSizes, attributes, numAttributes, devPtr, count);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemRangeGetAttributes(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemRangeGetAttributes(data, dataSizes, attributes, numAttributes, devPtr, count, bd, bd_file, bd_line) : bd_cudaMemRangeGetAttributes(bd, data, dataSizes, attributes, numAttributes, devPtr, count);
}

static inline cudaError_t bd_inline_cudaMemRangeGetAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemRangeGetAttributes)(data, dataSizes, attributes, numAttributes, devPtr, count)
                                 : bd_gen_at_cudaMemRangeGetAttributes(data, dataSizes, attributes, numAttributes, devPtr, count, bd, bd_file, bd_line);
}
#define bd_cudaMemRangeGetAttributes(bd, data, dataSizes, attributes, numAttributes, devPtr, count) bd_inline_cudaMemRangeGetAttributes(__FILE__, __LINE__, bd, data, dataSizes, attributes, numAttributes, devPtr, count)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyToArray(bd, dst, wOffset, hOffset, src, count, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyToArray(dst, wOffset, hOffset, src, count, kind, bd, bd_file, bd_line) : bd_cudaMemcpyToArray(bd, dst, wOffset, hOffset, src, count, kind);
}

static inline cudaError_t bd_inline_cudaMemcpyToArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArray)(dst, wOffset, hOffset, src, count, kind)
                                 : bd_gen_at_cudaMemcpyToArray(dst, wOffset, hOffset, src, count, kind, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyToArray_ptds(bd, dst, wOffset, hOffset, src, count, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyToArray_ptds(dst, wOffset, hOffset, src, count, kind, bd, bd_file, bd_line) : bd_cudaMemcpyToArray_ptds(bd, dst, wOffset, hOffset, src, count, kind);
}

static inline cudaError_t bd_inline_cudaMemcpyToArray_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArray_ptds)(dst, wOffset, hOffset, src, count, kind)
                                 : bd_gen_at_cudaMemcpyToArray_ptds(dst, wOffset, hOffset, src, count, kind, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpyToArray(bd, dst, wOffset, hOffset, src, count, kind) bd_inline_cudaMemcpyToArray_ptds(__FILE__, __LINE__, bd, dst, wOffset, hOffset, src, count, kind)
#else
#define bd_cudaMemcpyToArray(bd, dst, wOffset, hOffset, src, count, kind) bd_inline_cudaMemcpyToArray(__FILE__, __LINE__, bd, dst, wOffset, hOffset, src, count, kind)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyFromArray(bd, dst, src, wOffset, hOffset, count, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyFromArray(dst, src, wOffset, hOffset, count, kind, bd, bd_file, bd_line) : bd_cudaMemcpyFromArray(bd, dst, src, wOffset, hOffset, count, kind);
}

static inline cudaError_t bd_inline_cudaMemcpyFromArray(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArray)(dst, src, wOffset, hOffset, count, kind)
                                 : bd_gen_at_cudaMemcpyFromArray(dst, src, wOffset, hOffset, count, kind, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyFromArray_ptds(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyFromArray_ptds(bd, dst, src, wOffset, hOffset, count, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyFromArray_ptds(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyFromArray_ptds(dst, src, wOffset, hOffset, count, kind, bd, bd_file, bd_line) : bd_cudaMemcpyFromArray_ptds(bd, dst, src, wOffset, hOffset, count, kind);
}

static inline cudaError_t bd_inline_cudaMemcpyFromArray_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArray_ptds)(dst, src, wOffset, hOffset, count, kind)
                                 : bd_gen_at_cudaMemcpyFromArray_ptds(dst, src, wOffset, hOffset, count, kind, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpyFromArray(bd, dst, src, wOffset, hOffset, count, kind) bd_inline_cudaMemcpyFromArray_ptds(__FILE__, __LINE__, bd, dst, src, wOffset, hOffset, count, kind)
#else
#define bd_cudaMemcpyFromArray(bd, dst, src, wOffset, hOffset, count, kind) bd_inline_cudaMemcpyFromArray(__FILE__, __LINE__, bd, dst, src, wOffset, hOffset, count, kind)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyArrayToArray(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind, bd, bd_file, bd_line) : bd_cudaMemcpyArrayToArray(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
}

static inline cudaError_t bd_inline_cudaMemcpyArrayToArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyArrayToArray)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind)
                                 : bd_gen_at_cudaMemcpyArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyArrayToArray_ptds(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind, bd, bd_file, bd_line) : bd_cudaMemcpyArrayToArray_ptds(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
}

static inline cudaError_t bd_inline_cudaMemcpyArrayToArray_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyArrayToArray_ptds)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind)
                                 : bd_gen_at_cudaMemcpyArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpyArrayToArray(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind) bd_inline_cudaMemcpyArrayToArray_ptds(__FILE__, __LINE__, bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind)
#else
#define bd_cudaMemcpyArrayToArray(bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind) bd_inline_cudaMemcpyArrayToArray(__FILE__, __LINE__, bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyToArrayAsync(bd, dst, wOffset, hOffset, src, count, kind, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyToArrayAsync(dst, wOffset, hOffset, src, count, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpyToArrayAsync(bd, dst, wOffset, hOffset, src, count, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyToArrayAsync(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArrayAsync)(dst, wOffset, hOffset, src, count, kind, stream)
                                 : bd_gen_at_cudaMemcpyToArrayAsync(dst, wOffset, hOffset, src, count, kind, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyToArrayAsync_ptsz(bd, dst, wOffset, hOffset, src, count, kind, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyToArrayAsync_ptsz(dst, wOffset, hOffset, src, count, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpyToArrayAsync_ptsz(bd, dst, wOffset, hOffset, src, count, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyToArrayAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArrayAsync_ptsz)(dst, wOffset, hOffset, src, count, kind, stream)
                                 : bd_gen_at_cudaMemcpyToArrayAsync_ptsz(dst, wOffset, hOffset, src, count, kind, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpyToArrayAsync(bd, dst, wOffset, hOffset, src, count, kind, stream) bd_inline_cudaMemcpyToArrayAsync_ptsz(__FILE__, __LINE__, bd, dst, wOffset, hOffset, src, count, kind, stream)
#else
#define bd_cudaMemcpyToArrayAsync(bd, dst, wOffset, hOffset, src, count, kind, stream) bd_inline_cudaMemcpyToArrayAsync(__FILE__, __LINE__, bd, dst, wOffset, hOffset, src, count, kind, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyFromArrayAsync(bd, dst, src, wOffset, hOffset, count, kind, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyFromArrayAsync(dst, src, wOffset, hOffset, count, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpyFromArrayAsync(bd, dst, src, wOffset, hOffset, count, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyFromArrayAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArrayAsync)(dst, src, wOffset, hOffset, count, kind, stream)
                                 : bd_gen_at_cudaMemcpyFromArrayAsync(dst, src, wOffset, hOffset, count, kind, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemcpyFromArrayAsync_ptsz(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemcpyFromArrayAsync_ptsz(bd, dst, src, wOffset, hOffset, count, kind, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemcpyFromArrayAsync_ptsz(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemcpyFromArrayAsync_ptsz(dst, src, wOffset, hOffset, count, kind, stream, bd, bd_file, bd_line) : bd_cudaMemcpyFromArrayAsync_ptsz(bd, dst, src, wOffset, hOffset, count, kind, stream);
}

static inline cudaError_t bd_inline_cudaMemcpyFromArrayAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArrayAsync_ptsz)(dst, src, wOffset, hOffset, count, kind, stream)
                                 : bd_gen_at_cudaMemcpyFromArrayAsync_ptsz(dst, src, wOffset, hOffset, count, kind, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMemcpyFromArrayAsync(bd, dst, src, wOffset, hOffset, count, kind, stream) bd_inline_cudaMemcpyFromArrayAsync_ptsz(__FILE__, __LINE__, bd, dst, src, wOffset, hOffset, count, kind, stream)
#else
#define bd_cudaMemcpyFromArrayAsync(bd, dst, src, wOffset, hOffset, count, kind, stream) bd_inline_cudaMemcpyFromArrayAsync(__FILE__, __LINE__, bd, dst, src, wOffset, hOffset, count, kind, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMallocAsync(bd, devPtr, size, hStream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMallocAsync(devPtr, size, hStream, bd, bd_file, bd_line) : bd_cudaMallocAsync(bd, devPtr, size, hStream);
}

static inline cudaError_t bd_inline_cudaMallocAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void **devPtr, size_t size, cudaStream_t hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocAsync)(devPtr, size, hStream)
                                 : bd_gen_at_cudaMallocAsync(devPtr, size, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMallocAsync_ptsz(void **devPtr, size_t size, cudaStream_t hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMallocAsync_ptsz(bd, devPtr, size, hStream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMallocAsync_ptsz(void **devPtr, size_t size, cudaStream_t hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMallocAsync_ptsz(devPtr, size, hStream, bd, bd_file, bd_line) : bd_cudaMallocAsync_ptsz(bd, devPtr, size, hStream);
}

static inline cudaError_t bd_inline_cudaMallocAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void **devPtr, size_t size, cudaStream_t hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocAsync_ptsz)(devPtr, size, hStream)
                                 : bd_gen_at_cudaMallocAsync_ptsz(devPtr, size, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMallocAsync(bd, devPtr, size, hStream) bd_inline_cudaMallocAsync_ptsz(__FILE__, __LINE__, bd, devPtr, size, hStream)
#else
#define bd_cudaMallocAsync(bd, devPtr, size, hStream) bd_inline_cudaMallocAsync(__FILE__, __LINE__, bd, devPtr, size, hStream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFreeAsync(void *devPtr, cudaStream_t hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFreeAsync(bd, devPtr, hStream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFreeAsync(void *devPtr, cudaStream_t hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFreeAsync(devPtr, hStream, bd, bd_file, bd_line) : bd_cudaFreeAsync(bd, devPtr, hStream);
}

static inline cudaError_t bd_inline_cudaFreeAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr, cudaStream_t hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeAsync)(devPtr, hStream)
                                 : bd_gen_at_cudaFreeAsync(devPtr, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaFreeAsync_ptsz(void *devPtr, cudaStream_t hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaFreeAsync_ptsz(bd, devPtr, hStream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaFreeAsync_ptsz(void *devPtr, cudaStream_t hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaFreeAsync_ptsz(devPtr, hStream, bd, bd_file, bd_line) : bd_cudaFreeAsync_ptsz(bd, devPtr, hStream);
}

static inline cudaError_t bd_inline_cudaFreeAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void *devPtr, cudaStream_t hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeAsync_ptsz)(devPtr, hStream)
                                 : bd_gen_at_cudaFreeAsync_ptsz(devPtr, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaFreeAsync(bd, devPtr, hStream) bd_inline_cudaFreeAsync_ptsz(__FILE__, __LINE__, bd, devPtr, hStream)
#else
#define bd_cudaFreeAsync(bd, devPtr, hStream) bd_inline_cudaFreeAsync(__FILE__, __LINE__, bd, devPtr, hStream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPoolTrimTo(bd, memPool, minBytesToKeep);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPoolTrimTo(memPool, minBytesToKeep, bd, bd_file, bd_line) : bd_cudaMemPoolTrimTo(bd, memPool, minBytesToKeep);
}

static inline cudaError_t bd_inline_cudaMemPoolTrimTo(const char *bd_file, int bd_line, bound_dev_t *bd, cudaMemPool_t memPool, size_t minBytesToKeep)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolTrimTo)(memPool, minBytesToKeep)
                                 : bd_gen_at_cudaMemPoolTrimTo(memPool, minBytesToKeep, bd, bd_file, bd_line);
}
#define bd_cudaMemPoolTrimTo(bd, memPool, minBytesToKeep) bd_inline_cudaMemPoolTrimTo(__FILE__, __LINE__, bd, memPool, minBytesToKeep)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPoolSetAttribute(bd, memPool, attr, value);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPoolSetAttribute(memPool, attr, value, bd, bd_file, bd_line) : bd_cudaMemPoolSetAttribute(bd, memPool, attr, value);
}

static inline cudaError_t bd_inline_cudaMemPoolSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolSetAttribute)(memPool, attr, value)
                                 : bd_gen_at_cudaMemPoolSetAttribute(memPool, attr, value, bd, bd_file, bd_line);
}
#define bd_cudaMemPoolSetAttribute(bd, memPool, attr, value) bd_inline_cudaMemPoolSetAttribute(__FILE__, __LINE__, bd, memPool, attr, value)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPoolGetAttribute(bd, memPool, attr, value);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPoolGetAttribute(memPool, attr, value, bd, bd_file, bd_line) : bd_cudaMemPoolGetAttribute(bd, memPool, attr, value);
}

static inline cudaError_t bd_inline_cudaMemPoolGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolGetAttribute)(memPool, attr, value)
                                 : bd_gen_at_cudaMemPoolGetAttribute(memPool, attr, value, bd, bd_file, bd_line);
}
#define bd_cudaMemPoolGetAttribute(bd, memPool, attr, value) bd_inline_cudaMemPoolGetAttribute(__FILE__, __LINE__, bd, memPool, attr, value)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPoolSetAccess(bd, memPool, descList, count);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPoolSetAccess(memPool, descList, count, bd, bd_file, bd_line) : bd_cudaMemPoolSetAccess(bd, memPool, descList, count);
}

static inline cudaError_t bd_inline_cudaMemPoolSetAccess(const char *bd_file, int bd_line, bound_dev_t *bd, cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolSetAccess)(memPool, descList, count)
                                 : bd_gen_at_cudaMemPoolSetAccess(memPool, descList, count, bd, bd_file, bd_line);
}
#define bd_cudaMemPoolSetAccess(bd, memPool, descList, count) bd_inline_cudaMemPoolSetAccess(__FILE__, __LINE__, bd, memPool, descList, count)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPoolGetAccess(bd, flags, memPool, location);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPoolGetAccess(flags, memPool, location, bd, bd_file, bd_line) : bd_cudaMemPoolGetAccess(bd, flags, memPool, location);
}

static inline cudaError_t bd_inline_cudaMemPoolGetAccess(const char *bd_file, int bd_line, bound_dev_t *bd, enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolGetAccess)(flags, memPool, location)
                                 : bd_gen_at_cudaMemPoolGetAccess(flags, memPool, location, bd, bd_file, bd_line);
}
#define bd_cudaMemPoolGetAccess(bd, flags, memPool, location) bd_inline_cudaMemPoolGetAccess(__FILE__, __LINE__, bd, flags, memPool, location)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPoolCreate(bd, memPool, poolProps);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPoolCreate(memPool, poolProps, bd, bd_file, bd_line) : bd_cudaMemPoolCreate(bd, memPool, poolProps);
}

static inline cudaError_t bd_inline_cudaMemPoolCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolCreate)(memPool, poolProps)
                                 : bd_gen_at_cudaMemPoolCreate(memPool, poolProps, bd, bd_file, bd_line);
}
#define bd_cudaMemPoolCreate(bd, memPool, poolProps) bd_inline_cudaMemPoolCreate(__FILE__, __LINE__, bd, memPool, poolProps)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPoolDestroy(cudaMemPool_t memPool, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPoolDestroy(bd, memPool);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPoolDestroy(cudaMemPool_t memPool, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPoolDestroy(memPool, bd, bd_file, bd_line) : bd_cudaMemPoolDestroy(bd, memPool);
}

static inline cudaError_t bd_inline_cudaMemPoolDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cudaMemPool_t memPool)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolDestroy)(memPool)
                                 : bd_gen_at_cudaMemPoolDestroy(memPool, bd, bd_file, bd_line);
}
#define bd_cudaMemPoolDestroy(bd, memPool) bd_inline_cudaMemPoolDestroy(__FILE__, __LINE__, bd, memPool)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMallocFromPoolAsync(bd, ptr, size, memPool, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMallocFromPoolAsync(ptr, size, memPool, stream, bd, bd_file, bd_line) : bd_cudaMallocFromPoolAsync(bd, ptr, size, memPool, stream);
}

static inline cudaError_t bd_inline_cudaMallocFromPoolAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocFromPoolAsync)(ptr, size, memPool, stream)
                                 : bd_gen_at_cudaMallocFromPoolAsync(ptr, size, memPool, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMallocFromPoolAsync_ptsz(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMallocFromPoolAsync_ptsz(bd, ptr, size, memPool, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMallocFromPoolAsync_ptsz(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMallocFromPoolAsync_ptsz(ptr, size, memPool, stream, bd, bd_file, bd_line) : bd_cudaMallocFromPoolAsync_ptsz(bd, ptr, size, memPool, stream);
}

static inline cudaError_t bd_inline_cudaMallocFromPoolAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocFromPoolAsync_ptsz)(ptr, size, memPool, stream)
                                 : bd_gen_at_cudaMallocFromPoolAsync_ptsz(ptr, size, memPool, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaMallocFromPoolAsync(bd, ptr, size, memPool, stream) bd_inline_cudaMallocFromPoolAsync_ptsz(__FILE__, __LINE__, bd, ptr, size, memPool, stream)
#else
#define bd_cudaMallocFromPoolAsync(bd, ptr, size, memPool, stream) bd_inline_cudaMallocFromPoolAsync(__FILE__, __LINE__, bd, ptr, size, memPool, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPoolExportToShareableHandle(void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPoolExportToShareableHandle(bd, shareableHandle, memPool, handleType, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPoolExportToShareableHandle(void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPoolExportToShareableHandle(shareableHandle, memPool, handleType, flags, bd, bd_file, bd_line) : bd_cudaMemPoolExportToShareableHandle(bd, shareableHandle, memPool, handleType, flags);
}

static inline cudaError_t bd_inline_cudaMemPoolExportToShareableHandle(const char *bd_file, int bd_line, bound_dev_t *bd, void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolExportToShareableHandle)(shareableHandle, memPool, handleType, flags)
                                 : bd_gen_at_cudaMemPoolExportToShareableHandle(shareableHandle, memPool, handleType, flags, bd, bd_file, bd_line);
}
#define bd_cudaMemPoolExportToShareableHandle(bd, shareableHandle, memPool, handleType, flags) bd_inline_cudaMemPoolExportToShareableHandle(__FILE__, __LINE__, bd, shareableHandle, memPool, handleType, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPoolImportFromShareableHandle(cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPoolImportFromShareableHandle(bd, memPool, shareableHandle, handleType, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPoolImportFromShareableHandle(cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPoolImportFromShareableHandle(memPool, shareableHandle, handleType, flags, bd, bd_file, bd_line) : bd_cudaMemPoolImportFromShareableHandle(bd, memPool, shareableHandle, handleType, flags);
}

static inline cudaError_t bd_inline_cudaMemPoolImportFromShareableHandle(const char *bd_file, int bd_line, bound_dev_t *bd, cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolImportFromShareableHandle)(memPool, shareableHandle, handleType, flags)
                                 : bd_gen_at_cudaMemPoolImportFromShareableHandle(memPool, shareableHandle, handleType, flags, bd, bd_file, bd_line);
}
#define bd_cudaMemPoolImportFromShareableHandle(bd, memPool, shareableHandle, handleType, flags) bd_inline_cudaMemPoolImportFromShareableHandle(__FILE__, __LINE__, bd, memPool, shareableHandle, handleType, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *exportData, void *ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPoolExportPointer(bd, exportData, ptr);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *exportData, void *ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPoolExportPointer(exportData, ptr, bd, bd_file, bd_line) : bd_cudaMemPoolExportPointer(bd, exportData, ptr);
}

static inline cudaError_t bd_inline_cudaMemPoolExportPointer(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaMemPoolPtrExportData *exportData, void *ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolExportPointer)(exportData, ptr)
                                 : bd_gen_at_cudaMemPoolExportPointer(exportData, ptr, bd, bd_file, bd_line);
}
#define bd_cudaMemPoolExportPointer(bd, exportData, ptr) bd_inline_cudaMemPoolExportPointer(__FILE__, __LINE__, bd, exportData, ptr)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaMemPoolImportPointer(bd, ptr, memPool, exportData);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaMemPoolImportPointer(ptr, memPool, exportData, bd, bd_file, bd_line) : bd_cudaMemPoolImportPointer(bd, ptr, memPool, exportData);
}

static inline cudaError_t bd_inline_cudaMemPoolImportPointer(const char *bd_file, int bd_line, bound_dev_t *bd, void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolImportPointer)(ptr, memPool, exportData)
                                 : bd_gen_at_cudaMemPoolImportPointer(ptr, memPool, exportData, bd, bd_file, bd_line);
}
#define bd_cudaMemPoolImportPointer(bd, ptr, memPool, exportData) bd_inline_cudaMemPoolImportPointer(__FILE__, __LINE__, bd, ptr, memPool, exportData)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaPointerGetAttributes(bd, attributes, ptr);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaPointerGetAttributes(attributes, ptr, bd, bd_file, bd_line) : bd_cudaPointerGetAttributes(bd, attributes, ptr);
}

static inline cudaError_t bd_inline_cudaPointerGetAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaPointerAttributes *attributes, const void *ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaPointerGetAttributes)(attributes, ptr)
                                 : bd_gen_at_cudaPointerGetAttributes(attributes, ptr, bd, bd_file, bd_line);
}
#define bd_cudaPointerGetAttributes(bd, attributes, ptr) bd_inline_cudaPointerGetAttributes(__FILE__, __LINE__, bd, attributes, ptr)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceEnablePeerAccess(bd, peerDevice, flags);
}

static inline cudaError_t bd_inline_cudaDeviceEnablePeerAccess(const char *bd_file, int bd_line, bound_dev_t *bd, int peerDevice, unsigned int flags)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceEnablePeerAccess(peerDevice, flags, bd, bd_file, bd_line) : bd_cudaDeviceEnablePeerAccess(bd, peerDevice, flags);
}
#define bd_cudaDeviceEnablePeerAccess(bd, peerDevice, flags) bd_inline_cudaDeviceEnablePeerAccess(__FILE__, __LINE__, bd, peerDevice, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDeviceDisablePeerAccess(int peerDevice, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDeviceDisablePeerAccess(bd, peerDevice);
}

static inline cudaError_t bd_inline_cudaDeviceDisablePeerAccess(const char *bd_file, int bd_line, bound_dev_t *bd, int peerDevice)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDeviceDisablePeerAccess(peerDevice, bd, bd_file, bd_line) : bd_cudaDeviceDisablePeerAccess(bd, peerDevice);
}
#define bd_cudaDeviceDisablePeerAccess(bd, peerDevice) bd_inline_cudaDeviceDisablePeerAccess(__FILE__, __LINE__, bd, peerDevice)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphicsUnregisterResource(bd, resource);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphicsUnregisterResource(resource, bd, bd_file, bd_line) : bd_cudaGraphicsUnregisterResource(bd, resource);
}

static inline cudaError_t bd_inline_cudaGraphicsUnregisterResource(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphicsResource_t resource)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsUnregisterResource)(resource)
                                 : bd_gen_at_cudaGraphicsUnregisterResource(resource, bd, bd_file, bd_line);
}
#define bd_cudaGraphicsUnregisterResource(bd, resource) bd_inline_cudaGraphicsUnregisterResource(__FILE__, __LINE__, bd, resource)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphicsResourceSetMapFlags(bd, resource, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphicsResourceSetMapFlags(resource, flags, bd, bd_file, bd_line) : bd_cudaGraphicsResourceSetMapFlags(bd, resource, flags);
}

static inline cudaError_t bd_inline_cudaGraphicsResourceSetMapFlags(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphicsResource_t resource, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceSetMapFlags)(resource, flags)
                                 : bd_gen_at_cudaGraphicsResourceSetMapFlags(resource, flags, bd, bd_file, bd_line);
}
#define bd_cudaGraphicsResourceSetMapFlags(bd, resource, flags) bd_inline_cudaGraphicsResourceSetMapFlags(__FILE__, __LINE__, bd, resource, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphicsMapResources(bd, count, resources, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphicsMapResources(count, resources, stream, bd, bd_file, bd_line) : bd_cudaGraphicsMapResources(bd, count, resources, stream);
}

static inline cudaError_t bd_inline_cudaGraphicsMapResources(const char *bd_file, int bd_line, bound_dev_t *bd, int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsMapResources)(count, resources, stream)
                                 : bd_gen_at_cudaGraphicsMapResources(count, resources, stream, bd, bd_file, bd_line);
}
#define bd_cudaGraphicsMapResources(bd, count, resources, stream) bd_inline_cudaGraphicsMapResources(__FILE__, __LINE__, bd, count, resources, stream)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphicsUnmapResources(bd, count, resources, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphicsUnmapResources(count, resources, stream, bd, bd_file, bd_line) : bd_cudaGraphicsUnmapResources(bd, count, resources, stream);
}

static inline cudaError_t bd_inline_cudaGraphicsUnmapResources(const char *bd_file, int bd_line, bound_dev_t *bd, int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsUnmapResources)(count, resources, stream)
                                 : bd_gen_at_cudaGraphicsUnmapResources(count, resources, stream, bd, bd_file, bd_line);
}
#define bd_cudaGraphicsUnmapResources(bd, count, resources, stream) bd_inline_cudaGraphicsUnmapResources(__FILE__, __LINE__, bd, count, resources, stream)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size, cudaGraphicsResource_t resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphicsResourceGetMappedPointer(bd, devPtr, size, resource);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size, cudaGraphicsResource_t resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphicsResourceGetMappedPointer(devPtr, size, resource, bd, bd_file, bd_line) : bd_cudaGraphicsResourceGetMappedPointer(bd, devPtr, size, resource);
}

static inline cudaError_t bd_inline_cudaGraphicsResourceGetMappedPointer(const char *bd_file, int bd_line, bound_dev_t *bd, void **devPtr, size_t *size, cudaGraphicsResource_t resource)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceGetMappedPointer)(devPtr, size, resource)
                                 : bd_gen_at_cudaGraphicsResourceGetMappedPointer(devPtr, size, resource, bd, bd_file, bd_line);
}
#define bd_cudaGraphicsResourceGetMappedPointer(bd, devPtr, size, resource) bd_inline_cudaGraphicsResourceGetMappedPointer(__FILE__, __LINE__, bd, devPtr, size, resource)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphicsSubResourceGetMappedArray(bd, array, resource, arrayIndex, mipLevel);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphicsSubResourceGetMappedArray(array, resource, arrayIndex, mipLevel, bd, bd_file, bd_line) : bd_cudaGraphicsSubResourceGetMappedArray(bd, array, resource, arrayIndex, mipLevel);
}

static inline cudaError_t bd_inline_cudaGraphicsSubResourceGetMappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsSubResourceGetMappedArray)(array, resource, arrayIndex, mipLevel)
                                 : bd_gen_at_cudaGraphicsSubResourceGetMappedArray(array, resource, arrayIndex, mipLevel, bd, bd_file, bd_line);
}
#define bd_cudaGraphicsSubResourceGetMappedArray(bd, array, resource, arrayIndex, mipLevel) bd_inline_cudaGraphicsSubResourceGetMappedArray(__FILE__, __LINE__, bd, array, resource, arrayIndex, mipLevel)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphicsResourceGetMappedMipmappedArray(bd, mipmappedArray, resource);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphicsResourceGetMappedMipmappedArray(mipmappedArray, resource, bd, bd_file, bd_line) : bd_cudaGraphicsResourceGetMappedMipmappedArray(bd, mipmappedArray, resource);
}

static inline cudaError_t bd_inline_cudaGraphicsResourceGetMappedMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceGetMappedMipmappedArray)(mipmappedArray, resource)
                                 : bd_gen_at_cudaGraphicsResourceGetMappedMipmappedArray(mipmappedArray, resource, bd, bd_file, bd_line);
}
#define bd_cudaGraphicsResourceGetMappedMipmappedArray(bd, mipmappedArray, resource) bd_inline_cudaGraphicsResourceGetMappedMipmappedArray(__FILE__, __LINE__, bd, mipmappedArray, resource)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetChannelDesc(bd, desc, array);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetChannelDesc(desc, array, bd, bd_file, bd_line) : bd_cudaGetChannelDesc(bd, desc, array);
}

static inline cudaError_t bd_inline_cudaGetChannelDesc(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaChannelFormatDesc *desc, cudaArray_const_t array)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetChannelDesc)(desc, array)
                                 : bd_gen_at_cudaGetChannelDesc(desc, array, bd, bd_file, bd_line);
}
#define bd_cudaGetChannelDesc(bd, desc, array) bd_inline_cudaGetChannelDesc(__FILE__, __LINE__, bd, desc, array)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaCreateTextureObject(bd, pTexObject, pResDesc, pTexDesc, pResViewDesc);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaCreateTextureObject(pTexObject, pResDesc, pTexDesc, pResViewDesc, bd, bd_file, bd_line) : bd_cudaCreateTextureObject(bd, pTexObject, pResDesc, pTexDesc, pResViewDesc);
}

static inline cudaError_t bd_inline_cudaCreateTextureObject(const char *bd_file, int bd_line, bound_dev_t *bd, cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateTextureObject)(pTexObject, pResDesc, pTexDesc, pResViewDesc)
                                 : bd_gen_at_cudaCreateTextureObject(pTexObject, pResDesc, pTexDesc, pResViewDesc, bd, bd_file, bd_line);
}
#define bd_cudaCreateTextureObject(bd, pTexObject, pResDesc, pTexDesc, pResViewDesc) bd_inline_cudaCreateTextureObject(__FILE__, __LINE__, bd, pTexObject, pResDesc, pTexDesc, pResViewDesc)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDestroyTextureObject(cudaTextureObject_t texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDestroyTextureObject(bd, texObject);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDestroyTextureObject(cudaTextureObject_t texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDestroyTextureObject(texObject, bd, bd_file, bd_line) : bd_cudaDestroyTextureObject(bd, texObject);
}

static inline cudaError_t bd_inline_cudaDestroyTextureObject(const char *bd_file, int bd_line, bound_dev_t *bd, cudaTextureObject_t texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyTextureObject)(texObject)
                                 : bd_gen_at_cudaDestroyTextureObject(texObject, bd, bd_file, bd_line);
}
#define bd_cudaDestroyTextureObject(bd, texObject) bd_inline_cudaDestroyTextureObject(__FILE__, __LINE__, bd, texObject)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetTextureObjectResourceDesc(bd, pResDesc, texObject);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetTextureObjectResourceDesc(pResDesc, texObject, bd, bd_file, bd_line) : bd_cudaGetTextureObjectResourceDesc(bd, pResDesc, texObject);
}

static inline cudaError_t bd_inline_cudaGetTextureObjectResourceDesc(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectResourceDesc)(pResDesc, texObject)
                                 : bd_gen_at_cudaGetTextureObjectResourceDesc(pResDesc, texObject, bd, bd_file, bd_line);
}
#define bd_cudaGetTextureObjectResourceDesc(bd, pResDesc, texObject) bd_inline_cudaGetTextureObjectResourceDesc(__FILE__, __LINE__, bd, pResDesc, texObject)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetTextureObjectTextureDesc(bd, pTexDesc, texObject);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetTextureObjectTextureDesc(pTexDesc, texObject, bd, bd_file, bd_line) : bd_cudaGetTextureObjectTextureDesc(bd, pTexDesc, texObject);
}

static inline cudaError_t bd_inline_cudaGetTextureObjectTextureDesc(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectTextureDesc)(pTexDesc, texObject)
                                 : bd_gen_at_cudaGetTextureObjectTextureDesc(pTexDesc, texObject, bd, bd_file, bd_line);
}
#define bd_cudaGetTextureObjectTextureDesc(bd, pTexDesc, texObject) bd_inline_cudaGetTextureObjectTextureDesc(__FILE__, __LINE__, bd, pTexDesc, texObject)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetTextureObjectResourceViewDesc(bd, pResViewDesc, texObject);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetTextureObjectResourceViewDesc(pResViewDesc, texObject, bd, bd_file, bd_line) : bd_cudaGetTextureObjectResourceViewDesc(bd, pResViewDesc, texObject);
}

static inline cudaError_t bd_inline_cudaGetTextureObjectResourceViewDesc(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectResourceViewDesc)(pResViewDesc, texObject)
                                 : bd_gen_at_cudaGetTextureObjectResourceViewDesc(pResViewDesc, texObject, bd, bd_file, bd_line);
}
#define bd_cudaGetTextureObjectResourceViewDesc(bd, pResViewDesc, texObject) bd_inline_cudaGetTextureObjectResourceViewDesc(__FILE__, __LINE__, bd, pResViewDesc, texObject)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaCreateSurfaceObject(bd, pSurfObject, pResDesc);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaCreateSurfaceObject(pSurfObject, pResDesc, bd, bd_file, bd_line) : bd_cudaCreateSurfaceObject(bd, pSurfObject, pResDesc);
}

static inline cudaError_t bd_inline_cudaCreateSurfaceObject(const char *bd_file, int bd_line, bound_dev_t *bd, cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateSurfaceObject)(pSurfObject, pResDesc)
                                 : bd_gen_at_cudaCreateSurfaceObject(pSurfObject, pResDesc, bd, bd_file, bd_line);
}
#define bd_cudaCreateSurfaceObject(bd, pSurfObject, pResDesc) bd_inline_cudaCreateSurfaceObject(__FILE__, __LINE__, bd, pSurfObject, pResDesc)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaDestroySurfaceObject(bd, surfObject);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaDestroySurfaceObject(surfObject, bd, bd_file, bd_line) : bd_cudaDestroySurfaceObject(bd, surfObject);
}

static inline cudaError_t bd_inline_cudaDestroySurfaceObject(const char *bd_file, int bd_line, bound_dev_t *bd, cudaSurfaceObject_t surfObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroySurfaceObject)(surfObject)
                                 : bd_gen_at_cudaDestroySurfaceObject(surfObject, bd, bd_file, bd_line);
}
#define bd_cudaDestroySurfaceObject(bd, surfObject) bd_inline_cudaDestroySurfaceObject(__FILE__, __LINE__, bd, surfObject)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetSurfaceObjectResourceDesc(bd, pResDesc, surfObject);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetSurfaceObjectResourceDesc(pResDesc, surfObject, bd, bd_file, bd_line) : bd_cudaGetSurfaceObjectResourceDesc(bd, pResDesc, surfObject);
}

static inline cudaError_t bd_inline_cudaGetSurfaceObjectResourceDesc(const char *bd_file, int bd_line, bound_dev_t *bd, struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSurfaceObjectResourceDesc)(pResDesc, surfObject)
                                 : bd_gen_at_cudaGetSurfaceObjectResourceDesc(pResDesc, surfObject, bd, bd_file, bd_line);
}
#define bd_cudaGetSurfaceObjectResourceDesc(bd, pResDesc, surfObject) bd_inline_cudaGetSurfaceObjectResourceDesc(__FILE__, __LINE__, bd, pResDesc, surfObject)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphCreate(bd, pGraph, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphCreate(pGraph, flags, bd, bd_file, bd_line) : bd_cudaGraphCreate(bd, pGraph, flags);
}

static inline cudaError_t bd_inline_cudaGraphCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraph_t *pGraph, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphCreate)(pGraph, flags)
                                 : bd_gen_at_cudaGraphCreate(pGraph, flags, bd, bd_file, bd_line);
}
#define bd_cudaGraphCreate(bd, pGraph, flags) bd_inline_cudaGraphCreate(__FILE__, __LINE__, bd, pGraph, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddKernelNode(bd, pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddKernelNode(pGraphNode, graph, pDependencies, numDependencies, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphAddKernelNode(bd, pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphAddKernelNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddKernelNode)(pGraphNode, graph, pDependencies, numDependencies, pNodeParams)
                                 : bd_gen_at_cudaGraphAddKernelNode(pGraphNode, graph, pDependencies, numDependencies, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddKernelNode(bd, pGraphNode, graph, pDependencies, numDependencies, pNodeParams) bd_inline_cudaGraphAddKernelNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphKernelNodeGetParams(bd, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphKernelNodeGetParams(node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphKernelNodeGetParams(bd, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphKernelNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeGetParams)(node, pNodeParams)
                                 : bd_gen_at_cudaGraphKernelNodeGetParams(node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphKernelNodeGetParams(bd, node, pNodeParams) bd_inline_cudaGraphKernelNodeGetParams(__FILE__, __LINE__, bd, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphKernelNodeSetParams(bd, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphKernelNodeSetParams(node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphKernelNodeSetParams(bd, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphKernelNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeSetParams)(node, pNodeParams)
                                 : bd_gen_at_cudaGraphKernelNodeSetParams(node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphKernelNodeSetParams(bd, node, pNodeParams) bd_inline_cudaGraphKernelNodeSetParams(__FILE__, __LINE__, bd, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphKernelNodeCopyAttributes(bd, hDst, hSrc);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphKernelNodeCopyAttributes(hDst, hSrc, bd, bd_file, bd_line) : bd_cudaGraphKernelNodeCopyAttributes(bd, hDst, hSrc);
}

static inline cudaError_t bd_inline_cudaGraphKernelNodeCopyAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeCopyAttributes)(hDst, hSrc)
                                 : bd_gen_at_cudaGraphKernelNodeCopyAttributes(hDst, hSrc, bd, bd_file, bd_line);
}
#define bd_cudaGraphKernelNodeCopyAttributes(bd, hDst, hSrc) bd_inline_cudaGraphKernelNodeCopyAttributes(__FILE__, __LINE__, bd, hDst, hSrc)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphKernelNodeGetAttribute(bd, hNode, attr, value_out);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphKernelNodeGetAttribute(hNode, attr, value_out, bd, bd_file, bd_line) : bd_cudaGraphKernelNodeGetAttribute(bd, hNode, attr, value_out);
}

static inline cudaError_t bd_inline_cudaGraphKernelNodeGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t hNode, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeGetAttribute)(hNode, attr, value_out)
                                 : bd_gen_at_cudaGraphKernelNodeGetAttribute(hNode, attr, value_out, bd, bd_file, bd_line);
}
#define bd_cudaGraphKernelNodeGetAttribute(bd, hNode, attr, value_out) bd_inline_cudaGraphKernelNodeGetAttribute(__FILE__, __LINE__, bd, hNode, attr, value_out)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphKernelNodeSetAttribute(bd, hNode, attr, value);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphKernelNodeSetAttribute(hNode, attr, value, bd, bd_file, bd_line) : bd_cudaGraphKernelNodeSetAttribute(bd, hNode, attr, value);
}

static inline cudaError_t bd_inline_cudaGraphKernelNodeSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t hNode, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeSetAttribute)(hNode, attr, value)
                                 : bd_gen_at_cudaGraphKernelNodeSetAttribute(hNode, attr, value, bd, bd_file, bd_line);
}
#define bd_cudaGraphKernelNodeSetAttribute(bd, hNode, attr, value) bd_inline_cudaGraphKernelNodeSetAttribute(__FILE__, __LINE__, bd, hNode, attr, value)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddMemcpyNode(bd, pGraphNode, graph, pDependencies, numDependencies, pCopyParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddMemcpyNode(pGraphNode, graph, pDependencies, numDependencies, pCopyParams, bd, bd_file, bd_line) : bd_cudaGraphAddMemcpyNode(bd, pGraphNode, graph, pDependencies, numDependencies, pCopyParams);
}

static inline cudaError_t bd_inline_cudaGraphAddMemcpyNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNode)(pGraphNode, graph, pDependencies, numDependencies, pCopyParams)
                                 : bd_gen_at_cudaGraphAddMemcpyNode(pGraphNode, graph, pDependencies, numDependencies, pCopyParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddMemcpyNode(bd, pGraphNode, graph, pDependencies, numDependencies, pCopyParams) bd_inline_cudaGraphAddMemcpyNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, pCopyParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddMemcpyNodeToSymbol(bd, pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddMemcpyNodeToSymbol(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind, bd, bd_file, bd_line) : bd_cudaGraphAddMemcpyNodeToSymbol(bd, pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind);
}

static inline cudaError_t bd_inline_cudaGraphAddMemcpyNodeToSymbol(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNodeToSymbol)(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind)
                                 : bd_gen_at_cudaGraphAddMemcpyNodeToSymbol(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddMemcpyNodeToSymbol(bd, pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind) bd_inline_cudaGraphAddMemcpyNodeToSymbol(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddMemcpyNodeFromSymbol(bd, pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddMemcpyNodeFromSymbol(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind, bd, bd_file, bd_line) : bd_cudaGraphAddMemcpyNodeFromSymbol(bd, pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind);
}

static inline cudaError_t bd_inline_cudaGraphAddMemcpyNodeFromSymbol(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNodeFromSymbol)(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind)
                                 : bd_gen_at_cudaGraphAddMemcpyNodeFromSymbol(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddMemcpyNodeFromSymbol(bd, pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind) bd_inline_cudaGraphAddMemcpyNodeFromSymbol(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddMemcpyNode1D(bd, pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddMemcpyNode1D(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind, bd, bd_file, bd_line) : bd_cudaGraphAddMemcpyNode1D(bd, pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind);
}

static inline cudaError_t bd_inline_cudaGraphAddMemcpyNode1D(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNode1D)(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind)
                                 : bd_gen_at_cudaGraphAddMemcpyNode1D(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddMemcpyNode1D(bd, pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind) bd_inline_cudaGraphAddMemcpyNode1D(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphMemcpyNodeGetParams(bd, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphMemcpyNodeGetParams(node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphMemcpyNodeGetParams(bd, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphMemcpyNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeGetParams)(node, pNodeParams)
                                 : bd_gen_at_cudaGraphMemcpyNodeGetParams(node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphMemcpyNodeGetParams(bd, node, pNodeParams) bd_inline_cudaGraphMemcpyNodeGetParams(__FILE__, __LINE__, bd, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphMemcpyNodeSetParams(bd, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphMemcpyNodeSetParams(node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphMemcpyNodeSetParams(bd, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphMemcpyNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParams)(node, pNodeParams)
                                 : bd_gen_at_cudaGraphMemcpyNodeSetParams(node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphMemcpyNodeSetParams(bd, node, pNodeParams) bd_inline_cudaGraphMemcpyNodeSetParams(__FILE__, __LINE__, bd, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphMemcpyNodeSetParamsToSymbol(bd, node, symbol, src, count, offset, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphMemcpyNodeSetParamsToSymbol(node, symbol, src, count, offset, kind, bd, bd_file, bd_line) : bd_cudaGraphMemcpyNodeSetParamsToSymbol(bd, node, symbol, src, count, offset, kind);
}

static inline cudaError_t bd_inline_cudaGraphMemcpyNodeSetParamsToSymbol(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParamsToSymbol)(node, symbol, src, count, offset, kind)
                                 : bd_gen_at_cudaGraphMemcpyNodeSetParamsToSymbol(node, symbol, src, count, offset, kind, bd, bd_file, bd_line);
}
#define bd_cudaGraphMemcpyNodeSetParamsToSymbol(bd, node, symbol, src, count, offset, kind) bd_inline_cudaGraphMemcpyNodeSetParamsToSymbol(__FILE__, __LINE__, bd, node, symbol, src, count, offset, kind)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphMemcpyNodeSetParamsFromSymbol(bd, node, dst, symbol, count, offset, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphMemcpyNodeSetParamsFromSymbol(node, dst, symbol, count, offset, kind, bd, bd_file, bd_line) : bd_cudaGraphMemcpyNodeSetParamsFromSymbol(bd, node, dst, symbol, count, offset, kind);
}

static inline cudaError_t bd_inline_cudaGraphMemcpyNodeSetParamsFromSymbol(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParamsFromSymbol)(node, dst, symbol, count, offset, kind)
                                 : bd_gen_at_cudaGraphMemcpyNodeSetParamsFromSymbol(node, dst, symbol, count, offset, kind, bd, bd_file, bd_line);
}
#define bd_cudaGraphMemcpyNodeSetParamsFromSymbol(bd, node, dst, symbol, count, offset, kind) bd_inline_cudaGraphMemcpyNodeSetParamsFromSymbol(__FILE__, __LINE__, bd, node, dst, symbol, count, offset, kind)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphMemcpyNodeSetParams1D(bd, node, dst, src, count, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphMemcpyNodeSetParams1D(node, dst, src, count, kind, bd, bd_file, bd_line) : bd_cudaGraphMemcpyNodeSetParams1D(bd, node, dst, src, count, kind);
}

static inline cudaError_t bd_inline_cudaGraphMemcpyNodeSetParams1D(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParams1D)(node, dst, src, count, kind)
                                 : bd_gen_at_cudaGraphMemcpyNodeSetParams1D(node, dst, src, count, kind, bd, bd_file, bd_line);
}
#define bd_cudaGraphMemcpyNodeSetParams1D(bd, node, dst, src, count, kind) bd_inline_cudaGraphMemcpyNodeSetParams1D(__FILE__, __LINE__, bd, node, dst, src, count, kind)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddMemsetNode(bd, pGraphNode, graph, pDependencies, numDependencies, pMemsetParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddMemsetNode(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams, bd, bd_file, bd_line) : bd_cudaGraphAddMemsetNode(bd, pGraphNode, graph, pDependencies, numDependencies, pMemsetParams);
}

static inline cudaError_t bd_inline_cudaGraphAddMemsetNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemsetNode)(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams)
                                 : bd_gen_at_cudaGraphAddMemsetNode(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddMemsetNode(bd, pGraphNode, graph, pDependencies, numDependencies, pMemsetParams) bd_inline_cudaGraphAddMemsetNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, pMemsetParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphMemsetNodeGetParams(bd, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphMemsetNodeGetParams(node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphMemsetNodeGetParams(bd, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphMemsetNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemsetNodeGetParams)(node, pNodeParams)
                                 : bd_gen_at_cudaGraphMemsetNodeGetParams(node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphMemsetNodeGetParams(bd, node, pNodeParams) bd_inline_cudaGraphMemsetNodeGetParams(__FILE__, __LINE__, bd, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphMemsetNodeSetParams(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphMemsetNodeSetParams(bd, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphMemsetNodeSetParams(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphMemsetNodeSetParams(node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphMemsetNodeSetParams(bd, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphMemsetNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemsetNodeSetParams)(node, pNodeParams)
                                 : bd_gen_at_cudaGraphMemsetNodeSetParams(node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphMemsetNodeSetParams(bd, node, pNodeParams) bd_inline_cudaGraphMemsetNodeSetParams(__FILE__, __LINE__, bd, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddHostNode(bd, pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddHostNode(pGraphNode, graph, pDependencies, numDependencies, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphAddHostNode(bd, pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphAddHostNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddHostNode)(pGraphNode, graph, pDependencies, numDependencies, pNodeParams)
                                 : bd_gen_at_cudaGraphAddHostNode(pGraphNode, graph, pDependencies, numDependencies, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddHostNode(bd, pGraphNode, graph, pDependencies, numDependencies, pNodeParams) bd_inline_cudaGraphAddHostNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphHostNodeGetParams(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphHostNodeGetParams(bd, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphHostNodeGetParams(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphHostNodeGetParams(node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphHostNodeGetParams(bd, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphHostNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphHostNodeGetParams)(node, pNodeParams)
                                 : bd_gen_at_cudaGraphHostNodeGetParams(node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphHostNodeGetParams(bd, node, pNodeParams) bd_inline_cudaGraphHostNodeGetParams(__FILE__, __LINE__, bd, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphHostNodeSetParams(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphHostNodeSetParams(bd, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphHostNodeSetParams(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphHostNodeSetParams(node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphHostNodeSetParams(bd, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphHostNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphHostNodeSetParams)(node, pNodeParams)
                                 : bd_gen_at_cudaGraphHostNodeSetParams(node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphHostNodeSetParams(bd, node, pNodeParams) bd_inline_cudaGraphHostNodeSetParams(__FILE__, __LINE__, bd, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddChildGraphNode(bd, pGraphNode, graph, pDependencies, numDependencies, childGraph);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddChildGraphNode(pGraphNode, graph, pDependencies, numDependencies, childGraph, bd, bd_file, bd_line) : bd_cudaGraphAddChildGraphNode(bd, pGraphNode, graph, pDependencies, numDependencies, childGraph);
}

static inline cudaError_t bd_inline_cudaGraphAddChildGraphNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddChildGraphNode)(pGraphNode, graph, pDependencies, numDependencies, childGraph)
                                 : bd_gen_at_cudaGraphAddChildGraphNode(pGraphNode, graph, pDependencies, numDependencies, childGraph, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddChildGraphNode(bd, pGraphNode, graph, pDependencies, numDependencies, childGraph) bd_inline_cudaGraphAddChildGraphNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, childGraph)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphChildGraphNodeGetGraph(bd, node, pGraph);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphChildGraphNodeGetGraph(node, pGraph, bd, bd_file, bd_line) : bd_cudaGraphChildGraphNodeGetGraph(bd, node, pGraph);
}

static inline cudaError_t bd_inline_cudaGraphChildGraphNodeGetGraph(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphChildGraphNodeGetGraph)(node, pGraph)
                                 : bd_gen_at_cudaGraphChildGraphNodeGetGraph(node, pGraph, bd, bd_file, bd_line);
}
#define bd_cudaGraphChildGraphNodeGetGraph(bd, node, pGraph) bd_inline_cudaGraphChildGraphNodeGetGraph(__FILE__, __LINE__, bd, node, pGraph)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddEmptyNode(bd, pGraphNode, graph, pDependencies, numDependencies);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddEmptyNode(pGraphNode, graph, pDependencies, numDependencies, bd, bd_file, bd_line) : bd_cudaGraphAddEmptyNode(bd, pGraphNode, graph, pDependencies, numDependencies);
}

static inline cudaError_t bd_inline_cudaGraphAddEmptyNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEmptyNode)(pGraphNode, graph, pDependencies, numDependencies)
                                 : bd_gen_at_cudaGraphAddEmptyNode(pGraphNode, graph, pDependencies, numDependencies, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddEmptyNode(bd, pGraphNode, graph, pDependencies, numDependencies) bd_inline_cudaGraphAddEmptyNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddEventRecordNode(bd, pGraphNode, graph, pDependencies, numDependencies, event);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddEventRecordNode(pGraphNode, graph, pDependencies, numDependencies, event, bd, bd_file, bd_line) : bd_cudaGraphAddEventRecordNode(bd, pGraphNode, graph, pDependencies, numDependencies, event);
}

static inline cudaError_t bd_inline_cudaGraphAddEventRecordNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEventRecordNode)(pGraphNode, graph, pDependencies, numDependencies, event)
                                 : bd_gen_at_cudaGraphAddEventRecordNode(pGraphNode, graph, pDependencies, numDependencies, event, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddEventRecordNode(bd, pGraphNode, graph, pDependencies, numDependencies, event) bd_inline_cudaGraphAddEventRecordNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, event)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphEventRecordNodeGetEvent(bd, node, event_out);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphEventRecordNodeGetEvent(node, event_out, bd, bd_file, bd_line) : bd_cudaGraphEventRecordNodeGetEvent(bd, node, event_out);
}

static inline cudaError_t bd_inline_cudaGraphEventRecordNodeGetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t *event_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventRecordNodeGetEvent)(node, event_out)
                                 : bd_gen_at_cudaGraphEventRecordNodeGetEvent(node, event_out, bd, bd_file, bd_line);
}
#define bd_cudaGraphEventRecordNodeGetEvent(bd, node, event_out) bd_inline_cudaGraphEventRecordNodeGetEvent(__FILE__, __LINE__, bd, node, event_out)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphEventRecordNodeSetEvent(bd, node, event);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphEventRecordNodeSetEvent(node, event, bd, bd_file, bd_line) : bd_cudaGraphEventRecordNodeSetEvent(bd, node, event);
}

static inline cudaError_t bd_inline_cudaGraphEventRecordNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventRecordNodeSetEvent)(node, event)
                                 : bd_gen_at_cudaGraphEventRecordNodeSetEvent(node, event, bd, bd_file, bd_line);
}
#define bd_cudaGraphEventRecordNodeSetEvent(bd, node, event) bd_inline_cudaGraphEventRecordNodeSetEvent(__FILE__, __LINE__, bd, node, event)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddEventWaitNode(bd, pGraphNode, graph, pDependencies, numDependencies, event);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddEventWaitNode(pGraphNode, graph, pDependencies, numDependencies, event, bd, bd_file, bd_line) : bd_cudaGraphAddEventWaitNode(bd, pGraphNode, graph, pDependencies, numDependencies, event);
}

static inline cudaError_t bd_inline_cudaGraphAddEventWaitNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEventWaitNode)(pGraphNode, graph, pDependencies, numDependencies, event)
                                 : bd_gen_at_cudaGraphAddEventWaitNode(pGraphNode, graph, pDependencies, numDependencies, event, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddEventWaitNode(bd, pGraphNode, graph, pDependencies, numDependencies, event) bd_inline_cudaGraphAddEventWaitNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, event)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphEventWaitNodeGetEvent(bd, node, event_out);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphEventWaitNodeGetEvent(node, event_out, bd, bd_file, bd_line) : bd_cudaGraphEventWaitNodeGetEvent(bd, node, event_out);
}

static inline cudaError_t bd_inline_cudaGraphEventWaitNodeGetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t *event_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventWaitNodeGetEvent)(node, event_out)
                                 : bd_gen_at_cudaGraphEventWaitNodeGetEvent(node, event_out, bd, bd_file, bd_line);
}
#define bd_cudaGraphEventWaitNodeGetEvent(bd, node, event_out) bd_inline_cudaGraphEventWaitNodeGetEvent(__FILE__, __LINE__, bd, node, event_out)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphEventWaitNodeSetEvent(bd, node, event);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphEventWaitNodeSetEvent(node, event, bd, bd_file, bd_line) : bd_cudaGraphEventWaitNodeSetEvent(bd, node, event);
}

static inline cudaError_t bd_inline_cudaGraphEventWaitNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventWaitNodeSetEvent)(node, event)
                                 : bd_gen_at_cudaGraphEventWaitNodeSetEvent(node, event, bd, bd_file, bd_line);
}
#define bd_cudaGraphEventWaitNodeSetEvent(bd, node, event) bd_inline_cudaGraphEventWaitNodeSetEvent(__FILE__, __LINE__, bd, node, event)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddExternalSemaphoresSignalNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddExternalSemaphoresSignalNode(bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddExternalSemaphoresSignalNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddExternalSemaphoresSignalNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams, bd, bd_file, bd_line) : bd_cudaGraphAddExternalSemaphoresSignalNode(bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams);
}

static inline cudaError_t bd_inline_cudaGraphAddExternalSemaphoresSignalNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddExternalSemaphoresSignalNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams)
                                 : bd_gen_at_cudaGraphAddExternalSemaphoresSignalNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddExternalSemaphoresSignalNode(bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams) bd_inline_cudaGraphAddExternalSemaphoresSignalNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExternalSemaphoresSignalNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExternalSemaphoresSignalNodeGetParams(bd, hNode, params_out);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExternalSemaphoresSignalNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out, bd, bd_file, bd_line) : bd_cudaGraphExternalSemaphoresSignalNodeGetParams(bd, hNode, params_out);
}

static inline cudaError_t bd_inline_cudaGraphExternalSemaphoresSignalNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresSignalNodeGetParams)(hNode, params_out)
                                 : bd_gen_at_cudaGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out, bd, bd_file, bd_line);
}
#define bd_cudaGraphExternalSemaphoresSignalNodeGetParams(bd, hNode, params_out) bd_inline_cudaGraphExternalSemaphoresSignalNodeGetParams(__FILE__, __LINE__, bd, hNode, params_out)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExternalSemaphoresSignalNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExternalSemaphoresSignalNodeSetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExternalSemaphoresSignalNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cudaGraphExternalSemaphoresSignalNodeSetParams(bd, hNode, nodeParams);
}

static inline cudaError_t bd_inline_cudaGraphExternalSemaphoresSignalNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresSignalNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_at_cudaGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphExternalSemaphoresSignalNodeSetParams(bd, hNode, nodeParams) bd_inline_cudaGraphExternalSemaphoresSignalNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddExternalSemaphoresWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddExternalSemaphoresWaitNode(bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddExternalSemaphoresWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddExternalSemaphoresWaitNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams, bd, bd_file, bd_line) : bd_cudaGraphAddExternalSemaphoresWaitNode(bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams);
}

static inline cudaError_t bd_inline_cudaGraphAddExternalSemaphoresWaitNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddExternalSemaphoresWaitNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams)
                                 : bd_gen_at_cudaGraphAddExternalSemaphoresWaitNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddExternalSemaphoresWaitNode(bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams) bd_inline_cudaGraphAddExternalSemaphoresWaitNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExternalSemaphoresWaitNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExternalSemaphoresWaitNodeGetParams(bd, hNode, params_out);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExternalSemaphoresWaitNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out, bd, bd_file, bd_line) : bd_cudaGraphExternalSemaphoresWaitNodeGetParams(bd, hNode, params_out);
}

static inline cudaError_t bd_inline_cudaGraphExternalSemaphoresWaitNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresWaitNodeGetParams)(hNode, params_out)
                                 : bd_gen_at_cudaGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out, bd, bd_file, bd_line);
}
#define bd_cudaGraphExternalSemaphoresWaitNodeGetParams(bd, hNode, params_out) bd_inline_cudaGraphExternalSemaphoresWaitNodeGetParams(__FILE__, __LINE__, bd, hNode, params_out)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExternalSemaphoresWaitNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExternalSemaphoresWaitNodeSetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExternalSemaphoresWaitNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cudaGraphExternalSemaphoresWaitNodeSetParams(bd, hNode, nodeParams);
}

static inline cudaError_t bd_inline_cudaGraphExternalSemaphoresWaitNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresWaitNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_at_cudaGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphExternalSemaphoresWaitNodeSetParams(bd, hNode, nodeParams) bd_inline_cudaGraphExternalSemaphoresWaitNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddMemAllocNode(bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddMemAllocNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams, bd, bd_file, bd_line) : bd_cudaGraphAddMemAllocNode(bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams);
}

static inline cudaError_t bd_inline_cudaGraphAddMemAllocNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemAllocNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams)
                                 : bd_gen_at_cudaGraphAddMemAllocNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddMemAllocNode(bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams) bd_inline_cudaGraphAddMemAllocNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphMemAllocNodeGetParams(bd, node, params_out);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphMemAllocNodeGetParams(node, params_out, bd, bd_file, bd_line) : bd_cudaGraphMemAllocNodeGetParams(bd, node, params_out);
}

static inline cudaError_t bd_inline_cudaGraphMemAllocNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemAllocNodeGetParams)(node, params_out)
                                 : bd_gen_at_cudaGraphMemAllocNodeGetParams(node, params_out, bd, bd_file, bd_line);
}
#define bd_cudaGraphMemAllocNodeGetParams(bd, node, params_out) bd_inline_cudaGraphMemAllocNodeGetParams(__FILE__, __LINE__, bd, node, params_out)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddMemFreeNode(bd, pGraphNode, graph, pDependencies, numDependencies, dptr);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddMemFreeNode(pGraphNode, graph, pDependencies, numDependencies, dptr, bd, bd_file, bd_line) : bd_cudaGraphAddMemFreeNode(bd, pGraphNode, graph, pDependencies, numDependencies, dptr);
}

static inline cudaError_t bd_inline_cudaGraphAddMemFreeNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemFreeNode)(pGraphNode, graph, pDependencies, numDependencies, dptr)
                                 : bd_gen_at_cudaGraphAddMemFreeNode(pGraphNode, graph, pDependencies, numDependencies, dptr, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddMemFreeNode(bd, pGraphNode, graph, pDependencies, numDependencies, dptr) bd_inline_cudaGraphAddMemFreeNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, numDependencies, dptr)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphMemFreeNodeGetParams(bd, node, dptr_out);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphMemFreeNodeGetParams(node, dptr_out, bd, bd_file, bd_line) : bd_cudaGraphMemFreeNodeGetParams(bd, node, dptr_out);
}

static inline cudaError_t bd_inline_cudaGraphMemFreeNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, void *dptr_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemFreeNodeGetParams)(node, dptr_out)
                                 : bd_gen_at_cudaGraphMemFreeNodeGetParams(node, dptr_out, bd, bd_file, bd_line);
}
#define bd_cudaGraphMemFreeNodeGetParams(bd, node, dptr_out) bd_inline_cudaGraphMemFreeNodeGetParams(__FILE__, __LINE__, bd, node, dptr_out)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphClone(bd, pGraphClone, originalGraph);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphClone(pGraphClone, originalGraph, bd, bd_file, bd_line) : bd_cudaGraphClone(bd, pGraphClone, originalGraph);
}

static inline cudaError_t bd_inline_cudaGraphClone(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphClone)(pGraphClone, originalGraph)
                                 : bd_gen_at_cudaGraphClone(pGraphClone, originalGraph, bd, bd_file, bd_line);
}
#define bd_cudaGraphClone(bd, pGraphClone, originalGraph) bd_inline_cudaGraphClone(__FILE__, __LINE__, bd, pGraphClone, originalGraph)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphNodeFindInClone(bd, pNode, originalNode, clonedGraph);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphNodeFindInClone(pNode, originalNode, clonedGraph, bd, bd_file, bd_line) : bd_cudaGraphNodeFindInClone(bd, pNode, originalNode, clonedGraph);
}

static inline cudaError_t bd_inline_cudaGraphNodeFindInClone(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeFindInClone)(pNode, originalNode, clonedGraph)
                                 : bd_gen_at_cudaGraphNodeFindInClone(pNode, originalNode, clonedGraph, bd, bd_file, bd_line);
}
#define bd_cudaGraphNodeFindInClone(bd, pNode, originalNode, clonedGraph) bd_inline_cudaGraphNodeFindInClone(__FILE__, __LINE__, bd, pNode, originalNode, clonedGraph)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphNodeGetType(bd, node, pType);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphNodeGetType(node, pType, bd, bd_file, bd_line) : bd_cudaGraphNodeGetType(bd, node, pType);
}

static inline cudaError_t bd_inline_cudaGraphNodeGetType(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetType)(node, pType)
                                 : bd_gen_at_cudaGraphNodeGetType(node, pType, bd, bd_file, bd_line);
}
#define bd_cudaGraphNodeGetType(bd, node, pType) bd_inline_cudaGraphNodeGetType(__FILE__, __LINE__, bd, node, pType)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphGetNodes(bd, graph, nodes, numNodes);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphGetNodes(graph, nodes, numNodes, bd, bd_file, bd_line) : bd_cudaGraphGetNodes(bd, graph, nodes, numNodes);
}

static inline cudaError_t bd_inline_cudaGraphGetNodes(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetNodes)(graph, nodes, numNodes)
                                 : bd_gen_at_cudaGraphGetNodes(graph, nodes, numNodes, bd, bd_file, bd_line);
}
#define bd_cudaGraphGetNodes(bd, graph, nodes, numNodes) bd_inline_cudaGraphGetNodes(__FILE__, __LINE__, bd, graph, nodes, numNodes)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphGetRootNodes(bd, graph, pRootNodes, pNumRootNodes);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphGetRootNodes(graph, pRootNodes, pNumRootNodes, bd, bd_file, bd_line) : bd_cudaGraphGetRootNodes(bd, graph, pRootNodes, pNumRootNodes);
}

static inline cudaError_t bd_inline_cudaGraphGetRootNodes(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetRootNodes)(graph, pRootNodes, pNumRootNodes)
                                 : bd_gen_at_cudaGraphGetRootNodes(graph, pRootNodes, pNumRootNodes, bd, bd_file, bd_line);
}
#define bd_cudaGraphGetRootNodes(bd, graph, pRootNodes, pNumRootNodes) bd_inline_cudaGraphGetRootNodes(__FILE__, __LINE__, bd, graph, pRootNodes, pNumRootNodes)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphGetEdges(bd, graph, from, to, edgeData, numEdges);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphGetEdges(graph, from, to, edgeData, numEdges, bd, bd_file, bd_line) : bd_cudaGraphGetEdges(bd, graph, from, to, edgeData, numEdges);
}

static inline cudaError_t bd_inline_cudaGraphGetEdges(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetEdges)(graph, from, to, edgeData, numEdges)
                                 : bd_gen_at_cudaGraphGetEdges(graph, from, to, edgeData, numEdges, bd, bd_file, bd_line);
}
#define bd_cudaGraphGetEdges(bd, graph, from, to, edgeData, numEdges) bd_inline_cudaGraphGetEdges(__FILE__, __LINE__, bd, graph, from, to, edgeData, numEdges)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphNodeGetDependencies(bd, node, pDependencies, edgeData, pNumDependencies);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphNodeGetDependencies(node, pDependencies, edgeData, pNumDependencies, bd, bd_file, bd_line) : bd_cudaGraphNodeGetDependencies(bd, node, pDependencies, edgeData, pNumDependencies);
}

static inline cudaError_t bd_inline_cudaGraphNodeGetDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetDependencies)(node, pDependencies, edgeData, pNumDependencies)
                                 : bd_gen_at_cudaGraphNodeGetDependencies(node, pDependencies, edgeData, pNumDependencies, bd, bd_file, bd_line);
}
#define bd_cudaGraphNodeGetDependencies(bd, node, pDependencies, edgeData, pNumDependencies) bd_inline_cudaGraphNodeGetDependencies(__FILE__, __LINE__, bd, node, pDependencies, edgeData, pNumDependencies)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphNodeGetDependentNodes(bd, node, pDependentNodes, edgeData, pNumDependentNodes);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphNodeGetDependentNodes(node, pDependentNodes, edgeData, pNumDependentNodes, bd, bd_file, bd_line) : bd_cudaGraphNodeGetDependentNodes(bd, node, pDependentNodes, edgeData, pNumDependentNodes);
}

static inline cudaError_t bd_inline_cudaGraphNodeGetDependentNodes(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetDependentNodes)(node, pDependentNodes, edgeData, pNumDependentNodes)
                                 : bd_gen_at_cudaGraphNodeGetDependentNodes(node, pDependentNodes, edgeData, pNumDependentNodes, bd, bd_file, bd_line);
}
#define bd_cudaGraphNodeGetDependentNodes(bd, node, pDependentNodes, edgeData, pNumDependentNodes) bd_inline_cudaGraphNodeGetDependentNodes(__FILE__, __LINE__, bd, node, pDependentNodes, edgeData, pNumDependentNodes)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddDependencies(bd, graph, from, to, edgeData, numDependencies);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddDependencies(graph, from, to, edgeData, numDependencies, bd, bd_file, bd_line) : bd_cudaGraphAddDependencies(bd, graph, from, to, edgeData, numDependencies);
}

static inline cudaError_t bd_inline_cudaGraphAddDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddDependencies)(graph, from, to, edgeData, numDependencies)
                                 : bd_gen_at_cudaGraphAddDependencies(graph, from, to, edgeData, numDependencies, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddDependencies(bd, graph, from, to, edgeData, numDependencies) bd_inline_cudaGraphAddDependencies(__FILE__, __LINE__, bd, graph, from, to, edgeData, numDependencies)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphRemoveDependencies(bd, graph, from, to, edgeData, numDependencies);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphRemoveDependencies(graph, from, to, edgeData, numDependencies, bd, bd_file, bd_line) : bd_cudaGraphRemoveDependencies(bd, graph, from, to, edgeData, numDependencies);
}

static inline cudaError_t bd_inline_cudaGraphRemoveDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphRemoveDependencies)(graph, from, to, edgeData, numDependencies)
                                 : bd_gen_at_cudaGraphRemoveDependencies(graph, from, to, edgeData, numDependencies, bd, bd_file, bd_line);
}
#define bd_cudaGraphRemoveDependencies(bd, graph, from, to, edgeData, numDependencies) bd_inline_cudaGraphRemoveDependencies(__FILE__, __LINE__, bd, graph, from, to, edgeData, numDependencies)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphDestroyNode(cudaGraphNode_t node, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphDestroyNode(bd, node);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphDestroyNode(cudaGraphNode_t node, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphDestroyNode(node, bd, bd_file, bd_line) : bd_cudaGraphDestroyNode(bd, node);
}

static inline cudaError_t bd_inline_cudaGraphDestroyNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDestroyNode)(node)
                                 : bd_gen_at_cudaGraphDestroyNode(node, bd, bd_file, bd_line);
}
#define bd_cudaGraphDestroyNode(bd, node) bd_inline_cudaGraphDestroyNode(__FILE__, __LINE__, bd, node)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphInstantiate(bd, pGraphExec, graph, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphInstantiate(pGraphExec, graph, flags, bd, bd_file, bd_line) : bd_cudaGraphInstantiate(bd, pGraphExec, graph, flags);
}

static inline cudaError_t bd_inline_cudaGraphInstantiate(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiate)(pGraphExec, graph, flags)
                                 : bd_gen_at_cudaGraphInstantiate(pGraphExec, graph, flags, bd, bd_file, bd_line);
}
#define bd_cudaGraphInstantiate(bd, pGraphExec, graph, flags) bd_inline_cudaGraphInstantiate(__FILE__, __LINE__, bd, pGraphExec, graph, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphInstantiateWithFlags(bd, pGraphExec, graph, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphInstantiateWithFlags(pGraphExec, graph, flags, bd, bd_file, bd_line) : bd_cudaGraphInstantiateWithFlags(bd, pGraphExec, graph, flags);
}

static inline cudaError_t bd_inline_cudaGraphInstantiateWithFlags(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithFlags)(pGraphExec, graph, flags)
                                 : bd_gen_at_cudaGraphInstantiateWithFlags(pGraphExec, graph, flags, bd, bd_file, bd_line);
}
#define bd_cudaGraphInstantiateWithFlags(bd, pGraphExec, graph, flags) bd_inline_cudaGraphInstantiateWithFlags(__FILE__, __LINE__, bd, pGraphExec, graph, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphInstantiateWithParams(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphInstantiateWithParams(bd, pGraphExec, graph, instantiateParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphInstantiateWithParams(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphInstantiateWithParams(pGraphExec, graph, instantiateParams, bd, bd_file, bd_line) : bd_cudaGraphInstantiateWithParams(bd, pGraphExec, graph, instantiateParams);
}

static inline cudaError_t bd_inline_cudaGraphInstantiateWithParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithParams)(pGraphExec, graph, instantiateParams)
                                 : bd_gen_at_cudaGraphInstantiateWithParams(pGraphExec, graph, instantiateParams, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphInstantiateWithParams_ptsz(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphInstantiateWithParams_ptsz(bd, pGraphExec, graph, instantiateParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphInstantiateWithParams_ptsz(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphInstantiateWithParams_ptsz(pGraphExec, graph, instantiateParams, bd, bd_file, bd_line) : bd_cudaGraphInstantiateWithParams_ptsz(bd, pGraphExec, graph, instantiateParams);
}

static inline cudaError_t bd_inline_cudaGraphInstantiateWithParams_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithParams_ptsz)(pGraphExec, graph, instantiateParams)
                                 : bd_gen_at_cudaGraphInstantiateWithParams_ptsz(pGraphExec, graph, instantiateParams, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaGraphInstantiateWithParams(bd, pGraphExec, graph, instantiateParams) bd_inline_cudaGraphInstantiateWithParams_ptsz(__FILE__, __LINE__, bd, pGraphExec, graph, instantiateParams)
#else
#define bd_cudaGraphInstantiateWithParams(bd, pGraphExec, graph, instantiateParams) bd_inline_cudaGraphInstantiateWithParams(__FILE__, __LINE__, bd, pGraphExec, graph, instantiateParams)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecGetFlags(bd, graphExec, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecGetFlags(graphExec, flags, bd, bd_file, bd_line) : bd_cudaGraphExecGetFlags(bd, graphExec, flags);
}

static inline cudaError_t bd_inline_cudaGraphExecGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t graphExec, unsigned long long *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecGetFlags)(graphExec, flags)
                                 : bd_gen_at_cudaGraphExecGetFlags(graphExec, flags, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecGetFlags(bd, graphExec, flags) bd_inline_cudaGraphExecGetFlags(__FILE__, __LINE__, bd, graphExec, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecKernelNodeSetParams(bd, hGraphExec, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecKernelNodeSetParams(hGraphExec, node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphExecKernelNodeSetParams(bd, hGraphExec, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphExecKernelNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecKernelNodeSetParams)(hGraphExec, node, pNodeParams)
                                 : bd_gen_at_cudaGraphExecKernelNodeSetParams(hGraphExec, node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecKernelNodeSetParams(bd, hGraphExec, node, pNodeParams) bd_inline_cudaGraphExecKernelNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecMemcpyNodeSetParams(bd, hGraphExec, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecMemcpyNodeSetParams(hGraphExec, node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphExecMemcpyNodeSetParams(bd, hGraphExec, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphExecMemcpyNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParams)(hGraphExec, node, pNodeParams)
                                 : bd_gen_at_cudaGraphExecMemcpyNodeSetParams(hGraphExec, node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecMemcpyNodeSetParams(bd, hGraphExec, node, pNodeParams) bd_inline_cudaGraphExecMemcpyNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecMemcpyNodeSetParamsToSymbol(bd, hGraphExec, node, symbol, src, count, offset, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecMemcpyNodeSetParamsToSymbol(hGraphExec, node, symbol, src, count, offset, kind, bd, bd_file, bd_line) : bd_cudaGraphExecMemcpyNodeSetParamsToSymbol(bd, hGraphExec, node, symbol, src, count, offset, kind);
}

static inline cudaError_t bd_inline_cudaGraphExecMemcpyNodeSetParamsToSymbol(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParamsToSymbol)(hGraphExec, node, symbol, src, count, offset, kind)
                                 : bd_gen_at_cudaGraphExecMemcpyNodeSetParamsToSymbol(hGraphExec, node, symbol, src, count, offset, kind, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecMemcpyNodeSetParamsToSymbol(bd, hGraphExec, node, symbol, src, count, offset, kind) bd_inline_cudaGraphExecMemcpyNodeSetParamsToSymbol(__FILE__, __LINE__, bd, hGraphExec, node, symbol, src, count, offset, kind)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecMemcpyNodeSetParamsFromSymbol(bd, hGraphExec, node, dst, symbol, count, offset, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecMemcpyNodeSetParamsFromSymbol(hGraphExec, node, dst, symbol, count, offset, kind, bd, bd_file, bd_line) : bd_cudaGraphExecMemcpyNodeSetParamsFromSymbol(bd, hGraphExec, node, dst, symbol, count, offset, kind);
}

static inline cudaError_t bd_inline_cudaGraphExecMemcpyNodeSetParamsFromSymbol(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParamsFromSymbol)(hGraphExec, node, dst, symbol, count, offset, kind)
                                 : bd_gen_at_cudaGraphExecMemcpyNodeSetParamsFromSymbol(hGraphExec, node, dst, symbol, count, offset, kind, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecMemcpyNodeSetParamsFromSymbol(bd, hGraphExec, node, dst, symbol, count, offset, kind) bd_inline_cudaGraphExecMemcpyNodeSetParamsFromSymbol(__FILE__, __LINE__, bd, hGraphExec, node, dst, symbol, count, offset, kind)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecMemcpyNodeSetParams1D(bd, hGraphExec, node, dst, src, count, kind);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecMemcpyNodeSetParams1D(hGraphExec, node, dst, src, count, kind, bd, bd_file, bd_line) : bd_cudaGraphExecMemcpyNodeSetParams1D(bd, hGraphExec, node, dst, src, count, kind);
}

static inline cudaError_t bd_inline_cudaGraphExecMemcpyNodeSetParams1D(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParams1D)(hGraphExec, node, dst, src, count, kind)
                                 : bd_gen_at_cudaGraphExecMemcpyNodeSetParams1D(hGraphExec, node, dst, src, count, kind, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecMemcpyNodeSetParams1D(bd, hGraphExec, node, dst, src, count, kind) bd_inline_cudaGraphExecMemcpyNodeSetParams1D(__FILE__, __LINE__, bd, hGraphExec, node, dst, src, count, kind)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecMemsetNodeSetParams(bd, hGraphExec, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecMemsetNodeSetParams(hGraphExec, node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphExecMemsetNodeSetParams(bd, hGraphExec, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphExecMemsetNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemsetNodeSetParams)(hGraphExec, node, pNodeParams)
                                 : bd_gen_at_cudaGraphExecMemsetNodeSetParams(hGraphExec, node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecMemsetNodeSetParams(bd, hGraphExec, node, pNodeParams) bd_inline_cudaGraphExecMemsetNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecHostNodeSetParams(bd, hGraphExec, node, pNodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecHostNodeSetParams(hGraphExec, node, pNodeParams, bd, bd_file, bd_line) : bd_cudaGraphExecHostNodeSetParams(bd, hGraphExec, node, pNodeParams);
}

static inline cudaError_t bd_inline_cudaGraphExecHostNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecHostNodeSetParams)(hGraphExec, node, pNodeParams)
                                 : bd_gen_at_cudaGraphExecHostNodeSetParams(hGraphExec, node, pNodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecHostNodeSetParams(bd, hGraphExec, node, pNodeParams) bd_inline_cudaGraphExecHostNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, node, pNodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecChildGraphNodeSetParams(bd, hGraphExec, node, childGraph);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecChildGraphNodeSetParams(hGraphExec, node, childGraph, bd, bd_file, bd_line) : bd_cudaGraphExecChildGraphNodeSetParams(bd, hGraphExec, node, childGraph);
}

static inline cudaError_t bd_inline_cudaGraphExecChildGraphNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecChildGraphNodeSetParams)(hGraphExec, node, childGraph)
                                 : bd_gen_at_cudaGraphExecChildGraphNodeSetParams(hGraphExec, node, childGraph, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecChildGraphNodeSetParams(bd, hGraphExec, node, childGraph) bd_inline_cudaGraphExecChildGraphNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, node, childGraph)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecEventRecordNodeSetEvent(bd, hGraphExec, hNode, event);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event, bd, bd_file, bd_line) : bd_cudaGraphExecEventRecordNodeSetEvent(bd, hGraphExec, hNode, event);
}

static inline cudaError_t bd_inline_cudaGraphExecEventRecordNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecEventRecordNodeSetEvent)(hGraphExec, hNode, event)
                                 : bd_gen_at_cudaGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecEventRecordNodeSetEvent(bd, hGraphExec, hNode, event) bd_inline_cudaGraphExecEventRecordNodeSetEvent(__FILE__, __LINE__, bd, hGraphExec, hNode, event)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecEventWaitNodeSetEvent(bd, hGraphExec, hNode, event);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event, bd, bd_file, bd_line) : bd_cudaGraphExecEventWaitNodeSetEvent(bd, hGraphExec, hNode, event);
}

static inline cudaError_t bd_inline_cudaGraphExecEventWaitNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecEventWaitNodeSetEvent)(hGraphExec, hNode, event)
                                 : bd_gen_at_cudaGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecEventWaitNodeSetEvent(bd, hGraphExec, hNode, event) bd_inline_cudaGraphExecEventWaitNodeSetEvent(__FILE__, __LINE__, bd, hGraphExec, hNode, event)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecExternalSemaphoresSignalNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecExternalSemaphoresSignalNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecExternalSemaphoresSignalNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line) : bd_cudaGraphExecExternalSemaphoresSignalNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

static inline cudaError_t bd_inline_cudaGraphExecExternalSemaphoresSignalNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecExternalSemaphoresSignalNodeSetParams)(hGraphExec, hNode, nodeParams)
                                 : bd_gen_at_cudaGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecExternalSemaphoresSignalNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_inline_cudaGraphExecExternalSemaphoresSignalNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecExternalSemaphoresWaitNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecExternalSemaphoresWaitNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecExternalSemaphoresWaitNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line) : bd_cudaGraphExecExternalSemaphoresWaitNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

static inline cudaError_t bd_inline_cudaGraphExecExternalSemaphoresWaitNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecExternalSemaphoresWaitNodeSetParams)(hGraphExec, hNode, nodeParams)
                                 : bd_gen_at_cudaGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecExternalSemaphoresWaitNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_inline_cudaGraphExecExternalSemaphoresWaitNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphNodeSetEnabled(bd, hGraphExec, hNode, isEnabled);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphNodeSetEnabled(hGraphExec, hNode, isEnabled, bd, bd_file, bd_line) : bd_cudaGraphNodeSetEnabled(bd, hGraphExec, hNode, isEnabled);
}

static inline cudaError_t bd_inline_cudaGraphNodeSetEnabled(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeSetEnabled)(hGraphExec, hNode, isEnabled)
                                 : bd_gen_at_cudaGraphNodeSetEnabled(hGraphExec, hNode, isEnabled, bd, bd_file, bd_line);
}
#define bd_cudaGraphNodeSetEnabled(bd, hGraphExec, hNode, isEnabled) bd_inline_cudaGraphNodeSetEnabled(__FILE__, __LINE__, bd, hGraphExec, hNode, isEnabled)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphNodeGetEnabled(bd, hGraphExec, hNode, isEnabled);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphNodeGetEnabled(hGraphExec, hNode, isEnabled, bd, bd_file, bd_line) : bd_cudaGraphNodeGetEnabled(bd, hGraphExec, hNode, isEnabled);
}

static inline cudaError_t bd_inline_cudaGraphNodeGetEnabled(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetEnabled)(hGraphExec, hNode, isEnabled)
                                 : bd_gen_at_cudaGraphNodeGetEnabled(hGraphExec, hNode, isEnabled, bd, bd_file, bd_line);
}
#define bd_cudaGraphNodeGetEnabled(bd, hGraphExec, hNode, isEnabled) bd_inline_cudaGraphNodeGetEnabled(__FILE__, __LINE__, bd, hGraphExec, hNode, isEnabled)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecUpdate(bd, hGraphExec, hGraph, resultInfo);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecUpdate(hGraphExec, hGraph, resultInfo, bd, bd_file, bd_line) : bd_cudaGraphExecUpdate(bd, hGraphExec, hGraph, resultInfo);
}

static inline cudaError_t bd_inline_cudaGraphExecUpdate(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecUpdate)(hGraphExec, hGraph, resultInfo)
                                 : bd_gen_at_cudaGraphExecUpdate(hGraphExec, hGraph, resultInfo, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecUpdate(bd, hGraphExec, hGraph, resultInfo) bd_inline_cudaGraphExecUpdate(__FILE__, __LINE__, bd, hGraphExec, hGraph, resultInfo)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphUpload(bd, graphExec, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphUpload(graphExec, stream, bd, bd_file, bd_line) : bd_cudaGraphUpload(bd, graphExec, stream);
}

static inline cudaError_t bd_inline_cudaGraphUpload(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphUpload)(graphExec, stream)
                                 : bd_gen_at_cudaGraphUpload(graphExec, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphUpload_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphUpload_ptsz(bd, graphExec, stream);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphUpload_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphUpload_ptsz(graphExec, stream, bd, bd_file, bd_line) : bd_cudaGraphUpload_ptsz(bd, graphExec, stream);
}

static inline cudaError_t bd_inline_cudaGraphUpload_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphUpload_ptsz)(graphExec, stream)
                                 : bd_gen_at_cudaGraphUpload_ptsz(graphExec, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaGraphUpload(bd, graphExec, stream) bd_inline_cudaGraphUpload_ptsz(__FILE__, __LINE__, bd, graphExec, stream)
#else
#define bd_cudaGraphUpload(bd, graphExec, stream) bd_inline_cudaGraphUpload(__FILE__, __LINE__, bd, graphExec, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphLaunch(bd, graphExec, stream);
}

static inline cudaError_t bd_inline_cudaGraphLaunch(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphLaunch(graphExec, stream, bd, bd_file, bd_line) : bd_cudaGraphLaunch(bd, graphExec, stream);
}

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphLaunch_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphLaunch_ptsz(bd, graphExec, stream);
}

static inline cudaError_t bd_inline_cudaGraphLaunch_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphLaunch_ptsz(graphExec, stream, bd, bd_file, bd_line) : bd_cudaGraphLaunch_ptsz(bd, graphExec, stream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cudaGraphLaunch(bd, graphExec, stream) bd_inline_cudaGraphLaunch_ptsz(__FILE__, __LINE__, bd, graphExec, stream)
#else
#define bd_cudaGraphLaunch(bd, graphExec, stream) bd_inline_cudaGraphLaunch(__FILE__, __LINE__, bd, graphExec, stream)
#endif

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecDestroy(cudaGraphExec_t graphExec, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecDestroy(bd, graphExec);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecDestroy(cudaGraphExec_t graphExec, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecDestroy(graphExec, bd, bd_file, bd_line) : bd_cudaGraphExecDestroy(bd, graphExec);
}

static inline cudaError_t bd_inline_cudaGraphExecDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t graphExec)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecDestroy)(graphExec)
                                 : bd_gen_at_cudaGraphExecDestroy(graphExec, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecDestroy(bd, graphExec) bd_inline_cudaGraphExecDestroy(__FILE__, __LINE__, bd, graphExec)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphDestroy(cudaGraph_t graph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphDestroy(bd, graph);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphDestroy(cudaGraph_t graph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphDestroy(graph, bd, bd_file, bd_line) : bd_cudaGraphDestroy(bd, graph);
}

static inline cudaError_t bd_inline_cudaGraphDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraph_t graph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDestroy)(graph)
                                 : bd_gen_at_cudaGraphDestroy(graph, bd, bd_file, bd_line);
}
#define bd_cudaGraphDestroy(bd, graph) bd_inline_cudaGraphDestroy(__FILE__, __LINE__, bd, graph)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphDebugDotPrint(bd, graph, path, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphDebugDotPrint(graph, path, flags, bd, bd_file, bd_line) : bd_cudaGraphDebugDotPrint(bd, graph, path, flags);
}

static inline cudaError_t bd_inline_cudaGraphDebugDotPrint(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraph_t graph, const char *path, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDebugDotPrint)(graph, path, flags)
                                 : bd_gen_at_cudaGraphDebugDotPrint(graph, path, flags, bd, bd_file, bd_line);
}
#define bd_cudaGraphDebugDotPrint(bd, graph, path, flags) bd_inline_cudaGraphDebugDotPrint(__FILE__, __LINE__, bd, graph, path, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaUserObjectCreate(bd, object_out, ptr, destroy, initialRefcount, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags, bd, bd_file, bd_line) : bd_cudaUserObjectCreate(bd, object_out, ptr, destroy, initialRefcount, flags);
}

static inline cudaError_t bd_inline_cudaUserObjectCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectCreate)(object_out, ptr, destroy, initialRefcount, flags)
                                 : bd_gen_at_cudaUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags, bd, bd_file, bd_line);
}
#define bd_cudaUserObjectCreate(bd, object_out, ptr, destroy, initialRefcount, flags) bd_inline_cudaUserObjectCreate(__FILE__, __LINE__, bd, object_out, ptr, destroy, initialRefcount, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaUserObjectRetain(cudaUserObject_t object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaUserObjectRetain(bd, object, count);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaUserObjectRetain(cudaUserObject_t object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaUserObjectRetain(object, count, bd, bd_file, bd_line) : bd_cudaUserObjectRetain(bd, object, count);
}

static inline cudaError_t bd_inline_cudaUserObjectRetain(const char *bd_file, int bd_line, bound_dev_t *bd, cudaUserObject_t object, unsigned int count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectRetain)(object, count)
                                 : bd_gen_at_cudaUserObjectRetain(object, count, bd, bd_file, bd_line);
}
#define bd_cudaUserObjectRetain(bd, object, count) bd_inline_cudaUserObjectRetain(__FILE__, __LINE__, bd, object, count)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaUserObjectRelease(cudaUserObject_t object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaUserObjectRelease(bd, object, count);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaUserObjectRelease(cudaUserObject_t object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaUserObjectRelease(object, count, bd, bd_file, bd_line) : bd_cudaUserObjectRelease(bd, object, count);
}

static inline cudaError_t bd_inline_cudaUserObjectRelease(const char *bd_file, int bd_line, bound_dev_t *bd, cudaUserObject_t object, unsigned int count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectRelease)(object, count)
                                 : bd_gen_at_cudaUserObjectRelease(object, count, bd, bd_file, bd_line);
}
#define bd_cudaUserObjectRelease(bd, object, count) bd_inline_cudaUserObjectRelease(__FILE__, __LINE__, bd, object, count)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphRetainUserObject(bd, graph, object, count, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphRetainUserObject(graph, object, count, flags, bd, bd_file, bd_line) : bd_cudaGraphRetainUserObject(bd, graph, object, count, flags);
}

static inline cudaError_t bd_inline_cudaGraphRetainUserObject(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphRetainUserObject)(graph, object, count, flags)
                                 : bd_gen_at_cudaGraphRetainUserObject(graph, object, count, flags, bd, bd_file, bd_line);
}
#define bd_cudaGraphRetainUserObject(bd, graph, object, count, flags) bd_inline_cudaGraphRetainUserObject(__FILE__, __LINE__, bd, graph, object, count, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphReleaseUserObject(bd, graph, object, count);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphReleaseUserObject(graph, object, count, bd, bd_file, bd_line) : bd_cudaGraphReleaseUserObject(bd, graph, object, count);
}

static inline cudaError_t bd_inline_cudaGraphReleaseUserObject(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraph_t graph, cudaUserObject_t object, unsigned int count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphReleaseUserObject)(graph, object, count)
                                 : bd_gen_at_cudaGraphReleaseUserObject(graph, object, count, bd, bd_file, bd_line);
}
#define bd_cudaGraphReleaseUserObject(bd, graph, object, count) bd_inline_cudaGraphReleaseUserObject(__FILE__, __LINE__, bd, graph, object, count)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphAddNode(bd, pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphAddNode(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams, bd, bd_file, bd_line) : bd_cudaGraphAddNode(bd, pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams);
}

static inline cudaError_t bd_inline_cudaGraphAddNode(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddNode)(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams)
                                 : bd_gen_at_cudaGraphAddNode(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphAddNode(bd, pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams) bd_inline_cudaGraphAddNode(__FILE__, __LINE__, bd, pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphNodeSetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphNodeSetParams(bd, node, nodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphNodeSetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphNodeSetParams(node, nodeParams, bd, bd_file, bd_line) : bd_cudaGraphNodeSetParams(bd, node, nodeParams);
}

static inline cudaError_t bd_inline_cudaGraphNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeSetParams)(node, nodeParams)
                                 : bd_gen_at_cudaGraphNodeSetParams(node, nodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphNodeSetParams(bd, node, nodeParams) bd_inline_cudaGraphNodeSetParams(__FILE__, __LINE__, bd, node, nodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphExecNodeSetParams(bd, graphExec, node, nodeParams);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphExecNodeSetParams(graphExec, node, nodeParams, bd, bd_file, bd_line) : bd_cudaGraphExecNodeSetParams(bd, graphExec, node, nodeParams);
}

static inline cudaError_t bd_inline_cudaGraphExecNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecNodeSetParams)(graphExec, node, nodeParams)
                                 : bd_gen_at_cudaGraphExecNodeSetParams(graphExec, node, nodeParams, bd, bd_file, bd_line);
}
#define bd_cudaGraphExecNodeSetParams(bd, graphExec, node, nodeParams) bd_inline_cudaGraphExecNodeSetParams(__FILE__, __LINE__, bd, graphExec, node, nodeParams)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGraphConditionalHandleCreate(bd, pHandle_out, graph, defaultLaunchValue, flags);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGraphConditionalHandleCreate(pHandle_out, graph, defaultLaunchValue, flags, bd, bd_file, bd_line) : bd_cudaGraphConditionalHandleCreate(bd, pHandle_out, graph, defaultLaunchValue, flags);
}

static inline cudaError_t bd_inline_cudaGraphConditionalHandleCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphConditionalHandleCreate)(pHandle_out, graph, defaultLaunchValue, flags)
                                 : bd_gen_at_cudaGraphConditionalHandleCreate(pHandle_out, graph, defaultLaunchValue, flags, bd, bd_file, bd_line);
}
#define bd_cudaGraphConditionalHandleCreate(bd, pHandle_out, graph, defaultLaunchValue, flags) bd_inline_cudaGraphConditionalHandleCreate(__FILE__, __LINE__, bd, pHandle_out, graph, defaultLaunchValue, flags)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaLibraryGetGlobal(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaLibraryGetGlobal(bd, dptr, bytes, library, name);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaLibraryGetGlobal(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaLibraryGetGlobal(dptr, bytes, library, name, bd, bd_file, bd_line) : bd_cudaLibraryGetGlobal(bd, dptr, bytes, library, name);
}

static inline cudaError_t bd_inline_cudaLibraryGetGlobal(const char *bd_file, int bd_line, bound_dev_t *bd, void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetGlobal)(dptr, bytes, library, name)
                                 : bd_gen_at_cudaLibraryGetGlobal(dptr, bytes, library, name, bd, bd_file, bd_line);
}
#define bd_cudaLibraryGetGlobal(bd, dptr, bytes, library, name) bd_inline_cudaLibraryGetGlobal(__FILE__, __LINE__, bd, dptr, bytes, library, name)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaLibraryGetManaged(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaLibraryGetManaged(bd, dptr, bytes, library, name);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaLibraryGetManaged(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaLibraryGetManaged(dptr, bytes, library, name, bd, bd_file, bd_line) : bd_cudaLibraryGetManaged(bd, dptr, bytes, library, name);
}

static inline cudaError_t bd_inline_cudaLibraryGetManaged(const char *bd_file, int bd_line, bound_dev_t *bd, void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetManaged)(dptr, bytes, library, name)
                                 : bd_gen_at_cudaLibraryGetManaged(dptr, bytes, library, name, bd, bd_file, bd_line);
}
#define bd_cudaLibraryGetManaged(bd, dptr, bytes, library, name) bd_inline_cudaLibraryGetManaged(__FILE__, __LINE__, bd, dptr, bytes, library, name)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetFuncBySymbol(cudaFunction_t *functionPtr, const void *symbolPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetFuncBySymbol(bd, functionPtr, symbolPtr);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetFuncBySymbol(cudaFunction_t *functionPtr, const void *symbolPtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetFuncBySymbol(functionPtr, symbolPtr, bd, bd_file, bd_line) : bd_cudaGetFuncBySymbol(bd, functionPtr, symbolPtr);
}

static inline cudaError_t bd_inline_cudaGetFuncBySymbol(const char *bd_file, int bd_line, bound_dev_t *bd, cudaFunction_t *functionPtr, const void *symbolPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetFuncBySymbol)(functionPtr, symbolPtr)
                                 : bd_gen_at_cudaGetFuncBySymbol(functionPtr, symbolPtr, bd, bd_file, bd_line);
}
#define bd_cudaGetFuncBySymbol(bd, functionPtr, symbolPtr) bd_inline_cudaGetFuncBySymbol(__FILE__, __LINE__, bd, functionPtr, symbolPtr)

BD_GEN_NOTED cudaError_t bd_gen_noted_cudaGetKernel(cudaKernel_t *kernelPtr, const void *entryFuncAddr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudaGetKernel(bd, kernelPtr, entryFuncAddr);
}

BD_GEN_OUT_OF_LINE cudaError_t bd_gen_at_cudaGetKernel(cudaKernel_t *kernelPtr, const void *entryFuncAddr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudaGetKernel(kernelPtr, entryFuncAddr, bd, bd_file, bd_line) : bd_cudaGetKernel(bd, kernelPtr, entryFuncAddr);
}

static inline cudaError_t bd_inline_cudaGetKernel(const char *bd_file, int bd_line, bound_dev_t *bd, cudaKernel_t *kernelPtr, const void *entryFuncAddr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetKernel)(kernelPtr, entryFuncAddr)
                                 : bd_gen_at_cudaGetKernel(kernelPtr, entryFuncAddr, bd, bd_file, bd_line);
}
#define bd_cudaGetKernel(bd, kernelPtr, entryFuncAddr) bd_inline_cudaGetKernel(__FILE__, __LINE__, bd, kernelPtr, entryFuncAddr)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in cuda_runtime_api.h. */
#define bd_cudaStreamGetPriority bd_cudaStreamGetPriority_ptsz
#define bd_cudaStreamGetFlags bd_cudaStreamGetFlags_ptsz
#define bd_cudaStreamGetId bd_cudaStreamGetId_ptsz
#define bd_cudaStreamGetDevice bd_cudaStreamGetDevice_ptsz
#define bd_cudaStreamCopyAttributes bd_cudaStreamCopyAttributes_ptsz
#define bd_cudaStreamGetAttribute bd_cudaStreamGetAttribute_ptsz
#define bd_cudaStreamSetAttribute bd_cudaStreamSetAttribute_ptsz
#define bd_cudaStreamWaitEvent bd_cudaStreamWaitEvent_ptsz
#define bd_cudaStreamAddCallback bd_cudaStreamAddCallback_ptsz
#define bd_cudaStreamSynchronize bd_cudaStreamSynchronize_ptsz
#define bd_cudaStreamQuery bd_cudaStreamQuery_ptsz
#define bd_cudaStreamAttachMemAsync bd_cudaStreamAttachMemAsync_ptsz
#define bd_cudaStreamBeginCapture bd_cudaStreamBeginCapture_ptsz
#define bd_cudaStreamBeginCaptureToGraph bd_cudaStreamBeginCaptureToGraph_ptsz
#define bd_cudaStreamEndCapture bd_cudaStreamEndCapture_ptsz
#define bd_cudaStreamIsCapturing bd_cudaStreamIsCapturing_ptsz
#define bd_cudaStreamGetCaptureInfo bd_cudaStreamGetCaptureInfo_ptsz
#define bd_cudaStreamUpdateCaptureDependencies bd_cudaStreamUpdateCaptureDependencies_ptsz
#define bd_cudaEventRecord bd_cudaEventRecord_ptsz
#define bd_cudaEventRecordWithFlags bd_cudaEventRecordWithFlags_ptsz
#define bd_cudaSignalExternalSemaphoresAsync bd_cudaSignalExternalSemaphoresAsync_ptsz
#define bd_cudaWaitExternalSemaphoresAsync bd_cudaWaitExternalSemaphoresAsync_ptsz
#define bd_cudaLaunchKernel bd_cudaLaunchKernel_ptsz
#define bd_cudaLaunchKernelExC bd_cudaLaunchKernelExC_ptsz
#define bd_cudaLaunchCooperativeKernel bd_cudaLaunchCooperativeKernel_ptsz
#define bd_cudaLaunchHostFunc bd_cudaLaunchHostFunc_ptsz
#define bd_cudaMemcpy3D bd_cudaMemcpy3D_ptds
#define bd_cudaMemcpy3DPeer bd_cudaMemcpy3DPeer_ptds
#define bd_cudaMemcpy3DAsync bd_cudaMemcpy3DAsync_ptsz
#define bd_cudaMemcpy3DPeerAsync bd_cudaMemcpy3DPeerAsync_ptsz
#define bd_cudaMemcpy bd_cudaMemcpy_ptds
#define bd_cudaMemcpy2D bd_cudaMemcpy2D_ptds
#define bd_cudaMemcpy2DToArray bd_cudaMemcpy2DToArray_ptds
#define bd_cudaMemcpy2DFromArray bd_cudaMemcpy2DFromArray_ptds
#define bd_cudaMemcpy2DArrayToArray bd_cudaMemcpy2DArrayToArray_ptds
#define bd_cudaMemcpyToSymbol bd_cudaMemcpyToSymbol_ptds
#define bd_cudaMemcpyFromSymbol bd_cudaMemcpyFromSymbol_ptds
#define bd_cudaMemcpyAsync bd_cudaMemcpyAsync_ptsz
#define bd_cudaMemcpyBatchAsync bd_cudaMemcpyBatchAsync_ptsz
#define bd_cudaMemcpy3DBatchAsync bd_cudaMemcpy3DBatchAsync_ptsz
#define bd_cudaMemcpy2DAsync bd_cudaMemcpy2DAsync_ptsz
#define bd_cudaMemcpy2DToArrayAsync bd_cudaMemcpy2DToArrayAsync_ptsz
#define bd_cudaMemcpy2DFromArrayAsync bd_cudaMemcpy2DFromArrayAsync_ptsz
#define bd_cudaMemcpyToSymbolAsync bd_cudaMemcpyToSymbolAsync_ptsz
#define bd_cudaMemcpyFromSymbolAsync bd_cudaMemcpyFromSymbolAsync_ptsz
#define bd_cudaMemset bd_cudaMemset_ptds
#define bd_cudaMemset2D bd_cudaMemset2D_ptds
#define bd_cudaMemset3D bd_cudaMemset3D_ptds
#define bd_cudaMemsetAsync bd_cudaMemsetAsync_ptsz
#define bd_cudaMemset2DAsync bd_cudaMemset2DAsync_ptsz
#define bd_cudaMemset3DAsync bd_cudaMemset3DAsync_ptsz
#define bd_cudaMemPrefetchAsync bd_cudaMemPrefetchAsync_ptsz
#define bd_cudaMemPrefetchBatchAsync bd_cudaMemPrefetchBatchAsync_ptsz
#define bd_cudaMemDiscardBatchAsync bd_cudaMemDiscardBatchAsync_ptsz
#define bd_cudaMemDiscardAndPrefetchBatchAsync bd_cudaMemDiscardAndPrefetchBatchAsync_ptsz
#define bd_cudaMemcpyToArray bd_cudaMemcpyToArray_ptds
#define bd_cudaMemcpyFromArray bd_cudaMemcpyFromArray_ptds
#define bd_cudaMemcpyArrayToArray bd_cudaMemcpyArrayToArray_ptds
#define bd_cudaMemcpyToArrayAsync bd_cudaMemcpyToArrayAsync_ptsz
#define bd_cudaMemcpyFromArrayAsync bd_cudaMemcpyFromArrayAsync_ptsz
#define bd_cudaMallocAsync bd_cudaMallocAsync_ptsz
#define bd_cudaFreeAsync bd_cudaFreeAsync_ptsz
#define bd_cudaMallocFromPoolAsync bd_cudaMallocFromPoolAsync_ptsz
#define bd_cudaGraphInstantiateWithParams bd_cudaGraphInstantiateWithParams_ptsz
#define bd_cudaGraphUpload bd_cudaGraphUpload_ptsz
#define bd_cudaGraphLaunch bd_cudaGraphLaunch_ptsz
#define bd_cudaGetDriverEntryPoint bd_cudaGetDriverEntryPoint_ptsz
#define bd_cudaGetDriverEntryPointByVersion bd_cudaGetDriverEntryPointByVersion_ptsz
#endif

#if defined(CUBOUND_PROGRAM_CUDART) && CUBOUND_PROGRAM_CUDART
/* This source file gives libcubound the program's own cuda_runtime_api.h functions: those of the
 * runtime it linked, static (nvcc's default) or shared, which alone knows the kernels the program
 * registered (<<<>>>, cudaLaunchKernel with a host stub). Each symbol is named exactly (not through
 * the header's per-thread #defines) and weakly: one the linked runtime lacks stays NULL, and its bd_
 * function answers cudaErrorNotSupported. Define it in one source file; more do no harm. */
BD_SUPPRESS_DEPRECATED_BEGIN
extern cudaError_t bd_gen_cudart_own_cudaDeviceReset(void) __asm__("cudaDeviceReset") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceSynchronize(void) __asm__("cudaDeviceSynchronize") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceSetLimit(enum cudaLimit limit, size_t value) __asm__("cudaDeviceSetLimit") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit) __asm__("cudaDeviceGetLimit") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device) __asm__("cudaDeviceGetTexture1DLinearMaxWidth") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig) __asm__("cudaDeviceGetCacheConfig") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority) __asm__("cudaDeviceGetStreamPriorityRange") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig) __asm__("cudaDeviceSetCacheConfig") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig) __asm__("cudaDeviceGetSharedMemConfig") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config) __asm__("cudaDeviceSetSharedMemConfig") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetByPCIBusId(int *device, const char *pciBusId) __asm__("cudaDeviceGetByPCIBusId") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetPCIBusId(char *pciBusId, int len, int device) __asm__("cudaDeviceGetPCIBusId") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event) __asm__("cudaIpcGetEventHandle") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle) __asm__("cudaIpcOpenEventHandle") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr) __asm__("cudaIpcGetMemHandle") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags) __asm__("cudaIpcOpenMemHandle") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaIpcCloseMemHandle(void *devPtr) __asm__("cudaIpcCloseMemHandle") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceFlushGPUDirectRDMAWrites(enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope) __asm__("cudaDeviceFlushGPUDirectRDMAWrites") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetLastError(void) __asm__("cudaGetLastError") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaPeekAtLastError(void) __asm__("cudaPeekAtLastError") __attribute__((weak));
extern const char * bd_gen_cudart_own_cudaGetErrorName(cudaError_t error) __asm__("cudaGetErrorName") __attribute__((weak));
extern const char * bd_gen_cudart_own_cudaGetErrorString(cudaError_t error) __asm__("cudaGetErrorString") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetDeviceCount(int *count) __asm__("cudaGetDeviceCount") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device) __asm__("cudaGetDeviceProperties") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device) __asm__("cudaDeviceGetAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device) __asm__("cudaDeviceGetDefaultMemPool") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceSetMemPool(int device, cudaMemPool_t memPool) __asm__("cudaDeviceSetMemPool") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device) __asm__("cudaDeviceGetMemPool") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, int device, int flags) __asm__("cudaDeviceGetNvSciSyncAttributes") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice) __asm__("cudaDeviceGetP2PAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaChooseDevice(int *device, const struct cudaDeviceProp *prop) __asm__("cudaChooseDevice") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaSetDevice(int device) __asm__("cudaSetDevice") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetDevice(int *device) __asm__("cudaGetDevice") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaSetValidDevices(int *device_arr, int len) __asm__("cudaSetValidDevices") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaSetDeviceFlags(unsigned int flags) __asm__("cudaSetDeviceFlags") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetDeviceFlags(unsigned int *flags) __asm__("cudaGetDeviceFlags") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamCreate(cudaStream_t *pStream) __asm__("cudaStreamCreate") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags) __asm__("cudaStreamCreateWithFlags") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority) __asm__("cudaStreamCreateWithPriority") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetPriority(cudaStream_t hStream, int *priority) __asm__("cudaStreamGetPriority") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetPriority_ptsz(cudaStream_t hStream, int *priority) __asm__("cudaStreamGetPriority_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags) __asm__("cudaStreamGetFlags") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetFlags_ptsz(cudaStream_t hStream, unsigned int *flags) __asm__("cudaStreamGetFlags_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaCtxResetPersistingL2Cache(void) __asm__("cudaCtxResetPersistingL2Cache") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src) __asm__("cudaStreamCopyAttributes") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamCopyAttributes_ptsz(cudaStream_t dst, cudaStream_t src) __asm__("cudaStreamCopyAttributes_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out) __asm__("cudaStreamGetAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetAttribute_ptsz(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out) __asm__("cudaStreamGetAttribute_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamSetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value) __asm__("cudaStreamSetAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamSetAttribute_ptsz(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value) __asm__("cudaStreamSetAttribute_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamDestroy(cudaStream_t stream) __asm__("cudaStreamDestroy") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags) __asm__("cudaStreamWaitEvent") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamWaitEvent_ptsz(cudaStream_t stream, cudaEvent_t event, unsigned int flags) __asm__("cudaStreamWaitEvent_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags) __asm__("cudaStreamAddCallback") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamAddCallback_ptsz(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags) __asm__("cudaStreamAddCallback_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamSynchronize(cudaStream_t stream) __asm__("cudaStreamSynchronize") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamSynchronize_ptsz(cudaStream_t stream) __asm__("cudaStreamSynchronize_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamQuery(cudaStream_t stream) __asm__("cudaStreamQuery") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamQuery_ptsz(cudaStream_t stream) __asm__("cudaStreamQuery_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags) __asm__("cudaStreamAttachMemAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamAttachMemAsync_ptsz(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags) __asm__("cudaStreamAttachMemAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode) __asm__("cudaStreamBeginCapture") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamBeginCapture_ptsz(cudaStream_t stream, enum cudaStreamCaptureMode mode) __asm__("cudaStreamBeginCapture_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode) __asm__("cudaThreadExchangeStreamCaptureMode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph) __asm__("cudaStreamEndCapture") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamEndCapture_ptsz(cudaStream_t stream, cudaGraph_t *pGraph) __asm__("cudaStreamEndCapture_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus) __asm__("cudaStreamIsCapturing") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamIsCapturing_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus) __asm__("cudaStreamIsCapturing_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out) __asm__("cudaStreamGetCaptureInfo") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetCaptureInfo_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out) __asm__("cudaStreamGetCaptureInfo_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags) __asm__("cudaStreamUpdateCaptureDependencies") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaEventCreate(cudaEvent_t *event) __asm__("cudaEventCreate") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags) __asm__("cudaEventCreateWithFlags") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaEventRecord(cudaEvent_t event, cudaStream_t stream) __asm__("cudaEventRecord") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaEventRecord_ptsz(cudaEvent_t event, cudaStream_t stream) __asm__("cudaEventRecord_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags) __asm__("cudaEventRecordWithFlags") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaEventRecordWithFlags_ptsz(cudaEvent_t event, cudaStream_t stream, unsigned int flags) __asm__("cudaEventRecordWithFlags_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaEventQuery(cudaEvent_t event) __asm__("cudaEventQuery") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaEventSynchronize(cudaEvent_t event) __asm__("cudaEventSynchronize") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaEventDestroy(cudaEvent_t event) __asm__("cudaEventDestroy") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end) __asm__("cudaEventElapsedTime") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaImportExternalMemory(cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc) __asm__("cudaImportExternalMemory") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaExternalMemoryGetMappedBuffer(void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc) __asm__("cudaExternalMemoryGetMappedBuffer") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaExternalMemoryGetMappedMipmappedArray(cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc) __asm__("cudaExternalMemoryGetMappedMipmappedArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDestroyExternalMemory(cudaExternalMemory_t extMem) __asm__("cudaDestroyExternalMemory") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaImportExternalSemaphore(cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc) __asm__("cudaImportExternalSemaphore") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDestroyExternalSemaphore(cudaExternalSemaphore_t extSem) __asm__("cudaDestroyExternalSemaphore") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream) __asm__("cudaLaunchKernel") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLaunchKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream) __asm__("cudaLaunchKernel_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args) __asm__("cudaLaunchKernelExC") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLaunchKernelExC_ptsz(const cudaLaunchConfig_t *config, const void *func, void **args) __asm__("cudaLaunchKernelExC_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream) __asm__("cudaLaunchCooperativeKernel") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLaunchCooperativeKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream) __asm__("cudaLaunchCooperativeKernel_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig) __asm__("cudaFuncSetCacheConfig") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config) __asm__("cudaFuncSetSharedMemConfig") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func) __asm__("cudaFuncGetAttributes") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value) __asm__("cudaFuncSetAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData) __asm__("cudaLaunchHostFunc") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLaunchHostFunc_ptsz(cudaStream_t stream, cudaHostFn_t fn, void *userData) __asm__("cudaLaunchHostFunc_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize) __asm__("cudaOccupancyMaxActiveBlocksPerMultiprocessor") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize) __asm__("cudaOccupancyAvailableDynamicSMemPerBlock") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags) __asm__("cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig) __asm__("cudaOccupancyMaxPotentialClusterSize") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaOccupancyMaxActiveClusters(int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig) __asm__("cudaOccupancyMaxActiveClusters") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMallocManaged(void **devPtr, size_t size, unsigned int flags) __asm__("cudaMallocManaged") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMalloc(void **devPtr, size_t size) __asm__("cudaMalloc") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMallocHost(void **ptr, size_t size) __asm__("cudaMallocHost") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height) __asm__("cudaMallocPitch") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags) __asm__("cudaMallocArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFree(void *devPtr) __asm__("cudaFree") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFreeHost(void *ptr) __asm__("cudaFreeHost") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFreeArray(cudaArray_t array) __asm__("cudaFreeArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray) __asm__("cudaFreeMipmappedArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaHostAlloc(void **pHost, size_t size, unsigned int flags) __asm__("cudaHostAlloc") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaHostRegister(void *ptr, size_t size, unsigned int flags) __asm__("cudaHostRegister") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaHostUnregister(void *ptr) __asm__("cudaHostUnregister") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags) __asm__("cudaHostGetDevicePointer") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaHostGetFlags(unsigned int *pFlags, void *pHost) __asm__("cudaHostGetFlags") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent) __asm__("cudaMalloc3D") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags) __asm__("cudaMalloc3DArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags) __asm__("cudaMallocMipmappedArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level) __asm__("cudaGetMipmappedArrayLevel") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy3D(const struct cudaMemcpy3DParms *p) __asm__("cudaMemcpy3D") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p) __asm__("cudaMemcpy3D_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p) __asm__("cudaMemcpy3DPeer") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy3DPeer_ptds(const struct cudaMemcpy3DPeerParms *p) __asm__("cudaMemcpy3DPeer_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream) __asm__("cudaMemcpy3DAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy3DAsync_ptsz(const struct cudaMemcpy3DParms *p, cudaStream_t stream) __asm__("cudaMemcpy3DAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream) __asm__("cudaMemcpy3DPeerAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy3DPeerAsync_ptsz(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream) __asm__("cudaMemcpy3DPeerAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemGetInfo(size_t *free, size_t *total) __asm__("cudaMemGetInfo") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array) __asm__("cudaArrayGetInfo") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaArrayGetPlane(cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx) __asm__("cudaArrayGetPlane") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device) __asm__("cudaArrayGetMemoryRequirements") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMipmappedArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device) __asm__("cudaMipmappedArrayGetMemoryRequirements") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaArray_t array) __asm__("cudaArrayGetSparseProperties") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMipmappedArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap) __asm__("cudaMipmappedArrayGetSparseProperties") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind) __asm__("cudaMemcpy") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy_ptds(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind) __asm__("cudaMemcpy_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count) __asm__("cudaMemcpyPeer") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind) __asm__("cudaMemcpy2D") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2D_ptds(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind) __asm__("cudaMemcpy2D_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind) __asm__("cudaMemcpy2DToArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind) __asm__("cudaMemcpy2DToArray_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind) __asm__("cudaMemcpy2DFromArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DFromArray_ptds(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind) __asm__("cudaMemcpy2DFromArray_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind) __asm__("cudaMemcpy2DArrayToArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind) __asm__("cudaMemcpy2DArrayToArray_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind) __asm__("cudaMemcpyToSymbol") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyToSymbol_ptds(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind) __asm__("cudaMemcpyToSymbol_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind) __asm__("cudaMemcpyFromSymbol") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyFromSymbol_ptds(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind) __asm__("cudaMemcpyFromSymbol_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpyAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyAsync_ptsz(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpyAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream) __asm__("cudaMemcpyPeerAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpy2DAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DAsync_ptsz(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpy2DAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpy2DToArrayAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpy2DToArrayAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpy2DFromArrayAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy2DFromArrayAsync_ptsz(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpy2DFromArrayAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpyToSymbolAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyToSymbolAsync_ptsz(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpyToSymbolAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpyFromSymbolAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyFromSymbolAsync_ptsz(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpyFromSymbolAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemset(void *devPtr, int value, size_t count) __asm__("cudaMemset") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemset_ptds(void *devPtr, int value, size_t count) __asm__("cudaMemset_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height) __asm__("cudaMemset2D") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemset2D_ptds(void *devPtr, size_t pitch, int value, size_t width, size_t height) __asm__("cudaMemset2D_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent) __asm__("cudaMemset3D") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent) __asm__("cudaMemset3D_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream) __asm__("cudaMemsetAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemsetAsync_ptsz(void *devPtr, int value, size_t count, cudaStream_t stream) __asm__("cudaMemsetAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream) __asm__("cudaMemset2DAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemset2DAsync_ptsz(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream) __asm__("cudaMemset2DAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream) __asm__("cudaMemset3DAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemset3DAsync_ptsz(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream) __asm__("cudaMemset3DAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetSymbolAddress(void **devPtr, const void *symbol) __asm__("cudaGetSymbolAddress") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetSymbolSize(size_t *size, const void *symbol) __asm__("cudaGetSymbolSize") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream) __asm__("cudaMemPrefetchAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPrefetchAsync_ptsz(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream) __asm__("cudaMemPrefetchAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location) __asm__("cudaMemAdvise") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemRangeGetAttribute(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count) __asm__("cudaMemRangeGetAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemRangeGetAttributes(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count) __asm__("cudaMemRangeGetAttributes") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind) __asm__("cudaMemcpyToArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind) __asm__("cudaMemcpyToArray_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind) __asm__("cudaMemcpyFromArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyFromArray_ptds(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind) __asm__("cudaMemcpyFromArray_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind) __asm__("cudaMemcpyArrayToArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind) __asm__("cudaMemcpyArrayToArray_ptds") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpyToArrayAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpyToArrayAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpyFromArrayAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyFromArrayAsync_ptsz(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream) __asm__("cudaMemcpyFromArrayAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream) __asm__("cudaMallocAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMallocAsync_ptsz(void **devPtr, size_t size, cudaStream_t hStream) __asm__("cudaMallocAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFreeAsync(void *devPtr, cudaStream_t hStream) __asm__("cudaFreeAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFreeAsync_ptsz(void *devPtr, cudaStream_t hStream) __asm__("cudaFreeAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep) __asm__("cudaMemPoolTrimTo") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value) __asm__("cudaMemPoolSetAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value) __asm__("cudaMemPoolGetAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count) __asm__("cudaMemPoolSetAccess") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location) __asm__("cudaMemPoolGetAccess") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps) __asm__("cudaMemPoolCreate") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPoolDestroy(cudaMemPool_t memPool) __asm__("cudaMemPoolDestroy") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream) __asm__("cudaMallocFromPoolAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMallocFromPoolAsync_ptsz(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream) __asm__("cudaMallocFromPoolAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPoolExportToShareableHandle(void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags) __asm__("cudaMemPoolExportToShareableHandle") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPoolImportFromShareableHandle(cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags) __asm__("cudaMemPoolImportFromShareableHandle") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *exportData, void *ptr) __asm__("cudaMemPoolExportPointer") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData) __asm__("cudaMemPoolImportPointer") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr) __asm__("cudaPointerGetAttributes") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice) __asm__("cudaDeviceCanAccessPeer") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags) __asm__("cudaDeviceEnablePeerAccess") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceDisablePeerAccess(int peerDevice) __asm__("cudaDeviceDisablePeerAccess") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource) __asm__("cudaGraphicsUnregisterResource") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags) __asm__("cudaGraphicsResourceSetMapFlags") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream) __asm__("cudaGraphicsMapResources") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream) __asm__("cudaGraphicsUnmapResources") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size, cudaGraphicsResource_t resource) __asm__("cudaGraphicsResourceGetMappedPointer") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel) __asm__("cudaGraphicsSubResourceGetMappedArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource) __asm__("cudaGraphicsResourceGetMappedMipmappedArray") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array) __asm__("cudaGetChannelDesc") __attribute__((weak));
extern struct cudaChannelFormatDesc bd_gen_cudart_own_cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f) __asm__("cudaCreateChannelDesc") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc) __asm__("cudaCreateTextureObject") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDestroyTextureObject(cudaTextureObject_t texObject) __asm__("cudaDestroyTextureObject") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject) __asm__("cudaGetTextureObjectResourceDesc") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject) __asm__("cudaGetTextureObjectTextureDesc") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject) __asm__("cudaGetTextureObjectResourceViewDesc") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc) __asm__("cudaCreateSurfaceObject") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject) __asm__("cudaDestroySurfaceObject") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject) __asm__("cudaGetSurfaceObjectResourceDesc") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDriverGetVersion(int *driverVersion) __asm__("cudaDriverGetVersion") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaRuntimeGetVersion(int *runtimeVersion) __asm__("cudaRuntimeGetVersion") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags) __asm__("cudaGraphCreate") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams) __asm__("cudaGraphAddKernelNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams) __asm__("cudaGraphKernelNodeGetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams) __asm__("cudaGraphKernelNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc) __asm__("cudaGraphKernelNodeCopyAttributes") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out) __asm__("cudaGraphKernelNodeGetAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value) __asm__("cudaGraphKernelNodeSetAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams) __asm__("cudaGraphAddMemcpyNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind) __asm__("cudaGraphAddMemcpyNodeToSymbol") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind) __asm__("cudaGraphAddMemcpyNodeFromSymbol") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind) __asm__("cudaGraphAddMemcpyNode1D") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams) __asm__("cudaGraphMemcpyNodeGetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams) __asm__("cudaGraphMemcpyNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind) __asm__("cudaGraphMemcpyNodeSetParamsToSymbol") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind) __asm__("cudaGraphMemcpyNodeSetParamsFromSymbol") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind) __asm__("cudaGraphMemcpyNodeSetParams1D") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams) __asm__("cudaGraphAddMemsetNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams) __asm__("cudaGraphMemsetNodeGetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphMemsetNodeSetParams(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams) __asm__("cudaGraphMemsetNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams) __asm__("cudaGraphAddHostNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphHostNodeGetParams(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams) __asm__("cudaGraphHostNodeGetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphHostNodeSetParams(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams) __asm__("cudaGraphHostNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph) __asm__("cudaGraphAddChildGraphNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph) __asm__("cudaGraphChildGraphNodeGetGraph") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies) __asm__("cudaGraphAddEmptyNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event) __asm__("cudaGraphAddEventRecordNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out) __asm__("cudaGraphEventRecordNodeGetEvent") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event) __asm__("cudaGraphEventRecordNodeSetEvent") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event) __asm__("cudaGraphAddEventWaitNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out) __asm__("cudaGraphEventWaitNodeGetEvent") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event) __asm__("cudaGraphEventWaitNodeSetEvent") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddExternalSemaphoresSignalNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams) __asm__("cudaGraphAddExternalSemaphoresSignalNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExternalSemaphoresSignalNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out) __asm__("cudaGraphExternalSemaphoresSignalNodeGetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExternalSemaphoresSignalNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams) __asm__("cudaGraphExternalSemaphoresSignalNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddExternalSemaphoresWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams) __asm__("cudaGraphAddExternalSemaphoresWaitNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExternalSemaphoresWaitNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out) __asm__("cudaGraphExternalSemaphoresWaitNodeGetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExternalSemaphoresWaitNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams) __asm__("cudaGraphExternalSemaphoresWaitNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams) __asm__("cudaGraphAddMemAllocNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out) __asm__("cudaGraphMemAllocNodeGetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr) __asm__("cudaGraphAddMemFreeNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out) __asm__("cudaGraphMemFreeNodeGetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGraphMemTrim(int device) __asm__("cudaDeviceGraphMemTrim") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value) __asm__("cudaDeviceGetGraphMemAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value) __asm__("cudaDeviceSetGraphMemAttribute") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph) __asm__("cudaGraphClone") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph) __asm__("cudaGraphNodeFindInClone") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType) __asm__("cudaGraphNodeGetType") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes) __asm__("cudaGraphGetNodes") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes) __asm__("cudaGraphGetRootNodes") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges) __asm__("cudaGraphGetEdges") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies) __asm__("cudaGraphNodeGetDependencies") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes) __asm__("cudaGraphNodeGetDependentNodes") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies) __asm__("cudaGraphAddDependencies") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies) __asm__("cudaGraphRemoveDependencies") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphDestroyNode(cudaGraphNode_t node) __asm__("cudaGraphDestroyNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags) __asm__("cudaGraphInstantiate") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags) __asm__("cudaGraphInstantiateWithFlags") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams) __asm__("cudaGraphExecKernelNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams) __asm__("cudaGraphExecMemcpyNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind) __asm__("cudaGraphExecMemcpyNodeSetParamsToSymbol") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind) __asm__("cudaGraphExecMemcpyNodeSetParamsFromSymbol") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind) __asm__("cudaGraphExecMemcpyNodeSetParams1D") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams) __asm__("cudaGraphExecMemsetNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams) __asm__("cudaGraphExecHostNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph) __asm__("cudaGraphExecChildGraphNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event) __asm__("cudaGraphExecEventRecordNodeSetEvent") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event) __asm__("cudaGraphExecEventWaitNodeSetEvent") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecExternalSemaphoresSignalNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams) __asm__("cudaGraphExecExternalSemaphoresSignalNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecExternalSemaphoresWaitNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams) __asm__("cudaGraphExecExternalSemaphoresWaitNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled) __asm__("cudaGraphNodeSetEnabled") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled) __asm__("cudaGraphNodeGetEnabled") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo) __asm__("cudaGraphExecUpdate") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream) __asm__("cudaGraphUpload") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphUpload_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream) __asm__("cudaGraphUpload_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream) __asm__("cudaGraphLaunch") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphLaunch_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream) __asm__("cudaGraphLaunch_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecDestroy(cudaGraphExec_t graphExec) __asm__("cudaGraphExecDestroy") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphDestroy(cudaGraph_t graph) __asm__("cudaGraphDestroy") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags) __asm__("cudaGraphDebugDotPrint") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags) __asm__("cudaUserObjectCreate") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaUserObjectRetain(cudaUserObject_t object, unsigned int count) __asm__("cudaUserObjectRetain") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaUserObjectRelease(cudaUserObject_t object, unsigned int count) __asm__("cudaUserObjectRelease") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags) __asm__("cudaGraphRetainUserObject") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count) __asm__("cudaGraphReleaseUserObject") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetDriverEntryPoint(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus) __asm__("cudaGetDriverEntryPoint") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetDriverEntryPoint_ptsz(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus) __asm__("cudaGetDriverEntryPoint_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetExportTable(const void **ppExportTable, const cudaUUID_t *pExportTableId) __asm__("cudaGetExportTable") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetFuncBySymbol(cudaFunction_t *functionPtr, const void *symbolPtr) __asm__("cudaGetFuncBySymbol") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceRegisterAsyncNotification(int device, cudaAsyncCallback callbackFunc, void *userData, cudaAsyncCallbackHandle_t *callback) __asm__("cudaDeviceRegisterAsyncNotification") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceUnregisterAsyncNotification(int device, cudaAsyncCallbackHandle_t callback) __asm__("cudaDeviceUnregisterAsyncNotification") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags) __asm__("cudaInitDevice") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId) __asm__("cudaStreamGetId") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetId_ptsz(cudaStream_t hStream, unsigned long long *streamId) __asm__("cudaStreamGetId_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode) __asm__("cudaStreamBeginCaptureToGraph") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamBeginCaptureToGraph_ptsz(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode) __asm__("cudaStreamBeginCaptureToGraph_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamUpdateCaptureDependencies_ptsz(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags) __asm__("cudaStreamUpdateCaptureDependencies_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFuncGetName(const char **name, const void *func) __asm__("cudaFuncGetName") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaFuncGetParamInfo(const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize) __asm__("cudaFuncGetParamInfo") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphInstantiateWithParams(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams) __asm__("cudaGraphInstantiateWithParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphInstantiateWithParams_ptsz(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams) __asm__("cudaGraphInstantiateWithParams_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags) __asm__("cudaGraphExecGetFlags") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams) __asm__("cudaGraphAddNode") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphNodeSetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams) __asm__("cudaGraphNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams) __asm__("cudaGraphExecNodeSetParams") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags) __asm__("cudaGraphConditionalHandleCreate") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetKernel(cudaKernel_t *kernelPtr, const void *entryFuncAddr) __asm__("cudaGetKernel") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetDevice(cudaStream_t hStream, int *device) __asm__("cudaStreamGetDevice") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaStreamGetDevice_ptsz(cudaStream_t hStream, int *device) __asm__("cudaStreamGetDevice_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyBatchAsync(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream) __asm__("cudaMemcpyBatchAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpyBatchAsync_ptsz(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream) __asm__("cudaMemcpyBatchAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy3DBatchAsync(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream) __asm__("cudaMemcpy3DBatchAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemcpy3DBatchAsync_ptsz(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream) __asm__("cudaMemcpy3DBatchAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetDriverEntryPointByVersion(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus) __asm__("cudaGetDriverEntryPointByVersion") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaGetDriverEntryPointByVersion_ptsz(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus) __asm__("cudaGetDriverEntryPointByVersion_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLibraryLoadData(cudaLibrary_t *library, const void *code, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions) __asm__("cudaLibraryLoadData") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLibraryLoadFromFile(cudaLibrary_t *library, const char *fileName, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions) __asm__("cudaLibraryLoadFromFile") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLibraryUnload(cudaLibrary_t library) __asm__("cudaLibraryUnload") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLibraryGetKernel(cudaKernel_t *pKernel, cudaLibrary_t library, const char *name) __asm__("cudaLibraryGetKernel") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLibraryGetGlobal(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name) __asm__("cudaLibraryGetGlobal") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLibraryGetManaged(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name) __asm__("cudaLibraryGetManaged") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLibraryGetUnifiedFunction(void **fptr, cudaLibrary_t library, const char *symbol) __asm__("cudaLibraryGetUnifiedFunction") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLibraryGetKernelCount(unsigned int *count, cudaLibrary_t lib) __asm__("cudaLibraryGetKernelCount") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLibraryEnumerateKernels(cudaKernel_t *kernels, unsigned int numKernels, cudaLibrary_t lib) __asm__("cudaLibraryEnumerateKernels") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaKernelSetAttributeForDevice(cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device) __asm__("cudaKernelSetAttributeForDevice") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int device) __asm__("cudaDeviceGetHostAtomicCapabilities") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int srcDevice, int dstDevice) __asm__("cudaDeviceGetP2PAtomicCapabilities") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaSignalExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream) __asm__("cudaSignalExternalSemaphoresAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaSignalExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream) __asm__("cudaSignalExternalSemaphoresAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaWaitExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream) __asm__("cudaWaitExternalSemaphoresAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaWaitExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream) __asm__("cudaWaitExternalSemaphoresAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream) __asm__("cudaMemPrefetchBatchAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream) __asm__("cudaMemPrefetchBatchAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemDiscardBatchAsync(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream) __asm__("cudaMemDiscardBatchAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemDiscardBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream) __asm__("cudaMemDiscardBatchAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemDiscardAndPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream) __asm__("cudaMemDiscardAndPrefetchBatchAsync") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemDiscardAndPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream) __asm__("cudaMemDiscardAndPrefetchBatchAsync_ptsz") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemGetDefaultMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type) __asm__("cudaMemGetDefaultMemPool") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemGetMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type) __asm__("cudaMemGetMemPool") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaMemSetMemPool(struct cudaMemLocation *location, enum cudaMemAllocationType type, cudaMemPool_t memPool) __asm__("cudaMemSetMemPool") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLogsRegisterCallback(cudaLogsCallback_t callbackFunc, void *userData, cudaLogsCallbackHandle *callback_out) __asm__("cudaLogsRegisterCallback") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLogsUnregisterCallback(cudaLogsCallbackHandle callback) __asm__("cudaLogsUnregisterCallback") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLogsCurrent(cudaLogIterator *iterator_out, unsigned int flags) __asm__("cudaLogsCurrent") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLogsDumpToFile(cudaLogIterator *iterator, const char *pathToFile, unsigned int flags) __asm__("cudaLogsDumpToFile") __attribute__((weak));
extern cudaError_t bd_gen_cudart_own_cudaLogsDumpToMemory(cudaLogIterator *iterator, char *buffer, size_t *size, unsigned int flags) __asm__("cudaLogsDumpToMemory") __attribute__((weak));

__attribute__((constructor)) static void bd_gen_cudart_register_program(void)
{
    bd_gen_cudart_program.pfn_cudaDeviceReset = bd_gen_cudart_own_cudaDeviceReset;
    bd_gen_cudart_program.pfn_cudaDeviceSynchronize = bd_gen_cudart_own_cudaDeviceSynchronize;
    bd_gen_cudart_program.pfn_cudaDeviceSetLimit = bd_gen_cudart_own_cudaDeviceSetLimit;
    bd_gen_cudart_program.pfn_cudaDeviceGetLimit = bd_gen_cudart_own_cudaDeviceGetLimit;
    bd_gen_cudart_program.pfn_cudaDeviceGetTexture1DLinearMaxWidth = bd_gen_cudart_own_cudaDeviceGetTexture1DLinearMaxWidth;
    bd_gen_cudart_program.pfn_cudaDeviceGetCacheConfig = bd_gen_cudart_own_cudaDeviceGetCacheConfig;
    bd_gen_cudart_program.pfn_cudaDeviceGetStreamPriorityRange = bd_gen_cudart_own_cudaDeviceGetStreamPriorityRange;
    bd_gen_cudart_program.pfn_cudaDeviceSetCacheConfig = bd_gen_cudart_own_cudaDeviceSetCacheConfig;
    bd_gen_cudart_program.pfn_cudaDeviceGetSharedMemConfig = bd_gen_cudart_own_cudaDeviceGetSharedMemConfig;
    bd_gen_cudart_program.pfn_cudaDeviceSetSharedMemConfig = bd_gen_cudart_own_cudaDeviceSetSharedMemConfig;
    bd_gen_cudart_program.pfn_cudaDeviceGetByPCIBusId = bd_gen_cudart_own_cudaDeviceGetByPCIBusId;
    bd_gen_cudart_program.pfn_cudaDeviceGetPCIBusId = bd_gen_cudart_own_cudaDeviceGetPCIBusId;
    bd_gen_cudart_program.pfn_cudaIpcGetEventHandle = bd_gen_cudart_own_cudaIpcGetEventHandle;
    bd_gen_cudart_program.pfn_cudaIpcOpenEventHandle = bd_gen_cudart_own_cudaIpcOpenEventHandle;
    bd_gen_cudart_program.pfn_cudaIpcGetMemHandle = bd_gen_cudart_own_cudaIpcGetMemHandle;
    bd_gen_cudart_program.pfn_cudaIpcOpenMemHandle = bd_gen_cudart_own_cudaIpcOpenMemHandle;
    bd_gen_cudart_program.pfn_cudaIpcCloseMemHandle = bd_gen_cudart_own_cudaIpcCloseMemHandle;
    bd_gen_cudart_program.pfn_cudaDeviceFlushGPUDirectRDMAWrites = bd_gen_cudart_own_cudaDeviceFlushGPUDirectRDMAWrites;
    bd_gen_cudart_program.pfn_cudaGetLastError = bd_gen_cudart_own_cudaGetLastError;
    bd_gen_cudart_program.pfn_cudaPeekAtLastError = bd_gen_cudart_own_cudaPeekAtLastError;
    bd_gen_cudart_program.pfn_cudaGetErrorName = bd_gen_cudart_own_cudaGetErrorName;
    bd_gen_cudart_program.pfn_cudaGetErrorString = bd_gen_cudart_own_cudaGetErrorString;
    bd_gen_cudart_program.pfn_cudaGetDeviceCount = bd_gen_cudart_own_cudaGetDeviceCount;
    bd_gen_cudart_program.pfn_cudaGetDeviceProperties = bd_gen_cudart_own_cudaGetDeviceProperties;
    bd_gen_cudart_program.pfn_cudaDeviceGetAttribute = bd_gen_cudart_own_cudaDeviceGetAttribute;
    bd_gen_cudart_program.pfn_cudaDeviceGetDefaultMemPool = bd_gen_cudart_own_cudaDeviceGetDefaultMemPool;
    bd_gen_cudart_program.pfn_cudaDeviceSetMemPool = bd_gen_cudart_own_cudaDeviceSetMemPool;
    bd_gen_cudart_program.pfn_cudaDeviceGetMemPool = bd_gen_cudart_own_cudaDeviceGetMemPool;
    bd_gen_cudart_program.pfn_cudaDeviceGetNvSciSyncAttributes = bd_gen_cudart_own_cudaDeviceGetNvSciSyncAttributes;
    bd_gen_cudart_program.pfn_cudaDeviceGetP2PAttribute = bd_gen_cudart_own_cudaDeviceGetP2PAttribute;
    bd_gen_cudart_program.pfn_cudaChooseDevice = bd_gen_cudart_own_cudaChooseDevice;
    bd_gen_cudart_program.pfn_cudaSetDevice = bd_gen_cudart_own_cudaSetDevice;
    bd_gen_cudart_program.pfn_cudaGetDevice = bd_gen_cudart_own_cudaGetDevice;
    bd_gen_cudart_program.pfn_cudaSetValidDevices = bd_gen_cudart_own_cudaSetValidDevices;
    bd_gen_cudart_program.pfn_cudaSetDeviceFlags = bd_gen_cudart_own_cudaSetDeviceFlags;
    bd_gen_cudart_program.pfn_cudaGetDeviceFlags = bd_gen_cudart_own_cudaGetDeviceFlags;
    bd_gen_cudart_program.pfn_cudaStreamCreate = bd_gen_cudart_own_cudaStreamCreate;
    bd_gen_cudart_program.pfn_cudaStreamCreateWithFlags = bd_gen_cudart_own_cudaStreamCreateWithFlags;
    bd_gen_cudart_program.pfn_cudaStreamCreateWithPriority = bd_gen_cudart_own_cudaStreamCreateWithPriority;
    bd_gen_cudart_program.pfn_cudaStreamGetPriority = bd_gen_cudart_own_cudaStreamGetPriority;
    bd_gen_cudart_program.pfn_cudaStreamGetPriority_ptsz = bd_gen_cudart_own_cudaStreamGetPriority_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamGetFlags = bd_gen_cudart_own_cudaStreamGetFlags;
    bd_gen_cudart_program.pfn_cudaStreamGetFlags_ptsz = bd_gen_cudart_own_cudaStreamGetFlags_ptsz;
    bd_gen_cudart_program.pfn_cudaCtxResetPersistingL2Cache = bd_gen_cudart_own_cudaCtxResetPersistingL2Cache;
    bd_gen_cudart_program.pfn_cudaStreamCopyAttributes = bd_gen_cudart_own_cudaStreamCopyAttributes;
    bd_gen_cudart_program.pfn_cudaStreamCopyAttributes_ptsz = bd_gen_cudart_own_cudaStreamCopyAttributes_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamGetAttribute = bd_gen_cudart_own_cudaStreamGetAttribute;
    bd_gen_cudart_program.pfn_cudaStreamGetAttribute_ptsz = bd_gen_cudart_own_cudaStreamGetAttribute_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamSetAttribute = bd_gen_cudart_own_cudaStreamSetAttribute;
    bd_gen_cudart_program.pfn_cudaStreamSetAttribute_ptsz = bd_gen_cudart_own_cudaStreamSetAttribute_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamDestroy = bd_gen_cudart_own_cudaStreamDestroy;
    bd_gen_cudart_program.pfn_cudaStreamWaitEvent = bd_gen_cudart_own_cudaStreamWaitEvent;
    bd_gen_cudart_program.pfn_cudaStreamWaitEvent_ptsz = bd_gen_cudart_own_cudaStreamWaitEvent_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamAddCallback = bd_gen_cudart_own_cudaStreamAddCallback;
    bd_gen_cudart_program.pfn_cudaStreamAddCallback_ptsz = bd_gen_cudart_own_cudaStreamAddCallback_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamSynchronize = bd_gen_cudart_own_cudaStreamSynchronize;
    bd_gen_cudart_program.pfn_cudaStreamSynchronize_ptsz = bd_gen_cudart_own_cudaStreamSynchronize_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamQuery = bd_gen_cudart_own_cudaStreamQuery;
    bd_gen_cudart_program.pfn_cudaStreamQuery_ptsz = bd_gen_cudart_own_cudaStreamQuery_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamAttachMemAsync = bd_gen_cudart_own_cudaStreamAttachMemAsync;
    bd_gen_cudart_program.pfn_cudaStreamAttachMemAsync_ptsz = bd_gen_cudart_own_cudaStreamAttachMemAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamBeginCapture = bd_gen_cudart_own_cudaStreamBeginCapture;
    bd_gen_cudart_program.pfn_cudaStreamBeginCapture_ptsz = bd_gen_cudart_own_cudaStreamBeginCapture_ptsz;
    bd_gen_cudart_program.pfn_cudaThreadExchangeStreamCaptureMode = bd_gen_cudart_own_cudaThreadExchangeStreamCaptureMode;
    bd_gen_cudart_program.pfn_cudaStreamEndCapture = bd_gen_cudart_own_cudaStreamEndCapture;
    bd_gen_cudart_program.pfn_cudaStreamEndCapture_ptsz = bd_gen_cudart_own_cudaStreamEndCapture_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamIsCapturing = bd_gen_cudart_own_cudaStreamIsCapturing;
    bd_gen_cudart_program.pfn_cudaStreamIsCapturing_ptsz = bd_gen_cudart_own_cudaStreamIsCapturing_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamGetCaptureInfo = bd_gen_cudart_own_cudaStreamGetCaptureInfo;
    bd_gen_cudart_program.pfn_cudaStreamGetCaptureInfo_ptsz = bd_gen_cudart_own_cudaStreamGetCaptureInfo_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamUpdateCaptureDependencies = bd_gen_cudart_own_cudaStreamUpdateCaptureDependencies;
    bd_gen_cudart_program.pfn_cudaEventCreate = bd_gen_cudart_own_cudaEventCreate;
    bd_gen_cudart_program.pfn_cudaEventCreateWithFlags = bd_gen_cudart_own_cudaEventCreateWithFlags;
    bd_gen_cudart_program.pfn_cudaEventRecord = bd_gen_cudart_own_cudaEventRecord;
    bd_gen_cudart_program.pfn_cudaEventRecord_ptsz = bd_gen_cudart_own_cudaEventRecord_ptsz;
    bd_gen_cudart_program.pfn_cudaEventRecordWithFlags = bd_gen_cudart_own_cudaEventRecordWithFlags;
    bd_gen_cudart_program.pfn_cudaEventRecordWithFlags_ptsz = bd_gen_cudart_own_cudaEventRecordWithFlags_ptsz;
    bd_gen_cudart_program.pfn_cudaEventQuery = bd_gen_cudart_own_cudaEventQuery;
    bd_gen_cudart_program.pfn_cudaEventSynchronize = bd_gen_cudart_own_cudaEventSynchronize;
    bd_gen_cudart_program.pfn_cudaEventDestroy = bd_gen_cudart_own_cudaEventDestroy;
    bd_gen_cudart_program.pfn_cudaEventElapsedTime = bd_gen_cudart_own_cudaEventElapsedTime;
    bd_gen_cudart_program.pfn_cudaImportExternalMemory = bd_gen_cudart_own_cudaImportExternalMemory;
    bd_gen_cudart_program.pfn_cudaExternalMemoryGetMappedBuffer = bd_gen_cudart_own_cudaExternalMemoryGetMappedBuffer;
    bd_gen_cudart_program.pfn_cudaExternalMemoryGetMappedMipmappedArray = bd_gen_cudart_own_cudaExternalMemoryGetMappedMipmappedArray;
    bd_gen_cudart_program.pfn_cudaDestroyExternalMemory = bd_gen_cudart_own_cudaDestroyExternalMemory;
    bd_gen_cudart_program.pfn_cudaImportExternalSemaphore = bd_gen_cudart_own_cudaImportExternalSemaphore;
    bd_gen_cudart_program.pfn_cudaDestroyExternalSemaphore = bd_gen_cudart_own_cudaDestroyExternalSemaphore;
    bd_gen_cudart_program.pfn_cudaLaunchKernel = bd_gen_cudart_own_cudaLaunchKernel;
    bd_gen_cudart_program.pfn_cudaLaunchKernel_ptsz = bd_gen_cudart_own_cudaLaunchKernel_ptsz;
    bd_gen_cudart_program.pfn_cudaLaunchKernelExC = bd_gen_cudart_own_cudaLaunchKernelExC;
    bd_gen_cudart_program.pfn_cudaLaunchKernelExC_ptsz = bd_gen_cudart_own_cudaLaunchKernelExC_ptsz;
    bd_gen_cudart_program.pfn_cudaLaunchCooperativeKernel = bd_gen_cudart_own_cudaLaunchCooperativeKernel;
    bd_gen_cudart_program.pfn_cudaLaunchCooperativeKernel_ptsz = bd_gen_cudart_own_cudaLaunchCooperativeKernel_ptsz;
    bd_gen_cudart_program.pfn_cudaFuncSetCacheConfig = bd_gen_cudart_own_cudaFuncSetCacheConfig;
    bd_gen_cudart_program.pfn_cudaFuncSetSharedMemConfig = bd_gen_cudart_own_cudaFuncSetSharedMemConfig;
    bd_gen_cudart_program.pfn_cudaFuncGetAttributes = bd_gen_cudart_own_cudaFuncGetAttributes;
    bd_gen_cudart_program.pfn_cudaFuncSetAttribute = bd_gen_cudart_own_cudaFuncSetAttribute;
    bd_gen_cudart_program.pfn_cudaLaunchHostFunc = bd_gen_cudart_own_cudaLaunchHostFunc;
    bd_gen_cudart_program.pfn_cudaLaunchHostFunc_ptsz = bd_gen_cudart_own_cudaLaunchHostFunc_ptsz;
    bd_gen_cudart_program.pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessor = bd_gen_cudart_own_cudaOccupancyMaxActiveBlocksPerMultiprocessor;
    bd_gen_cudart_program.pfn_cudaOccupancyAvailableDynamicSMemPerBlock = bd_gen_cudart_own_cudaOccupancyAvailableDynamicSMemPerBlock;
    bd_gen_cudart_program.pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags = bd_gen_cudart_own_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags;
    bd_gen_cudart_program.pfn_cudaOccupancyMaxPotentialClusterSize = bd_gen_cudart_own_cudaOccupancyMaxPotentialClusterSize;
    bd_gen_cudart_program.pfn_cudaOccupancyMaxActiveClusters = bd_gen_cudart_own_cudaOccupancyMaxActiveClusters;
    bd_gen_cudart_program.pfn_cudaMallocManaged = bd_gen_cudart_own_cudaMallocManaged;
    bd_gen_cudart_program.pfn_cudaMalloc = bd_gen_cudart_own_cudaMalloc;
    bd_gen_cudart_program.pfn_cudaMallocHost = bd_gen_cudart_own_cudaMallocHost;
    bd_gen_cudart_program.pfn_cudaMallocPitch = bd_gen_cudart_own_cudaMallocPitch;
    bd_gen_cudart_program.pfn_cudaMallocArray = bd_gen_cudart_own_cudaMallocArray;
    bd_gen_cudart_program.pfn_cudaFree = bd_gen_cudart_own_cudaFree;
    bd_gen_cudart_program.pfn_cudaFreeHost = bd_gen_cudart_own_cudaFreeHost;
    bd_gen_cudart_program.pfn_cudaFreeArray = bd_gen_cudart_own_cudaFreeArray;
    bd_gen_cudart_program.pfn_cudaFreeMipmappedArray = bd_gen_cudart_own_cudaFreeMipmappedArray;
    bd_gen_cudart_program.pfn_cudaHostAlloc = bd_gen_cudart_own_cudaHostAlloc;
    bd_gen_cudart_program.pfn_cudaHostRegister = bd_gen_cudart_own_cudaHostRegister;
    bd_gen_cudart_program.pfn_cudaHostUnregister = bd_gen_cudart_own_cudaHostUnregister;
    bd_gen_cudart_program.pfn_cudaHostGetDevicePointer = bd_gen_cudart_own_cudaHostGetDevicePointer;
    bd_gen_cudart_program.pfn_cudaHostGetFlags = bd_gen_cudart_own_cudaHostGetFlags;
    bd_gen_cudart_program.pfn_cudaMalloc3D = bd_gen_cudart_own_cudaMalloc3D;
    bd_gen_cudart_program.pfn_cudaMalloc3DArray = bd_gen_cudart_own_cudaMalloc3DArray;
    bd_gen_cudart_program.pfn_cudaMallocMipmappedArray = bd_gen_cudart_own_cudaMallocMipmappedArray;
    bd_gen_cudart_program.pfn_cudaGetMipmappedArrayLevel = bd_gen_cudart_own_cudaGetMipmappedArrayLevel;
    bd_gen_cudart_program.pfn_cudaMemcpy3D = bd_gen_cudart_own_cudaMemcpy3D;
    bd_gen_cudart_program.pfn_cudaMemcpy3D_ptds = bd_gen_cudart_own_cudaMemcpy3D_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpy3DPeer = bd_gen_cudart_own_cudaMemcpy3DPeer;
    bd_gen_cudart_program.pfn_cudaMemcpy3DPeer_ptds = bd_gen_cudart_own_cudaMemcpy3DPeer_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpy3DAsync = bd_gen_cudart_own_cudaMemcpy3DAsync;
    bd_gen_cudart_program.pfn_cudaMemcpy3DAsync_ptsz = bd_gen_cudart_own_cudaMemcpy3DAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemcpy3DPeerAsync = bd_gen_cudart_own_cudaMemcpy3DPeerAsync;
    bd_gen_cudart_program.pfn_cudaMemcpy3DPeerAsync_ptsz = bd_gen_cudart_own_cudaMemcpy3DPeerAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemGetInfo = bd_gen_cudart_own_cudaMemGetInfo;
    bd_gen_cudart_program.pfn_cudaArrayGetInfo = bd_gen_cudart_own_cudaArrayGetInfo;
    bd_gen_cudart_program.pfn_cudaArrayGetPlane = bd_gen_cudart_own_cudaArrayGetPlane;
    bd_gen_cudart_program.pfn_cudaArrayGetMemoryRequirements = bd_gen_cudart_own_cudaArrayGetMemoryRequirements;
    bd_gen_cudart_program.pfn_cudaMipmappedArrayGetMemoryRequirements = bd_gen_cudart_own_cudaMipmappedArrayGetMemoryRequirements;
    bd_gen_cudart_program.pfn_cudaArrayGetSparseProperties = bd_gen_cudart_own_cudaArrayGetSparseProperties;
    bd_gen_cudart_program.pfn_cudaMipmappedArrayGetSparseProperties = bd_gen_cudart_own_cudaMipmappedArrayGetSparseProperties;
    bd_gen_cudart_program.pfn_cudaMemcpy = bd_gen_cudart_own_cudaMemcpy;
    bd_gen_cudart_program.pfn_cudaMemcpy_ptds = bd_gen_cudart_own_cudaMemcpy_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpyPeer = bd_gen_cudart_own_cudaMemcpyPeer;
    bd_gen_cudart_program.pfn_cudaMemcpy2D = bd_gen_cudart_own_cudaMemcpy2D;
    bd_gen_cudart_program.pfn_cudaMemcpy2D_ptds = bd_gen_cudart_own_cudaMemcpy2D_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpy2DToArray = bd_gen_cudart_own_cudaMemcpy2DToArray;
    bd_gen_cudart_program.pfn_cudaMemcpy2DToArray_ptds = bd_gen_cudart_own_cudaMemcpy2DToArray_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpy2DFromArray = bd_gen_cudart_own_cudaMemcpy2DFromArray;
    bd_gen_cudart_program.pfn_cudaMemcpy2DFromArray_ptds = bd_gen_cudart_own_cudaMemcpy2DFromArray_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpy2DArrayToArray = bd_gen_cudart_own_cudaMemcpy2DArrayToArray;
    bd_gen_cudart_program.pfn_cudaMemcpy2DArrayToArray_ptds = bd_gen_cudart_own_cudaMemcpy2DArrayToArray_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpyToSymbol = bd_gen_cudart_own_cudaMemcpyToSymbol;
    bd_gen_cudart_program.pfn_cudaMemcpyToSymbol_ptds = bd_gen_cudart_own_cudaMemcpyToSymbol_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpyFromSymbol = bd_gen_cudart_own_cudaMemcpyFromSymbol;
    bd_gen_cudart_program.pfn_cudaMemcpyFromSymbol_ptds = bd_gen_cudart_own_cudaMemcpyFromSymbol_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpyAsync = bd_gen_cudart_own_cudaMemcpyAsync;
    bd_gen_cudart_program.pfn_cudaMemcpyAsync_ptsz = bd_gen_cudart_own_cudaMemcpyAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemcpyPeerAsync = bd_gen_cudart_own_cudaMemcpyPeerAsync;
    bd_gen_cudart_program.pfn_cudaMemcpy2DAsync = bd_gen_cudart_own_cudaMemcpy2DAsync;
    bd_gen_cudart_program.pfn_cudaMemcpy2DAsync_ptsz = bd_gen_cudart_own_cudaMemcpy2DAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemcpy2DToArrayAsync = bd_gen_cudart_own_cudaMemcpy2DToArrayAsync;
    bd_gen_cudart_program.pfn_cudaMemcpy2DToArrayAsync_ptsz = bd_gen_cudart_own_cudaMemcpy2DToArrayAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemcpy2DFromArrayAsync = bd_gen_cudart_own_cudaMemcpy2DFromArrayAsync;
    bd_gen_cudart_program.pfn_cudaMemcpy2DFromArrayAsync_ptsz = bd_gen_cudart_own_cudaMemcpy2DFromArrayAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemcpyToSymbolAsync = bd_gen_cudart_own_cudaMemcpyToSymbolAsync;
    bd_gen_cudart_program.pfn_cudaMemcpyToSymbolAsync_ptsz = bd_gen_cudart_own_cudaMemcpyToSymbolAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemcpyFromSymbolAsync = bd_gen_cudart_own_cudaMemcpyFromSymbolAsync;
    bd_gen_cudart_program.pfn_cudaMemcpyFromSymbolAsync_ptsz = bd_gen_cudart_own_cudaMemcpyFromSymbolAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemset = bd_gen_cudart_own_cudaMemset;
    bd_gen_cudart_program.pfn_cudaMemset_ptds = bd_gen_cudart_own_cudaMemset_ptds;
    bd_gen_cudart_program.pfn_cudaMemset2D = bd_gen_cudart_own_cudaMemset2D;
    bd_gen_cudart_program.pfn_cudaMemset2D_ptds = bd_gen_cudart_own_cudaMemset2D_ptds;
    bd_gen_cudart_program.pfn_cudaMemset3D = bd_gen_cudart_own_cudaMemset3D;
    bd_gen_cudart_program.pfn_cudaMemset3D_ptds = bd_gen_cudart_own_cudaMemset3D_ptds;
    bd_gen_cudart_program.pfn_cudaMemsetAsync = bd_gen_cudart_own_cudaMemsetAsync;
    bd_gen_cudart_program.pfn_cudaMemsetAsync_ptsz = bd_gen_cudart_own_cudaMemsetAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemset2DAsync = bd_gen_cudart_own_cudaMemset2DAsync;
    bd_gen_cudart_program.pfn_cudaMemset2DAsync_ptsz = bd_gen_cudart_own_cudaMemset2DAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemset3DAsync = bd_gen_cudart_own_cudaMemset3DAsync;
    bd_gen_cudart_program.pfn_cudaMemset3DAsync_ptsz = bd_gen_cudart_own_cudaMemset3DAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaGetSymbolAddress = bd_gen_cudart_own_cudaGetSymbolAddress;
    bd_gen_cudart_program.pfn_cudaGetSymbolSize = bd_gen_cudart_own_cudaGetSymbolSize;
    bd_gen_cudart_program.pfn_cudaMemPrefetchAsync = bd_gen_cudart_own_cudaMemPrefetchAsync;
    bd_gen_cudart_program.pfn_cudaMemPrefetchAsync_ptsz = bd_gen_cudart_own_cudaMemPrefetchAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemAdvise = bd_gen_cudart_own_cudaMemAdvise;
    bd_gen_cudart_program.pfn_cudaMemRangeGetAttribute = bd_gen_cudart_own_cudaMemRangeGetAttribute;
    bd_gen_cudart_program.pfn_cudaMemRangeGetAttributes = bd_gen_cudart_own_cudaMemRangeGetAttributes;
    bd_gen_cudart_program.pfn_cudaMemcpyToArray = bd_gen_cudart_own_cudaMemcpyToArray;
    bd_gen_cudart_program.pfn_cudaMemcpyToArray_ptds = bd_gen_cudart_own_cudaMemcpyToArray_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpyFromArray = bd_gen_cudart_own_cudaMemcpyFromArray;
    bd_gen_cudart_program.pfn_cudaMemcpyFromArray_ptds = bd_gen_cudart_own_cudaMemcpyFromArray_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpyArrayToArray = bd_gen_cudart_own_cudaMemcpyArrayToArray;
    bd_gen_cudart_program.pfn_cudaMemcpyArrayToArray_ptds = bd_gen_cudart_own_cudaMemcpyArrayToArray_ptds;
    bd_gen_cudart_program.pfn_cudaMemcpyToArrayAsync = bd_gen_cudart_own_cudaMemcpyToArrayAsync;
    bd_gen_cudart_program.pfn_cudaMemcpyToArrayAsync_ptsz = bd_gen_cudart_own_cudaMemcpyToArrayAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemcpyFromArrayAsync = bd_gen_cudart_own_cudaMemcpyFromArrayAsync;
    bd_gen_cudart_program.pfn_cudaMemcpyFromArrayAsync_ptsz = bd_gen_cudart_own_cudaMemcpyFromArrayAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMallocAsync = bd_gen_cudart_own_cudaMallocAsync;
    bd_gen_cudart_program.pfn_cudaMallocAsync_ptsz = bd_gen_cudart_own_cudaMallocAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaFreeAsync = bd_gen_cudart_own_cudaFreeAsync;
    bd_gen_cudart_program.pfn_cudaFreeAsync_ptsz = bd_gen_cudart_own_cudaFreeAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemPoolTrimTo = bd_gen_cudart_own_cudaMemPoolTrimTo;
    bd_gen_cudart_program.pfn_cudaMemPoolSetAttribute = bd_gen_cudart_own_cudaMemPoolSetAttribute;
    bd_gen_cudart_program.pfn_cudaMemPoolGetAttribute = bd_gen_cudart_own_cudaMemPoolGetAttribute;
    bd_gen_cudart_program.pfn_cudaMemPoolSetAccess = bd_gen_cudart_own_cudaMemPoolSetAccess;
    bd_gen_cudart_program.pfn_cudaMemPoolGetAccess = bd_gen_cudart_own_cudaMemPoolGetAccess;
    bd_gen_cudart_program.pfn_cudaMemPoolCreate = bd_gen_cudart_own_cudaMemPoolCreate;
    bd_gen_cudart_program.pfn_cudaMemPoolDestroy = bd_gen_cudart_own_cudaMemPoolDestroy;
    bd_gen_cudart_program.pfn_cudaMallocFromPoolAsync = bd_gen_cudart_own_cudaMallocFromPoolAsync;
    bd_gen_cudart_program.pfn_cudaMallocFromPoolAsync_ptsz = bd_gen_cudart_own_cudaMallocFromPoolAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemPoolExportToShareableHandle = bd_gen_cudart_own_cudaMemPoolExportToShareableHandle;
    bd_gen_cudart_program.pfn_cudaMemPoolImportFromShareableHandle = bd_gen_cudart_own_cudaMemPoolImportFromShareableHandle;
    bd_gen_cudart_program.pfn_cudaMemPoolExportPointer = bd_gen_cudart_own_cudaMemPoolExportPointer;
    bd_gen_cudart_program.pfn_cudaMemPoolImportPointer = bd_gen_cudart_own_cudaMemPoolImportPointer;
    bd_gen_cudart_program.pfn_cudaPointerGetAttributes = bd_gen_cudart_own_cudaPointerGetAttributes;
    bd_gen_cudart_program.pfn_cudaDeviceCanAccessPeer = bd_gen_cudart_own_cudaDeviceCanAccessPeer;
    bd_gen_cudart_program.pfn_cudaDeviceEnablePeerAccess = bd_gen_cudart_own_cudaDeviceEnablePeerAccess;
    bd_gen_cudart_program.pfn_cudaDeviceDisablePeerAccess = bd_gen_cudart_own_cudaDeviceDisablePeerAccess;
    bd_gen_cudart_program.pfn_cudaGraphicsUnregisterResource = bd_gen_cudart_own_cudaGraphicsUnregisterResource;
    bd_gen_cudart_program.pfn_cudaGraphicsResourceSetMapFlags = bd_gen_cudart_own_cudaGraphicsResourceSetMapFlags;
    bd_gen_cudart_program.pfn_cudaGraphicsMapResources = bd_gen_cudart_own_cudaGraphicsMapResources;
    bd_gen_cudart_program.pfn_cudaGraphicsUnmapResources = bd_gen_cudart_own_cudaGraphicsUnmapResources;
    bd_gen_cudart_program.pfn_cudaGraphicsResourceGetMappedPointer = bd_gen_cudart_own_cudaGraphicsResourceGetMappedPointer;
    bd_gen_cudart_program.pfn_cudaGraphicsSubResourceGetMappedArray = bd_gen_cudart_own_cudaGraphicsSubResourceGetMappedArray;
    bd_gen_cudart_program.pfn_cudaGraphicsResourceGetMappedMipmappedArray = bd_gen_cudart_own_cudaGraphicsResourceGetMappedMipmappedArray;
    bd_gen_cudart_program.pfn_cudaGetChannelDesc = bd_gen_cudart_own_cudaGetChannelDesc;
    bd_gen_cudart_program.pfn_cudaCreateChannelDesc = bd_gen_cudart_own_cudaCreateChannelDesc;
    bd_gen_cudart_program.pfn_cudaCreateTextureObject = bd_gen_cudart_own_cudaCreateTextureObject;
    bd_gen_cudart_program.pfn_cudaDestroyTextureObject = bd_gen_cudart_own_cudaDestroyTextureObject;
    bd_gen_cudart_program.pfn_cudaGetTextureObjectResourceDesc = bd_gen_cudart_own_cudaGetTextureObjectResourceDesc;
    bd_gen_cudart_program.pfn_cudaGetTextureObjectTextureDesc = bd_gen_cudart_own_cudaGetTextureObjectTextureDesc;
    bd_gen_cudart_program.pfn_cudaGetTextureObjectResourceViewDesc = bd_gen_cudart_own_cudaGetTextureObjectResourceViewDesc;
    bd_gen_cudart_program.pfn_cudaCreateSurfaceObject = bd_gen_cudart_own_cudaCreateSurfaceObject;
    bd_gen_cudart_program.pfn_cudaDestroySurfaceObject = bd_gen_cudart_own_cudaDestroySurfaceObject;
    bd_gen_cudart_program.pfn_cudaGetSurfaceObjectResourceDesc = bd_gen_cudart_own_cudaGetSurfaceObjectResourceDesc;
    bd_gen_cudart_program.pfn_cudaDriverGetVersion = bd_gen_cudart_own_cudaDriverGetVersion;
    bd_gen_cudart_program.pfn_cudaRuntimeGetVersion = bd_gen_cudart_own_cudaRuntimeGetVersion;
    bd_gen_cudart_program.pfn_cudaGraphCreate = bd_gen_cudart_own_cudaGraphCreate;
    bd_gen_cudart_program.pfn_cudaGraphAddKernelNode = bd_gen_cudart_own_cudaGraphAddKernelNode;
    bd_gen_cudart_program.pfn_cudaGraphKernelNodeGetParams = bd_gen_cudart_own_cudaGraphKernelNodeGetParams;
    bd_gen_cudart_program.pfn_cudaGraphKernelNodeSetParams = bd_gen_cudart_own_cudaGraphKernelNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphKernelNodeCopyAttributes = bd_gen_cudart_own_cudaGraphKernelNodeCopyAttributes;
    bd_gen_cudart_program.pfn_cudaGraphKernelNodeGetAttribute = bd_gen_cudart_own_cudaGraphKernelNodeGetAttribute;
    bd_gen_cudart_program.pfn_cudaGraphKernelNodeSetAttribute = bd_gen_cudart_own_cudaGraphKernelNodeSetAttribute;
    bd_gen_cudart_program.pfn_cudaGraphAddMemcpyNode = bd_gen_cudart_own_cudaGraphAddMemcpyNode;
    bd_gen_cudart_program.pfn_cudaGraphAddMemcpyNodeToSymbol = bd_gen_cudart_own_cudaGraphAddMemcpyNodeToSymbol;
    bd_gen_cudart_program.pfn_cudaGraphAddMemcpyNodeFromSymbol = bd_gen_cudart_own_cudaGraphAddMemcpyNodeFromSymbol;
    bd_gen_cudart_program.pfn_cudaGraphAddMemcpyNode1D = bd_gen_cudart_own_cudaGraphAddMemcpyNode1D;
    bd_gen_cudart_program.pfn_cudaGraphMemcpyNodeGetParams = bd_gen_cudart_own_cudaGraphMemcpyNodeGetParams;
    bd_gen_cudart_program.pfn_cudaGraphMemcpyNodeSetParams = bd_gen_cudart_own_cudaGraphMemcpyNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphMemcpyNodeSetParamsToSymbol = bd_gen_cudart_own_cudaGraphMemcpyNodeSetParamsToSymbol;
    bd_gen_cudart_program.pfn_cudaGraphMemcpyNodeSetParamsFromSymbol = bd_gen_cudart_own_cudaGraphMemcpyNodeSetParamsFromSymbol;
    bd_gen_cudart_program.pfn_cudaGraphMemcpyNodeSetParams1D = bd_gen_cudart_own_cudaGraphMemcpyNodeSetParams1D;
    bd_gen_cudart_program.pfn_cudaGraphAddMemsetNode = bd_gen_cudart_own_cudaGraphAddMemsetNode;
    bd_gen_cudart_program.pfn_cudaGraphMemsetNodeGetParams = bd_gen_cudart_own_cudaGraphMemsetNodeGetParams;
    bd_gen_cudart_program.pfn_cudaGraphMemsetNodeSetParams = bd_gen_cudart_own_cudaGraphMemsetNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphAddHostNode = bd_gen_cudart_own_cudaGraphAddHostNode;
    bd_gen_cudart_program.pfn_cudaGraphHostNodeGetParams = bd_gen_cudart_own_cudaGraphHostNodeGetParams;
    bd_gen_cudart_program.pfn_cudaGraphHostNodeSetParams = bd_gen_cudart_own_cudaGraphHostNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphAddChildGraphNode = bd_gen_cudart_own_cudaGraphAddChildGraphNode;
    bd_gen_cudart_program.pfn_cudaGraphChildGraphNodeGetGraph = bd_gen_cudart_own_cudaGraphChildGraphNodeGetGraph;
    bd_gen_cudart_program.pfn_cudaGraphAddEmptyNode = bd_gen_cudart_own_cudaGraphAddEmptyNode;
    bd_gen_cudart_program.pfn_cudaGraphAddEventRecordNode = bd_gen_cudart_own_cudaGraphAddEventRecordNode;
    bd_gen_cudart_program.pfn_cudaGraphEventRecordNodeGetEvent = bd_gen_cudart_own_cudaGraphEventRecordNodeGetEvent;
    bd_gen_cudart_program.pfn_cudaGraphEventRecordNodeSetEvent = bd_gen_cudart_own_cudaGraphEventRecordNodeSetEvent;
    bd_gen_cudart_program.pfn_cudaGraphAddEventWaitNode = bd_gen_cudart_own_cudaGraphAddEventWaitNode;
    bd_gen_cudart_program.pfn_cudaGraphEventWaitNodeGetEvent = bd_gen_cudart_own_cudaGraphEventWaitNodeGetEvent;
    bd_gen_cudart_program.pfn_cudaGraphEventWaitNodeSetEvent = bd_gen_cudart_own_cudaGraphEventWaitNodeSetEvent;
    bd_gen_cudart_program.pfn_cudaGraphAddExternalSemaphoresSignalNode = bd_gen_cudart_own_cudaGraphAddExternalSemaphoresSignalNode;
    bd_gen_cudart_program.pfn_cudaGraphExternalSemaphoresSignalNodeGetParams = bd_gen_cudart_own_cudaGraphExternalSemaphoresSignalNodeGetParams;
    bd_gen_cudart_program.pfn_cudaGraphExternalSemaphoresSignalNodeSetParams = bd_gen_cudart_own_cudaGraphExternalSemaphoresSignalNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphAddExternalSemaphoresWaitNode = bd_gen_cudart_own_cudaGraphAddExternalSemaphoresWaitNode;
    bd_gen_cudart_program.pfn_cudaGraphExternalSemaphoresWaitNodeGetParams = bd_gen_cudart_own_cudaGraphExternalSemaphoresWaitNodeGetParams;
    bd_gen_cudart_program.pfn_cudaGraphExternalSemaphoresWaitNodeSetParams = bd_gen_cudart_own_cudaGraphExternalSemaphoresWaitNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphAddMemAllocNode = bd_gen_cudart_own_cudaGraphAddMemAllocNode;
    bd_gen_cudart_program.pfn_cudaGraphMemAllocNodeGetParams = bd_gen_cudart_own_cudaGraphMemAllocNodeGetParams;
    bd_gen_cudart_program.pfn_cudaGraphAddMemFreeNode = bd_gen_cudart_own_cudaGraphAddMemFreeNode;
    bd_gen_cudart_program.pfn_cudaGraphMemFreeNodeGetParams = bd_gen_cudart_own_cudaGraphMemFreeNodeGetParams;
    bd_gen_cudart_program.pfn_cudaDeviceGraphMemTrim = bd_gen_cudart_own_cudaDeviceGraphMemTrim;
    bd_gen_cudart_program.pfn_cudaDeviceGetGraphMemAttribute = bd_gen_cudart_own_cudaDeviceGetGraphMemAttribute;
    bd_gen_cudart_program.pfn_cudaDeviceSetGraphMemAttribute = bd_gen_cudart_own_cudaDeviceSetGraphMemAttribute;
    bd_gen_cudart_program.pfn_cudaGraphClone = bd_gen_cudart_own_cudaGraphClone;
    bd_gen_cudart_program.pfn_cudaGraphNodeFindInClone = bd_gen_cudart_own_cudaGraphNodeFindInClone;
    bd_gen_cudart_program.pfn_cudaGraphNodeGetType = bd_gen_cudart_own_cudaGraphNodeGetType;
    bd_gen_cudart_program.pfn_cudaGraphGetNodes = bd_gen_cudart_own_cudaGraphGetNodes;
    bd_gen_cudart_program.pfn_cudaGraphGetRootNodes = bd_gen_cudart_own_cudaGraphGetRootNodes;
    bd_gen_cudart_program.pfn_cudaGraphGetEdges = bd_gen_cudart_own_cudaGraphGetEdges;
    bd_gen_cudart_program.pfn_cudaGraphNodeGetDependencies = bd_gen_cudart_own_cudaGraphNodeGetDependencies;
    bd_gen_cudart_program.pfn_cudaGraphNodeGetDependentNodes = bd_gen_cudart_own_cudaGraphNodeGetDependentNodes;
    bd_gen_cudart_program.pfn_cudaGraphAddDependencies = bd_gen_cudart_own_cudaGraphAddDependencies;
    bd_gen_cudart_program.pfn_cudaGraphRemoveDependencies = bd_gen_cudart_own_cudaGraphRemoveDependencies;
    bd_gen_cudart_program.pfn_cudaGraphDestroyNode = bd_gen_cudart_own_cudaGraphDestroyNode;
    bd_gen_cudart_program.pfn_cudaGraphInstantiate = bd_gen_cudart_own_cudaGraphInstantiate;
    bd_gen_cudart_program.pfn_cudaGraphInstantiateWithFlags = bd_gen_cudart_own_cudaGraphInstantiateWithFlags;
    bd_gen_cudart_program.pfn_cudaGraphExecKernelNodeSetParams = bd_gen_cudart_own_cudaGraphExecKernelNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphExecMemcpyNodeSetParams = bd_gen_cudart_own_cudaGraphExecMemcpyNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphExecMemcpyNodeSetParamsToSymbol = bd_gen_cudart_own_cudaGraphExecMemcpyNodeSetParamsToSymbol;
    bd_gen_cudart_program.pfn_cudaGraphExecMemcpyNodeSetParamsFromSymbol = bd_gen_cudart_own_cudaGraphExecMemcpyNodeSetParamsFromSymbol;
    bd_gen_cudart_program.pfn_cudaGraphExecMemcpyNodeSetParams1D = bd_gen_cudart_own_cudaGraphExecMemcpyNodeSetParams1D;
    bd_gen_cudart_program.pfn_cudaGraphExecMemsetNodeSetParams = bd_gen_cudart_own_cudaGraphExecMemsetNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphExecHostNodeSetParams = bd_gen_cudart_own_cudaGraphExecHostNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphExecChildGraphNodeSetParams = bd_gen_cudart_own_cudaGraphExecChildGraphNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphExecEventRecordNodeSetEvent = bd_gen_cudart_own_cudaGraphExecEventRecordNodeSetEvent;
    bd_gen_cudart_program.pfn_cudaGraphExecEventWaitNodeSetEvent = bd_gen_cudart_own_cudaGraphExecEventWaitNodeSetEvent;
    bd_gen_cudart_program.pfn_cudaGraphExecExternalSemaphoresSignalNodeSetParams = bd_gen_cudart_own_cudaGraphExecExternalSemaphoresSignalNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphExecExternalSemaphoresWaitNodeSetParams = bd_gen_cudart_own_cudaGraphExecExternalSemaphoresWaitNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphNodeSetEnabled = bd_gen_cudart_own_cudaGraphNodeSetEnabled;
    bd_gen_cudart_program.pfn_cudaGraphNodeGetEnabled = bd_gen_cudart_own_cudaGraphNodeGetEnabled;
    bd_gen_cudart_program.pfn_cudaGraphExecUpdate = bd_gen_cudart_own_cudaGraphExecUpdate;
    bd_gen_cudart_program.pfn_cudaGraphUpload = bd_gen_cudart_own_cudaGraphUpload;
    bd_gen_cudart_program.pfn_cudaGraphUpload_ptsz = bd_gen_cudart_own_cudaGraphUpload_ptsz;
    bd_gen_cudart_program.pfn_cudaGraphLaunch = bd_gen_cudart_own_cudaGraphLaunch;
    bd_gen_cudart_program.pfn_cudaGraphLaunch_ptsz = bd_gen_cudart_own_cudaGraphLaunch_ptsz;
    bd_gen_cudart_program.pfn_cudaGraphExecDestroy = bd_gen_cudart_own_cudaGraphExecDestroy;
    bd_gen_cudart_program.pfn_cudaGraphDestroy = bd_gen_cudart_own_cudaGraphDestroy;
    bd_gen_cudart_program.pfn_cudaGraphDebugDotPrint = bd_gen_cudart_own_cudaGraphDebugDotPrint;
    bd_gen_cudart_program.pfn_cudaUserObjectCreate = bd_gen_cudart_own_cudaUserObjectCreate;
    bd_gen_cudart_program.pfn_cudaUserObjectRetain = bd_gen_cudart_own_cudaUserObjectRetain;
    bd_gen_cudart_program.pfn_cudaUserObjectRelease = bd_gen_cudart_own_cudaUserObjectRelease;
    bd_gen_cudart_program.pfn_cudaGraphRetainUserObject = bd_gen_cudart_own_cudaGraphRetainUserObject;
    bd_gen_cudart_program.pfn_cudaGraphReleaseUserObject = bd_gen_cudart_own_cudaGraphReleaseUserObject;
    bd_gen_cudart_program.pfn_cudaGetDriverEntryPoint = bd_gen_cudart_own_cudaGetDriverEntryPoint;
    bd_gen_cudart_program.pfn_cudaGetDriverEntryPoint_ptsz = bd_gen_cudart_own_cudaGetDriverEntryPoint_ptsz;
    bd_gen_cudart_program.pfn_cudaGetExportTable = bd_gen_cudart_own_cudaGetExportTable;
    bd_gen_cudart_program.pfn_cudaGetFuncBySymbol = bd_gen_cudart_own_cudaGetFuncBySymbol;
    bd_gen_cudart_program.pfn_cudaDeviceRegisterAsyncNotification = bd_gen_cudart_own_cudaDeviceRegisterAsyncNotification;
    bd_gen_cudart_program.pfn_cudaDeviceUnregisterAsyncNotification = bd_gen_cudart_own_cudaDeviceUnregisterAsyncNotification;
    bd_gen_cudart_program.pfn_cudaInitDevice = bd_gen_cudart_own_cudaInitDevice;
    bd_gen_cudart_program.pfn_cudaStreamGetId = bd_gen_cudart_own_cudaStreamGetId;
    bd_gen_cudart_program.pfn_cudaStreamGetId_ptsz = bd_gen_cudart_own_cudaStreamGetId_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamBeginCaptureToGraph = bd_gen_cudart_own_cudaStreamBeginCaptureToGraph;
    bd_gen_cudart_program.pfn_cudaStreamBeginCaptureToGraph_ptsz = bd_gen_cudart_own_cudaStreamBeginCaptureToGraph_ptsz;
    bd_gen_cudart_program.pfn_cudaStreamUpdateCaptureDependencies_ptsz = bd_gen_cudart_own_cudaStreamUpdateCaptureDependencies_ptsz;
    bd_gen_cudart_program.pfn_cudaFuncGetName = bd_gen_cudart_own_cudaFuncGetName;
    bd_gen_cudart_program.pfn_cudaFuncGetParamInfo = bd_gen_cudart_own_cudaFuncGetParamInfo;
    bd_gen_cudart_program.pfn_cudaGraphInstantiateWithParams = bd_gen_cudart_own_cudaGraphInstantiateWithParams;
    bd_gen_cudart_program.pfn_cudaGraphInstantiateWithParams_ptsz = bd_gen_cudart_own_cudaGraphInstantiateWithParams_ptsz;
    bd_gen_cudart_program.pfn_cudaGraphExecGetFlags = bd_gen_cudart_own_cudaGraphExecGetFlags;
    bd_gen_cudart_program.pfn_cudaGraphAddNode = bd_gen_cudart_own_cudaGraphAddNode;
    bd_gen_cudart_program.pfn_cudaGraphNodeSetParams = bd_gen_cudart_own_cudaGraphNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphExecNodeSetParams = bd_gen_cudart_own_cudaGraphExecNodeSetParams;
    bd_gen_cudart_program.pfn_cudaGraphConditionalHandleCreate = bd_gen_cudart_own_cudaGraphConditionalHandleCreate;
    bd_gen_cudart_program.pfn_cudaGetKernel = bd_gen_cudart_own_cudaGetKernel;
    bd_gen_cudart_program.pfn_cudaStreamGetDevice = bd_gen_cudart_own_cudaStreamGetDevice;
    bd_gen_cudart_program.pfn_cudaStreamGetDevice_ptsz = bd_gen_cudart_own_cudaStreamGetDevice_ptsz;
    bd_gen_cudart_program.pfn_cudaMemcpyBatchAsync = bd_gen_cudart_own_cudaMemcpyBatchAsync;
    bd_gen_cudart_program.pfn_cudaMemcpyBatchAsync_ptsz = bd_gen_cudart_own_cudaMemcpyBatchAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemcpy3DBatchAsync = bd_gen_cudart_own_cudaMemcpy3DBatchAsync;
    bd_gen_cudart_program.pfn_cudaMemcpy3DBatchAsync_ptsz = bd_gen_cudart_own_cudaMemcpy3DBatchAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaGetDriverEntryPointByVersion = bd_gen_cudart_own_cudaGetDriverEntryPointByVersion;
    bd_gen_cudart_program.pfn_cudaGetDriverEntryPointByVersion_ptsz = bd_gen_cudart_own_cudaGetDriverEntryPointByVersion_ptsz;
    bd_gen_cudart_program.pfn_cudaLibraryLoadData = bd_gen_cudart_own_cudaLibraryLoadData;
    bd_gen_cudart_program.pfn_cudaLibraryLoadFromFile = bd_gen_cudart_own_cudaLibraryLoadFromFile;
    bd_gen_cudart_program.pfn_cudaLibraryUnload = bd_gen_cudart_own_cudaLibraryUnload;
    bd_gen_cudart_program.pfn_cudaLibraryGetKernel = bd_gen_cudart_own_cudaLibraryGetKernel;
    bd_gen_cudart_program.pfn_cudaLibraryGetGlobal = bd_gen_cudart_own_cudaLibraryGetGlobal;
    bd_gen_cudart_program.pfn_cudaLibraryGetManaged = bd_gen_cudart_own_cudaLibraryGetManaged;
    bd_gen_cudart_program.pfn_cudaLibraryGetUnifiedFunction = bd_gen_cudart_own_cudaLibraryGetUnifiedFunction;
    bd_gen_cudart_program.pfn_cudaLibraryGetKernelCount = bd_gen_cudart_own_cudaLibraryGetKernelCount;
    bd_gen_cudart_program.pfn_cudaLibraryEnumerateKernels = bd_gen_cudart_own_cudaLibraryEnumerateKernels;
    bd_gen_cudart_program.pfn_cudaKernelSetAttributeForDevice = bd_gen_cudart_own_cudaKernelSetAttributeForDevice;
    bd_gen_cudart_program.pfn_cudaDeviceGetHostAtomicCapabilities = bd_gen_cudart_own_cudaDeviceGetHostAtomicCapabilities;
    bd_gen_cudart_program.pfn_cudaDeviceGetP2PAtomicCapabilities = bd_gen_cudart_own_cudaDeviceGetP2PAtomicCapabilities;
    bd_gen_cudart_program.pfn_cudaSignalExternalSemaphoresAsync = bd_gen_cudart_own_cudaSignalExternalSemaphoresAsync;
    bd_gen_cudart_program.pfn_cudaSignalExternalSemaphoresAsync_ptsz = bd_gen_cudart_own_cudaSignalExternalSemaphoresAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaWaitExternalSemaphoresAsync = bd_gen_cudart_own_cudaWaitExternalSemaphoresAsync;
    bd_gen_cudart_program.pfn_cudaWaitExternalSemaphoresAsync_ptsz = bd_gen_cudart_own_cudaWaitExternalSemaphoresAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemPrefetchBatchAsync = bd_gen_cudart_own_cudaMemPrefetchBatchAsync;
    bd_gen_cudart_program.pfn_cudaMemPrefetchBatchAsync_ptsz = bd_gen_cudart_own_cudaMemPrefetchBatchAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemDiscardBatchAsync = bd_gen_cudart_own_cudaMemDiscardBatchAsync;
    bd_gen_cudart_program.pfn_cudaMemDiscardBatchAsync_ptsz = bd_gen_cudart_own_cudaMemDiscardBatchAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemDiscardAndPrefetchBatchAsync = bd_gen_cudart_own_cudaMemDiscardAndPrefetchBatchAsync;
    bd_gen_cudart_program.pfn_cudaMemDiscardAndPrefetchBatchAsync_ptsz = bd_gen_cudart_own_cudaMemDiscardAndPrefetchBatchAsync_ptsz;
    bd_gen_cudart_program.pfn_cudaMemGetDefaultMemPool = bd_gen_cudart_own_cudaMemGetDefaultMemPool;
    bd_gen_cudart_program.pfn_cudaMemGetMemPool = bd_gen_cudart_own_cudaMemGetMemPool;
    bd_gen_cudart_program.pfn_cudaMemSetMemPool = bd_gen_cudart_own_cudaMemSetMemPool;
    bd_gen_cudart_program.pfn_cudaLogsRegisterCallback = bd_gen_cudart_own_cudaLogsRegisterCallback;
    bd_gen_cudart_program.pfn_cudaLogsUnregisterCallback = bd_gen_cudart_own_cudaLogsUnregisterCallback;
    bd_gen_cudart_program.pfn_cudaLogsCurrent = bd_gen_cudart_own_cudaLogsCurrent;
    bd_gen_cudart_program.pfn_cudaLogsDumpToFile = bd_gen_cudart_own_cudaLogsDumpToFile;
    bd_gen_cudart_program.pfn_cudaLogsDumpToMemory = bd_gen_cudart_own_cudaLogsDumpToMemory;
}
BD_SUPPRESS_DEPRECATED_END
#endif

#ifdef __cplusplus
}
#endif

#endif
