/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* driver: a bd_ function for each of the 449 functions of cuda.h that libcubound exports.
 * The 377 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return CUresult; the
 * 72 context-free ones pass straight through. The functions themselves are found at run time
 * (libcuda.so.1, through cuGetProcAddress); one the loaded library lacks answers CUDA_ERROR_NOT_SUPPORTED.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_DRIVER_H
#define CUBOUND_GENERATED_DRIVER_H

#include <cuda.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/driver.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_driver_table {
    CUresult (*pfn_cuGetErrorString)(CUresult error, const char **pStr);
    CUresult (*pfn_cuGetErrorName)(CUresult error, const char **pStr);
    CUresult (*pfn_cuInit)(unsigned int Flags);
    CUresult (*pfn_cuDriverGetVersion)(int *driverVersion);
    CUresult (*pfn_cuDeviceGet)(CUdevice *device, int ordinal);
    CUresult (*pfn_cuDeviceGetCount)(int *count);
    CUresult (*pfn_cuDeviceGetName)(char *name, int len, CUdevice dev);
    CUresult (*pfn_cuDeviceGetUuid)(CUuuid *uuid, CUdevice dev);
    CUresult (*pfn_cuDeviceGetLuid)(char *luid, unsigned int *deviceNodeMask, CUdevice dev);
    CUresult (*pfn_cuDeviceTotalMem)(size_t *bytes, CUdevice dev);
    CUresult (*pfn_cuDeviceGetTexture1DLinearMaxWidth)(size_t *maxWidthInElements, CUarray_format format, unsigned int numChannels, CUdevice dev);
    CUresult (*pfn_cuDeviceGetAttribute)(int *pi, CUdevice_attribute attrib, CUdevice dev);
    CUresult (*pfn_cuDeviceGetHostAtomicCapabilities)(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice dev);
    CUresult (*pfn_cuDeviceGetNvSciSyncAttributes)(void *nvSciSyncAttrList, CUdevice dev, int flags);
    CUresult (*pfn_cuDeviceSetMemPool)(CUdevice dev, CUmemoryPool pool);
    CUresult (*pfn_cuDeviceGetMemPool)(CUmemoryPool *pool, CUdevice dev);
    CUresult (*pfn_cuDeviceGetDefaultMemPool)(CUmemoryPool *pool_out, CUdevice dev);
    CUresult (*pfn_cuDeviceGetExecAffinitySupport)(int *pi, CUexecAffinityType type, CUdevice dev);
    CUresult (*pfn_cuFlushGPUDirectRDMAWrites)(CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope);
    CUresult (*pfn_cuDeviceGetProperties)(CUdevprop *prop, CUdevice dev);
    CUresult (*pfn_cuDeviceComputeCapability)(int *major, int *minor, CUdevice dev);
    CUresult (*pfn_cuDevicePrimaryCtxRetain)(CUcontext *pctx, CUdevice dev);
    CUresult (*pfn_cuDevicePrimaryCtxRelease)(CUdevice dev);
    CUresult (*pfn_cuDevicePrimaryCtxSetFlags)(CUdevice dev, unsigned int flags);
    CUresult (*pfn_cuDevicePrimaryCtxGetState)(CUdevice dev, unsigned int *flags, int *active);
    CUresult (*pfn_cuDevicePrimaryCtxReset)(CUdevice dev);
    CUresult (*pfn_cuCtxCreate)(CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev);
    CUresult (*pfn_cuCtxDestroy)(CUcontext ctx);
    CUresult (*pfn_cuCtxPushCurrent)(CUcontext ctx);
    CUresult (*pfn_cuCtxPopCurrent)(CUcontext *pctx);
    CUresult (*pfn_cuCtxSetCurrent)(CUcontext ctx);
    CUresult (*pfn_cuCtxGetCurrent)(CUcontext *pctx);
    CUresult (*pfn_cuCtxGetDevice)(CUdevice *device);
    CUresult (*pfn_cuCtxGetDevice_v2)(CUdevice *device, CUcontext ctx);
    CUresult (*pfn_cuCtxGetFlags)(unsigned int *flags);
    CUresult (*pfn_cuCtxSetFlags)(unsigned int flags);
    CUresult (*pfn_cuCtxGetId)(CUcontext ctx, unsigned long long *ctxId);
    CUresult (*pfn_cuCtxSynchronize)(void);
    CUresult (*pfn_cuCtxSynchronize_v2)(CUcontext ctx);
    CUresult (*pfn_cuCtxSetLimit)(CUlimit limit, size_t value);
    CUresult (*pfn_cuCtxGetLimit)(size_t *pvalue, CUlimit limit);
    CUresult (*pfn_cuCtxGetCacheConfig)(CUfunc_cache *pconfig);
    CUresult (*pfn_cuCtxSetCacheConfig)(CUfunc_cache config);
    CUresult (*pfn_cuCtxGetApiVersion)(CUcontext ctx, unsigned int *version);
    CUresult (*pfn_cuCtxGetStreamPriorityRange)(int *leastPriority, int *greatestPriority);
    CUresult (*pfn_cuCtxResetPersistingL2Cache)(void);
    CUresult (*pfn_cuCtxGetExecAffinity)(CUexecAffinityParam *pExecAffinity, CUexecAffinityType type);
    CUresult (*pfn_cuCtxRecordEvent)(CUcontext hCtx, CUevent hEvent);
    CUresult (*pfn_cuCtxWaitEvent)(CUcontext hCtx, CUevent hEvent);
    CUresult (*pfn_cuCtxAttach)(CUcontext *pctx, unsigned int flags);
    CUresult (*pfn_cuCtxDetach)(CUcontext ctx);
    CUresult (*pfn_cuCtxGetSharedMemConfig)(CUsharedconfig *pConfig);
    CUresult (*pfn_cuCtxSetSharedMemConfig)(CUsharedconfig config);
    CUresult (*pfn_cuModuleLoad)(CUmodule *module, const char *fname);
    CUresult (*pfn_cuModuleLoadData)(CUmodule *module, const void *image);
    CUresult (*pfn_cuModuleLoadDataEx)(CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues);
    CUresult (*pfn_cuModuleLoadFatBinary)(CUmodule *module, const void *fatCubin);
    CUresult (*pfn_cuModuleUnload)(CUmodule hmod);
    CUresult (*pfn_cuModuleGetLoadingMode)(CUmoduleLoadingMode *mode);
    CUresult (*pfn_cuModuleGetFunction)(CUfunction *hfunc, CUmodule hmod, const char *name);
    CUresult (*pfn_cuModuleGetFunctionCount)(unsigned int *count, CUmodule mod);
    CUresult (*pfn_cuModuleEnumerateFunctions)(CUfunction *functions, unsigned int numFunctions, CUmodule mod);
    CUresult (*pfn_cuModuleGetGlobal)(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name);
    CUresult (*pfn_cuLinkCreate)(unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut);
    CUresult (*pfn_cuLinkAddData)(CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues);
    CUresult (*pfn_cuLinkAddFile)(CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues);
    CUresult (*pfn_cuLinkComplete)(CUlinkState state, void **cubinOut, size_t *sizeOut);
    CUresult (*pfn_cuLinkDestroy)(CUlinkState state);
    CUresult (*pfn_cuModuleGetTexRef)(CUtexref *pTexRef, CUmodule hmod, const char *name);
    CUresult (*pfn_cuModuleGetSurfRef)(CUsurfref *pSurfRef, CUmodule hmod, const char *name);
    CUresult (*pfn_cuLibraryLoadData)(CUlibrary *library, const void *code, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions);
    CUresult (*pfn_cuLibraryLoadFromFile)(CUlibrary *library, const char *fileName, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions);
    CUresult (*pfn_cuLibraryUnload)(CUlibrary library);
    CUresult (*pfn_cuLibraryGetKernel)(CUkernel *pKernel, CUlibrary library, const char *name);
    CUresult (*pfn_cuLibraryGetKernelCount)(unsigned int *count, CUlibrary lib);
    CUresult (*pfn_cuLibraryEnumerateKernels)(CUkernel *kernels, unsigned int numKernels, CUlibrary lib);
    CUresult (*pfn_cuLibraryGetModule)(CUmodule *pMod, CUlibrary library);
    CUresult (*pfn_cuKernelGetFunction)(CUfunction *pFunc, CUkernel kernel);
    CUresult (*pfn_cuKernelGetLibrary)(CUlibrary *pLib, CUkernel kernel);
    CUresult (*pfn_cuLibraryGetGlobal)(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name);
    CUresult (*pfn_cuLibraryGetManaged)(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name);
    CUresult (*pfn_cuLibraryGetUnifiedFunction)(void **fptr, CUlibrary library, const char *symbol);
    CUresult (*pfn_cuKernelGetAttribute)(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev);
    CUresult (*pfn_cuKernelSetAttribute)(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev);
    CUresult (*pfn_cuKernelSetCacheConfig)(CUkernel kernel, CUfunc_cache config, CUdevice dev);
    CUresult (*pfn_cuKernelGetName)(const char **name, CUkernel hfunc);
    CUresult (*pfn_cuKernelGetParamInfo)(CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize);
    CUresult (*pfn_cuMemGetInfo)(size_t *free, size_t *total);
    CUresult (*pfn_cuMemAlloc)(CUdeviceptr *dptr, size_t bytesize);
    CUresult (*pfn_cuMemAllocPitch)(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes);
    CUresult (*pfn_cuMemFree)(CUdeviceptr dptr);
    CUresult (*pfn_cuMemGetAddressRange)(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr);
    CUresult (*pfn_cuMemAllocHost)(void **pp, size_t bytesize);
    CUresult (*pfn_cuMemFreeHost)(void *p);
    CUresult (*pfn_cuMemHostAlloc)(void **pp, size_t bytesize, unsigned int Flags);
    CUresult (*pfn_cuMemHostGetDevicePointer)(CUdeviceptr *pdptr, void *p, unsigned int Flags);
    CUresult (*pfn_cuMemHostGetFlags)(unsigned int *pFlags, void *p);
    CUresult (*pfn_cuMemAllocManaged)(CUdeviceptr *dptr, size_t bytesize, unsigned int flags);
    CUresult (*pfn_cuDeviceRegisterAsyncNotification)(CUdevice device, CUasyncCallback callbackFunc, void *userData, CUasyncCallbackHandle *callback);
    CUresult (*pfn_cuDeviceUnregisterAsyncNotification)(CUdevice device, CUasyncCallbackHandle callback);
    CUresult (*pfn_cuDeviceGetByPCIBusId)(CUdevice *dev, const char *pciBusId);
    CUresult (*pfn_cuDeviceGetPCIBusId)(char *pciBusId, int len, CUdevice dev);
    CUresult (*pfn_cuIpcGetEventHandle)(CUipcEventHandle *pHandle, CUevent event);
    CUresult (*pfn_cuIpcOpenEventHandle)(CUevent *phEvent, CUipcEventHandle handle);
    CUresult (*pfn_cuIpcGetMemHandle)(CUipcMemHandle *pHandle, CUdeviceptr dptr);
    CUresult (*pfn_cuIpcOpenMemHandle)(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags);
    CUresult (*pfn_cuIpcCloseMemHandle)(CUdeviceptr dptr);
    CUresult (*pfn_cuMemHostRegister)(void *p, size_t bytesize, unsigned int Flags);
    CUresult (*pfn_cuMemHostUnregister)(void *p);
    CUresult (*pfn_cuMemcpy)(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount);
    CUresult (*pfn_cuMemcpy_ptds)(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount);
    CUresult (*pfn_cuMemcpyPeer)(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount);
    CUresult (*pfn_cuMemcpyPeer_ptds)(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount);
    CUresult (*pfn_cuMemcpyHtoD)(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);
    CUresult (*pfn_cuMemcpyHtoD_ptds)(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);
    CUresult (*pfn_cuMemcpyDtoH)(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount);
    CUresult (*pfn_cuMemcpyDtoH_ptds)(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount);
    CUresult (*pfn_cuMemcpyDtoD)(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount);
    CUresult (*pfn_cuMemcpyDtoD_ptds)(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount);
    CUresult (*pfn_cuMemcpyDtoA)(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount);
    CUresult (*pfn_cuMemcpyDtoA_ptds)(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount);
    CUresult (*pfn_cuMemcpyAtoD)(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount);
    CUresult (*pfn_cuMemcpyAtoD_ptds)(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount);
    CUresult (*pfn_cuMemcpyHtoA)(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount);
    CUresult (*pfn_cuMemcpyHtoA_ptds)(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount);
    CUresult (*pfn_cuMemcpyAtoH)(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount);
    CUresult (*pfn_cuMemcpyAtoH_ptds)(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount);
    CUresult (*pfn_cuMemcpyAtoA)(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount);
    CUresult (*pfn_cuMemcpyAtoA_ptds)(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount);
    CUresult (*pfn_cuMemcpy2D)(const CUDA_MEMCPY2D *pCopy);
    CUresult (*pfn_cuMemcpy2D_ptds)(const CUDA_MEMCPY2D *pCopy);
    CUresult (*pfn_cuMemcpy2DUnaligned)(const CUDA_MEMCPY2D *pCopy);
    CUresult (*pfn_cuMemcpy2DUnaligned_ptds)(const CUDA_MEMCPY2D *pCopy);
    CUresult (*pfn_cuMemcpy3D)(const CUDA_MEMCPY3D *pCopy);
    CUresult (*pfn_cuMemcpy3D_ptds)(const CUDA_MEMCPY3D *pCopy);
    CUresult (*pfn_cuMemcpy3DPeer)(const CUDA_MEMCPY3D_PEER *pCopy);
    CUresult (*pfn_cuMemcpy3DPeer_ptds)(const CUDA_MEMCPY3D_PEER *pCopy);
    CUresult (*pfn_cuMemcpyAsync)(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyAsync_ptsz)(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyPeerAsync)(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyPeerAsync_ptsz)(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyHtoDAsync)(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyHtoDAsync_ptsz)(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyDtoHAsync)(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyDtoHAsync_ptsz)(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyDtoDAsync)(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyDtoDAsync_ptsz)(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyHtoAAsync)(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyHtoAAsync_ptsz)(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyAtoHAsync)(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpyAtoHAsync_ptsz)(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream);
    CUresult (*pfn_cuMemcpy2DAsync)(const CUDA_MEMCPY2D *pCopy, CUstream hStream);
    CUresult (*pfn_cuMemcpy2DAsync_ptsz)(const CUDA_MEMCPY2D *pCopy, CUstream hStream);
    CUresult (*pfn_cuMemcpy3DAsync)(const CUDA_MEMCPY3D *pCopy, CUstream hStream);
    CUresult (*pfn_cuMemcpy3DAsync_ptsz)(const CUDA_MEMCPY3D *pCopy, CUstream hStream);
    CUresult (*pfn_cuMemcpy3DPeerAsync)(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream);
    CUresult (*pfn_cuMemcpy3DPeerAsync_ptsz)(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream);
    CUresult (*pfn_cuMemcpyBatchAsync)(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream);
    CUresult (*pfn_cuMemcpyBatchAsync_ptsz)(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream);
    CUresult (*pfn_cuMemcpy3DBatchAsync)(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream);
    CUresult (*pfn_cuMemcpy3DBatchAsync_ptsz)(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream);
    CUresult (*pfn_cuMemsetD8)(CUdeviceptr dstDevice, unsigned char uc, size_t N);
    CUresult (*pfn_cuMemsetD8_ptds)(CUdeviceptr dstDevice, unsigned char uc, size_t N);
    CUresult (*pfn_cuMemsetD16)(CUdeviceptr dstDevice, unsigned short us, size_t N);
    CUresult (*pfn_cuMemsetD16_ptds)(CUdeviceptr dstDevice, unsigned short us, size_t N);
    CUresult (*pfn_cuMemsetD32)(CUdeviceptr dstDevice, unsigned int ui, size_t N);
    CUresult (*pfn_cuMemsetD32_ptds)(CUdeviceptr dstDevice, unsigned int ui, size_t N);
    CUresult (*pfn_cuMemsetD2D8)(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height);
    CUresult (*pfn_cuMemsetD2D8_ptds)(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height);
    CUresult (*pfn_cuMemsetD2D16)(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height);
    CUresult (*pfn_cuMemsetD2D16_ptds)(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height);
    CUresult (*pfn_cuMemsetD2D32)(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height);
    CUresult (*pfn_cuMemsetD2D32_ptds)(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height);
    CUresult (*pfn_cuMemsetD8Async)(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream);
    CUresult (*pfn_cuMemsetD8Async_ptsz)(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream);
    CUresult (*pfn_cuMemsetD16Async)(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream);
    CUresult (*pfn_cuMemsetD16Async_ptsz)(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream);
    CUresult (*pfn_cuMemsetD32Async)(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream);
    CUresult (*pfn_cuMemsetD32Async_ptsz)(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream);
    CUresult (*pfn_cuMemsetD2D8Async)(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream);
    CUresult (*pfn_cuMemsetD2D8Async_ptsz)(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream);
    CUresult (*pfn_cuMemsetD2D16Async)(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream);
    CUresult (*pfn_cuMemsetD2D16Async_ptsz)(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream);
    CUresult (*pfn_cuMemsetD2D32Async)(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream);
    CUresult (*pfn_cuMemsetD2D32Async_ptsz)(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream);
    CUresult (*pfn_cuArrayCreate)(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray);
    CUresult (*pfn_cuArrayGetDescriptor)(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray);
    CUresult (*pfn_cuArrayGetSparseProperties)(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array);
    CUresult (*pfn_cuMipmappedArrayGetSparseProperties)(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap);
    CUresult (*pfn_cuArrayGetMemoryRequirements)(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device);
    CUresult (*pfn_cuMipmappedArrayGetMemoryRequirements)(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device);
    CUresult (*pfn_cuArrayGetPlane)(CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx);
    CUresult (*pfn_cuArrayDestroy)(CUarray hArray);
    CUresult (*pfn_cuArray3DCreate)(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray);
    CUresult (*pfn_cuArray3DGetDescriptor)(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray);
    CUresult (*pfn_cuMipmappedArrayCreate)(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels);
    CUresult (*pfn_cuMipmappedArrayGetLevel)(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level);
    CUresult (*pfn_cuMipmappedArrayDestroy)(CUmipmappedArray hMipmappedArray);
    CUresult (*pfn_cuMemGetHandleForAddressRange)(void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags);
    CUresult (*pfn_cuMemBatchDecompressAsync)(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream);
    CUresult (*pfn_cuMemBatchDecompressAsync_ptsz)(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream);
    CUresult (*pfn_cuMemAddressReserve)(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags);
    CUresult (*pfn_cuMemAddressFree)(CUdeviceptr ptr, size_t size);
    CUresult (*pfn_cuMemCreate)(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags);
    CUresult (*pfn_cuMemRelease)(CUmemGenericAllocationHandle handle);
    CUresult (*pfn_cuMemMap)(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags);
    CUresult (*pfn_cuMemMapArrayAsync)(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream);
    CUresult (*pfn_cuMemMapArrayAsync_ptsz)(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream);
    CUresult (*pfn_cuMemUnmap)(CUdeviceptr ptr, size_t size);
    CUresult (*pfn_cuMemSetAccess)(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count);
    CUresult (*pfn_cuMemGetAccess)(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr);
    CUresult (*pfn_cuMemExportToShareableHandle)(void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags);
    CUresult (*pfn_cuMemImportFromShareableHandle)(CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType);
    CUresult (*pfn_cuMemGetAllocationGranularity)(size_t *granularity, const CUmemAllocationProp *prop, CUmemAllocationGranularity_flags option);
    CUresult (*pfn_cuMemGetAllocationPropertiesFromHandle)(CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle);
    CUresult (*pfn_cuMemRetainAllocationHandle)(CUmemGenericAllocationHandle *handle, void *addr);
    CUresult (*pfn_cuMemFreeAsync)(CUdeviceptr dptr, CUstream hStream);
    CUresult (*pfn_cuMemFreeAsync_ptsz)(CUdeviceptr dptr, CUstream hStream);
    CUresult (*pfn_cuMemAllocAsync)(CUdeviceptr *dptr, size_t bytesize, CUstream hStream);
    CUresult (*pfn_cuMemAllocAsync_ptsz)(CUdeviceptr *dptr, size_t bytesize, CUstream hStream);
    CUresult (*pfn_cuMemPoolTrimTo)(CUmemoryPool pool, size_t minBytesToKeep);
    CUresult (*pfn_cuMemPoolSetAttribute)(CUmemoryPool pool, CUmemPool_attribute attr, void *value);
    CUresult (*pfn_cuMemPoolGetAttribute)(CUmemoryPool pool, CUmemPool_attribute attr, void *value);
    CUresult (*pfn_cuMemPoolSetAccess)(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count);
    CUresult (*pfn_cuMemPoolGetAccess)(CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location);
    CUresult (*pfn_cuMemPoolCreate)(CUmemoryPool *pool, const CUmemPoolProps *poolProps);
    CUresult (*pfn_cuMemPoolDestroy)(CUmemoryPool pool);
    CUresult (*pfn_cuMemGetDefaultMemPool)(CUmemoryPool *pool_out, CUmemLocation *location, CUmemAllocationType type);
    CUresult (*pfn_cuMemGetMemPool)(CUmemoryPool *pool, CUmemLocation *location, CUmemAllocationType type);
    CUresult (*pfn_cuMemSetMemPool)(CUmemLocation *location, CUmemAllocationType type, CUmemoryPool pool);
    CUresult (*pfn_cuMemAllocFromPoolAsync)(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream);
    CUresult (*pfn_cuMemAllocFromPoolAsync_ptsz)(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream);
    CUresult (*pfn_cuMemPoolExportToShareableHandle)(void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags);
    CUresult (*pfn_cuMemPoolImportFromShareableHandle)(CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags);
    CUresult (*pfn_cuMemPoolExportPointer)(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr);
    CUresult (*pfn_cuMemPoolImportPointer)(CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData);
    CUresult (*pfn_cuMulticastCreate)(CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop);
    CUresult (*pfn_cuMulticastAddDevice)(CUmemGenericAllocationHandle mcHandle, CUdevice dev);
    CUresult (*pfn_cuMulticastBindMem)(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags);
    CUresult (*pfn_cuMulticastBindAddr)(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags);
    CUresult (*pfn_cuMulticastUnbind)(CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size);
    CUresult (*pfn_cuMulticastGetGranularity)(size_t *granularity, const CUmulticastObjectProp *prop, CUmulticastGranularity_flags option);
    CUresult (*pfn_cuPointerGetAttribute)(void *data, CUpointer_attribute attribute, CUdeviceptr ptr);
    CUresult (*pfn_cuMemPrefetchAsync)(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream);
    CUresult (*pfn_cuMemPrefetchAsync_ptsz)(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream);
    CUresult (*pfn_cuMemAdvise)(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location);
    CUresult (*pfn_cuMemPrefetchBatchAsync)(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);
    CUresult (*pfn_cuMemPrefetchBatchAsync_ptsz)(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);
    CUresult (*pfn_cuMemDiscardBatchAsync)(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream);
    CUresult (*pfn_cuMemDiscardBatchAsync_ptsz)(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream);
    CUresult (*pfn_cuMemDiscardAndPrefetchBatchAsync)(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);
    CUresult (*pfn_cuMemDiscardAndPrefetchBatchAsync_ptsz)(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);
    CUresult (*pfn_cuMemRangeGetAttribute)(void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count);
    CUresult (*pfn_cuMemRangeGetAttributes)(void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count);
    CUresult (*pfn_cuPointerSetAttribute)(const void *value, CUpointer_attribute attribute, CUdeviceptr ptr);
    CUresult (*pfn_cuPointerGetAttributes)(unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr);
    CUresult (*pfn_cuStreamCreate)(CUstream *phStream, unsigned int Flags);
    CUresult (*pfn_cuStreamCreateWithPriority)(CUstream *phStream, unsigned int flags, int priority);
    CUresult (*pfn_cuStreamGetPriority)(CUstream hStream, int *priority);
    CUresult (*pfn_cuStreamGetPriority_ptsz)(CUstream hStream, int *priority);
    CUresult (*pfn_cuStreamGetDevice)(CUstream hStream, CUdevice *device);
    CUresult (*pfn_cuStreamGetDevice_ptsz)(CUstream hStream, CUdevice *device);
    CUresult (*pfn_cuStreamGetFlags)(CUstream hStream, unsigned int *flags);
    CUresult (*pfn_cuStreamGetFlags_ptsz)(CUstream hStream, unsigned int *flags);
    CUresult (*pfn_cuStreamGetId)(CUstream hStream, unsigned long long *streamId);
    CUresult (*pfn_cuStreamGetId_ptsz)(CUstream hStream, unsigned long long *streamId);
    CUresult (*pfn_cuStreamGetCtx)(CUstream hStream, CUcontext *pctx);
    CUresult (*pfn_cuStreamGetCtx_ptsz)(CUstream hStream, CUcontext *pctx);
    CUresult (*pfn_cuStreamGetCtx_v2)(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx);
    CUresult (*pfn_cuStreamGetCtx_v2_ptsz)(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx);
    CUresult (*pfn_cuStreamWaitEvent)(CUstream hStream, CUevent hEvent, unsigned int Flags);
    CUresult (*pfn_cuStreamWaitEvent_ptsz)(CUstream hStream, CUevent hEvent, unsigned int Flags);
    CUresult (*pfn_cuStreamAddCallback)(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags);
    CUresult (*pfn_cuStreamAddCallback_ptsz)(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags);
    CUresult (*pfn_cuStreamBeginCapture)(CUstream hStream, CUstreamCaptureMode mode);
    CUresult (*pfn_cuStreamBeginCapture_ptsz)(CUstream hStream, CUstreamCaptureMode mode);
    CUresult (*pfn_cuStreamBeginCaptureToGraph)(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode);
    CUresult (*pfn_cuStreamBeginCaptureToGraph_ptsz)(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode);
    CUresult (*pfn_cuThreadExchangeStreamCaptureMode)(CUstreamCaptureMode *mode);
    CUresult (*pfn_cuStreamEndCapture)(CUstream hStream, CUgraph *phGraph);
    CUresult (*pfn_cuStreamEndCapture_ptsz)(CUstream hStream, CUgraph *phGraph);
    CUresult (*pfn_cuStreamIsCapturing)(CUstream hStream, CUstreamCaptureStatus *captureStatus);
    CUresult (*pfn_cuStreamIsCapturing_ptsz)(CUstream hStream, CUstreamCaptureStatus *captureStatus);
    CUresult (*pfn_cuStreamGetCaptureInfo)(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out);
    CUresult (*pfn_cuStreamGetCaptureInfo_ptsz)(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out);
    CUresult (*pfn_cuStreamUpdateCaptureDependencies)(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags);
    CUresult (*pfn_cuStreamUpdateCaptureDependencies_ptsz)(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags);
    CUresult (*pfn_cuStreamAttachMemAsync)(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags);
    CUresult (*pfn_cuStreamAttachMemAsync_ptsz)(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags);
    CUresult (*pfn_cuStreamQuery)(CUstream hStream);
    CUresult (*pfn_cuStreamQuery_ptsz)(CUstream hStream);
    CUresult (*pfn_cuStreamSynchronize)(CUstream hStream);
    CUresult (*pfn_cuStreamSynchronize_ptsz)(CUstream hStream);
    CUresult (*pfn_cuStreamDestroy)(CUstream hStream);
    CUresult (*pfn_cuStreamCopyAttributes)(CUstream dst, CUstream src);
    CUresult (*pfn_cuStreamCopyAttributes_ptsz)(CUstream dst, CUstream src);
    CUresult (*pfn_cuStreamGetAttribute)(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out);
    CUresult (*pfn_cuStreamGetAttribute_ptsz)(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out);
    CUresult (*pfn_cuStreamSetAttribute)(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value);
    CUresult (*pfn_cuStreamSetAttribute_ptsz)(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value);
    CUresult (*pfn_cuEventCreate)(CUevent *phEvent, unsigned int Flags);
    CUresult (*pfn_cuEventRecord)(CUevent hEvent, CUstream hStream);
    CUresult (*pfn_cuEventRecord_ptsz)(CUevent hEvent, CUstream hStream);
    CUresult (*pfn_cuEventRecordWithFlags)(CUevent hEvent, CUstream hStream, unsigned int flags);
    CUresult (*pfn_cuEventRecordWithFlags_ptsz)(CUevent hEvent, CUstream hStream, unsigned int flags);
    CUresult (*pfn_cuEventQuery)(CUevent hEvent);
    CUresult (*pfn_cuEventSynchronize)(CUevent hEvent);
    CUresult (*pfn_cuEventDestroy)(CUevent hEvent);
    CUresult (*pfn_cuEventElapsedTime)(float *pMilliseconds, CUevent hStart, CUevent hEnd);
    CUresult (*pfn_cuImportExternalMemory)(CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc);
    CUresult (*pfn_cuExternalMemoryGetMappedBuffer)(CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc);
    CUresult (*pfn_cuExternalMemoryGetMappedMipmappedArray)(CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc);
    CUresult (*pfn_cuDestroyExternalMemory)(CUexternalMemory extMem);
    CUresult (*pfn_cuImportExternalSemaphore)(CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc);
    CUresult (*pfn_cuSignalExternalSemaphoresAsync)(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream);
    CUresult (*pfn_cuSignalExternalSemaphoresAsync_ptsz)(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream);
    CUresult (*pfn_cuWaitExternalSemaphoresAsync)(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream);
    CUresult (*pfn_cuWaitExternalSemaphoresAsync_ptsz)(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream);
    CUresult (*pfn_cuDestroyExternalSemaphore)(CUexternalSemaphore extSem);
    CUresult (*pfn_cuStreamWaitValue32)(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
    CUresult (*pfn_cuStreamWaitValue32_ptsz)(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
    CUresult (*pfn_cuStreamWaitValue64)(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
    CUresult (*pfn_cuStreamWaitValue64_ptsz)(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
    CUresult (*pfn_cuStreamWriteValue32)(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
    CUresult (*pfn_cuStreamWriteValue32_ptsz)(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
    CUresult (*pfn_cuStreamWriteValue64)(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
    CUresult (*pfn_cuStreamWriteValue64_ptsz)(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
    CUresult (*pfn_cuStreamBatchMemOp)(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags);
    CUresult (*pfn_cuStreamBatchMemOp_ptsz)(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags);
    CUresult (*pfn_cuFuncGetAttribute)(int *pi, CUfunction_attribute attrib, CUfunction hfunc);
    CUresult (*pfn_cuFuncSetAttribute)(CUfunction hfunc, CUfunction_attribute attrib, int value);
    CUresult (*pfn_cuFuncSetCacheConfig)(CUfunction hfunc, CUfunc_cache config);
    CUresult (*pfn_cuFuncGetModule)(CUmodule *hmod, CUfunction hfunc);
    CUresult (*pfn_cuFuncGetName)(const char **name, CUfunction hfunc);
    CUresult (*pfn_cuFuncGetParamInfo)(CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize);
    CUresult (*pfn_cuFuncIsLoaded)(CUfunctionLoadingState *state, CUfunction function);
    CUresult (*pfn_cuFuncLoad)(CUfunction function);
    CUresult (*pfn_cuLaunchKernel)(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra);
    CUresult (*pfn_cuLaunchKernel_ptsz)(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra);
    CUresult (*pfn_cuLaunchKernelEx)(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra);
    CUresult (*pfn_cuLaunchKernelEx_ptsz)(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra);
    CUresult (*pfn_cuLaunchCooperativeKernel)(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams);
    CUresult (*pfn_cuLaunchCooperativeKernel_ptsz)(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams);
    CUresult (*pfn_cuLaunchCooperativeKernelMultiDevice)(CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags);
    CUresult (*pfn_cuLaunchHostFunc)(CUstream hStream, CUhostFn fn, void *userData);
    CUresult (*pfn_cuLaunchHostFunc_ptsz)(CUstream hStream, CUhostFn fn, void *userData);
    CUresult (*pfn_cuFuncSetBlockShape)(CUfunction hfunc, int x, int y, int z);
    CUresult (*pfn_cuFuncSetSharedSize)(CUfunction hfunc, unsigned int bytes);
    CUresult (*pfn_cuParamSetSize)(CUfunction hfunc, unsigned int numbytes);
    CUresult (*pfn_cuParamSeti)(CUfunction hfunc, int offset, unsigned int value);
    CUresult (*pfn_cuParamSetf)(CUfunction hfunc, int offset, float value);
    CUresult (*pfn_cuParamSetv)(CUfunction hfunc, int offset, void *ptr, unsigned int numbytes);
    CUresult (*pfn_cuLaunch)(CUfunction f);
    CUresult (*pfn_cuLaunchGrid)(CUfunction f, int grid_width, int grid_height);
    CUresult (*pfn_cuLaunchGridAsync)(CUfunction f, int grid_width, int grid_height, CUstream hStream);
    CUresult (*pfn_cuParamSetTexRef)(CUfunction hfunc, int texunit, CUtexref hTexRef);
    CUresult (*pfn_cuFuncSetSharedMemConfig)(CUfunction hfunc, CUsharedconfig config);
    CUresult (*pfn_cuGraphCreate)(CUgraph *phGraph, unsigned int flags);
    CUresult (*pfn_cuGraphAddKernelNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphKernelNodeGetParams)(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphKernelNodeSetParams)(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphAddMemcpyNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx);
    CUresult (*pfn_cuGraphMemcpyNodeGetParams)(CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams);
    CUresult (*pfn_cuGraphMemcpyNodeSetParams)(CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams);
    CUresult (*pfn_cuGraphAddMemsetNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx);
    CUresult (*pfn_cuGraphMemsetNodeGetParams)(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphMemsetNodeSetParams)(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphAddHostNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphHostNodeGetParams)(CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphHostNodeSetParams)(CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphAddChildGraphNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph);
    CUresult (*pfn_cuGraphChildGraphNodeGetGraph)(CUgraphNode hNode, CUgraph *phGraph);
    CUresult (*pfn_cuGraphAddEmptyNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies);
    CUresult (*pfn_cuGraphAddEventRecordNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event);
    CUresult (*pfn_cuGraphEventRecordNodeGetEvent)(CUgraphNode hNode, CUevent *event_out);
    CUresult (*pfn_cuGraphEventRecordNodeSetEvent)(CUgraphNode hNode, CUevent event);
    CUresult (*pfn_cuGraphAddEventWaitNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event);
    CUresult (*pfn_cuGraphEventWaitNodeGetEvent)(CUgraphNode hNode, CUevent *event_out);
    CUresult (*pfn_cuGraphEventWaitNodeSetEvent)(CUgraphNode hNode, CUevent event);
    CUresult (*pfn_cuGraphAddExternalSemaphoresSignalNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphExternalSemaphoresSignalNodeGetParams)(CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out);
    CUresult (*pfn_cuGraphExternalSemaphoresSignalNodeSetParams)(CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphAddExternalSemaphoresWaitNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphExternalSemaphoresWaitNodeGetParams)(CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out);
    CUresult (*pfn_cuGraphExternalSemaphoresWaitNodeSetParams)(CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphAddBatchMemOpNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphBatchMemOpNodeGetParams)(CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out);
    CUresult (*pfn_cuGraphBatchMemOpNodeSetParams)(CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphExecBatchMemOpNodeSetParams)(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphAddMemAllocNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphMemAllocNodeGetParams)(CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out);
    CUresult (*pfn_cuGraphAddMemFreeNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr);
    CUresult (*pfn_cuGraphMemFreeNodeGetParams)(CUgraphNode hNode, CUdeviceptr *dptr_out);
    CUresult (*pfn_cuDeviceGraphMemTrim)(CUdevice device);
    CUresult (*pfn_cuDeviceGetGraphMemAttribute)(CUdevice device, CUgraphMem_attribute attr, void *value);
    CUresult (*pfn_cuDeviceSetGraphMemAttribute)(CUdevice device, CUgraphMem_attribute attr, void *value);
    CUresult (*pfn_cuGraphClone)(CUgraph *phGraphClone, CUgraph originalGraph);
    CUresult (*pfn_cuGraphNodeFindInClone)(CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph);
    CUresult (*pfn_cuGraphNodeGetType)(CUgraphNode hNode, CUgraphNodeType *type);
    CUresult (*pfn_cuGraphGetNodes)(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes);
    CUresult (*pfn_cuGraphGetRootNodes)(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes);
    CUresult (*pfn_cuGraphGetEdges)(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges);
    CUresult (*pfn_cuGraphNodeGetDependencies)(CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies);
    CUresult (*pfn_cuGraphNodeGetDependentNodes)(CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes);
    CUresult (*pfn_cuGraphAddDependencies)(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies);
    CUresult (*pfn_cuGraphRemoveDependencies)(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies);
    CUresult (*pfn_cuGraphDestroyNode)(CUgraphNode hNode);
    CUresult (*pfn_cuGraphInstantiate)(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags);
    CUresult (*pfn_cuGraphInstantiateWithParams)(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams);
    CUresult (*pfn_cuGraphInstantiateWithParams_ptsz)(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams);
    CUresult (*pfn_cuGraphExecGetFlags)(CUgraphExec hGraphExec, cuuint64_t *flags);
    CUresult (*pfn_cuGraphExecKernelNodeSetParams)(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphExecMemcpyNodeSetParams)(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx);
    CUresult (*pfn_cuGraphExecMemsetNodeSetParams)(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx);
    CUresult (*pfn_cuGraphExecHostNodeSetParams)(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphExecChildGraphNodeSetParams)(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph);
    CUresult (*pfn_cuGraphExecEventRecordNodeSetEvent)(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event);
    CUresult (*pfn_cuGraphExecEventWaitNodeSetEvent)(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event);
    CUresult (*pfn_cuGraphExecExternalSemaphoresSignalNodeSetParams)(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphExecExternalSemaphoresWaitNodeSetParams)(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams);
    CUresult (*pfn_cuGraphNodeSetEnabled)(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled);
    CUresult (*pfn_cuGraphNodeGetEnabled)(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled);
    CUresult (*pfn_cuGraphUpload)(CUgraphExec hGraphExec, CUstream hStream);
    CUresult (*pfn_cuGraphUpload_ptsz)(CUgraphExec hGraphExec, CUstream hStream);
    CUresult (*pfn_cuGraphLaunch)(CUgraphExec hGraphExec, CUstream hStream);
    CUresult (*pfn_cuGraphLaunch_ptsz)(CUgraphExec hGraphExec, CUstream hStream);
    CUresult (*pfn_cuGraphExecDestroy)(CUgraphExec hGraphExec);
    CUresult (*pfn_cuGraphDestroy)(CUgraph hGraph);
    CUresult (*pfn_cuGraphExecUpdate)(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo);
    CUresult (*pfn_cuGraphKernelNodeCopyAttributes)(CUgraphNode dst, CUgraphNode src);
    CUresult (*pfn_cuGraphKernelNodeGetAttribute)(CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out);
    CUresult (*pfn_cuGraphKernelNodeSetAttribute)(CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value);
    CUresult (*pfn_cuGraphDebugDotPrint)(CUgraph hGraph, const char *path, unsigned int flags);
    CUresult (*pfn_cuUserObjectCreate)(CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags);
    CUresult (*pfn_cuUserObjectRetain)(CUuserObject object, unsigned int count);
    CUresult (*pfn_cuUserObjectRelease)(CUuserObject object, unsigned int count);
    CUresult (*pfn_cuGraphRetainUserObject)(CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags);
    CUresult (*pfn_cuGraphReleaseUserObject)(CUgraph graph, CUuserObject object, unsigned int count);
    CUresult (*pfn_cuGraphAddNode)(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams);
    CUresult (*pfn_cuGraphNodeSetParams)(CUgraphNode hNode, CUgraphNodeParams *nodeParams);
    CUresult (*pfn_cuGraphExecNodeSetParams)(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams);
    CUresult (*pfn_cuGraphConditionalHandleCreate)(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags);
    CUresult (*pfn_cuOccupancyMaxActiveBlocksPerMultiprocessor)(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize);
    CUresult (*pfn_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
    CUresult (*pfn_cuOccupancyMaxPotentialBlockSize)(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit);
    CUresult (*pfn_cuOccupancyMaxPotentialBlockSizeWithFlags)(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags);
    CUresult (*pfn_cuOccupancyAvailableDynamicSMemPerBlock)(size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize);
    CUresult (*pfn_cuOccupancyMaxPotentialClusterSize)(int *clusterSize, CUfunction func, const CUlaunchConfig *config);
    CUresult (*pfn_cuOccupancyMaxActiveClusters)(int *numClusters, CUfunction func, const CUlaunchConfig *config);
    CUresult (*pfn_cuTexRefSetArray)(CUtexref hTexRef, CUarray hArray, unsigned int Flags);
    CUresult (*pfn_cuTexRefSetMipmappedArray)(CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags);
    CUresult (*pfn_cuTexRefSetAddress)(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes);
    CUresult (*pfn_cuTexRefSetAddress2D)(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch);
    CUresult (*pfn_cuTexRefSetFormat)(CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents);
    CUresult (*pfn_cuTexRefSetAddressMode)(CUtexref hTexRef, int dim, CUaddress_mode am);
    CUresult (*pfn_cuTexRefSetFilterMode)(CUtexref hTexRef, CUfilter_mode fm);
    CUresult (*pfn_cuTexRefSetMipmapFilterMode)(CUtexref hTexRef, CUfilter_mode fm);
    CUresult (*pfn_cuTexRefSetMipmapLevelBias)(CUtexref hTexRef, float bias);
    CUresult (*pfn_cuTexRefSetMipmapLevelClamp)(CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp);
    CUresult (*pfn_cuTexRefSetMaxAnisotropy)(CUtexref hTexRef, unsigned int maxAniso);
    CUresult (*pfn_cuTexRefSetBorderColor)(CUtexref hTexRef, float *pBorderColor);
    CUresult (*pfn_cuTexRefSetFlags)(CUtexref hTexRef, unsigned int Flags);
    CUresult (*pfn_cuTexRefGetAddress)(CUdeviceptr *pdptr, CUtexref hTexRef);
    CUresult (*pfn_cuTexRefGetArray)(CUarray *phArray, CUtexref hTexRef);
    CUresult (*pfn_cuTexRefGetMipmappedArray)(CUmipmappedArray *phMipmappedArray, CUtexref hTexRef);
    CUresult (*pfn_cuTexRefGetAddressMode)(CUaddress_mode *pam, CUtexref hTexRef, int dim);
    CUresult (*pfn_cuTexRefGetFilterMode)(CUfilter_mode *pfm, CUtexref hTexRef);
    CUresult (*pfn_cuTexRefGetFormat)(CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef);
    CUresult (*pfn_cuTexRefGetMipmapFilterMode)(CUfilter_mode *pfm, CUtexref hTexRef);
    CUresult (*pfn_cuTexRefGetMipmapLevelBias)(float *pbias, CUtexref hTexRef);
    CUresult (*pfn_cuTexRefGetMipmapLevelClamp)(float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef);
    CUresult (*pfn_cuTexRefGetMaxAnisotropy)(int *pmaxAniso, CUtexref hTexRef);
    CUresult (*pfn_cuTexRefGetBorderColor)(float *pBorderColor, CUtexref hTexRef);
    CUresult (*pfn_cuTexRefGetFlags)(unsigned int *pFlags, CUtexref hTexRef);
    CUresult (*pfn_cuTexRefCreate)(CUtexref *pTexRef);
    CUresult (*pfn_cuTexRefDestroy)(CUtexref hTexRef);
    CUresult (*pfn_cuSurfRefSetArray)(CUsurfref hSurfRef, CUarray hArray, unsigned int Flags);
    CUresult (*pfn_cuSurfRefGetArray)(CUarray *phArray, CUsurfref hSurfRef);
    CUresult (*pfn_cuTexObjectCreate)(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc);
    CUresult (*pfn_cuTexObjectDestroy)(CUtexObject texObject);
    CUresult (*pfn_cuTexObjectGetResourceDesc)(CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject);
    CUresult (*pfn_cuTexObjectGetTextureDesc)(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject);
    CUresult (*pfn_cuTexObjectGetResourceViewDesc)(CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject);
    CUresult (*pfn_cuSurfObjectCreate)(CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc);
    CUresult (*pfn_cuSurfObjectDestroy)(CUsurfObject surfObject);
    CUresult (*pfn_cuSurfObjectGetResourceDesc)(CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject);
    CUresult (*pfn_cuTensorMapEncodeTiled)(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const cuuint32_t *boxDim, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);
    CUresult (*pfn_cuTensorMapEncodeIm2col)(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);
    CUresult (*pfn_cuTensorMapEncodeIm2colWide)(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);
    CUresult (*pfn_cuTensorMapReplaceAddress)(CUtensorMap *tensorMap, void *globalAddress);
    CUresult (*pfn_cuDeviceCanAccessPeer)(int *canAccessPeer, CUdevice dev, CUdevice peerDev);
    CUresult (*pfn_cuCtxEnablePeerAccess)(CUcontext peerContext, unsigned int Flags);
    CUresult (*pfn_cuCtxDisablePeerAccess)(CUcontext peerContext);
    CUresult (*pfn_cuDeviceGetP2PAttribute)(int *value, CUdevice_P2PAttribute attrib, CUdevice srcDevice, CUdevice dstDevice);
    CUresult (*pfn_cuDeviceGetP2PAtomicCapabilities)(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice srcDevice, CUdevice dstDevice);
    CUresult (*pfn_cuGraphicsUnregisterResource)(CUgraphicsResource resource);
    CUresult (*pfn_cuGraphicsSubResourceGetMappedArray)(CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel);
    CUresult (*pfn_cuGraphicsResourceGetMappedMipmappedArray)(CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource);
    CUresult (*pfn_cuGraphicsResourceGetMappedPointer)(CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource);
    CUresult (*pfn_cuGraphicsResourceSetMapFlags)(CUgraphicsResource resource, unsigned int flags);
    CUresult (*pfn_cuGraphicsMapResources)(unsigned int count, CUgraphicsResource *resources, CUstream hStream);
    CUresult (*pfn_cuGraphicsMapResources_ptsz)(unsigned int count, CUgraphicsResource *resources, CUstream hStream);
    CUresult (*pfn_cuGraphicsUnmapResources)(unsigned int count, CUgraphicsResource *resources, CUstream hStream);
    CUresult (*pfn_cuGraphicsUnmapResources_ptsz)(unsigned int count, CUgraphicsResource *resources, CUstream hStream);
    CUresult (*pfn_cuGetProcAddress)(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags, CUdriverProcAddressQueryResult *symbolStatus);
    CUresult (*pfn_cuCoredumpGetAttribute)(CUcoredumpSettings attrib, void *value, size_t *size);
    CUresult (*pfn_cuCoredumpGetAttributeGlobal)(CUcoredumpSettings attrib, void *value, size_t *size);
    CUresult (*pfn_cuCoredumpSetAttribute)(CUcoredumpSettings attrib, void *value, size_t *size);
    CUresult (*pfn_cuCoredumpSetAttributeGlobal)(CUcoredumpSettings attrib, void *value, size_t *size);
    CUresult (*pfn_cuGetExportTable)(const void **ppExportTable, const CUuuid *pExportTableId);
    CUresult (*pfn_cuGreenCtxCreate)(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags);
    CUresult (*pfn_cuGreenCtxDestroy)(CUgreenCtx hCtx);
    CUresult (*pfn_cuCtxFromGreenCtx)(CUcontext *pContext, CUgreenCtx hCtx);
    CUresult (*pfn_cuDeviceGetDevResource)(CUdevice device, CUdevResource *resource, CUdevResourceType type);
    CUresult (*pfn_cuCtxGetDevResource)(CUcontext hCtx, CUdevResource *resource, CUdevResourceType type);
    CUresult (*pfn_cuGreenCtxGetDevResource)(CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type);
    CUresult (*pfn_cuDevSmResourceSplitByCount)(CUdevResource *result, unsigned int *nbGroups, const CUdevResource *input, CUdevResource *remaining, unsigned int useFlags, unsigned int minCount);
    CUresult (*pfn_cuDevResourceGenerateDesc)(CUdevResourceDesc *phDesc, CUdevResource *resources, unsigned int nbResources);
    CUresult (*pfn_cuGreenCtxRecordEvent)(CUgreenCtx hCtx, CUevent hEvent);
    CUresult (*pfn_cuGreenCtxWaitEvent)(CUgreenCtx hCtx, CUevent hEvent);
    CUresult (*pfn_cuStreamGetGreenCtx)(CUstream hStream, CUgreenCtx *phCtx);
    CUresult (*pfn_cuGreenCtxStreamCreate)(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority);
    CUresult (*pfn_cuGreenCtxGetId)(CUgreenCtx greenCtx, unsigned long long *greenCtxId);
    CUresult (*pfn_cuLogsRegisterCallback)(CUlogsCallback callbackFunc, void *userData, CUlogsCallbackHandle *callback_out);
    CUresult (*pfn_cuLogsUnregisterCallback)(CUlogsCallbackHandle callback);
    CUresult (*pfn_cuLogsCurrent)(CUlogIterator *iterator_out, unsigned int flags);
    CUresult (*pfn_cuLogsDumpToFile)(CUlogIterator *iterator, const char *pathToFile, unsigned int flags);
    CUresult (*pfn_cuLogsDumpToMemory)(CUlogIterator *iterator, char *buffer, size_t *size, unsigned int flags);
    CUresult (*pfn_cuCheckpointProcessGetRestoreThreadId)(int pid, int *tid);
    CUresult (*pfn_cuCheckpointProcessGetState)(int pid, CUprocessState *state);
    CUresult (*pfn_cuCheckpointProcessLock)(int pid, CUcheckpointLockArgs *args);
    CUresult (*pfn_cuCheckpointProcessCheckpoint)(int pid, CUcheckpointCheckpointArgs *args);
    CUresult (*pfn_cuCheckpointProcessRestore)(int pid, CUcheckpointRestoreArgs *args);
    CUresult (*pfn_cuCheckpointProcessUnlock)(int pid, CUcheckpointUnlockArgs *args);
    bd_gen_fn reserved_cuDeviceGetUuid;
    bd_gen_fn reserved_cuCtxCreate_v2;
    bd_gen_fn reserved_cuCtxCreate_v3;
    bd_gen_fn reserved_cuMemPrefetchAsync;
    bd_gen_fn reserved_cuMemPrefetchAsync_ptsz;
    bd_gen_fn reserved_cuMemAdvise;
    bd_gen_fn reserved_cuStreamGetCaptureInfo;
    bd_gen_fn reserved_cuStreamGetCaptureInfo_ptsz;
    bd_gen_fn reserved_cuStreamGetCaptureInfo_v2;
    bd_gen_fn reserved_cuStreamGetCaptureInfo_v2_ptsz;
    bd_gen_fn reserved_cuStreamUpdateCaptureDependencies;
    bd_gen_fn reserved_cuStreamUpdateCaptureDependencies_ptsz;
    bd_gen_fn reserved_cuEventElapsedTime;
    bd_gen_fn reserved_cuStreamWaitValue32;
    bd_gen_fn reserved_cuStreamWaitValue32_ptsz;
    bd_gen_fn reserved_cuStreamWaitValue64;
    bd_gen_fn reserved_cuStreamWaitValue64_ptsz;
    bd_gen_fn reserved_cuStreamWriteValue32;
    bd_gen_fn reserved_cuStreamWriteValue32_ptsz;
    bd_gen_fn reserved_cuStreamWriteValue64;
    bd_gen_fn reserved_cuStreamWriteValue64_ptsz;
    bd_gen_fn reserved_cuStreamBatchMemOp;
    bd_gen_fn reserved_cuStreamBatchMemOp_ptsz;
    bd_gen_fn reserved_cuGraphAddKernelNode;
    bd_gen_fn reserved_cuGraphKernelNodeGetParams;
    bd_gen_fn reserved_cuGraphKernelNodeSetParams;
    bd_gen_fn reserved_cuGraphGetEdges;
    bd_gen_fn reserved_cuGraphNodeGetDependencies;
    bd_gen_fn reserved_cuGraphNodeGetDependentNodes;
    bd_gen_fn reserved_cuGraphAddDependencies;
    bd_gen_fn reserved_cuGraphRemoveDependencies;
    bd_gen_fn reserved_cuGraphInstantiate_v2;
    bd_gen_fn reserved_cuGraphExecKernelNodeSetParams;
    bd_gen_fn reserved_cuGraphExecUpdate;
    bd_gen_fn reserved_cuGetProcAddress;
    bd_gen_fn reserved_cuGraphAddNode;
    bd_gen_fn reserved_cuMemcpyBatchAsync;
    bd_gen_fn reserved_cuMemcpyBatchAsync_ptsz;
    bd_gen_fn reserved_cuMemcpy3DBatchAsync;
    bd_gen_fn reserved_cuMemcpy3DBatchAsync_ptsz;
    bd_gen_fn reserved_cuKernelGetParamCount;
    bd_gen_fn reserved_cuMemcpyWithAttributesAsync;
    bd_gen_fn reserved_cuMemcpyWithAttributesAsync_ptsz;
    bd_gen_fn reserved_cuMemcpy3DWithAttributesAsync;
    bd_gen_fn reserved_cuMemcpy3DWithAttributesAsync_ptsz;
    bd_gen_fn reserved_cuMulticastBindMem_v2;
    bd_gen_fn reserved_cuMulticastBindAddr_v2;
    bd_gen_fn reserved_cuDeviceGetFabricClusterUuid;
    bd_gen_fn reserved_cuDeviceGetCliqueCount;
    bd_gen_fn reserved_cuDeviceGetCliqueInfo;
    bd_gen_fn reserved_cuLogicalEndpointIdReserve;
    bd_gen_fn reserved_cuLogicalEndpointIdRelease;
    bd_gen_fn reserved_cuLogicalEndpointCreate;
    bd_gen_fn reserved_cuLogicalEndpointAddDevice;
    bd_gen_fn reserved_cuLogicalEndpointDestroy;
    bd_gen_fn reserved_cuLogicalEndpointBindAddr;
    bd_gen_fn reserved_cuLogicalEndpointBindMem;
    bd_gen_fn reserved_cuLogicalEndpointUnbind;
    bd_gen_fn reserved_cuLogicalEndpointExport;
    bd_gen_fn reserved_cuLogicalEndpointImport;
    bd_gen_fn reserved_cuLogicalEndpointGetLimits;
    bd_gen_fn reserved_cuLogicalEndpointQuery;
    bd_gen_fn reserved_cuFabricCpyBatchAsync;
    bd_gen_fn reserved_cuFabricCpyBatchAsync_ptsz;
    bd_gen_fn reserved_cuMemGetLocationInfo;
    bd_gen_fn reserved_cuStreamBeginCaptureToCig;
    bd_gen_fn reserved_cuStreamBeginCaptureToCig_ptsz;
    bd_gen_fn reserved_cuStreamEndCaptureToCig;
    bd_gen_fn reserved_cuStreamEndCaptureToCig_ptsz;
    bd_gen_fn reserved_cuStreamBeginRecaptureToGraph;
    bd_gen_fn reserved_cuStreamBeginRecaptureToGraph_ptsz;
    bd_gen_fn reserved_cuFuncGetParamCount;
    bd_gen_fn reserved_cuLaunchHostFunc_v2;
    bd_gen_fn reserved_cuLaunchHostFunc_v2_ptsz;
    bd_gen_fn reserved_cuGraphNodeGetContainingGraph;
    bd_gen_fn reserved_cuGraphNodeGetLocalId;
    bd_gen_fn reserved_cuGraphNodeGetToolsId;
    bd_gen_fn reserved_cuGraphGetId;
    bd_gen_fn reserved_cuGraphExecGetId;
    bd_gen_fn reserved_cuGraphAddNode_v3;
    bd_gen_fn reserved_cuGraphNodeSetParams_v2;
    bd_gen_fn reserved_cuGraphNodeGetParams;
    bd_gen_fn reserved_cuTensorMapSetAllocationClass;
    bd_gen_fn reserved_cuCoredumpRegisterStartCallback;
    bd_gen_fn reserved_cuCoredumpRegisterCompleteCallback;
    bd_gen_fn reserved_cuCoredumpDeregisterStartCallback;
    bd_gen_fn reserved_cuCoredumpDeregisterCompleteCallback;
    bd_gen_fn reserved_cuDevSmResourceSplit;
    bd_gen_fn reserved_cuStreamGetDevResource;
    bd_gen_fn reserved_cuStreamGetDevResource_ptsz;
    bd_gen_fn reserved_cuCheckpointOperationComplete;
};
BD_API extern struct bd_gen_driver_table bd_gen_driver;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_DRIVER_ENTRIES 534

/* cuGetErrorString.
 */
BD_API CUresult bd_cuGetErrorString(CUresult error, const char **pStr);

/* cuGetErrorName.
 */
BD_API CUresult bd_cuGetErrorName(CUresult error, const char **pStr);

/* cuInit.
 */
BD_API CUresult bd_cuInit(unsigned int Flags);

/* cuDriverGetVersion.
 * Writes through: driverVersion.
 */
BD_API CUresult bd_cuDriverGetVersion(int *driverVersion);

/* cuDeviceGet.
 * Writes through: device.
 */
BD_API CUresult bd_cuDeviceGet(CUdevice *device, int ordinal);

/* cuDeviceGetCount.
 * Writes through: count.
 */
BD_API CUresult bd_cuDeviceGetCount(int *count);

/* cuDeviceGetName.
 * Writes through: name.
 */
BD_API CUresult bd_cuDeviceGetName(char *name, int len, CUdevice dev);

/* cuDeviceGetUuid: cuda.h maps it to cuDeviceGetUuid_v2.
 * Writes through: uuid.
 */
BD_API CUresult bd_cuDeviceGetUuid(CUuuid *uuid, CUdevice dev);

/* cuDeviceGetLuid.
 * Writes through: luid, deviceNodeMask.
 */
BD_API CUresult bd_cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev);

/* cuDeviceTotalMem: cuda.h maps it to cuDeviceTotalMem_v2.
 * Writes through: bytes.
 */
BD_API CUresult bd_cuDeviceTotalMem(size_t *bytes, CUdevice dev);

/* cuDeviceGetTexture1DLinearMaxWidth.
 * Writes through: maxWidthInElements.
 */
BD_API CUresult bd_cuDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, CUarray_format format, unsigned int numChannels, CUdevice dev);

/* cuDeviceGetAttribute.
 * Writes through: pi.
 */
BD_API CUresult bd_cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev);

/* cuDeviceGetHostAtomicCapabilities.
 * Writes through: capabilities.
 */
BD_API CUresult bd_cuDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice dev);

/* cuDeviceGetNvSciSyncAttributes.
 * Writes through: nvSciSyncAttrList.
 */
BD_API CUresult bd_cuDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, CUdevice dev, int flags);

/* cuDeviceSetMemPool.
 * Must belong to the binding's device: pool (memory_pool).
 */
BD_API CUresult bd_cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool);

/* cuDeviceGetMemPool.
 */
BD_API CUresult bd_cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev);

/* cuDeviceGetDefaultMemPool.
 */
BD_API CUresult bd_cuDeviceGetDefaultMemPool(CUmemoryPool *pool_out, CUdevice dev);

/* cuDeviceGetExecAffinitySupport.
 * Writes through: pi.
 */
BD_API CUresult bd_cuDeviceGetExecAffinitySupport(int *pi, CUexecAffinityType type, CUdevice dev);

/* cuFlushGPUDirectRDMAWrites.
 */
BD_API CUresult bd_cuFlushGPUDirectRDMAWrites(bound_dev_t *bd, CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope);

/* cuDeviceGetProperties.
 * Deprecated in CUDA.
 * Writes through: prop.
 */
BD_API BD_DEPRECATED CUresult bd_cuDeviceGetProperties(CUdevprop *prop, CUdevice dev);

/* cuDeviceComputeCapability.
 * Deprecated in CUDA.
 * Writes through: major, minor.
 */
BD_API BD_DEPRECATED CUresult bd_cuDeviceComputeCapability(int *major, int *minor, CUdevice dev);

/* cuDevicePrimaryCtxRetain.
 */
BD_API CUresult bd_cuDevicePrimaryCtxRetain(bound_dev_t *bd, CUcontext *pctx, CUdevice dev);

/* cuDevicePrimaryCtxRelease: cuda.h maps it to cuDevicePrimaryCtxRelease_v2.
 */
BD_API CUresult bd_cuDevicePrimaryCtxRelease(bound_dev_t *bd, CUdevice dev);

/* cuDevicePrimaryCtxSetFlags: cuda.h maps it to cuDevicePrimaryCtxSetFlags_v2.
 */
BD_API CUresult bd_cuDevicePrimaryCtxSetFlags(bound_dev_t *bd, CUdevice dev, unsigned int flags);

/* cuDevicePrimaryCtxGetState.
 * Writes through: flags, active.
 */
BD_API CUresult bd_cuDevicePrimaryCtxGetState(bound_dev_t *bd, CUdevice dev, unsigned int *flags, int *active);

/* cuDevicePrimaryCtxReset: cuda.h maps it to cuDevicePrimaryCtxReset_v2.
 * Context: resets the device's primary context: its bindings go stale, the device re-retains it.
 */
BD_API CUresult bd_cuDevicePrimaryCtxReset(bound_dev_t *bd, CUdevice dev);

/* cuCtxCreate: cuda.h maps it to cuCtxCreate_v4.
 * Creates: pctx.
 * Writes through: ctxCreateParams.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API CUresult bd_cuCtxCreate(bound_dev_t *bd, CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev);

/* cuCtxDestroy: cuda.h maps it to cuCtxDestroy_v2.
 * Destroys: ctx.
 * Context: may end the context it is given: bindings of that context go stale.
 */
BD_API CUresult bd_cuCtxDestroy(bound_dev_t *bd, CUcontext ctx);

/* cuCtxPushCurrent: cuda.h maps it to cuCtxPushCurrent_v2.
 * Must belong to the binding's device: ctx (context).
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API CUresult bd_cuCtxPushCurrent(bound_dev_t *bd, CUcontext ctx);

/* cuCtxPopCurrent: cuda.h maps it to cuCtxPopCurrent_v2.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API CUresult bd_cuCtxPopCurrent(bound_dev_t *bd, CUcontext *pctx);

/* cuCtxSetCurrent.
 * Must belong to the binding's device: ctx (context).
 * Context: changes the thread's current context: cubound forgets its cache.
 */
BD_API CUresult bd_cuCtxSetCurrent(bound_dev_t *bd, CUcontext ctx);

/* cuCtxGetCurrent.
 */
BD_API CUresult bd_cuCtxGetCurrent(bound_dev_t *bd, CUcontext *pctx);

/* cuCtxGetDevice.
 * Writes through: device.
 */
BD_API CUresult bd_cuCtxGetDevice(bound_dev_t *bd, CUdevice *device);

/* cuCtxGetDevice_v2.
 * Must belong to the binding's device: ctx (context).
 * Writes through: device.
 */
BD_API CUresult bd_cuCtxGetDevice_v2(bound_dev_t *bd, CUdevice *device, CUcontext ctx);

/* cuCtxGetFlags.
 * Writes through: flags.
 */
BD_API CUresult bd_cuCtxGetFlags(bound_dev_t *bd, unsigned int *flags);

/* cuCtxSetFlags.
 */
BD_API CUresult bd_cuCtxSetFlags(bound_dev_t *bd, unsigned int flags);

/* cuCtxGetId.
 * Must belong to the binding's device: ctx (context).
 * Writes through: ctxId.
 */
BD_API CUresult bd_cuCtxGetId(bound_dev_t *bd, CUcontext ctx, unsigned long long *ctxId);

/* cuCtxSynchronize.
 */
BD_API CUresult bd_cuCtxSynchronize(bound_dev_t *bd);

/* cuCtxSynchronize_v2.
 * Must belong to the binding's device: ctx (context).
 */
BD_API CUresult bd_cuCtxSynchronize_v2(bound_dev_t *bd, CUcontext ctx);

/* cuCtxSetLimit.
 */
BD_API CUresult bd_cuCtxSetLimit(bound_dev_t *bd, CUlimit limit, size_t value);

/* cuCtxGetLimit.
 * Writes through: pvalue.
 */
BD_API CUresult bd_cuCtxGetLimit(bound_dev_t *bd, size_t *pvalue, CUlimit limit);

/* cuCtxGetCacheConfig.
 * Writes through: pconfig.
 */
BD_API CUresult bd_cuCtxGetCacheConfig(bound_dev_t *bd, CUfunc_cache *pconfig);

/* cuCtxSetCacheConfig.
 */
BD_API CUresult bd_cuCtxSetCacheConfig(bound_dev_t *bd, CUfunc_cache config);

/* cuCtxGetApiVersion.
 * Must belong to the binding's device: ctx (context).
 * Writes through: version.
 */
BD_API CUresult bd_cuCtxGetApiVersion(bound_dev_t *bd, CUcontext ctx, unsigned int *version);

/* cuCtxGetStreamPriorityRange.
 * Writes through: leastPriority, greatestPriority.
 */
BD_API CUresult bd_cuCtxGetStreamPriorityRange(bound_dev_t *bd, int *leastPriority, int *greatestPriority);

/* cuCtxResetPersistingL2Cache.
 */
BD_API CUresult bd_cuCtxResetPersistingL2Cache(bound_dev_t *bd);

/* cuCtxGetExecAffinity.
 * Writes through: pExecAffinity.
 */
BD_API CUresult bd_cuCtxGetExecAffinity(bound_dev_t *bd, CUexecAffinityParam *pExecAffinity, CUexecAffinityType type);

/* cuCtxRecordEvent.
 * Must belong to the binding's device: hCtx (context), hEvent (event).
 */
BD_API CUresult bd_cuCtxRecordEvent(bound_dev_t *bd, CUcontext hCtx, CUevent hEvent);

/* cuCtxWaitEvent.
 * Must belong to the binding's device: hCtx (context).
 * May belong to another device: hEvent ("hEvent may be from a different context or device than hCtx").
 */
BD_API CUresult bd_cuCtxWaitEvent(bound_dev_t *bd, CUcontext hCtx, CUevent hEvent);

/* cuCtxAttach.
 * Deprecated in CUDA.
 */
BD_API BD_DEPRECATED CUresult bd_cuCtxAttach(bound_dev_t *bd, CUcontext *pctx, unsigned int flags);

/* cuCtxDetach.
 * Deprecated in CUDA.
 * Must belong to the binding's device: ctx (context).
 * Context: may end the context it is given: bindings of that context go stale.
 */
BD_API BD_DEPRECATED CUresult bd_cuCtxDetach(bound_dev_t *bd, CUcontext ctx);

/* cuCtxGetSharedMemConfig.
 * Deprecated in CUDA.
 * Writes through: pConfig.
 */
BD_API BD_DEPRECATED CUresult bd_cuCtxGetSharedMemConfig(bound_dev_t *bd, CUsharedconfig *pConfig);

/* cuCtxSetSharedMemConfig.
 * Deprecated in CUDA.
 */
BD_API BD_DEPRECATED CUresult bd_cuCtxSetSharedMemConfig(bound_dev_t *bd, CUsharedconfig config);

/* cuModuleLoad.
 * Creates: module.
 */
BD_API CUresult bd_cuModuleLoad(bound_dev_t *bd, CUmodule *module, const char *fname);

/* cuModuleLoadData.
 * Creates: module.
 */
BD_API CUresult bd_cuModuleLoadData(bound_dev_t *bd, CUmodule *module, const void *image);

/* cuModuleLoadDataEx.
 * Creates: module.
 * Writes through: options, optionValues.
 */
BD_API CUresult bd_cuModuleLoadDataEx(bound_dev_t *bd, CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues);

/* cuModuleLoadFatBinary.
 * Creates: module.
 */
BD_API CUresult bd_cuModuleLoadFatBinary(bound_dev_t *bd, CUmodule *module, const void *fatCubin);

/* cuModuleUnload.
 * Destroys: hmod.
 */
BD_API CUresult bd_cuModuleUnload(bound_dev_t *bd, CUmodule hmod);

/* cuModuleGetLoadingMode.
 * Writes through: mode.
 */
BD_API CUresult bd_cuModuleGetLoadingMode(CUmoduleLoadingMode *mode);

/* cuModuleGetFunction.
 * Must belong to the binding's device: hmod (module).
 */
BD_API CUresult bd_cuModuleGetFunction(bound_dev_t *bd, CUfunction *hfunc, CUmodule hmod, const char *name);

/* cuModuleGetFunctionCount.
 * Must belong to the binding's device: mod (module).
 * Writes through: count.
 */
BD_API CUresult bd_cuModuleGetFunctionCount(bound_dev_t *bd, unsigned int *count, CUmodule mod);

/* cuModuleEnumerateFunctions.
 * Must belong to the binding's device: mod (module).
 */
BD_API CUresult bd_cuModuleEnumerateFunctions(bound_dev_t *bd, CUfunction *functions, unsigned int numFunctions, CUmodule mod);

/* cuModuleGetGlobal: cuda.h maps it to cuModuleGetGlobal_v2.
 * Must belong to the binding's device: hmod (module).
 * Writes through: bytes.
 */
BD_API CUresult bd_cuModuleGetGlobal(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name);

/* cuLinkCreate: cuda.h maps it to cuLinkCreate_v2.
 * Creates: stateOut.
 * Writes through: options, optionValues.
 */
BD_API CUresult bd_cuLinkCreate(bound_dev_t *bd, unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut);

/* cuLinkAddData: cuda.h maps it to cuLinkAddData_v2.
 * Must belong to the binding's device: state (link_state).
 * Writes through: data, options, optionValues.
 */
BD_API CUresult bd_cuLinkAddData(bound_dev_t *bd, CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues);

/* cuLinkAddFile: cuda.h maps it to cuLinkAddFile_v2.
 * Must belong to the binding's device: state (link_state).
 * Writes through: options, optionValues.
 */
BD_API CUresult bd_cuLinkAddFile(bound_dev_t *bd, CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues);

/* cuLinkComplete.
 * Must belong to the binding's device: state (link_state).
 * Writes through: cubinOut, sizeOut.
 */
BD_API CUresult bd_cuLinkComplete(bound_dev_t *bd, CUlinkState state, void **cubinOut, size_t *sizeOut);

/* cuLinkDestroy.
 * Destroys: state.
 */
BD_API CUresult bd_cuLinkDestroy(bound_dev_t *bd, CUlinkState state);

/* cuModuleGetTexRef.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hmod (module).
 */
BD_API BD_DEPRECATED CUresult bd_cuModuleGetTexRef(bound_dev_t *bd, CUtexref *pTexRef, CUmodule hmod, const char *name);

/* cuModuleGetSurfRef.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hmod (module).
 */
BD_API BD_DEPRECATED CUresult bd_cuModuleGetSurfRef(bound_dev_t *bd, CUsurfref *pSurfRef, CUmodule hmod, const char *name);

/* cuLibraryLoadData.
 * Writes through: jitOptions, jitOptionsValues, libraryOptions, libraryOptionValues.
 */
BD_API CUresult bd_cuLibraryLoadData(CUlibrary *library, const void *code, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions);

/* cuLibraryLoadFromFile.
 * Writes through: jitOptions, jitOptionsValues, libraryOptions, libraryOptionValues.
 */
BD_API CUresult bd_cuLibraryLoadFromFile(CUlibrary *library, const char *fileName, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions);

/* cuLibraryUnload.
 * Must belong to the binding's device: library (library).
 */
BD_API CUresult bd_cuLibraryUnload(CUlibrary library);

/* cuLibraryGetKernel.
 * Must belong to the binding's device: library (library).
 */
BD_API CUresult bd_cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name);

/* cuLibraryGetKernelCount.
 * Must belong to the binding's device: lib (library).
 * Writes through: count.
 */
BD_API CUresult bd_cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib);

/* cuLibraryEnumerateKernels.
 * Must belong to the binding's device: lib (library).
 */
BD_API CUresult bd_cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary lib);

/* cuLibraryGetModule.
 * Must belong to the binding's device: library (library).
 */
BD_API CUresult bd_cuLibraryGetModule(bound_dev_t *bd, CUmodule *pMod, CUlibrary library);

/* cuKernelGetFunction.
 * Must belong to the binding's device: kernel (kernel).
 */
BD_API CUresult bd_cuKernelGetFunction(bound_dev_t *bd, CUfunction *pFunc, CUkernel kernel);

/* cuKernelGetLibrary.
 * Must belong to the binding's device: kernel (kernel).
 */
BD_API CUresult bd_cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel);

/* cuLibraryGetGlobal.
 * Must belong to the binding's device: library (library).
 * Writes through: bytes.
 */
BD_API CUresult bd_cuLibraryGetGlobal(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name);

/* cuLibraryGetManaged.
 * Must belong to the binding's device: library (library).
 * Writes through: bytes.
 */
BD_API CUresult bd_cuLibraryGetManaged(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name);

/* cuLibraryGetUnifiedFunction.
 * Must belong to the binding's device: library (library).
 * Writes through: fptr.
 */
BD_API CUresult bd_cuLibraryGetUnifiedFunction(void **fptr, CUlibrary library, const char *symbol);

/* cuKernelGetAttribute.
 * Must belong to the binding's device: kernel (kernel).
 * Writes through: pi.
 */
BD_API CUresult bd_cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev);

/* cuKernelSetAttribute.
 * Must belong to the binding's device: kernel (kernel).
 */
BD_API CUresult bd_cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev);

/* cuKernelSetCacheConfig.
 * Must belong to the binding's device: kernel (kernel).
 */
BD_API CUresult bd_cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev);

/* cuKernelGetName.
 * Must belong to the binding's device: hfunc (kernel).
 */
BD_API CUresult bd_cuKernelGetName(const char **name, CUkernel hfunc);

/* cuKernelGetParamInfo.
 * Must belong to the binding's device: kernel (kernel).
 * Writes through: paramOffset, paramSize.
 */
BD_API CUresult bd_cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize);

/* cuMemGetInfo: cuda.h maps it to cuMemGetInfo_v2.
 * Writes through: free, total.
 */
BD_API CUresult bd_cuMemGetInfo(bound_dev_t *bd, size_t *free, size_t *total);

/* cuMemAlloc: cuda.h maps it to cuMemAlloc_v2.
 * Creates: dptr.
 */
BD_API CUresult bd_cuMemAlloc(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize);

/* cuMemAllocPitch: cuda.h maps it to cuMemAllocPitch_v2.
 * Creates: dptr.
 * Writes through: pPitch.
 */
BD_API CUresult bd_cuMemAllocPitch(bound_dev_t *bd, CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes);

/* cuMemFree: cuda.h maps it to cuMemFree_v2.
 * Destroys: dptr.
 */
BD_API CUresult bd_cuMemFree(bound_dev_t *bd, CUdeviceptr dptr);

/* cuMemGetAddressRange: cuda.h maps it to cuMemGetAddressRange_v2.
 * Must belong to the binding's device: dptr (device_pointer).
 * Writes through: psize.
 */
BD_API CUresult bd_cuMemGetAddressRange(bound_dev_t *bd, CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr);

/* cuMemAllocHost: cuda.h maps it to cuMemAllocHost_v2.
 * Writes through: pp.
 */
BD_API CUresult bd_cuMemAllocHost(bound_dev_t *bd, void **pp, size_t bytesize);

/* cuMemFreeHost.
 * Writes through: p.
 */
BD_API CUresult bd_cuMemFreeHost(bound_dev_t *bd, void *p);

/* cuMemHostAlloc.
 * Writes through: pp.
 */
BD_API CUresult bd_cuMemHostAlloc(bound_dev_t *bd, void **pp, size_t bytesize, unsigned int Flags);

/* cuMemHostGetDevicePointer: cuda.h maps it to cuMemHostGetDevicePointer_v2.
 * Writes through: p.
 */
BD_API CUresult bd_cuMemHostGetDevicePointer(bound_dev_t *bd, CUdeviceptr *pdptr, void *p, unsigned int Flags);

/* cuMemHostGetFlags.
 * Writes through: pFlags, p.
 */
BD_API CUresult bd_cuMemHostGetFlags(bound_dev_t *bd, unsigned int *pFlags, void *p);

/* cuMemAllocManaged.
 * Creates: dptr.
 */
BD_API CUresult bd_cuMemAllocManaged(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, unsigned int flags);

/* cuDeviceRegisterAsyncNotification.
 * Writes through: userData.
 */
BD_API CUresult bd_cuDeviceRegisterAsyncNotification(CUdevice device, CUasyncCallback callbackFunc, void *userData, CUasyncCallbackHandle *callback);

/* cuDeviceUnregisterAsyncNotification.
 * Must belong to the binding's device: callback (async_callback).
 */
BD_API CUresult bd_cuDeviceUnregisterAsyncNotification(CUdevice device, CUasyncCallbackHandle callback);

/* cuDeviceGetByPCIBusId.
 * Writes through: dev.
 */
BD_API CUresult bd_cuDeviceGetByPCIBusId(CUdevice *dev, const char *pciBusId);

/* cuDeviceGetPCIBusId.
 * Writes through: pciBusId.
 */
BD_API CUresult bd_cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev);

/* cuIpcGetEventHandle.
 * Must belong to the binding's device: event (event).
 * Writes through: pHandle.
 */
BD_API CUresult bd_cuIpcGetEventHandle(bound_dev_t *bd, CUipcEventHandle *pHandle, CUevent event);

/* cuIpcOpenEventHandle.
 * Creates: phEvent.
 */
BD_API CUresult bd_cuIpcOpenEventHandle(bound_dev_t *bd, CUevent *phEvent, CUipcEventHandle handle);

/* cuIpcGetMemHandle.
 * Must belong to the binding's device: dptr (device_pointer).
 * Writes through: pHandle.
 */
BD_API CUresult bd_cuIpcGetMemHandle(bound_dev_t *bd, CUipcMemHandle *pHandle, CUdeviceptr dptr);

/* cuIpcOpenMemHandle: cuda.h maps it to cuIpcOpenMemHandle_v2.
 * Creates: pdptr.
 */
BD_API CUresult bd_cuIpcOpenMemHandle(bound_dev_t *bd, CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags);

/* cuIpcCloseMemHandle.
 * Destroys: dptr.
 */
BD_API CUresult bd_cuIpcCloseMemHandle(bound_dev_t *bd, CUdeviceptr dptr);

/* cuMemHostRegister: cuda.h maps it to cuMemHostRegister_v2.
 * Writes through: p.
 */
BD_API CUresult bd_cuMemHostRegister(bound_dev_t *bd, void *p, size_t bytesize, unsigned int Flags);

/* cuMemHostUnregister.
 * Writes through: p.
 */
BD_API CUresult bd_cuMemHostUnregister(bound_dev_t *bd, void *p);

/* cuMemcpy (cuMemcpy_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: .
 * May belong to another device: dst ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 * May belong to another device: src ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 */
BD_API CUresult bd_cuMemcpy(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount);
BD_API CUresult bd_cuMemcpy_ptds(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount);

/* cuMemcpyPeer (cuMemcpyPeer_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstContext (context), srcContext (context).
 * May belong to another device: dstDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 * May belong to another device: srcDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 */
BD_API CUresult bd_cuMemcpyPeer(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount);
BD_API CUresult bd_cuMemcpyPeer_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount);

/* cuMemcpyHtoD: cuda.h maps it to cuMemcpyHtoD_v2 (cuMemcpyHtoD_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: .
 * May belong to another device: dstDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 */
BD_API CUresult bd_cuMemcpyHtoD(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);
BD_API CUresult bd_cuMemcpyHtoD_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);

/* cuMemcpyDtoH: cuda.h maps it to cuMemcpyDtoH_v2 (cuMemcpyDtoH_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: .
 * May belong to another device: srcDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 * Writes through: dstHost.
 */
BD_API CUresult bd_cuMemcpyDtoH(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount);
BD_API CUresult bd_cuMemcpyDtoH_ptds(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount);

/* cuMemcpyDtoD: cuda.h maps it to cuMemcpyDtoD_v2 (cuMemcpyDtoD_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: .
 * May belong to another device: dstDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 * May belong to another device: srcDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 */
BD_API CUresult bd_cuMemcpyDtoD(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount);
BD_API CUresult bd_cuMemcpyDtoD_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount);

/* cuMemcpyDtoA: cuda.h maps it to cuMemcpyDtoA_v2 (cuMemcpyDtoA_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array).
 * May belong to another device: srcDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 */
BD_API CUresult bd_cuMemcpyDtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount);
BD_API CUresult bd_cuMemcpyDtoA_ptds(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount);

/* cuMemcpyAtoD: cuda.h maps it to cuMemcpyAtoD_v2 (cuMemcpyAtoD_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: srcArray (array).
 * May belong to another device: dstDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 */
BD_API CUresult bd_cuMemcpyAtoD(bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount);
BD_API CUresult bd_cuMemcpyAtoD_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount);

/* cuMemcpyHtoA: cuda.h maps it to cuMemcpyHtoA_v2 (cuMemcpyHtoA_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array).
 */
BD_API CUresult bd_cuMemcpyHtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount);
BD_API CUresult bd_cuMemcpyHtoA_ptds(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount);

/* cuMemcpyAtoH: cuda.h maps it to cuMemcpyAtoH_v2 (cuMemcpyAtoH_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: srcArray (array).
 * Writes through: dstHost.
 */
BD_API CUresult bd_cuMemcpyAtoH(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount);
BD_API CUresult bd_cuMemcpyAtoH_ptds(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount);

/* cuMemcpyAtoA: cuda.h maps it to cuMemcpyAtoA_v2 (cuMemcpyAtoA_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array), srcArray (array).
 */
BD_API CUresult bd_cuMemcpyAtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount);
BD_API CUresult bd_cuMemcpyAtoA_ptds(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount);

/* cuMemcpy2D: cuda.h maps it to cuMemcpy2D_v2 (cuMemcpy2D_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
BD_API CUresult bd_cuMemcpy2D(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy);
BD_API CUresult bd_cuMemcpy2D_ptds(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy);

/* cuMemcpy2DUnaligned: cuda.h maps it to cuMemcpy2DUnaligned_v2 (cuMemcpy2DUnaligned_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
BD_API CUresult bd_cuMemcpy2DUnaligned(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy);
BD_API CUresult bd_cuMemcpy2DUnaligned_ptds(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy);

/* cuMemcpy3D: cuda.h maps it to cuMemcpy3D_v2 (cuMemcpy3D_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
BD_API CUresult bd_cuMemcpy3D(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy);
BD_API CUresult bd_cuMemcpy3D_ptds(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy);

/* cuMemcpy3DPeer (cuMemcpy3DPeer_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), srcContext (context), dstDevice (device_pointer), dstArray (array), dstContext (context).
 */
BD_API CUresult bd_cuMemcpy3DPeer(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy);
BD_API CUresult bd_cuMemcpy3DPeer_ptds(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy);

/* cuMemcpyAsync (cuMemcpyAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * May belong to another device: dst ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 * May belong to another device: src ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 */
BD_API CUresult bd_cuMemcpyAsync(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream);
BD_API CUresult bd_cuMemcpyAsync_ptsz(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream);

/* cuMemcpyPeerAsync (cuMemcpyPeerAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstContext (context), srcContext (context), hStream (stream).
 * May belong to another device: dstDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 * May belong to another device: srcDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 */
BD_API CUresult bd_cuMemcpyPeerAsync(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream);
BD_API CUresult bd_cuMemcpyPeerAsync_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream);

/* cuMemcpyHtoDAsync: cuda.h maps it to cuMemcpyHtoDAsync_v2 (cuMemcpyHtoDAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * May belong to another device: dstDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 * Acts in the context hStream names, whatever is current: no switch where it does (not a default stream).
 */
BD_API CUresult bd_cuMemcpyHtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream);
BD_API CUresult bd_cuMemcpyHtoDAsync_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream);

/* cuMemcpyDtoHAsync: cuda.h maps it to cuMemcpyDtoHAsync_v2 (cuMemcpyDtoHAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * May belong to another device: srcDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 * Writes through: dstHost.
 * Acts in the context hStream names, whatever is current: no switch where it does (not a default stream).
 */
BD_API CUresult bd_cuMemcpyDtoHAsync(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
BD_API CUresult bd_cuMemcpyDtoHAsync_ptsz(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);

/* cuMemcpyDtoDAsync: cuda.h maps it to cuMemcpyDtoDAsync_v2 (cuMemcpyDtoDAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * May belong to another device: dstDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 * May belong to another device: srcDevice ("Since pointers are unique, it is not necessary to specify information about the pointers specified to the various copy functions").
 * Acts in the context hStream names, whatever is current: no switch where it does (not a default stream).
 */
BD_API CUresult bd_cuMemcpyDtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
BD_API CUresult bd_cuMemcpyDtoDAsync_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);

/* cuMemcpyHtoAAsync: cuda.h maps it to cuMemcpyHtoAAsync_v2 (cuMemcpyHtoAAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array), hStream (stream).
 */
BD_API CUresult bd_cuMemcpyHtoAAsync(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream);
BD_API CUresult bd_cuMemcpyHtoAAsync_ptsz(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream);

/* cuMemcpyAtoHAsync: cuda.h maps it to cuMemcpyAtoHAsync_v2 (cuMemcpyAtoHAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: srcArray (array), hStream (stream).
 * Writes through: dstHost.
 */
BD_API CUresult bd_cuMemcpyAtoHAsync(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream);
BD_API CUresult bd_cuMemcpyAtoHAsync_ptsz(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream);

/* cuMemcpy2DAsync: cuda.h maps it to cuMemcpy2DAsync_v2 (cuMemcpy2DAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
BD_API CUresult bd_cuMemcpy2DAsync(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream);
BD_API CUresult bd_cuMemcpy2DAsync_ptsz(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream);

/* cuMemcpy3DAsync: cuda.h maps it to cuMemcpy3DAsync_v2 (cuMemcpy3DAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
BD_API CUresult bd_cuMemcpy3DAsync(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream);
BD_API CUresult bd_cuMemcpy3DAsync_ptsz(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream);

/* cuMemcpy3DPeerAsync (cuMemcpy3DPeerAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), srcContext (context), dstDevice (device_pointer), dstArray (array), dstContext (context).
 */
BD_API CUresult bd_cuMemcpy3DPeerAsync(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream);
BD_API CUresult bd_cuMemcpy3DPeerAsync_ptsz(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream);

/* cuMemcpyBatchAsync: cuda.h maps it to cuMemcpyBatchAsync_v2 (cuMemcpyBatchAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes, attrs, attrsIdxs.
 */
BD_API CUresult bd_cuMemcpyBatchAsync(bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream);
BD_API CUresult bd_cuMemcpyBatchAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream);

/* cuMemcpy3DBatchAsync: cuda.h maps it to cuMemcpy3DBatchAsync_v2 (cuMemcpy3DBatchAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside opList: src.op.ptr.ptr (device_pointer), src.op.array.array (array), dst.op.ptr.ptr (device_pointer), dst.op.array.array (array).
 * Writes through: opList.
 */
BD_API CUresult bd_cuMemcpy3DBatchAsync(bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream);
BD_API CUresult bd_cuMemcpy3DBatchAsync_ptsz(bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream);

/* cuMemsetD8: cuda.h maps it to cuMemsetD8_v2 (cuMemsetD8_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
BD_API CUresult bd_cuMemsetD8(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N);
BD_API CUresult bd_cuMemsetD8_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N);

/* cuMemsetD16: cuda.h maps it to cuMemsetD16_v2 (cuMemsetD16_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
BD_API CUresult bd_cuMemsetD16(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N);
BD_API CUresult bd_cuMemsetD16_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N);

/* cuMemsetD32: cuda.h maps it to cuMemsetD32_v2 (cuMemsetD32_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
BD_API CUresult bd_cuMemsetD32(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N);
BD_API CUresult bd_cuMemsetD32_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N);

/* cuMemsetD2D8: cuda.h maps it to cuMemsetD2D8_v2 (cuMemsetD2D8_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
BD_API CUresult bd_cuMemsetD2D8(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height);
BD_API CUresult bd_cuMemsetD2D8_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height);

/* cuMemsetD2D16: cuda.h maps it to cuMemsetD2D16_v2 (cuMemsetD2D16_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
BD_API CUresult bd_cuMemsetD2D16(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height);
BD_API CUresult bd_cuMemsetD2D16_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height);

/* cuMemsetD2D32: cuda.h maps it to cuMemsetD2D32_v2 (cuMemsetD2D32_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
BD_API CUresult bd_cuMemsetD2D32(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height);
BD_API CUresult bd_cuMemsetD2D32_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height);

/* cuMemsetD8Async (cuMemsetD8Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 * Acts in the context hStream names, whatever is current: no switch where it does (not a default stream).
 */
BD_API CUresult bd_cuMemsetD8Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream);
BD_API CUresult bd_cuMemsetD8Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream);

/* cuMemsetD16Async (cuMemsetD16Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
BD_API CUresult bd_cuMemsetD16Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream);
BD_API CUresult bd_cuMemsetD16Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream);

/* cuMemsetD32Async (cuMemsetD32Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
BD_API CUresult bd_cuMemsetD32Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream);
BD_API CUresult bd_cuMemsetD32Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream);

/* cuMemsetD2D8Async (cuMemsetD2D8Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
BD_API CUresult bd_cuMemsetD2D8Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream);
BD_API CUresult bd_cuMemsetD2D8Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream);

/* cuMemsetD2D16Async (cuMemsetD2D16Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
BD_API CUresult bd_cuMemsetD2D16Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream);
BD_API CUresult bd_cuMemsetD2D16Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream);

/* cuMemsetD2D32Async (cuMemsetD2D32Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
BD_API CUresult bd_cuMemsetD2D32Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream);
BD_API CUresult bd_cuMemsetD2D32Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream);

/* cuArrayCreate: cuda.h maps it to cuArrayCreate_v2.
 * Creates: pHandle.
 */
BD_API CUresult bd_cuArrayCreate(bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray);

/* cuArrayGetDescriptor: cuda.h maps it to cuArrayGetDescriptor_v2.
 * Must belong to the binding's device: hArray (array).
 * Writes through: pArrayDescriptor.
 */
BD_API CUresult bd_cuArrayGetDescriptor(bound_dev_t *bd, CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray);

/* cuArrayGetSparseProperties.
 * Must belong to the binding's device: array (array).
 * Writes through: sparseProperties.
 */
BD_API CUresult bd_cuArrayGetSparseProperties(bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array);

/* cuMipmappedArrayGetSparseProperties.
 * Must belong to the binding's device: mipmap (mipmapped_array).
 * Writes through: sparseProperties.
 */
BD_API CUresult bd_cuMipmappedArrayGetSparseProperties(bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap);

/* cuArrayGetMemoryRequirements.
 * Must belong to the binding's device: array (array).
 * Writes through: memoryRequirements.
 */
BD_API CUresult bd_cuArrayGetMemoryRequirements(bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device);

/* cuMipmappedArrayGetMemoryRequirements.
 * Must belong to the binding's device: mipmap (mipmapped_array).
 * Writes through: memoryRequirements.
 */
BD_API CUresult bd_cuMipmappedArrayGetMemoryRequirements(bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device);

/* cuArrayGetPlane.
 * Must belong to the binding's device: hArray (array).
 */
BD_API CUresult bd_cuArrayGetPlane(bound_dev_t *bd, CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx);

/* cuArrayDestroy.
 * Destroys: hArray.
 */
BD_API CUresult bd_cuArrayDestroy(bound_dev_t *bd, CUarray hArray);

/* cuArray3DCreate: cuda.h maps it to cuArray3DCreate_v2.
 * Creates: pHandle.
 */
BD_API CUresult bd_cuArray3DCreate(bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray);

/* cuArray3DGetDescriptor: cuda.h maps it to cuArray3DGetDescriptor_v2.
 * Must belong to the binding's device: hArray (array).
 * Writes through: pArrayDescriptor.
 */
BD_API CUresult bd_cuArray3DGetDescriptor(bound_dev_t *bd, CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray);

/* cuMipmappedArrayCreate.
 * Creates: pHandle.
 */
BD_API CUresult bd_cuMipmappedArrayCreate(bound_dev_t *bd, CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels);

/* cuMipmappedArrayGetLevel.
 * Must belong to the binding's device: hMipmappedArray (mipmapped_array).
 */
BD_API CUresult bd_cuMipmappedArrayGetLevel(bound_dev_t *bd, CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level);

/* cuMipmappedArrayDestroy.
 * Destroys: hMipmappedArray.
 */
BD_API CUresult bd_cuMipmappedArrayDestroy(bound_dev_t *bd, CUmipmappedArray hMipmappedArray);

/* cuMemGetHandleForAddressRange.
 * Must belong to the binding's device: dptr (device_pointer).
 * Writes through: handle.
 */
BD_API CUresult bd_cuMemGetHandleForAddressRange(bound_dev_t *bd, void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags);

/* cuMemBatchDecompressAsync (cuMemBatchDecompressAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: paramsArray, errorIndex.
 */
BD_API CUresult bd_cuMemBatchDecompressAsync(bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream);
BD_API CUresult bd_cuMemBatchDecompressAsync_ptsz(bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream);

/* cuMemAddressReserve.
 * Creates: ptr.
 * Must belong to the binding's device: addr (device_pointer).
 */
BD_API CUresult bd_cuMemAddressReserve(bound_dev_t *bd, CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags);

/* cuMemAddressFree.
 * Destroys: ptr.
 */
BD_API CUresult bd_cuMemAddressFree(bound_dev_t *bd, CUdeviceptr ptr, size_t size);

/* cuMemCreate.
 * Creates: handle.
 */
BD_API CUresult bd_cuMemCreate(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags);

/* cuMemRelease.
 * Destroys: handle.
 */
BD_API CUresult bd_cuMemRelease(bound_dev_t *bd, CUmemGenericAllocationHandle handle);

/* cuMemMap.
 * Must belong to the binding's device: ptr (device_pointer), handle (memory_handle).
 */
BD_API CUresult bd_cuMemMap(bound_dev_t *bd, CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags);

/* cuMemMapArrayAsync (cuMemMapArrayAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside mapInfoList: resource.mipmap (mipmapped_array), resource.array (array), memHandle.memHandle (memory_handle).
 * Writes through: mapInfoList.
 */
BD_API CUresult bd_cuMemMapArrayAsync(bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream);
BD_API CUresult bd_cuMemMapArrayAsync_ptsz(bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream);

/* cuMemUnmap.
 * Must belong to the binding's device: ptr (device_pointer).
 */
BD_API CUresult bd_cuMemUnmap(bound_dev_t *bd, CUdeviceptr ptr, size_t size);

/* cuMemSetAccess.
 * Must belong to the binding's device: ptr (device_pointer).
 */
BD_API CUresult bd_cuMemSetAccess(bound_dev_t *bd, CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count);

/* cuMemGetAccess.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: flags.
 */
BD_API CUresult bd_cuMemGetAccess(bound_dev_t *bd, unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr);

/* cuMemExportToShareableHandle.
 * Must belong to the binding's device: handle (memory_handle).
 * Writes through: shareableHandle.
 */
BD_API CUresult bd_cuMemExportToShareableHandle(bound_dev_t *bd, void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags);

/* cuMemImportFromShareableHandle.
 * Creates: handle.
 * Writes through: osHandle.
 */
BD_API CUresult bd_cuMemImportFromShareableHandle(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType);

/* cuMemGetAllocationGranularity.
 * Writes through: granularity.
 */
BD_API CUresult bd_cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop, CUmemAllocationGranularity_flags option);

/* cuMemGetAllocationPropertiesFromHandle.
 * Must belong to the binding's device: handle (memory_handle).
 * Writes through: prop.
 */
BD_API CUresult bd_cuMemGetAllocationPropertiesFromHandle(bound_dev_t *bd, CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle);

/* cuMemRetainAllocationHandle.
 * Creates: handle.
 * Writes through: addr.
 */
BD_API CUresult bd_cuMemRetainAllocationHandle(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *addr);

/* cuMemFreeAsync (cuMemFreeAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Destroys: dptr.
 * Must belong to the binding's device: hStream (stream).
 */
BD_API CUresult bd_cuMemFreeAsync(bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream);
BD_API CUresult bd_cuMemFreeAsync_ptsz(bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream);

/* cuMemAllocAsync (cuMemAllocAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: dptr.
 * Must belong to the binding's device: hStream (stream).
 */
BD_API CUresult bd_cuMemAllocAsync(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream);
BD_API CUresult bd_cuMemAllocAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream);

/* cuMemPoolTrimTo.
 * Must belong to the binding's device: pool (memory_pool).
 */
BD_API CUresult bd_cuMemPoolTrimTo(bound_dev_t *bd, CUmemoryPool pool, size_t minBytesToKeep);

/* cuMemPoolSetAttribute.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: value.
 */
BD_API CUresult bd_cuMemPoolSetAttribute(bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value);

/* cuMemPoolGetAttribute.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: value.
 */
BD_API CUresult bd_cuMemPoolGetAttribute(bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value);

/* cuMemPoolSetAccess.
 * Must belong to the binding's device: pool (memory_pool).
 */
BD_API CUresult bd_cuMemPoolSetAccess(bound_dev_t *bd, CUmemoryPool pool, const CUmemAccessDesc *map, size_t count);

/* cuMemPoolGetAccess.
 * Must belong to the binding's device: memPool (memory_pool).
 * Writes through: flags, location.
 */
BD_API CUresult bd_cuMemPoolGetAccess(bound_dev_t *bd, CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location);

/* cuMemPoolCreate.
 * Creates: pool.
 */
BD_API CUresult bd_cuMemPoolCreate(bound_dev_t *bd, CUmemoryPool *pool, const CUmemPoolProps *poolProps);

/* cuMemPoolDestroy.
 * Destroys: pool.
 */
BD_API CUresult bd_cuMemPoolDestroy(bound_dev_t *bd, CUmemoryPool pool);

/* cuMemGetDefaultMemPool.
 * Writes through: location.
 */
BD_API CUresult bd_cuMemGetDefaultMemPool(CUmemoryPool *pool_out, CUmemLocation *location, CUmemAllocationType type);

/* cuMemGetMemPool.
 * Writes through: location.
 */
BD_API CUresult bd_cuMemGetMemPool(CUmemoryPool *pool, CUmemLocation *location, CUmemAllocationType type);

/* cuMemSetMemPool.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: location.
 */
BD_API CUresult bd_cuMemSetMemPool(CUmemLocation *location, CUmemAllocationType type, CUmemoryPool pool);

/* cuMemAllocFromPoolAsync (cuMemAllocFromPoolAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: dptr.
 * Must belong to the binding's device: pool (memory_pool), hStream (stream).
 */
BD_API CUresult bd_cuMemAllocFromPoolAsync(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream);
BD_API CUresult bd_cuMemAllocFromPoolAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream);

/* cuMemPoolExportToShareableHandle.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: handle_out.
 */
BD_API CUresult bd_cuMemPoolExportToShareableHandle(bound_dev_t *bd, void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags);

/* cuMemPoolImportFromShareableHandle.
 * Creates: pool_out.
 * Writes through: handle.
 */
BD_API CUresult bd_cuMemPoolImportFromShareableHandle(bound_dev_t *bd, CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags);

/* cuMemPoolExportPointer.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: shareData_out.
 */
BD_API CUresult bd_cuMemPoolExportPointer(bound_dev_t *bd, CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr);

/* cuMemPoolImportPointer.
 * Creates: ptr_out.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: shareData.
 */
BD_API CUresult bd_cuMemPoolImportPointer(bound_dev_t *bd, CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData);

/* cuMulticastCreate.
 * Creates: mcHandle.
 */
BD_API CUresult bd_cuMulticastCreate(bound_dev_t *bd, CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop);

/* cuMulticastAddDevice.
 * Must belong to the binding's device: mcHandle (memory_handle).
 */
BD_API CUresult bd_cuMulticastAddDevice(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev);

/* cuMulticastBindMem.
 * Must belong to the binding's device: mcHandle (memory_handle), memHandle (memory_handle).
 */
BD_API CUresult bd_cuMulticastBindMem(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags);

/* cuMulticastBindAddr.
 * Must belong to the binding's device: mcHandle (memory_handle), memptr (device_pointer).
 */
BD_API CUresult bd_cuMulticastBindAddr(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags);

/* cuMulticastUnbind.
 * Must belong to the binding's device: mcHandle (memory_handle).
 */
BD_API CUresult bd_cuMulticastUnbind(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size);

/* cuMulticastGetGranularity.
 * Writes through: granularity.
 */
BD_API CUresult bd_cuMulticastGetGranularity(size_t *granularity, const CUmulticastObjectProp *prop, CUmulticastGranularity_flags option);

/* cuPointerGetAttribute.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: data.
 */
BD_API CUresult bd_cuPointerGetAttribute(bound_dev_t *bd, void *data, CUpointer_attribute attribute, CUdeviceptr ptr);

/* cuMemPrefetchAsync: cuda.h maps it to cuMemPrefetchAsync_v2 (cuMemPrefetchAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: devPtr (device_pointer), hStream (stream).
 */
BD_API CUresult bd_cuMemPrefetchAsync(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream);
BD_API CUresult bd_cuMemPrefetchAsync_ptsz(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream);

/* cuMemAdvise: cuda.h maps it to cuMemAdvise_v2.
 * Must belong to the binding's device: devPtr (device_pointer).
 */
BD_API CUresult bd_cuMemAdvise(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location);

/* cuMemPrefetchBatchAsync (cuMemPrefetchBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes, prefetchLocs, prefetchLocIdxs.
 */
BD_API CUresult bd_cuMemPrefetchBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);
BD_API CUresult bd_cuMemPrefetchBatchAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);

/* cuMemDiscardBatchAsync (cuMemDiscardBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes.
 */
BD_API CUresult bd_cuMemDiscardBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream);
BD_API CUresult bd_cuMemDiscardBatchAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream);

/* cuMemDiscardAndPrefetchBatchAsync (cuMemDiscardAndPrefetchBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes, prefetchLocs, prefetchLocIdxs.
 */
BD_API CUresult bd_cuMemDiscardAndPrefetchBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);
BD_API CUresult bd_cuMemDiscardAndPrefetchBatchAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream);

/* cuMemRangeGetAttribute.
 * Must belong to the binding's device: devPtr (device_pointer).
 * Writes through: data.
 */
BD_API CUresult bd_cuMemRangeGetAttribute(bound_dev_t *bd, void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count);

/* cuMemRangeGetAttributes.
 * Must belong to the binding's device: devPtr (device_pointer).
 * Writes through: data, dataSizes, attributes.
 */
BD_API CUresult bd_cuMemRangeGetAttributes(bound_dev_t *bd, void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count);

/* cuPointerSetAttribute.
 * Must belong to the binding's device: ptr (device_pointer).
 */
BD_API CUresult bd_cuPointerSetAttribute(bound_dev_t *bd, const void *value, CUpointer_attribute attribute, CUdeviceptr ptr);

/* cuPointerGetAttributes.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: attributes, data.
 */
BD_API CUresult bd_cuPointerGetAttributes(bound_dev_t *bd, unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr);

/* cuStreamCreate.
 * Creates: phStream.
 */
BD_API CUresult bd_cuStreamCreate(bound_dev_t *bd, CUstream *phStream, unsigned int Flags);

/* cuStreamCreateWithPriority.
 * Creates: phStream.
 */
BD_API CUresult bd_cuStreamCreateWithPriority(bound_dev_t *bd, CUstream *phStream, unsigned int flags, int priority);

/* cuStreamGetPriority (cuStreamGetPriority_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: priority.
 * Acts in the context hStream names, whatever is current: no switch where it does (not a default stream).
 */
BD_API CUresult bd_cuStreamGetPriority(bound_dev_t *bd, CUstream hStream, int *priority);
BD_API CUresult bd_cuStreamGetPriority_ptsz(bound_dev_t *bd, CUstream hStream, int *priority);

/* cuStreamGetDevice (cuStreamGetDevice_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: device.
 */
BD_API CUresult bd_cuStreamGetDevice(bound_dev_t *bd, CUstream hStream, CUdevice *device);
BD_API CUresult bd_cuStreamGetDevice_ptsz(bound_dev_t *bd, CUstream hStream, CUdevice *device);

/* cuStreamGetFlags (cuStreamGetFlags_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: flags.
 * Acts in the context hStream names, whatever is current: no switch where it does (not a default stream).
 */
BD_API CUresult bd_cuStreamGetFlags(bound_dev_t *bd, CUstream hStream, unsigned int *flags);
BD_API CUresult bd_cuStreamGetFlags_ptsz(bound_dev_t *bd, CUstream hStream, unsigned int *flags);

/* cuStreamGetId (cuStreamGetId_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: streamId.
 */
BD_API CUresult bd_cuStreamGetId(bound_dev_t *bd, CUstream hStream, unsigned long long *streamId);
BD_API CUresult bd_cuStreamGetId_ptsz(bound_dev_t *bd, CUstream hStream, unsigned long long *streamId);

/* cuStreamGetCtx (cuStreamGetCtx_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Acts in the context hStream names, whatever is current: no switch where it does (not a default stream).
 */
BD_API CUresult bd_cuStreamGetCtx(bound_dev_t *bd, CUstream hStream, CUcontext *pctx);
BD_API CUresult bd_cuStreamGetCtx_ptsz(bound_dev_t *bd, CUstream hStream, CUcontext *pctx);

/* cuStreamGetCtx_v2 (cuStreamGetCtx_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
BD_API CUresult bd_cuStreamGetCtx_v2(bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx);
BD_API CUresult bd_cuStreamGetCtx_v2_ptsz(bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx);

/* cuStreamWaitEvent (cuStreamWaitEvent_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * May belong to another device: hEvent ("hEvent may be from a different context or device than hStream").
 * Acts in the context hStream and hEvent name, whatever is current: no switch where they do (not a default stream).
 */
BD_API CUresult bd_cuStreamWaitEvent(bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags);
BD_API CUresult bd_cuStreamWaitEvent_ptsz(bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags);

/* cuStreamAddCallback (cuStreamAddCallback_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: userData.
 */
BD_API CUresult bd_cuStreamAddCallback(bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags);
BD_API CUresult bd_cuStreamAddCallback_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags);

/* cuStreamBeginCapture: cuda.h maps it to cuStreamBeginCapture_v2 (cuStreamBeginCapture_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
BD_API CUresult bd_cuStreamBeginCapture(bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode);
BD_API CUresult bd_cuStreamBeginCapture_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode);

/* cuStreamBeginCaptureToGraph (cuStreamBeginCaptureToGraph_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream), hGraph (graph), dependencies (graph_node).
 */
BD_API CUresult bd_cuStreamBeginCaptureToGraph(bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode);
BD_API CUresult bd_cuStreamBeginCaptureToGraph_ptsz(bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode);

/* cuThreadExchangeStreamCaptureMode.
 * Writes through: mode.
 */
BD_API CUresult bd_cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode);

/* cuStreamEndCapture (cuStreamEndCapture_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: phGraph.
 * Must belong to the binding's device: hStream (stream).
 */
BD_API CUresult bd_cuStreamEndCapture(bound_dev_t *bd, CUstream hStream, CUgraph *phGraph);
BD_API CUresult bd_cuStreamEndCapture_ptsz(bound_dev_t *bd, CUstream hStream, CUgraph *phGraph);

/* cuStreamIsCapturing (cuStreamIsCapturing_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: captureStatus.
 */
BD_API CUresult bd_cuStreamIsCapturing(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus);
BD_API CUresult bd_cuStreamIsCapturing_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus);

/* cuStreamGetCaptureInfo: cuda.h maps it to cuStreamGetCaptureInfo_v3 (cuStreamGetCaptureInfo_v3_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: captureStatus_out, id_out, numDependencies_out.
 */
BD_API CUresult bd_cuStreamGetCaptureInfo(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out);
BD_API CUresult bd_cuStreamGetCaptureInfo_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out);

/* cuStreamUpdateCaptureDependencies: cuda.h maps it to cuStreamUpdateCaptureDependencies_v2 (cuStreamUpdateCaptureDependencies_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
BD_API CUresult bd_cuStreamUpdateCaptureDependencies(bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags);
BD_API CUresult bd_cuStreamUpdateCaptureDependencies_ptsz(bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags);

/* cuStreamAttachMemAsync (cuStreamAttachMemAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream), dptr (device_pointer).
 */
BD_API CUresult bd_cuStreamAttachMemAsync(bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags);
BD_API CUresult bd_cuStreamAttachMemAsync_ptsz(bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags);

/* cuStreamQuery (cuStreamQuery_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Acts in the context hStream names, whatever is current: no switch where it does (not a default stream).
 */
BD_API CUresult bd_cuStreamQuery(bound_dev_t *bd, CUstream hStream);
BD_API CUresult bd_cuStreamQuery_ptsz(bound_dev_t *bd, CUstream hStream);

/* cuStreamSynchronize (cuStreamSynchronize_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Acts in the context hStream names, whatever is current: no switch where it does (not a default stream).
 */
BD_API CUresult bd_cuStreamSynchronize(bound_dev_t *bd, CUstream hStream);
BD_API CUresult bd_cuStreamSynchronize_ptsz(bound_dev_t *bd, CUstream hStream);

/* cuStreamDestroy: cuda.h maps it to cuStreamDestroy_v2.
 * Destroys: hStream.
 */
BD_API CUresult bd_cuStreamDestroy(bound_dev_t *bd, CUstream hStream);

/* cuStreamCopyAttributes (cuStreamCopyAttributes_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dst (stream), src (stream).
 */
BD_API CUresult bd_cuStreamCopyAttributes(bound_dev_t *bd, CUstream dst, CUstream src);
BD_API CUresult bd_cuStreamCopyAttributes_ptsz(bound_dev_t *bd, CUstream dst, CUstream src);

/* cuStreamGetAttribute (cuStreamGetAttribute_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside value_out: programmaticEvent.event (event), launchCompletionEvent.event (event).
 * Writes through: value_out.
 */
BD_API CUresult bd_cuStreamGetAttribute(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out);
BD_API CUresult bd_cuStreamGetAttribute_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out);

/* cuStreamSetAttribute (cuStreamSetAttribute_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside value: programmaticEvent.event (event), launchCompletionEvent.event (event).
 */
BD_API CUresult bd_cuStreamSetAttribute(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value);
BD_API CUresult bd_cuStreamSetAttribute_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value);

/* cuEventCreate.
 * Creates: phEvent.
 */
BD_API CUresult bd_cuEventCreate(bound_dev_t *bd, CUevent *phEvent, unsigned int Flags);

/* cuEventRecord (cuEventRecord_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hEvent (event), hStream (stream).
 * Acts in the context hEvent and hStream name, whatever is current: no switch where they do (not a default stream).
 */
BD_API CUresult bd_cuEventRecord(bound_dev_t *bd, CUevent hEvent, CUstream hStream);
BD_API CUresult bd_cuEventRecord_ptsz(bound_dev_t *bd, CUevent hEvent, CUstream hStream);

/* cuEventRecordWithFlags (cuEventRecordWithFlags_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hEvent (event), hStream (stream).
 */
BD_API CUresult bd_cuEventRecordWithFlags(bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags);
BD_API CUresult bd_cuEventRecordWithFlags_ptsz(bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags);

/* cuEventQuery.
 * Must belong to the binding's device: hEvent (event).
 * Acts in the context hEvent names, whatever is current: no switch where it does (not a default stream).
 */
BD_API CUresult bd_cuEventQuery(bound_dev_t *bd, CUevent hEvent);

/* cuEventSynchronize.
 * Must belong to the binding's device: hEvent (event).
 * Acts in the context hEvent names, whatever is current: no switch where it does (not a default stream).
 */
BD_API CUresult bd_cuEventSynchronize(bound_dev_t *bd, CUevent hEvent);

/* cuEventDestroy: cuda.h maps it to cuEventDestroy_v2.
 * Destroys: hEvent.
 */
BD_API CUresult bd_cuEventDestroy(bound_dev_t *bd, CUevent hEvent);

/* cuEventElapsedTime: cuda.h maps it to cuEventElapsedTime_v2.
 * Must belong to the binding's device: hStart (event), hEnd (event).
 * Writes through: pMilliseconds.
 */
BD_API CUresult bd_cuEventElapsedTime(bound_dev_t *bd, float *pMilliseconds, CUevent hStart, CUevent hEnd);

/* cuImportExternalMemory.
 * Creates: extMem_out.
 */
BD_API CUresult bd_cuImportExternalMemory(bound_dev_t *bd, CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc);

/* cuExternalMemoryGetMappedBuffer.
 * Must belong to the binding's device: extMem (external_memory).
 */
BD_API CUresult bd_cuExternalMemoryGetMappedBuffer(bound_dev_t *bd, CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc);

/* cuExternalMemoryGetMappedMipmappedArray.
 * Must belong to the binding's device: extMem (external_memory).
 */
BD_API CUresult bd_cuExternalMemoryGetMappedMipmappedArray(bound_dev_t *bd, CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc);

/* cuDestroyExternalMemory.
 * Destroys: extMem.
 */
BD_API CUresult bd_cuDestroyExternalMemory(bound_dev_t *bd, CUexternalMemory extMem);

/* cuImportExternalSemaphore.
 * Creates: extSem_out.
 */
BD_API CUresult bd_cuImportExternalSemaphore(bound_dev_t *bd, CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc);

/* cuSignalExternalSemaphoresAsync (cuSignalExternalSemaphoresAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: extSemArray (external_semaphore), stream (stream).
 */
BD_API CUresult bd_cuSignalExternalSemaphoresAsync(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream);
BD_API CUresult bd_cuSignalExternalSemaphoresAsync_ptsz(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream);

/* cuWaitExternalSemaphoresAsync (cuWaitExternalSemaphoresAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: extSemArray (external_semaphore), stream (stream).
 */
BD_API CUresult bd_cuWaitExternalSemaphoresAsync(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream);
BD_API CUresult bd_cuWaitExternalSemaphoresAsync_ptsz(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream);

/* cuDestroyExternalSemaphore.
 * Destroys: extSem.
 */
BD_API CUresult bd_cuDestroyExternalSemaphore(bound_dev_t *bd, CUexternalSemaphore extSem);

/* cuStreamWaitValue32: cuda.h maps it to cuStreamWaitValue32_v2 (cuStreamWaitValue32_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
BD_API CUresult bd_cuStreamWaitValue32(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
BD_API CUresult bd_cuStreamWaitValue32_ptsz(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);

/* cuStreamWaitValue64: cuda.h maps it to cuStreamWaitValue64_v2 (cuStreamWaitValue64_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
BD_API CUresult bd_cuStreamWaitValue64(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
BD_API CUresult bd_cuStreamWaitValue64_ptsz(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);

/* cuStreamWriteValue32: cuda.h maps it to cuStreamWriteValue32_v2 (cuStreamWriteValue32_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
BD_API CUresult bd_cuStreamWriteValue32(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);
BD_API CUresult bd_cuStreamWriteValue32_ptsz(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags);

/* cuStreamWriteValue64: cuda.h maps it to cuStreamWriteValue64_v2 (cuStreamWriteValue64_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
BD_API CUresult bd_cuStreamWriteValue64(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
BD_API CUresult bd_cuStreamWriteValue64_ptsz(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);

/* cuStreamBatchMemOp: cuda.h maps it to cuStreamBatchMemOp_v2 (cuStreamBatchMemOp_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Handles inside paramArray: waitValue.address (device_pointer), waitValue.alias (device_pointer), writeValue.address (device_pointer), writeValue.alias (device_pointer).
 * Writes through: paramArray.
 */
BD_API CUresult bd_cuStreamBatchMemOp(bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags);
BD_API CUresult bd_cuStreamBatchMemOp_ptsz(bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags);

/* cuFuncGetAttribute.
 * Must belong to the binding's device: hfunc (function).
 * Writes through: pi.
 */
BD_API CUresult bd_cuFuncGetAttribute(bound_dev_t *bd, int *pi, CUfunction_attribute attrib, CUfunction hfunc);

/* cuFuncSetAttribute.
 * Must belong to the binding's device: hfunc (function).
 */
BD_API CUresult bd_cuFuncSetAttribute(bound_dev_t *bd, CUfunction hfunc, CUfunction_attribute attrib, int value);

/* cuFuncSetCacheConfig.
 * Must belong to the binding's device: hfunc (function).
 */
BD_API CUresult bd_cuFuncSetCacheConfig(bound_dev_t *bd, CUfunction hfunc, CUfunc_cache config);

/* cuFuncGetModule.
 * Must belong to the binding's device: hfunc (function).
 */
BD_API CUresult bd_cuFuncGetModule(bound_dev_t *bd, CUmodule *hmod, CUfunction hfunc);

/* cuFuncGetName.
 * Must belong to the binding's device: hfunc (function).
 */
BD_API CUresult bd_cuFuncGetName(bound_dev_t *bd, const char **name, CUfunction hfunc);

/* cuFuncGetParamInfo.
 * Must belong to the binding's device: func (function).
 * Writes through: paramOffset, paramSize.
 */
BD_API CUresult bd_cuFuncGetParamInfo(bound_dev_t *bd, CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize);

/* cuFuncIsLoaded.
 * Must belong to the binding's device: function (function).
 * Writes through: state.
 */
BD_API CUresult bd_cuFuncIsLoaded(bound_dev_t *bd, CUfunctionLoadingState *state, CUfunction function);

/* cuFuncLoad.
 * Must belong to the binding's device: function (function).
 */
BD_API CUresult bd_cuFuncLoad(bound_dev_t *bd, CUfunction function);

/* cuLaunchKernel (cuLaunchKernel_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: f (function), hStream (stream).
 * Writes through: kernelParams, extra.
 */
BD_API CUresult bd_cuLaunchKernel(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra);
BD_API CUresult bd_cuLaunchKernel_ptsz(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra);

/* cuLaunchKernelEx (cuLaunchKernelEx_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: f (function).
 * Handles inside config: hStream (stream).
 * Writes through: kernelParams, extra.
 */
BD_API CUresult bd_cuLaunchKernelEx(bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra);
BD_API CUresult bd_cuLaunchKernelEx_ptsz(bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra);

/* cuLaunchCooperativeKernel (cuLaunchCooperativeKernel_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: f (function), hStream (stream).
 * Writes through: kernelParams.
 */
BD_API CUresult bd_cuLaunchCooperativeKernel(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams);
BD_API CUresult bd_cuLaunchCooperativeKernel_ptsz(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams);

/* cuLaunchCooperativeKernelMultiDevice.
 * Deprecated in CUDA.
 * Handles inside launchParamsList: function (function), hStream (stream).
 * Writes through: launchParamsList.
 */
BD_API BD_DEPRECATED CUresult bd_cuLaunchCooperativeKernelMultiDevice(bound_dev_t *bd, CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags);

/* cuLaunchHostFunc (cuLaunchHostFunc_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: userData.
 */
BD_API CUresult bd_cuLaunchHostFunc(bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData);
BD_API CUresult bd_cuLaunchHostFunc_ptsz(bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData);

/* cuFuncSetBlockShape.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_API BD_DEPRECATED CUresult bd_cuFuncSetBlockShape(bound_dev_t *bd, CUfunction hfunc, int x, int y, int z);

/* cuFuncSetSharedSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_API BD_DEPRECATED CUresult bd_cuFuncSetSharedSize(bound_dev_t *bd, CUfunction hfunc, unsigned int bytes);

/* cuParamSetSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_API BD_DEPRECATED CUresult bd_cuParamSetSize(bound_dev_t *bd, CUfunction hfunc, unsigned int numbytes);

/* cuParamSeti.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_API BD_DEPRECATED CUresult bd_cuParamSeti(bound_dev_t *bd, CUfunction hfunc, int offset, unsigned int value);

/* cuParamSetf.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_API BD_DEPRECATED CUresult bd_cuParamSetf(bound_dev_t *bd, CUfunction hfunc, int offset, float value);

/* cuParamSetv.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 * Writes through: ptr.
 */
BD_API BD_DEPRECATED CUresult bd_cuParamSetv(bound_dev_t *bd, CUfunction hfunc, int offset, void *ptr, unsigned int numbytes);

/* cuLaunch.
 * Deprecated in CUDA.
 * Must belong to the binding's device: f (function).
 */
BD_API BD_DEPRECATED CUresult bd_cuLaunch(bound_dev_t *bd, CUfunction f);

/* cuLaunchGrid.
 * Deprecated in CUDA.
 * Must belong to the binding's device: f (function).
 */
BD_API BD_DEPRECATED CUresult bd_cuLaunchGrid(bound_dev_t *bd, CUfunction f, int grid_width, int grid_height);

/* cuLaunchGridAsync.
 * Deprecated in CUDA.
 * Must belong to the binding's device: f (function), hStream (stream).
 */
BD_API BD_DEPRECATED CUresult bd_cuLaunchGridAsync(bound_dev_t *bd, CUfunction f, int grid_width, int grid_height, CUstream hStream);

/* cuParamSetTexRef.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function), hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuParamSetTexRef(bound_dev_t *bd, CUfunction hfunc, int texunit, CUtexref hTexRef);

/* cuFuncSetSharedMemConfig.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_API BD_DEPRECATED CUresult bd_cuFuncSetSharedMemConfig(bound_dev_t *bd, CUfunction hfunc, CUsharedconfig config);

/* cuGraphCreate.
 * Creates: phGraph.
 */
BD_API CUresult bd_cuGraphCreate(bound_dev_t *bd, CUgraph *phGraph, unsigned int flags);

/* cuGraphAddKernelNode: cuda.h maps it to cuGraphAddKernelNode_v2.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 */
BD_API CUresult bd_cuGraphAddKernelNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams);

/* cuGraphKernelNodeGetParams: cuda.h maps it to cuGraphKernelNodeGetParams_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 * Writes through: nodeParams.
 */
BD_API CUresult bd_cuGraphKernelNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams);

/* cuGraphKernelNodeSetParams: cuda.h maps it to cuGraphKernelNodeSetParams_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 */
BD_API CUresult bd_cuGraphKernelNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams);

/* cuGraphAddMemcpyNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), ctx (context).
 * Handles inside copyParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
BD_API CUresult bd_cuGraphAddMemcpyNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx);

/* cuGraphMemcpyNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 * Writes through: nodeParams.
 */
BD_API CUresult bd_cuGraphMemcpyNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams);

/* cuGraphMemcpyNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
BD_API CUresult bd_cuGraphMemcpyNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams);

/* cuGraphAddMemsetNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), ctx (context).
 * Handles inside memsetParams: dst (device_pointer).
 */
BD_API CUresult bd_cuGraphAddMemsetNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx);

/* cuGraphMemsetNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: dst (device_pointer).
 * Writes through: nodeParams.
 */
BD_API CUresult bd_cuGraphMemsetNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams);

/* cuGraphMemsetNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: dst (device_pointer).
 */
BD_API CUresult bd_cuGraphMemsetNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams);

/* cuGraphAddHostNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 */
BD_API CUresult bd_cuGraphAddHostNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams);

/* cuGraphHostNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: nodeParams.
 */
BD_API CUresult bd_cuGraphHostNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams);

/* cuGraphHostNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 */
BD_API CUresult bd_cuGraphHostNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams);

/* cuGraphAddChildGraphNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), childGraph (graph).
 */
BD_API CUresult bd_cuGraphAddChildGraphNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph);

/* cuGraphChildGraphNodeGetGraph.
 * Must belong to the binding's device: hNode (graph_node).
 */
BD_API CUresult bd_cuGraphChildGraphNodeGetGraph(bound_dev_t *bd, CUgraphNode hNode, CUgraph *phGraph);

/* cuGraphAddEmptyNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 */
BD_API CUresult bd_cuGraphAddEmptyNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies);

/* cuGraphAddEventRecordNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), event (event).
 */
BD_API CUresult bd_cuGraphAddEventRecordNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event);

/* cuGraphEventRecordNodeGetEvent.
 * Must belong to the binding's device: hNode (graph_node).
 */
BD_API CUresult bd_cuGraphEventRecordNodeGetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out);

/* cuGraphEventRecordNodeSetEvent.
 * Must belong to the binding's device: hNode (graph_node), event (event).
 */
BD_API CUresult bd_cuGraphEventRecordNodeSetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent event);

/* cuGraphAddEventWaitNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * May belong to another device: event ("event may be from a different context or device than the launch stream").
 */
BD_API CUresult bd_cuGraphAddEventWaitNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event);

/* cuGraphEventWaitNodeGetEvent.
 * Must belong to the binding's device: hNode (graph_node).
 */
BD_API CUresult bd_cuGraphEventWaitNodeGetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out);

/* cuGraphEventWaitNodeSetEvent.
 * Must belong to the binding's device: hNode (graph_node), event (event).
 */
BD_API CUresult bd_cuGraphEventWaitNodeSetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent event);

/* cuGraphAddExternalSemaphoresSignalNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
BD_API CUresult bd_cuGraphAddExternalSemaphoresSignalNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams);

/* cuGraphExternalSemaphoresSignalNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside params_out: extSemArray (external_semaphore).
 * Writes through: params_out.
 */
BD_API CUresult bd_cuGraphExternalSemaphoresSignalNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out);

/* cuGraphExternalSemaphoresSignalNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
BD_API CUresult bd_cuGraphExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams);

/* cuGraphAddExternalSemaphoresWaitNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
BD_API CUresult bd_cuGraphAddExternalSemaphoresWaitNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams);

/* cuGraphExternalSemaphoresWaitNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside params_out: extSemArray (external_semaphore).
 * Writes through: params_out.
 */
BD_API CUresult bd_cuGraphExternalSemaphoresWaitNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out);

/* cuGraphExternalSemaphoresWaitNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
BD_API CUresult bd_cuGraphExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams);

/* cuGraphAddBatchMemOpNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: ctx (context).
 */
BD_API CUresult bd_cuGraphAddBatchMemOpNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams);

/* cuGraphBatchMemOpNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams_out: ctx (context).
 * Writes through: nodeParams_out.
 */
BD_API CUresult bd_cuGraphBatchMemOpNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out);

/* cuGraphBatchMemOpNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: ctx (context).
 */
BD_API CUresult bd_cuGraphBatchMemOpNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams);

/* cuGraphExecBatchMemOpNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: ctx (context).
 */
BD_API CUresult bd_cuGraphExecBatchMemOpNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams);

/* cuGraphAddMemAllocNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: dptr (device_pointer).
 * Writes through: nodeParams.
 */
BD_API CUresult bd_cuGraphAddMemAllocNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams);

/* cuGraphMemAllocNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside params_out: dptr (device_pointer).
 * Writes through: params_out.
 */
BD_API CUresult bd_cuGraphMemAllocNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out);

/* cuGraphAddMemFreeNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), dptr (device_pointer).
 */
BD_API CUresult bd_cuGraphAddMemFreeNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr);

/* cuGraphMemFreeNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 */
BD_API CUresult bd_cuGraphMemFreeNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUdeviceptr *dptr_out);

/* cuDeviceGraphMemTrim.
 */
BD_API CUresult bd_cuDeviceGraphMemTrim(CUdevice device);

/* cuDeviceGetGraphMemAttribute.
 * Writes through: value.
 */
BD_API CUresult bd_cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value);

/* cuDeviceSetGraphMemAttribute.
 * Writes through: value.
 */
BD_API CUresult bd_cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value);

/* cuGraphClone.
 * Creates: phGraphClone.
 * Must belong to the binding's device: originalGraph (graph).
 */
BD_API CUresult bd_cuGraphClone(bound_dev_t *bd, CUgraph *phGraphClone, CUgraph originalGraph);

/* cuGraphNodeFindInClone.
 * Must belong to the binding's device: hOriginalNode (graph_node), hClonedGraph (graph).
 */
BD_API CUresult bd_cuGraphNodeFindInClone(bound_dev_t *bd, CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph);

/* cuGraphNodeGetType.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: type.
 */
BD_API CUresult bd_cuGraphNodeGetType(bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeType *type);

/* cuGraphGetNodes.
 * Must belong to the binding's device: hGraph (graph).
 * Writes through: numNodes.
 */
BD_API CUresult bd_cuGraphGetNodes(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes);

/* cuGraphGetRootNodes.
 * Must belong to the binding's device: hGraph (graph).
 * Writes through: numRootNodes.
 */
BD_API CUresult bd_cuGraphGetRootNodes(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes);

/* cuGraphGetEdges: cuda.h maps it to cuGraphGetEdges_v2.
 * Must belong to the binding's device: hGraph (graph).
 * Writes through: edgeData, numEdges.
 */
BD_API CUresult bd_cuGraphGetEdges(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges);

/* cuGraphNodeGetDependencies: cuda.h maps it to cuGraphNodeGetDependencies_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: edgeData, numDependencies.
 */
BD_API CUresult bd_cuGraphNodeGetDependencies(bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies);

/* cuGraphNodeGetDependentNodes: cuda.h maps it to cuGraphNodeGetDependentNodes_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: edgeData, numDependentNodes.
 */
BD_API CUresult bd_cuGraphNodeGetDependentNodes(bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes);

/* cuGraphAddDependencies: cuda.h maps it to cuGraphAddDependencies_v2.
 * Must belong to the binding's device: hGraph (graph), from (graph_node), to (graph_node).
 */
BD_API CUresult bd_cuGraphAddDependencies(bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies);

/* cuGraphRemoveDependencies: cuda.h maps it to cuGraphRemoveDependencies_v2.
 * Must belong to the binding's device: hGraph (graph), from (graph_node), to (graph_node).
 */
BD_API CUresult bd_cuGraphRemoveDependencies(bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies);

/* cuGraphDestroyNode.
 * Destroys: hNode.
 */
BD_API CUresult bd_cuGraphDestroyNode(bound_dev_t *bd, CUgraphNode hNode);

/* cuGraphInstantiate: cuda.h maps it to cuGraphInstantiateWithFlags.
 * Creates: phGraphExec.
 * Must belong to the binding's device: hGraph (graph).
 */
BD_API CUresult bd_cuGraphInstantiate(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags);

/* cuGraphInstantiateWithParams (cuGraphInstantiateWithParams_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: phGraphExec.
 * Must belong to the binding's device: hGraph (graph).
 * Handles inside instantiateParams: hUploadStream (stream), hErrNode_out (graph_node).
 * Writes through: instantiateParams.
 */
BD_API CUresult bd_cuGraphInstantiateWithParams(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams);
BD_API CUresult bd_cuGraphInstantiateWithParams_ptsz(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams);

/* cuGraphExecGetFlags.
 * Must belong to the binding's device: hGraphExec (graph_exec).
 * Writes through: flags.
 */
BD_API CUresult bd_cuGraphExecGetFlags(bound_dev_t *bd, CUgraphExec hGraphExec, cuuint64_t *flags);

/* cuGraphExecKernelNodeSetParams: cuda.h maps it to cuGraphExecKernelNodeSetParams_v2.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 */
BD_API CUresult bd_cuGraphExecKernelNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams);

/* cuGraphExecMemcpyNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), ctx (context).
 * Handles inside copyParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
BD_API CUresult bd_cuGraphExecMemcpyNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx);

/* cuGraphExecMemsetNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), ctx (context).
 * Handles inside memsetParams: dst (device_pointer).
 */
BD_API CUresult bd_cuGraphExecMemsetNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx);

/* cuGraphExecHostNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 */
BD_API CUresult bd_cuGraphExecHostNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams);

/* cuGraphExecChildGraphNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), childGraph (graph).
 */
BD_API CUresult bd_cuGraphExecChildGraphNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph);

/* cuGraphExecEventRecordNodeSetEvent.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), event (event).
 */
BD_API CUresult bd_cuGraphExecEventRecordNodeSetEvent(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event);

/* cuGraphExecEventWaitNodeSetEvent.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), event (event).
 */
BD_API CUresult bd_cuGraphExecEventWaitNodeSetEvent(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event);

/* cuGraphExecExternalSemaphoresSignalNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
BD_API CUresult bd_cuGraphExecExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams);

/* cuGraphExecExternalSemaphoresWaitNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
BD_API CUresult bd_cuGraphExecExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams);

/* cuGraphNodeSetEnabled.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 */
BD_API CUresult bd_cuGraphNodeSetEnabled(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled);

/* cuGraphNodeGetEnabled.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Writes through: isEnabled.
 */
BD_API CUresult bd_cuGraphNodeGetEnabled(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled);

/* cuGraphUpload (cuGraphUpload_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hGraphExec (graph_exec), hStream (stream).
 */
BD_API CUresult bd_cuGraphUpload(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream);
BD_API CUresult bd_cuGraphUpload_ptsz(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream);

/* cuGraphLaunch (cuGraphLaunch_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hGraphExec (graph_exec), hStream (stream).
 */
BD_API CUresult bd_cuGraphLaunch(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream);
BD_API CUresult bd_cuGraphLaunch_ptsz(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream);

/* cuGraphExecDestroy.
 * Destroys: hGraphExec.
 */
BD_API CUresult bd_cuGraphExecDestroy(bound_dev_t *bd, CUgraphExec hGraphExec);

/* cuGraphDestroy.
 * Destroys: hGraph.
 */
BD_API CUresult bd_cuGraphDestroy(bound_dev_t *bd, CUgraph hGraph);

/* cuGraphExecUpdate: cuda.h maps it to cuGraphExecUpdate_v2.
 * Must belong to the binding's device: hGraphExec (graph_exec), hGraph (graph).
 * Handles inside resultInfo: errorNode (graph_node), errorFromNode (graph_node).
 * Writes through: resultInfo.
 */
BD_API CUresult bd_cuGraphExecUpdate(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo);

/* cuGraphKernelNodeCopyAttributes.
 * Must belong to the binding's device: dst (graph_node), src (graph_node).
 */
BD_API CUresult bd_cuGraphKernelNodeCopyAttributes(bound_dev_t *bd, CUgraphNode dst, CUgraphNode src);

/* cuGraphKernelNodeGetAttribute.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside value_out: programmaticEvent.event (event), launchCompletionEvent.event (event).
 * Writes through: value_out.
 */
BD_API CUresult bd_cuGraphKernelNodeGetAttribute(bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out);

/* cuGraphKernelNodeSetAttribute.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside value: programmaticEvent.event (event), launchCompletionEvent.event (event).
 */
BD_API CUresult bd_cuGraphKernelNodeSetAttribute(bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value);

/* cuGraphDebugDotPrint.
 * Must belong to the binding's device: hGraph (graph).
 */
BD_API CUresult bd_cuGraphDebugDotPrint(bound_dev_t *bd, CUgraph hGraph, const char *path, unsigned int flags);

/* cuUserObjectCreate.
 * Creates: object_out.
 * Writes through: ptr.
 */
BD_API CUresult bd_cuUserObjectCreate(bound_dev_t *bd, CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags);

/* cuUserObjectRetain.
 * Must belong to the binding's device: object (user_object).
 */
BD_API CUresult bd_cuUserObjectRetain(bound_dev_t *bd, CUuserObject object, unsigned int count);

/* cuUserObjectRelease.
 * Must belong to the binding's device: object (user_object).
 */
BD_API CUresult bd_cuUserObjectRelease(bound_dev_t *bd, CUuserObject object, unsigned int count);

/* cuGraphRetainUserObject.
 * Must belong to the binding's device: graph (graph), object (user_object).
 */
BD_API CUresult bd_cuGraphRetainUserObject(bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags);

/* cuGraphReleaseUserObject.
 * Must belong to the binding's device: graph (graph), object (user_object).
 */
BD_API CUresult bd_cuGraphReleaseUserObject(bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count);

/* cuGraphAddNode: cuda.h maps it to cuGraphAddNode_v2.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: kernel.func (function), kernel.kern (kernel), kernel.ctx (context), memcpy.copyCtx (context), memcpy.copyParams.srcDevice (device_pointer), memcpy.copyParams.srcArray (array), memcpy.copyParams.dstDevice (device_pointer), memcpy.copyParams.dstArray (array), memset.dst (device_pointer), memset.ctx (context), graph.graph (graph), eventWait.event (event), eventRecord.event (event), extSemSignal.extSemArray (external_semaphore), extSemWait.extSemArray (external_semaphore), alloc.dptr (device_pointer), free.dptr (device_pointer), memOp.ctx (context), conditional.handle (graph_conditional), conditional.phGraph_out (graph), conditional.ctx (context).
 * Writes through: nodeParams.
 */
BD_API CUresult bd_cuGraphAddNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams);

/* cuGraphNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: kernel.func (function), kernel.kern (kernel), kernel.ctx (context), memcpy.copyCtx (context), memcpy.copyParams.srcDevice (device_pointer), memcpy.copyParams.srcArray (array), memcpy.copyParams.dstDevice (device_pointer), memcpy.copyParams.dstArray (array), memset.dst (device_pointer), memset.ctx (context), graph.graph (graph), eventWait.event (event), eventRecord.event (event), extSemSignal.extSemArray (external_semaphore), extSemWait.extSemArray (external_semaphore), alloc.dptr (device_pointer), free.dptr (device_pointer), memOp.ctx (context), conditional.handle (graph_conditional), conditional.phGraph_out (graph), conditional.ctx (context).
 * Writes through: nodeParams.
 */
BD_API CUresult bd_cuGraphNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeParams *nodeParams);

/* cuGraphExecNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: kernel.func (function), kernel.kern (kernel), kernel.ctx (context), memcpy.copyCtx (context), memcpy.copyParams.srcDevice (device_pointer), memcpy.copyParams.srcArray (array), memcpy.copyParams.dstDevice (device_pointer), memcpy.copyParams.dstArray (array), memset.dst (device_pointer), memset.ctx (context), graph.graph (graph), eventWait.event (event), eventRecord.event (event), extSemSignal.extSemArray (external_semaphore), extSemWait.extSemArray (external_semaphore), alloc.dptr (device_pointer), free.dptr (device_pointer), memOp.ctx (context), conditional.handle (graph_conditional), conditional.phGraph_out (graph), conditional.ctx (context).
 * Writes through: nodeParams.
 */
BD_API CUresult bd_cuGraphExecNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams);

/* cuGraphConditionalHandleCreate.
 * Creates: pHandle_out.
 * Must belong to the binding's device: hGraph (graph), ctx (context).
 */
BD_API CUresult bd_cuGraphConditionalHandleCreate(bound_dev_t *bd, CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags);

/* cuOccupancyMaxActiveBlocksPerMultiprocessor.
 * Must belong to the binding's device: func (function).
 * Writes through: numBlocks.
 */
BD_API CUresult bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize);

/* cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags.
 * Must belong to the binding's device: func (function).
 * Writes through: numBlocks.
 */
BD_API CUresult bd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags);

/* cuOccupancyMaxPotentialBlockSize.
 * Must belong to the binding's device: func (function).
 * Writes through: minGridSize, blockSize.
 */
BD_API CUresult bd_cuOccupancyMaxPotentialBlockSize(bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit);

/* cuOccupancyMaxPotentialBlockSizeWithFlags.
 * Must belong to the binding's device: func (function).
 * Writes through: minGridSize, blockSize.
 */
BD_API CUresult bd_cuOccupancyMaxPotentialBlockSizeWithFlags(bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags);

/* cuOccupancyAvailableDynamicSMemPerBlock.
 * Must belong to the binding's device: func (function).
 * Writes through: dynamicSmemSize.
 */
BD_API CUresult bd_cuOccupancyAvailableDynamicSMemPerBlock(bound_dev_t *bd, size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize);

/* cuOccupancyMaxPotentialClusterSize.
 * Must belong to the binding's device: func (function).
 * Handles inside config: hStream (stream).
 * Writes through: clusterSize.
 */
BD_API CUresult bd_cuOccupancyMaxPotentialClusterSize(bound_dev_t *bd, int *clusterSize, CUfunction func, const CUlaunchConfig *config);

/* cuOccupancyMaxActiveClusters.
 * Must belong to the binding's device: func (function).
 * Handles inside config: hStream (stream).
 * Writes through: numClusters.
 */
BD_API CUresult bd_cuOccupancyMaxActiveClusters(bound_dev_t *bd, int *numClusters, CUfunction func, const CUlaunchConfig *config);

/* cuTexRefSetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), hArray (array).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetArray(bound_dev_t *bd, CUtexref hTexRef, CUarray hArray, unsigned int Flags);

/* cuTexRefSetMipmappedArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), hMipmappedArray (mipmapped_array).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetMipmappedArray(bound_dev_t *bd, CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags);

/* cuTexRefSetAddress: cuda.h maps it to cuTexRefSetAddress_v2.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), dptr (device_pointer).
 * Writes through: ByteOffset.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetAddress(bound_dev_t *bd, size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes);

/* cuTexRefSetAddress2D: cuda.h maps it to cuTexRefSetAddress2D_v3.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), dptr (device_pointer).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetAddress2D(bound_dev_t *bd, CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch);

/* cuTexRefSetFormat.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetFormat(bound_dev_t *bd, CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents);

/* cuTexRefSetAddressMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetAddressMode(bound_dev_t *bd, CUtexref hTexRef, int dim, CUaddress_mode am);

/* cuTexRefSetFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetFilterMode(bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm);

/* cuTexRefSetMipmapFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetMipmapFilterMode(bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm);

/* cuTexRefSetMipmapLevelBias.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetMipmapLevelBias(bound_dev_t *bd, CUtexref hTexRef, float bias);

/* cuTexRefSetMipmapLevelClamp.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetMipmapLevelClamp(bound_dev_t *bd, CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp);

/* cuTexRefSetMaxAnisotropy.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetMaxAnisotropy(bound_dev_t *bd, CUtexref hTexRef, unsigned int maxAniso);

/* cuTexRefSetBorderColor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pBorderColor.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetBorderColor(bound_dev_t *bd, CUtexref hTexRef, float *pBorderColor);

/* cuTexRefSetFlags.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefSetFlags(bound_dev_t *bd, CUtexref hTexRef, unsigned int Flags);

/* cuTexRefGetAddress: cuda.h maps it to cuTexRefGetAddress_v2.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetAddress(bound_dev_t *bd, CUdeviceptr *pdptr, CUtexref hTexRef);

/* cuTexRefGetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetArray(bound_dev_t *bd, CUarray *phArray, CUtexref hTexRef);

/* cuTexRefGetMipmappedArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetMipmappedArray(bound_dev_t *bd, CUmipmappedArray *phMipmappedArray, CUtexref hTexRef);

/* cuTexRefGetAddressMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pam.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetAddressMode(bound_dev_t *bd, CUaddress_mode *pam, CUtexref hTexRef, int dim);

/* cuTexRefGetFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pfm.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetFilterMode(bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef);

/* cuTexRefGetFormat.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pFormat, pNumChannels.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetFormat(bound_dev_t *bd, CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef);

/* cuTexRefGetMipmapFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pfm.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetMipmapFilterMode(bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef);

/* cuTexRefGetMipmapLevelBias.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pbias.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetMipmapLevelBias(bound_dev_t *bd, float *pbias, CUtexref hTexRef);

/* cuTexRefGetMipmapLevelClamp.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pminMipmapLevelClamp, pmaxMipmapLevelClamp.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetMipmapLevelClamp(bound_dev_t *bd, float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef);

/* cuTexRefGetMaxAnisotropy.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pmaxAniso.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetMaxAnisotropy(bound_dev_t *bd, int *pmaxAniso, CUtexref hTexRef);

/* cuTexRefGetBorderColor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pBorderColor.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetBorderColor(bound_dev_t *bd, float *pBorderColor, CUtexref hTexRef);

/* cuTexRefGetFlags.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pFlags.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefGetFlags(bound_dev_t *bd, unsigned int *pFlags, CUtexref hTexRef);

/* cuTexRefCreate.
 * Deprecated in CUDA.
 * Creates: pTexRef.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefCreate(bound_dev_t *bd, CUtexref *pTexRef);

/* cuTexRefDestroy.
 * Deprecated in CUDA.
 * Destroys: hTexRef.
 */
BD_API BD_DEPRECATED CUresult bd_cuTexRefDestroy(bound_dev_t *bd, CUtexref hTexRef);

/* cuSurfRefSetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hSurfRef (surface_reference), hArray (array).
 */
BD_API BD_DEPRECATED CUresult bd_cuSurfRefSetArray(bound_dev_t *bd, CUsurfref hSurfRef, CUarray hArray, unsigned int Flags);

/* cuSurfRefGetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hSurfRef (surface_reference).
 */
BD_API BD_DEPRECATED CUresult bd_cuSurfRefGetArray(bound_dev_t *bd, CUarray *phArray, CUsurfref hSurfRef);

/* cuTexObjectCreate.
 * Creates: pTexObject.
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 */
BD_API CUresult bd_cuTexObjectCreate(bound_dev_t *bd, CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc);

/* cuTexObjectDestroy.
 * Destroys: texObject.
 */
BD_API CUresult bd_cuTexObjectDestroy(bound_dev_t *bd, CUtexObject texObject);

/* cuTexObjectGetResourceDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 * Writes through: pResDesc.
 */
BD_API CUresult bd_cuTexObjectGetResourceDesc(bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject);

/* cuTexObjectGetTextureDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Writes through: pTexDesc.
 */
BD_API CUresult bd_cuTexObjectGetTextureDesc(bound_dev_t *bd, CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject);

/* cuTexObjectGetResourceViewDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Writes through: pResViewDesc.
 */
BD_API CUresult bd_cuTexObjectGetResourceViewDesc(bound_dev_t *bd, CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject);

/* cuSurfObjectCreate.
 * Creates: pSurfObject.
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 */
BD_API CUresult bd_cuSurfObjectCreate(bound_dev_t *bd, CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc);

/* cuSurfObjectDestroy.
 * Destroys: surfObject.
 */
BD_API CUresult bd_cuSurfObjectDestroy(bound_dev_t *bd, CUsurfObject surfObject);

/* cuSurfObjectGetResourceDesc.
 * Must belong to the binding's device: surfObject (surface_object).
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 * Writes through: pResDesc.
 */
BD_API CUresult bd_cuSurfObjectGetResourceDesc(bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject);

/* cuTensorMapEncodeTiled.
 * Writes through: tensorMap, globalAddress.
 */
BD_API CUresult bd_cuTensorMapEncodeTiled(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const cuuint32_t *boxDim, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);

/* cuTensorMapEncodeIm2col.
 * Writes through: tensorMap, globalAddress.
 */
BD_API CUresult bd_cuTensorMapEncodeIm2col(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);

/* cuTensorMapEncodeIm2colWide.
 * Writes through: tensorMap, globalAddress.
 */
BD_API CUresult bd_cuTensorMapEncodeIm2colWide(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill);

/* cuTensorMapReplaceAddress.
 * Writes through: tensorMap, globalAddress.
 */
BD_API CUresult bd_cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress);

/* cuDeviceCanAccessPeer.
 * Writes through: canAccessPeer.
 */
BD_API CUresult bd_cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev);

/* cuCtxEnablePeerAccess.
 * Must belong to the binding's device: peerContext (context).
 * Context: the binding's context may use the peer context's device memory from now on (debug checks).
 */
BD_API CUresult bd_cuCtxEnablePeerAccess(bound_dev_t *bd, CUcontext peerContext, unsigned int Flags);

/* cuCtxDisablePeerAccess.
 * Must belong to the binding's device: peerContext (context).
 * Context: the binding's context may no longer use the peer context's device memory (debug checks).
 */
BD_API CUresult bd_cuCtxDisablePeerAccess(bound_dev_t *bd, CUcontext peerContext);

/* cuDeviceGetP2PAttribute.
 * Writes through: value.
 */
BD_API CUresult bd_cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attrib, CUdevice srcDevice, CUdevice dstDevice);

/* cuDeviceGetP2PAtomicCapabilities.
 * Writes through: capabilities.
 */
BD_API CUresult bd_cuDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice srcDevice, CUdevice dstDevice);

/* cuGraphicsUnregisterResource.
 * Destroys: resource.
 */
BD_API CUresult bd_cuGraphicsUnregisterResource(bound_dev_t *bd, CUgraphicsResource resource);

/* cuGraphicsSubResourceGetMappedArray.
 * Must belong to the binding's device: resource (graphics_resource).
 */
BD_API CUresult bd_cuGraphicsSubResourceGetMappedArray(bound_dev_t *bd, CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel);

/* cuGraphicsResourceGetMappedMipmappedArray.
 * Must belong to the binding's device: resource (graphics_resource).
 */
BD_API CUresult bd_cuGraphicsResourceGetMappedMipmappedArray(bound_dev_t *bd, CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource);

/* cuGraphicsResourceGetMappedPointer: cuda.h maps it to cuGraphicsResourceGetMappedPointer_v2.
 * Must belong to the binding's device: resource (graphics_resource).
 * Writes through: pSize.
 */
BD_API CUresult bd_cuGraphicsResourceGetMappedPointer(bound_dev_t *bd, CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource);

/* cuGraphicsResourceSetMapFlags: cuda.h maps it to cuGraphicsResourceSetMapFlags_v2.
 * Must belong to the binding's device: resource (graphics_resource).
 */
BD_API CUresult bd_cuGraphicsResourceSetMapFlags(bound_dev_t *bd, CUgraphicsResource resource, unsigned int flags);

/* cuGraphicsMapResources (cuGraphicsMapResources_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
BD_API CUresult bd_cuGraphicsMapResources(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream);
BD_API CUresult bd_cuGraphicsMapResources_ptsz(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream);

/* cuGraphicsUnmapResources (cuGraphicsUnmapResources_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
BD_API CUresult bd_cuGraphicsUnmapResources(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream);
BD_API CUresult bd_cuGraphicsUnmapResources_ptsz(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream);

/* cuGetProcAddress: cuda.h maps it to cuGetProcAddress_v2.
 * Writes through: pfn, symbolStatus.
 */
BD_API CUresult bd_cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags, CUdriverProcAddressQueryResult *symbolStatus);

/* cuCoredumpGetAttribute.
 * Writes through: value, size.
 */
BD_API CUresult bd_cuCoredumpGetAttribute(bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size);

/* cuCoredumpGetAttributeGlobal.
 * Writes through: value, size.
 */
BD_API CUresult bd_cuCoredumpGetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size);

/* cuCoredumpSetAttribute.
 * Writes through: value, size.
 */
BD_API CUresult bd_cuCoredumpSetAttribute(bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size);

/* cuCoredumpSetAttributeGlobal.
 * Writes through: value, size.
 */
BD_API CUresult bd_cuCoredumpSetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size);

/* cuGetExportTable.
 */
BD_API CUresult bd_cuGetExportTable(const void **ppExportTable, const CUuuid *pExportTableId);

/* cuGreenCtxCreate.
 * Creates: phCtx.
 * Must belong to the binding's device: desc (resource_descriptor).
 */
BD_API CUresult bd_cuGreenCtxCreate(bound_dev_t *bd, CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags);

/* cuGreenCtxDestroy.
 * Destroys: hCtx.
 */
BD_API CUresult bd_cuGreenCtxDestroy(bound_dev_t *bd, CUgreenCtx hCtx);

/* cuCtxFromGreenCtx.
 * Must belong to the binding's device: hCtx (green_context).
 */
BD_API CUresult bd_cuCtxFromGreenCtx(bound_dev_t *bd, CUcontext *pContext, CUgreenCtx hCtx);

/* cuDeviceGetDevResource.
 * Writes through: resource.
 */
BD_API CUresult bd_cuDeviceGetDevResource(CUdevice device, CUdevResource *resource, CUdevResourceType type);

/* cuCtxGetDevResource.
 * Must belong to the binding's device: hCtx (context).
 * Writes through: resource.
 */
BD_API CUresult bd_cuCtxGetDevResource(bound_dev_t *bd, CUcontext hCtx, CUdevResource *resource, CUdevResourceType type);

/* cuGreenCtxGetDevResource.
 * Must belong to the binding's device: hCtx (green_context).
 * Writes through: resource.
 */
BD_API CUresult bd_cuGreenCtxGetDevResource(bound_dev_t *bd, CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type);

/* cuDevSmResourceSplitByCount.
 * Writes through: result, nbGroups, remaining.
 */
BD_API CUresult bd_cuDevSmResourceSplitByCount(CUdevResource *result, unsigned int *nbGroups, const CUdevResource *input, CUdevResource *remaining, unsigned int useFlags, unsigned int minCount);

/* cuDevResourceGenerateDesc.
 * Writes through: resources.
 */
BD_API CUresult bd_cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources, unsigned int nbResources);

/* cuGreenCtxRecordEvent.
 * Must belong to the binding's device: hCtx (green_context), hEvent (event).
 */
BD_API CUresult bd_cuGreenCtxRecordEvent(bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent);

/* cuGreenCtxWaitEvent.
 * Must belong to the binding's device: hCtx (green_context), hEvent (event).
 */
BD_API CUresult bd_cuGreenCtxWaitEvent(bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent);

/* cuStreamGetGreenCtx.
 * Must belong to the binding's device: hStream (stream).
 */
BD_API CUresult bd_cuStreamGetGreenCtx(bound_dev_t *bd, CUstream hStream, CUgreenCtx *phCtx);

/* cuGreenCtxStreamCreate.
 * Creates: phStream.
 * Must belong to the binding's device: greenCtx (green_context).
 */
BD_API CUresult bd_cuGreenCtxStreamCreate(bound_dev_t *bd, CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority);

/* cuGreenCtxGetId.
 * Must belong to the binding's device: greenCtx (green_context).
 * Writes through: greenCtxId.
 */
BD_API CUresult bd_cuGreenCtxGetId(bound_dev_t *bd, CUgreenCtx greenCtx, unsigned long long *greenCtxId);

/* cuLogsRegisterCallback.
 * Writes through: userData.
 */
BD_API CUresult bd_cuLogsRegisterCallback(CUlogsCallback callbackFunc, void *userData, CUlogsCallbackHandle *callback_out);

/* cuLogsUnregisterCallback.
 * Must belong to the binding's device: callback (logs_callback).
 */
BD_API CUresult bd_cuLogsUnregisterCallback(CUlogsCallbackHandle callback);

/* cuLogsCurrent.
 * Writes through: iterator_out.
 */
BD_API CUresult bd_cuLogsCurrent(CUlogIterator *iterator_out, unsigned int flags);

/* cuLogsDumpToFile.
 * Writes through: iterator.
 */
BD_API CUresult bd_cuLogsDumpToFile(CUlogIterator *iterator, const char *pathToFile, unsigned int flags);

/* cuLogsDumpToMemory.
 * Writes through: iterator, buffer, size.
 */
BD_API CUresult bd_cuLogsDumpToMemory(CUlogIterator *iterator, char *buffer, size_t *size, unsigned int flags);

/* cuCheckpointProcessGetRestoreThreadId.
 * Writes through: tid.
 */
BD_API CUresult bd_cuCheckpointProcessGetRestoreThreadId(int pid, int *tid);

/* cuCheckpointProcessGetState.
 * Writes through: state.
 */
BD_API CUresult bd_cuCheckpointProcessGetState(int pid, CUprocessState *state);

/* cuCheckpointProcessLock.
 * Writes through: args.
 */
BD_API CUresult bd_cuCheckpointProcessLock(int pid, CUcheckpointLockArgs *args);

/* cuCheckpointProcessCheckpoint.
 * Writes through: args.
 */
BD_API CUresult bd_cuCheckpointProcessCheckpoint(int pid, CUcheckpointCheckpointArgs *args);

/* cuCheckpointProcessRestore.
 * Writes through: args.
 */
BD_API CUresult bd_cuCheckpointProcessRestore(int pid, CUcheckpointRestoreArgs *args);

/* cuCheckpointProcessUnlock.
 * Writes through: args.
 */
BD_API CUresult bd_cuCheckpointProcessUnlock(int pid, CUcheckpointUnlockArgs *args);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_NOTED CUresult bd_gen_noted_cuFlushGPUDirectRDMAWrites(CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFlushGPUDirectRDMAWrites(bd, target, scope);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFlushGPUDirectRDMAWrites(CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFlushGPUDirectRDMAWrites(target, scope, bd, bd_file, bd_line) : bd_cuFlushGPUDirectRDMAWrites(bd, target, scope);
}

static inline CUresult bd_inline_cuFlushGPUDirectRDMAWrites(const char *bd_file, int bd_line, bound_dev_t *bd, CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFlushGPUDirectRDMAWrites)(target, scope)
                                 : bd_gen_at_cuFlushGPUDirectRDMAWrites(target, scope, bd, bd_file, bd_line);
}
#define bd_cuFlushGPUDirectRDMAWrites(bd, target, scope) bd_inline_cuFlushGPUDirectRDMAWrites(__FILE__, __LINE__, bd, target, scope)

BD_GEN_NOTED CUresult bd_gen_noted_cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuDevicePrimaryCtxRetain(bd, pctx, dev);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuDevicePrimaryCtxRetain(pctx, dev, bd, bd_file, bd_line) : bd_cuDevicePrimaryCtxRetain(bd, pctx, dev);
}

static inline CUresult bd_inline_cuDevicePrimaryCtxRetain(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pctx, CUdevice dev)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxRetain)(pctx, dev)
                                 : bd_gen_at_cuDevicePrimaryCtxRetain(pctx, dev, bd, bd_file, bd_line);
}
#define bd_cuDevicePrimaryCtxRetain(bd, pctx, dev) bd_inline_cuDevicePrimaryCtxRetain(__FILE__, __LINE__, bd, pctx, dev)

BD_GEN_NOTED CUresult bd_gen_noted_cuDevicePrimaryCtxRelease(CUdevice dev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuDevicePrimaryCtxRelease(bd, dev);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuDevicePrimaryCtxRelease(CUdevice dev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuDevicePrimaryCtxRelease(dev, bd, bd_file, bd_line) : bd_cuDevicePrimaryCtxRelease(bd, dev);
}

static inline CUresult bd_inline_cuDevicePrimaryCtxRelease(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice dev)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxRelease)(dev)
                                 : bd_gen_at_cuDevicePrimaryCtxRelease(dev, bd, bd_file, bd_line);
}
#define bd_cuDevicePrimaryCtxRelease(bd, dev) bd_inline_cuDevicePrimaryCtxRelease(__FILE__, __LINE__, bd, dev)

BD_GEN_NOTED CUresult bd_gen_noted_cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuDevicePrimaryCtxSetFlags(bd, dev, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuDevicePrimaryCtxSetFlags(dev, flags, bd, bd_file, bd_line) : bd_cuDevicePrimaryCtxSetFlags(bd, dev, flags);
}

static inline CUresult bd_inline_cuDevicePrimaryCtxSetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice dev, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxSetFlags)(dev, flags)
                                 : bd_gen_at_cuDevicePrimaryCtxSetFlags(dev, flags, bd, bd_file, bd_line);
}
#define bd_cuDevicePrimaryCtxSetFlags(bd, dev, flags) bd_inline_cuDevicePrimaryCtxSetFlags(__FILE__, __LINE__, bd, dev, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuDevicePrimaryCtxGetState(bd, dev, flags, active);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuDevicePrimaryCtxGetState(dev, flags, active, bd, bd_file, bd_line) : bd_cuDevicePrimaryCtxGetState(bd, dev, flags, active);
}

static inline CUresult bd_inline_cuDevicePrimaryCtxGetState(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice dev, unsigned int *flags, int *active)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxGetState)(dev, flags, active)
                                 : bd_gen_at_cuDevicePrimaryCtxGetState(dev, flags, active, bd, bd_file, bd_line);
}
#define bd_cuDevicePrimaryCtxGetState(bd, dev, flags, active) bd_inline_cuDevicePrimaryCtxGetState(__FILE__, __LINE__, bd, dev, flags, active)

BD_GEN_NOTED CUresult bd_gen_noted_cuDevicePrimaryCtxReset(CUdevice dev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuDevicePrimaryCtxReset(bd, dev);
}

static inline CUresult bd_inline_cuDevicePrimaryCtxReset(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice dev)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuDevicePrimaryCtxReset(dev, bd, bd_file, bd_line) : bd_cuDevicePrimaryCtxReset(bd, dev);
}
#define bd_cuDevicePrimaryCtxReset(bd, dev) bd_inline_cuDevicePrimaryCtxReset(__FILE__, __LINE__, bd, dev)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxCreate(CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxCreate(bd, pctx, ctxCreateParams, flags, dev);
}

static inline CUresult bd_inline_cuCtxCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxCreate(pctx, ctxCreateParams, flags, dev, bd, bd_file, bd_line) : bd_cuCtxCreate(bd, pctx, ctxCreateParams, flags, dev);
}
#define bd_cuCtxCreate(bd, pctx, ctxCreateParams, flags, dev) bd_inline_cuCtxCreate(__FILE__, __LINE__, bd, pctx, ctxCreateParams, flags, dev)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxDestroy(CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxDestroy(bd, ctx);
}

static inline CUresult bd_inline_cuCtxDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxDestroy(ctx, bd, bd_file, bd_line) : bd_cuCtxDestroy(bd, ctx);
}
#define bd_cuCtxDestroy(bd, ctx) bd_inline_cuCtxDestroy(__FILE__, __LINE__, bd, ctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxPushCurrent(CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxPushCurrent(bd, ctx);
}

static inline CUresult bd_inline_cuCtxPushCurrent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxPushCurrent(ctx, bd, bd_file, bd_line) : bd_cuCtxPushCurrent(bd, ctx);
}
#define bd_cuCtxPushCurrent(bd, ctx) bd_inline_cuCtxPushCurrent(__FILE__, __LINE__, bd, ctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxPopCurrent(CUcontext *pctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxPopCurrent(bd, pctx);
}

static inline CUresult bd_inline_cuCtxPopCurrent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pctx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxPopCurrent(pctx, bd, bd_file, bd_line) : bd_cuCtxPopCurrent(bd, pctx);
}
#define bd_cuCtxPopCurrent(bd, pctx) bd_inline_cuCtxPopCurrent(__FILE__, __LINE__, bd, pctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxSetCurrent(CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxSetCurrent(bd, ctx);
}

static inline CUresult bd_inline_cuCtxSetCurrent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxSetCurrent(ctx, bd, bd_file, bd_line) : bd_cuCtxSetCurrent(bd, ctx);
}
#define bd_cuCtxSetCurrent(bd, ctx) bd_inline_cuCtxSetCurrent(__FILE__, __LINE__, bd, ctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetCurrent(CUcontext *pctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetCurrent(bd, pctx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetCurrent(CUcontext *pctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetCurrent(pctx, bd, bd_file, bd_line) : bd_cuCtxGetCurrent(bd, pctx);
}

static inline CUresult bd_inline_cuCtxGetCurrent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pctx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetCurrent)(pctx)
                                 : bd_gen_at_cuCtxGetCurrent(pctx, bd, bd_file, bd_line);
}
#define bd_cuCtxGetCurrent(bd, pctx) bd_inline_cuCtxGetCurrent(__FILE__, __LINE__, bd, pctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetDevice(CUdevice *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetDevice(bd, device);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetDevice(CUdevice *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetDevice(device, bd, bd_file, bd_line) : bd_cuCtxGetDevice(bd, device);
}

static inline CUresult bd_inline_cuCtxGetDevice(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice *device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevice)(device)
                                 : bd_gen_at_cuCtxGetDevice(device, bd, bd_file, bd_line);
}
#define bd_cuCtxGetDevice(bd, device) bd_inline_cuCtxGetDevice(__FILE__, __LINE__, bd, device)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetDevice_v2(bd, device, ctx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetDevice_v2(device, ctx, bd, bd_file, bd_line) : bd_cuCtxGetDevice_v2(bd, device, ctx);
}

static inline CUresult bd_inline_cuCtxGetDevice_v2(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice *device, CUcontext ctx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevice_v2)(device, ctx)
                                 : bd_gen_at_cuCtxGetDevice_v2(device, ctx, bd, bd_file, bd_line);
}
#define bd_cuCtxGetDevice_v2(bd, device, ctx) bd_inline_cuCtxGetDevice_v2(__FILE__, __LINE__, bd, device, ctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetFlags(unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetFlags(bd, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetFlags(unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetFlags(flags, bd, bd_file, bd_line) : bd_cuCtxGetFlags(bd, flags);
}

static inline CUresult bd_inline_cuCtxGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetFlags)(flags)
                                 : bd_gen_at_cuCtxGetFlags(flags, bd, bd_file, bd_line);
}
#define bd_cuCtxGetFlags(bd, flags) bd_inline_cuCtxGetFlags(__FILE__, __LINE__, bd, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxSetFlags(unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxSetFlags(bd, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxSetFlags(unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxSetFlags(flags, bd, bd_file, bd_line) : bd_cuCtxSetFlags(bd, flags);
}

static inline CUresult bd_inline_cuCtxSetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetFlags)(flags)
                                 : bd_gen_at_cuCtxSetFlags(flags, bd, bd_file, bd_line);
}
#define bd_cuCtxSetFlags(bd, flags) bd_inline_cuCtxSetFlags(__FILE__, __LINE__, bd, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetId(CUcontext ctx, unsigned long long *ctxId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetId(bd, ctx, ctxId);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetId(CUcontext ctx, unsigned long long *ctxId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetId(ctx, ctxId, bd, bd_file, bd_line) : bd_cuCtxGetId(bd, ctx, ctxId);
}

static inline CUresult bd_inline_cuCtxGetId(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx, unsigned long long *ctxId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetId)(ctx, ctxId)
                                 : bd_gen_at_cuCtxGetId(ctx, ctxId, bd, bd_file, bd_line);
}
#define bd_cuCtxGetId(bd, ctx, ctxId) bd_inline_cuCtxGetId(__FILE__, __LINE__, bd, ctx, ctxId)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxSynchronize(bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxSynchronize(bd);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxSynchronize(bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxSynchronize(bd, bd_file, bd_line) : bd_cuCtxSynchronize(bd);
}

static inline CUresult bd_inline_cuCtxSynchronize(const char *bd_file, int bd_line, bound_dev_t *bd)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSynchronize)()
                                 : bd_gen_at_cuCtxSynchronize(bd, bd_file, bd_line);
}
#define bd_cuCtxSynchronize(bd) bd_inline_cuCtxSynchronize(__FILE__, __LINE__, bd)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxSynchronize_v2(CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxSynchronize_v2(bd, ctx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxSynchronize_v2(CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxSynchronize_v2(ctx, bd, bd_file, bd_line) : bd_cuCtxSynchronize_v2(bd, ctx);
}

static inline CUresult bd_inline_cuCtxSynchronize_v2(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSynchronize_v2)(ctx)
                                 : bd_gen_at_cuCtxSynchronize_v2(ctx, bd, bd_file, bd_line);
}
#define bd_cuCtxSynchronize_v2(bd, ctx) bd_inline_cuCtxSynchronize_v2(__FILE__, __LINE__, bd, ctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxSetLimit(CUlimit limit, size_t value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxSetLimit(bd, limit, value);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxSetLimit(CUlimit limit, size_t value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxSetLimit(limit, value, bd, bd_file, bd_line) : bd_cuCtxSetLimit(bd, limit, value);
}

static inline CUresult bd_inline_cuCtxSetLimit(const char *bd_file, int bd_line, bound_dev_t *bd, CUlimit limit, size_t value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetLimit)(limit, value)
                                 : bd_gen_at_cuCtxSetLimit(limit, value, bd, bd_file, bd_line);
}
#define bd_cuCtxSetLimit(bd, limit, value) bd_inline_cuCtxSetLimit(__FILE__, __LINE__, bd, limit, value)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetLimit(size_t *pvalue, CUlimit limit, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetLimit(bd, pvalue, limit);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetLimit(size_t *pvalue, CUlimit limit, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetLimit(pvalue, limit, bd, bd_file, bd_line) : bd_cuCtxGetLimit(bd, pvalue, limit);
}

static inline CUresult bd_inline_cuCtxGetLimit(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *pvalue, CUlimit limit)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetLimit)(pvalue, limit)
                                 : bd_gen_at_cuCtxGetLimit(pvalue, limit, bd, bd_file, bd_line);
}
#define bd_cuCtxGetLimit(bd, pvalue, limit) bd_inline_cuCtxGetLimit(__FILE__, __LINE__, bd, pvalue, limit)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetCacheConfig(CUfunc_cache *pconfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetCacheConfig(bd, pconfig);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetCacheConfig(CUfunc_cache *pconfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetCacheConfig(pconfig, bd, bd_file, bd_line) : bd_cuCtxGetCacheConfig(bd, pconfig);
}

static inline CUresult bd_inline_cuCtxGetCacheConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunc_cache *pconfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetCacheConfig)(pconfig)
                                 : bd_gen_at_cuCtxGetCacheConfig(pconfig, bd, bd_file, bd_line);
}
#define bd_cuCtxGetCacheConfig(bd, pconfig) bd_inline_cuCtxGetCacheConfig(__FILE__, __LINE__, bd, pconfig)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxSetCacheConfig(CUfunc_cache config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxSetCacheConfig(bd, config);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxSetCacheConfig(CUfunc_cache config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxSetCacheConfig(config, bd, bd_file, bd_line) : bd_cuCtxSetCacheConfig(bd, config);
}

static inline CUresult bd_inline_cuCtxSetCacheConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunc_cache config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetCacheConfig)(config)
                                 : bd_gen_at_cuCtxSetCacheConfig(config, bd, bd_file, bd_line);
}
#define bd_cuCtxSetCacheConfig(bd, config) bd_inline_cuCtxSetCacheConfig(__FILE__, __LINE__, bd, config)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetApiVersion(CUcontext ctx, unsigned int *version, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetApiVersion(bd, ctx, version);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetApiVersion(CUcontext ctx, unsigned int *version, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetApiVersion(ctx, version, bd, bd_file, bd_line) : bd_cuCtxGetApiVersion(bd, ctx, version);
}

static inline CUresult bd_inline_cuCtxGetApiVersion(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx, unsigned int *version)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetApiVersion)(ctx, version)
                                 : bd_gen_at_cuCtxGetApiVersion(ctx, version, bd, bd_file, bd_line);
}
#define bd_cuCtxGetApiVersion(bd, ctx, version) bd_inline_cuCtxGetApiVersion(__FILE__, __LINE__, bd, ctx, version)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetStreamPriorityRange(int *leastPriority, int *greatestPriority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetStreamPriorityRange(bd, leastPriority, greatestPriority);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetStreamPriorityRange(int *leastPriority, int *greatestPriority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetStreamPriorityRange(leastPriority, greatestPriority, bd, bd_file, bd_line) : bd_cuCtxGetStreamPriorityRange(bd, leastPriority, greatestPriority);
}

static inline CUresult bd_inline_cuCtxGetStreamPriorityRange(const char *bd_file, int bd_line, bound_dev_t *bd, int *leastPriority, int *greatestPriority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetStreamPriorityRange)(leastPriority, greatestPriority)
                                 : bd_gen_at_cuCtxGetStreamPriorityRange(leastPriority, greatestPriority, bd, bd_file, bd_line);
}
#define bd_cuCtxGetStreamPriorityRange(bd, leastPriority, greatestPriority) bd_inline_cuCtxGetStreamPriorityRange(__FILE__, __LINE__, bd, leastPriority, greatestPriority)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxResetPersistingL2Cache(bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxResetPersistingL2Cache(bd);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxResetPersistingL2Cache(bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxResetPersistingL2Cache(bd, bd_file, bd_line) : bd_cuCtxResetPersistingL2Cache(bd);
}

static inline CUresult bd_inline_cuCtxResetPersistingL2Cache(const char *bd_file, int bd_line, bound_dev_t *bd)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxResetPersistingL2Cache)()
                                 : bd_gen_at_cuCtxResetPersistingL2Cache(bd, bd_file, bd_line);
}
#define bd_cuCtxResetPersistingL2Cache(bd) bd_inline_cuCtxResetPersistingL2Cache(__FILE__, __LINE__, bd)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetExecAffinity(CUexecAffinityParam *pExecAffinity, CUexecAffinityType type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetExecAffinity(bd, pExecAffinity, type);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetExecAffinity(CUexecAffinityParam *pExecAffinity, CUexecAffinityType type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetExecAffinity(pExecAffinity, type, bd, bd_file, bd_line) : bd_cuCtxGetExecAffinity(bd, pExecAffinity, type);
}

static inline CUresult bd_inline_cuCtxGetExecAffinity(const char *bd_file, int bd_line, bound_dev_t *bd, CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetExecAffinity)(pExecAffinity, type)
                                 : bd_gen_at_cuCtxGetExecAffinity(pExecAffinity, type, bd, bd_file, bd_line);
}
#define bd_cuCtxGetExecAffinity(bd, pExecAffinity, type) bd_inline_cuCtxGetExecAffinity(__FILE__, __LINE__, bd, pExecAffinity, type)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxRecordEvent(bd, hCtx, hEvent);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxRecordEvent(hCtx, hEvent, bd, bd_file, bd_line) : bd_cuCtxRecordEvent(bd, hCtx, hEvent);
}

static inline CUresult bd_inline_cuCtxRecordEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxRecordEvent)(hCtx, hEvent)
                                 : bd_gen_at_cuCtxRecordEvent(hCtx, hEvent, bd, bd_file, bd_line);
}
#define bd_cuCtxRecordEvent(bd, hCtx, hEvent) bd_inline_cuCtxRecordEvent(__FILE__, __LINE__, bd, hCtx, hEvent)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxWaitEvent(bd, hCtx, hEvent);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxWaitEvent(hCtx, hEvent, bd, bd_file, bd_line) : bd_cuCtxWaitEvent(bd, hCtx, hEvent);
}

static inline CUresult bd_inline_cuCtxWaitEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxWaitEvent)(hCtx, hEvent)
                                 : bd_gen_at_cuCtxWaitEvent(hCtx, hEvent, bd, bd_file, bd_line);
}
#define bd_cuCtxWaitEvent(bd, hCtx, hEvent) bd_inline_cuCtxWaitEvent(__FILE__, __LINE__, bd, hCtx, hEvent)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxAttach(CUcontext *pctx, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxAttach(bd, pctx, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxAttach(CUcontext *pctx, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxAttach(pctx, flags, bd, bd_file, bd_line) : bd_cuCtxAttach(bd, pctx, flags);
}

static inline CUresult bd_inline_cuCtxAttach(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pctx, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxAttach)(pctx, flags)
                                 : bd_gen_at_cuCtxAttach(pctx, flags, bd, bd_file, bd_line);
}
#define bd_cuCtxAttach(bd, pctx, flags) bd_inline_cuCtxAttach(__FILE__, __LINE__, bd, pctx, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxDetach(CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxDetach(bd, ctx);
}

static inline CUresult bd_inline_cuCtxDetach(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxDetach(ctx, bd, bd_file, bd_line) : bd_cuCtxDetach(bd, ctx);
}
#define bd_cuCtxDetach(bd, ctx) bd_inline_cuCtxDetach(__FILE__, __LINE__, bd, ctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetSharedMemConfig(CUsharedconfig *pConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetSharedMemConfig(bd, pConfig);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetSharedMemConfig(CUsharedconfig *pConfig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetSharedMemConfig(pConfig, bd, bd_file, bd_line) : bd_cuCtxGetSharedMemConfig(bd, pConfig);
}

static inline CUresult bd_inline_cuCtxGetSharedMemConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUsharedconfig *pConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetSharedMemConfig)(pConfig)
                                 : bd_gen_at_cuCtxGetSharedMemConfig(pConfig, bd, bd_file, bd_line);
}
#define bd_cuCtxGetSharedMemConfig(bd, pConfig) bd_inline_cuCtxGetSharedMemConfig(__FILE__, __LINE__, bd, pConfig)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxSetSharedMemConfig(CUsharedconfig config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxSetSharedMemConfig(bd, config);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxSetSharedMemConfig(CUsharedconfig config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxSetSharedMemConfig(config, bd, bd_file, bd_line) : bd_cuCtxSetSharedMemConfig(bd, config);
}

static inline CUresult bd_inline_cuCtxSetSharedMemConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUsharedconfig config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetSharedMemConfig)(config)
                                 : bd_gen_at_cuCtxSetSharedMemConfig(config, bd, bd_file, bd_line);
}
#define bd_cuCtxSetSharedMemConfig(bd, config) bd_inline_cuCtxSetSharedMemConfig(__FILE__, __LINE__, bd, config)

BD_GEN_NOTED CUresult bd_gen_noted_cuModuleLoad(CUmodule *module, const char *fname, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuModuleLoad(bd, module, fname);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuModuleLoad(CUmodule *module, const char *fname, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuModuleLoad(module, fname, bd, bd_file, bd_line) : bd_cuModuleLoad(bd, module, fname);
}

static inline CUresult bd_inline_cuModuleLoad(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *module, const char *fname)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoad)(module, fname)
                                 : bd_gen_at_cuModuleLoad(module, fname, bd, bd_file, bd_line);
}
#define bd_cuModuleLoad(bd, module, fname) bd_inline_cuModuleLoad(__FILE__, __LINE__, bd, module, fname)

BD_GEN_NOTED CUresult bd_gen_noted_cuModuleLoadData(CUmodule *module, const void *image, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuModuleLoadData(bd, module, image);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuModuleLoadData(CUmodule *module, const void *image, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuModuleLoadData(module, image, bd, bd_file, bd_line) : bd_cuModuleLoadData(bd, module, image);
}

static inline CUresult bd_inline_cuModuleLoadData(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *module, const void *image)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadData)(module, image)
                                 : bd_gen_at_cuModuleLoadData(module, image, bd, bd_file, bd_line);
}
#define bd_cuModuleLoadData(bd, module, image) bd_inline_cuModuleLoadData(__FILE__, __LINE__, bd, module, image)

BD_GEN_NOTED CUresult bd_gen_noted_cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuModuleLoadDataEx(bd, module, image, numOptions, options, optionValues);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuModuleLoadDataEx(module, image, numOptions, options, optionValues, bd, bd_file, bd_line) : bd_cuModuleLoadDataEx(bd, module, image, numOptions, options, optionValues);
}

static inline CUresult bd_inline_cuModuleLoadDataEx(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadDataEx)(module, image, numOptions, options, optionValues)
                                 : bd_gen_at_cuModuleLoadDataEx(module, image, numOptions, options, optionValues, bd, bd_file, bd_line);
}
#define bd_cuModuleLoadDataEx(bd, module, image, numOptions, options, optionValues) bd_inline_cuModuleLoadDataEx(__FILE__, __LINE__, bd, module, image, numOptions, options, optionValues)

BD_GEN_NOTED CUresult bd_gen_noted_cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuModuleLoadFatBinary(bd, module, fatCubin);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuModuleLoadFatBinary(module, fatCubin, bd, bd_file, bd_line) : bd_cuModuleLoadFatBinary(bd, module, fatCubin);
}

static inline CUresult bd_inline_cuModuleLoadFatBinary(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *module, const void *fatCubin)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadFatBinary)(module, fatCubin)
                                 : bd_gen_at_cuModuleLoadFatBinary(module, fatCubin, bd, bd_file, bd_line);
}
#define bd_cuModuleLoadFatBinary(bd, module, fatCubin) bd_inline_cuModuleLoadFatBinary(__FILE__, __LINE__, bd, module, fatCubin)

BD_GEN_NOTED CUresult bd_gen_noted_cuModuleUnload(CUmodule hmod, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuModuleUnload(bd, hmod);
}

static inline CUresult bd_inline_cuModuleUnload(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule hmod)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuModuleUnload(hmod, bd, bd_file, bd_line) : bd_cuModuleUnload(bd, hmod);
}
#define bd_cuModuleUnload(bd, hmod) bd_inline_cuModuleUnload(__FILE__, __LINE__, bd, hmod)

BD_GEN_NOTED CUresult bd_gen_noted_cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuModuleGetFunction(bd, hfunc, hmod, name);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuModuleGetFunction(hfunc, hmod, name, bd, bd_file, bd_line) : bd_cuModuleGetFunction(bd, hfunc, hmod, name);
}

static inline CUresult bd_inline_cuModuleGetFunction(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction *hfunc, CUmodule hmod, const char *name)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetFunction)(hfunc, hmod, name)
                                 : bd_gen_at_cuModuleGetFunction(hfunc, hmod, name, bd, bd_file, bd_line);
}
#define bd_cuModuleGetFunction(bd, hfunc, hmod, name) bd_inline_cuModuleGetFunction(__FILE__, __LINE__, bd, hfunc, hmod, name)

BD_GEN_NOTED CUresult bd_gen_noted_cuModuleGetFunctionCount(unsigned int *count, CUmodule mod, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuModuleGetFunctionCount(bd, count, mod);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuModuleGetFunctionCount(unsigned int *count, CUmodule mod, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuModuleGetFunctionCount(count, mod, bd, bd_file, bd_line) : bd_cuModuleGetFunctionCount(bd, count, mod);
}

static inline CUresult bd_inline_cuModuleGetFunctionCount(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int *count, CUmodule mod)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetFunctionCount)(count, mod)
                                 : bd_gen_at_cuModuleGetFunctionCount(count, mod, bd, bd_file, bd_line);
}
#define bd_cuModuleGetFunctionCount(bd, count, mod) bd_inline_cuModuleGetFunctionCount(__FILE__, __LINE__, bd, count, mod)

BD_GEN_NOTED CUresult bd_gen_noted_cuModuleEnumerateFunctions(CUfunction *functions, unsigned int numFunctions, CUmodule mod, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuModuleEnumerateFunctions(bd, functions, numFunctions, mod);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuModuleEnumerateFunctions(CUfunction *functions, unsigned int numFunctions, CUmodule mod, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuModuleEnumerateFunctions(functions, numFunctions, mod, bd, bd_file, bd_line) : bd_cuModuleEnumerateFunctions(bd, functions, numFunctions, mod);
}

static inline CUresult bd_inline_cuModuleEnumerateFunctions(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleEnumerateFunctions)(functions, numFunctions, mod)
                                 : bd_gen_at_cuModuleEnumerateFunctions(functions, numFunctions, mod, bd, bd_file, bd_line);
}
#define bd_cuModuleEnumerateFunctions(bd, functions, numFunctions, mod) bd_inline_cuModuleEnumerateFunctions(__FILE__, __LINE__, bd, functions, numFunctions, mod)

BD_GEN_NOTED CUresult bd_gen_noted_cuModuleGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuModuleGetGlobal(bd, dptr, bytes, hmod, name);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuModuleGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuModuleGetGlobal(dptr, bytes, hmod, name, bd, bd_file, bd_line) : bd_cuModuleGetGlobal(bd, dptr, bytes, hmod, name);
}

static inline CUresult bd_inline_cuModuleGetGlobal(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetGlobal)(dptr, bytes, hmod, name)
                                 : bd_gen_at_cuModuleGetGlobal(dptr, bytes, hmod, name, bd, bd_file, bd_line);
}
#define bd_cuModuleGetGlobal(bd, dptr, bytes, hmod, name) bd_inline_cuModuleGetGlobal(__FILE__, __LINE__, bd, dptr, bytes, hmod, name)

BD_GEN_NOTED CUresult bd_gen_noted_cuLinkCreate(unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLinkCreate(bd, numOptions, options, optionValues, stateOut);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuLinkCreate(unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLinkCreate(numOptions, options, optionValues, stateOut, bd, bd_file, bd_line) : bd_cuLinkCreate(bd, numOptions, options, optionValues, stateOut);
}

static inline CUresult bd_inline_cuLinkCreate(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkCreate)(numOptions, options, optionValues, stateOut)
                                 : bd_gen_at_cuLinkCreate(numOptions, options, optionValues, stateOut, bd, bd_file, bd_line);
}
#define bd_cuLinkCreate(bd, numOptions, options, optionValues, stateOut) bd_inline_cuLinkCreate(__FILE__, __LINE__, bd, numOptions, options, optionValues, stateOut)

BD_GEN_NOTED CUresult bd_gen_noted_cuLinkAddData(CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLinkAddData(bd, state, type, data, size, name, numOptions, options, optionValues);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuLinkAddData(CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLinkAddData(state, type, data, size, name, numOptions, options, optionValues, bd, bd_file, bd_line) : bd_cuLinkAddData(bd, state, type, data, size, name, numOptions, options, optionValues);
}

static inline CUresult bd_inline_cuLinkAddData(const char *bd_file, int bd_line, bound_dev_t *bd, CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkAddData)(state, type, data, size, name, numOptions, options, optionValues)
                                 : bd_gen_at_cuLinkAddData(state, type, data, size, name, numOptions, options, optionValues, bd, bd_file, bd_line);
}
#define bd_cuLinkAddData(bd, state, type, data, size, name, numOptions, options, optionValues) bd_inline_cuLinkAddData(__FILE__, __LINE__, bd, state, type, data, size, name, numOptions, options, optionValues)

BD_GEN_NOTED CUresult bd_gen_noted_cuLinkAddFile(CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLinkAddFile(bd, state, type, path, numOptions, options, optionValues);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuLinkAddFile(CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLinkAddFile(state, type, path, numOptions, options, optionValues, bd, bd_file, bd_line) : bd_cuLinkAddFile(bd, state, type, path, numOptions, options, optionValues);
}

static inline CUresult bd_inline_cuLinkAddFile(const char *bd_file, int bd_line, bound_dev_t *bd, CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkAddFile)(state, type, path, numOptions, options, optionValues)
                                 : bd_gen_at_cuLinkAddFile(state, type, path, numOptions, options, optionValues, bd, bd_file, bd_line);
}
#define bd_cuLinkAddFile(bd, state, type, path, numOptions, options, optionValues) bd_inline_cuLinkAddFile(__FILE__, __LINE__, bd, state, type, path, numOptions, options, optionValues)

BD_GEN_NOTED CUresult bd_gen_noted_cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLinkComplete(bd, state, cubinOut, sizeOut);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLinkComplete(state, cubinOut, sizeOut, bd, bd_file, bd_line) : bd_cuLinkComplete(bd, state, cubinOut, sizeOut);
}

static inline CUresult bd_inline_cuLinkComplete(const char *bd_file, int bd_line, bound_dev_t *bd, CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkComplete)(state, cubinOut, sizeOut)
                                 : bd_gen_at_cuLinkComplete(state, cubinOut, sizeOut, bd, bd_file, bd_line);
}
#define bd_cuLinkComplete(bd, state, cubinOut, sizeOut) bd_inline_cuLinkComplete(__FILE__, __LINE__, bd, state, cubinOut, sizeOut)

BD_GEN_NOTED CUresult bd_gen_noted_cuLinkDestroy(CUlinkState state, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLinkDestroy(bd, state);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuLinkDestroy(CUlinkState state, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLinkDestroy(state, bd, bd_file, bd_line) : bd_cuLinkDestroy(bd, state);
}

static inline CUresult bd_inline_cuLinkDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUlinkState state)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkDestroy)(state)
                                 : bd_gen_at_cuLinkDestroy(state, bd, bd_file, bd_line);
}
#define bd_cuLinkDestroy(bd, state) bd_inline_cuLinkDestroy(__FILE__, __LINE__, bd, state)

BD_GEN_NOTED CUresult bd_gen_noted_cuModuleGetTexRef(CUtexref *pTexRef, CUmodule hmod, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuModuleGetTexRef(bd, pTexRef, hmod, name);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuModuleGetTexRef(CUtexref *pTexRef, CUmodule hmod, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuModuleGetTexRef(pTexRef, hmod, name, bd, bd_file, bd_line) : bd_cuModuleGetTexRef(bd, pTexRef, hmod, name);
}

static inline CUresult bd_inline_cuModuleGetTexRef(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetTexRef)(pTexRef, hmod, name)
                                 : bd_gen_at_cuModuleGetTexRef(pTexRef, hmod, name, bd, bd_file, bd_line);
}
#define bd_cuModuleGetTexRef(bd, pTexRef, hmod, name) bd_inline_cuModuleGetTexRef(__FILE__, __LINE__, bd, pTexRef, hmod, name)

BD_GEN_NOTED CUresult bd_gen_noted_cuModuleGetSurfRef(CUsurfref *pSurfRef, CUmodule hmod, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuModuleGetSurfRef(bd, pSurfRef, hmod, name);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuModuleGetSurfRef(CUsurfref *pSurfRef, CUmodule hmod, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuModuleGetSurfRef(pSurfRef, hmod, name, bd, bd_file, bd_line) : bd_cuModuleGetSurfRef(bd, pSurfRef, hmod, name);
}

static inline CUresult bd_inline_cuModuleGetSurfRef(const char *bd_file, int bd_line, bound_dev_t *bd, CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetSurfRef)(pSurfRef, hmod, name)
                                 : bd_gen_at_cuModuleGetSurfRef(pSurfRef, hmod, name, bd, bd_file, bd_line);
}
#define bd_cuModuleGetSurfRef(bd, pSurfRef, hmod, name) bd_inline_cuModuleGetSurfRef(__FILE__, __LINE__, bd, pSurfRef, hmod, name)

BD_GEN_NOTED CUresult bd_gen_noted_cuLibraryGetModule(CUmodule *pMod, CUlibrary library, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLibraryGetModule(bd, pMod, library);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuLibraryGetModule(CUmodule *pMod, CUlibrary library, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLibraryGetModule(pMod, library, bd, bd_file, bd_line) : bd_cuLibraryGetModule(bd, pMod, library);
}

static inline CUresult bd_inline_cuLibraryGetModule(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *pMod, CUlibrary library)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetModule)(pMod, library)
                                 : bd_gen_at_cuLibraryGetModule(pMod, library, bd, bd_file, bd_line);
}
#define bd_cuLibraryGetModule(bd, pMod, library) bd_inline_cuLibraryGetModule(__FILE__, __LINE__, bd, pMod, library)

BD_GEN_NOTED CUresult bd_gen_noted_cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuKernelGetFunction(bd, pFunc, kernel);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuKernelGetFunction(pFunc, kernel, bd, bd_file, bd_line) : bd_cuKernelGetFunction(bd, pFunc, kernel);
}

static inline CUresult bd_inline_cuKernelGetFunction(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction *pFunc, CUkernel kernel)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetFunction)(pFunc, kernel)
                                 : bd_gen_at_cuKernelGetFunction(pFunc, kernel, bd, bd_file, bd_line);
}
#define bd_cuKernelGetFunction(bd, pFunc, kernel) bd_inline_cuKernelGetFunction(__FILE__, __LINE__, bd, pFunc, kernel)

BD_GEN_NOTED CUresult bd_gen_noted_cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLibraryGetGlobal(bd, dptr, bytes, library, name);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLibraryGetGlobal(dptr, bytes, library, name, bd, bd_file, bd_line) : bd_cuLibraryGetGlobal(bd, dptr, bytes, library, name);
}

static inline CUresult bd_inline_cuLibraryGetGlobal(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetGlobal)(dptr, bytes, library, name)
                                 : bd_gen_at_cuLibraryGetGlobal(dptr, bytes, library, name, bd, bd_file, bd_line);
}
#define bd_cuLibraryGetGlobal(bd, dptr, bytes, library, name) bd_inline_cuLibraryGetGlobal(__FILE__, __LINE__, bd, dptr, bytes, library, name)

BD_GEN_NOTED CUresult bd_gen_noted_cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLibraryGetManaged(bd, dptr, bytes, library, name);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLibraryGetManaged(dptr, bytes, library, name, bd, bd_file, bd_line) : bd_cuLibraryGetManaged(bd, dptr, bytes, library, name);
}

static inline CUresult bd_inline_cuLibraryGetManaged(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetManaged)(dptr, bytes, library, name)
                                 : bd_gen_at_cuLibraryGetManaged(dptr, bytes, library, name, bd, bd_file, bd_line);
}
#define bd_cuLibraryGetManaged(bd, dptr, bytes, library, name) bd_inline_cuLibraryGetManaged(__FILE__, __LINE__, bd, dptr, bytes, library, name)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemGetInfo(size_t *free, size_t *total, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemGetInfo(bd, free, total);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemGetInfo(size_t *free, size_t *total, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemGetInfo(free, total, bd, bd_file, bd_line) : bd_cuMemGetInfo(bd, free, total);
}

static inline CUresult bd_inline_cuMemGetInfo(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *free, size_t *total)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetInfo)(free, total)
                                 : bd_gen_at_cuMemGetInfo(free, total, bd, bd_file, bd_line);
}
#define bd_cuMemGetInfo(bd, free, total) bd_inline_cuMemGetInfo(__FILE__, __LINE__, bd, free, total)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemAlloc(CUdeviceptr *dptr, size_t bytesize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemAlloc(bd, dptr, bytesize);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAlloc(CUdeviceptr *dptr, size_t bytesize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAlloc(dptr, bytesize, bd, bd_file, bd_line) : bd_cuMemAlloc(bd, dptr, bytesize);
}

static inline CUresult bd_inline_cuMemAlloc(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAlloc)(dptr, bytesize)
                                 : bd_gen_at_cuMemAlloc(dptr, bytesize, bd, bd_file, bd_line);
}
#define bd_cuMemAlloc(bd, dptr, bytesize) bd_inline_cuMemAlloc(__FILE__, __LINE__, bd, dptr, bytesize)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemAllocPitch(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemAllocPitch(bd, dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAllocPitch(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAllocPitch(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes, bd, bd_file, bd_line) : bd_cuMemAllocPitch(bd, dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
}

static inline CUresult bd_inline_cuMemAllocPitch(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocPitch)(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes)
                                 : bd_gen_at_cuMemAllocPitch(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes, bd, bd_file, bd_line);
}
#define bd_cuMemAllocPitch(bd, dptr, pPitch, WidthInBytes, Height, ElementSizeBytes) bd_inline_cuMemAllocPitch(__FILE__, __LINE__, bd, dptr, pPitch, WidthInBytes, Height, ElementSizeBytes)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemFree(CUdeviceptr dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemFree(bd, dptr);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemFree(CUdeviceptr dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemFree(dptr, bd, bd_file, bd_line) : bd_cuMemFree(bd, dptr);
}

static inline CUresult bd_inline_cuMemFree(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFree)(dptr)
                                 : bd_gen_at_cuMemFree(dptr, bd, bd_file, bd_line);
}
#define bd_cuMemFree(bd, dptr) bd_inline_cuMemFree(__FILE__, __LINE__, bd, dptr)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemGetAddressRange(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemGetAddressRange(bd, pbase, psize, dptr);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemGetAddressRange(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemGetAddressRange(pbase, psize, dptr, bd, bd_file, bd_line) : bd_cuMemGetAddressRange(bd, pbase, psize, dptr);
}

static inline CUresult bd_inline_cuMemGetAddressRange(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAddressRange)(pbase, psize, dptr)
                                 : bd_gen_at_cuMemGetAddressRange(pbase, psize, dptr, bd, bd_file, bd_line);
}
#define bd_cuMemGetAddressRange(bd, pbase, psize, dptr) bd_inline_cuMemGetAddressRange(__FILE__, __LINE__, bd, pbase, psize, dptr)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemAllocHost(void **pp, size_t bytesize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemAllocHost(bd, pp, bytesize);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAllocHost(void **pp, size_t bytesize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAllocHost(pp, bytesize, bd, bd_file, bd_line) : bd_cuMemAllocHost(bd, pp, bytesize);
}

static inline CUresult bd_inline_cuMemAllocHost(const char *bd_file, int bd_line, bound_dev_t *bd, void **pp, size_t bytesize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocHost)(pp, bytesize)
                                 : bd_gen_at_cuMemAllocHost(pp, bytesize, bd, bd_file, bd_line);
}
#define bd_cuMemAllocHost(bd, pp, bytesize) bd_inline_cuMemAllocHost(__FILE__, __LINE__, bd, pp, bytesize)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemFreeHost(void *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemFreeHost(bd, p);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemFreeHost(void *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemFreeHost(p, bd, bd_file, bd_line) : bd_cuMemFreeHost(bd, p);
}

static inline CUresult bd_inline_cuMemFreeHost(const char *bd_file, int bd_line, bound_dev_t *bd, void *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeHost)(p)
                                 : bd_gen_at_cuMemFreeHost(p, bd, bd_file, bd_line);
}
#define bd_cuMemFreeHost(bd, p) bd_inline_cuMemFreeHost(__FILE__, __LINE__, bd, p)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemHostAlloc(bd, pp, bytesize, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemHostAlloc(pp, bytesize, Flags, bd, bd_file, bd_line) : bd_cuMemHostAlloc(bd, pp, bytesize, Flags);
}

static inline CUresult bd_inline_cuMemHostAlloc(const char *bd_file, int bd_line, bound_dev_t *bd, void **pp, size_t bytesize, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostAlloc)(pp, bytesize, Flags)
                                 : bd_gen_at_cuMemHostAlloc(pp, bytesize, Flags, bd, bd_file, bd_line);
}
#define bd_cuMemHostAlloc(bd, pp, bytesize, Flags) bd_inline_cuMemHostAlloc(__FILE__, __LINE__, bd, pp, bytesize, Flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemHostGetDevicePointer(CUdeviceptr *pdptr, void *p, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemHostGetDevicePointer(bd, pdptr, p, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemHostGetDevicePointer(CUdeviceptr *pdptr, void *p, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemHostGetDevicePointer(pdptr, p, Flags, bd, bd_file, bd_line) : bd_cuMemHostGetDevicePointer(bd, pdptr, p, Flags);
}

static inline CUresult bd_inline_cuMemHostGetDevicePointer(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostGetDevicePointer)(pdptr, p, Flags)
                                 : bd_gen_at_cuMemHostGetDevicePointer(pdptr, p, Flags, bd, bd_file, bd_line);
}
#define bd_cuMemHostGetDevicePointer(bd, pdptr, p, Flags) bd_inline_cuMemHostGetDevicePointer(__FILE__, __LINE__, bd, pdptr, p, Flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemHostGetFlags(unsigned int *pFlags, void *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemHostGetFlags(bd, pFlags, p);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemHostGetFlags(unsigned int *pFlags, void *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemHostGetFlags(pFlags, p, bd, bd_file, bd_line) : bd_cuMemHostGetFlags(bd, pFlags, p);
}

static inline CUresult bd_inline_cuMemHostGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int *pFlags, void *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostGetFlags)(pFlags, p)
                                 : bd_gen_at_cuMemHostGetFlags(pFlags, p, bd, bd_file, bd_line);
}
#define bd_cuMemHostGetFlags(bd, pFlags, p) bd_inline_cuMemHostGetFlags(__FILE__, __LINE__, bd, pFlags, p)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemAllocManaged(bd, dptr, bytesize, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAllocManaged(dptr, bytesize, flags, bd, bd_file, bd_line) : bd_cuMemAllocManaged(bd, dptr, bytesize, flags);
}

static inline CUresult bd_inline_cuMemAllocManaged(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocManaged)(dptr, bytesize, flags)
                                 : bd_gen_at_cuMemAllocManaged(dptr, bytesize, flags, bd, bd_file, bd_line);
}
#define bd_cuMemAllocManaged(bd, dptr, bytesize, flags) bd_inline_cuMemAllocManaged(__FILE__, __LINE__, bd, dptr, bytesize, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuIpcGetEventHandle(bd, pHandle, event);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuIpcGetEventHandle(pHandle, event, bd, bd_file, bd_line) : bd_cuIpcGetEventHandle(bd, pHandle, event);
}

static inline CUresult bd_inline_cuIpcGetEventHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUipcEventHandle *pHandle, CUevent event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcGetEventHandle)(pHandle, event)
                                 : bd_gen_at_cuIpcGetEventHandle(pHandle, event, bd, bd_file, bd_line);
}
#define bd_cuIpcGetEventHandle(bd, pHandle, event) bd_inline_cuIpcGetEventHandle(__FILE__, __LINE__, bd, pHandle, event)

BD_GEN_NOTED CUresult bd_gen_noted_cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuIpcOpenEventHandle(bd, phEvent, handle);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuIpcOpenEventHandle(phEvent, handle, bd, bd_file, bd_line) : bd_cuIpcOpenEventHandle(bd, phEvent, handle);
}

static inline CUresult bd_inline_cuIpcOpenEventHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent *phEvent, CUipcEventHandle handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcOpenEventHandle)(phEvent, handle)
                                 : bd_gen_at_cuIpcOpenEventHandle(phEvent, handle, bd, bd_file, bd_line);
}
#define bd_cuIpcOpenEventHandle(bd, phEvent, handle) bd_inline_cuIpcOpenEventHandle(__FILE__, __LINE__, bd, phEvent, handle)

BD_GEN_NOTED CUresult bd_gen_noted_cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuIpcGetMemHandle(bd, pHandle, dptr);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuIpcGetMemHandle(pHandle, dptr, bd, bd_file, bd_line) : bd_cuIpcGetMemHandle(bd, pHandle, dptr);
}

static inline CUresult bd_inline_cuIpcGetMemHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcGetMemHandle)(pHandle, dptr)
                                 : bd_gen_at_cuIpcGetMemHandle(pHandle, dptr, bd, bd_file, bd_line);
}
#define bd_cuIpcGetMemHandle(bd, pHandle, dptr) bd_inline_cuIpcGetMemHandle(__FILE__, __LINE__, bd, pHandle, dptr)

BD_GEN_NOTED CUresult bd_gen_noted_cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuIpcOpenMemHandle(bd, pdptr, handle, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuIpcOpenMemHandle(pdptr, handle, Flags, bd, bd_file, bd_line) : bd_cuIpcOpenMemHandle(bd, pdptr, handle, Flags);
}

static inline CUresult bd_inline_cuIpcOpenMemHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcOpenMemHandle)(pdptr, handle, Flags)
                                 : bd_gen_at_cuIpcOpenMemHandle(pdptr, handle, Flags, bd, bd_file, bd_line);
}
#define bd_cuIpcOpenMemHandle(bd, pdptr, handle, Flags) bd_inline_cuIpcOpenMemHandle(__FILE__, __LINE__, bd, pdptr, handle, Flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuIpcCloseMemHandle(CUdeviceptr dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuIpcCloseMemHandle(bd, dptr);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuIpcCloseMemHandle(CUdeviceptr dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuIpcCloseMemHandle(dptr, bd, bd_file, bd_line) : bd_cuIpcCloseMemHandle(bd, dptr);
}

static inline CUresult bd_inline_cuIpcCloseMemHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcCloseMemHandle)(dptr)
                                 : bd_gen_at_cuIpcCloseMemHandle(dptr, bd, bd_file, bd_line);
}
#define bd_cuIpcCloseMemHandle(bd, dptr) bd_inline_cuIpcCloseMemHandle(__FILE__, __LINE__, bd, dptr)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemHostRegister(void *p, size_t bytesize, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemHostRegister(bd, p, bytesize, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemHostRegister(void *p, size_t bytesize, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemHostRegister(p, bytesize, Flags, bd, bd_file, bd_line) : bd_cuMemHostRegister(bd, p, bytesize, Flags);
}

static inline CUresult bd_inline_cuMemHostRegister(const char *bd_file, int bd_line, bound_dev_t *bd, void *p, size_t bytesize, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostRegister)(p, bytesize, Flags)
                                 : bd_gen_at_cuMemHostRegister(p, bytesize, Flags, bd, bd_file, bd_line);
}
#define bd_cuMemHostRegister(bd, p, bytesize, Flags) bd_inline_cuMemHostRegister(__FILE__, __LINE__, bd, p, bytesize, Flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemHostUnregister(void *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemHostUnregister(bd, p);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemHostUnregister(void *p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemHostUnregister(p, bd, bd_file, bd_line) : bd_cuMemHostUnregister(bd, p);
}

static inline CUresult bd_inline_cuMemHostUnregister(const char *bd_file, int bd_line, bound_dev_t *bd, void *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostUnregister)(p)
                                 : bd_gen_at_cuMemHostUnregister(p, bd, bd_file, bd_line);
}
#define bd_cuMemHostUnregister(bd, p) bd_inline_cuMemHostUnregister(__FILE__, __LINE__, bd, p)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy(bd, dst, src, ByteCount);
}

static inline CUresult bd_inline_cuMemcpy(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy(dst, src, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpy(bd, dst, src, ByteCount);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy_ptds(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy_ptds(bd, dst, src, ByteCount);
}

static inline CUresult bd_inline_cuMemcpy_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy_ptds(dst, src, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpy_ptds(bd, dst, src, ByteCount);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpy(bd, dst, src, ByteCount) bd_inline_cuMemcpy_ptds(__FILE__, __LINE__, bd, dst, src, ByteCount)
#else
#define bd_cuMemcpy(bd, dst, src, ByteCount) bd_inline_cuMemcpy(__FILE__, __LINE__, bd, dst, src, ByteCount)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyPeer(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyPeer(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyPeer(dstDevice, dstContext, srcDevice, srcContext, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyPeer(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyPeer_ptds(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyPeer_ptds(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyPeer_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyPeer_ptds(dstDevice, dstContext, srcDevice, srcContext, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyPeer_ptds(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyPeer(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount) bd_inline_cuMemcpyPeer_ptds(__FILE__, __LINE__, bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount)
#else
#define bd_cuMemcpyPeer(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount) bd_inline_cuMemcpyPeer(__FILE__, __LINE__, bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyHtoD(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyHtoD(bd, dstDevice, srcHost, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyHtoD(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyHtoD(dstDevice, srcHost, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyHtoD(bd, dstDevice, srcHost, ByteCount);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyHtoD_ptds(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyHtoD_ptds(bd, dstDevice, srcHost, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyHtoD_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyHtoD_ptds(dstDevice, srcHost, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyHtoD_ptds(bd, dstDevice, srcHost, ByteCount);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyHtoD(bd, dstDevice, srcHost, ByteCount) bd_inline_cuMemcpyHtoD_ptds(__FILE__, __LINE__, bd, dstDevice, srcHost, ByteCount)
#else
#define bd_cuMemcpyHtoD(bd, dstDevice, srcHost, ByteCount) bd_inline_cuMemcpyHtoD(__FILE__, __LINE__, bd, dstDevice, srcHost, ByteCount)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyDtoH(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyDtoH(bd, dstHost, srcDevice, ByteCount);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyDtoH(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyDtoH(dstHost, srcDevice, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyDtoH(bd, dstHost, srcDevice, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyDtoH(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoH)(dstHost, srcDevice, ByteCount)
                                 : bd_gen_at_cuMemcpyDtoH(dstHost, srcDevice, ByteCount, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyDtoH_ptds(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyDtoH_ptds(bd, dstHost, srcDevice, ByteCount);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyDtoH_ptds(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyDtoH_ptds(dstHost, srcDevice, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyDtoH_ptds(bd, dstHost, srcDevice, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyDtoH_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoH_ptds)(dstHost, srcDevice, ByteCount)
                                 : bd_gen_at_cuMemcpyDtoH_ptds(dstHost, srcDevice, ByteCount, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyDtoH(bd, dstHost, srcDevice, ByteCount) bd_inline_cuMemcpyDtoH_ptds(__FILE__, __LINE__, bd, dstHost, srcDevice, ByteCount)
#else
#define bd_cuMemcpyDtoH(bd, dstHost, srcDevice, ByteCount) bd_inline_cuMemcpyDtoH(__FILE__, __LINE__, bd, dstHost, srcDevice, ByteCount)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyDtoD(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyDtoD(bd, dstDevice, srcDevice, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyDtoD(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyDtoD(dstDevice, srcDevice, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyDtoD(bd, dstDevice, srcDevice, ByteCount);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyDtoD_ptds(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyDtoD_ptds(bd, dstDevice, srcDevice, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyDtoD_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyDtoD_ptds(dstDevice, srcDevice, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyDtoD_ptds(bd, dstDevice, srcDevice, ByteCount);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyDtoD(bd, dstDevice, srcDevice, ByteCount) bd_inline_cuMemcpyDtoD_ptds(__FILE__, __LINE__, bd, dstDevice, srcDevice, ByteCount)
#else
#define bd_cuMemcpyDtoD(bd, dstDevice, srcDevice, ByteCount) bd_inline_cuMemcpyDtoD(__FILE__, __LINE__, bd, dstDevice, srcDevice, ByteCount)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyDtoA(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyDtoA(bd, dstArray, dstOffset, srcDevice, ByteCount);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyDtoA(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyDtoA(dstArray, dstOffset, srcDevice, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyDtoA(bd, dstArray, dstOffset, srcDevice, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyDtoA(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoA)(dstArray, dstOffset, srcDevice, ByteCount)
                                 : bd_gen_at_cuMemcpyDtoA(dstArray, dstOffset, srcDevice, ByteCount, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyDtoA_ptds(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyDtoA_ptds(bd, dstArray, dstOffset, srcDevice, ByteCount);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyDtoA_ptds(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyDtoA_ptds(dstArray, dstOffset, srcDevice, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyDtoA_ptds(bd, dstArray, dstOffset, srcDevice, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyDtoA_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoA_ptds)(dstArray, dstOffset, srcDevice, ByteCount)
                                 : bd_gen_at_cuMemcpyDtoA_ptds(dstArray, dstOffset, srcDevice, ByteCount, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyDtoA(bd, dstArray, dstOffset, srcDevice, ByteCount) bd_inline_cuMemcpyDtoA_ptds(__FILE__, __LINE__, bd, dstArray, dstOffset, srcDevice, ByteCount)
#else
#define bd_cuMemcpyDtoA(bd, dstArray, dstOffset, srcDevice, ByteCount) bd_inline_cuMemcpyDtoA(__FILE__, __LINE__, bd, dstArray, dstOffset, srcDevice, ByteCount)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyAtoD(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyAtoD(bd, dstDevice, srcArray, srcOffset, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyAtoD(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyAtoD(dstDevice, srcArray, srcOffset, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyAtoD(bd, dstDevice, srcArray, srcOffset, ByteCount);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyAtoD_ptds(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyAtoD_ptds(bd, dstDevice, srcArray, srcOffset, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyAtoD_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyAtoD_ptds(dstDevice, srcArray, srcOffset, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyAtoD_ptds(bd, dstDevice, srcArray, srcOffset, ByteCount);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyAtoD(bd, dstDevice, srcArray, srcOffset, ByteCount) bd_inline_cuMemcpyAtoD_ptds(__FILE__, __LINE__, bd, dstDevice, srcArray, srcOffset, ByteCount)
#else
#define bd_cuMemcpyAtoD(bd, dstDevice, srcArray, srcOffset, ByteCount) bd_inline_cuMemcpyAtoD(__FILE__, __LINE__, bd, dstDevice, srcArray, srcOffset, ByteCount)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyHtoA(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyHtoA(bd, dstArray, dstOffset, srcHost, ByteCount);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyHtoA(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyHtoA(dstArray, dstOffset, srcHost, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyHtoA(bd, dstArray, dstOffset, srcHost, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyHtoA(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoA)(dstArray, dstOffset, srcHost, ByteCount)
                                 : bd_gen_at_cuMemcpyHtoA(dstArray, dstOffset, srcHost, ByteCount, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyHtoA_ptds(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyHtoA_ptds(bd, dstArray, dstOffset, srcHost, ByteCount);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyHtoA_ptds(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyHtoA_ptds(dstArray, dstOffset, srcHost, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyHtoA_ptds(bd, dstArray, dstOffset, srcHost, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyHtoA_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoA_ptds)(dstArray, dstOffset, srcHost, ByteCount)
                                 : bd_gen_at_cuMemcpyHtoA_ptds(dstArray, dstOffset, srcHost, ByteCount, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyHtoA(bd, dstArray, dstOffset, srcHost, ByteCount) bd_inline_cuMemcpyHtoA_ptds(__FILE__, __LINE__, bd, dstArray, dstOffset, srcHost, ByteCount)
#else
#define bd_cuMemcpyHtoA(bd, dstArray, dstOffset, srcHost, ByteCount) bd_inline_cuMemcpyHtoA(__FILE__, __LINE__, bd, dstArray, dstOffset, srcHost, ByteCount)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyAtoH(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyAtoH(bd, dstHost, srcArray, srcOffset, ByteCount);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyAtoH(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyAtoH(dstHost, srcArray, srcOffset, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyAtoH(bd, dstHost, srcArray, srcOffset, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyAtoH(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoH)(dstHost, srcArray, srcOffset, ByteCount)
                                 : bd_gen_at_cuMemcpyAtoH(dstHost, srcArray, srcOffset, ByteCount, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyAtoH_ptds(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyAtoH_ptds(bd, dstHost, srcArray, srcOffset, ByteCount);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyAtoH_ptds(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyAtoH_ptds(dstHost, srcArray, srcOffset, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyAtoH_ptds(bd, dstHost, srcArray, srcOffset, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyAtoH_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoH_ptds)(dstHost, srcArray, srcOffset, ByteCount)
                                 : bd_gen_at_cuMemcpyAtoH_ptds(dstHost, srcArray, srcOffset, ByteCount, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyAtoH(bd, dstHost, srcArray, srcOffset, ByteCount) bd_inline_cuMemcpyAtoH_ptds(__FILE__, __LINE__, bd, dstHost, srcArray, srcOffset, ByteCount)
#else
#define bd_cuMemcpyAtoH(bd, dstHost, srcArray, srcOffset, ByteCount) bd_inline_cuMemcpyAtoH(__FILE__, __LINE__, bd, dstHost, srcArray, srcOffset, ByteCount)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyAtoA(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyAtoA(bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyAtoA(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyAtoA(dstArray, dstOffset, srcArray, srcOffset, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyAtoA(bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyAtoA(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoA)(dstArray, dstOffset, srcArray, srcOffset, ByteCount)
                                 : bd_gen_at_cuMemcpyAtoA(dstArray, dstOffset, srcArray, srcOffset, ByteCount, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyAtoA_ptds(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyAtoA_ptds(bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyAtoA_ptds(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyAtoA_ptds(dstArray, dstOffset, srcArray, srcOffset, ByteCount, bd, bd_file, bd_line) : bd_cuMemcpyAtoA_ptds(bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}

static inline CUresult bd_inline_cuMemcpyAtoA_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoA_ptds)(dstArray, dstOffset, srcArray, srcOffset, ByteCount)
                                 : bd_gen_at_cuMemcpyAtoA_ptds(dstArray, dstOffset, srcArray, srcOffset, ByteCount, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyAtoA(bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount) bd_inline_cuMemcpyAtoA_ptds(__FILE__, __LINE__, bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount)
#else
#define bd_cuMemcpyAtoA(bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount) bd_inline_cuMemcpyAtoA(__FILE__, __LINE__, bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy2D(const CUDA_MEMCPY2D *pCopy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy2D(bd, pCopy);
}

static inline CUresult bd_inline_cuMemcpy2D(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy2D(pCopy, bd, bd_file, bd_line) : bd_cuMemcpy2D(bd, pCopy);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy2D_ptds(const CUDA_MEMCPY2D *pCopy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy2D_ptds(bd, pCopy);
}

static inline CUresult bd_inline_cuMemcpy2D_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy2D_ptds(pCopy, bd, bd_file, bd_line) : bd_cuMemcpy2D_ptds(bd, pCopy);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpy2D(bd, pCopy) bd_inline_cuMemcpy2D_ptds(__FILE__, __LINE__, bd, pCopy)
#else
#define bd_cuMemcpy2D(bd, pCopy) bd_inline_cuMemcpy2D(__FILE__, __LINE__, bd, pCopy)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *pCopy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy2DUnaligned(bd, pCopy);
}

static inline CUresult bd_inline_cuMemcpy2DUnaligned(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy2DUnaligned(pCopy, bd, bd_file, bd_line) : bd_cuMemcpy2DUnaligned(bd, pCopy);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy2DUnaligned_ptds(const CUDA_MEMCPY2D *pCopy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy2DUnaligned_ptds(bd, pCopy);
}

static inline CUresult bd_inline_cuMemcpy2DUnaligned_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy2DUnaligned_ptds(pCopy, bd, bd_file, bd_line) : bd_cuMemcpy2DUnaligned_ptds(bd, pCopy);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpy2DUnaligned(bd, pCopy) bd_inline_cuMemcpy2DUnaligned_ptds(__FILE__, __LINE__, bd, pCopy)
#else
#define bd_cuMemcpy2DUnaligned(bd, pCopy) bd_inline_cuMemcpy2DUnaligned(__FILE__, __LINE__, bd, pCopy)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy3D(const CUDA_MEMCPY3D *pCopy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy3D(bd, pCopy);
}

static inline CUresult bd_inline_cuMemcpy3D(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy3D(pCopy, bd, bd_file, bd_line) : bd_cuMemcpy3D(bd, pCopy);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy3D_ptds(const CUDA_MEMCPY3D *pCopy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy3D_ptds(bd, pCopy);
}

static inline CUresult bd_inline_cuMemcpy3D_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy3D_ptds(pCopy, bd, bd_file, bd_line) : bd_cuMemcpy3D_ptds(bd, pCopy);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpy3D(bd, pCopy) bd_inline_cuMemcpy3D_ptds(__FILE__, __LINE__, bd, pCopy)
#else
#define bd_cuMemcpy3D(bd, pCopy) bd_inline_cuMemcpy3D(__FILE__, __LINE__, bd, pCopy)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy3DPeer(const CUDA_MEMCPY3D_PEER *pCopy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy3DPeer(bd, pCopy);
}

static inline CUresult bd_inline_cuMemcpy3DPeer(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy3DPeer(pCopy, bd, bd_file, bd_line) : bd_cuMemcpy3DPeer(bd, pCopy);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy3DPeer_ptds(const CUDA_MEMCPY3D_PEER *pCopy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy3DPeer_ptds(bd, pCopy);
}

static inline CUresult bd_inline_cuMemcpy3DPeer_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy3DPeer_ptds(pCopy, bd, bd_file, bd_line) : bd_cuMemcpy3DPeer_ptds(bd, pCopy);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpy3DPeer(bd, pCopy) bd_inline_cuMemcpy3DPeer_ptds(__FILE__, __LINE__, bd, pCopy)
#else
#define bd_cuMemcpy3DPeer(bd, pCopy) bd_inline_cuMemcpy3DPeer(__FILE__, __LINE__, bd, pCopy)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyAsync(bd, dst, src, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyAsync(dst, src, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyAsync(bd, dst, src, ByteCount, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyAsync_ptsz(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyAsync_ptsz(bd, dst, src, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyAsync_ptsz(dst, src, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyAsync_ptsz(bd, dst, src, ByteCount, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyAsync(bd, dst, src, ByteCount, hStream) bd_inline_cuMemcpyAsync_ptsz(__FILE__, __LINE__, bd, dst, src, ByteCount, hStream)
#else
#define bd_cuMemcpyAsync(bd, dst, src, ByteCount, hStream) bd_inline_cuMemcpyAsync(__FILE__, __LINE__, bd, dst, src, ByteCount, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyPeerAsync(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyPeerAsync(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyPeerAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyPeerAsync(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyPeerAsync(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyPeerAsync_ptsz(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyPeerAsync_ptsz(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyPeerAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyPeerAsync_ptsz(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyPeerAsync_ptsz(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyPeerAsync(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream) bd_inline_cuMemcpyPeerAsync_ptsz(__FILE__, __LINE__, bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream)
#else
#define bd_cuMemcpyPeerAsync(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream) bd_inline_cuMemcpyPeerAsync(__FILE__, __LINE__, bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyHtoDAsync(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyHtoDAsync(bd, dstDevice, srcHost, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyHtoDAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyHtoDAsync(dstDevice, srcHost, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyHtoDAsync(bd, dstDevice, srcHost, ByteCount, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyHtoDAsync_ptsz(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyHtoDAsync_ptsz(bd, dstDevice, srcHost, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyHtoDAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyHtoDAsync_ptsz(dstDevice, srcHost, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyHtoDAsync_ptsz(bd, dstDevice, srcHost, ByteCount, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyHtoDAsync(bd, dstDevice, srcHost, ByteCount, hStream) bd_inline_cuMemcpyHtoDAsync_ptsz(__FILE__, __LINE__, bd, dstDevice, srcHost, ByteCount, hStream)
#else
#define bd_cuMemcpyHtoDAsync(bd, dstDevice, srcHost, ByteCount, hStream) bd_inline_cuMemcpyHtoDAsync(__FILE__, __LINE__, bd, dstDevice, srcHost, ByteCount, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyDtoHAsync(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyDtoHAsync(bd, dstHost, srcDevice, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyDtoHAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyDtoHAsync(dstHost, srcDevice, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyDtoHAsync(bd, dstHost, srcDevice, ByteCount, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyDtoHAsync_ptsz(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyDtoHAsync_ptsz(bd, dstHost, srcDevice, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyDtoHAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyDtoHAsync_ptsz(dstHost, srcDevice, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyDtoHAsync_ptsz(bd, dstHost, srcDevice, ByteCount, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyDtoHAsync(bd, dstHost, srcDevice, ByteCount, hStream) bd_inline_cuMemcpyDtoHAsync_ptsz(__FILE__, __LINE__, bd, dstHost, srcDevice, ByteCount, hStream)
#else
#define bd_cuMemcpyDtoHAsync(bd, dstHost, srcDevice, ByteCount, hStream) bd_inline_cuMemcpyDtoHAsync(__FILE__, __LINE__, bd, dstHost, srcDevice, ByteCount, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyDtoDAsync(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyDtoDAsync(bd, dstDevice, srcDevice, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyDtoDAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyDtoDAsync(dstDevice, srcDevice, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyDtoDAsync(bd, dstDevice, srcDevice, ByteCount, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyDtoDAsync_ptsz(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyDtoDAsync_ptsz(bd, dstDevice, srcDevice, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyDtoDAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyDtoDAsync_ptsz(dstDevice, srcDevice, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyDtoDAsync_ptsz(bd, dstDevice, srcDevice, ByteCount, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyDtoDAsync(bd, dstDevice, srcDevice, ByteCount, hStream) bd_inline_cuMemcpyDtoDAsync_ptsz(__FILE__, __LINE__, bd, dstDevice, srcDevice, ByteCount, hStream)
#else
#define bd_cuMemcpyDtoDAsync(bd, dstDevice, srcDevice, ByteCount, hStream) bd_inline_cuMemcpyDtoDAsync(__FILE__, __LINE__, bd, dstDevice, srcDevice, ByteCount, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyHtoAAsync(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyHtoAAsync(bd, dstArray, dstOffset, srcHost, ByteCount, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyHtoAAsync(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyHtoAAsync(dstArray, dstOffset, srcHost, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyHtoAAsync(bd, dstArray, dstOffset, srcHost, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyHtoAAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoAAsync)(dstArray, dstOffset, srcHost, ByteCount, hStream)
                                 : bd_gen_at_cuMemcpyHtoAAsync(dstArray, dstOffset, srcHost, ByteCount, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyHtoAAsync_ptsz(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyHtoAAsync_ptsz(bd, dstArray, dstOffset, srcHost, ByteCount, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyHtoAAsync_ptsz(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyHtoAAsync_ptsz(dstArray, dstOffset, srcHost, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyHtoAAsync_ptsz(bd, dstArray, dstOffset, srcHost, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyHtoAAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoAAsync_ptsz)(dstArray, dstOffset, srcHost, ByteCount, hStream)
                                 : bd_gen_at_cuMemcpyHtoAAsync_ptsz(dstArray, dstOffset, srcHost, ByteCount, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyHtoAAsync(bd, dstArray, dstOffset, srcHost, ByteCount, hStream) bd_inline_cuMemcpyHtoAAsync_ptsz(__FILE__, __LINE__, bd, dstArray, dstOffset, srcHost, ByteCount, hStream)
#else
#define bd_cuMemcpyHtoAAsync(bd, dstArray, dstOffset, srcHost, ByteCount, hStream) bd_inline_cuMemcpyHtoAAsync(__FILE__, __LINE__, bd, dstArray, dstOffset, srcHost, ByteCount, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyAtoHAsync(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyAtoHAsync(bd, dstHost, srcArray, srcOffset, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyAtoHAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyAtoHAsync(dstHost, srcArray, srcOffset, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyAtoHAsync(bd, dstHost, srcArray, srcOffset, ByteCount, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyAtoHAsync_ptsz(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyAtoHAsync_ptsz(bd, dstHost, srcArray, srcOffset, ByteCount, hStream);
}

static inline CUresult bd_inline_cuMemcpyAtoHAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyAtoHAsync_ptsz(dstHost, srcArray, srcOffset, ByteCount, hStream, bd, bd_file, bd_line) : bd_cuMemcpyAtoHAsync_ptsz(bd, dstHost, srcArray, srcOffset, ByteCount, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyAtoHAsync(bd, dstHost, srcArray, srcOffset, ByteCount, hStream) bd_inline_cuMemcpyAtoHAsync_ptsz(__FILE__, __LINE__, bd, dstHost, srcArray, srcOffset, ByteCount, hStream)
#else
#define bd_cuMemcpyAtoHAsync(bd, dstHost, srcArray, srcOffset, ByteCount, hStream) bd_inline_cuMemcpyAtoHAsync(__FILE__, __LINE__, bd, dstHost, srcArray, srcOffset, ByteCount, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy2DAsync(const CUDA_MEMCPY2D *pCopy, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy2DAsync(bd, pCopy, hStream);
}

static inline CUresult bd_inline_cuMemcpy2DAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy2DAsync(pCopy, hStream, bd, bd_file, bd_line) : bd_cuMemcpy2DAsync(bd, pCopy, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy2DAsync_ptsz(const CUDA_MEMCPY2D *pCopy, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy2DAsync_ptsz(bd, pCopy, hStream);
}

static inline CUresult bd_inline_cuMemcpy2DAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy2DAsync_ptsz(pCopy, hStream, bd, bd_file, bd_line) : bd_cuMemcpy2DAsync_ptsz(bd, pCopy, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpy2DAsync(bd, pCopy, hStream) bd_inline_cuMemcpy2DAsync_ptsz(__FILE__, __LINE__, bd, pCopy, hStream)
#else
#define bd_cuMemcpy2DAsync(bd, pCopy, hStream) bd_inline_cuMemcpy2DAsync(__FILE__, __LINE__, bd, pCopy, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy3DAsync(const CUDA_MEMCPY3D *pCopy, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy3DAsync(bd, pCopy, hStream);
}

static inline CUresult bd_inline_cuMemcpy3DAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy3DAsync(pCopy, hStream, bd, bd_file, bd_line) : bd_cuMemcpy3DAsync(bd, pCopy, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy3DAsync_ptsz(const CUDA_MEMCPY3D *pCopy, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy3DAsync_ptsz(bd, pCopy, hStream);
}

static inline CUresult bd_inline_cuMemcpy3DAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy3DAsync_ptsz(pCopy, hStream, bd, bd_file, bd_line) : bd_cuMemcpy3DAsync_ptsz(bd, pCopy, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpy3DAsync(bd, pCopy, hStream) bd_inline_cuMemcpy3DAsync_ptsz(__FILE__, __LINE__, bd, pCopy, hStream)
#else
#define bd_cuMemcpy3DAsync(bd, pCopy, hStream) bd_inline_cuMemcpy3DAsync(__FILE__, __LINE__, bd, pCopy, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy3DPeerAsync(bd, pCopy, hStream);
}

static inline CUresult bd_inline_cuMemcpy3DPeerAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy3DPeerAsync(pCopy, hStream, bd, bd_file, bd_line) : bd_cuMemcpy3DPeerAsync(bd, pCopy, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy3DPeerAsync_ptsz(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy3DPeerAsync_ptsz(bd, pCopy, hStream);
}

static inline CUresult bd_inline_cuMemcpy3DPeerAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy3DPeerAsync_ptsz(pCopy, hStream, bd, bd_file, bd_line) : bd_cuMemcpy3DPeerAsync_ptsz(bd, pCopy, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpy3DPeerAsync(bd, pCopy, hStream) bd_inline_cuMemcpy3DPeerAsync_ptsz(__FILE__, __LINE__, bd, pCopy, hStream)
#else
#define bd_cuMemcpy3DPeerAsync(bd, pCopy, hStream) bd_inline_cuMemcpy3DPeerAsync(__FILE__, __LINE__, bd, pCopy, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyBatchAsync(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyBatchAsync(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyBatchAsync(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyBatchAsync(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream, bd, bd_file, bd_line) : bd_cuMemcpyBatchAsync(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}

static inline CUresult bd_inline_cuMemcpyBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyBatchAsync)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream)
                                 : bd_gen_at_cuMemcpyBatchAsync(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpyBatchAsync_ptsz(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpyBatchAsync_ptsz(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpyBatchAsync_ptsz(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpyBatchAsync_ptsz(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream, bd, bd_file, bd_line) : bd_cuMemcpyBatchAsync_ptsz(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}

static inline CUresult bd_inline_cuMemcpyBatchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyBatchAsync_ptsz)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream)
                                 : bd_gen_at_cuMemcpyBatchAsync_ptsz(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpyBatchAsync(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream) bd_inline_cuMemcpyBatchAsync_ptsz(__FILE__, __LINE__, bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream)
#else
#define bd_cuMemcpyBatchAsync(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream) bd_inline_cuMemcpyBatchAsync(__FILE__, __LINE__, bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy3DBatchAsync(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy3DBatchAsync(bd, numOps, opList, flags, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpy3DBatchAsync(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy3DBatchAsync(numOps, opList, flags, hStream, bd, bd_file, bd_line) : bd_cuMemcpy3DBatchAsync(bd, numOps, opList, flags, hStream);
}

static inline CUresult bd_inline_cuMemcpy3DBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DBatchAsync)(numOps, opList, flags, hStream)
                                 : bd_gen_at_cuMemcpy3DBatchAsync(numOps, opList, flags, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemcpy3DBatchAsync_ptsz(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemcpy3DBatchAsync_ptsz(bd, numOps, opList, flags, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemcpy3DBatchAsync_ptsz(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemcpy3DBatchAsync_ptsz(numOps, opList, flags, hStream, bd, bd_file, bd_line) : bd_cuMemcpy3DBatchAsync_ptsz(bd, numOps, opList, flags, hStream);
}

static inline CUresult bd_inline_cuMemcpy3DBatchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DBatchAsync_ptsz)(numOps, opList, flags, hStream)
                                 : bd_gen_at_cuMemcpy3DBatchAsync_ptsz(numOps, opList, flags, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemcpy3DBatchAsync(bd, numOps, opList, flags, hStream) bd_inline_cuMemcpy3DBatchAsync_ptsz(__FILE__, __LINE__, bd, numOps, opList, flags, hStream)
#else
#define bd_cuMemcpy3DBatchAsync(bd, numOps, opList, flags, hStream) bd_inline_cuMemcpy3DBatchAsync(__FILE__, __LINE__, bd, numOps, opList, flags, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD8(CUdeviceptr dstDevice, unsigned char uc, size_t N, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD8(bd, dstDevice, uc, N);
}

static inline CUresult bd_inline_cuMemsetD8(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD8(dstDevice, uc, N, bd, bd_file, bd_line) : bd_cuMemsetD8(bd, dstDevice, uc, N);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD8_ptds(CUdeviceptr dstDevice, unsigned char uc, size_t N, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD8_ptds(bd, dstDevice, uc, N);
}

static inline CUresult bd_inline_cuMemsetD8_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD8_ptds(dstDevice, uc, N, bd, bd_file, bd_line) : bd_cuMemsetD8_ptds(bd, dstDevice, uc, N);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD8(bd, dstDevice, uc, N) bd_inline_cuMemsetD8_ptds(__FILE__, __LINE__, bd, dstDevice, uc, N)
#else
#define bd_cuMemsetD8(bd, dstDevice, uc, N) bd_inline_cuMemsetD8(__FILE__, __LINE__, bd, dstDevice, uc, N)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD16(CUdeviceptr dstDevice, unsigned short us, size_t N, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD16(bd, dstDevice, us, N);
}

static inline CUresult bd_inline_cuMemsetD16(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD16(dstDevice, us, N, bd, bd_file, bd_line) : bd_cuMemsetD16(bd, dstDevice, us, N);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD16_ptds(CUdeviceptr dstDevice, unsigned short us, size_t N, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD16_ptds(bd, dstDevice, us, N);
}

static inline CUresult bd_inline_cuMemsetD16_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD16_ptds(dstDevice, us, N, bd, bd_file, bd_line) : bd_cuMemsetD16_ptds(bd, dstDevice, us, N);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD16(bd, dstDevice, us, N) bd_inline_cuMemsetD16_ptds(__FILE__, __LINE__, bd, dstDevice, us, N)
#else
#define bd_cuMemsetD16(bd, dstDevice, us, N) bd_inline_cuMemsetD16(__FILE__, __LINE__, bd, dstDevice, us, N)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD32(CUdeviceptr dstDevice, unsigned int ui, size_t N, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD32(bd, dstDevice, ui, N);
}

static inline CUresult bd_inline_cuMemsetD32(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD32(dstDevice, ui, N, bd, bd_file, bd_line) : bd_cuMemsetD32(bd, dstDevice, ui, N);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD32_ptds(CUdeviceptr dstDevice, unsigned int ui, size_t N, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD32_ptds(bd, dstDevice, ui, N);
}

static inline CUresult bd_inline_cuMemsetD32_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD32_ptds(dstDevice, ui, N, bd, bd_file, bd_line) : bd_cuMemsetD32_ptds(bd, dstDevice, ui, N);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD32(bd, dstDevice, ui, N) bd_inline_cuMemsetD32_ptds(__FILE__, __LINE__, bd, dstDevice, ui, N)
#else
#define bd_cuMemsetD32(bd, dstDevice, ui, N) bd_inline_cuMemsetD32(__FILE__, __LINE__, bd, dstDevice, ui, N)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D8(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D8(bd, dstDevice, dstPitch, uc, Width, Height);
}

static inline CUresult bd_inline_cuMemsetD2D8(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D8(dstDevice, dstPitch, uc, Width, Height, bd, bd_file, bd_line) : bd_cuMemsetD2D8(bd, dstDevice, dstPitch, uc, Width, Height);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D8_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D8_ptds(bd, dstDevice, dstPitch, uc, Width, Height);
}

static inline CUresult bd_inline_cuMemsetD2D8_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D8_ptds(dstDevice, dstPitch, uc, Width, Height, bd, bd_file, bd_line) : bd_cuMemsetD2D8_ptds(bd, dstDevice, dstPitch, uc, Width, Height);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD2D8(bd, dstDevice, dstPitch, uc, Width, Height) bd_inline_cuMemsetD2D8_ptds(__FILE__, __LINE__, bd, dstDevice, dstPitch, uc, Width, Height)
#else
#define bd_cuMemsetD2D8(bd, dstDevice, dstPitch, uc, Width, Height) bd_inline_cuMemsetD2D8(__FILE__, __LINE__, bd, dstDevice, dstPitch, uc, Width, Height)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D16(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D16(bd, dstDevice, dstPitch, us, Width, Height);
}

static inline CUresult bd_inline_cuMemsetD2D16(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D16(dstDevice, dstPitch, us, Width, Height, bd, bd_file, bd_line) : bd_cuMemsetD2D16(bd, dstDevice, dstPitch, us, Width, Height);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D16_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D16_ptds(bd, dstDevice, dstPitch, us, Width, Height);
}

static inline CUresult bd_inline_cuMemsetD2D16_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D16_ptds(dstDevice, dstPitch, us, Width, Height, bd, bd_file, bd_line) : bd_cuMemsetD2D16_ptds(bd, dstDevice, dstPitch, us, Width, Height);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD2D16(bd, dstDevice, dstPitch, us, Width, Height) bd_inline_cuMemsetD2D16_ptds(__FILE__, __LINE__, bd, dstDevice, dstPitch, us, Width, Height)
#else
#define bd_cuMemsetD2D16(bd, dstDevice, dstPitch, us, Width, Height) bd_inline_cuMemsetD2D16(__FILE__, __LINE__, bd, dstDevice, dstPitch, us, Width, Height)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D32(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D32(bd, dstDevice, dstPitch, ui, Width, Height);
}

static inline CUresult bd_inline_cuMemsetD2D32(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D32(dstDevice, dstPitch, ui, Width, Height, bd, bd_file, bd_line) : bd_cuMemsetD2D32(bd, dstDevice, dstPitch, ui, Width, Height);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D32_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D32_ptds(bd, dstDevice, dstPitch, ui, Width, Height);
}

static inline CUresult bd_inline_cuMemsetD2D32_ptds(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D32_ptds(dstDevice, dstPitch, ui, Width, Height, bd, bd_file, bd_line) : bd_cuMemsetD2D32_ptds(bd, dstDevice, dstPitch, ui, Width, Height);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD2D32(bd, dstDevice, dstPitch, ui, Width, Height) bd_inline_cuMemsetD2D32_ptds(__FILE__, __LINE__, bd, dstDevice, dstPitch, ui, Width, Height)
#else
#define bd_cuMemsetD2D32(bd, dstDevice, dstPitch, ui, Width, Height) bd_inline_cuMemsetD2D32(__FILE__, __LINE__, bd, dstDevice, dstPitch, ui, Width, Height)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD8Async(bd, dstDevice, uc, N, hStream);
}

static inline CUresult bd_inline_cuMemsetD8Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD8Async(dstDevice, uc, N, hStream, bd, bd_file, bd_line) : bd_cuMemsetD8Async(bd, dstDevice, uc, N, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD8Async_ptsz(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD8Async_ptsz(bd, dstDevice, uc, N, hStream);
}

static inline CUresult bd_inline_cuMemsetD8Async_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD8Async_ptsz(dstDevice, uc, N, hStream, bd, bd_file, bd_line) : bd_cuMemsetD8Async_ptsz(bd, dstDevice, uc, N, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD8Async(bd, dstDevice, uc, N, hStream) bd_inline_cuMemsetD8Async_ptsz(__FILE__, __LINE__, bd, dstDevice, uc, N, hStream)
#else
#define bd_cuMemsetD8Async(bd, dstDevice, uc, N, hStream) bd_inline_cuMemsetD8Async(__FILE__, __LINE__, bd, dstDevice, uc, N, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD16Async(bd, dstDevice, us, N, hStream);
}

static inline CUresult bd_inline_cuMemsetD16Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD16Async(dstDevice, us, N, hStream, bd, bd_file, bd_line) : bd_cuMemsetD16Async(bd, dstDevice, us, N, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD16Async_ptsz(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD16Async_ptsz(bd, dstDevice, us, N, hStream);
}

static inline CUresult bd_inline_cuMemsetD16Async_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD16Async_ptsz(dstDevice, us, N, hStream, bd, bd_file, bd_line) : bd_cuMemsetD16Async_ptsz(bd, dstDevice, us, N, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD16Async(bd, dstDevice, us, N, hStream) bd_inline_cuMemsetD16Async_ptsz(__FILE__, __LINE__, bd, dstDevice, us, N, hStream)
#else
#define bd_cuMemsetD16Async(bd, dstDevice, us, N, hStream) bd_inline_cuMemsetD16Async(__FILE__, __LINE__, bd, dstDevice, us, N, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD32Async(bd, dstDevice, ui, N, hStream);
}

static inline CUresult bd_inline_cuMemsetD32Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD32Async(dstDevice, ui, N, hStream, bd, bd_file, bd_line) : bd_cuMemsetD32Async(bd, dstDevice, ui, N, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD32Async_ptsz(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD32Async_ptsz(bd, dstDevice, ui, N, hStream);
}

static inline CUresult bd_inline_cuMemsetD32Async_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD32Async_ptsz(dstDevice, ui, N, hStream, bd, bd_file, bd_line) : bd_cuMemsetD32Async_ptsz(bd, dstDevice, ui, N, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD32Async(bd, dstDevice, ui, N, hStream) bd_inline_cuMemsetD32Async_ptsz(__FILE__, __LINE__, bd, dstDevice, ui, N, hStream)
#else
#define bd_cuMemsetD32Async(bd, dstDevice, ui, N, hStream) bd_inline_cuMemsetD32Async(__FILE__, __LINE__, bd, dstDevice, ui, N, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D8Async(bd, dstDevice, dstPitch, uc, Width, Height, hStream);
}

static inline CUresult bd_inline_cuMemsetD2D8Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D8Async(dstDevice, dstPitch, uc, Width, Height, hStream, bd, bd_file, bd_line) : bd_cuMemsetD2D8Async(bd, dstDevice, dstPitch, uc, Width, Height, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D8Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D8Async_ptsz(bd, dstDevice, dstPitch, uc, Width, Height, hStream);
}

static inline CUresult bd_inline_cuMemsetD2D8Async_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D8Async_ptsz(dstDevice, dstPitch, uc, Width, Height, hStream, bd, bd_file, bd_line) : bd_cuMemsetD2D8Async_ptsz(bd, dstDevice, dstPitch, uc, Width, Height, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD2D8Async(bd, dstDevice, dstPitch, uc, Width, Height, hStream) bd_inline_cuMemsetD2D8Async_ptsz(__FILE__, __LINE__, bd, dstDevice, dstPitch, uc, Width, Height, hStream)
#else
#define bd_cuMemsetD2D8Async(bd, dstDevice, dstPitch, uc, Width, Height, hStream) bd_inline_cuMemsetD2D8Async(__FILE__, __LINE__, bd, dstDevice, dstPitch, uc, Width, Height, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D16Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D16Async(bd, dstDevice, dstPitch, us, Width, Height, hStream);
}

static inline CUresult bd_inline_cuMemsetD2D16Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D16Async(dstDevice, dstPitch, us, Width, Height, hStream, bd, bd_file, bd_line) : bd_cuMemsetD2D16Async(bd, dstDevice, dstPitch, us, Width, Height, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D16Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D16Async_ptsz(bd, dstDevice, dstPitch, us, Width, Height, hStream);
}

static inline CUresult bd_inline_cuMemsetD2D16Async_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D16Async_ptsz(dstDevice, dstPitch, us, Width, Height, hStream, bd, bd_file, bd_line) : bd_cuMemsetD2D16Async_ptsz(bd, dstDevice, dstPitch, us, Width, Height, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD2D16Async(bd, dstDevice, dstPitch, us, Width, Height, hStream) bd_inline_cuMemsetD2D16Async_ptsz(__FILE__, __LINE__, bd, dstDevice, dstPitch, us, Width, Height, hStream)
#else
#define bd_cuMemsetD2D16Async(bd, dstDevice, dstPitch, us, Width, Height, hStream) bd_inline_cuMemsetD2D16Async(__FILE__, __LINE__, bd, dstDevice, dstPitch, us, Width, Height, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D32Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D32Async(bd, dstDevice, dstPitch, ui, Width, Height, hStream);
}

static inline CUresult bd_inline_cuMemsetD2D32Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D32Async(dstDevice, dstPitch, ui, Width, Height, hStream, bd, bd_file, bd_line) : bd_cuMemsetD2D32Async(bd, dstDevice, dstPitch, ui, Width, Height, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemsetD2D32Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemsetD2D32Async_ptsz(bd, dstDevice, dstPitch, ui, Width, Height, hStream);
}

static inline CUresult bd_inline_cuMemsetD2D32Async_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD2D32Async_ptsz(dstDevice, dstPitch, ui, Width, Height, hStream, bd, bd_file, bd_line) : bd_cuMemsetD2D32Async_ptsz(bd, dstDevice, dstPitch, ui, Width, Height, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemsetD2D32Async(bd, dstDevice, dstPitch, ui, Width, Height, hStream) bd_inline_cuMemsetD2D32Async_ptsz(__FILE__, __LINE__, bd, dstDevice, dstPitch, ui, Width, Height, hStream)
#else
#define bd_cuMemsetD2D32Async(bd, dstDevice, dstPitch, ui, Width, Height, hStream) bd_inline_cuMemsetD2D32Async(__FILE__, __LINE__, bd, dstDevice, dstPitch, ui, Width, Height, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuArrayCreate(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuArrayCreate(bd, pHandle, pAllocateArray);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuArrayCreate(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuArrayCreate(pHandle, pAllocateArray, bd, bd_file, bd_line) : bd_cuArrayCreate(bd, pHandle, pAllocateArray);
}

static inline CUresult bd_inline_cuArrayCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayCreate)(pHandle, pAllocateArray)
                                 : bd_gen_at_cuArrayCreate(pHandle, pAllocateArray, bd, bd_file, bd_line);
}
#define bd_cuArrayCreate(bd, pHandle, pAllocateArray) bd_inline_cuArrayCreate(__FILE__, __LINE__, bd, pHandle, pAllocateArray)

BD_GEN_NOTED CUresult bd_gen_noted_cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuArrayGetDescriptor(bd, pArrayDescriptor, hArray);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuArrayGetDescriptor(pArrayDescriptor, hArray, bd, bd_file, bd_line) : bd_cuArrayGetDescriptor(bd, pArrayDescriptor, hArray);
}

static inline CUresult bd_inline_cuArrayGetDescriptor(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetDescriptor)(pArrayDescriptor, hArray)
                                 : bd_gen_at_cuArrayGetDescriptor(pArrayDescriptor, hArray, bd, bd_file, bd_line);
}
#define bd_cuArrayGetDescriptor(bd, pArrayDescriptor, hArray) bd_inline_cuArrayGetDescriptor(__FILE__, __LINE__, bd, pArrayDescriptor, hArray)

BD_GEN_NOTED CUresult bd_gen_noted_cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuArrayGetSparseProperties(bd, sparseProperties, array);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuArrayGetSparseProperties(sparseProperties, array, bd, bd_file, bd_line) : bd_cuArrayGetSparseProperties(bd, sparseProperties, array);
}

static inline CUresult bd_inline_cuArrayGetSparseProperties(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetSparseProperties)(sparseProperties, array)
                                 : bd_gen_at_cuArrayGetSparseProperties(sparseProperties, array, bd, bd_file, bd_line);
}
#define bd_cuArrayGetSparseProperties(bd, sparseProperties, array) bd_inline_cuArrayGetSparseProperties(__FILE__, __LINE__, bd, sparseProperties, array)

BD_GEN_NOTED CUresult bd_gen_noted_cuMipmappedArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMipmappedArrayGetSparseProperties(bd, sparseProperties, mipmap);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMipmappedArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMipmappedArrayGetSparseProperties(sparseProperties, mipmap, bd, bd_file, bd_line) : bd_cuMipmappedArrayGetSparseProperties(bd, sparseProperties, mipmap);
}

static inline CUresult bd_inline_cuMipmappedArrayGetSparseProperties(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetSparseProperties)(sparseProperties, mipmap)
                                 : bd_gen_at_cuMipmappedArrayGetSparseProperties(sparseProperties, mipmap, bd, bd_file, bd_line);
}
#define bd_cuMipmappedArrayGetSparseProperties(bd, sparseProperties, mipmap) bd_inline_cuMipmappedArrayGetSparseProperties(__FILE__, __LINE__, bd, sparseProperties, mipmap)

BD_GEN_NOTED CUresult bd_gen_noted_cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuArrayGetMemoryRequirements(bd, memoryRequirements, array, device);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuArrayGetMemoryRequirements(memoryRequirements, array, device, bd, bd_file, bd_line) : bd_cuArrayGetMemoryRequirements(bd, memoryRequirements, array, device);
}

static inline CUresult bd_inline_cuArrayGetMemoryRequirements(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetMemoryRequirements)(memoryRequirements, array, device)
                                 : bd_gen_at_cuArrayGetMemoryRequirements(memoryRequirements, array, device, bd, bd_file, bd_line);
}
#define bd_cuArrayGetMemoryRequirements(bd, memoryRequirements, array, device) bd_inline_cuArrayGetMemoryRequirements(__FILE__, __LINE__, bd, memoryRequirements, array, device)

BD_GEN_NOTED CUresult bd_gen_noted_cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMipmappedArrayGetMemoryRequirements(bd, memoryRequirements, mipmap, device);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device, bd, bd_file, bd_line) : bd_cuMipmappedArrayGetMemoryRequirements(bd, memoryRequirements, mipmap, device);
}

static inline CUresult bd_inline_cuMipmappedArrayGetMemoryRequirements(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetMemoryRequirements)(memoryRequirements, mipmap, device)
                                 : bd_gen_at_cuMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device, bd, bd_file, bd_line);
}
#define bd_cuMipmappedArrayGetMemoryRequirements(bd, memoryRequirements, mipmap, device) bd_inline_cuMipmappedArrayGetMemoryRequirements(__FILE__, __LINE__, bd, memoryRequirements, mipmap, device)

BD_GEN_NOTED CUresult bd_gen_noted_cuArrayGetPlane(CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuArrayGetPlane(bd, pPlaneArray, hArray, planeIdx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuArrayGetPlane(CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuArrayGetPlane(pPlaneArray, hArray, planeIdx, bd, bd_file, bd_line) : bd_cuArrayGetPlane(bd, pPlaneArray, hArray, planeIdx);
}

static inline CUresult bd_inline_cuArrayGetPlane(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetPlane)(pPlaneArray, hArray, planeIdx)
                                 : bd_gen_at_cuArrayGetPlane(pPlaneArray, hArray, planeIdx, bd, bd_file, bd_line);
}
#define bd_cuArrayGetPlane(bd, pPlaneArray, hArray, planeIdx) bd_inline_cuArrayGetPlane(__FILE__, __LINE__, bd, pPlaneArray, hArray, planeIdx)

BD_GEN_NOTED CUresult bd_gen_noted_cuArrayDestroy(CUarray hArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuArrayDestroy(bd, hArray);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuArrayDestroy(CUarray hArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuArrayDestroy(hArray, bd, bd_file, bd_line) : bd_cuArrayDestroy(bd, hArray);
}

static inline CUresult bd_inline_cuArrayDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray hArray)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayDestroy)(hArray)
                                 : bd_gen_at_cuArrayDestroy(hArray, bd, bd_file, bd_line);
}
#define bd_cuArrayDestroy(bd, hArray) bd_inline_cuArrayDestroy(__FILE__, __LINE__, bd, hArray)

BD_GEN_NOTED CUresult bd_gen_noted_cuArray3DCreate(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuArray3DCreate(bd, pHandle, pAllocateArray);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuArray3DCreate(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuArray3DCreate(pHandle, pAllocateArray, bd, bd_file, bd_line) : bd_cuArray3DCreate(bd, pHandle, pAllocateArray);
}

static inline CUresult bd_inline_cuArray3DCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuArray3DCreate)(pHandle, pAllocateArray)
                                 : bd_gen_at_cuArray3DCreate(pHandle, pAllocateArray, bd, bd_file, bd_line);
}
#define bd_cuArray3DCreate(bd, pHandle, pAllocateArray) bd_inline_cuArray3DCreate(__FILE__, __LINE__, bd, pHandle, pAllocateArray)

BD_GEN_NOTED CUresult bd_gen_noted_cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuArray3DGetDescriptor(bd, pArrayDescriptor, hArray);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuArray3DGetDescriptor(pArrayDescriptor, hArray, bd, bd_file, bd_line) : bd_cuArray3DGetDescriptor(bd, pArrayDescriptor, hArray);
}

static inline CUresult bd_inline_cuArray3DGetDescriptor(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuArray3DGetDescriptor)(pArrayDescriptor, hArray)
                                 : bd_gen_at_cuArray3DGetDescriptor(pArrayDescriptor, hArray, bd, bd_file, bd_line);
}
#define bd_cuArray3DGetDescriptor(bd, pArrayDescriptor, hArray) bd_inline_cuArray3DGetDescriptor(__FILE__, __LINE__, bd, pArrayDescriptor, hArray)

BD_GEN_NOTED CUresult bd_gen_noted_cuMipmappedArrayCreate(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMipmappedArrayCreate(bd, pHandle, pMipmappedArrayDesc, numMipmapLevels);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMipmappedArrayCreate(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMipmappedArrayCreate(pHandle, pMipmappedArrayDesc, numMipmapLevels, bd, bd_file, bd_line) : bd_cuMipmappedArrayCreate(bd, pHandle, pMipmappedArrayDesc, numMipmapLevels);
}

static inline CUresult bd_inline_cuMipmappedArrayCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayCreate)(pHandle, pMipmappedArrayDesc, numMipmapLevels)
                                 : bd_gen_at_cuMipmappedArrayCreate(pHandle, pMipmappedArrayDesc, numMipmapLevels, bd, bd_file, bd_line);
}
#define bd_cuMipmappedArrayCreate(bd, pHandle, pMipmappedArrayDesc, numMipmapLevels) bd_inline_cuMipmappedArrayCreate(__FILE__, __LINE__, bd, pHandle, pMipmappedArrayDesc, numMipmapLevels)

BD_GEN_NOTED CUresult bd_gen_noted_cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMipmappedArrayGetLevel(bd, pLevelArray, hMipmappedArray, level);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMipmappedArrayGetLevel(pLevelArray, hMipmappedArray, level, bd, bd_file, bd_line) : bd_cuMipmappedArrayGetLevel(bd, pLevelArray, hMipmappedArray, level);
}

static inline CUresult bd_inline_cuMipmappedArrayGetLevel(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetLevel)(pLevelArray, hMipmappedArray, level)
                                 : bd_gen_at_cuMipmappedArrayGetLevel(pLevelArray, hMipmappedArray, level, bd, bd_file, bd_line);
}
#define bd_cuMipmappedArrayGetLevel(bd, pLevelArray, hMipmappedArray, level) bd_inline_cuMipmappedArrayGetLevel(__FILE__, __LINE__, bd, pLevelArray, hMipmappedArray, level)

BD_GEN_NOTED CUresult bd_gen_noted_cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMipmappedArrayDestroy(bd, hMipmappedArray);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMipmappedArrayDestroy(hMipmappedArray, bd, bd_file, bd_line) : bd_cuMipmappedArrayDestroy(bd, hMipmappedArray);
}

static inline CUresult bd_inline_cuMipmappedArrayDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUmipmappedArray hMipmappedArray)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayDestroy)(hMipmappedArray)
                                 : bd_gen_at_cuMipmappedArrayDestroy(hMipmappedArray, bd, bd_file, bd_line);
}
#define bd_cuMipmappedArrayDestroy(bd, hMipmappedArray) bd_inline_cuMipmappedArrayDestroy(__FILE__, __LINE__, bd, hMipmappedArray)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemGetHandleForAddressRange(void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemGetHandleForAddressRange(bd, handle, dptr, size, handleType, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemGetHandleForAddressRange(void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemGetHandleForAddressRange(handle, dptr, size, handleType, flags, bd, bd_file, bd_line) : bd_cuMemGetHandleForAddressRange(bd, handle, dptr, size, handleType, flags);
}

static inline CUresult bd_inline_cuMemGetHandleForAddressRange(const char *bd_file, int bd_line, bound_dev_t *bd, void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetHandleForAddressRange)(handle, dptr, size, handleType, flags)
                                 : bd_gen_at_cuMemGetHandleForAddressRange(handle, dptr, size, handleType, flags, bd, bd_file, bd_line);
}
#define bd_cuMemGetHandleForAddressRange(bd, handle, dptr, size, handleType, flags) bd_inline_cuMemGetHandleForAddressRange(__FILE__, __LINE__, bd, handle, dptr, size, handleType, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemBatchDecompressAsync(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemBatchDecompressAsync(bd, paramsArray, count, flags, errorIndex, stream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemBatchDecompressAsync(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemBatchDecompressAsync(paramsArray, count, flags, errorIndex, stream, bd, bd_file, bd_line) : bd_cuMemBatchDecompressAsync(bd, paramsArray, count, flags, errorIndex, stream);
}

static inline CUresult bd_inline_cuMemBatchDecompressAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemBatchDecompressAsync)(paramsArray, count, flags, errorIndex, stream)
                                 : bd_gen_at_cuMemBatchDecompressAsync(paramsArray, count, flags, errorIndex, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemBatchDecompressAsync_ptsz(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemBatchDecompressAsync_ptsz(bd, paramsArray, count, flags, errorIndex, stream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemBatchDecompressAsync_ptsz(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemBatchDecompressAsync_ptsz(paramsArray, count, flags, errorIndex, stream, bd, bd_file, bd_line) : bd_cuMemBatchDecompressAsync_ptsz(bd, paramsArray, count, flags, errorIndex, stream);
}

static inline CUresult bd_inline_cuMemBatchDecompressAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemBatchDecompressAsync_ptsz)(paramsArray, count, flags, errorIndex, stream)
                                 : bd_gen_at_cuMemBatchDecompressAsync_ptsz(paramsArray, count, flags, errorIndex, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemBatchDecompressAsync(bd, paramsArray, count, flags, errorIndex, stream) bd_inline_cuMemBatchDecompressAsync_ptsz(__FILE__, __LINE__, bd, paramsArray, count, flags, errorIndex, stream)
#else
#define bd_cuMemBatchDecompressAsync(bd, paramsArray, count, flags, errorIndex, stream) bd_inline_cuMemBatchDecompressAsync(__FILE__, __LINE__, bd, paramsArray, count, flags, errorIndex, stream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemAddressReserve(bd, ptr, size, alignment, addr, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAddressReserve(ptr, size, alignment, addr, flags, bd, bd_file, bd_line) : bd_cuMemAddressReserve(bd, ptr, size, alignment, addr, flags);
}

static inline CUresult bd_inline_cuMemAddressReserve(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAddressReserve)(ptr, size, alignment, addr, flags)
                                 : bd_gen_at_cuMemAddressReserve(ptr, size, alignment, addr, flags, bd, bd_file, bd_line);
}
#define bd_cuMemAddressReserve(bd, ptr, size, alignment, addr, flags) bd_inline_cuMemAddressReserve(__FILE__, __LINE__, bd, ptr, size, alignment, addr, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemAddressFree(CUdeviceptr ptr, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemAddressFree(bd, ptr, size);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAddressFree(CUdeviceptr ptr, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAddressFree(ptr, size, bd, bd_file, bd_line) : bd_cuMemAddressFree(bd, ptr, size);
}

static inline CUresult bd_inline_cuMemAddressFree(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAddressFree)(ptr, size)
                                 : bd_gen_at_cuMemAddressFree(ptr, size, bd, bd_file, bd_line);
}
#define bd_cuMemAddressFree(bd, ptr, size) bd_inline_cuMemAddressFree(__FILE__, __LINE__, bd, ptr, size)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemCreate(bd, handle, size, prop, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemCreate(handle, size, prop, flags, bd, bd_file, bd_line) : bd_cuMemCreate(bd, handle, size, prop, flags);
}

static inline CUresult bd_inline_cuMemCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemCreate)(handle, size, prop, flags)
                                 : bd_gen_at_cuMemCreate(handle, size, prop, flags, bd, bd_file, bd_line);
}
#define bd_cuMemCreate(bd, handle, size, prop, flags) bd_inline_cuMemCreate(__FILE__, __LINE__, bd, handle, size, prop, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemRelease(CUmemGenericAllocationHandle handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemRelease(bd, handle);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemRelease(CUmemGenericAllocationHandle handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemRelease(handle, bd, bd_file, bd_line) : bd_cuMemRelease(bd, handle);
}

static inline CUresult bd_inline_cuMemRelease(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRelease)(handle)
                                 : bd_gen_at_cuMemRelease(handle, bd, bd_file, bd_line);
}
#define bd_cuMemRelease(bd, handle) bd_inline_cuMemRelease(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemMap(bd, ptr, size, offset, handle, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemMap(ptr, size, offset, handle, flags, bd, bd_file, bd_line) : bd_cuMemMap(bd, ptr, size, offset, handle, flags);
}

static inline CUresult bd_inline_cuMemMap(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMap)(ptr, size, offset, handle, flags)
                                 : bd_gen_at_cuMemMap(ptr, size, offset, handle, flags, bd, bd_file, bd_line);
}
#define bd_cuMemMap(bd, ptr, size, offset, handle, flags) bd_inline_cuMemMap(__FILE__, __LINE__, bd, ptr, size, offset, handle, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemMapArrayAsync(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemMapArrayAsync(bd, mapInfoList, count, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemMapArrayAsync(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemMapArrayAsync(mapInfoList, count, hStream, bd, bd_file, bd_line) : bd_cuMemMapArrayAsync(bd, mapInfoList, count, hStream);
}

static inline CUresult bd_inline_cuMemMapArrayAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMapArrayAsync)(mapInfoList, count, hStream)
                                 : bd_gen_at_cuMemMapArrayAsync(mapInfoList, count, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemMapArrayAsync_ptsz(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemMapArrayAsync_ptsz(bd, mapInfoList, count, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemMapArrayAsync_ptsz(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemMapArrayAsync_ptsz(mapInfoList, count, hStream, bd, bd_file, bd_line) : bd_cuMemMapArrayAsync_ptsz(bd, mapInfoList, count, hStream);
}

static inline CUresult bd_inline_cuMemMapArrayAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMapArrayAsync_ptsz)(mapInfoList, count, hStream)
                                 : bd_gen_at_cuMemMapArrayAsync_ptsz(mapInfoList, count, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemMapArrayAsync(bd, mapInfoList, count, hStream) bd_inline_cuMemMapArrayAsync_ptsz(__FILE__, __LINE__, bd, mapInfoList, count, hStream)
#else
#define bd_cuMemMapArrayAsync(bd, mapInfoList, count, hStream) bd_inline_cuMemMapArrayAsync(__FILE__, __LINE__, bd, mapInfoList, count, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemUnmap(CUdeviceptr ptr, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemUnmap(bd, ptr, size);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemUnmap(CUdeviceptr ptr, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemUnmap(ptr, size, bd, bd_file, bd_line) : bd_cuMemUnmap(bd, ptr, size);
}

static inline CUresult bd_inline_cuMemUnmap(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemUnmap)(ptr, size)
                                 : bd_gen_at_cuMemUnmap(ptr, size, bd, bd_file, bd_line);
}
#define bd_cuMemUnmap(bd, ptr, size) bd_inline_cuMemUnmap(__FILE__, __LINE__, bd, ptr, size)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemSetAccess(bd, ptr, size, desc, count);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemSetAccess(ptr, size, desc, count, bd, bd_file, bd_line) : bd_cuMemSetAccess(bd, ptr, size, desc, count);
}

static inline CUresult bd_inline_cuMemSetAccess(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemSetAccess)(ptr, size, desc, count)
                                 : bd_gen_at_cuMemSetAccess(ptr, size, desc, count, bd, bd_file, bd_line);
}
#define bd_cuMemSetAccess(bd, ptr, size, desc, count) bd_inline_cuMemSetAccess(__FILE__, __LINE__, bd, ptr, size, desc, count)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemGetAccess(bd, flags, location, ptr);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemGetAccess(flags, location, ptr, bd, bd_file, bd_line) : bd_cuMemGetAccess(bd, flags, location, ptr);
}

static inline CUresult bd_inline_cuMemGetAccess(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAccess)(flags, location, ptr)
                                 : bd_gen_at_cuMemGetAccess(flags, location, ptr, bd, bd_file, bd_line);
}
#define bd_cuMemGetAccess(bd, flags, location, ptr) bd_inline_cuMemGetAccess(__FILE__, __LINE__, bd, flags, location, ptr)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemExportToShareableHandle(void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemExportToShareableHandle(bd, shareableHandle, handle, handleType, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemExportToShareableHandle(void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemExportToShareableHandle(shareableHandle, handle, handleType, flags, bd, bd_file, bd_line) : bd_cuMemExportToShareableHandle(bd, shareableHandle, handle, handleType, flags);
}

static inline CUresult bd_inline_cuMemExportToShareableHandle(const char *bd_file, int bd_line, bound_dev_t *bd, void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemExportToShareableHandle)(shareableHandle, handle, handleType, flags)
                                 : bd_gen_at_cuMemExportToShareableHandle(shareableHandle, handle, handleType, flags, bd, bd_file, bd_line);
}
#define bd_cuMemExportToShareableHandle(bd, shareableHandle, handle, handleType, flags) bd_inline_cuMemExportToShareableHandle(__FILE__, __LINE__, bd, shareableHandle, handle, handleType, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemImportFromShareableHandle(bd, handle, osHandle, shHandleType);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemImportFromShareableHandle(handle, osHandle, shHandleType, bd, bd_file, bd_line) : bd_cuMemImportFromShareableHandle(bd, handle, osHandle, shHandleType);
}

static inline CUresult bd_inline_cuMemImportFromShareableHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemImportFromShareableHandle)(handle, osHandle, shHandleType)
                                 : bd_gen_at_cuMemImportFromShareableHandle(handle, osHandle, shHandleType, bd, bd_file, bd_line);
}
#define bd_cuMemImportFromShareableHandle(bd, handle, osHandle, shHandleType) bd_inline_cuMemImportFromShareableHandle(__FILE__, __LINE__, bd, handle, osHandle, shHandleType)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemGetAllocationPropertiesFromHandle(bd, prop, handle);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemGetAllocationPropertiesFromHandle(prop, handle, bd, bd_file, bd_line) : bd_cuMemGetAllocationPropertiesFromHandle(bd, prop, handle);
}

static inline CUresult bd_inline_cuMemGetAllocationPropertiesFromHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAllocationPropertiesFromHandle)(prop, handle)
                                 : bd_gen_at_cuMemGetAllocationPropertiesFromHandle(prop, handle, bd, bd_file, bd_line);
}
#define bd_cuMemGetAllocationPropertiesFromHandle(bd, prop, handle) bd_inline_cuMemGetAllocationPropertiesFromHandle(__FILE__, __LINE__, bd, prop, handle)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemRetainAllocationHandle(bd, handle, addr);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemRetainAllocationHandle(handle, addr, bd, bd_file, bd_line) : bd_cuMemRetainAllocationHandle(bd, handle, addr);
}

static inline CUresult bd_inline_cuMemRetainAllocationHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *addr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRetainAllocationHandle)(handle, addr)
                                 : bd_gen_at_cuMemRetainAllocationHandle(handle, addr, bd, bd_file, bd_line);
}
#define bd_cuMemRetainAllocationHandle(bd, handle, addr) bd_inline_cuMemRetainAllocationHandle(__FILE__, __LINE__, bd, handle, addr)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemFreeAsync(bd, dptr, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemFreeAsync(dptr, hStream, bd, bd_file, bd_line) : bd_cuMemFreeAsync(bd, dptr, hStream);
}

static inline CUresult bd_inline_cuMemFreeAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeAsync)(dptr, hStream)
                                 : bd_gen_at_cuMemFreeAsync(dptr, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemFreeAsync_ptsz(CUdeviceptr dptr, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemFreeAsync_ptsz(bd, dptr, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemFreeAsync_ptsz(CUdeviceptr dptr, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemFreeAsync_ptsz(dptr, hStream, bd, bd_file, bd_line) : bd_cuMemFreeAsync_ptsz(bd, dptr, hStream);
}

static inline CUresult bd_inline_cuMemFreeAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeAsync_ptsz)(dptr, hStream)
                                 : bd_gen_at_cuMemFreeAsync_ptsz(dptr, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemFreeAsync(bd, dptr, hStream) bd_inline_cuMemFreeAsync_ptsz(__FILE__, __LINE__, bd, dptr, hStream)
#else
#define bd_cuMemFreeAsync(bd, dptr, hStream) bd_inline_cuMemFreeAsync(__FILE__, __LINE__, bd, dptr, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemAllocAsync(bd, dptr, bytesize, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAllocAsync(dptr, bytesize, hStream, bd, bd_file, bd_line) : bd_cuMemAllocAsync(bd, dptr, bytesize, hStream);
}

static inline CUresult bd_inline_cuMemAllocAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocAsync)(dptr, bytesize, hStream)
                                 : bd_gen_at_cuMemAllocAsync(dptr, bytesize, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemAllocAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemAllocAsync_ptsz(bd, dptr, bytesize, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAllocAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAllocAsync_ptsz(dptr, bytesize, hStream, bd, bd_file, bd_line) : bd_cuMemAllocAsync_ptsz(bd, dptr, bytesize, hStream);
}

static inline CUresult bd_inline_cuMemAllocAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocAsync_ptsz)(dptr, bytesize, hStream)
                                 : bd_gen_at_cuMemAllocAsync_ptsz(dptr, bytesize, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemAllocAsync(bd, dptr, bytesize, hStream) bd_inline_cuMemAllocAsync_ptsz(__FILE__, __LINE__, bd, dptr, bytesize, hStream)
#else
#define bd_cuMemAllocAsync(bd, dptr, bytesize, hStream) bd_inline_cuMemAllocAsync(__FILE__, __LINE__, bd, dptr, bytesize, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPoolTrimTo(bd, pool, minBytesToKeep);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPoolTrimTo(pool, minBytesToKeep, bd, bd_file, bd_line) : bd_cuMemPoolTrimTo(bd, pool, minBytesToKeep);
}

static inline CUresult bd_inline_cuMemPoolTrimTo(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool pool, size_t minBytesToKeep)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolTrimTo)(pool, minBytesToKeep)
                                 : bd_gen_at_cuMemPoolTrimTo(pool, minBytesToKeep, bd, bd_file, bd_line);
}
#define bd_cuMemPoolTrimTo(bd, pool, minBytesToKeep) bd_inline_cuMemPoolTrimTo(__FILE__, __LINE__, bd, pool, minBytesToKeep)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPoolSetAttribute(bd, pool, attr, value);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPoolSetAttribute(pool, attr, value, bd, bd_file, bd_line) : bd_cuMemPoolSetAttribute(bd, pool, attr, value);
}

static inline CUresult bd_inline_cuMemPoolSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolSetAttribute)(pool, attr, value)
                                 : bd_gen_at_cuMemPoolSetAttribute(pool, attr, value, bd, bd_file, bd_line);
}
#define bd_cuMemPoolSetAttribute(bd, pool, attr, value) bd_inline_cuMemPoolSetAttribute(__FILE__, __LINE__, bd, pool, attr, value)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPoolGetAttribute(bd, pool, attr, value);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPoolGetAttribute(pool, attr, value, bd, bd_file, bd_line) : bd_cuMemPoolGetAttribute(bd, pool, attr, value);
}

static inline CUresult bd_inline_cuMemPoolGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolGetAttribute)(pool, attr, value)
                                 : bd_gen_at_cuMemPoolGetAttribute(pool, attr, value, bd, bd_file, bd_line);
}
#define bd_cuMemPoolGetAttribute(bd, pool, attr, value) bd_inline_cuMemPoolGetAttribute(__FILE__, __LINE__, bd, pool, attr, value)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPoolSetAccess(bd, pool, map, count);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPoolSetAccess(pool, map, count, bd, bd_file, bd_line) : bd_cuMemPoolSetAccess(bd, pool, map, count);
}

static inline CUresult bd_inline_cuMemPoolSetAccess(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolSetAccess)(pool, map, count)
                                 : bd_gen_at_cuMemPoolSetAccess(pool, map, count, bd, bd_file, bd_line);
}
#define bd_cuMemPoolSetAccess(bd, pool, map, count) bd_inline_cuMemPoolSetAccess(__FILE__, __LINE__, bd, pool, map, count)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPoolGetAccess(bd, flags, memPool, location);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPoolGetAccess(flags, memPool, location, bd, bd_file, bd_line) : bd_cuMemPoolGetAccess(bd, flags, memPool, location);
}

static inline CUresult bd_inline_cuMemPoolGetAccess(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolGetAccess)(flags, memPool, location)
                                 : bd_gen_at_cuMemPoolGetAccess(flags, memPool, location, bd, bd_file, bd_line);
}
#define bd_cuMemPoolGetAccess(bd, flags, memPool, location) bd_inline_cuMemPoolGetAccess(__FILE__, __LINE__, bd, flags, memPool, location)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPoolCreate(bd, pool, poolProps);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPoolCreate(pool, poolProps, bd, bd_file, bd_line) : bd_cuMemPoolCreate(bd, pool, poolProps);
}

static inline CUresult bd_inline_cuMemPoolCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolCreate)(pool, poolProps)
                                 : bd_gen_at_cuMemPoolCreate(pool, poolProps, bd, bd_file, bd_line);
}
#define bd_cuMemPoolCreate(bd, pool, poolProps) bd_inline_cuMemPoolCreate(__FILE__, __LINE__, bd, pool, poolProps)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPoolDestroy(CUmemoryPool pool, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPoolDestroy(bd, pool);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPoolDestroy(CUmemoryPool pool, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPoolDestroy(pool, bd, bd_file, bd_line) : bd_cuMemPoolDestroy(bd, pool);
}

static inline CUresult bd_inline_cuMemPoolDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool pool)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolDestroy)(pool)
                                 : bd_gen_at_cuMemPoolDestroy(pool, bd, bd_file, bd_line);
}
#define bd_cuMemPoolDestroy(bd, pool) bd_inline_cuMemPoolDestroy(__FILE__, __LINE__, bd, pool)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemAllocFromPoolAsync(bd, dptr, bytesize, pool, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAllocFromPoolAsync(dptr, bytesize, pool, hStream, bd, bd_file, bd_line) : bd_cuMemAllocFromPoolAsync(bd, dptr, bytesize, pool, hStream);
}

static inline CUresult bd_inline_cuMemAllocFromPoolAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocFromPoolAsync)(dptr, bytesize, pool, hStream)
                                 : bd_gen_at_cuMemAllocFromPoolAsync(dptr, bytesize, pool, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemAllocFromPoolAsync_ptsz(bd, dptr, bytesize, pool, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAllocFromPoolAsync_ptsz(dptr, bytesize, pool, hStream, bd, bd_file, bd_line) : bd_cuMemAllocFromPoolAsync_ptsz(bd, dptr, bytesize, pool, hStream);
}

static inline CUresult bd_inline_cuMemAllocFromPoolAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocFromPoolAsync_ptsz)(dptr, bytesize, pool, hStream)
                                 : bd_gen_at_cuMemAllocFromPoolAsync_ptsz(dptr, bytesize, pool, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemAllocFromPoolAsync(bd, dptr, bytesize, pool, hStream) bd_inline_cuMemAllocFromPoolAsync_ptsz(__FILE__, __LINE__, bd, dptr, bytesize, pool, hStream)
#else
#define bd_cuMemAllocFromPoolAsync(bd, dptr, bytesize, pool, hStream) bd_inline_cuMemAllocFromPoolAsync(__FILE__, __LINE__, bd, dptr, bytesize, pool, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPoolExportToShareableHandle(void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPoolExportToShareableHandle(bd, handle_out, pool, handleType, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPoolExportToShareableHandle(void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPoolExportToShareableHandle(handle_out, pool, handleType, flags, bd, bd_file, bd_line) : bd_cuMemPoolExportToShareableHandle(bd, handle_out, pool, handleType, flags);
}

static inline CUresult bd_inline_cuMemPoolExportToShareableHandle(const char *bd_file, int bd_line, bound_dev_t *bd, void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolExportToShareableHandle)(handle_out, pool, handleType, flags)
                                 : bd_gen_at_cuMemPoolExportToShareableHandle(handle_out, pool, handleType, flags, bd, bd_file, bd_line);
}
#define bd_cuMemPoolExportToShareableHandle(bd, handle_out, pool, handleType, flags) bd_inline_cuMemPoolExportToShareableHandle(__FILE__, __LINE__, bd, handle_out, pool, handleType, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPoolImportFromShareableHandle(CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPoolImportFromShareableHandle(bd, pool_out, handle, handleType, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPoolImportFromShareableHandle(CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPoolImportFromShareableHandle(pool_out, handle, handleType, flags, bd, bd_file, bd_line) : bd_cuMemPoolImportFromShareableHandle(bd, pool_out, handle, handleType, flags);
}

static inline CUresult bd_inline_cuMemPoolImportFromShareableHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolImportFromShareableHandle)(pool_out, handle, handleType, flags)
                                 : bd_gen_at_cuMemPoolImportFromShareableHandle(pool_out, handle, handleType, flags, bd, bd_file, bd_line);
}
#define bd_cuMemPoolImportFromShareableHandle(bd, pool_out, handle, handleType, flags) bd_inline_cuMemPoolImportFromShareableHandle(__FILE__, __LINE__, bd, pool_out, handle, handleType, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPoolExportPointer(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPoolExportPointer(bd, shareData_out, ptr);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPoolExportPointer(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPoolExportPointer(shareData_out, ptr, bd, bd_file, bd_line) : bd_cuMemPoolExportPointer(bd, shareData_out, ptr);
}

static inline CUresult bd_inline_cuMemPoolExportPointer(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolExportPointer)(shareData_out, ptr)
                                 : bd_gen_at_cuMemPoolExportPointer(shareData_out, ptr, bd, bd_file, bd_line);
}
#define bd_cuMemPoolExportPointer(bd, shareData_out, ptr) bd_inline_cuMemPoolExportPointer(__FILE__, __LINE__, bd, shareData_out, ptr)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPoolImportPointer(CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPoolImportPointer(bd, ptr_out, pool, shareData);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPoolImportPointer(CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPoolImportPointer(ptr_out, pool, shareData, bd, bd_file, bd_line) : bd_cuMemPoolImportPointer(bd, ptr_out, pool, shareData);
}

static inline CUresult bd_inline_cuMemPoolImportPointer(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolImportPointer)(ptr_out, pool, shareData)
                                 : bd_gen_at_cuMemPoolImportPointer(ptr_out, pool, shareData, bd, bd_file, bd_line);
}
#define bd_cuMemPoolImportPointer(bd, ptr_out, pool, shareData) bd_inline_cuMemPoolImportPointer(__FILE__, __LINE__, bd, ptr_out, pool, shareData)

BD_GEN_NOTED CUresult bd_gen_noted_cuMulticastCreate(CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMulticastCreate(bd, mcHandle, prop);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMulticastCreate(CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMulticastCreate(mcHandle, prop, bd, bd_file, bd_line) : bd_cuMulticastCreate(bd, mcHandle, prop);
}

static inline CUresult bd_inline_cuMulticastCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastCreate)(mcHandle, prop)
                                 : bd_gen_at_cuMulticastCreate(mcHandle, prop, bd, bd_file, bd_line);
}
#define bd_cuMulticastCreate(bd, mcHandle, prop) bd_inline_cuMulticastCreate(__FILE__, __LINE__, bd, mcHandle, prop)

BD_GEN_NOTED CUresult bd_gen_noted_cuMulticastAddDevice(CUmemGenericAllocationHandle mcHandle, CUdevice dev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMulticastAddDevice(bd, mcHandle, dev);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMulticastAddDevice(CUmemGenericAllocationHandle mcHandle, CUdevice dev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMulticastAddDevice(mcHandle, dev, bd, bd_file, bd_line) : bd_cuMulticastAddDevice(bd, mcHandle, dev);
}

static inline CUresult bd_inline_cuMulticastAddDevice(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastAddDevice)(mcHandle, dev)
                                 : bd_gen_at_cuMulticastAddDevice(mcHandle, dev, bd, bd_file, bd_line);
}
#define bd_cuMulticastAddDevice(bd, mcHandle, dev) bd_inline_cuMulticastAddDevice(__FILE__, __LINE__, bd, mcHandle, dev)

BD_GEN_NOTED CUresult bd_gen_noted_cuMulticastBindMem(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMulticastBindMem(bd, mcHandle, mcOffset, memHandle, memOffset, size, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMulticastBindMem(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMulticastBindMem(mcHandle, mcOffset, memHandle, memOffset, size, flags, bd, bd_file, bd_line) : bd_cuMulticastBindMem(bd, mcHandle, mcOffset, memHandle, memOffset, size, flags);
}

static inline CUresult bd_inline_cuMulticastBindMem(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastBindMem)(mcHandle, mcOffset, memHandle, memOffset, size, flags)
                                 : bd_gen_at_cuMulticastBindMem(mcHandle, mcOffset, memHandle, memOffset, size, flags, bd, bd_file, bd_line);
}
#define bd_cuMulticastBindMem(bd, mcHandle, mcOffset, memHandle, memOffset, size, flags) bd_inline_cuMulticastBindMem(__FILE__, __LINE__, bd, mcHandle, mcOffset, memHandle, memOffset, size, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMulticastBindAddr(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMulticastBindAddr(bd, mcHandle, mcOffset, memptr, size, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMulticastBindAddr(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMulticastBindAddr(mcHandle, mcOffset, memptr, size, flags, bd, bd_file, bd_line) : bd_cuMulticastBindAddr(bd, mcHandle, mcOffset, memptr, size, flags);
}

static inline CUresult bd_inline_cuMulticastBindAddr(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastBindAddr)(mcHandle, mcOffset, memptr, size, flags)
                                 : bd_gen_at_cuMulticastBindAddr(mcHandle, mcOffset, memptr, size, flags, bd, bd_file, bd_line);
}
#define bd_cuMulticastBindAddr(bd, mcHandle, mcOffset, memptr, size, flags) bd_inline_cuMulticastBindAddr(__FILE__, __LINE__, bd, mcHandle, mcOffset, memptr, size, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuMulticastUnbind(CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMulticastUnbind(bd, mcHandle, dev, mcOffset, size);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMulticastUnbind(CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMulticastUnbind(mcHandle, dev, mcOffset, size, bd, bd_file, bd_line) : bd_cuMulticastUnbind(bd, mcHandle, dev, mcOffset, size);
}

static inline CUresult bd_inline_cuMulticastUnbind(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastUnbind)(mcHandle, dev, mcOffset, size)
                                 : bd_gen_at_cuMulticastUnbind(mcHandle, dev, mcOffset, size, bd, bd_file, bd_line);
}
#define bd_cuMulticastUnbind(bd, mcHandle, dev, mcOffset, size) bd_inline_cuMulticastUnbind(__FILE__, __LINE__, bd, mcHandle, dev, mcOffset, size)

BD_GEN_NOTED CUresult bd_gen_noted_cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuPointerGetAttribute(bd, data, attribute, ptr);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuPointerGetAttribute(data, attribute, ptr, bd, bd_file, bd_line) : bd_cuPointerGetAttribute(bd, data, attribute, ptr);
}

static inline CUresult bd_inline_cuPointerGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerGetAttribute)(data, attribute, ptr)
                                 : bd_gen_at_cuPointerGetAttribute(data, attribute, ptr, bd, bd_file, bd_line);
}
#define bd_cuPointerGetAttribute(bd, data, attribute, ptr) bd_inline_cuPointerGetAttribute(__FILE__, __LINE__, bd, data, attribute, ptr)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPrefetchAsync(bd, devPtr, count, location, flags, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPrefetchAsync(devPtr, count, location, flags, hStream, bd, bd_file, bd_line) : bd_cuMemPrefetchAsync(bd, devPtr, count, location, flags, hStream);
}

static inline CUresult bd_inline_cuMemPrefetchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchAsync)(devPtr, count, location, flags, hStream)
                                 : bd_gen_at_cuMemPrefetchAsync(devPtr, count, location, flags, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPrefetchAsync_ptsz(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPrefetchAsync_ptsz(bd, devPtr, count, location, flags, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPrefetchAsync_ptsz(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPrefetchAsync_ptsz(devPtr, count, location, flags, hStream, bd, bd_file, bd_line) : bd_cuMemPrefetchAsync_ptsz(bd, devPtr, count, location, flags, hStream);
}

static inline CUresult bd_inline_cuMemPrefetchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchAsync_ptsz)(devPtr, count, location, flags, hStream)
                                 : bd_gen_at_cuMemPrefetchAsync_ptsz(devPtr, count, location, flags, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemPrefetchAsync(bd, devPtr, count, location, flags, hStream) bd_inline_cuMemPrefetchAsync_ptsz(__FILE__, __LINE__, bd, devPtr, count, location, flags, hStream)
#else
#define bd_cuMemPrefetchAsync(bd, devPtr, count, location, flags, hStream) bd_inline_cuMemPrefetchAsync(__FILE__, __LINE__, bd, devPtr, count, location, flags, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemAdvise(bd, devPtr, count, advice, location);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAdvise(devPtr, count, advice, location, bd, bd_file, bd_line) : bd_cuMemAdvise(bd, devPtr, count, advice, location);
}

static inline CUresult bd_inline_cuMemAdvise(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAdvise)(devPtr, count, advice, location)
                                 : bd_gen_at_cuMemAdvise(devPtr, count, advice, location, bd, bd_file, bd_line);
}
#define bd_cuMemAdvise(bd, devPtr, count, advice, location) bd_inline_cuMemAdvise(__FILE__, __LINE__, bd, devPtr, count, advice, location)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream, bd, bd_file, bd_line) : bd_cuMemPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

static inline CUresult bd_inline_cuMemPrefetchBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream)
                                 : bd_gen_at_cuMemPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemPrefetchBatchAsync_ptsz(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream, bd, bd_file, bd_line) : bd_cuMemPrefetchBatchAsync_ptsz(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

static inline CUresult bd_inline_cuMemPrefetchBatchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream)
                                 : bd_gen_at_cuMemPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream) bd_inline_cuMemPrefetchBatchAsync_ptsz(__FILE__, __LINE__, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream)
#else
#define bd_cuMemPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream) bd_inline_cuMemPrefetchBatchAsync(__FILE__, __LINE__, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemDiscardBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemDiscardBatchAsync(bd, dptrs, sizes, count, flags, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemDiscardBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemDiscardBatchAsync(dptrs, sizes, count, flags, hStream, bd, bd_file, bd_line) : bd_cuMemDiscardBatchAsync(bd, dptrs, sizes, count, flags, hStream);
}

static inline CUresult bd_inline_cuMemDiscardBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardBatchAsync)(dptrs, sizes, count, flags, hStream)
                                 : bd_gen_at_cuMemDiscardBatchAsync(dptrs, sizes, count, flags, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemDiscardBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemDiscardBatchAsync_ptsz(bd, dptrs, sizes, count, flags, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemDiscardBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemDiscardBatchAsync_ptsz(dptrs, sizes, count, flags, hStream, bd, bd_file, bd_line) : bd_cuMemDiscardBatchAsync_ptsz(bd, dptrs, sizes, count, flags, hStream);
}

static inline CUresult bd_inline_cuMemDiscardBatchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardBatchAsync_ptsz)(dptrs, sizes, count, flags, hStream)
                                 : bd_gen_at_cuMemDiscardBatchAsync_ptsz(dptrs, sizes, count, flags, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemDiscardBatchAsync(bd, dptrs, sizes, count, flags, hStream) bd_inline_cuMemDiscardBatchAsync_ptsz(__FILE__, __LINE__, bd, dptrs, sizes, count, flags, hStream)
#else
#define bd_cuMemDiscardBatchAsync(bd, dptrs, sizes, count, flags, hStream) bd_inline_cuMemDiscardBatchAsync(__FILE__, __LINE__, bd, dptrs, sizes, count, flags, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemDiscardAndPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemDiscardAndPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream, bd, bd_file, bd_line) : bd_cuMemDiscardAndPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

static inline CUresult bd_inline_cuMemDiscardAndPrefetchBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardAndPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream)
                                 : bd_gen_at_cuMemDiscardAndPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuMemDiscardAndPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemDiscardAndPrefetchBatchAsync_ptsz(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemDiscardAndPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemDiscardAndPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream, bd, bd_file, bd_line) : bd_cuMemDiscardAndPrefetchBatchAsync_ptsz(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

static inline CUresult bd_inline_cuMemDiscardAndPrefetchBatchAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardAndPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream)
                                 : bd_gen_at_cuMemDiscardAndPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuMemDiscardAndPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream) bd_inline_cuMemDiscardAndPrefetchBatchAsync_ptsz(__FILE__, __LINE__, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream)
#else
#define bd_cuMemDiscardAndPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream) bd_inline_cuMemDiscardAndPrefetchBatchAsync(__FILE__, __LINE__, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuMemRangeGetAttribute(void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemRangeGetAttribute(bd, data, dataSize, attribute, devPtr, count);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemRangeGetAttribute(void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemRangeGetAttribute(data, dataSize, attribute, devPtr, count, bd, bd_file, bd_line) : bd_cuMemRangeGetAttribute(bd, data, dataSize, attribute, devPtr, count);
}

static inline CUresult bd_inline_cuMemRangeGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRangeGetAttribute)(data, dataSize, attribute, devPtr, count)
                                 : bd_gen_at_cuMemRangeGetAttribute(data, dataSize, attribute, devPtr, count, bd, bd_file, bd_line);
}
#define bd_cuMemRangeGetAttribute(bd, data, dataSize, attribute, devPtr, count) bd_inline_cuMemRangeGetAttribute(__FILE__, __LINE__, bd, data, dataSize, attribute, devPtr, count)

BD_GEN_NOTED CUresult bd_gen_noted_cuMemRangeGetAttributes(void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuMemRangeGetAttributes(bd, data, dataSizes, attributes, numAttributes, devPtr, count);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemRangeGetAttributes(void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemRangeGetAttributes(data, dataSizes, attributes, numAttributes, devPtr, count, bd, bd_file, bd_line) : bd_cuMemRangeGetAttributes(bd, data, dataSizes, attributes, numAttributes, devPtr, count);
}

static inline CUresult bd_inline_cuMemRangeGetAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRangeGetAttributes)(data, dataSizes, attributes, numAttributes, devPtr, count)
                                 : bd_gen_at_cuMemRangeGetAttributes(data, dataSizes, attributes, numAttributes, devPtr, count, bd, bd_file, bd_line);
}
#define bd_cuMemRangeGetAttributes(bd, data, dataSizes, attributes, numAttributes, devPtr, count) bd_inline_cuMemRangeGetAttributes(__FILE__, __LINE__, bd, data, dataSizes, attributes, numAttributes, devPtr, count)

BD_GEN_NOTED CUresult bd_gen_noted_cuPointerSetAttribute(const void *value, CUpointer_attribute attribute, CUdeviceptr ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuPointerSetAttribute(bd, value, attribute, ptr);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuPointerSetAttribute(const void *value, CUpointer_attribute attribute, CUdeviceptr ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuPointerSetAttribute(value, attribute, ptr, bd, bd_file, bd_line) : bd_cuPointerSetAttribute(bd, value, attribute, ptr);
}

static inline CUresult bd_inline_cuPointerSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerSetAttribute)(value, attribute, ptr)
                                 : bd_gen_at_cuPointerSetAttribute(value, attribute, ptr, bd, bd_file, bd_line);
}
#define bd_cuPointerSetAttribute(bd, value, attribute, ptr) bd_inline_cuPointerSetAttribute(__FILE__, __LINE__, bd, value, attribute, ptr)

BD_GEN_NOTED CUresult bd_gen_noted_cuPointerGetAttributes(unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuPointerGetAttributes(bd, numAttributes, attributes, data, ptr);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuPointerGetAttributes(unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuPointerGetAttributes(numAttributes, attributes, data, ptr, bd, bd_file, bd_line) : bd_cuPointerGetAttributes(bd, numAttributes, attributes, data, ptr);
}

static inline CUresult bd_inline_cuPointerGetAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerGetAttributes)(numAttributes, attributes, data, ptr)
                                 : bd_gen_at_cuPointerGetAttributes(numAttributes, attributes, data, ptr, bd, bd_file, bd_line);
}
#define bd_cuPointerGetAttributes(bd, numAttributes, attributes, data, ptr) bd_inline_cuPointerGetAttributes(__FILE__, __LINE__, bd, numAttributes, attributes, data, ptr)

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamCreate(CUstream *phStream, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamCreate(bd, phStream, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamCreate(CUstream *phStream, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamCreate(phStream, Flags, bd, bd_file, bd_line) : bd_cuStreamCreate(bd, phStream, Flags);
}

static inline CUresult bd_inline_cuStreamCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream *phStream, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCreate)(phStream, Flags)
                                 : bd_gen_at_cuStreamCreate(phStream, Flags, bd, bd_file, bd_line);
}
#define bd_cuStreamCreate(bd, phStream, Flags) bd_inline_cuStreamCreate(__FILE__, __LINE__, bd, phStream, Flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamCreateWithPriority(bd, phStream, flags, priority);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamCreateWithPriority(phStream, flags, priority, bd, bd_file, bd_line) : bd_cuStreamCreateWithPriority(bd, phStream, flags, priority);
}

static inline CUresult bd_inline_cuStreamCreateWithPriority(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream *phStream, unsigned int flags, int priority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCreateWithPriority)(phStream, flags, priority)
                                 : bd_gen_at_cuStreamCreateWithPriority(phStream, flags, priority, bd, bd_file, bd_line);
}
#define bd_cuStreamCreateWithPriority(bd, phStream, flags, priority) bd_inline_cuStreamCreateWithPriority(__FILE__, __LINE__, bd, phStream, flags, priority)

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetPriority(CUstream hStream, int *priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetPriority(bd, hStream, priority);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetPriority(CUstream hStream, int *priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetPriority(hStream, priority, bd, bd_file, bd_line) : bd_cuStreamGetPriority(bd, hStream, priority);
}

static inline CUresult bd_inline_cuStreamGetPriority(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, int *priority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetPriority)(hStream, priority)
                                 : bd_gen_at_cuStreamGetPriority(hStream, priority, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetPriority_ptsz(CUstream hStream, int *priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetPriority_ptsz(bd, hStream, priority);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetPriority_ptsz(CUstream hStream, int *priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetPriority_ptsz(hStream, priority, bd, bd_file, bd_line) : bd_cuStreamGetPriority_ptsz(bd, hStream, priority);
}

static inline CUresult bd_inline_cuStreamGetPriority_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, int *priority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetPriority_ptsz)(hStream, priority)
                                 : bd_gen_at_cuStreamGetPriority_ptsz(hStream, priority, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamGetPriority(bd, hStream, priority) bd_inline_cuStreamGetPriority_ptsz(__FILE__, __LINE__, bd, hStream, priority)
#else
#define bd_cuStreamGetPriority(bd, hStream, priority) bd_inline_cuStreamGetPriority(__FILE__, __LINE__, bd, hStream, priority)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetDevice(CUstream hStream, CUdevice *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetDevice(bd, hStream, device);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetDevice(CUstream hStream, CUdevice *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetDevice(hStream, device, bd, bd_file, bd_line) : bd_cuStreamGetDevice(bd, hStream, device);
}

static inline CUresult bd_inline_cuStreamGetDevice(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUdevice *device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetDevice)(hStream, device)
                                 : bd_gen_at_cuStreamGetDevice(hStream, device, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetDevice_ptsz(CUstream hStream, CUdevice *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetDevice_ptsz(bd, hStream, device);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetDevice_ptsz(CUstream hStream, CUdevice *device, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetDevice_ptsz(hStream, device, bd, bd_file, bd_line) : bd_cuStreamGetDevice_ptsz(bd, hStream, device);
}

static inline CUresult bd_inline_cuStreamGetDevice_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUdevice *device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetDevice_ptsz)(hStream, device)
                                 : bd_gen_at_cuStreamGetDevice_ptsz(hStream, device, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamGetDevice(bd, hStream, device) bd_inline_cuStreamGetDevice_ptsz(__FILE__, __LINE__, bd, hStream, device)
#else
#define bd_cuStreamGetDevice(bd, hStream, device) bd_inline_cuStreamGetDevice(__FILE__, __LINE__, bd, hStream, device)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetFlags(CUstream hStream, unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetFlags(bd, hStream, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetFlags(CUstream hStream, unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetFlags(hStream, flags, bd, bd_file, bd_line) : bd_cuStreamGetFlags(bd, hStream, flags);
}

static inline CUresult bd_inline_cuStreamGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, unsigned int *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetFlags)(hStream, flags)
                                 : bd_gen_at_cuStreamGetFlags(hStream, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetFlags_ptsz(CUstream hStream, unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetFlags_ptsz(bd, hStream, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetFlags_ptsz(CUstream hStream, unsigned int *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetFlags_ptsz(hStream, flags, bd, bd_file, bd_line) : bd_cuStreamGetFlags_ptsz(bd, hStream, flags);
}

static inline CUresult bd_inline_cuStreamGetFlags_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, unsigned int *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetFlags_ptsz)(hStream, flags)
                                 : bd_gen_at_cuStreamGetFlags_ptsz(hStream, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamGetFlags(bd, hStream, flags) bd_inline_cuStreamGetFlags_ptsz(__FILE__, __LINE__, bd, hStream, flags)
#else
#define bd_cuStreamGetFlags(bd, hStream, flags) bd_inline_cuStreamGetFlags(__FILE__, __LINE__, bd, hStream, flags)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetId(CUstream hStream, unsigned long long *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetId(bd, hStream, streamId);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetId(CUstream hStream, unsigned long long *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetId(hStream, streamId, bd, bd_file, bd_line) : bd_cuStreamGetId(bd, hStream, streamId);
}

static inline CUresult bd_inline_cuStreamGetId(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, unsigned long long *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetId)(hStream, streamId)
                                 : bd_gen_at_cuStreamGetId(hStream, streamId, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetId_ptsz(CUstream hStream, unsigned long long *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetId_ptsz(bd, hStream, streamId);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetId_ptsz(CUstream hStream, unsigned long long *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetId_ptsz(hStream, streamId, bd, bd_file, bd_line) : bd_cuStreamGetId_ptsz(bd, hStream, streamId);
}

static inline CUresult bd_inline_cuStreamGetId_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, unsigned long long *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetId_ptsz)(hStream, streamId)
                                 : bd_gen_at_cuStreamGetId_ptsz(hStream, streamId, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamGetId(bd, hStream, streamId) bd_inline_cuStreamGetId_ptsz(__FILE__, __LINE__, bd, hStream, streamId)
#else
#define bd_cuStreamGetId(bd, hStream, streamId) bd_inline_cuStreamGetId(__FILE__, __LINE__, bd, hStream, streamId)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetCtx(CUstream hStream, CUcontext *pctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetCtx(bd, hStream, pctx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetCtx(CUstream hStream, CUcontext *pctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetCtx(hStream, pctx, bd, bd_file, bd_line) : bd_cuStreamGetCtx(bd, hStream, pctx);
}

static inline CUresult bd_inline_cuStreamGetCtx(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUcontext *pctx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx)(hStream, pctx)
                                 : bd_gen_at_cuStreamGetCtx(hStream, pctx, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetCtx_ptsz(CUstream hStream, CUcontext *pctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetCtx_ptsz(bd, hStream, pctx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetCtx_ptsz(CUstream hStream, CUcontext *pctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetCtx_ptsz(hStream, pctx, bd, bd_file, bd_line) : bd_cuStreamGetCtx_ptsz(bd, hStream, pctx);
}

static inline CUresult bd_inline_cuStreamGetCtx_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUcontext *pctx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_ptsz)(hStream, pctx)
                                 : bd_gen_at_cuStreamGetCtx_ptsz(hStream, pctx, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamGetCtx(bd, hStream, pctx) bd_inline_cuStreamGetCtx_ptsz(__FILE__, __LINE__, bd, hStream, pctx)
#else
#define bd_cuStreamGetCtx(bd, hStream, pctx) bd_inline_cuStreamGetCtx(__FILE__, __LINE__, bd, hStream, pctx)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetCtx_v2(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetCtx_v2(bd, hStream, pCtx, pGreenCtx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetCtx_v2(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetCtx_v2(hStream, pCtx, pGreenCtx, bd, bd_file, bd_line) : bd_cuStreamGetCtx_v2(bd, hStream, pCtx, pGreenCtx);
}

static inline CUresult bd_inline_cuStreamGetCtx_v2(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_v2)(hStream, pCtx, pGreenCtx)
                                 : bd_gen_at_cuStreamGetCtx_v2(hStream, pCtx, pGreenCtx, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetCtx_v2_ptsz(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetCtx_v2_ptsz(bd, hStream, pCtx, pGreenCtx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetCtx_v2_ptsz(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetCtx_v2_ptsz(hStream, pCtx, pGreenCtx, bd, bd_file, bd_line) : bd_cuStreamGetCtx_v2_ptsz(bd, hStream, pCtx, pGreenCtx);
}

static inline CUresult bd_inline_cuStreamGetCtx_v2_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_v2_ptsz)(hStream, pCtx, pGreenCtx)
                                 : bd_gen_at_cuStreamGetCtx_v2_ptsz(hStream, pCtx, pGreenCtx, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamGetCtx_v2(bd, hStream, pCtx, pGreenCtx) bd_inline_cuStreamGetCtx_v2_ptsz(__FILE__, __LINE__, bd, hStream, pCtx, pGreenCtx)
#else
#define bd_cuStreamGetCtx_v2(bd, hStream, pCtx, pGreenCtx) bd_inline_cuStreamGetCtx_v2(__FILE__, __LINE__, bd, hStream, pCtx, pGreenCtx)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamWaitEvent(bd, hStream, hEvent, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamWaitEvent(hStream, hEvent, Flags, bd, bd_file, bd_line) : bd_cuStreamWaitEvent(bd, hStream, hEvent, Flags);
}

static inline CUresult bd_inline_cuStreamWaitEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitEvent)(hStream, hEvent, Flags)
                                 : bd_gen_at_cuStreamWaitEvent(hStream, hEvent, Flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamWaitEvent_ptsz(CUstream hStream, CUevent hEvent, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamWaitEvent_ptsz(bd, hStream, hEvent, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamWaitEvent_ptsz(CUstream hStream, CUevent hEvent, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamWaitEvent_ptsz(hStream, hEvent, Flags, bd, bd_file, bd_line) : bd_cuStreamWaitEvent_ptsz(bd, hStream, hEvent, Flags);
}

static inline CUresult bd_inline_cuStreamWaitEvent_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitEvent_ptsz)(hStream, hEvent, Flags)
                                 : bd_gen_at_cuStreamWaitEvent_ptsz(hStream, hEvent, Flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamWaitEvent(bd, hStream, hEvent, Flags) bd_inline_cuStreamWaitEvent_ptsz(__FILE__, __LINE__, bd, hStream, hEvent, Flags)
#else
#define bd_cuStreamWaitEvent(bd, hStream, hEvent, Flags) bd_inline_cuStreamWaitEvent(__FILE__, __LINE__, bd, hStream, hEvent, Flags)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamAddCallback(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamAddCallback(bd, hStream, callback, userData, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamAddCallback(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamAddCallback(hStream, callback, userData, flags, bd, bd_file, bd_line) : bd_cuStreamAddCallback(bd, hStream, callback, userData, flags);
}

static inline CUresult bd_inline_cuStreamAddCallback(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAddCallback)(hStream, callback, userData, flags)
                                 : bd_gen_at_cuStreamAddCallback(hStream, callback, userData, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamAddCallback_ptsz(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamAddCallback_ptsz(bd, hStream, callback, userData, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamAddCallback_ptsz(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamAddCallback_ptsz(hStream, callback, userData, flags, bd, bd_file, bd_line) : bd_cuStreamAddCallback_ptsz(bd, hStream, callback, userData, flags);
}

static inline CUresult bd_inline_cuStreamAddCallback_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAddCallback_ptsz)(hStream, callback, userData, flags)
                                 : bd_gen_at_cuStreamAddCallback_ptsz(hStream, callback, userData, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamAddCallback(bd, hStream, callback, userData, flags) bd_inline_cuStreamAddCallback_ptsz(__FILE__, __LINE__, bd, hStream, callback, userData, flags)
#else
#define bd_cuStreamAddCallback(bd, hStream, callback, userData, flags) bd_inline_cuStreamAddCallback(__FILE__, __LINE__, bd, hStream, callback, userData, flags)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamBeginCapture(CUstream hStream, CUstreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamBeginCapture(bd, hStream, mode);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamBeginCapture(CUstream hStream, CUstreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamBeginCapture(hStream, mode, bd, bd_file, bd_line) : bd_cuStreamBeginCapture(bd, hStream, mode);
}

static inline CUresult bd_inline_cuStreamBeginCapture(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCapture)(hStream, mode)
                                 : bd_gen_at_cuStreamBeginCapture(hStream, mode, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamBeginCapture_ptsz(CUstream hStream, CUstreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamBeginCapture_ptsz(bd, hStream, mode);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamBeginCapture_ptsz(CUstream hStream, CUstreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamBeginCapture_ptsz(hStream, mode, bd, bd_file, bd_line) : bd_cuStreamBeginCapture_ptsz(bd, hStream, mode);
}

static inline CUresult bd_inline_cuStreamBeginCapture_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCapture_ptsz)(hStream, mode)
                                 : bd_gen_at_cuStreamBeginCapture_ptsz(hStream, mode, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamBeginCapture(bd, hStream, mode) bd_inline_cuStreamBeginCapture_ptsz(__FILE__, __LINE__, bd, hStream, mode)
#else
#define bd_cuStreamBeginCapture(bd, hStream, mode) bd_inline_cuStreamBeginCapture(__FILE__, __LINE__, bd, hStream, mode)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamBeginCaptureToGraph(bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamBeginCaptureToGraph(hStream, hGraph, dependencies, dependencyData, numDependencies, mode, bd, bd_file, bd_line) : bd_cuStreamBeginCaptureToGraph(bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}

static inline CUresult bd_inline_cuStreamBeginCaptureToGraph(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCaptureToGraph)(hStream, hGraph, dependencies, dependencyData, numDependencies, mode)
                                 : bd_gen_at_cuStreamBeginCaptureToGraph(hStream, hGraph, dependencies, dependencyData, numDependencies, mode, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamBeginCaptureToGraph_ptsz(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamBeginCaptureToGraph_ptsz(bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamBeginCaptureToGraph_ptsz(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamBeginCaptureToGraph_ptsz(hStream, hGraph, dependencies, dependencyData, numDependencies, mode, bd, bd_file, bd_line) : bd_cuStreamBeginCaptureToGraph_ptsz(bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}

static inline CUresult bd_inline_cuStreamBeginCaptureToGraph_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCaptureToGraph_ptsz)(hStream, hGraph, dependencies, dependencyData, numDependencies, mode)
                                 : bd_gen_at_cuStreamBeginCaptureToGraph_ptsz(hStream, hGraph, dependencies, dependencyData, numDependencies, mode, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamBeginCaptureToGraph(bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode) bd_inline_cuStreamBeginCaptureToGraph_ptsz(__FILE__, __LINE__, bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode)
#else
#define bd_cuStreamBeginCaptureToGraph(bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode) bd_inline_cuStreamBeginCaptureToGraph(__FILE__, __LINE__, bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamEndCapture(CUstream hStream, CUgraph *phGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamEndCapture(bd, hStream, phGraph);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamEndCapture(CUstream hStream, CUgraph *phGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamEndCapture(hStream, phGraph, bd, bd_file, bd_line) : bd_cuStreamEndCapture(bd, hStream, phGraph);
}

static inline CUresult bd_inline_cuStreamEndCapture(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUgraph *phGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamEndCapture)(hStream, phGraph)
                                 : bd_gen_at_cuStreamEndCapture(hStream, phGraph, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamEndCapture_ptsz(CUstream hStream, CUgraph *phGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamEndCapture_ptsz(bd, hStream, phGraph);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamEndCapture_ptsz(CUstream hStream, CUgraph *phGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamEndCapture_ptsz(hStream, phGraph, bd, bd_file, bd_line) : bd_cuStreamEndCapture_ptsz(bd, hStream, phGraph);
}

static inline CUresult bd_inline_cuStreamEndCapture_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUgraph *phGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamEndCapture_ptsz)(hStream, phGraph)
                                 : bd_gen_at_cuStreamEndCapture_ptsz(hStream, phGraph, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamEndCapture(bd, hStream, phGraph) bd_inline_cuStreamEndCapture_ptsz(__FILE__, __LINE__, bd, hStream, phGraph)
#else
#define bd_cuStreamEndCapture(bd, hStream, phGraph) bd_inline_cuStreamEndCapture(__FILE__, __LINE__, bd, hStream, phGraph)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamIsCapturing(bd, hStream, captureStatus);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamIsCapturing(hStream, captureStatus, bd, bd_file, bd_line) : bd_cuStreamIsCapturing(bd, hStream, captureStatus);
}

static inline CUresult bd_inline_cuStreamIsCapturing(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamIsCapturing)(hStream, captureStatus)
                                 : bd_gen_at_cuStreamIsCapturing(hStream, captureStatus, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamIsCapturing_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamIsCapturing_ptsz(bd, hStream, captureStatus);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamIsCapturing_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamIsCapturing_ptsz(hStream, captureStatus, bd, bd_file, bd_line) : bd_cuStreamIsCapturing_ptsz(bd, hStream, captureStatus);
}

static inline CUresult bd_inline_cuStreamIsCapturing_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamIsCapturing_ptsz)(hStream, captureStatus)
                                 : bd_gen_at_cuStreamIsCapturing_ptsz(hStream, captureStatus, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamIsCapturing(bd, hStream, captureStatus) bd_inline_cuStreamIsCapturing_ptsz(__FILE__, __LINE__, bd, hStream, captureStatus)
#else
#define bd_cuStreamIsCapturing(bd, hStream, captureStatus) bd_inline_cuStreamIsCapturing(__FILE__, __LINE__, bd, hStream, captureStatus)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetCaptureInfo(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetCaptureInfo(bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetCaptureInfo(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetCaptureInfo(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, bd, bd_file, bd_line) : bd_cuStreamGetCaptureInfo(bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

static inline CUresult bd_inline_cuStreamGetCaptureInfo(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCaptureInfo)(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out)
                                 : bd_gen_at_cuStreamGetCaptureInfo(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetCaptureInfo_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetCaptureInfo_ptsz(bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetCaptureInfo_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetCaptureInfo_ptsz(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, bd, bd_file, bd_line) : bd_cuStreamGetCaptureInfo_ptsz(bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

static inline CUresult bd_inline_cuStreamGetCaptureInfo_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCaptureInfo_ptsz)(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out)
                                 : bd_gen_at_cuStreamGetCaptureInfo_ptsz(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamGetCaptureInfo(bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out) bd_inline_cuStreamGetCaptureInfo_ptsz(__FILE__, __LINE__, bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out)
#else
#define bd_cuStreamGetCaptureInfo(bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out) bd_inline_cuStreamGetCaptureInfo(__FILE__, __LINE__, bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamUpdateCaptureDependencies(bd, hStream, dependencies, dependencyData, numDependencies, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamUpdateCaptureDependencies(hStream, dependencies, dependencyData, numDependencies, flags, bd, bd_file, bd_line) : bd_cuStreamUpdateCaptureDependencies(bd, hStream, dependencies, dependencyData, numDependencies, flags);
}

static inline CUresult bd_inline_cuStreamUpdateCaptureDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamUpdateCaptureDependencies)(hStream, dependencies, dependencyData, numDependencies, flags)
                                 : bd_gen_at_cuStreamUpdateCaptureDependencies(hStream, dependencies, dependencyData, numDependencies, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamUpdateCaptureDependencies_ptsz(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamUpdateCaptureDependencies_ptsz(bd, hStream, dependencies, dependencyData, numDependencies, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamUpdateCaptureDependencies_ptsz(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamUpdateCaptureDependencies_ptsz(hStream, dependencies, dependencyData, numDependencies, flags, bd, bd_file, bd_line) : bd_cuStreamUpdateCaptureDependencies_ptsz(bd, hStream, dependencies, dependencyData, numDependencies, flags);
}

static inline CUresult bd_inline_cuStreamUpdateCaptureDependencies_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamUpdateCaptureDependencies_ptsz)(hStream, dependencies, dependencyData, numDependencies, flags)
                                 : bd_gen_at_cuStreamUpdateCaptureDependencies_ptsz(hStream, dependencies, dependencyData, numDependencies, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamUpdateCaptureDependencies(bd, hStream, dependencies, dependencyData, numDependencies, flags) bd_inline_cuStreamUpdateCaptureDependencies_ptsz(__FILE__, __LINE__, bd, hStream, dependencies, dependencyData, numDependencies, flags)
#else
#define bd_cuStreamUpdateCaptureDependencies(bd, hStream, dependencies, dependencyData, numDependencies, flags) bd_inline_cuStreamUpdateCaptureDependencies(__FILE__, __LINE__, bd, hStream, dependencies, dependencyData, numDependencies, flags)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamAttachMemAsync(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamAttachMemAsync(bd, hStream, dptr, length, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamAttachMemAsync(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamAttachMemAsync(hStream, dptr, length, flags, bd, bd_file, bd_line) : bd_cuStreamAttachMemAsync(bd, hStream, dptr, length, flags);
}

static inline CUresult bd_inline_cuStreamAttachMemAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAttachMemAsync)(hStream, dptr, length, flags)
                                 : bd_gen_at_cuStreamAttachMemAsync(hStream, dptr, length, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamAttachMemAsync_ptsz(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamAttachMemAsync_ptsz(bd, hStream, dptr, length, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamAttachMemAsync_ptsz(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamAttachMemAsync_ptsz(hStream, dptr, length, flags, bd, bd_file, bd_line) : bd_cuStreamAttachMemAsync_ptsz(bd, hStream, dptr, length, flags);
}

static inline CUresult bd_inline_cuStreamAttachMemAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAttachMemAsync_ptsz)(hStream, dptr, length, flags)
                                 : bd_gen_at_cuStreamAttachMemAsync_ptsz(hStream, dptr, length, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamAttachMemAsync(bd, hStream, dptr, length, flags) bd_inline_cuStreamAttachMemAsync_ptsz(__FILE__, __LINE__, bd, hStream, dptr, length, flags)
#else
#define bd_cuStreamAttachMemAsync(bd, hStream, dptr, length, flags) bd_inline_cuStreamAttachMemAsync(__FILE__, __LINE__, bd, hStream, dptr, length, flags)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamQuery(CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamQuery(bd, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamQuery(CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamQuery(hStream, bd, bd_file, bd_line) : bd_cuStreamQuery(bd, hStream);
}

static inline CUresult bd_inline_cuStreamQuery(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamQuery)(hStream)
                                 : bd_gen_at_cuStreamQuery(hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamQuery_ptsz(CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamQuery_ptsz(bd, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamQuery_ptsz(CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamQuery_ptsz(hStream, bd, bd_file, bd_line) : bd_cuStreamQuery_ptsz(bd, hStream);
}

static inline CUresult bd_inline_cuStreamQuery_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamQuery_ptsz)(hStream)
                                 : bd_gen_at_cuStreamQuery_ptsz(hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamQuery(bd, hStream) bd_inline_cuStreamQuery_ptsz(__FILE__, __LINE__, bd, hStream)
#else
#define bd_cuStreamQuery(bd, hStream) bd_inline_cuStreamQuery(__FILE__, __LINE__, bd, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamSynchronize(CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamSynchronize(bd, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamSynchronize(CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamSynchronize(hStream, bd, bd_file, bd_line) : bd_cuStreamSynchronize(bd, hStream);
}

static inline CUresult bd_inline_cuStreamSynchronize(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSynchronize)(hStream)
                                 : bd_gen_at_cuStreamSynchronize(hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamSynchronize_ptsz(CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamSynchronize_ptsz(bd, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamSynchronize_ptsz(CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamSynchronize_ptsz(hStream, bd, bd_file, bd_line) : bd_cuStreamSynchronize_ptsz(bd, hStream);
}

static inline CUresult bd_inline_cuStreamSynchronize_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSynchronize_ptsz)(hStream)
                                 : bd_gen_at_cuStreamSynchronize_ptsz(hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamSynchronize(bd, hStream) bd_inline_cuStreamSynchronize_ptsz(__FILE__, __LINE__, bd, hStream)
#else
#define bd_cuStreamSynchronize(bd, hStream) bd_inline_cuStreamSynchronize(__FILE__, __LINE__, bd, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamDestroy(CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamDestroy(bd, hStream);
}

static inline CUresult bd_inline_cuStreamDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamDestroy(hStream, bd, bd_file, bd_line) : bd_cuStreamDestroy(bd, hStream);
}
#define bd_cuStreamDestroy(bd, hStream) bd_inline_cuStreamDestroy(__FILE__, __LINE__, bd, hStream)

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamCopyAttributes(CUstream dst, CUstream src, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamCopyAttributes(bd, dst, src);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamCopyAttributes(CUstream dst, CUstream src, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamCopyAttributes(dst, src, bd, bd_file, bd_line) : bd_cuStreamCopyAttributes(bd, dst, src);
}

static inline CUresult bd_inline_cuStreamCopyAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream dst, CUstream src)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCopyAttributes)(dst, src)
                                 : bd_gen_at_cuStreamCopyAttributes(dst, src, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamCopyAttributes_ptsz(CUstream dst, CUstream src, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamCopyAttributes_ptsz(bd, dst, src);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamCopyAttributes_ptsz(CUstream dst, CUstream src, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamCopyAttributes_ptsz(dst, src, bd, bd_file, bd_line) : bd_cuStreamCopyAttributes_ptsz(bd, dst, src);
}

static inline CUresult bd_inline_cuStreamCopyAttributes_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream dst, CUstream src)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCopyAttributes_ptsz)(dst, src)
                                 : bd_gen_at_cuStreamCopyAttributes_ptsz(dst, src, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamCopyAttributes(bd, dst, src) bd_inline_cuStreamCopyAttributes_ptsz(__FILE__, __LINE__, bd, dst, src)
#else
#define bd_cuStreamCopyAttributes(bd, dst, src) bd_inline_cuStreamCopyAttributes(__FILE__, __LINE__, bd, dst, src)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetAttribute(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetAttribute(bd, hStream, attr, value_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetAttribute(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetAttribute(hStream, attr, value_out, bd, bd_file, bd_line) : bd_cuStreamGetAttribute(bd, hStream, attr, value_out);
}

static inline CUresult bd_inline_cuStreamGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetAttribute)(hStream, attr, value_out)
                                 : bd_gen_at_cuStreamGetAttribute(hStream, attr, value_out, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetAttribute_ptsz(bd, hStream, attr, value_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetAttribute_ptsz(hStream, attr, value_out, bd, bd_file, bd_line) : bd_cuStreamGetAttribute_ptsz(bd, hStream, attr, value_out);
}

static inline CUresult bd_inline_cuStreamGetAttribute_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetAttribute_ptsz)(hStream, attr, value_out)
                                 : bd_gen_at_cuStreamGetAttribute_ptsz(hStream, attr, value_out, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamGetAttribute(bd, hStream, attr, value_out) bd_inline_cuStreamGetAttribute_ptsz(__FILE__, __LINE__, bd, hStream, attr, value_out)
#else
#define bd_cuStreamGetAttribute(bd, hStream, attr, value_out) bd_inline_cuStreamGetAttribute(__FILE__, __LINE__, bd, hStream, attr, value_out)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamSetAttribute(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamSetAttribute(bd, hStream, attr, value);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamSetAttribute(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamSetAttribute(hStream, attr, value, bd, bd_file, bd_line) : bd_cuStreamSetAttribute(bd, hStream, attr, value);
}

static inline CUresult bd_inline_cuStreamSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSetAttribute)(hStream, attr, value)
                                 : bd_gen_at_cuStreamSetAttribute(hStream, attr, value, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamSetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamSetAttribute_ptsz(bd, hStream, attr, value);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamSetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamSetAttribute_ptsz(hStream, attr, value, bd, bd_file, bd_line) : bd_cuStreamSetAttribute_ptsz(bd, hStream, attr, value);
}

static inline CUresult bd_inline_cuStreamSetAttribute_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSetAttribute_ptsz)(hStream, attr, value)
                                 : bd_gen_at_cuStreamSetAttribute_ptsz(hStream, attr, value, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamSetAttribute(bd, hStream, attr, value) bd_inline_cuStreamSetAttribute_ptsz(__FILE__, __LINE__, bd, hStream, attr, value)
#else
#define bd_cuStreamSetAttribute(bd, hStream, attr, value) bd_inline_cuStreamSetAttribute(__FILE__, __LINE__, bd, hStream, attr, value)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuEventCreate(CUevent *phEvent, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuEventCreate(bd, phEvent, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuEventCreate(CUevent *phEvent, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuEventCreate(phEvent, Flags, bd, bd_file, bd_line) : bd_cuEventCreate(bd, phEvent, Flags);
}

static inline CUresult bd_inline_cuEventCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent *phEvent, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventCreate)(phEvent, Flags)
                                 : bd_gen_at_cuEventCreate(phEvent, Flags, bd, bd_file, bd_line);
}
#define bd_cuEventCreate(bd, phEvent, Flags) bd_inline_cuEventCreate(__FILE__, __LINE__, bd, phEvent, Flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuEventRecord(CUevent hEvent, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuEventRecord(bd, hEvent, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuEventRecord(CUevent hEvent, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuEventRecord(hEvent, hStream, bd, bd_file, bd_line) : bd_cuEventRecord(bd, hEvent, hStream);
}

static inline CUresult bd_inline_cuEventRecord(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecord)(hEvent, hStream)
                                 : bd_gen_at_cuEventRecord(hEvent, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuEventRecord_ptsz(CUevent hEvent, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuEventRecord_ptsz(bd, hEvent, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuEventRecord_ptsz(CUevent hEvent, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuEventRecord_ptsz(hEvent, hStream, bd, bd_file, bd_line) : bd_cuEventRecord_ptsz(bd, hEvent, hStream);
}

static inline CUresult bd_inline_cuEventRecord_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecord_ptsz)(hEvent, hStream)
                                 : bd_gen_at_cuEventRecord_ptsz(hEvent, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuEventRecord(bd, hEvent, hStream) bd_inline_cuEventRecord_ptsz(__FILE__, __LINE__, bd, hEvent, hStream)
#else
#define bd_cuEventRecord(bd, hEvent, hStream) bd_inline_cuEventRecord(__FILE__, __LINE__, bd, hEvent, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuEventRecordWithFlags(bd, hEvent, hStream, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuEventRecordWithFlags(hEvent, hStream, flags, bd, bd_file, bd_line) : bd_cuEventRecordWithFlags(bd, hEvent, hStream, flags);
}

static inline CUresult bd_inline_cuEventRecordWithFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecordWithFlags)(hEvent, hStream, flags)
                                 : bd_gen_at_cuEventRecordWithFlags(hEvent, hStream, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuEventRecordWithFlags_ptsz(CUevent hEvent, CUstream hStream, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuEventRecordWithFlags_ptsz(bd, hEvent, hStream, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuEventRecordWithFlags_ptsz(CUevent hEvent, CUstream hStream, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuEventRecordWithFlags_ptsz(hEvent, hStream, flags, bd, bd_file, bd_line) : bd_cuEventRecordWithFlags_ptsz(bd, hEvent, hStream, flags);
}

static inline CUresult bd_inline_cuEventRecordWithFlags_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecordWithFlags_ptsz)(hEvent, hStream, flags)
                                 : bd_gen_at_cuEventRecordWithFlags_ptsz(hEvent, hStream, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuEventRecordWithFlags(bd, hEvent, hStream, flags) bd_inline_cuEventRecordWithFlags_ptsz(__FILE__, __LINE__, bd, hEvent, hStream, flags)
#else
#define bd_cuEventRecordWithFlags(bd, hEvent, hStream, flags) bd_inline_cuEventRecordWithFlags(__FILE__, __LINE__, bd, hEvent, hStream, flags)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuEventQuery(CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuEventQuery(bd, hEvent);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuEventQuery(CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuEventQuery(hEvent, bd, bd_file, bd_line) : bd_cuEventQuery(bd, hEvent);
}

static inline CUresult bd_inline_cuEventQuery(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventQuery)(hEvent)
                                 : bd_gen_at_cuEventQuery(hEvent, bd, bd_file, bd_line);
}
#define bd_cuEventQuery(bd, hEvent) bd_inline_cuEventQuery(__FILE__, __LINE__, bd, hEvent)

BD_GEN_NOTED CUresult bd_gen_noted_cuEventSynchronize(CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuEventSynchronize(bd, hEvent);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuEventSynchronize(CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuEventSynchronize(hEvent, bd, bd_file, bd_line) : bd_cuEventSynchronize(bd, hEvent);
}

static inline CUresult bd_inline_cuEventSynchronize(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventSynchronize)(hEvent)
                                 : bd_gen_at_cuEventSynchronize(hEvent, bd, bd_file, bd_line);
}
#define bd_cuEventSynchronize(bd, hEvent) bd_inline_cuEventSynchronize(__FILE__, __LINE__, bd, hEvent)

BD_GEN_NOTED CUresult bd_gen_noted_cuEventDestroy(CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuEventDestroy(bd, hEvent);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuEventDestroy(CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuEventDestroy(hEvent, bd, bd_file, bd_line) : bd_cuEventDestroy(bd, hEvent);
}

static inline CUresult bd_inline_cuEventDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventDestroy)(hEvent)
                                 : bd_gen_at_cuEventDestroy(hEvent, bd, bd_file, bd_line);
}
#define bd_cuEventDestroy(bd, hEvent) bd_inline_cuEventDestroy(__FILE__, __LINE__, bd, hEvent)

BD_GEN_NOTED CUresult bd_gen_noted_cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuEventElapsedTime(bd, pMilliseconds, hStart, hEnd);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuEventElapsedTime(pMilliseconds, hStart, hEnd, bd, bd_file, bd_line) : bd_cuEventElapsedTime(bd, pMilliseconds, hStart, hEnd);
}

static inline CUresult bd_inline_cuEventElapsedTime(const char *bd_file, int bd_line, bound_dev_t *bd, float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventElapsedTime)(pMilliseconds, hStart, hEnd)
                                 : bd_gen_at_cuEventElapsedTime(pMilliseconds, hStart, hEnd, bd, bd_file, bd_line);
}
#define bd_cuEventElapsedTime(bd, pMilliseconds, hStart, hEnd) bd_inline_cuEventElapsedTime(__FILE__, __LINE__, bd, pMilliseconds, hStart, hEnd)

BD_GEN_NOTED CUresult bd_gen_noted_cuImportExternalMemory(CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuImportExternalMemory(bd, extMem_out, memHandleDesc);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuImportExternalMemory(CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuImportExternalMemory(extMem_out, memHandleDesc, bd, bd_file, bd_line) : bd_cuImportExternalMemory(bd, extMem_out, memHandleDesc);
}

static inline CUresult bd_inline_cuImportExternalMemory(const char *bd_file, int bd_line, bound_dev_t *bd, CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuImportExternalMemory)(extMem_out, memHandleDesc)
                                 : bd_gen_at_cuImportExternalMemory(extMem_out, memHandleDesc, bd, bd_file, bd_line);
}
#define bd_cuImportExternalMemory(bd, extMem_out, memHandleDesc) bd_inline_cuImportExternalMemory(__FILE__, __LINE__, bd, extMem_out, memHandleDesc)

BD_GEN_NOTED CUresult bd_gen_noted_cuExternalMemoryGetMappedBuffer(CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuExternalMemoryGetMappedBuffer(bd, devPtr, extMem, bufferDesc);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuExternalMemoryGetMappedBuffer(CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc, bd, bd_file, bd_line) : bd_cuExternalMemoryGetMappedBuffer(bd, devPtr, extMem, bufferDesc);
}

static inline CUresult bd_inline_cuExternalMemoryGetMappedBuffer(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuExternalMemoryGetMappedBuffer)(devPtr, extMem, bufferDesc)
                                 : bd_gen_at_cuExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc, bd, bd_file, bd_line);
}
#define bd_cuExternalMemoryGetMappedBuffer(bd, devPtr, extMem, bufferDesc) bd_inline_cuExternalMemoryGetMappedBuffer(__FILE__, __LINE__, bd, devPtr, extMem, bufferDesc)

BD_GEN_NOTED CUresult bd_gen_noted_cuExternalMemoryGetMappedMipmappedArray(CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuExternalMemoryGetMappedMipmappedArray(bd, mipmap, extMem, mipmapDesc);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuExternalMemoryGetMappedMipmappedArray(CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc, bd, bd_file, bd_line) : bd_cuExternalMemoryGetMappedMipmappedArray(bd, mipmap, extMem, mipmapDesc);
}

static inline CUresult bd_inline_cuExternalMemoryGetMappedMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuExternalMemoryGetMappedMipmappedArray)(mipmap, extMem, mipmapDesc)
                                 : bd_gen_at_cuExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc, bd, bd_file, bd_line);
}
#define bd_cuExternalMemoryGetMappedMipmappedArray(bd, mipmap, extMem, mipmapDesc) bd_inline_cuExternalMemoryGetMappedMipmappedArray(__FILE__, __LINE__, bd, mipmap, extMem, mipmapDesc)

BD_GEN_NOTED CUresult bd_gen_noted_cuDestroyExternalMemory(CUexternalMemory extMem, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuDestroyExternalMemory(bd, extMem);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuDestroyExternalMemory(CUexternalMemory extMem, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuDestroyExternalMemory(extMem, bd, bd_file, bd_line) : bd_cuDestroyExternalMemory(bd, extMem);
}

static inline CUresult bd_inline_cuDestroyExternalMemory(const char *bd_file, int bd_line, bound_dev_t *bd, CUexternalMemory extMem)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuDestroyExternalMemory)(extMem)
                                 : bd_gen_at_cuDestroyExternalMemory(extMem, bd, bd_file, bd_line);
}
#define bd_cuDestroyExternalMemory(bd, extMem) bd_inline_cuDestroyExternalMemory(__FILE__, __LINE__, bd, extMem)

BD_GEN_NOTED CUresult bd_gen_noted_cuImportExternalSemaphore(CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuImportExternalSemaphore(bd, extSem_out, semHandleDesc);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuImportExternalSemaphore(CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuImportExternalSemaphore(extSem_out, semHandleDesc, bd, bd_file, bd_line) : bd_cuImportExternalSemaphore(bd, extSem_out, semHandleDesc);
}

static inline CUresult bd_inline_cuImportExternalSemaphore(const char *bd_file, int bd_line, bound_dev_t *bd, CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuImportExternalSemaphore)(extSem_out, semHandleDesc)
                                 : bd_gen_at_cuImportExternalSemaphore(extSem_out, semHandleDesc, bd, bd_file, bd_line);
}
#define bd_cuImportExternalSemaphore(bd, extSem_out, semHandleDesc) bd_inline_cuImportExternalSemaphore(__FILE__, __LINE__, bd, extSem_out, semHandleDesc)

BD_GEN_NOTED CUresult bd_gen_noted_cuSignalExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuSignalExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuSignalExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line) : bd_cuSignalExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream);
}

static inline CUresult bd_inline_cuSignalExternalSemaphoresAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuSignalExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_at_cuSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuSignalExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuSignalExternalSemaphoresAsync_ptsz(bd, extSemArray, paramsArray, numExtSems, stream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuSignalExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuSignalExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line) : bd_cuSignalExternalSemaphoresAsync_ptsz(bd, extSemArray, paramsArray, numExtSems, stream);
}

static inline CUresult bd_inline_cuSignalExternalSemaphoresAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuSignalExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_at_cuSignalExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuSignalExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream) bd_inline_cuSignalExternalSemaphoresAsync_ptsz(__FILE__, __LINE__, bd, extSemArray, paramsArray, numExtSems, stream)
#else
#define bd_cuSignalExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream) bd_inline_cuSignalExternalSemaphoresAsync(__FILE__, __LINE__, bd, extSemArray, paramsArray, numExtSems, stream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuWaitExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuWaitExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuWaitExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line) : bd_cuWaitExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream);
}

static inline CUresult bd_inline_cuWaitExternalSemaphoresAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuWaitExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_at_cuWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuWaitExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuWaitExternalSemaphoresAsync_ptsz(bd, extSemArray, paramsArray, numExtSems, stream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuWaitExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuWaitExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line) : bd_cuWaitExternalSemaphoresAsync_ptsz(bd, extSemArray, paramsArray, numExtSems, stream);
}

static inline CUresult bd_inline_cuWaitExternalSemaphoresAsync_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuWaitExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_at_cuWaitExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuWaitExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream) bd_inline_cuWaitExternalSemaphoresAsync_ptsz(__FILE__, __LINE__, bd, extSemArray, paramsArray, numExtSems, stream)
#else
#define bd_cuWaitExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream) bd_inline_cuWaitExternalSemaphoresAsync(__FILE__, __LINE__, bd, extSemArray, paramsArray, numExtSems, stream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuDestroyExternalSemaphore(CUexternalSemaphore extSem, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuDestroyExternalSemaphore(bd, extSem);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuDestroyExternalSemaphore(CUexternalSemaphore extSem, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuDestroyExternalSemaphore(extSem, bd, bd_file, bd_line) : bd_cuDestroyExternalSemaphore(bd, extSem);
}

static inline CUresult bd_inline_cuDestroyExternalSemaphore(const char *bd_file, int bd_line, bound_dev_t *bd, CUexternalSemaphore extSem)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuDestroyExternalSemaphore)(extSem)
                                 : bd_gen_at_cuDestroyExternalSemaphore(extSem, bd, bd_file, bd_line);
}
#define bd_cuDestroyExternalSemaphore(bd, extSem) bd_inline_cuDestroyExternalSemaphore(__FILE__, __LINE__, bd, extSem)

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamWaitValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamWaitValue32(bd, stream, addr, value, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamWaitValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamWaitValue32(stream, addr, value, flags, bd, bd_file, bd_line) : bd_cuStreamWaitValue32(bd, stream, addr, value, flags);
}

static inline CUresult bd_inline_cuStreamWaitValue32(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue32)(stream, addr, value, flags)
                                 : bd_gen_at_cuStreamWaitValue32(stream, addr, value, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamWaitValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamWaitValue32_ptsz(bd, stream, addr, value, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamWaitValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamWaitValue32_ptsz(stream, addr, value, flags, bd, bd_file, bd_line) : bd_cuStreamWaitValue32_ptsz(bd, stream, addr, value, flags);
}

static inline CUresult bd_inline_cuStreamWaitValue32_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue32_ptsz)(stream, addr, value, flags)
                                 : bd_gen_at_cuStreamWaitValue32_ptsz(stream, addr, value, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamWaitValue32(bd, stream, addr, value, flags) bd_inline_cuStreamWaitValue32_ptsz(__FILE__, __LINE__, bd, stream, addr, value, flags)
#else
#define bd_cuStreamWaitValue32(bd, stream, addr, value, flags) bd_inline_cuStreamWaitValue32(__FILE__, __LINE__, bd, stream, addr, value, flags)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamWaitValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamWaitValue64(bd, stream, addr, value, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamWaitValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamWaitValue64(stream, addr, value, flags, bd, bd_file, bd_line) : bd_cuStreamWaitValue64(bd, stream, addr, value, flags);
}

static inline CUresult bd_inline_cuStreamWaitValue64(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue64)(stream, addr, value, flags)
                                 : bd_gen_at_cuStreamWaitValue64(stream, addr, value, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamWaitValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamWaitValue64_ptsz(bd, stream, addr, value, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamWaitValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamWaitValue64_ptsz(stream, addr, value, flags, bd, bd_file, bd_line) : bd_cuStreamWaitValue64_ptsz(bd, stream, addr, value, flags);
}

static inline CUresult bd_inline_cuStreamWaitValue64_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue64_ptsz)(stream, addr, value, flags)
                                 : bd_gen_at_cuStreamWaitValue64_ptsz(stream, addr, value, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamWaitValue64(bd, stream, addr, value, flags) bd_inline_cuStreamWaitValue64_ptsz(__FILE__, __LINE__, bd, stream, addr, value, flags)
#else
#define bd_cuStreamWaitValue64(bd, stream, addr, value, flags) bd_inline_cuStreamWaitValue64(__FILE__, __LINE__, bd, stream, addr, value, flags)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamWriteValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamWriteValue32(bd, stream, addr, value, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamWriteValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamWriteValue32(stream, addr, value, flags, bd, bd_file, bd_line) : bd_cuStreamWriteValue32(bd, stream, addr, value, flags);
}

static inline CUresult bd_inline_cuStreamWriteValue32(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue32)(stream, addr, value, flags)
                                 : bd_gen_at_cuStreamWriteValue32(stream, addr, value, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamWriteValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamWriteValue32_ptsz(bd, stream, addr, value, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamWriteValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamWriteValue32_ptsz(stream, addr, value, flags, bd, bd_file, bd_line) : bd_cuStreamWriteValue32_ptsz(bd, stream, addr, value, flags);
}

static inline CUresult bd_inline_cuStreamWriteValue32_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue32_ptsz)(stream, addr, value, flags)
                                 : bd_gen_at_cuStreamWriteValue32_ptsz(stream, addr, value, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamWriteValue32(bd, stream, addr, value, flags) bd_inline_cuStreamWriteValue32_ptsz(__FILE__, __LINE__, bd, stream, addr, value, flags)
#else
#define bd_cuStreamWriteValue32(bd, stream, addr, value, flags) bd_inline_cuStreamWriteValue32(__FILE__, __LINE__, bd, stream, addr, value, flags)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamWriteValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamWriteValue64(bd, stream, addr, value, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamWriteValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamWriteValue64(stream, addr, value, flags, bd, bd_file, bd_line) : bd_cuStreamWriteValue64(bd, stream, addr, value, flags);
}

static inline CUresult bd_inline_cuStreamWriteValue64(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue64)(stream, addr, value, flags)
                                 : bd_gen_at_cuStreamWriteValue64(stream, addr, value, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamWriteValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamWriteValue64_ptsz(bd, stream, addr, value, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamWriteValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamWriteValue64_ptsz(stream, addr, value, flags, bd, bd_file, bd_line) : bd_cuStreamWriteValue64_ptsz(bd, stream, addr, value, flags);
}

static inline CUresult bd_inline_cuStreamWriteValue64_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue64_ptsz)(stream, addr, value, flags)
                                 : bd_gen_at_cuStreamWriteValue64_ptsz(stream, addr, value, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamWriteValue64(bd, stream, addr, value, flags) bd_inline_cuStreamWriteValue64_ptsz(__FILE__, __LINE__, bd, stream, addr, value, flags)
#else
#define bd_cuStreamWriteValue64(bd, stream, addr, value, flags) bd_inline_cuStreamWriteValue64(__FILE__, __LINE__, bd, stream, addr, value, flags)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamBatchMemOp(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamBatchMemOp(bd, stream, count, paramArray, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamBatchMemOp(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamBatchMemOp(stream, count, paramArray, flags, bd, bd_file, bd_line) : bd_cuStreamBatchMemOp(bd, stream, count, paramArray, flags);
}

static inline CUresult bd_inline_cuStreamBatchMemOp(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBatchMemOp)(stream, count, paramArray, flags)
                                 : bd_gen_at_cuStreamBatchMemOp(stream, count, paramArray, flags, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamBatchMemOp_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamBatchMemOp_ptsz(bd, stream, count, paramArray, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamBatchMemOp_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamBatchMemOp_ptsz(stream, count, paramArray, flags, bd, bd_file, bd_line) : bd_cuStreamBatchMemOp_ptsz(bd, stream, count, paramArray, flags);
}

static inline CUresult bd_inline_cuStreamBatchMemOp_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBatchMemOp_ptsz)(stream, count, paramArray, flags)
                                 : bd_gen_at_cuStreamBatchMemOp_ptsz(stream, count, paramArray, flags, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuStreamBatchMemOp(bd, stream, count, paramArray, flags) bd_inline_cuStreamBatchMemOp_ptsz(__FILE__, __LINE__, bd, stream, count, paramArray, flags)
#else
#define bd_cuStreamBatchMemOp(bd, stream, count, paramArray, flags) bd_inline_cuStreamBatchMemOp(__FILE__, __LINE__, bd, stream, count, paramArray, flags)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFuncGetAttribute(bd, pi, attrib, hfunc);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFuncGetAttribute(pi, attrib, hfunc, bd, bd_file, bd_line) : bd_cuFuncGetAttribute(bd, pi, attrib, hfunc);
}

static inline CUresult bd_inline_cuFuncGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetAttribute)(pi, attrib, hfunc)
                                 : bd_gen_at_cuFuncGetAttribute(pi, attrib, hfunc, bd, bd_file, bd_line);
}
#define bd_cuFuncGetAttribute(bd, pi, attrib, hfunc) bd_inline_cuFuncGetAttribute(__FILE__, __LINE__, bd, pi, attrib, hfunc)

BD_GEN_NOTED CUresult bd_gen_noted_cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFuncSetAttribute(bd, hfunc, attrib, value);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFuncSetAttribute(hfunc, attrib, value, bd, bd_file, bd_line) : bd_cuFuncSetAttribute(bd, hfunc, attrib, value);
}

static inline CUresult bd_inline_cuFuncSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetAttribute)(hfunc, attrib, value)
                                 : bd_gen_at_cuFuncSetAttribute(hfunc, attrib, value, bd, bd_file, bd_line);
}
#define bd_cuFuncSetAttribute(bd, hfunc, attrib, value) bd_inline_cuFuncSetAttribute(__FILE__, __LINE__, bd, hfunc, attrib, value)

BD_GEN_NOTED CUresult bd_gen_noted_cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFuncSetCacheConfig(bd, hfunc, config);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFuncSetCacheConfig(hfunc, config, bd, bd_file, bd_line) : bd_cuFuncSetCacheConfig(bd, hfunc, config);
}

static inline CUresult bd_inline_cuFuncSetCacheConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, CUfunc_cache config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetCacheConfig)(hfunc, config)
                                 : bd_gen_at_cuFuncSetCacheConfig(hfunc, config, bd, bd_file, bd_line);
}
#define bd_cuFuncSetCacheConfig(bd, hfunc, config) bd_inline_cuFuncSetCacheConfig(__FILE__, __LINE__, bd, hfunc, config)

BD_GEN_NOTED CUresult bd_gen_noted_cuFuncGetModule(CUmodule *hmod, CUfunction hfunc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFuncGetModule(bd, hmod, hfunc);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFuncGetModule(CUmodule *hmod, CUfunction hfunc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFuncGetModule(hmod, hfunc, bd, bd_file, bd_line) : bd_cuFuncGetModule(bd, hmod, hfunc);
}

static inline CUresult bd_inline_cuFuncGetModule(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *hmod, CUfunction hfunc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetModule)(hmod, hfunc)
                                 : bd_gen_at_cuFuncGetModule(hmod, hfunc, bd, bd_file, bd_line);
}
#define bd_cuFuncGetModule(bd, hmod, hfunc) bd_inline_cuFuncGetModule(__FILE__, __LINE__, bd, hmod, hfunc)

BD_GEN_NOTED CUresult bd_gen_noted_cuFuncGetName(const char **name, CUfunction hfunc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFuncGetName(bd, name, hfunc);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFuncGetName(const char **name, CUfunction hfunc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFuncGetName(name, hfunc, bd, bd_file, bd_line) : bd_cuFuncGetName(bd, name, hfunc);
}

static inline CUresult bd_inline_cuFuncGetName(const char *bd_file, int bd_line, bound_dev_t *bd, const char **name, CUfunction hfunc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetName)(name, hfunc)
                                 : bd_gen_at_cuFuncGetName(name, hfunc, bd, bd_file, bd_line);
}
#define bd_cuFuncGetName(bd, name, hfunc) bd_inline_cuFuncGetName(__FILE__, __LINE__, bd, name, hfunc)

BD_GEN_NOTED CUresult bd_gen_noted_cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFuncGetParamInfo(bd, func, paramIndex, paramOffset, paramSize);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFuncGetParamInfo(func, paramIndex, paramOffset, paramSize, bd, bd_file, bd_line) : bd_cuFuncGetParamInfo(bd, func, paramIndex, paramOffset, paramSize);
}

static inline CUresult bd_inline_cuFuncGetParamInfo(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetParamInfo)(func, paramIndex, paramOffset, paramSize)
                                 : bd_gen_at_cuFuncGetParamInfo(func, paramIndex, paramOffset, paramSize, bd, bd_file, bd_line);
}
#define bd_cuFuncGetParamInfo(bd, func, paramIndex, paramOffset, paramSize) bd_inline_cuFuncGetParamInfo(__FILE__, __LINE__, bd, func, paramIndex, paramOffset, paramSize)

BD_GEN_NOTED CUresult bd_gen_noted_cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFuncIsLoaded(bd, state, function);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFuncIsLoaded(state, function, bd, bd_file, bd_line) : bd_cuFuncIsLoaded(bd, state, function);
}

static inline CUresult bd_inline_cuFuncIsLoaded(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunctionLoadingState *state, CUfunction function)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncIsLoaded)(state, function)
                                 : bd_gen_at_cuFuncIsLoaded(state, function, bd, bd_file, bd_line);
}
#define bd_cuFuncIsLoaded(bd, state, function) bd_inline_cuFuncIsLoaded(__FILE__, __LINE__, bd, state, function)

BD_GEN_NOTED CUresult bd_gen_noted_cuFuncLoad(CUfunction function, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFuncLoad(bd, function);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFuncLoad(CUfunction function, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFuncLoad(function, bd, bd_file, bd_line) : bd_cuFuncLoad(bd, function);
}

static inline CUresult bd_inline_cuFuncLoad(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction function)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncLoad)(function)
                                 : bd_gen_at_cuFuncLoad(function, bd, bd_file, bd_line);
}
#define bd_cuFuncLoad(bd, function) bd_inline_cuFuncLoad(__FILE__, __LINE__, bd, function)

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunchKernel(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}

static inline CUresult bd_inline_cuLaunchKernel(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunchKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra, bd, bd_file, bd_line) : bd_cuLaunchKernel(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunchKernel_ptsz(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunchKernel_ptsz(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}

static inline CUresult bd_inline_cuLaunchKernel_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunchKernel_ptsz(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra, bd, bd_file, bd_line) : bd_cuLaunchKernel_ptsz(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuLaunchKernel(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra) bd_inline_cuLaunchKernel_ptsz(__FILE__, __LINE__, bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra)
#else
#define bd_cuLaunchKernel(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra) bd_inline_cuLaunchKernel(__FILE__, __LINE__, bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunchKernelEx(bd, config, f, kernelParams, extra);
}

static inline CUresult bd_inline_cuLaunchKernelEx(const char *bd_file, int bd_line, bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunchKernelEx(config, f, kernelParams, extra, bd, bd_file, bd_line) : bd_cuLaunchKernelEx(bd, config, f, kernelParams, extra);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunchKernelEx_ptsz(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunchKernelEx_ptsz(bd, config, f, kernelParams, extra);
}

static inline CUresult bd_inline_cuLaunchKernelEx_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunchKernelEx_ptsz(config, f, kernelParams, extra, bd, bd_file, bd_line) : bd_cuLaunchKernelEx_ptsz(bd, config, f, kernelParams, extra);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuLaunchKernelEx(bd, config, f, kernelParams, extra) bd_inline_cuLaunchKernelEx_ptsz(__FILE__, __LINE__, bd, config, f, kernelParams, extra)
#else
#define bd_cuLaunchKernelEx(bd, config, f, kernelParams, extra) bd_inline_cuLaunchKernelEx(__FILE__, __LINE__, bd, config, f, kernelParams, extra)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunchCooperativeKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunchCooperativeKernel(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}

static inline CUresult bd_inline_cuLaunchCooperativeKernel(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunchCooperativeKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, bd, bd_file, bd_line) : bd_cuLaunchCooperativeKernel(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunchCooperativeKernel_ptsz(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunchCooperativeKernel_ptsz(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}

static inline CUresult bd_inline_cuLaunchCooperativeKernel_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunchCooperativeKernel_ptsz(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, bd, bd_file, bd_line) : bd_cuLaunchCooperativeKernel_ptsz(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuLaunchCooperativeKernel(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams) bd_inline_cuLaunchCooperativeKernel_ptsz(__FILE__, __LINE__, bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams)
#else
#define bd_cuLaunchCooperativeKernel(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams) bd_inline_cuLaunchCooperativeKernel(__FILE__, __LINE__, bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunchCooperativeKernelMultiDevice(CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunchCooperativeKernelMultiDevice(bd, launchParamsList, numDevices, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuLaunchCooperativeKernelMultiDevice(CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunchCooperativeKernelMultiDevice(launchParamsList, numDevices, flags, bd, bd_file, bd_line) : bd_cuLaunchCooperativeKernelMultiDevice(bd, launchParamsList, numDevices, flags);
}

static inline CUresult bd_inline_cuLaunchCooperativeKernelMultiDevice(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchCooperativeKernelMultiDevice)(launchParamsList, numDevices, flags)
                                 : bd_gen_at_cuLaunchCooperativeKernelMultiDevice(launchParamsList, numDevices, flags, bd, bd_file, bd_line);
}
#define bd_cuLaunchCooperativeKernelMultiDevice(bd, launchParamsList, numDevices, flags) bd_inline_cuLaunchCooperativeKernelMultiDevice(__FILE__, __LINE__, bd, launchParamsList, numDevices, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunchHostFunc(bd, hStream, fn, userData);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunchHostFunc(hStream, fn, userData, bd, bd_file, bd_line) : bd_cuLaunchHostFunc(bd, hStream, fn, userData);
}

static inline CUresult bd_inline_cuLaunchHostFunc(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchHostFunc)(hStream, fn, userData)
                                 : bd_gen_at_cuLaunchHostFunc(hStream, fn, userData, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunchHostFunc_ptsz(CUstream hStream, CUhostFn fn, void *userData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunchHostFunc_ptsz(bd, hStream, fn, userData);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuLaunchHostFunc_ptsz(CUstream hStream, CUhostFn fn, void *userData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunchHostFunc_ptsz(hStream, fn, userData, bd, bd_file, bd_line) : bd_cuLaunchHostFunc_ptsz(bd, hStream, fn, userData);
}

static inline CUresult bd_inline_cuLaunchHostFunc_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchHostFunc_ptsz)(hStream, fn, userData)
                                 : bd_gen_at_cuLaunchHostFunc_ptsz(hStream, fn, userData, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuLaunchHostFunc(bd, hStream, fn, userData) bd_inline_cuLaunchHostFunc_ptsz(__FILE__, __LINE__, bd, hStream, fn, userData)
#else
#define bd_cuLaunchHostFunc(bd, hStream, fn, userData) bd_inline_cuLaunchHostFunc(__FILE__, __LINE__, bd, hStream, fn, userData)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuFuncSetBlockShape(CUfunction hfunc, int x, int y, int z, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFuncSetBlockShape(bd, hfunc, x, y, z);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFuncSetBlockShape(CUfunction hfunc, int x, int y, int z, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFuncSetBlockShape(hfunc, x, y, z, bd, bd_file, bd_line) : bd_cuFuncSetBlockShape(bd, hfunc, x, y, z);
}

static inline CUresult bd_inline_cuFuncSetBlockShape(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, int x, int y, int z)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetBlockShape)(hfunc, x, y, z)
                                 : bd_gen_at_cuFuncSetBlockShape(hfunc, x, y, z, bd, bd_file, bd_line);
}
#define bd_cuFuncSetBlockShape(bd, hfunc, x, y, z) bd_inline_cuFuncSetBlockShape(__FILE__, __LINE__, bd, hfunc, x, y, z)

BD_GEN_NOTED CUresult bd_gen_noted_cuFuncSetSharedSize(CUfunction hfunc, unsigned int bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFuncSetSharedSize(bd, hfunc, bytes);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFuncSetSharedSize(CUfunction hfunc, unsigned int bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFuncSetSharedSize(hfunc, bytes, bd, bd_file, bd_line) : bd_cuFuncSetSharedSize(bd, hfunc, bytes);
}

static inline CUresult bd_inline_cuFuncSetSharedSize(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, unsigned int bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetSharedSize)(hfunc, bytes)
                                 : bd_gen_at_cuFuncSetSharedSize(hfunc, bytes, bd, bd_file, bd_line);
}
#define bd_cuFuncSetSharedSize(bd, hfunc, bytes) bd_inline_cuFuncSetSharedSize(__FILE__, __LINE__, bd, hfunc, bytes)

BD_GEN_NOTED CUresult bd_gen_noted_cuParamSetSize(CUfunction hfunc, unsigned int numbytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuParamSetSize(bd, hfunc, numbytes);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuParamSetSize(CUfunction hfunc, unsigned int numbytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuParamSetSize(hfunc, numbytes, bd, bd_file, bd_line) : bd_cuParamSetSize(bd, hfunc, numbytes);
}

static inline CUresult bd_inline_cuParamSetSize(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, unsigned int numbytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetSize)(hfunc, numbytes)
                                 : bd_gen_at_cuParamSetSize(hfunc, numbytes, bd, bd_file, bd_line);
}
#define bd_cuParamSetSize(bd, hfunc, numbytes) bd_inline_cuParamSetSize(__FILE__, __LINE__, bd, hfunc, numbytes)

BD_GEN_NOTED CUresult bd_gen_noted_cuParamSeti(CUfunction hfunc, int offset, unsigned int value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuParamSeti(bd, hfunc, offset, value);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuParamSeti(CUfunction hfunc, int offset, unsigned int value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuParamSeti(hfunc, offset, value, bd, bd_file, bd_line) : bd_cuParamSeti(bd, hfunc, offset, value);
}

static inline CUresult bd_inline_cuParamSeti(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, int offset, unsigned int value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSeti)(hfunc, offset, value)
                                 : bd_gen_at_cuParamSeti(hfunc, offset, value, bd, bd_file, bd_line);
}
#define bd_cuParamSeti(bd, hfunc, offset, value) bd_inline_cuParamSeti(__FILE__, __LINE__, bd, hfunc, offset, value)

BD_GEN_NOTED CUresult bd_gen_noted_cuParamSetf(CUfunction hfunc, int offset, float value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuParamSetf(bd, hfunc, offset, value);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuParamSetf(CUfunction hfunc, int offset, float value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuParamSetf(hfunc, offset, value, bd, bd_file, bd_line) : bd_cuParamSetf(bd, hfunc, offset, value);
}

static inline CUresult bd_inline_cuParamSetf(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, int offset, float value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetf)(hfunc, offset, value)
                                 : bd_gen_at_cuParamSetf(hfunc, offset, value, bd, bd_file, bd_line);
}
#define bd_cuParamSetf(bd, hfunc, offset, value) bd_inline_cuParamSetf(__FILE__, __LINE__, bd, hfunc, offset, value)

BD_GEN_NOTED CUresult bd_gen_noted_cuParamSetv(CUfunction hfunc, int offset, void *ptr, unsigned int numbytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuParamSetv(bd, hfunc, offset, ptr, numbytes);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuParamSetv(CUfunction hfunc, int offset, void *ptr, unsigned int numbytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuParamSetv(hfunc, offset, ptr, numbytes, bd, bd_file, bd_line) : bd_cuParamSetv(bd, hfunc, offset, ptr, numbytes);
}

static inline CUresult bd_inline_cuParamSetv(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetv)(hfunc, offset, ptr, numbytes)
                                 : bd_gen_at_cuParamSetv(hfunc, offset, ptr, numbytes, bd, bd_file, bd_line);
}
#define bd_cuParamSetv(bd, hfunc, offset, ptr, numbytes) bd_inline_cuParamSetv(__FILE__, __LINE__, bd, hfunc, offset, ptr, numbytes)

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunch(CUfunction f, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunch(bd, f);
}

static inline CUresult bd_inline_cuLaunch(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunch(f, bd, bd_file, bd_line) : bd_cuLaunch(bd, f);
}
#define bd_cuLaunch(bd, f) bd_inline_cuLaunch(__FILE__, __LINE__, bd, f)

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunchGrid(CUfunction f, int grid_width, int grid_height, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunchGrid(bd, f, grid_width, grid_height);
}

static inline CUresult bd_inline_cuLaunchGrid(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f, int grid_width, int grid_height)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunchGrid(f, grid_width, grid_height, bd, bd_file, bd_line) : bd_cuLaunchGrid(bd, f, grid_width, grid_height);
}
#define bd_cuLaunchGrid(bd, f, grid_width, grid_height) bd_inline_cuLaunchGrid(__FILE__, __LINE__, bd, f, grid_width, grid_height)

BD_GEN_NOTED CUresult bd_gen_noted_cuLaunchGridAsync(CUfunction f, int grid_width, int grid_height, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuLaunchGridAsync(bd, f, grid_width, grid_height, hStream);
}

static inline CUresult bd_inline_cuLaunchGridAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuLaunchGridAsync(f, grid_width, grid_height, hStream, bd, bd_file, bd_line) : bd_cuLaunchGridAsync(bd, f, grid_width, grid_height, hStream);
}
#define bd_cuLaunchGridAsync(bd, f, grid_width, grid_height, hStream) bd_inline_cuLaunchGridAsync(__FILE__, __LINE__, bd, f, grid_width, grid_height, hStream)

BD_GEN_NOTED CUresult bd_gen_noted_cuParamSetTexRef(CUfunction hfunc, int texunit, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuParamSetTexRef(bd, hfunc, texunit, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuParamSetTexRef(CUfunction hfunc, int texunit, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuParamSetTexRef(hfunc, texunit, hTexRef, bd, bd_file, bd_line) : bd_cuParamSetTexRef(bd, hfunc, texunit, hTexRef);
}

static inline CUresult bd_inline_cuParamSetTexRef(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetTexRef)(hfunc, texunit, hTexRef)
                                 : bd_gen_at_cuParamSetTexRef(hfunc, texunit, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuParamSetTexRef(bd, hfunc, texunit, hTexRef) bd_inline_cuParamSetTexRef(__FILE__, __LINE__, bd, hfunc, texunit, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuFuncSetSharedMemConfig(bd, hfunc, config);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuFuncSetSharedMemConfig(hfunc, config, bd, bd_file, bd_line) : bd_cuFuncSetSharedMemConfig(bd, hfunc, config);
}

static inline CUresult bd_inline_cuFuncSetSharedMemConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, CUsharedconfig config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetSharedMemConfig)(hfunc, config)
                                 : bd_gen_at_cuFuncSetSharedMemConfig(hfunc, config, bd, bd_file, bd_line);
}
#define bd_cuFuncSetSharedMemConfig(bd, hfunc, config) bd_inline_cuFuncSetSharedMemConfig(__FILE__, __LINE__, bd, hfunc, config)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphCreate(CUgraph *phGraph, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphCreate(bd, phGraph, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphCreate(CUgraph *phGraph, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphCreate(phGraph, flags, bd, bd_file, bd_line) : bd_cuGraphCreate(bd, phGraph, flags);
}

static inline CUresult bd_inline_cuGraphCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph *phGraph, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphCreate)(phGraph, flags)
                                 : bd_gen_at_cuGraphCreate(phGraph, flags, bd, bd_file, bd_line);
}
#define bd_cuGraphCreate(bd, phGraph, flags) bd_inline_cuGraphCreate(__FILE__, __LINE__, bd, phGraph, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddKernelNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddKernelNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddKernelNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddKernelNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line) : bd_cuGraphAddKernelNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

static inline CUresult bd_inline_cuGraphAddKernelNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddKernelNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
                                 : bd_gen_at_cuGraphAddKernelNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphAddKernelNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_inline_cuGraphAddKernelNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphKernelNodeGetParams(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphKernelNodeGetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphKernelNodeGetParams(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphKernelNodeGetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphKernelNodeGetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphKernelNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeGetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphKernelNodeGetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphKernelNodeGetParams(bd, hNode, nodeParams) bd_inline_cuGraphKernelNodeGetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphKernelNodeSetParams(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphKernelNodeSetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphKernelNodeSetParams(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphKernelNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphKernelNodeSetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphKernelNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphKernelNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphKernelNodeSetParams(bd, hNode, nodeParams) bd_inline_cuGraphKernelNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddMemcpyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddMemcpyNode(bd, phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddMemcpyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddMemcpyNode(phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx, bd, bd_file, bd_line) : bd_cuGraphAddMemcpyNode(bd, phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx);
}

static inline CUresult bd_inline_cuGraphAddMemcpyNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemcpyNode)(phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx)
                                 : bd_gen_at_cuGraphAddMemcpyNode(phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx, bd, bd_file, bd_line);
}
#define bd_cuGraphAddMemcpyNode(bd, phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx) bd_inline_cuGraphAddMemcpyNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphMemcpyNodeGetParams(CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphMemcpyNodeGetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphMemcpyNodeGetParams(CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphMemcpyNodeGetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphMemcpyNodeGetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphMemcpyNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemcpyNodeGetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphMemcpyNodeGetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphMemcpyNodeGetParams(bd, hNode, nodeParams) bd_inline_cuGraphMemcpyNodeGetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphMemcpyNodeSetParams(CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphMemcpyNodeSetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphMemcpyNodeSetParams(CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphMemcpyNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphMemcpyNodeSetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphMemcpyNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemcpyNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphMemcpyNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphMemcpyNodeSetParams(bd, hNode, nodeParams) bd_inline_cuGraphMemcpyNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddMemsetNode(bd, phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddMemsetNode(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx, bd, bd_file, bd_line) : bd_cuGraphAddMemsetNode(bd, phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
}

static inline CUresult bd_inline_cuGraphAddMemsetNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemsetNode)(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx)
                                 : bd_gen_at_cuGraphAddMemsetNode(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx, bd, bd_file, bd_line);
}
#define bd_cuGraphAddMemsetNode(bd, phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx) bd_inline_cuGraphAddMemsetNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphMemsetNodeGetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphMemsetNodeGetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphMemsetNodeGetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphMemsetNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemsetNodeGetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphMemsetNodeGetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphMemsetNodeGetParams(bd, hNode, nodeParams) bd_inline_cuGraphMemsetNodeGetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphMemsetNodeSetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphMemsetNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphMemsetNodeSetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphMemsetNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemsetNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphMemsetNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphMemsetNodeSetParams(bd, hNode, nodeParams) bd_inline_cuGraphMemsetNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddHostNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddHostNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddHostNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddHostNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line) : bd_cuGraphAddHostNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

static inline CUresult bd_inline_cuGraphAddHostNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddHostNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
                                 : bd_gen_at_cuGraphAddHostNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphAddHostNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_inline_cuGraphAddHostNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphHostNodeGetParams(CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphHostNodeGetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphHostNodeGetParams(CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphHostNodeGetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphHostNodeGetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphHostNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphHostNodeGetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphHostNodeGetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphHostNodeGetParams(bd, hNode, nodeParams) bd_inline_cuGraphHostNodeGetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphHostNodeSetParams(CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphHostNodeSetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphHostNodeSetParams(CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphHostNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphHostNodeSetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphHostNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphHostNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphHostNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphHostNodeSetParams(bd, hNode, nodeParams) bd_inline_cuGraphHostNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddChildGraphNode(bd, phGraphNode, hGraph, dependencies, numDependencies, childGraph);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddChildGraphNode(phGraphNode, hGraph, dependencies, numDependencies, childGraph, bd, bd_file, bd_line) : bd_cuGraphAddChildGraphNode(bd, phGraphNode, hGraph, dependencies, numDependencies, childGraph);
}

static inline CUresult bd_inline_cuGraphAddChildGraphNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddChildGraphNode)(phGraphNode, hGraph, dependencies, numDependencies, childGraph)
                                 : bd_gen_at_cuGraphAddChildGraphNode(phGraphNode, hGraph, dependencies, numDependencies, childGraph, bd, bd_file, bd_line);
}
#define bd_cuGraphAddChildGraphNode(bd, phGraphNode, hGraph, dependencies, numDependencies, childGraph) bd_inline_cuGraphAddChildGraphNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, childGraph)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphChildGraphNodeGetGraph(bd, hNode, phGraph);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphChildGraphNodeGetGraph(hNode, phGraph, bd, bd_file, bd_line) : bd_cuGraphChildGraphNodeGetGraph(bd, hNode, phGraph);
}

static inline CUresult bd_inline_cuGraphChildGraphNodeGetGraph(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUgraph *phGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphChildGraphNodeGetGraph)(hNode, phGraph)
                                 : bd_gen_at_cuGraphChildGraphNodeGetGraph(hNode, phGraph, bd, bd_file, bd_line);
}
#define bd_cuGraphChildGraphNodeGetGraph(bd, hNode, phGraph) bd_inline_cuGraphChildGraphNodeGetGraph(__FILE__, __LINE__, bd, hNode, phGraph)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddEmptyNode(bd, phGraphNode, hGraph, dependencies, numDependencies);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddEmptyNode(phGraphNode, hGraph, dependencies, numDependencies, bd, bd_file, bd_line) : bd_cuGraphAddEmptyNode(bd, phGraphNode, hGraph, dependencies, numDependencies);
}

static inline CUresult bd_inline_cuGraphAddEmptyNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEmptyNode)(phGraphNode, hGraph, dependencies, numDependencies)
                                 : bd_gen_at_cuGraphAddEmptyNode(phGraphNode, hGraph, dependencies, numDependencies, bd, bd_file, bd_line);
}
#define bd_cuGraphAddEmptyNode(bd, phGraphNode, hGraph, dependencies, numDependencies) bd_inline_cuGraphAddEmptyNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddEventRecordNode(bd, phGraphNode, hGraph, dependencies, numDependencies, event);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddEventRecordNode(phGraphNode, hGraph, dependencies, numDependencies, event, bd, bd_file, bd_line) : bd_cuGraphAddEventRecordNode(bd, phGraphNode, hGraph, dependencies, numDependencies, event);
}

static inline CUresult bd_inline_cuGraphAddEventRecordNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEventRecordNode)(phGraphNode, hGraph, dependencies, numDependencies, event)
                                 : bd_gen_at_cuGraphAddEventRecordNode(phGraphNode, hGraph, dependencies, numDependencies, event, bd, bd_file, bd_line);
}
#define bd_cuGraphAddEventRecordNode(bd, phGraphNode, hGraph, dependencies, numDependencies, event) bd_inline_cuGraphAddEventRecordNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, event)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent *event_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphEventRecordNodeGetEvent(bd, hNode, event_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent *event_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphEventRecordNodeGetEvent(hNode, event_out, bd, bd_file, bd_line) : bd_cuGraphEventRecordNodeGetEvent(bd, hNode, event_out);
}

static inline CUresult bd_inline_cuGraphEventRecordNodeGetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventRecordNodeGetEvent)(hNode, event_out)
                                 : bd_gen_at_cuGraphEventRecordNodeGetEvent(hNode, event_out, bd, bd_file, bd_line);
}
#define bd_cuGraphEventRecordNodeGetEvent(bd, hNode, event_out) bd_inline_cuGraphEventRecordNodeGetEvent(__FILE__, __LINE__, bd, hNode, event_out)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphEventRecordNodeSetEvent(bd, hNode, event);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphEventRecordNodeSetEvent(hNode, event, bd, bd_file, bd_line) : bd_cuGraphEventRecordNodeSetEvent(bd, hNode, event);
}

static inline CUresult bd_inline_cuGraphEventRecordNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventRecordNodeSetEvent)(hNode, event)
                                 : bd_gen_at_cuGraphEventRecordNodeSetEvent(hNode, event, bd, bd_file, bd_line);
}
#define bd_cuGraphEventRecordNodeSetEvent(bd, hNode, event) bd_inline_cuGraphEventRecordNodeSetEvent(__FILE__, __LINE__, bd, hNode, event)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddEventWaitNode(bd, phGraphNode, hGraph, dependencies, numDependencies, event);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddEventWaitNode(phGraphNode, hGraph, dependencies, numDependencies, event, bd, bd_file, bd_line) : bd_cuGraphAddEventWaitNode(bd, phGraphNode, hGraph, dependencies, numDependencies, event);
}

static inline CUresult bd_inline_cuGraphAddEventWaitNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEventWaitNode)(phGraphNode, hGraph, dependencies, numDependencies, event)
                                 : bd_gen_at_cuGraphAddEventWaitNode(phGraphNode, hGraph, dependencies, numDependencies, event, bd, bd_file, bd_line);
}
#define bd_cuGraphAddEventWaitNode(bd, phGraphNode, hGraph, dependencies, numDependencies, event) bd_inline_cuGraphAddEventWaitNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, event)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent *event_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphEventWaitNodeGetEvent(bd, hNode, event_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent *event_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphEventWaitNodeGetEvent(hNode, event_out, bd, bd_file, bd_line) : bd_cuGraphEventWaitNodeGetEvent(bd, hNode, event_out);
}

static inline CUresult bd_inline_cuGraphEventWaitNodeGetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventWaitNodeGetEvent)(hNode, event_out)
                                 : bd_gen_at_cuGraphEventWaitNodeGetEvent(hNode, event_out, bd, bd_file, bd_line);
}
#define bd_cuGraphEventWaitNodeGetEvent(bd, hNode, event_out) bd_inline_cuGraphEventWaitNodeGetEvent(__FILE__, __LINE__, bd, hNode, event_out)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphEventWaitNodeSetEvent(bd, hNode, event);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphEventWaitNodeSetEvent(hNode, event, bd, bd_file, bd_line) : bd_cuGraphEventWaitNodeSetEvent(bd, hNode, event);
}

static inline CUresult bd_inline_cuGraphEventWaitNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventWaitNodeSetEvent)(hNode, event)
                                 : bd_gen_at_cuGraphEventWaitNodeSetEvent(hNode, event, bd, bd_file, bd_line);
}
#define bd_cuGraphEventWaitNodeSetEvent(bd, hNode, event) bd_inline_cuGraphEventWaitNodeSetEvent(__FILE__, __LINE__, bd, hNode, event)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddExternalSemaphoresSignalNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddExternalSemaphoresSignalNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddExternalSemaphoresSignalNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddExternalSemaphoresSignalNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line) : bd_cuGraphAddExternalSemaphoresSignalNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

static inline CUresult bd_inline_cuGraphAddExternalSemaphoresSignalNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddExternalSemaphoresSignalNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
                                 : bd_gen_at_cuGraphAddExternalSemaphoresSignalNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphAddExternalSemaphoresSignalNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_inline_cuGraphAddExternalSemaphoresSignalNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExternalSemaphoresSignalNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExternalSemaphoresSignalNodeGetParams(bd, hNode, params_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExternalSemaphoresSignalNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out, bd, bd_file, bd_line) : bd_cuGraphExternalSemaphoresSignalNodeGetParams(bd, hNode, params_out);
}

static inline CUresult bd_inline_cuGraphExternalSemaphoresSignalNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresSignalNodeGetParams)(hNode, params_out)
                                 : bd_gen_at_cuGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out, bd, bd_file, bd_line);
}
#define bd_cuGraphExternalSemaphoresSignalNodeGetParams(bd, hNode, params_out) bd_inline_cuGraphExternalSemaphoresSignalNodeGetParams(__FILE__, __LINE__, bd, hNode, params_out)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExternalSemaphoresSignalNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExternalSemaphoresSignalNodeSetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExternalSemaphoresSignalNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphExternalSemaphoresSignalNodeSetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphExternalSemaphoresSignalNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresSignalNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphExternalSemaphoresSignalNodeSetParams(bd, hNode, nodeParams) bd_inline_cuGraphExternalSemaphoresSignalNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddExternalSemaphoresWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddExternalSemaphoresWaitNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddExternalSemaphoresWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddExternalSemaphoresWaitNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line) : bd_cuGraphAddExternalSemaphoresWaitNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

static inline CUresult bd_inline_cuGraphAddExternalSemaphoresWaitNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddExternalSemaphoresWaitNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
                                 : bd_gen_at_cuGraphAddExternalSemaphoresWaitNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphAddExternalSemaphoresWaitNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_inline_cuGraphAddExternalSemaphoresWaitNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExternalSemaphoresWaitNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExternalSemaphoresWaitNodeGetParams(bd, hNode, params_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExternalSemaphoresWaitNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out, bd, bd_file, bd_line) : bd_cuGraphExternalSemaphoresWaitNodeGetParams(bd, hNode, params_out);
}

static inline CUresult bd_inline_cuGraphExternalSemaphoresWaitNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresWaitNodeGetParams)(hNode, params_out)
                                 : bd_gen_at_cuGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out, bd, bd_file, bd_line);
}
#define bd_cuGraphExternalSemaphoresWaitNodeGetParams(bd, hNode, params_out) bd_inline_cuGraphExternalSemaphoresWaitNodeGetParams(__FILE__, __LINE__, bd, hNode, params_out)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExternalSemaphoresWaitNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExternalSemaphoresWaitNodeSetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExternalSemaphoresWaitNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphExternalSemaphoresWaitNodeSetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphExternalSemaphoresWaitNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresWaitNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphExternalSemaphoresWaitNodeSetParams(bd, hNode, nodeParams) bd_inline_cuGraphExternalSemaphoresWaitNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddBatchMemOpNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddBatchMemOpNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddBatchMemOpNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddBatchMemOpNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line) : bd_cuGraphAddBatchMemOpNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

static inline CUresult bd_inline_cuGraphAddBatchMemOpNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddBatchMemOpNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
                                 : bd_gen_at_cuGraphAddBatchMemOpNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphAddBatchMemOpNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_inline_cuGraphAddBatchMemOpNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphBatchMemOpNodeGetParams(CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphBatchMemOpNodeGetParams(bd, hNode, nodeParams_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphBatchMemOpNodeGetParams(CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphBatchMemOpNodeGetParams(hNode, nodeParams_out, bd, bd_file, bd_line) : bd_cuGraphBatchMemOpNodeGetParams(bd, hNode, nodeParams_out);
}

static inline CUresult bd_inline_cuGraphBatchMemOpNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphBatchMemOpNodeGetParams)(hNode, nodeParams_out)
                                 : bd_gen_at_cuGraphBatchMemOpNodeGetParams(hNode, nodeParams_out, bd, bd_file, bd_line);
}
#define bd_cuGraphBatchMemOpNodeGetParams(bd, hNode, nodeParams_out) bd_inline_cuGraphBatchMemOpNodeGetParams(__FILE__, __LINE__, bd, hNode, nodeParams_out)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphBatchMemOpNodeSetParams(CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphBatchMemOpNodeSetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphBatchMemOpNodeSetParams(CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphBatchMemOpNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphBatchMemOpNodeSetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphBatchMemOpNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphBatchMemOpNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphBatchMemOpNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphBatchMemOpNodeSetParams(bd, hNode, nodeParams) bd_inline_cuGraphBatchMemOpNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecBatchMemOpNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecBatchMemOpNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecBatchMemOpNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecBatchMemOpNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphExecBatchMemOpNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphExecBatchMemOpNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecBatchMemOpNodeSetParams)(hGraphExec, hNode, nodeParams)
                                 : bd_gen_at_cuGraphExecBatchMemOpNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphExecBatchMemOpNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_inline_cuGraphExecBatchMemOpNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddMemAllocNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddMemAllocNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddMemAllocNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddMemAllocNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line) : bd_cuGraphAddMemAllocNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

static inline CUresult bd_inline_cuGraphAddMemAllocNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemAllocNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
                                 : bd_gen_at_cuGraphAddMemAllocNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphAddMemAllocNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_inline_cuGraphAddMemAllocNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphMemAllocNodeGetParams(CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphMemAllocNodeGetParams(bd, hNode, params_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphMemAllocNodeGetParams(CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphMemAllocNodeGetParams(hNode, params_out, bd, bd_file, bd_line) : bd_cuGraphMemAllocNodeGetParams(bd, hNode, params_out);
}

static inline CUresult bd_inline_cuGraphMemAllocNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemAllocNodeGetParams)(hNode, params_out)
                                 : bd_gen_at_cuGraphMemAllocNodeGetParams(hNode, params_out, bd, bd_file, bd_line);
}
#define bd_cuGraphMemAllocNodeGetParams(bd, hNode, params_out) bd_inline_cuGraphMemAllocNodeGetParams(__FILE__, __LINE__, bd, hNode, params_out)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddMemFreeNode(bd, phGraphNode, hGraph, dependencies, numDependencies, dptr);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddMemFreeNode(phGraphNode, hGraph, dependencies, numDependencies, dptr, bd, bd_file, bd_line) : bd_cuGraphAddMemFreeNode(bd, phGraphNode, hGraph, dependencies, numDependencies, dptr);
}

static inline CUresult bd_inline_cuGraphAddMemFreeNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemFreeNode)(phGraphNode, hGraph, dependencies, numDependencies, dptr)
                                 : bd_gen_at_cuGraphAddMemFreeNode(phGraphNode, hGraph, dependencies, numDependencies, dptr, bd, bd_file, bd_line);
}
#define bd_cuGraphAddMemFreeNode(bd, phGraphNode, hGraph, dependencies, numDependencies, dptr) bd_inline_cuGraphAddMemFreeNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, dptr)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr *dptr_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphMemFreeNodeGetParams(bd, hNode, dptr_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr *dptr_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphMemFreeNodeGetParams(hNode, dptr_out, bd, bd_file, bd_line) : bd_cuGraphMemFreeNodeGetParams(bd, hNode, dptr_out);
}

static inline CUresult bd_inline_cuGraphMemFreeNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemFreeNodeGetParams)(hNode, dptr_out)
                                 : bd_gen_at_cuGraphMemFreeNodeGetParams(hNode, dptr_out, bd, bd_file, bd_line);
}
#define bd_cuGraphMemFreeNodeGetParams(bd, hNode, dptr_out) bd_inline_cuGraphMemFreeNodeGetParams(__FILE__, __LINE__, bd, hNode, dptr_out)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphClone(bd, phGraphClone, originalGraph);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphClone(phGraphClone, originalGraph, bd, bd_file, bd_line) : bd_cuGraphClone(bd, phGraphClone, originalGraph);
}

static inline CUresult bd_inline_cuGraphClone(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph *phGraphClone, CUgraph originalGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphClone)(phGraphClone, originalGraph)
                                 : bd_gen_at_cuGraphClone(phGraphClone, originalGraph, bd, bd_file, bd_line);
}
#define bd_cuGraphClone(bd, phGraphClone, originalGraph) bd_inline_cuGraphClone(__FILE__, __LINE__, bd, phGraphClone, originalGraph)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphNodeFindInClone(bd, phNode, hOriginalNode, hClonedGraph);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphNodeFindInClone(phNode, hOriginalNode, hClonedGraph, bd, bd_file, bd_line) : bd_cuGraphNodeFindInClone(bd, phNode, hOriginalNode, hClonedGraph);
}

static inline CUresult bd_inline_cuGraphNodeFindInClone(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeFindInClone)(phNode, hOriginalNode, hClonedGraph)
                                 : bd_gen_at_cuGraphNodeFindInClone(phNode, hOriginalNode, hClonedGraph, bd, bd_file, bd_line);
}
#define bd_cuGraphNodeFindInClone(bd, phNode, hOriginalNode, hClonedGraph) bd_inline_cuGraphNodeFindInClone(__FILE__, __LINE__, bd, phNode, hOriginalNode, hClonedGraph)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphNodeGetType(bd, hNode, type);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphNodeGetType(hNode, type, bd, bd_file, bd_line) : bd_cuGraphNodeGetType(bd, hNode, type);
}

static inline CUresult bd_inline_cuGraphNodeGetType(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeType *type)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetType)(hNode, type)
                                 : bd_gen_at_cuGraphNodeGetType(hNode, type, bd, bd_file, bd_line);
}
#define bd_cuGraphNodeGetType(bd, hNode, type) bd_inline_cuGraphNodeGetType(__FILE__, __LINE__, bd, hNode, type)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphGetNodes(bd, hGraph, nodes, numNodes);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphGetNodes(hGraph, nodes, numNodes, bd, bd_file, bd_line) : bd_cuGraphGetNodes(bd, hGraph, nodes, numNodes);
}

static inline CUresult bd_inline_cuGraphGetNodes(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetNodes)(hGraph, nodes, numNodes)
                                 : bd_gen_at_cuGraphGetNodes(hGraph, nodes, numNodes, bd, bd_file, bd_line);
}
#define bd_cuGraphGetNodes(bd, hGraph, nodes, numNodes) bd_inline_cuGraphGetNodes(__FILE__, __LINE__, bd, hGraph, nodes, numNodes)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphGetRootNodes(bd, hGraph, rootNodes, numRootNodes);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphGetRootNodes(hGraph, rootNodes, numRootNodes, bd, bd_file, bd_line) : bd_cuGraphGetRootNodes(bd, hGraph, rootNodes, numRootNodes);
}

static inline CUresult bd_inline_cuGraphGetRootNodes(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetRootNodes)(hGraph, rootNodes, numRootNodes)
                                 : bd_gen_at_cuGraphGetRootNodes(hGraph, rootNodes, numRootNodes, bd, bd_file, bd_line);
}
#define bd_cuGraphGetRootNodes(bd, hGraph, rootNodes, numRootNodes) bd_inline_cuGraphGetRootNodes(__FILE__, __LINE__, bd, hGraph, rootNodes, numRootNodes)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphGetEdges(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphGetEdges(bd, hGraph, from, to, edgeData, numEdges);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphGetEdges(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphGetEdges(hGraph, from, to, edgeData, numEdges, bd, bd_file, bd_line) : bd_cuGraphGetEdges(bd, hGraph, from, to, edgeData, numEdges);
}

static inline CUresult bd_inline_cuGraphGetEdges(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetEdges)(hGraph, from, to, edgeData, numEdges)
                                 : bd_gen_at_cuGraphGetEdges(hGraph, from, to, edgeData, numEdges, bd, bd_file, bd_line);
}
#define bd_cuGraphGetEdges(bd, hGraph, from, to, edgeData, numEdges) bd_inline_cuGraphGetEdges(__FILE__, __LINE__, bd, hGraph, from, to, edgeData, numEdges)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphNodeGetDependencies(CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphNodeGetDependencies(bd, hNode, dependencies, edgeData, numDependencies);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphNodeGetDependencies(CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphNodeGetDependencies(hNode, dependencies, edgeData, numDependencies, bd, bd_file, bd_line) : bd_cuGraphNodeGetDependencies(bd, hNode, dependencies, edgeData, numDependencies);
}

static inline CUresult bd_inline_cuGraphNodeGetDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetDependencies)(hNode, dependencies, edgeData, numDependencies)
                                 : bd_gen_at_cuGraphNodeGetDependencies(hNode, dependencies, edgeData, numDependencies, bd, bd_file, bd_line);
}
#define bd_cuGraphNodeGetDependencies(bd, hNode, dependencies, edgeData, numDependencies) bd_inline_cuGraphNodeGetDependencies(__FILE__, __LINE__, bd, hNode, dependencies, edgeData, numDependencies)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphNodeGetDependentNodes(CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphNodeGetDependentNodes(bd, hNode, dependentNodes, edgeData, numDependentNodes);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphNodeGetDependentNodes(CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphNodeGetDependentNodes(hNode, dependentNodes, edgeData, numDependentNodes, bd, bd_file, bd_line) : bd_cuGraphNodeGetDependentNodes(bd, hNode, dependentNodes, edgeData, numDependentNodes);
}

static inline CUresult bd_inline_cuGraphNodeGetDependentNodes(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetDependentNodes)(hNode, dependentNodes, edgeData, numDependentNodes)
                                 : bd_gen_at_cuGraphNodeGetDependentNodes(hNode, dependentNodes, edgeData, numDependentNodes, bd, bd_file, bd_line);
}
#define bd_cuGraphNodeGetDependentNodes(bd, hNode, dependentNodes, edgeData, numDependentNodes) bd_inline_cuGraphNodeGetDependentNodes(__FILE__, __LINE__, bd, hNode, dependentNodes, edgeData, numDependentNodes)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddDependencies(bd, hGraph, from, to, edgeData, numDependencies);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddDependencies(hGraph, from, to, edgeData, numDependencies, bd, bd_file, bd_line) : bd_cuGraphAddDependencies(bd, hGraph, from, to, edgeData, numDependencies);
}

static inline CUresult bd_inline_cuGraphAddDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddDependencies)(hGraph, from, to, edgeData, numDependencies)
                                 : bd_gen_at_cuGraphAddDependencies(hGraph, from, to, edgeData, numDependencies, bd, bd_file, bd_line);
}
#define bd_cuGraphAddDependencies(bd, hGraph, from, to, edgeData, numDependencies) bd_inline_cuGraphAddDependencies(__FILE__, __LINE__, bd, hGraph, from, to, edgeData, numDependencies)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphRemoveDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphRemoveDependencies(bd, hGraph, from, to, edgeData, numDependencies);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphRemoveDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphRemoveDependencies(hGraph, from, to, edgeData, numDependencies, bd, bd_file, bd_line) : bd_cuGraphRemoveDependencies(bd, hGraph, from, to, edgeData, numDependencies);
}

static inline CUresult bd_inline_cuGraphRemoveDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphRemoveDependencies)(hGraph, from, to, edgeData, numDependencies)
                                 : bd_gen_at_cuGraphRemoveDependencies(hGraph, from, to, edgeData, numDependencies, bd, bd_file, bd_line);
}
#define bd_cuGraphRemoveDependencies(bd, hGraph, from, to, edgeData, numDependencies) bd_inline_cuGraphRemoveDependencies(__FILE__, __LINE__, bd, hGraph, from, to, edgeData, numDependencies)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphDestroyNode(CUgraphNode hNode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphDestroyNode(bd, hNode);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphDestroyNode(CUgraphNode hNode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphDestroyNode(hNode, bd, bd_file, bd_line) : bd_cuGraphDestroyNode(bd, hNode);
}

static inline CUresult bd_inline_cuGraphDestroyNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDestroyNode)(hNode)
                                 : bd_gen_at_cuGraphDestroyNode(hNode, bd, bd_file, bd_line);
}
#define bd_cuGraphDestroyNode(bd, hNode) bd_inline_cuGraphDestroyNode(__FILE__, __LINE__, bd, hNode)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphInstantiate(bd, phGraphExec, hGraph, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphInstantiate(phGraphExec, hGraph, flags, bd, bd_file, bd_line) : bd_cuGraphInstantiate(bd, phGraphExec, hGraph, flags);
}

static inline CUresult bd_inline_cuGraphInstantiate(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiate)(phGraphExec, hGraph, flags)
                                 : bd_gen_at_cuGraphInstantiate(phGraphExec, hGraph, flags, bd, bd_file, bd_line);
}
#define bd_cuGraphInstantiate(bd, phGraphExec, hGraph, flags) bd_inline_cuGraphInstantiate(__FILE__, __LINE__, bd, phGraphExec, hGraph, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphInstantiateWithParams(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphInstantiateWithParams(bd, phGraphExec, hGraph, instantiateParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphInstantiateWithParams(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphInstantiateWithParams(phGraphExec, hGraph, instantiateParams, bd, bd_file, bd_line) : bd_cuGraphInstantiateWithParams(bd, phGraphExec, hGraph, instantiateParams);
}

static inline CUresult bd_inline_cuGraphInstantiateWithParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiateWithParams)(phGraphExec, hGraph, instantiateParams)
                                 : bd_gen_at_cuGraphInstantiateWithParams(phGraphExec, hGraph, instantiateParams, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphInstantiateWithParams_ptsz(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphInstantiateWithParams_ptsz(bd, phGraphExec, hGraph, instantiateParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphInstantiateWithParams_ptsz(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphInstantiateWithParams_ptsz(phGraphExec, hGraph, instantiateParams, bd, bd_file, bd_line) : bd_cuGraphInstantiateWithParams_ptsz(bd, phGraphExec, hGraph, instantiateParams);
}

static inline CUresult bd_inline_cuGraphInstantiateWithParams_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiateWithParams_ptsz)(phGraphExec, hGraph, instantiateParams)
                                 : bd_gen_at_cuGraphInstantiateWithParams_ptsz(phGraphExec, hGraph, instantiateParams, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuGraphInstantiateWithParams(bd, phGraphExec, hGraph, instantiateParams) bd_inline_cuGraphInstantiateWithParams_ptsz(__FILE__, __LINE__, bd, phGraphExec, hGraph, instantiateParams)
#else
#define bd_cuGraphInstantiateWithParams(bd, phGraphExec, hGraph, instantiateParams) bd_inline_cuGraphInstantiateWithParams(__FILE__, __LINE__, bd, phGraphExec, hGraph, instantiateParams)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecGetFlags(CUgraphExec hGraphExec, cuuint64_t *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecGetFlags(bd, hGraphExec, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecGetFlags(CUgraphExec hGraphExec, cuuint64_t *flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecGetFlags(hGraphExec, flags, bd, bd_file, bd_line) : bd_cuGraphExecGetFlags(bd, hGraphExec, flags);
}

static inline CUresult bd_inline_cuGraphExecGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, cuuint64_t *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecGetFlags)(hGraphExec, flags)
                                 : bd_gen_at_cuGraphExecGetFlags(hGraphExec, flags, bd, bd_file, bd_line);
}
#define bd_cuGraphExecGetFlags(bd, hGraphExec, flags) bd_inline_cuGraphExecGetFlags(__FILE__, __LINE__, bd, hGraphExec, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecKernelNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecKernelNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecKernelNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecKernelNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphExecKernelNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphExecKernelNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecKernelNodeSetParams)(hGraphExec, hNode, nodeParams)
                                 : bd_gen_at_cuGraphExecKernelNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphExecKernelNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_inline_cuGraphExecKernelNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecMemcpyNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecMemcpyNodeSetParams(bd, hGraphExec, hNode, copyParams, ctx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecMemcpyNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecMemcpyNodeSetParams(hGraphExec, hNode, copyParams, ctx, bd, bd_file, bd_line) : bd_cuGraphExecMemcpyNodeSetParams(bd, hGraphExec, hNode, copyParams, ctx);
}

static inline CUresult bd_inline_cuGraphExecMemcpyNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecMemcpyNodeSetParams)(hGraphExec, hNode, copyParams, ctx)
                                 : bd_gen_at_cuGraphExecMemcpyNodeSetParams(hGraphExec, hNode, copyParams, ctx, bd, bd_file, bd_line);
}
#define bd_cuGraphExecMemcpyNodeSetParams(bd, hGraphExec, hNode, copyParams, ctx) bd_inline_cuGraphExecMemcpyNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, copyParams, ctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecMemsetNodeSetParams(bd, hGraphExec, hNode, memsetParams, ctx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecMemsetNodeSetParams(hGraphExec, hNode, memsetParams, ctx, bd, bd_file, bd_line) : bd_cuGraphExecMemsetNodeSetParams(bd, hGraphExec, hNode, memsetParams, ctx);
}

static inline CUresult bd_inline_cuGraphExecMemsetNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecMemsetNodeSetParams)(hGraphExec, hNode, memsetParams, ctx)
                                 : bd_gen_at_cuGraphExecMemsetNodeSetParams(hGraphExec, hNode, memsetParams, ctx, bd, bd_file, bd_line);
}
#define bd_cuGraphExecMemsetNodeSetParams(bd, hGraphExec, hNode, memsetParams, ctx) bd_inline_cuGraphExecMemsetNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, memsetParams, ctx)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecHostNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecHostNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecHostNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecHostNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphExecHostNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphExecHostNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecHostNodeSetParams)(hGraphExec, hNode, nodeParams)
                                 : bd_gen_at_cuGraphExecHostNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphExecHostNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_inline_cuGraphExecHostNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecChildGraphNodeSetParams(bd, hGraphExec, hNode, childGraph);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecChildGraphNodeSetParams(hGraphExec, hNode, childGraph, bd, bd_file, bd_line) : bd_cuGraphExecChildGraphNodeSetParams(bd, hGraphExec, hNode, childGraph);
}

static inline CUresult bd_inline_cuGraphExecChildGraphNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecChildGraphNodeSetParams)(hGraphExec, hNode, childGraph)
                                 : bd_gen_at_cuGraphExecChildGraphNodeSetParams(hGraphExec, hNode, childGraph, bd, bd_file, bd_line);
}
#define bd_cuGraphExecChildGraphNodeSetParams(bd, hGraphExec, hNode, childGraph) bd_inline_cuGraphExecChildGraphNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, childGraph)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecEventRecordNodeSetEvent(bd, hGraphExec, hNode, event);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event, bd, bd_file, bd_line) : bd_cuGraphExecEventRecordNodeSetEvent(bd, hGraphExec, hNode, event);
}

static inline CUresult bd_inline_cuGraphExecEventRecordNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecEventRecordNodeSetEvent)(hGraphExec, hNode, event)
                                 : bd_gen_at_cuGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event, bd, bd_file, bd_line);
}
#define bd_cuGraphExecEventRecordNodeSetEvent(bd, hGraphExec, hNode, event) bd_inline_cuGraphExecEventRecordNodeSetEvent(__FILE__, __LINE__, bd, hGraphExec, hNode, event)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecEventWaitNodeSetEvent(bd, hGraphExec, hNode, event);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event, bd, bd_file, bd_line) : bd_cuGraphExecEventWaitNodeSetEvent(bd, hGraphExec, hNode, event);
}

static inline CUresult bd_inline_cuGraphExecEventWaitNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecEventWaitNodeSetEvent)(hGraphExec, hNode, event)
                                 : bd_gen_at_cuGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event, bd, bd_file, bd_line);
}
#define bd_cuGraphExecEventWaitNodeSetEvent(bd, hGraphExec, hNode, event) bd_inline_cuGraphExecEventWaitNodeSetEvent(__FILE__, __LINE__, bd, hGraphExec, hNode, event)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecExternalSemaphoresSignalNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecExternalSemaphoresSignalNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecExternalSemaphoresSignalNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphExecExternalSemaphoresSignalNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphExecExternalSemaphoresSignalNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecExternalSemaphoresSignalNodeSetParams)(hGraphExec, hNode, nodeParams)
                                 : bd_gen_at_cuGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphExecExternalSemaphoresSignalNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_inline_cuGraphExecExternalSemaphoresSignalNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecExternalSemaphoresWaitNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecExternalSemaphoresWaitNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecExternalSemaphoresWaitNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphExecExternalSemaphoresWaitNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphExecExternalSemaphoresWaitNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecExternalSemaphoresWaitNodeSetParams)(hGraphExec, hNode, nodeParams)
                                 : bd_gen_at_cuGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphExecExternalSemaphoresWaitNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_inline_cuGraphExecExternalSemaphoresWaitNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphNodeSetEnabled(bd, hGraphExec, hNode, isEnabled);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphNodeSetEnabled(hGraphExec, hNode, isEnabled, bd, bd_file, bd_line) : bd_cuGraphNodeSetEnabled(bd, hGraphExec, hNode, isEnabled);
}

static inline CUresult bd_inline_cuGraphNodeSetEnabled(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeSetEnabled)(hGraphExec, hNode, isEnabled)
                                 : bd_gen_at_cuGraphNodeSetEnabled(hGraphExec, hNode, isEnabled, bd, bd_file, bd_line);
}
#define bd_cuGraphNodeSetEnabled(bd, hGraphExec, hNode, isEnabled) bd_inline_cuGraphNodeSetEnabled(__FILE__, __LINE__, bd, hGraphExec, hNode, isEnabled)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphNodeGetEnabled(bd, hGraphExec, hNode, isEnabled);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphNodeGetEnabled(hGraphExec, hNode, isEnabled, bd, bd_file, bd_line) : bd_cuGraphNodeGetEnabled(bd, hGraphExec, hNode, isEnabled);
}

static inline CUresult bd_inline_cuGraphNodeGetEnabled(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetEnabled)(hGraphExec, hNode, isEnabled)
                                 : bd_gen_at_cuGraphNodeGetEnabled(hGraphExec, hNode, isEnabled, bd, bd_file, bd_line);
}
#define bd_cuGraphNodeGetEnabled(bd, hGraphExec, hNode, isEnabled) bd_inline_cuGraphNodeGetEnabled(__FILE__, __LINE__, bd, hGraphExec, hNode, isEnabled)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphUpload(CUgraphExec hGraphExec, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphUpload(bd, hGraphExec, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphUpload(CUgraphExec hGraphExec, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphUpload(hGraphExec, hStream, bd, bd_file, bd_line) : bd_cuGraphUpload(bd, hGraphExec, hStream);
}

static inline CUresult bd_inline_cuGraphUpload(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphUpload)(hGraphExec, hStream)
                                 : bd_gen_at_cuGraphUpload(hGraphExec, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphUpload_ptsz(CUgraphExec hGraphExec, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphUpload_ptsz(bd, hGraphExec, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphUpload_ptsz(CUgraphExec hGraphExec, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphUpload_ptsz(hGraphExec, hStream, bd, bd_file, bd_line) : bd_cuGraphUpload_ptsz(bd, hGraphExec, hStream);
}

static inline CUresult bd_inline_cuGraphUpload_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphUpload_ptsz)(hGraphExec, hStream)
                                 : bd_gen_at_cuGraphUpload_ptsz(hGraphExec, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuGraphUpload(bd, hGraphExec, hStream) bd_inline_cuGraphUpload_ptsz(__FILE__, __LINE__, bd, hGraphExec, hStream)
#else
#define bd_cuGraphUpload(bd, hGraphExec, hStream) bd_inline_cuGraphUpload(__FILE__, __LINE__, bd, hGraphExec, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphLaunch(CUgraphExec hGraphExec, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphLaunch(bd, hGraphExec, hStream);
}

static inline CUresult bd_inline_cuGraphLaunch(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphLaunch(hGraphExec, hStream, bd, bd_file, bd_line) : bd_cuGraphLaunch(bd, hGraphExec, hStream);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphLaunch_ptsz(CUgraphExec hGraphExec, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphLaunch_ptsz(bd, hGraphExec, hStream);
}

static inline CUresult bd_inline_cuGraphLaunch_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphLaunch_ptsz(hGraphExec, hStream, bd, bd_file, bd_line) : bd_cuGraphLaunch_ptsz(bd, hGraphExec, hStream);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuGraphLaunch(bd, hGraphExec, hStream) bd_inline_cuGraphLaunch_ptsz(__FILE__, __LINE__, bd, hGraphExec, hStream)
#else
#define bd_cuGraphLaunch(bd, hGraphExec, hStream) bd_inline_cuGraphLaunch(__FILE__, __LINE__, bd, hGraphExec, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecDestroy(CUgraphExec hGraphExec, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecDestroy(bd, hGraphExec);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecDestroy(CUgraphExec hGraphExec, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecDestroy(hGraphExec, bd, bd_file, bd_line) : bd_cuGraphExecDestroy(bd, hGraphExec);
}

static inline CUresult bd_inline_cuGraphExecDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecDestroy)(hGraphExec)
                                 : bd_gen_at_cuGraphExecDestroy(hGraphExec, bd, bd_file, bd_line);
}
#define bd_cuGraphExecDestroy(bd, hGraphExec) bd_inline_cuGraphExecDestroy(__FILE__, __LINE__, bd, hGraphExec)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphDestroy(CUgraph hGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphDestroy(bd, hGraph);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphDestroy(CUgraph hGraph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphDestroy(hGraph, bd, bd_file, bd_line) : bd_cuGraphDestroy(bd, hGraph);
}

static inline CUresult bd_inline_cuGraphDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDestroy)(hGraph)
                                 : bd_gen_at_cuGraphDestroy(hGraph, bd, bd_file, bd_line);
}
#define bd_cuGraphDestroy(bd, hGraph) bd_inline_cuGraphDestroy(__FILE__, __LINE__, bd, hGraph)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecUpdate(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecUpdate(bd, hGraphExec, hGraph, resultInfo);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecUpdate(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecUpdate(hGraphExec, hGraph, resultInfo, bd, bd_file, bd_line) : bd_cuGraphExecUpdate(bd, hGraphExec, hGraph, resultInfo);
}

static inline CUresult bd_inline_cuGraphExecUpdate(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecUpdate)(hGraphExec, hGraph, resultInfo)
                                 : bd_gen_at_cuGraphExecUpdate(hGraphExec, hGraph, resultInfo, bd, bd_file, bd_line);
}
#define bd_cuGraphExecUpdate(bd, hGraphExec, hGraph, resultInfo) bd_inline_cuGraphExecUpdate(__FILE__, __LINE__, bd, hGraphExec, hGraph, resultInfo)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphKernelNodeCopyAttributes(bd, dst, src);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphKernelNodeCopyAttributes(dst, src, bd, bd_file, bd_line) : bd_cuGraphKernelNodeCopyAttributes(bd, dst, src);
}

static inline CUresult bd_inline_cuGraphKernelNodeCopyAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode dst, CUgraphNode src)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeCopyAttributes)(dst, src)
                                 : bd_gen_at_cuGraphKernelNodeCopyAttributes(dst, src, bd, bd_file, bd_line);
}
#define bd_cuGraphKernelNodeCopyAttributes(bd, dst, src) bd_inline_cuGraphKernelNodeCopyAttributes(__FILE__, __LINE__, bd, dst, src)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphKernelNodeGetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphKernelNodeGetAttribute(bd, hNode, attr, value_out);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphKernelNodeGetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphKernelNodeGetAttribute(hNode, attr, value_out, bd, bd_file, bd_line) : bd_cuGraphKernelNodeGetAttribute(bd, hNode, attr, value_out);
}

static inline CUresult bd_inline_cuGraphKernelNodeGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeGetAttribute)(hNode, attr, value_out)
                                 : bd_gen_at_cuGraphKernelNodeGetAttribute(hNode, attr, value_out, bd, bd_file, bd_line);
}
#define bd_cuGraphKernelNodeGetAttribute(bd, hNode, attr, value_out) bd_inline_cuGraphKernelNodeGetAttribute(__FILE__, __LINE__, bd, hNode, attr, value_out)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphKernelNodeSetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphKernelNodeSetAttribute(bd, hNode, attr, value);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphKernelNodeSetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphKernelNodeSetAttribute(hNode, attr, value, bd, bd_file, bd_line) : bd_cuGraphKernelNodeSetAttribute(bd, hNode, attr, value);
}

static inline CUresult bd_inline_cuGraphKernelNodeSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeSetAttribute)(hNode, attr, value)
                                 : bd_gen_at_cuGraphKernelNodeSetAttribute(hNode, attr, value, bd, bd_file, bd_line);
}
#define bd_cuGraphKernelNodeSetAttribute(bd, hNode, attr, value) bd_inline_cuGraphKernelNodeSetAttribute(__FILE__, __LINE__, bd, hNode, attr, value)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphDebugDotPrint(CUgraph hGraph, const char *path, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphDebugDotPrint(bd, hGraph, path, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphDebugDotPrint(CUgraph hGraph, const char *path, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphDebugDotPrint(hGraph, path, flags, bd, bd_file, bd_line) : bd_cuGraphDebugDotPrint(bd, hGraph, path, flags);
}

static inline CUresult bd_inline_cuGraphDebugDotPrint(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, const char *path, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDebugDotPrint)(hGraph, path, flags)
                                 : bd_gen_at_cuGraphDebugDotPrint(hGraph, path, flags, bd, bd_file, bd_line);
}
#define bd_cuGraphDebugDotPrint(bd, hGraph, path, flags) bd_inline_cuGraphDebugDotPrint(__FILE__, __LINE__, bd, hGraph, path, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuUserObjectCreate(CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuUserObjectCreate(bd, object_out, ptr, destroy, initialRefcount, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuUserObjectCreate(CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags, bd, bd_file, bd_line) : bd_cuUserObjectCreate(bd, object_out, ptr, destroy, initialRefcount, flags);
}

static inline CUresult bd_inline_cuUserObjectCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectCreate)(object_out, ptr, destroy, initialRefcount, flags)
                                 : bd_gen_at_cuUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags, bd, bd_file, bd_line);
}
#define bd_cuUserObjectCreate(bd, object_out, ptr, destroy, initialRefcount, flags) bd_inline_cuUserObjectCreate(__FILE__, __LINE__, bd, object_out, ptr, destroy, initialRefcount, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuUserObjectRetain(CUuserObject object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuUserObjectRetain(bd, object, count);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuUserObjectRetain(CUuserObject object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuUserObjectRetain(object, count, bd, bd_file, bd_line) : bd_cuUserObjectRetain(bd, object, count);
}

static inline CUresult bd_inline_cuUserObjectRetain(const char *bd_file, int bd_line, bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectRetain)(object, count)
                                 : bd_gen_at_cuUserObjectRetain(object, count, bd, bd_file, bd_line);
}
#define bd_cuUserObjectRetain(bd, object, count) bd_inline_cuUserObjectRetain(__FILE__, __LINE__, bd, object, count)

BD_GEN_NOTED CUresult bd_gen_noted_cuUserObjectRelease(CUuserObject object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuUserObjectRelease(bd, object, count);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuUserObjectRelease(CUuserObject object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuUserObjectRelease(object, count, bd, bd_file, bd_line) : bd_cuUserObjectRelease(bd, object, count);
}

static inline CUresult bd_inline_cuUserObjectRelease(const char *bd_file, int bd_line, bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectRelease)(object, count)
                                 : bd_gen_at_cuUserObjectRelease(object, count, bd, bd_file, bd_line);
}
#define bd_cuUserObjectRelease(bd, object, count) bd_inline_cuUserObjectRelease(__FILE__, __LINE__, bd, object, count)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphRetainUserObject(CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphRetainUserObject(bd, graph, object, count, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphRetainUserObject(CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphRetainUserObject(graph, object, count, flags, bd, bd_file, bd_line) : bd_cuGraphRetainUserObject(bd, graph, object, count, flags);
}

static inline CUresult bd_inline_cuGraphRetainUserObject(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphRetainUserObject)(graph, object, count, flags)
                                 : bd_gen_at_cuGraphRetainUserObject(graph, object, count, flags, bd, bd_file, bd_line);
}
#define bd_cuGraphRetainUserObject(bd, graph, object, count, flags) bd_inline_cuGraphRetainUserObject(__FILE__, __LINE__, bd, graph, object, count, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphReleaseUserObject(CUgraph graph, CUuserObject object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphReleaseUserObject(bd, graph, object, count);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphReleaseUserObject(CUgraph graph, CUuserObject object, unsigned int count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphReleaseUserObject(graph, object, count, bd, bd_file, bd_line) : bd_cuGraphReleaseUserObject(bd, graph, object, count);
}

static inline CUresult bd_inline_cuGraphReleaseUserObject(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphReleaseUserObject)(graph, object, count)
                                 : bd_gen_at_cuGraphReleaseUserObject(graph, object, count, bd, bd_file, bd_line);
}
#define bd_cuGraphReleaseUserObject(bd, graph, object, count) bd_inline_cuGraphReleaseUserObject(__FILE__, __LINE__, bd, graph, object, count)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphAddNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphAddNode(bd, phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphAddNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphAddNode(phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams, bd, bd_file, bd_line) : bd_cuGraphAddNode(bd, phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams);
}

static inline CUresult bd_inline_cuGraphAddNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddNode)(phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams)
                                 : bd_gen_at_cuGraphAddNode(phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphAddNode(bd, phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams) bd_inline_cuGraphAddNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphNodeSetParams(CUgraphNode hNode, CUgraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphNodeSetParams(bd, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphNodeSetParams(CUgraphNode hNode, CUgraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphNodeSetParams(bd, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_at_cuGraphNodeSetParams(hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphNodeSetParams(bd, hNode, nodeParams) bd_inline_cuGraphNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphExecNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphExecNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphExecNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphExecNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line) : bd_cuGraphExecNodeSetParams(bd, hGraphExec, hNode, nodeParams);
}

static inline CUresult bd_inline_cuGraphExecNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecNodeSetParams)(hGraphExec, hNode, nodeParams)
                                 : bd_gen_at_cuGraphExecNodeSetParams(hGraphExec, hNode, nodeParams, bd, bd_file, bd_line);
}
#define bd_cuGraphExecNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_inline_cuGraphExecNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphConditionalHandleCreate(bd, pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphConditionalHandleCreate(pHandle_out, hGraph, ctx, defaultLaunchValue, flags, bd, bd_file, bd_line) : bd_cuGraphConditionalHandleCreate(bd, pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
}

static inline CUresult bd_inline_cuGraphConditionalHandleCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphConditionalHandleCreate)(pHandle_out, hGraph, ctx, defaultLaunchValue, flags)
                                 : bd_gen_at_cuGraphConditionalHandleCreate(pHandle_out, hGraph, ctx, defaultLaunchValue, flags, bd, bd_file, bd_line);
}
#define bd_cuGraphConditionalHandleCreate(bd, pHandle_out, hGraph, ctx, defaultLaunchValue, flags) bd_inline_cuGraphConditionalHandleCreate(__FILE__, __LINE__, bd, pHandle_out, hGraph, ctx, defaultLaunchValue, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bd, numBlocks, func, blockSize, dynamicSMemSize);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize, bd, bd_file, bd_line) : bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bd, numBlocks, func, blockSize, dynamicSMemSize);
}

static inline CUresult bd_inline_cuOccupancyMaxActiveBlocksPerMultiprocessor(const char *bd_file, int bd_line, bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveBlocksPerMultiprocessor)(numBlocks, func, blockSize, dynamicSMemSize)
                                 : bd_gen_at_cuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize, bd, bd_file, bd_line);
}
#define bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bd, numBlocks, func, blockSize, dynamicSMemSize) bd_inline_cuOccupancyMaxActiveBlocksPerMultiprocessor(__FILE__, __LINE__, bd, numBlocks, func, blockSize, dynamicSMemSize)

BD_GEN_NOTED CUresult bd_gen_noted_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bd, numBlocks, func, blockSize, dynamicSMemSize, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags, bd, bd_file, bd_line) : bd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bd, numBlocks, func, blockSize, dynamicSMemSize, flags);
}

static inline CUresult bd_inline_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(const char *bd_file, int bd_line, bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(numBlocks, func, blockSize, dynamicSMemSize, flags)
                                 : bd_gen_at_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags, bd, bd_file, bd_line);
}
#define bd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bd, numBlocks, func, blockSize, dynamicSMemSize, flags) bd_inline_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(__FILE__, __LINE__, bd, numBlocks, func, blockSize, dynamicSMemSize, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuOccupancyMaxPotentialBlockSize(bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuOccupancyMaxPotentialBlockSize(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, bd, bd_file, bd_line) : bd_cuOccupancyMaxPotentialBlockSize(bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit);
}

static inline CUresult bd_inline_cuOccupancyMaxPotentialBlockSize(const char *bd_file, int bd_line, bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialBlockSize)(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit)
                                 : bd_gen_at_cuOccupancyMaxPotentialBlockSize(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, bd, bd_file, bd_line);
}
#define bd_cuOccupancyMaxPotentialBlockSize(bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit) bd_inline_cuOccupancyMaxPotentialBlockSize(__FILE__, __LINE__, bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit)

BD_GEN_NOTED CUresult bd_gen_noted_cuOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuOccupancyMaxPotentialBlockSizeWithFlags(bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags, bd, bd_file, bd_line) : bd_cuOccupancyMaxPotentialBlockSizeWithFlags(bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags);
}

static inline CUresult bd_inline_cuOccupancyMaxPotentialBlockSizeWithFlags(const char *bd_file, int bd_line, bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialBlockSizeWithFlags)(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags)
                                 : bd_gen_at_cuOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags, bd, bd_file, bd_line);
}
#define bd_cuOccupancyMaxPotentialBlockSizeWithFlags(bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags) bd_inline_cuOccupancyMaxPotentialBlockSizeWithFlags(__FILE__, __LINE__, bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuOccupancyAvailableDynamicSMemPerBlock(bd, dynamicSmemSize, func, numBlocks, blockSize);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize, bd, bd_file, bd_line) : bd_cuOccupancyAvailableDynamicSMemPerBlock(bd, dynamicSmemSize, func, numBlocks, blockSize);
}

static inline CUresult bd_inline_cuOccupancyAvailableDynamicSMemPerBlock(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyAvailableDynamicSMemPerBlock)(dynamicSmemSize, func, numBlocks, blockSize)
                                 : bd_gen_at_cuOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize, bd, bd_file, bd_line);
}
#define bd_cuOccupancyAvailableDynamicSMemPerBlock(bd, dynamicSmemSize, func, numBlocks, blockSize) bd_inline_cuOccupancyAvailableDynamicSMemPerBlock(__FILE__, __LINE__, bd, dynamicSmemSize, func, numBlocks, blockSize)

BD_GEN_NOTED CUresult bd_gen_noted_cuOccupancyMaxPotentialClusterSize(int *clusterSize, CUfunction func, const CUlaunchConfig *config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuOccupancyMaxPotentialClusterSize(bd, clusterSize, func, config);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuOccupancyMaxPotentialClusterSize(int *clusterSize, CUfunction func, const CUlaunchConfig *config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuOccupancyMaxPotentialClusterSize(clusterSize, func, config, bd, bd_file, bd_line) : bd_cuOccupancyMaxPotentialClusterSize(bd, clusterSize, func, config);
}

static inline CUresult bd_inline_cuOccupancyMaxPotentialClusterSize(const char *bd_file, int bd_line, bound_dev_t *bd, int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialClusterSize)(clusterSize, func, config)
                                 : bd_gen_at_cuOccupancyMaxPotentialClusterSize(clusterSize, func, config, bd, bd_file, bd_line);
}
#define bd_cuOccupancyMaxPotentialClusterSize(bd, clusterSize, func, config) bd_inline_cuOccupancyMaxPotentialClusterSize(__FILE__, __LINE__, bd, clusterSize, func, config)

BD_GEN_NOTED CUresult bd_gen_noted_cuOccupancyMaxActiveClusters(int *numClusters, CUfunction func, const CUlaunchConfig *config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuOccupancyMaxActiveClusters(bd, numClusters, func, config);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuOccupancyMaxActiveClusters(int *numClusters, CUfunction func, const CUlaunchConfig *config, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuOccupancyMaxActiveClusters(numClusters, func, config, bd, bd_file, bd_line) : bd_cuOccupancyMaxActiveClusters(bd, numClusters, func, config);
}

static inline CUresult bd_inline_cuOccupancyMaxActiveClusters(const char *bd_file, int bd_line, bound_dev_t *bd, int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveClusters)(numClusters, func, config)
                                 : bd_gen_at_cuOccupancyMaxActiveClusters(numClusters, func, config, bd, bd_file, bd_line);
}
#define bd_cuOccupancyMaxActiveClusters(bd, numClusters, func, config) bd_inline_cuOccupancyMaxActiveClusters(__FILE__, __LINE__, bd, numClusters, func, config)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetArray(CUtexref hTexRef, CUarray hArray, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetArray(bd, hTexRef, hArray, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetArray(CUtexref hTexRef, CUarray hArray, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetArray(hTexRef, hArray, Flags, bd, bd_file, bd_line) : bd_cuTexRefSetArray(bd, hTexRef, hArray, Flags);
}

static inline CUresult bd_inline_cuTexRefSetArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetArray)(hTexRef, hArray, Flags)
                                 : bd_gen_at_cuTexRefSetArray(hTexRef, hArray, Flags, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetArray(bd, hTexRef, hArray, Flags) bd_inline_cuTexRefSetArray(__FILE__, __LINE__, bd, hTexRef, hArray, Flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetMipmappedArray(CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetMipmappedArray(bd, hTexRef, hMipmappedArray, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetMipmappedArray(CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetMipmappedArray(hTexRef, hMipmappedArray, Flags, bd, bd_file, bd_line) : bd_cuTexRefSetMipmappedArray(bd, hTexRef, hMipmappedArray, Flags);
}

static inline CUresult bd_inline_cuTexRefSetMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmappedArray)(hTexRef, hMipmappedArray, Flags)
                                 : bd_gen_at_cuTexRefSetMipmappedArray(hTexRef, hMipmappedArray, Flags, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetMipmappedArray(bd, hTexRef, hMipmappedArray, Flags) bd_inline_cuTexRefSetMipmappedArray(__FILE__, __LINE__, bd, hTexRef, hMipmappedArray, Flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetAddress(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetAddress(bd, ByteOffset, hTexRef, dptr, bytes);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetAddress(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetAddress(ByteOffset, hTexRef, dptr, bytes, bd, bd_file, bd_line) : bd_cuTexRefSetAddress(bd, ByteOffset, hTexRef, dptr, bytes);
}

static inline CUresult bd_inline_cuTexRefSetAddress(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddress)(ByteOffset, hTexRef, dptr, bytes)
                                 : bd_gen_at_cuTexRefSetAddress(ByteOffset, hTexRef, dptr, bytes, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetAddress(bd, ByteOffset, hTexRef, dptr, bytes) bd_inline_cuTexRefSetAddress(__FILE__, __LINE__, bd, ByteOffset, hTexRef, dptr, bytes)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetAddress2D(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetAddress2D(bd, hTexRef, desc, dptr, Pitch);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetAddress2D(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetAddress2D(hTexRef, desc, dptr, Pitch, bd, bd_file, bd_line) : bd_cuTexRefSetAddress2D(bd, hTexRef, desc, dptr, Pitch);
}

static inline CUresult bd_inline_cuTexRefSetAddress2D(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddress2D)(hTexRef, desc, dptr, Pitch)
                                 : bd_gen_at_cuTexRefSetAddress2D(hTexRef, desc, dptr, Pitch, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetAddress2D(bd, hTexRef, desc, dptr, Pitch) bd_inline_cuTexRefSetAddress2D(__FILE__, __LINE__, bd, hTexRef, desc, dptr, Pitch)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetFormat(CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetFormat(bd, hTexRef, fmt, NumPackedComponents);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetFormat(CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetFormat(hTexRef, fmt, NumPackedComponents, bd, bd_file, bd_line) : bd_cuTexRefSetFormat(bd, hTexRef, fmt, NumPackedComponents);
}

static inline CUresult bd_inline_cuTexRefSetFormat(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFormat)(hTexRef, fmt, NumPackedComponents)
                                 : bd_gen_at_cuTexRefSetFormat(hTexRef, fmt, NumPackedComponents, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetFormat(bd, hTexRef, fmt, NumPackedComponents) bd_inline_cuTexRefSetFormat(__FILE__, __LINE__, bd, hTexRef, fmt, NumPackedComponents)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetAddressMode(CUtexref hTexRef, int dim, CUaddress_mode am, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetAddressMode(bd, hTexRef, dim, am);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetAddressMode(CUtexref hTexRef, int dim, CUaddress_mode am, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetAddressMode(hTexRef, dim, am, bd, bd_file, bd_line) : bd_cuTexRefSetAddressMode(bd, hTexRef, dim, am);
}

static inline CUresult bd_inline_cuTexRefSetAddressMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, int dim, CUaddress_mode am)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddressMode)(hTexRef, dim, am)
                                 : bd_gen_at_cuTexRefSetAddressMode(hTexRef, dim, am, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetAddressMode(bd, hTexRef, dim, am) bd_inline_cuTexRefSetAddressMode(__FILE__, __LINE__, bd, hTexRef, dim, am)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetFilterMode(CUtexref hTexRef, CUfilter_mode fm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetFilterMode(bd, hTexRef, fm);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetFilterMode(CUtexref hTexRef, CUfilter_mode fm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetFilterMode(hTexRef, fm, bd, bd_file, bd_line) : bd_cuTexRefSetFilterMode(bd, hTexRef, fm);
}

static inline CUresult bd_inline_cuTexRefSetFilterMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFilterMode)(hTexRef, fm)
                                 : bd_gen_at_cuTexRefSetFilterMode(hTexRef, fm, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetFilterMode(bd, hTexRef, fm) bd_inline_cuTexRefSetFilterMode(__FILE__, __LINE__, bd, hTexRef, fm)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetMipmapFilterMode(CUtexref hTexRef, CUfilter_mode fm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetMipmapFilterMode(bd, hTexRef, fm);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetMipmapFilterMode(CUtexref hTexRef, CUfilter_mode fm, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetMipmapFilterMode(hTexRef, fm, bd, bd_file, bd_line) : bd_cuTexRefSetMipmapFilterMode(bd, hTexRef, fm);
}

static inline CUresult bd_inline_cuTexRefSetMipmapFilterMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapFilterMode)(hTexRef, fm)
                                 : bd_gen_at_cuTexRefSetMipmapFilterMode(hTexRef, fm, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetMipmapFilterMode(bd, hTexRef, fm) bd_inline_cuTexRefSetMipmapFilterMode(__FILE__, __LINE__, bd, hTexRef, fm)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetMipmapLevelBias(CUtexref hTexRef, float bias, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetMipmapLevelBias(bd, hTexRef, bias);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetMipmapLevelBias(CUtexref hTexRef, float bias, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetMipmapLevelBias(hTexRef, bias, bd, bd_file, bd_line) : bd_cuTexRefSetMipmapLevelBias(bd, hTexRef, bias);
}

static inline CUresult bd_inline_cuTexRefSetMipmapLevelBias(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, float bias)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapLevelBias)(hTexRef, bias)
                                 : bd_gen_at_cuTexRefSetMipmapLevelBias(hTexRef, bias, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetMipmapLevelBias(bd, hTexRef, bias) bd_inline_cuTexRefSetMipmapLevelBias(__FILE__, __LINE__, bd, hTexRef, bias)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetMipmapLevelClamp(CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetMipmapLevelClamp(bd, hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetMipmapLevelClamp(CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetMipmapLevelClamp(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp, bd, bd_file, bd_line) : bd_cuTexRefSetMipmapLevelClamp(bd, hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp);
}

static inline CUresult bd_inline_cuTexRefSetMipmapLevelClamp(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapLevelClamp)(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp)
                                 : bd_gen_at_cuTexRefSetMipmapLevelClamp(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetMipmapLevelClamp(bd, hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp) bd_inline_cuTexRefSetMipmapLevelClamp(__FILE__, __LINE__, bd, hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetMaxAnisotropy(CUtexref hTexRef, unsigned int maxAniso, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetMaxAnisotropy(bd, hTexRef, maxAniso);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetMaxAnisotropy(CUtexref hTexRef, unsigned int maxAniso, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetMaxAnisotropy(hTexRef, maxAniso, bd, bd_file, bd_line) : bd_cuTexRefSetMaxAnisotropy(bd, hTexRef, maxAniso);
}

static inline CUresult bd_inline_cuTexRefSetMaxAnisotropy(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, unsigned int maxAniso)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMaxAnisotropy)(hTexRef, maxAniso)
                                 : bd_gen_at_cuTexRefSetMaxAnisotropy(hTexRef, maxAniso, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetMaxAnisotropy(bd, hTexRef, maxAniso) bd_inline_cuTexRefSetMaxAnisotropy(__FILE__, __LINE__, bd, hTexRef, maxAniso)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetBorderColor(CUtexref hTexRef, float *pBorderColor, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetBorderColor(bd, hTexRef, pBorderColor);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetBorderColor(CUtexref hTexRef, float *pBorderColor, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetBorderColor(hTexRef, pBorderColor, bd, bd_file, bd_line) : bd_cuTexRefSetBorderColor(bd, hTexRef, pBorderColor);
}

static inline CUresult bd_inline_cuTexRefSetBorderColor(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, float *pBorderColor)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetBorderColor)(hTexRef, pBorderColor)
                                 : bd_gen_at_cuTexRefSetBorderColor(hTexRef, pBorderColor, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetBorderColor(bd, hTexRef, pBorderColor) bd_inline_cuTexRefSetBorderColor(__FILE__, __LINE__, bd, hTexRef, pBorderColor)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefSetFlags(CUtexref hTexRef, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefSetFlags(bd, hTexRef, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefSetFlags(CUtexref hTexRef, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefSetFlags(hTexRef, Flags, bd, bd_file, bd_line) : bd_cuTexRefSetFlags(bd, hTexRef, Flags);
}

static inline CUresult bd_inline_cuTexRefSetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFlags)(hTexRef, Flags)
                                 : bd_gen_at_cuTexRefSetFlags(hTexRef, Flags, bd, bd_file, bd_line);
}
#define bd_cuTexRefSetFlags(bd, hTexRef, Flags) bd_inline_cuTexRefSetFlags(__FILE__, __LINE__, bd, hTexRef, Flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetAddress(CUdeviceptr *pdptr, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetAddress(bd, pdptr, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetAddress(CUdeviceptr *pdptr, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetAddress(pdptr, hTexRef, bd, bd_file, bd_line) : bd_cuTexRefGetAddress(bd, pdptr, hTexRef);
}

static inline CUresult bd_inline_cuTexRefGetAddress(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *pdptr, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetAddress)(pdptr, hTexRef)
                                 : bd_gen_at_cuTexRefGetAddress(pdptr, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetAddress(bd, pdptr, hTexRef) bd_inline_cuTexRefGetAddress(__FILE__, __LINE__, bd, pdptr, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetArray(CUarray *phArray, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetArray(bd, phArray, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetArray(CUarray *phArray, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetArray(phArray, hTexRef, bd, bd_file, bd_line) : bd_cuTexRefGetArray(bd, phArray, hTexRef);
}

static inline CUresult bd_inline_cuTexRefGetArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *phArray, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetArray)(phArray, hTexRef)
                                 : bd_gen_at_cuTexRefGetArray(phArray, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetArray(bd, phArray, hTexRef) bd_inline_cuTexRefGetArray(__FILE__, __LINE__, bd, phArray, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetMipmappedArray(CUmipmappedArray *phMipmappedArray, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetMipmappedArray(bd, phMipmappedArray, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetMipmappedArray(CUmipmappedArray *phMipmappedArray, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetMipmappedArray(phMipmappedArray, hTexRef, bd, bd_file, bd_line) : bd_cuTexRefGetMipmappedArray(bd, phMipmappedArray, hTexRef);
}

static inline CUresult bd_inline_cuTexRefGetMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmappedArray)(phMipmappedArray, hTexRef)
                                 : bd_gen_at_cuTexRefGetMipmappedArray(phMipmappedArray, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetMipmappedArray(bd, phMipmappedArray, hTexRef) bd_inline_cuTexRefGetMipmappedArray(__FILE__, __LINE__, bd, phMipmappedArray, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetAddressMode(CUaddress_mode *pam, CUtexref hTexRef, int dim, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetAddressMode(bd, pam, hTexRef, dim);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetAddressMode(CUaddress_mode *pam, CUtexref hTexRef, int dim, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetAddressMode(pam, hTexRef, dim, bd, bd_file, bd_line) : bd_cuTexRefGetAddressMode(bd, pam, hTexRef, dim);
}

static inline CUresult bd_inline_cuTexRefGetAddressMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetAddressMode)(pam, hTexRef, dim)
                                 : bd_gen_at_cuTexRefGetAddressMode(pam, hTexRef, dim, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetAddressMode(bd, pam, hTexRef, dim) bd_inline_cuTexRefGetAddressMode(__FILE__, __LINE__, bd, pam, hTexRef, dim)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetFilterMode(CUfilter_mode *pfm, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetFilterMode(bd, pfm, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetFilterMode(CUfilter_mode *pfm, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetFilterMode(pfm, hTexRef, bd, bd_file, bd_line) : bd_cuTexRefGetFilterMode(bd, pfm, hTexRef);
}

static inline CUresult bd_inline_cuTexRefGetFilterMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFilterMode)(pfm, hTexRef)
                                 : bd_gen_at_cuTexRefGetFilterMode(pfm, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetFilterMode(bd, pfm, hTexRef) bd_inline_cuTexRefGetFilterMode(__FILE__, __LINE__, bd, pfm, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetFormat(CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetFormat(bd, pFormat, pNumChannels, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetFormat(CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetFormat(pFormat, pNumChannels, hTexRef, bd, bd_file, bd_line) : bd_cuTexRefGetFormat(bd, pFormat, pNumChannels, hTexRef);
}

static inline CUresult bd_inline_cuTexRefGetFormat(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFormat)(pFormat, pNumChannels, hTexRef)
                                 : bd_gen_at_cuTexRefGetFormat(pFormat, pNumChannels, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetFormat(bd, pFormat, pNumChannels, hTexRef) bd_inline_cuTexRefGetFormat(__FILE__, __LINE__, bd, pFormat, pNumChannels, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetMipmapFilterMode(CUfilter_mode *pfm, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetMipmapFilterMode(bd, pfm, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetMipmapFilterMode(CUfilter_mode *pfm, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetMipmapFilterMode(pfm, hTexRef, bd, bd_file, bd_line) : bd_cuTexRefGetMipmapFilterMode(bd, pfm, hTexRef);
}

static inline CUresult bd_inline_cuTexRefGetMipmapFilterMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapFilterMode)(pfm, hTexRef)
                                 : bd_gen_at_cuTexRefGetMipmapFilterMode(pfm, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetMipmapFilterMode(bd, pfm, hTexRef) bd_inline_cuTexRefGetMipmapFilterMode(__FILE__, __LINE__, bd, pfm, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetMipmapLevelBias(float *pbias, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetMipmapLevelBias(bd, pbias, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetMipmapLevelBias(float *pbias, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetMipmapLevelBias(pbias, hTexRef, bd, bd_file, bd_line) : bd_cuTexRefGetMipmapLevelBias(bd, pbias, hTexRef);
}

static inline CUresult bd_inline_cuTexRefGetMipmapLevelBias(const char *bd_file, int bd_line, bound_dev_t *bd, float *pbias, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapLevelBias)(pbias, hTexRef)
                                 : bd_gen_at_cuTexRefGetMipmapLevelBias(pbias, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetMipmapLevelBias(bd, pbias, hTexRef) bd_inline_cuTexRefGetMipmapLevelBias(__FILE__, __LINE__, bd, pbias, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetMipmapLevelClamp(float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetMipmapLevelClamp(bd, pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetMipmapLevelClamp(float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetMipmapLevelClamp(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef, bd, bd_file, bd_line) : bd_cuTexRefGetMipmapLevelClamp(bd, pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef);
}

static inline CUresult bd_inline_cuTexRefGetMipmapLevelClamp(const char *bd_file, int bd_line, bound_dev_t *bd, float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapLevelClamp)(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef)
                                 : bd_gen_at_cuTexRefGetMipmapLevelClamp(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetMipmapLevelClamp(bd, pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef) bd_inline_cuTexRefGetMipmapLevelClamp(__FILE__, __LINE__, bd, pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetMaxAnisotropy(int *pmaxAniso, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetMaxAnisotropy(bd, pmaxAniso, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetMaxAnisotropy(int *pmaxAniso, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetMaxAnisotropy(pmaxAniso, hTexRef, bd, bd_file, bd_line) : bd_cuTexRefGetMaxAnisotropy(bd, pmaxAniso, hTexRef);
}

static inline CUresult bd_inline_cuTexRefGetMaxAnisotropy(const char *bd_file, int bd_line, bound_dev_t *bd, int *pmaxAniso, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMaxAnisotropy)(pmaxAniso, hTexRef)
                                 : bd_gen_at_cuTexRefGetMaxAnisotropy(pmaxAniso, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetMaxAnisotropy(bd, pmaxAniso, hTexRef) bd_inline_cuTexRefGetMaxAnisotropy(__FILE__, __LINE__, bd, pmaxAniso, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetBorderColor(float *pBorderColor, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetBorderColor(bd, pBorderColor, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetBorderColor(float *pBorderColor, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetBorderColor(pBorderColor, hTexRef, bd, bd_file, bd_line) : bd_cuTexRefGetBorderColor(bd, pBorderColor, hTexRef);
}

static inline CUresult bd_inline_cuTexRefGetBorderColor(const char *bd_file, int bd_line, bound_dev_t *bd, float *pBorderColor, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetBorderColor)(pBorderColor, hTexRef)
                                 : bd_gen_at_cuTexRefGetBorderColor(pBorderColor, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetBorderColor(bd, pBorderColor, hTexRef) bd_inline_cuTexRefGetBorderColor(__FILE__, __LINE__, bd, pBorderColor, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefGetFlags(unsigned int *pFlags, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefGetFlags(bd, pFlags, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefGetFlags(unsigned int *pFlags, CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefGetFlags(pFlags, hTexRef, bd, bd_file, bd_line) : bd_cuTexRefGetFlags(bd, pFlags, hTexRef);
}

static inline CUresult bd_inline_cuTexRefGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int *pFlags, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFlags)(pFlags, hTexRef)
                                 : bd_gen_at_cuTexRefGetFlags(pFlags, hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefGetFlags(bd, pFlags, hTexRef) bd_inline_cuTexRefGetFlags(__FILE__, __LINE__, bd, pFlags, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefCreate(CUtexref *pTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefCreate(bd, pTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefCreate(CUtexref *pTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefCreate(pTexRef, bd, bd_file, bd_line) : bd_cuTexRefCreate(bd, pTexRef);
}

static inline CUresult bd_inline_cuTexRefCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref *pTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefCreate)(pTexRef)
                                 : bd_gen_at_cuTexRefCreate(pTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefCreate(bd, pTexRef) bd_inline_cuTexRefCreate(__FILE__, __LINE__, bd, pTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexRefDestroy(CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexRefDestroy(bd, hTexRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexRefDestroy(CUtexref hTexRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexRefDestroy(hTexRef, bd, bd_file, bd_line) : bd_cuTexRefDestroy(bd, hTexRef);
}

static inline CUresult bd_inline_cuTexRefDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefDestroy)(hTexRef)
                                 : bd_gen_at_cuTexRefDestroy(hTexRef, bd, bd_file, bd_line);
}
#define bd_cuTexRefDestroy(bd, hTexRef) bd_inline_cuTexRefDestroy(__FILE__, __LINE__, bd, hTexRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuSurfRefSetArray(CUsurfref hSurfRef, CUarray hArray, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuSurfRefSetArray(bd, hSurfRef, hArray, Flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuSurfRefSetArray(CUsurfref hSurfRef, CUarray hArray, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuSurfRefSetArray(hSurfRef, hArray, Flags, bd, bd_file, bd_line) : bd_cuSurfRefSetArray(bd, hSurfRef, hArray, Flags);
}

static inline CUresult bd_inline_cuSurfRefSetArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfRefSetArray)(hSurfRef, hArray, Flags)
                                 : bd_gen_at_cuSurfRefSetArray(hSurfRef, hArray, Flags, bd, bd_file, bd_line);
}
#define bd_cuSurfRefSetArray(bd, hSurfRef, hArray, Flags) bd_inline_cuSurfRefSetArray(__FILE__, __LINE__, bd, hSurfRef, hArray, Flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuSurfRefGetArray(CUarray *phArray, CUsurfref hSurfRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuSurfRefGetArray(bd, phArray, hSurfRef);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuSurfRefGetArray(CUarray *phArray, CUsurfref hSurfRef, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuSurfRefGetArray(phArray, hSurfRef, bd, bd_file, bd_line) : bd_cuSurfRefGetArray(bd, phArray, hSurfRef);
}

static inline CUresult bd_inline_cuSurfRefGetArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *phArray, CUsurfref hSurfRef)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfRefGetArray)(phArray, hSurfRef)
                                 : bd_gen_at_cuSurfRefGetArray(phArray, hSurfRef, bd, bd_file, bd_line);
}
#define bd_cuSurfRefGetArray(bd, phArray, hSurfRef) bd_inline_cuSurfRefGetArray(__FILE__, __LINE__, bd, phArray, hSurfRef)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexObjectCreate(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexObjectCreate(bd, pTexObject, pResDesc, pTexDesc, pResViewDesc);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexObjectCreate(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexObjectCreate(pTexObject, pResDesc, pTexDesc, pResViewDesc, bd, bd_file, bd_line) : bd_cuTexObjectCreate(bd, pTexObject, pResDesc, pTexDesc, pResViewDesc);
}

static inline CUresult bd_inline_cuTexObjectCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectCreate)(pTexObject, pResDesc, pTexDesc, pResViewDesc)
                                 : bd_gen_at_cuTexObjectCreate(pTexObject, pResDesc, pTexDesc, pResViewDesc, bd, bd_file, bd_line);
}
#define bd_cuTexObjectCreate(bd, pTexObject, pResDesc, pTexDesc, pResViewDesc) bd_inline_cuTexObjectCreate(__FILE__, __LINE__, bd, pTexObject, pResDesc, pTexDesc, pResViewDesc)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexObjectDestroy(CUtexObject texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexObjectDestroy(bd, texObject);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexObjectDestroy(CUtexObject texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexObjectDestroy(texObject, bd, bd_file, bd_line) : bd_cuTexObjectDestroy(bd, texObject);
}

static inline CUresult bd_inline_cuTexObjectDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexObject texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectDestroy)(texObject)
                                 : bd_gen_at_cuTexObjectDestroy(texObject, bd, bd_file, bd_line);
}
#define bd_cuTexObjectDestroy(bd, texObject) bd_inline_cuTexObjectDestroy(__FILE__, __LINE__, bd, texObject)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexObjectGetResourceDesc(bd, pResDesc, texObject);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexObjectGetResourceDesc(pResDesc, texObject, bd, bd_file, bd_line) : bd_cuTexObjectGetResourceDesc(bd, pResDesc, texObject);
}

static inline CUresult bd_inline_cuTexObjectGetResourceDesc(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetResourceDesc)(pResDesc, texObject)
                                 : bd_gen_at_cuTexObjectGetResourceDesc(pResDesc, texObject, bd, bd_file, bd_line);
}
#define bd_cuTexObjectGetResourceDesc(bd, pResDesc, texObject) bd_inline_cuTexObjectGetResourceDesc(__FILE__, __LINE__, bd, pResDesc, texObject)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexObjectGetTextureDesc(bd, pTexDesc, texObject);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexObjectGetTextureDesc(pTexDesc, texObject, bd, bd_file, bd_line) : bd_cuTexObjectGetTextureDesc(bd, pTexDesc, texObject);
}

static inline CUresult bd_inline_cuTexObjectGetTextureDesc(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetTextureDesc)(pTexDesc, texObject)
                                 : bd_gen_at_cuTexObjectGetTextureDesc(pTexDesc, texObject, bd, bd_file, bd_line);
}
#define bd_cuTexObjectGetTextureDesc(bd, pTexDesc, texObject) bd_inline_cuTexObjectGetTextureDesc(__FILE__, __LINE__, bd, pTexDesc, texObject)

BD_GEN_NOTED CUresult bd_gen_noted_cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuTexObjectGetResourceViewDesc(bd, pResViewDesc, texObject);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuTexObjectGetResourceViewDesc(pResViewDesc, texObject, bd, bd_file, bd_line) : bd_cuTexObjectGetResourceViewDesc(bd, pResViewDesc, texObject);
}

static inline CUresult bd_inline_cuTexObjectGetResourceViewDesc(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetResourceViewDesc)(pResViewDesc, texObject)
                                 : bd_gen_at_cuTexObjectGetResourceViewDesc(pResViewDesc, texObject, bd, bd_file, bd_line);
}
#define bd_cuTexObjectGetResourceViewDesc(bd, pResViewDesc, texObject) bd_inline_cuTexObjectGetResourceViewDesc(__FILE__, __LINE__, bd, pResViewDesc, texObject)

BD_GEN_NOTED CUresult bd_gen_noted_cuSurfObjectCreate(CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuSurfObjectCreate(bd, pSurfObject, pResDesc);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuSurfObjectCreate(CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuSurfObjectCreate(pSurfObject, pResDesc, bd, bd_file, bd_line) : bd_cuSurfObjectCreate(bd, pSurfObject, pResDesc);
}

static inline CUresult bd_inline_cuSurfObjectCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectCreate)(pSurfObject, pResDesc)
                                 : bd_gen_at_cuSurfObjectCreate(pSurfObject, pResDesc, bd, bd_file, bd_line);
}
#define bd_cuSurfObjectCreate(bd, pSurfObject, pResDesc) bd_inline_cuSurfObjectCreate(__FILE__, __LINE__, bd, pSurfObject, pResDesc)

BD_GEN_NOTED CUresult bd_gen_noted_cuSurfObjectDestroy(CUsurfObject surfObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuSurfObjectDestroy(bd, surfObject);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuSurfObjectDestroy(CUsurfObject surfObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuSurfObjectDestroy(surfObject, bd, bd_file, bd_line) : bd_cuSurfObjectDestroy(bd, surfObject);
}

static inline CUresult bd_inline_cuSurfObjectDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUsurfObject surfObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectDestroy)(surfObject)
                                 : bd_gen_at_cuSurfObjectDestroy(surfObject, bd, bd_file, bd_line);
}
#define bd_cuSurfObjectDestroy(bd, surfObject) bd_inline_cuSurfObjectDestroy(__FILE__, __LINE__, bd, surfObject)

BD_GEN_NOTED CUresult bd_gen_noted_cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuSurfObjectGetResourceDesc(bd, pResDesc, surfObject);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuSurfObjectGetResourceDesc(pResDesc, surfObject, bd, bd_file, bd_line) : bd_cuSurfObjectGetResourceDesc(bd, pResDesc, surfObject);
}

static inline CUresult bd_inline_cuSurfObjectGetResourceDesc(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectGetResourceDesc)(pResDesc, surfObject)
                                 : bd_gen_at_cuSurfObjectGetResourceDesc(pResDesc, surfObject, bd, bd_file, bd_line);
}
#define bd_cuSurfObjectGetResourceDesc(bd, pResDesc, surfObject) bd_inline_cuSurfObjectGetResourceDesc(__FILE__, __LINE__, bd, pResDesc, surfObject)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxEnablePeerAccess(bd, peerContext, Flags);
}

static inline CUresult bd_inline_cuCtxEnablePeerAccess(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext peerContext, unsigned int Flags)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxEnablePeerAccess(peerContext, Flags, bd, bd_file, bd_line) : bd_cuCtxEnablePeerAccess(bd, peerContext, Flags);
}
#define bd_cuCtxEnablePeerAccess(bd, peerContext, Flags) bd_inline_cuCtxEnablePeerAccess(__FILE__, __LINE__, bd, peerContext, Flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxDisablePeerAccess(CUcontext peerContext, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxDisablePeerAccess(bd, peerContext);
}

static inline CUresult bd_inline_cuCtxDisablePeerAccess(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext peerContext)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxDisablePeerAccess(peerContext, bd, bd_file, bd_line) : bd_cuCtxDisablePeerAccess(bd, peerContext);
}
#define bd_cuCtxDisablePeerAccess(bd, peerContext) bd_inline_cuCtxDisablePeerAccess(__FILE__, __LINE__, bd, peerContext)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphicsUnregisterResource(CUgraphicsResource resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphicsUnregisterResource(bd, resource);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphicsUnregisterResource(CUgraphicsResource resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphicsUnregisterResource(resource, bd, bd_file, bd_line) : bd_cuGraphicsUnregisterResource(bd, resource);
}

static inline CUresult bd_inline_cuGraphicsUnregisterResource(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphicsResource resource)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnregisterResource)(resource)
                                 : bd_gen_at_cuGraphicsUnregisterResource(resource, bd, bd_file, bd_line);
}
#define bd_cuGraphicsUnregisterResource(bd, resource) bd_inline_cuGraphicsUnregisterResource(__FILE__, __LINE__, bd, resource)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphicsSubResourceGetMappedArray(CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphicsSubResourceGetMappedArray(bd, pArray, resource, arrayIndex, mipLevel);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphicsSubResourceGetMappedArray(CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphicsSubResourceGetMappedArray(pArray, resource, arrayIndex, mipLevel, bd, bd_file, bd_line) : bd_cuGraphicsSubResourceGetMappedArray(bd, pArray, resource, arrayIndex, mipLevel);
}

static inline CUresult bd_inline_cuGraphicsSubResourceGetMappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsSubResourceGetMappedArray)(pArray, resource, arrayIndex, mipLevel)
                                 : bd_gen_at_cuGraphicsSubResourceGetMappedArray(pArray, resource, arrayIndex, mipLevel, bd, bd_file, bd_line);
}
#define bd_cuGraphicsSubResourceGetMappedArray(bd, pArray, resource, arrayIndex, mipLevel) bd_inline_cuGraphicsSubResourceGetMappedArray(__FILE__, __LINE__, bd, pArray, resource, arrayIndex, mipLevel)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphicsResourceGetMappedMipmappedArray(CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphicsResourceGetMappedMipmappedArray(bd, pMipmappedArray, resource);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphicsResourceGetMappedMipmappedArray(CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphicsResourceGetMappedMipmappedArray(pMipmappedArray, resource, bd, bd_file, bd_line) : bd_cuGraphicsResourceGetMappedMipmappedArray(bd, pMipmappedArray, resource);
}

static inline CUresult bd_inline_cuGraphicsResourceGetMappedMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceGetMappedMipmappedArray)(pMipmappedArray, resource)
                                 : bd_gen_at_cuGraphicsResourceGetMappedMipmappedArray(pMipmappedArray, resource, bd, bd_file, bd_line);
}
#define bd_cuGraphicsResourceGetMappedMipmappedArray(bd, pMipmappedArray, resource) bd_inline_cuGraphicsResourceGetMappedMipmappedArray(__FILE__, __LINE__, bd, pMipmappedArray, resource)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphicsResourceGetMappedPointer(CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphicsResourceGetMappedPointer(bd, pDevPtr, pSize, resource);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphicsResourceGetMappedPointer(CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphicsResourceGetMappedPointer(pDevPtr, pSize, resource, bd, bd_file, bd_line) : bd_cuGraphicsResourceGetMappedPointer(bd, pDevPtr, pSize, resource);
}

static inline CUresult bd_inline_cuGraphicsResourceGetMappedPointer(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceGetMappedPointer)(pDevPtr, pSize, resource)
                                 : bd_gen_at_cuGraphicsResourceGetMappedPointer(pDevPtr, pSize, resource, bd, bd_file, bd_line);
}
#define bd_cuGraphicsResourceGetMappedPointer(bd, pDevPtr, pSize, resource) bd_inline_cuGraphicsResourceGetMappedPointer(__FILE__, __LINE__, bd, pDevPtr, pSize, resource)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphicsResourceSetMapFlags(CUgraphicsResource resource, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphicsResourceSetMapFlags(bd, resource, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphicsResourceSetMapFlags(CUgraphicsResource resource, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphicsResourceSetMapFlags(resource, flags, bd, bd_file, bd_line) : bd_cuGraphicsResourceSetMapFlags(bd, resource, flags);
}

static inline CUresult bd_inline_cuGraphicsResourceSetMapFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphicsResource resource, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceSetMapFlags)(resource, flags)
                                 : bd_gen_at_cuGraphicsResourceSetMapFlags(resource, flags, bd, bd_file, bd_line);
}
#define bd_cuGraphicsResourceSetMapFlags(bd, resource, flags) bd_inline_cuGraphicsResourceSetMapFlags(__FILE__, __LINE__, bd, resource, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphicsMapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphicsMapResources(bd, count, resources, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphicsMapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphicsMapResources(count, resources, hStream, bd, bd_file, bd_line) : bd_cuGraphicsMapResources(bd, count, resources, hStream);
}

static inline CUresult bd_inline_cuGraphicsMapResources(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsMapResources)(count, resources, hStream)
                                 : bd_gen_at_cuGraphicsMapResources(count, resources, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphicsMapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphicsMapResources_ptsz(bd, count, resources, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphicsMapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphicsMapResources_ptsz(count, resources, hStream, bd, bd_file, bd_line) : bd_cuGraphicsMapResources_ptsz(bd, count, resources, hStream);
}

static inline CUresult bd_inline_cuGraphicsMapResources_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsMapResources_ptsz)(count, resources, hStream)
                                 : bd_gen_at_cuGraphicsMapResources_ptsz(count, resources, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuGraphicsMapResources(bd, count, resources, hStream) bd_inline_cuGraphicsMapResources_ptsz(__FILE__, __LINE__, bd, count, resources, hStream)
#else
#define bd_cuGraphicsMapResources(bd, count, resources, hStream) bd_inline_cuGraphicsMapResources(__FILE__, __LINE__, bd, count, resources, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphicsUnmapResources(bd, count, resources, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphicsUnmapResources(count, resources, hStream, bd, bd_file, bd_line) : bd_cuGraphicsUnmapResources(bd, count, resources, hStream);
}

static inline CUresult bd_inline_cuGraphicsUnmapResources(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnmapResources)(count, resources, hStream)
                                 : bd_gen_at_cuGraphicsUnmapResources(count, resources, hStream, bd, bd_file, bd_line);
}

BD_GEN_NOTED CUresult bd_gen_noted_cuGraphicsUnmapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGraphicsUnmapResources_ptsz(bd, count, resources, hStream);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGraphicsUnmapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGraphicsUnmapResources_ptsz(count, resources, hStream, bd, bd_file, bd_line) : bd_cuGraphicsUnmapResources_ptsz(bd, count, resources, hStream);
}

static inline CUresult bd_inline_cuGraphicsUnmapResources_ptsz(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnmapResources_ptsz)(count, resources, hStream)
                                 : bd_gen_at_cuGraphicsUnmapResources_ptsz(count, resources, hStream, bd, bd_file, bd_line);
}
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
#define bd_cuGraphicsUnmapResources(bd, count, resources, hStream) bd_inline_cuGraphicsUnmapResources_ptsz(__FILE__, __LINE__, bd, count, resources, hStream)
#else
#define bd_cuGraphicsUnmapResources(bd, count, resources, hStream) bd_inline_cuGraphicsUnmapResources(__FILE__, __LINE__, bd, count, resources, hStream)
#endif

BD_GEN_NOTED CUresult bd_gen_noted_cuCoredumpGetAttribute(CUcoredumpSettings attrib, void *value, size_t *size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCoredumpGetAttribute(bd, attrib, value, size);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCoredumpGetAttribute(CUcoredumpSettings attrib, void *value, size_t *size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCoredumpGetAttribute(attrib, value, size, bd, bd_file, bd_line) : bd_cuCoredumpGetAttribute(bd, attrib, value, size);
}

static inline CUresult bd_inline_cuCoredumpGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpGetAttribute)(attrib, value, size)
                                 : bd_gen_at_cuCoredumpGetAttribute(attrib, value, size, bd, bd_file, bd_line);
}
#define bd_cuCoredumpGetAttribute(bd, attrib, value, size) bd_inline_cuCoredumpGetAttribute(__FILE__, __LINE__, bd, attrib, value, size)

BD_GEN_NOTED CUresult bd_gen_noted_cuCoredumpSetAttribute(CUcoredumpSettings attrib, void *value, size_t *size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCoredumpSetAttribute(bd, attrib, value, size);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCoredumpSetAttribute(CUcoredumpSettings attrib, void *value, size_t *size, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCoredumpSetAttribute(attrib, value, size, bd, bd_file, bd_line) : bd_cuCoredumpSetAttribute(bd, attrib, value, size);
}

static inline CUresult bd_inline_cuCoredumpSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpSetAttribute)(attrib, value, size)
                                 : bd_gen_at_cuCoredumpSetAttribute(attrib, value, size, bd, bd_file, bd_line);
}
#define bd_cuCoredumpSetAttribute(bd, attrib, value, size) bd_inline_cuCoredumpSetAttribute(__FILE__, __LINE__, bd, attrib, value, size)

BD_GEN_NOTED CUresult bd_gen_noted_cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGreenCtxCreate(bd, phCtx, desc, dev, flags);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGreenCtxCreate(phCtx, desc, dev, flags, bd, bd_file, bd_line) : bd_cuGreenCtxCreate(bd, phCtx, desc, dev, flags);
}

static inline CUresult bd_inline_cuGreenCtxCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxCreate)(phCtx, desc, dev, flags)
                                 : bd_gen_at_cuGreenCtxCreate(phCtx, desc, dev, flags, bd, bd_file, bd_line);
}
#define bd_cuGreenCtxCreate(bd, phCtx, desc, dev, flags) bd_inline_cuGreenCtxCreate(__FILE__, __LINE__, bd, phCtx, desc, dev, flags)

BD_GEN_NOTED CUresult bd_gen_noted_cuGreenCtxDestroy(CUgreenCtx hCtx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGreenCtxDestroy(bd, hCtx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGreenCtxDestroy(CUgreenCtx hCtx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGreenCtxDestroy(hCtx, bd, bd_file, bd_line) : bd_cuGreenCtxDestroy(bd, hCtx);
}

static inline CUresult bd_inline_cuGreenCtxDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx hCtx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxDestroy)(hCtx)
                                 : bd_gen_at_cuGreenCtxDestroy(hCtx, bd, bd_file, bd_line);
}
#define bd_cuGreenCtxDestroy(bd, hCtx) bd_inline_cuGreenCtxDestroy(__FILE__, __LINE__, bd, hCtx)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxFromGreenCtx(bd, pContext, hCtx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxFromGreenCtx(pContext, hCtx, bd, bd_file, bd_line) : bd_cuCtxFromGreenCtx(bd, pContext, hCtx);
}

static inline CUresult bd_inline_cuCtxFromGreenCtx(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pContext, CUgreenCtx hCtx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxFromGreenCtx)(pContext, hCtx)
                                 : bd_gen_at_cuCtxFromGreenCtx(pContext, hCtx, bd, bd_file, bd_line);
}
#define bd_cuCtxFromGreenCtx(bd, pContext, hCtx) bd_inline_cuCtxFromGreenCtx(__FILE__, __LINE__, bd, pContext, hCtx)

BD_GEN_NOTED CUresult bd_gen_noted_cuCtxGetDevResource(CUcontext hCtx, CUdevResource *resource, CUdevResourceType type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuCtxGetDevResource(bd, hCtx, resource, type);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuCtxGetDevResource(CUcontext hCtx, CUdevResource *resource, CUdevResourceType type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuCtxGetDevResource(hCtx, resource, type, bd, bd_file, bd_line) : bd_cuCtxGetDevResource(bd, hCtx, resource, type);
}

static inline CUresult bd_inline_cuCtxGetDevResource(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevResource)(hCtx, resource, type)
                                 : bd_gen_at_cuCtxGetDevResource(hCtx, resource, type, bd, bd_file, bd_line);
}
#define bd_cuCtxGetDevResource(bd, hCtx, resource, type) bd_inline_cuCtxGetDevResource(__FILE__, __LINE__, bd, hCtx, resource, type)

BD_GEN_NOTED CUresult bd_gen_noted_cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGreenCtxGetDevResource(bd, hCtx, resource, type);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGreenCtxGetDevResource(hCtx, resource, type, bd, bd_file, bd_line) : bd_cuGreenCtxGetDevResource(bd, hCtx, resource, type);
}

static inline CUresult bd_inline_cuGreenCtxGetDevResource(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxGetDevResource)(hCtx, resource, type)
                                 : bd_gen_at_cuGreenCtxGetDevResource(hCtx, resource, type, bd, bd_file, bd_line);
}
#define bd_cuGreenCtxGetDevResource(bd, hCtx, resource, type) bd_inline_cuGreenCtxGetDevResource(__FILE__, __LINE__, bd, hCtx, resource, type)

BD_GEN_NOTED CUresult bd_gen_noted_cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGreenCtxRecordEvent(bd, hCtx, hEvent);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGreenCtxRecordEvent(hCtx, hEvent, bd, bd_file, bd_line) : bd_cuGreenCtxRecordEvent(bd, hCtx, hEvent);
}

static inline CUresult bd_inline_cuGreenCtxRecordEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxRecordEvent)(hCtx, hEvent)
                                 : bd_gen_at_cuGreenCtxRecordEvent(hCtx, hEvent, bd, bd_file, bd_line);
}
#define bd_cuGreenCtxRecordEvent(bd, hCtx, hEvent) bd_inline_cuGreenCtxRecordEvent(__FILE__, __LINE__, bd, hCtx, hEvent)

BD_GEN_NOTED CUresult bd_gen_noted_cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGreenCtxWaitEvent(bd, hCtx, hEvent);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGreenCtxWaitEvent(hCtx, hEvent, bd, bd_file, bd_line) : bd_cuGreenCtxWaitEvent(bd, hCtx, hEvent);
}

static inline CUresult bd_inline_cuGreenCtxWaitEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxWaitEvent)(hCtx, hEvent)
                                 : bd_gen_at_cuGreenCtxWaitEvent(hCtx, hEvent, bd, bd_file, bd_line);
}
#define bd_cuGreenCtxWaitEvent(bd, hCtx, hEvent) bd_inline_cuGreenCtxWaitEvent(__FILE__, __LINE__, bd, hCtx, hEvent)

BD_GEN_NOTED CUresult bd_gen_noted_cuStreamGetGreenCtx(CUstream hStream, CUgreenCtx *phCtx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuStreamGetGreenCtx(bd, hStream, phCtx);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuStreamGetGreenCtx(CUstream hStream, CUgreenCtx *phCtx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuStreamGetGreenCtx(hStream, phCtx, bd, bd_file, bd_line) : bd_cuStreamGetGreenCtx(bd, hStream, phCtx);
}

static inline CUresult bd_inline_cuStreamGetGreenCtx(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUgreenCtx *phCtx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetGreenCtx)(hStream, phCtx)
                                 : bd_gen_at_cuStreamGetGreenCtx(hStream, phCtx, bd, bd_file, bd_line);
}
#define bd_cuStreamGetGreenCtx(bd, hStream, phCtx) bd_inline_cuStreamGetGreenCtx(__FILE__, __LINE__, bd, hStream, phCtx)

BD_GEN_NOTED CUresult bd_gen_noted_cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGreenCtxStreamCreate(bd, phStream, greenCtx, flags, priority);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGreenCtxStreamCreate(phStream, greenCtx, flags, priority, bd, bd_file, bd_line) : bd_cuGreenCtxStreamCreate(bd, phStream, greenCtx, flags, priority);
}

static inline CUresult bd_inline_cuGreenCtxStreamCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxStreamCreate)(phStream, greenCtx, flags, priority)
                                 : bd_gen_at_cuGreenCtxStreamCreate(phStream, greenCtx, flags, priority, bd, bd_file, bd_line);
}
#define bd_cuGreenCtxStreamCreate(bd, phStream, greenCtx, flags, priority) bd_inline_cuGreenCtxStreamCreate(__FILE__, __LINE__, bd, phStream, greenCtx, flags, priority)

BD_GEN_NOTED CUresult bd_gen_noted_cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long *greenCtxId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cuGreenCtxGetId(bd, greenCtx, greenCtxId);
}

BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long *greenCtxId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuGreenCtxGetId(greenCtx, greenCtxId, bd, bd_file, bd_line) : bd_cuGreenCtxGetId(bd, greenCtx, greenCtxId);
}

static inline CUresult bd_inline_cuGreenCtxGetId(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxGetId)(greenCtx, greenCtxId)
                                 : bd_gen_at_cuGreenCtxGetId(greenCtx, greenCtxId, bd, bd_file, bd_line);
}
#define bd_cuGreenCtxGetId(bd, greenCtx, greenCtxId) bd_inline_cuGreenCtxGetId(__FILE__, __LINE__, bd, greenCtx, greenCtxId)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in cuda.h. */
#define bd_cuMemcpy bd_cuMemcpy_ptds
#define bd_cuMemcpyPeer bd_cuMemcpyPeer_ptds
#define bd_cuMemcpyHtoD bd_cuMemcpyHtoD_ptds
#define bd_cuMemcpyDtoH bd_cuMemcpyDtoH_ptds
#define bd_cuMemcpyDtoD bd_cuMemcpyDtoD_ptds
#define bd_cuMemcpyDtoA bd_cuMemcpyDtoA_ptds
#define bd_cuMemcpyAtoD bd_cuMemcpyAtoD_ptds
#define bd_cuMemcpyHtoA bd_cuMemcpyHtoA_ptds
#define bd_cuMemcpyAtoH bd_cuMemcpyAtoH_ptds
#define bd_cuMemcpyAtoA bd_cuMemcpyAtoA_ptds
#define bd_cuMemcpy2D bd_cuMemcpy2D_ptds
#define bd_cuMemcpy2DUnaligned bd_cuMemcpy2DUnaligned_ptds
#define bd_cuMemcpy3D bd_cuMemcpy3D_ptds
#define bd_cuMemcpy3DPeer bd_cuMemcpy3DPeer_ptds
#define bd_cuMemcpyAsync bd_cuMemcpyAsync_ptsz
#define bd_cuMemcpyPeerAsync bd_cuMemcpyPeerAsync_ptsz
#define bd_cuMemcpyHtoDAsync bd_cuMemcpyHtoDAsync_ptsz
#define bd_cuMemcpyDtoHAsync bd_cuMemcpyDtoHAsync_ptsz
#define bd_cuMemcpyDtoDAsync bd_cuMemcpyDtoDAsync_ptsz
#define bd_cuMemcpyHtoAAsync bd_cuMemcpyHtoAAsync_ptsz
#define bd_cuMemcpyAtoHAsync bd_cuMemcpyAtoHAsync_ptsz
#define bd_cuMemcpy2DAsync bd_cuMemcpy2DAsync_ptsz
#define bd_cuMemcpy3DAsync bd_cuMemcpy3DAsync_ptsz
#define bd_cuMemcpy3DPeerAsync bd_cuMemcpy3DPeerAsync_ptsz
#define bd_cuMemcpyBatchAsync bd_cuMemcpyBatchAsync_ptsz
#define bd_cuMemcpy3DBatchAsync bd_cuMemcpy3DBatchAsync_ptsz
#define bd_cuMemsetD8 bd_cuMemsetD8_ptds
#define bd_cuMemsetD16 bd_cuMemsetD16_ptds
#define bd_cuMemsetD32 bd_cuMemsetD32_ptds
#define bd_cuMemsetD2D8 bd_cuMemsetD2D8_ptds
#define bd_cuMemsetD2D16 bd_cuMemsetD2D16_ptds
#define bd_cuMemsetD2D32 bd_cuMemsetD2D32_ptds
#define bd_cuMemsetD8Async bd_cuMemsetD8Async_ptsz
#define bd_cuMemsetD16Async bd_cuMemsetD16Async_ptsz
#define bd_cuMemsetD32Async bd_cuMemsetD32Async_ptsz
#define bd_cuMemsetD2D8Async bd_cuMemsetD2D8Async_ptsz
#define bd_cuMemsetD2D16Async bd_cuMemsetD2D16Async_ptsz
#define bd_cuMemsetD2D32Async bd_cuMemsetD2D32Async_ptsz
#define bd_cuMemBatchDecompressAsync bd_cuMemBatchDecompressAsync_ptsz
#define bd_cuMemMapArrayAsync bd_cuMemMapArrayAsync_ptsz
#define bd_cuMemFreeAsync bd_cuMemFreeAsync_ptsz
#define bd_cuMemAllocAsync bd_cuMemAllocAsync_ptsz
#define bd_cuMemAllocFromPoolAsync bd_cuMemAllocFromPoolAsync_ptsz
#define bd_cuMemPrefetchAsync bd_cuMemPrefetchAsync_ptsz
#define bd_cuMemPrefetchBatchAsync bd_cuMemPrefetchBatchAsync_ptsz
#define bd_cuMemDiscardBatchAsync bd_cuMemDiscardBatchAsync_ptsz
#define bd_cuMemDiscardAndPrefetchBatchAsync bd_cuMemDiscardAndPrefetchBatchAsync_ptsz
#define bd_cuStreamGetPriority bd_cuStreamGetPriority_ptsz
#define bd_cuStreamGetDevice bd_cuStreamGetDevice_ptsz
#define bd_cuStreamGetFlags bd_cuStreamGetFlags_ptsz
#define bd_cuStreamGetId bd_cuStreamGetId_ptsz
#define bd_cuStreamGetCtx bd_cuStreamGetCtx_ptsz
#define bd_cuStreamGetCtx_v2 bd_cuStreamGetCtx_v2_ptsz
#define bd_cuStreamWaitEvent bd_cuStreamWaitEvent_ptsz
#define bd_cuStreamAddCallback bd_cuStreamAddCallback_ptsz
#define bd_cuStreamBeginCapture bd_cuStreamBeginCapture_ptsz
#define bd_cuStreamBeginCaptureToGraph bd_cuStreamBeginCaptureToGraph_ptsz
#define bd_cuStreamEndCapture bd_cuStreamEndCapture_ptsz
#define bd_cuStreamIsCapturing bd_cuStreamIsCapturing_ptsz
#define bd_cuStreamGetCaptureInfo bd_cuStreamGetCaptureInfo_ptsz
#define bd_cuStreamUpdateCaptureDependencies bd_cuStreamUpdateCaptureDependencies_ptsz
#define bd_cuStreamAttachMemAsync bd_cuStreamAttachMemAsync_ptsz
#define bd_cuStreamQuery bd_cuStreamQuery_ptsz
#define bd_cuStreamSynchronize bd_cuStreamSynchronize_ptsz
#define bd_cuStreamCopyAttributes bd_cuStreamCopyAttributes_ptsz
#define bd_cuStreamGetAttribute bd_cuStreamGetAttribute_ptsz
#define bd_cuStreamSetAttribute bd_cuStreamSetAttribute_ptsz
#define bd_cuEventRecord bd_cuEventRecord_ptsz
#define bd_cuEventRecordWithFlags bd_cuEventRecordWithFlags_ptsz
#define bd_cuSignalExternalSemaphoresAsync bd_cuSignalExternalSemaphoresAsync_ptsz
#define bd_cuWaitExternalSemaphoresAsync bd_cuWaitExternalSemaphoresAsync_ptsz
#define bd_cuStreamWaitValue32 bd_cuStreamWaitValue32_ptsz
#define bd_cuStreamWaitValue64 bd_cuStreamWaitValue64_ptsz
#define bd_cuStreamWriteValue32 bd_cuStreamWriteValue32_ptsz
#define bd_cuStreamWriteValue64 bd_cuStreamWriteValue64_ptsz
#define bd_cuStreamBatchMemOp bd_cuStreamBatchMemOp_ptsz
#define bd_cuLaunchKernel bd_cuLaunchKernel_ptsz
#define bd_cuLaunchKernelEx bd_cuLaunchKernelEx_ptsz
#define bd_cuLaunchCooperativeKernel bd_cuLaunchCooperativeKernel_ptsz
#define bd_cuLaunchHostFunc bd_cuLaunchHostFunc_ptsz
#define bd_cuGraphInstantiateWithParams bd_cuGraphInstantiateWithParams_ptsz
#define bd_cuGraphUpload bd_cuGraphUpload_ptsz
#define bd_cuGraphLaunch bd_cuGraphLaunch_ptsz
#define bd_cuGraphicsMapResources bd_cuGraphicsMapResources_ptsz
#define bd_cuGraphicsUnmapResources bd_cuGraphicsUnmapResources_ptsz
#endif

#ifdef __cplusplus
}
#endif

#endif
