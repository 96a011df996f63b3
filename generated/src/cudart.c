/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of cuda_runtime_api.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libcudart.so.13 on first use; one the library lacks stays at its stand-in,
 * which answers cudaErrorNotSupported. */
#include "cubound/cudart.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_cudart_library;

/* The name of each cudaError_t cuda_runtime_api.h declares, for bd_last_error without the library. */
static const char *bd_gen_cudart_status_name(int status)
{
    switch (status) {
    case 0: return "cudaSuccess";
    case 1: return "cudaErrorInvalidValue";
    case 2: return "cudaErrorMemoryAllocation";
    case 3: return "cudaErrorInitializationError";
    case 4: return "cudaErrorCudartUnloading";
    case 5: return "cudaErrorProfilerDisabled";
    case 6: return "cudaErrorProfilerNotInitialized";
    case 7: return "cudaErrorProfilerAlreadyStarted";
    case 8: return "cudaErrorProfilerAlreadyStopped";
    case 9: return "cudaErrorInvalidConfiguration";
    case 12: return "cudaErrorInvalidPitchValue";
    case 13: return "cudaErrorInvalidSymbol";
    case 16: return "cudaErrorInvalidHostPointer";
    case 17: return "cudaErrorInvalidDevicePointer";
    case 18: return "cudaErrorInvalidTexture";
    case 19: return "cudaErrorInvalidTextureBinding";
    case 20: return "cudaErrorInvalidChannelDescriptor";
    case 21: return "cudaErrorInvalidMemcpyDirection";
    case 22: return "cudaErrorAddressOfConstant";
    case 23: return "cudaErrorTextureFetchFailed";
    case 24: return "cudaErrorTextureNotBound";
    case 25: return "cudaErrorSynchronizationError";
    case 26: return "cudaErrorInvalidFilterSetting";
    case 27: return "cudaErrorInvalidNormSetting";
    case 28: return "cudaErrorMixedDeviceExecution";
    case 31: return "cudaErrorNotYetImplemented";
    case 32: return "cudaErrorMemoryValueTooLarge";
    case 34: return "cudaErrorStubLibrary";
    case 35: return "cudaErrorInsufficientDriver";
    case 36: return "cudaErrorCallRequiresNewerDriver";
    case 37: return "cudaErrorInvalidSurface";
    case 43: return "cudaErrorDuplicateVariableName";
    case 44: return "cudaErrorDuplicateTextureName";
    case 45: return "cudaErrorDuplicateSurfaceName";
    case 46: return "cudaErrorDevicesUnavailable";
    case 49: return "cudaErrorIncompatibleDriverContext";
    case 52: return "cudaErrorMissingConfiguration";
    case 53: return "cudaErrorPriorLaunchFailure";
    case 65: return "cudaErrorLaunchMaxDepthExceeded";
    case 66: return "cudaErrorLaunchFileScopedTex";
    case 67: return "cudaErrorLaunchFileScopedSurf";
    case 68: return "cudaErrorSyncDepthExceeded";
    case 69: return "cudaErrorLaunchPendingCountExceeded";
    case 98: return "cudaErrorInvalidDeviceFunction";
    case 100: return "cudaErrorNoDevice";
    case 101: return "cudaErrorInvalidDevice";
    case 102: return "cudaErrorDeviceNotLicensed";
    case 103: return "cudaErrorSoftwareValidityNotEstablished";
    case 127: return "cudaErrorStartupFailure";
    case 200: return "cudaErrorInvalidKernelImage";
    case 201: return "cudaErrorDeviceUninitialized";
    case 205: return "cudaErrorMapBufferObjectFailed";
    case 206: return "cudaErrorUnmapBufferObjectFailed";
    case 207: return "cudaErrorArrayIsMapped";
    case 208: return "cudaErrorAlreadyMapped";
    case 209: return "cudaErrorNoKernelImageForDevice";
    case 210: return "cudaErrorAlreadyAcquired";
    case 211: return "cudaErrorNotMapped";
    case 212: return "cudaErrorNotMappedAsArray";
    case 213: return "cudaErrorNotMappedAsPointer";
    case 214: return "cudaErrorECCUncorrectable";
    case 215: return "cudaErrorUnsupportedLimit";
    case 216: return "cudaErrorDeviceAlreadyInUse";
    case 217: return "cudaErrorPeerAccessUnsupported";
    case 218: return "cudaErrorInvalidPtx";
    case 219: return "cudaErrorInvalidGraphicsContext";
    case 220: return "cudaErrorNvlinkUncorrectable";
    case 221: return "cudaErrorJitCompilerNotFound";
    case 222: return "cudaErrorUnsupportedPtxVersion";
    case 223: return "cudaErrorJitCompilationDisabled";
    case 224: return "cudaErrorUnsupportedExecAffinity";
    case 225: return "cudaErrorUnsupportedDevSideSync";
    case 226: return "cudaErrorContained";
    case 300: return "cudaErrorInvalidSource";
    case 301: return "cudaErrorFileNotFound";
    case 302: return "cudaErrorSharedObjectSymbolNotFound";
    case 303: return "cudaErrorSharedObjectInitFailed";
    case 304: return "cudaErrorOperatingSystem";
    case 400: return "cudaErrorInvalidResourceHandle";
    case 401: return "cudaErrorIllegalState";
    case 402: return "cudaErrorLossyQuery";
    case 500: return "cudaErrorSymbolNotFound";
    case 600: return "cudaErrorNotReady";
    case 700: return "cudaErrorIllegalAddress";
    case 701: return "cudaErrorLaunchOutOfResources";
    case 702: return "cudaErrorLaunchTimeout";
    case 703: return "cudaErrorLaunchIncompatibleTexturing";
    case 704: return "cudaErrorPeerAccessAlreadyEnabled";
    case 705: return "cudaErrorPeerAccessNotEnabled";
    case 708: return "cudaErrorSetOnActiveProcess";
    case 709: return "cudaErrorContextIsDestroyed";
    case 710: return "cudaErrorAssert";
    case 711: return "cudaErrorTooManyPeers";
    case 712: return "cudaErrorHostMemoryAlreadyRegistered";
    case 713: return "cudaErrorHostMemoryNotRegistered";
    case 714: return "cudaErrorHardwareStackError";
    case 715: return "cudaErrorIllegalInstruction";
    case 716: return "cudaErrorMisalignedAddress";
    case 717: return "cudaErrorInvalidAddressSpace";
    case 718: return "cudaErrorInvalidPc";
    case 719: return "cudaErrorLaunchFailure";
    case 720: return "cudaErrorCooperativeLaunchTooLarge";
    case 721: return "cudaErrorTensorMemoryLeak";
    case 800: return "cudaErrorNotPermitted";
    case 801: return "cudaErrorNotSupported";
    case 802: return "cudaErrorSystemNotReady";
    case 803: return "cudaErrorSystemDriverMismatch";
    case 804: return "cudaErrorCompatNotSupportedOnDevice";
    case 805: return "cudaErrorMpsConnectionFailed";
    case 806: return "cudaErrorMpsRpcFailure";
    case 807: return "cudaErrorMpsServerNotReady";
    case 808: return "cudaErrorMpsMaxClientsReached";
    case 809: return "cudaErrorMpsMaxConnectionsReached";
    case 810: return "cudaErrorMpsClientTerminated";
    case 811: return "cudaErrorCdpNotSupported";
    case 812: return "cudaErrorCdpVersionMismatch";
    case 900: return "cudaErrorStreamCaptureUnsupported";
    case 901: return "cudaErrorStreamCaptureInvalidated";
    case 902: return "cudaErrorStreamCaptureMerge";
    case 903: return "cudaErrorStreamCaptureUnmatched";
    case 904: return "cudaErrorStreamCaptureUnjoined";
    case 905: return "cudaErrorStreamCaptureIsolation";
    case 906: return "cudaErrorStreamCaptureImplicit";
    case 907: return "cudaErrorCapturedEvent";
    case 908: return "cudaErrorStreamCaptureWrongThread";
    case 909: return "cudaErrorTimeout";
    case 910: return "cudaErrorGraphExecUpdateFailure";
    case 911: return "cudaErrorExternalDevice";
    case 912: return "cudaErrorInvalidClusterSize";
    case 913: return "cudaErrorFunctionNotLoaded";
    case 914: return "cudaErrorInvalidResourceType";
    case 915: return "cudaErrorInvalidResourceConfiguration";
    case 999: return "cudaErrorUnknown";
    case 10000: return "cudaErrorApiFailureBase";
    default: return NULL;
    }
}

/* A status the library answered, kept for bd_last_error where it is not success. */
static inline cudaError_t bd_gen_cudart_called(cudaError_t status, const char *function)
{
    if (BD_UNLIKELY(status != cudaSuccess))
        bd_gen_failed(&bd_gen_cudart_library, function, (int)status);
    return status;
}

BD_SUPPRESS_DEPRECATED_BEGIN

static cudaError_t bd_gen_first_cudaDeviceReset(void)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceReset,
                       (bd_gen_fn)bd_gen_first_cudaDeviceReset, "cudaDeviceReset")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceReset)();
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceSynchronize(void)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceSynchronize,
                       (bd_gen_fn)bd_gen_first_cudaDeviceSynchronize, "cudaDeviceSynchronize")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSynchronize)();
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceSetLimit,
                       (bd_gen_fn)bd_gen_first_cudaDeviceSetLimit, "cudaDeviceSetLimit")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetLimit)(limit, value);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetLimit,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetLimit, "cudaDeviceGetLimit")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetLimit)(pValue, limit);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetTexture1DLinearMaxWidth,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetTexture1DLinearMaxWidth, "cudaDeviceGetTexture1DLinearMaxWidth")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetTexture1DLinearMaxWidth)(maxWidthInElements, fmtDesc, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetCacheConfig,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetCacheConfig, "cudaDeviceGetCacheConfig")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetCacheConfig)(pCacheConfig);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetStreamPriorityRange,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetStreamPriorityRange, "cudaDeviceGetStreamPriorityRange")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetStreamPriorityRange)(leastPriority, greatestPriority);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceSetCacheConfig,
                       (bd_gen_fn)bd_gen_first_cudaDeviceSetCacheConfig, "cudaDeviceSetCacheConfig")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetCacheConfig)(cacheConfig);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetByPCIBusId(int *device, const char *pciBusId)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetByPCIBusId,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetByPCIBusId, "cudaDeviceGetByPCIBusId")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetByPCIBusId)(device, pciBusId);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetPCIBusId(char *pciBusId, int len, int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetPCIBusId,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetPCIBusId, "cudaDeviceGetPCIBusId")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetPCIBusId)(pciBusId, len, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaIpcGetEventHandle,
                       (bd_gen_fn)bd_gen_first_cudaIpcGetEventHandle, "cudaIpcGetEventHandle")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcGetEventHandle)(handle, event);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaIpcOpenEventHandle,
                       (bd_gen_fn)bd_gen_first_cudaIpcOpenEventHandle, "cudaIpcOpenEventHandle")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcOpenEventHandle)(event, handle);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaIpcGetMemHandle,
                       (bd_gen_fn)bd_gen_first_cudaIpcGetMemHandle, "cudaIpcGetMemHandle")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcGetMemHandle)(handle, devPtr);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaIpcOpenMemHandle,
                       (bd_gen_fn)bd_gen_first_cudaIpcOpenMemHandle, "cudaIpcOpenMemHandle")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcOpenMemHandle)(devPtr, handle, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaIpcCloseMemHandle(void *devPtr)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaIpcCloseMemHandle,
                       (bd_gen_fn)bd_gen_first_cudaIpcCloseMemHandle, "cudaIpcCloseMemHandle")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcCloseMemHandle)(devPtr);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceFlushGPUDirectRDMAWrites(enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceFlushGPUDirectRDMAWrites,
                       (bd_gen_fn)bd_gen_first_cudaDeviceFlushGPUDirectRDMAWrites, "cudaDeviceFlushGPUDirectRDMAWrites")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceFlushGPUDirectRDMAWrites)(target, scope);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceRegisterAsyncNotification(int device, cudaAsyncCallback callbackFunc, void *userData, cudaAsyncCallbackHandle_t *callback)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceRegisterAsyncNotification,
                       (bd_gen_fn)bd_gen_first_cudaDeviceRegisterAsyncNotification, "cudaDeviceRegisterAsyncNotification")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceRegisterAsyncNotification)(device, callbackFunc, userData, callback);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceUnregisterAsyncNotification(int device, cudaAsyncCallbackHandle_t callback)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceUnregisterAsyncNotification,
                       (bd_gen_fn)bd_gen_first_cudaDeviceUnregisterAsyncNotification, "cudaDeviceUnregisterAsyncNotification")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceUnregisterAsyncNotification)(device, callback);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetSharedMemConfig,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetSharedMemConfig, "cudaDeviceGetSharedMemConfig")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetSharedMemConfig)(pConfig);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceSetSharedMemConfig,
                       (bd_gen_fn)bd_gen_first_cudaDeviceSetSharedMemConfig, "cudaDeviceSetSharedMemConfig")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetSharedMemConfig)(config);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetLastError(void)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetLastError,
                       (bd_gen_fn)bd_gen_first_cudaGetLastError, "cudaGetLastError")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetLastError)();
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaPeekAtLastError(void)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaPeekAtLastError,
                       (bd_gen_fn)bd_gen_first_cudaPeekAtLastError, "cudaPeekAtLastError")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaPeekAtLastError)();
    }
    return cudaErrorNotSupported;
}

static const char * bd_gen_first_cudaGetErrorName(cudaError_t error)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetErrorName,
                       (bd_gen_fn)bd_gen_first_cudaGetErrorName, "cudaGetErrorName")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetErrorName)(error);
    }
    return (const char *){0};
}

static const char * bd_gen_first_cudaGetErrorString(cudaError_t error)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetErrorString,
                       (bd_gen_fn)bd_gen_first_cudaGetErrorString, "cudaGetErrorString")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetErrorString)(error);
    }
    return (const char *){0};
}

static cudaError_t bd_gen_first_cudaGetDeviceCount(int *count)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetDeviceCount,
                       (bd_gen_fn)bd_gen_first_cudaGetDeviceCount, "cudaGetDeviceCount")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDeviceCount)(count);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetDeviceProperties,
                       (bd_gen_fn)bd_gen_first_cudaGetDeviceProperties, "cudaGetDeviceProperties")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDeviceProperties)(prop, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetAttribute,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetAttribute, "cudaDeviceGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetAttribute)(value, attr, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetHostAtomicCapabilities,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetHostAtomicCapabilities, "cudaDeviceGetHostAtomicCapabilities")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetHostAtomicCapabilities)(capabilities, operations, count, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetDefaultMemPool,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetDefaultMemPool, "cudaDeviceGetDefaultMemPool")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetDefaultMemPool)(memPool, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceSetMemPool(int device, cudaMemPool_t memPool)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceSetMemPool,
                       (bd_gen_fn)bd_gen_first_cudaDeviceSetMemPool, "cudaDeviceSetMemPool")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetMemPool)(device, memPool);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetMemPool,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetMemPool, "cudaDeviceGetMemPool")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetMemPool)(memPool, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, int device, int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetNvSciSyncAttributes,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetNvSciSyncAttributes, "cudaDeviceGetNvSciSyncAttributes")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetNvSciSyncAttributes)(nvSciSyncAttrList, device, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetP2PAttribute,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetP2PAttribute, "cudaDeviceGetP2PAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetP2PAttribute)(value, attr, srcDevice, dstDevice);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int srcDevice, int dstDevice)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetP2PAtomicCapabilities,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetP2PAtomicCapabilities, "cudaDeviceGetP2PAtomicCapabilities")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetP2PAtomicCapabilities)(capabilities, operations, count, srcDevice, dstDevice);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaChooseDevice(int *device, const struct cudaDeviceProp *prop)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaChooseDevice,
                       (bd_gen_fn)bd_gen_first_cudaChooseDevice, "cudaChooseDevice")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaChooseDevice)(device, prop);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaInitDevice,
                       (bd_gen_fn)bd_gen_first_cudaInitDevice, "cudaInitDevice")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaInitDevice)(device, deviceFlags, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaSetDevice(int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaSetDevice,
                       (bd_gen_fn)bd_gen_first_cudaSetDevice, "cudaSetDevice")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSetDevice)(device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetDevice(int *device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetDevice,
                       (bd_gen_fn)bd_gen_first_cudaGetDevice, "cudaGetDevice")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDevice)(device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaSetValidDevices(int *device_arr, int len)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaSetValidDevices,
                       (bd_gen_fn)bd_gen_first_cudaSetValidDevices, "cudaSetValidDevices")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSetValidDevices)(device_arr, len);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaSetDeviceFlags(unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaSetDeviceFlags,
                       (bd_gen_fn)bd_gen_first_cudaSetDeviceFlags, "cudaSetDeviceFlags")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSetDeviceFlags)(flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetDeviceFlags(unsigned int *flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetDeviceFlags,
                       (bd_gen_fn)bd_gen_first_cudaGetDeviceFlags, "cudaGetDeviceFlags")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDeviceFlags)(flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamCreate(cudaStream_t *pStream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamCreate,
                       (bd_gen_fn)bd_gen_first_cudaStreamCreate, "cudaStreamCreate")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreate)(pStream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamCreateWithFlags,
                       (bd_gen_fn)bd_gen_first_cudaStreamCreateWithFlags, "cudaStreamCreateWithFlags")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreateWithFlags)(pStream, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamCreateWithPriority,
                       (bd_gen_fn)bd_gen_first_cudaStreamCreateWithPriority, "cudaStreamCreateWithPriority")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreateWithPriority)(pStream, flags, priority);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetPriority(cudaStream_t hStream, int *priority)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetPriority,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetPriority, "cudaStreamGetPriority")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetPriority)(hStream, priority);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetPriority_ptsz(cudaStream_t hStream, int *priority)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetPriority_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetPriority_ptsz, "cudaStreamGetPriority_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetPriority_ptsz)(hStream, priority);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetFlags,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetFlags, "cudaStreamGetFlags")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetFlags)(hStream, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetFlags_ptsz(cudaStream_t hStream, unsigned int *flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetFlags_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetFlags_ptsz, "cudaStreamGetFlags_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetFlags_ptsz)(hStream, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetId,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetId, "cudaStreamGetId")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetId)(hStream, streamId);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetId_ptsz(cudaStream_t hStream, unsigned long long *streamId)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetId_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetId_ptsz, "cudaStreamGetId_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetId_ptsz)(hStream, streamId);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetDevice(cudaStream_t hStream, int *device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetDevice,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetDevice, "cudaStreamGetDevice")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetDevice)(hStream, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetDevice_ptsz(cudaStream_t hStream, int *device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetDevice_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetDevice_ptsz, "cudaStreamGetDevice_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetDevice_ptsz)(hStream, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaCtxResetPersistingL2Cache(void)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaCtxResetPersistingL2Cache,
                       (bd_gen_fn)bd_gen_first_cudaCtxResetPersistingL2Cache, "cudaCtxResetPersistingL2Cache")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCtxResetPersistingL2Cache)();
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamCopyAttributes,
                       (bd_gen_fn)bd_gen_first_cudaStreamCopyAttributes, "cudaStreamCopyAttributes")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCopyAttributes)(dst, src);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamCopyAttributes_ptsz(cudaStream_t dst, cudaStream_t src)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamCopyAttributes_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamCopyAttributes_ptsz, "cudaStreamCopyAttributes_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCopyAttributes_ptsz)(dst, src);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetAttribute,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetAttribute, "cudaStreamGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetAttribute)(hStream, attr, value_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetAttribute_ptsz(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetAttribute_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetAttribute_ptsz, "cudaStreamGetAttribute_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetAttribute_ptsz)(hStream, attr, value_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamSetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamSetAttribute,
                       (bd_gen_fn)bd_gen_first_cudaStreamSetAttribute, "cudaStreamSetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSetAttribute)(hStream, attr, value);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamSetAttribute_ptsz(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamSetAttribute_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamSetAttribute_ptsz, "cudaStreamSetAttribute_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSetAttribute_ptsz)(hStream, attr, value);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamDestroy(cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamDestroy,
                       (bd_gen_fn)bd_gen_first_cudaStreamDestroy, "cudaStreamDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamDestroy)(stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamWaitEvent,
                       (bd_gen_fn)bd_gen_first_cudaStreamWaitEvent, "cudaStreamWaitEvent")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamWaitEvent)(stream, event, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamWaitEvent_ptsz(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamWaitEvent_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamWaitEvent_ptsz, "cudaStreamWaitEvent_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamWaitEvent_ptsz)(stream, event, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamAddCallback,
                       (bd_gen_fn)bd_gen_first_cudaStreamAddCallback, "cudaStreamAddCallback")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAddCallback)(stream, callback, userData, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamAddCallback_ptsz(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamAddCallback_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamAddCallback_ptsz, "cudaStreamAddCallback_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAddCallback_ptsz)(stream, callback, userData, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamSynchronize(cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamSynchronize,
                       (bd_gen_fn)bd_gen_first_cudaStreamSynchronize, "cudaStreamSynchronize")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSynchronize)(stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamSynchronize_ptsz(cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamSynchronize_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamSynchronize_ptsz, "cudaStreamSynchronize_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSynchronize_ptsz)(stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamQuery(cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamQuery,
                       (bd_gen_fn)bd_gen_first_cudaStreamQuery, "cudaStreamQuery")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamQuery)(stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamQuery_ptsz(cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamQuery_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamQuery_ptsz, "cudaStreamQuery_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamQuery_ptsz)(stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamAttachMemAsync,
                       (bd_gen_fn)bd_gen_first_cudaStreamAttachMemAsync, "cudaStreamAttachMemAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAttachMemAsync)(stream, devPtr, length, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamAttachMemAsync_ptsz(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamAttachMemAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamAttachMemAsync_ptsz, "cudaStreamAttachMemAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAttachMemAsync_ptsz)(stream, devPtr, length, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamBeginCapture,
                       (bd_gen_fn)bd_gen_first_cudaStreamBeginCapture, "cudaStreamBeginCapture")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCapture)(stream, mode);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamBeginCapture_ptsz(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamBeginCapture_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamBeginCapture_ptsz, "cudaStreamBeginCapture_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCapture_ptsz)(stream, mode);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamBeginCaptureToGraph,
                       (bd_gen_fn)bd_gen_first_cudaStreamBeginCaptureToGraph, "cudaStreamBeginCaptureToGraph")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCaptureToGraph)(stream, graph, dependencies, dependencyData, numDependencies, mode);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamBeginCaptureToGraph_ptsz(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamBeginCaptureToGraph_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamBeginCaptureToGraph_ptsz, "cudaStreamBeginCaptureToGraph_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCaptureToGraph_ptsz)(stream, graph, dependencies, dependencyData, numDependencies, mode);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaThreadExchangeStreamCaptureMode,
                       (bd_gen_fn)bd_gen_first_cudaThreadExchangeStreamCaptureMode, "cudaThreadExchangeStreamCaptureMode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaThreadExchangeStreamCaptureMode)(mode);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamEndCapture,
                       (bd_gen_fn)bd_gen_first_cudaStreamEndCapture, "cudaStreamEndCapture")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamEndCapture)(stream, pGraph);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamEndCapture_ptsz(cudaStream_t stream, cudaGraph_t *pGraph)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamEndCapture_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamEndCapture_ptsz, "cudaStreamEndCapture_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamEndCapture_ptsz)(stream, pGraph);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamIsCapturing,
                       (bd_gen_fn)bd_gen_first_cudaStreamIsCapturing, "cudaStreamIsCapturing")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamIsCapturing)(stream, pCaptureStatus);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamIsCapturing_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamIsCapturing_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamIsCapturing_ptsz, "cudaStreamIsCapturing_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamIsCapturing_ptsz)(stream, pCaptureStatus);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetCaptureInfo,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetCaptureInfo, "cudaStreamGetCaptureInfo")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetCaptureInfo)(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamGetCaptureInfo_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamGetCaptureInfo_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamGetCaptureInfo_ptsz, "cudaStreamGetCaptureInfo_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetCaptureInfo_ptsz)(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamUpdateCaptureDependencies,
                       (bd_gen_fn)bd_gen_first_cudaStreamUpdateCaptureDependencies, "cudaStreamUpdateCaptureDependencies")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamUpdateCaptureDependencies)(stream, dependencies, dependencyData, numDependencies, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaStreamUpdateCaptureDependencies_ptsz(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaStreamUpdateCaptureDependencies_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaStreamUpdateCaptureDependencies_ptsz, "cudaStreamUpdateCaptureDependencies_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamUpdateCaptureDependencies_ptsz)(stream, dependencies, dependencyData, numDependencies, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaEventCreate(cudaEvent_t *event)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaEventCreate,
                       (bd_gen_fn)bd_gen_first_cudaEventCreate, "cudaEventCreate")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventCreate)(event);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaEventCreateWithFlags,
                       (bd_gen_fn)bd_gen_first_cudaEventCreateWithFlags, "cudaEventCreateWithFlags")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventCreateWithFlags)(event, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaEventRecord,
                       (bd_gen_fn)bd_gen_first_cudaEventRecord, "cudaEventRecord")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecord)(event, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaEventRecord_ptsz(cudaEvent_t event, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaEventRecord_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaEventRecord_ptsz, "cudaEventRecord_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecord_ptsz)(event, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaEventRecordWithFlags,
                       (bd_gen_fn)bd_gen_first_cudaEventRecordWithFlags, "cudaEventRecordWithFlags")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecordWithFlags)(event, stream, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaEventRecordWithFlags_ptsz(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaEventRecordWithFlags_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaEventRecordWithFlags_ptsz, "cudaEventRecordWithFlags_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecordWithFlags_ptsz)(event, stream, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaEventQuery(cudaEvent_t event)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaEventQuery,
                       (bd_gen_fn)bd_gen_first_cudaEventQuery, "cudaEventQuery")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventQuery)(event);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaEventSynchronize(cudaEvent_t event)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaEventSynchronize,
                       (bd_gen_fn)bd_gen_first_cudaEventSynchronize, "cudaEventSynchronize")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventSynchronize)(event);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaEventDestroy(cudaEvent_t event)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaEventDestroy,
                       (bd_gen_fn)bd_gen_first_cudaEventDestroy, "cudaEventDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventDestroy)(event);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaEventElapsedTime,
                       (bd_gen_fn)bd_gen_first_cudaEventElapsedTime, "cudaEventElapsedTime")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventElapsedTime)(ms, start, end);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaImportExternalMemory(cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaImportExternalMemory,
                       (bd_gen_fn)bd_gen_first_cudaImportExternalMemory, "cudaImportExternalMemory")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaImportExternalMemory)(extMem_out, memHandleDesc);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaExternalMemoryGetMappedBuffer(void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaExternalMemoryGetMappedBuffer,
                       (bd_gen_fn)bd_gen_first_cudaExternalMemoryGetMappedBuffer, "cudaExternalMemoryGetMappedBuffer")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaExternalMemoryGetMappedBuffer)(devPtr, extMem, bufferDesc);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaExternalMemoryGetMappedMipmappedArray(cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaExternalMemoryGetMappedMipmappedArray,
                       (bd_gen_fn)bd_gen_first_cudaExternalMemoryGetMappedMipmappedArray, "cudaExternalMemoryGetMappedMipmappedArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaExternalMemoryGetMappedMipmappedArray)(mipmap, extMem, mipmapDesc);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDestroyExternalMemory(cudaExternalMemory_t extMem)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDestroyExternalMemory,
                       (bd_gen_fn)bd_gen_first_cudaDestroyExternalMemory, "cudaDestroyExternalMemory")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyExternalMemory)(extMem);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaImportExternalSemaphore(cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaImportExternalSemaphore,
                       (bd_gen_fn)bd_gen_first_cudaImportExternalSemaphore, "cudaImportExternalSemaphore")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaImportExternalSemaphore)(extSem_out, semHandleDesc);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaSignalExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaSignalExternalSemaphoresAsync,
                       (bd_gen_fn)bd_gen_first_cudaSignalExternalSemaphoresAsync, "cudaSignalExternalSemaphoresAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSignalExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaSignalExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaSignalExternalSemaphoresAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaSignalExternalSemaphoresAsync_ptsz, "cudaSignalExternalSemaphoresAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSignalExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaWaitExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaWaitExternalSemaphoresAsync,
                       (bd_gen_fn)bd_gen_first_cudaWaitExternalSemaphoresAsync, "cudaWaitExternalSemaphoresAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaWaitExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaWaitExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaWaitExternalSemaphoresAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaWaitExternalSemaphoresAsync_ptsz, "cudaWaitExternalSemaphoresAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaWaitExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDestroyExternalSemaphore(cudaExternalSemaphore_t extSem)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDestroyExternalSemaphore,
                       (bd_gen_fn)bd_gen_first_cudaDestroyExternalSemaphore, "cudaDestroyExternalSemaphore")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyExternalSemaphore)(extSem);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLaunchKernel,
                       (bd_gen_fn)bd_gen_first_cudaLaunchKernel, "cudaLaunchKernel")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernel)(func, gridDim, blockDim, args, sharedMem, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLaunchKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLaunchKernel_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaLaunchKernel_ptsz, "cudaLaunchKernel_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernel_ptsz)(func, gridDim, blockDim, args, sharedMem, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLaunchKernelExC,
                       (bd_gen_fn)bd_gen_first_cudaLaunchKernelExC, "cudaLaunchKernelExC")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernelExC)(config, func, args);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLaunchKernelExC_ptsz(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLaunchKernelExC_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaLaunchKernelExC_ptsz, "cudaLaunchKernelExC_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernelExC_ptsz)(config, func, args);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLaunchCooperativeKernel,
                       (bd_gen_fn)bd_gen_first_cudaLaunchCooperativeKernel, "cudaLaunchCooperativeKernel")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchCooperativeKernel)(func, gridDim, blockDim, args, sharedMem, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLaunchCooperativeKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLaunchCooperativeKernel_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaLaunchCooperativeKernel_ptsz, "cudaLaunchCooperativeKernel_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchCooperativeKernel_ptsz)(func, gridDim, blockDim, args, sharedMem, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFuncSetCacheConfig,
                       (bd_gen_fn)bd_gen_first_cudaFuncSetCacheConfig, "cudaFuncSetCacheConfig")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetCacheConfig)(func, cacheConfig);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFuncGetAttributes,
                       (bd_gen_fn)bd_gen_first_cudaFuncGetAttributes, "cudaFuncGetAttributes")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetAttributes)(attr, func);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFuncSetAttribute,
                       (bd_gen_fn)bd_gen_first_cudaFuncSetAttribute, "cudaFuncSetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetAttribute)(func, attr, value);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFuncGetName(const char **name, const void *func)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFuncGetName,
                       (bd_gen_fn)bd_gen_first_cudaFuncGetName, "cudaFuncGetName")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetName)(name, func);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFuncGetParamInfo(const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFuncGetParamInfo,
                       (bd_gen_fn)bd_gen_first_cudaFuncGetParamInfo, "cudaFuncGetParamInfo")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetParamInfo)(func, paramIndex, paramOffset, paramSize);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLaunchHostFunc,
                       (bd_gen_fn)bd_gen_first_cudaLaunchHostFunc, "cudaLaunchHostFunc")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchHostFunc)(stream, fn, userData);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLaunchHostFunc_ptsz(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLaunchHostFunc_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaLaunchHostFunc_ptsz, "cudaLaunchHostFunc_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchHostFunc_ptsz)(stream, fn, userData);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFuncSetSharedMemConfig,
                       (bd_gen_fn)bd_gen_first_cudaFuncSetSharedMemConfig, "cudaFuncSetSharedMemConfig")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetSharedMemConfig)(func, config);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessor,
                       (bd_gen_fn)bd_gen_first_cudaOccupancyMaxActiveBlocksPerMultiprocessor, "cudaOccupancyMaxActiveBlocksPerMultiprocessor")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessor)(numBlocks, func, blockSize, dynamicSMemSize);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaOccupancyAvailableDynamicSMemPerBlock,
                       (bd_gen_fn)bd_gen_first_cudaOccupancyAvailableDynamicSMemPerBlock, "cudaOccupancyAvailableDynamicSMemPerBlock")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyAvailableDynamicSMemPerBlock)(dynamicSmemSize, func, numBlocks, blockSize);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags,
                       (bd_gen_fn)bd_gen_first_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(numBlocks, func, blockSize, dynamicSMemSize, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaOccupancyMaxPotentialClusterSize,
                       (bd_gen_fn)bd_gen_first_cudaOccupancyMaxPotentialClusterSize, "cudaOccupancyMaxPotentialClusterSize")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxPotentialClusterSize)(clusterSize, func, launchConfig);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaOccupancyMaxActiveClusters(int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaOccupancyMaxActiveClusters,
                       (bd_gen_fn)bd_gen_first_cudaOccupancyMaxActiveClusters, "cudaOccupancyMaxActiveClusters")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveClusters)(numClusters, func, launchConfig);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMallocManaged(void **devPtr, size_t size, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMallocManaged,
                       (bd_gen_fn)bd_gen_first_cudaMallocManaged, "cudaMallocManaged")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocManaged)(devPtr, size, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMalloc(void **devPtr, size_t size)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMalloc,
                       (bd_gen_fn)bd_gen_first_cudaMalloc, "cudaMalloc")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc)(devPtr, size);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMallocHost(void **ptr, size_t size)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMallocHost,
                       (bd_gen_fn)bd_gen_first_cudaMallocHost, "cudaMallocHost")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocHost)(ptr, size);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMallocPitch,
                       (bd_gen_fn)bd_gen_first_cudaMallocPitch, "cudaMallocPitch")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocPitch)(devPtr, pitch, width, height);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMallocArray,
                       (bd_gen_fn)bd_gen_first_cudaMallocArray, "cudaMallocArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocArray)(array, desc, width, height, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFree(void *devPtr)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFree,
                       (bd_gen_fn)bd_gen_first_cudaFree, "cudaFree")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFree)(devPtr);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFreeHost(void *ptr)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFreeHost,
                       (bd_gen_fn)bd_gen_first_cudaFreeHost, "cudaFreeHost")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeHost)(ptr);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFreeArray(cudaArray_t array)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFreeArray,
                       (bd_gen_fn)bd_gen_first_cudaFreeArray, "cudaFreeArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeArray)(array);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFreeMipmappedArray,
                       (bd_gen_fn)bd_gen_first_cudaFreeMipmappedArray, "cudaFreeMipmappedArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeMipmappedArray)(mipmappedArray);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaHostAlloc(void **pHost, size_t size, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaHostAlloc,
                       (bd_gen_fn)bd_gen_first_cudaHostAlloc, "cudaHostAlloc")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostAlloc)(pHost, size, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaHostRegister(void *ptr, size_t size, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaHostRegister,
                       (bd_gen_fn)bd_gen_first_cudaHostRegister, "cudaHostRegister")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostRegister)(ptr, size, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaHostUnregister(void *ptr)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaHostUnregister,
                       (bd_gen_fn)bd_gen_first_cudaHostUnregister, "cudaHostUnregister")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostUnregister)(ptr);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaHostGetDevicePointer,
                       (bd_gen_fn)bd_gen_first_cudaHostGetDevicePointer, "cudaHostGetDevicePointer")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostGetDevicePointer)(pDevice, pHost, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaHostGetFlags(unsigned int *pFlags, void *pHost)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaHostGetFlags,
                       (bd_gen_fn)bd_gen_first_cudaHostGetFlags, "cudaHostGetFlags")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostGetFlags)(pFlags, pHost);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMalloc3D,
                       (bd_gen_fn)bd_gen_first_cudaMalloc3D, "cudaMalloc3D")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc3D)(pitchedDevPtr, extent);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMalloc3DArray,
                       (bd_gen_fn)bd_gen_first_cudaMalloc3DArray, "cudaMalloc3DArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc3DArray)(array, desc, extent, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMallocMipmappedArray,
                       (bd_gen_fn)bd_gen_first_cudaMallocMipmappedArray, "cudaMallocMipmappedArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocMipmappedArray)(mipmappedArray, desc, extent, numLevels, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetMipmappedArrayLevel,
                       (bd_gen_fn)bd_gen_first_cudaGetMipmappedArrayLevel, "cudaGetMipmappedArrayLevel")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetMipmappedArrayLevel)(levelArray, mipmappedArray, level);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy3D(const struct cudaMemcpy3DParms *p)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy3D,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy3D, "cudaMemcpy3D")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3D)(p);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy3D_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy3D_ptds, "cudaMemcpy3D_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3D_ptds)(p);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy3DPeer,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy3DPeer, "cudaMemcpy3DPeer")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeer)(p);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy3DPeer_ptds(const struct cudaMemcpy3DPeerParms *p)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy3DPeer_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy3DPeer_ptds, "cudaMemcpy3DPeer_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeer_ptds)(p);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy3DAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy3DAsync, "cudaMemcpy3DAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DAsync)(p, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy3DAsync_ptsz(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy3DAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy3DAsync_ptsz, "cudaMemcpy3DAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DAsync_ptsz)(p, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy3DPeerAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy3DPeerAsync, "cudaMemcpy3DPeerAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeerAsync)(p, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy3DPeerAsync_ptsz(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy3DPeerAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy3DPeerAsync_ptsz, "cudaMemcpy3DPeerAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeerAsync_ptsz)(p, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemGetInfo(size_t *free, size_t *total)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemGetInfo,
                       (bd_gen_fn)bd_gen_first_cudaMemGetInfo, "cudaMemGetInfo")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemGetInfo)(free, total);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaArrayGetInfo,
                       (bd_gen_fn)bd_gen_first_cudaArrayGetInfo, "cudaArrayGetInfo")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetInfo)(desc, extent, flags, array);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaArrayGetPlane(cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaArrayGetPlane,
                       (bd_gen_fn)bd_gen_first_cudaArrayGetPlane, "cudaArrayGetPlane")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetPlane)(pPlaneArray, hArray, planeIdx);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaArrayGetMemoryRequirements,
                       (bd_gen_fn)bd_gen_first_cudaArrayGetMemoryRequirements, "cudaArrayGetMemoryRequirements")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetMemoryRequirements)(memoryRequirements, array, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMipmappedArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMipmappedArrayGetMemoryRequirements,
                       (bd_gen_fn)bd_gen_first_cudaMipmappedArrayGetMemoryRequirements, "cudaMipmappedArrayGetMemoryRequirements")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMipmappedArrayGetMemoryRequirements)(memoryRequirements, mipmap, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaArray_t array)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaArrayGetSparseProperties,
                       (bd_gen_fn)bd_gen_first_cudaArrayGetSparseProperties, "cudaArrayGetSparseProperties")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetSparseProperties)(sparseProperties, array);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMipmappedArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMipmappedArrayGetSparseProperties,
                       (bd_gen_fn)bd_gen_first_cudaMipmappedArrayGetSparseProperties, "cudaMipmappedArrayGetSparseProperties")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMipmappedArrayGetSparseProperties)(sparseProperties, mipmap);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy, "cudaMemcpy")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy)(dst, src, count, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy_ptds(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy_ptds, "cudaMemcpy_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy_ptds)(dst, src, count, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyPeer,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyPeer, "cudaMemcpyPeer")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyPeer)(dst, dstDevice, src, srcDevice, count);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2D,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2D, "cudaMemcpy2D")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2D)(dst, dpitch, src, spitch, width, height, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2D_ptds(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2D_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2D_ptds, "cudaMemcpy2D_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2D_ptds)(dst, dpitch, src, spitch, width, height, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DToArray,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DToArray, "cudaMemcpy2DToArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArray)(dst, wOffset, hOffset, src, spitch, width, height, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DToArray_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DToArray_ptds, "cudaMemcpy2DToArray_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArray_ptds)(dst, wOffset, hOffset, src, spitch, width, height, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DFromArray,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DFromArray, "cudaMemcpy2DFromArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArray)(dst, dpitch, src, wOffset, hOffset, width, height, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DFromArray_ptds(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DFromArray_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DFromArray_ptds, "cudaMemcpy2DFromArray_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArray_ptds)(dst, dpitch, src, wOffset, hOffset, width, height, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DArrayToArray,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DArrayToArray, "cudaMemcpy2DArrayToArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DArrayToArray)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DArrayToArray_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DArrayToArray_ptds, "cudaMemcpy2DArrayToArray_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DArrayToArray_ptds)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyToSymbol,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyToSymbol, "cudaMemcpyToSymbol")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbol)(symbol, src, count, offset, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyToSymbol_ptds(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyToSymbol_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyToSymbol_ptds, "cudaMemcpyToSymbol_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbol_ptds)(symbol, src, count, offset, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyFromSymbol,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyFromSymbol, "cudaMemcpyFromSymbol")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbol)(dst, symbol, count, offset, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyFromSymbol_ptds(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyFromSymbol_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyFromSymbol_ptds, "cudaMemcpyFromSymbol_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbol_ptds)(dst, symbol, count, offset, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyAsync, "cudaMemcpyAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyAsync)(dst, src, count, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyAsync_ptsz(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyAsync_ptsz, "cudaMemcpyAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyAsync_ptsz)(dst, src, count, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyPeerAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyPeerAsync, "cudaMemcpyPeerAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyPeerAsync)(dst, dstDevice, src, srcDevice, count, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyBatchAsync(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyBatchAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyBatchAsync, "cudaMemcpyBatchAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyBatchAsync)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyBatchAsync_ptsz(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyBatchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyBatchAsync_ptsz, "cudaMemcpyBatchAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyBatchAsync_ptsz)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy3DBatchAsync(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy3DBatchAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy3DBatchAsync, "cudaMemcpy3DBatchAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DBatchAsync)(numOps, opList, flags, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy3DBatchAsync_ptsz(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy3DBatchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy3DBatchAsync_ptsz, "cudaMemcpy3DBatchAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DBatchAsync_ptsz)(numOps, opList, flags, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DAsync, "cudaMemcpy2DAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DAsync)(dst, dpitch, src, spitch, width, height, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DAsync_ptsz(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DAsync_ptsz, "cudaMemcpy2DAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DAsync_ptsz)(dst, dpitch, src, spitch, width, height, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DToArrayAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DToArrayAsync, "cudaMemcpy2DToArrayAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArrayAsync)(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DToArrayAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DToArrayAsync_ptsz, "cudaMemcpy2DToArrayAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArrayAsync_ptsz)(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DFromArrayAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DFromArrayAsync, "cudaMemcpy2DFromArrayAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArrayAsync)(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpy2DFromArrayAsync_ptsz(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpy2DFromArrayAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpy2DFromArrayAsync_ptsz, "cudaMemcpy2DFromArrayAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArrayAsync_ptsz)(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyToSymbolAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyToSymbolAsync, "cudaMemcpyToSymbolAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbolAsync)(symbol, src, count, offset, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyToSymbolAsync_ptsz(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyToSymbolAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyToSymbolAsync_ptsz, "cudaMemcpyToSymbolAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbolAsync_ptsz)(symbol, src, count, offset, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyFromSymbolAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyFromSymbolAsync, "cudaMemcpyFromSymbolAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbolAsync)(dst, symbol, count, offset, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyFromSymbolAsync_ptsz(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyFromSymbolAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyFromSymbolAsync_ptsz, "cudaMemcpyFromSymbolAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbolAsync_ptsz)(dst, symbol, count, offset, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemset(void *devPtr, int value, size_t count)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemset,
                       (bd_gen_fn)bd_gen_first_cudaMemset, "cudaMemset")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset)(devPtr, value, count);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemset_ptds(void *devPtr, int value, size_t count)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemset_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemset_ptds, "cudaMemset_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset_ptds)(devPtr, value, count);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemset2D,
                       (bd_gen_fn)bd_gen_first_cudaMemset2D, "cudaMemset2D")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2D)(devPtr, pitch, value, width, height);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemset2D_ptds(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemset2D_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemset2D_ptds, "cudaMemset2D_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2D_ptds)(devPtr, pitch, value, width, height);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemset3D,
                       (bd_gen_fn)bd_gen_first_cudaMemset3D, "cudaMemset3D")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3D)(pitchedDevPtr, value, extent);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemset3D_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemset3D_ptds, "cudaMemset3D_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3D_ptds)(pitchedDevPtr, value, extent);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemsetAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemsetAsync, "cudaMemsetAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemsetAsync)(devPtr, value, count, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemsetAsync_ptsz(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemsetAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemsetAsync_ptsz, "cudaMemsetAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemsetAsync_ptsz)(devPtr, value, count, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemset2DAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemset2DAsync, "cudaMemset2DAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2DAsync)(devPtr, pitch, value, width, height, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemset2DAsync_ptsz(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemset2DAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemset2DAsync_ptsz, "cudaMemset2DAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2DAsync_ptsz)(devPtr, pitch, value, width, height, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemset3DAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemset3DAsync, "cudaMemset3DAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3DAsync)(pitchedDevPtr, value, extent, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemset3DAsync_ptsz(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemset3DAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemset3DAsync_ptsz, "cudaMemset3DAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3DAsync_ptsz)(pitchedDevPtr, value, extent, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetSymbolAddress(void **devPtr, const void *symbol)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetSymbolAddress,
                       (bd_gen_fn)bd_gen_first_cudaGetSymbolAddress, "cudaGetSymbolAddress")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSymbolAddress)(devPtr, symbol);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetSymbolSize(size_t *size, const void *symbol)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetSymbolSize,
                       (bd_gen_fn)bd_gen_first_cudaGetSymbolSize, "cudaGetSymbolSize")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSymbolSize)(size, symbol);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPrefetchAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemPrefetchAsync, "cudaMemPrefetchAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchAsync)(devPtr, count, location, flags, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPrefetchAsync_ptsz(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPrefetchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemPrefetchAsync_ptsz, "cudaMemPrefetchAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchAsync_ptsz)(devPtr, count, location, flags, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPrefetchBatchAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemPrefetchBatchAsync, "cudaMemPrefetchBatchAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPrefetchBatchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemPrefetchBatchAsync_ptsz, "cudaMemPrefetchBatchAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemDiscardBatchAsync(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemDiscardBatchAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemDiscardBatchAsync, "cudaMemDiscardBatchAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardBatchAsync)(dptrs, sizes, count, flags, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemDiscardBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemDiscardBatchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemDiscardBatchAsync_ptsz, "cudaMemDiscardBatchAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardBatchAsync_ptsz)(dptrs, sizes, count, flags, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemDiscardAndPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemDiscardAndPrefetchBatchAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemDiscardAndPrefetchBatchAsync, "cudaMemDiscardAndPrefetchBatchAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardAndPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemDiscardAndPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemDiscardAndPrefetchBatchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemDiscardAndPrefetchBatchAsync_ptsz, "cudaMemDiscardAndPrefetchBatchAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardAndPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemAdvise,
                       (bd_gen_fn)bd_gen_first_cudaMemAdvise, "cudaMemAdvise")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemAdvise)(devPtr, count, advice, location);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemRangeGetAttribute(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemRangeGetAttribute,
                       (bd_gen_fn)bd_gen_first_cudaMemRangeGetAttribute, "cudaMemRangeGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemRangeGetAttribute)(data, dataSize, attribute, devPtr, count);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemRangeGetAttributes(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemRangeGetAttributes,
                       (bd_gen_fn)bd_gen_first_cudaMemRangeGetAttributes, "cudaMemRangeGetAttributes")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemRangeGetAttributes)(data, dataSizes, attributes, numAttributes, devPtr, count);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyToArray,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyToArray, "cudaMemcpyToArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArray)(dst, wOffset, hOffset, src, count, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyToArray_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyToArray_ptds, "cudaMemcpyToArray_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArray_ptds)(dst, wOffset, hOffset, src, count, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyFromArray,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyFromArray, "cudaMemcpyFromArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArray)(dst, src, wOffset, hOffset, count, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyFromArray_ptds(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyFromArray_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyFromArray_ptds, "cudaMemcpyFromArray_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArray_ptds)(dst, src, wOffset, hOffset, count, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyArrayToArray,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyArrayToArray, "cudaMemcpyArrayToArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyArrayToArray)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyArrayToArray_ptds,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyArrayToArray_ptds, "cudaMemcpyArrayToArray_ptds")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyArrayToArray_ptds)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyToArrayAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyToArrayAsync, "cudaMemcpyToArrayAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArrayAsync)(dst, wOffset, hOffset, src, count, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyToArrayAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyToArrayAsync_ptsz, "cudaMemcpyToArrayAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArrayAsync_ptsz)(dst, wOffset, hOffset, src, count, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyFromArrayAsync,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyFromArrayAsync, "cudaMemcpyFromArrayAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArrayAsync)(dst, src, wOffset, hOffset, count, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemcpyFromArrayAsync_ptsz(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemcpyFromArrayAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMemcpyFromArrayAsync_ptsz, "cudaMemcpyFromArrayAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArrayAsync_ptsz)(dst, src, wOffset, hOffset, count, kind, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMallocAsync,
                       (bd_gen_fn)bd_gen_first_cudaMallocAsync, "cudaMallocAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocAsync)(devPtr, size, hStream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMallocAsync_ptsz(void **devPtr, size_t size, cudaStream_t hStream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMallocAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMallocAsync_ptsz, "cudaMallocAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocAsync_ptsz)(devPtr, size, hStream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFreeAsync(void *devPtr, cudaStream_t hStream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFreeAsync,
                       (bd_gen_fn)bd_gen_first_cudaFreeAsync, "cudaFreeAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeAsync)(devPtr, hStream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaFreeAsync_ptsz(void *devPtr, cudaStream_t hStream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaFreeAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaFreeAsync_ptsz, "cudaFreeAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeAsync_ptsz)(devPtr, hStream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPoolTrimTo,
                       (bd_gen_fn)bd_gen_first_cudaMemPoolTrimTo, "cudaMemPoolTrimTo")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolTrimTo)(memPool, minBytesToKeep);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPoolSetAttribute,
                       (bd_gen_fn)bd_gen_first_cudaMemPoolSetAttribute, "cudaMemPoolSetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolSetAttribute)(memPool, attr, value);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPoolGetAttribute,
                       (bd_gen_fn)bd_gen_first_cudaMemPoolGetAttribute, "cudaMemPoolGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolGetAttribute)(memPool, attr, value);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPoolSetAccess,
                       (bd_gen_fn)bd_gen_first_cudaMemPoolSetAccess, "cudaMemPoolSetAccess")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolSetAccess)(memPool, descList, count);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPoolGetAccess,
                       (bd_gen_fn)bd_gen_first_cudaMemPoolGetAccess, "cudaMemPoolGetAccess")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolGetAccess)(flags, memPool, location);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPoolCreate,
                       (bd_gen_fn)bd_gen_first_cudaMemPoolCreate, "cudaMemPoolCreate")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolCreate)(memPool, poolProps);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPoolDestroy(cudaMemPool_t memPool)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPoolDestroy,
                       (bd_gen_fn)bd_gen_first_cudaMemPoolDestroy, "cudaMemPoolDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolDestroy)(memPool);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemGetDefaultMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemGetDefaultMemPool,
                       (bd_gen_fn)bd_gen_first_cudaMemGetDefaultMemPool, "cudaMemGetDefaultMemPool")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemGetDefaultMemPool)(memPool, location, type);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemGetMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemGetMemPool,
                       (bd_gen_fn)bd_gen_first_cudaMemGetMemPool, "cudaMemGetMemPool")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemGetMemPool)(memPool, location, type);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemSetMemPool(struct cudaMemLocation *location, enum cudaMemAllocationType type, cudaMemPool_t memPool)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemSetMemPool,
                       (bd_gen_fn)bd_gen_first_cudaMemSetMemPool, "cudaMemSetMemPool")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemSetMemPool)(location, type, memPool);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMallocFromPoolAsync,
                       (bd_gen_fn)bd_gen_first_cudaMallocFromPoolAsync, "cudaMallocFromPoolAsync")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocFromPoolAsync)(ptr, size, memPool, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMallocFromPoolAsync_ptsz(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMallocFromPoolAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaMallocFromPoolAsync_ptsz, "cudaMallocFromPoolAsync_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocFromPoolAsync_ptsz)(ptr, size, memPool, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPoolExportToShareableHandle(void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPoolExportToShareableHandle,
                       (bd_gen_fn)bd_gen_first_cudaMemPoolExportToShareableHandle, "cudaMemPoolExportToShareableHandle")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolExportToShareableHandle)(shareableHandle, memPool, handleType, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPoolImportFromShareableHandle(cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPoolImportFromShareableHandle,
                       (bd_gen_fn)bd_gen_first_cudaMemPoolImportFromShareableHandle, "cudaMemPoolImportFromShareableHandle")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolImportFromShareableHandle)(memPool, shareableHandle, handleType, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *exportData, void *ptr)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPoolExportPointer,
                       (bd_gen_fn)bd_gen_first_cudaMemPoolExportPointer, "cudaMemPoolExportPointer")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolExportPointer)(exportData, ptr);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaMemPoolImportPointer,
                       (bd_gen_fn)bd_gen_first_cudaMemPoolImportPointer, "cudaMemPoolImportPointer")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolImportPointer)(ptr, memPool, exportData);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaPointerGetAttributes,
                       (bd_gen_fn)bd_gen_first_cudaPointerGetAttributes, "cudaPointerGetAttributes")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaPointerGetAttributes)(attributes, ptr);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceCanAccessPeer,
                       (bd_gen_fn)bd_gen_first_cudaDeviceCanAccessPeer, "cudaDeviceCanAccessPeer")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceCanAccessPeer)(canAccessPeer, device, peerDevice);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceEnablePeerAccess,
                       (bd_gen_fn)bd_gen_first_cudaDeviceEnablePeerAccess, "cudaDeviceEnablePeerAccess")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceEnablePeerAccess)(peerDevice, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceDisablePeerAccess(int peerDevice)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceDisablePeerAccess,
                       (bd_gen_fn)bd_gen_first_cudaDeviceDisablePeerAccess, "cudaDeviceDisablePeerAccess")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceDisablePeerAccess)(peerDevice);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphicsUnregisterResource,
                       (bd_gen_fn)bd_gen_first_cudaGraphicsUnregisterResource, "cudaGraphicsUnregisterResource")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsUnregisterResource)(resource);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphicsResourceSetMapFlags,
                       (bd_gen_fn)bd_gen_first_cudaGraphicsResourceSetMapFlags, "cudaGraphicsResourceSetMapFlags")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceSetMapFlags)(resource, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphicsMapResources,
                       (bd_gen_fn)bd_gen_first_cudaGraphicsMapResources, "cudaGraphicsMapResources")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsMapResources)(count, resources, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphicsUnmapResources,
                       (bd_gen_fn)bd_gen_first_cudaGraphicsUnmapResources, "cudaGraphicsUnmapResources")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsUnmapResources)(count, resources, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size, cudaGraphicsResource_t resource)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphicsResourceGetMappedPointer,
                       (bd_gen_fn)bd_gen_first_cudaGraphicsResourceGetMappedPointer, "cudaGraphicsResourceGetMappedPointer")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceGetMappedPointer)(devPtr, size, resource);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphicsSubResourceGetMappedArray,
                       (bd_gen_fn)bd_gen_first_cudaGraphicsSubResourceGetMappedArray, "cudaGraphicsSubResourceGetMappedArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsSubResourceGetMappedArray)(array, resource, arrayIndex, mipLevel);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphicsResourceGetMappedMipmappedArray,
                       (bd_gen_fn)bd_gen_first_cudaGraphicsResourceGetMappedMipmappedArray, "cudaGraphicsResourceGetMappedMipmappedArray")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceGetMappedMipmappedArray)(mipmappedArray, resource);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetChannelDesc,
                       (bd_gen_fn)bd_gen_first_cudaGetChannelDesc, "cudaGetChannelDesc")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetChannelDesc)(desc, array);
    }
    return cudaErrorNotSupported;
}

static struct cudaChannelFormatDesc bd_gen_first_cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaCreateChannelDesc,
                       (bd_gen_fn)bd_gen_first_cudaCreateChannelDesc, "cudaCreateChannelDesc")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateChannelDesc)(x, y, z, w, f);
    }
    return (struct cudaChannelFormatDesc){0};
}

static cudaError_t bd_gen_first_cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaCreateTextureObject,
                       (bd_gen_fn)bd_gen_first_cudaCreateTextureObject, "cudaCreateTextureObject")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateTextureObject)(pTexObject, pResDesc, pTexDesc, pResViewDesc);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDestroyTextureObject(cudaTextureObject_t texObject)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDestroyTextureObject,
                       (bd_gen_fn)bd_gen_first_cudaDestroyTextureObject, "cudaDestroyTextureObject")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyTextureObject)(texObject);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetTextureObjectResourceDesc,
                       (bd_gen_fn)bd_gen_first_cudaGetTextureObjectResourceDesc, "cudaGetTextureObjectResourceDesc")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectResourceDesc)(pResDesc, texObject);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetTextureObjectTextureDesc,
                       (bd_gen_fn)bd_gen_first_cudaGetTextureObjectTextureDesc, "cudaGetTextureObjectTextureDesc")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectTextureDesc)(pTexDesc, texObject);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetTextureObjectResourceViewDesc,
                       (bd_gen_fn)bd_gen_first_cudaGetTextureObjectResourceViewDesc, "cudaGetTextureObjectResourceViewDesc")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectResourceViewDesc)(pResViewDesc, texObject);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaCreateSurfaceObject,
                       (bd_gen_fn)bd_gen_first_cudaCreateSurfaceObject, "cudaCreateSurfaceObject")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateSurfaceObject)(pSurfObject, pResDesc);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDestroySurfaceObject,
                       (bd_gen_fn)bd_gen_first_cudaDestroySurfaceObject, "cudaDestroySurfaceObject")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroySurfaceObject)(surfObject);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetSurfaceObjectResourceDesc,
                       (bd_gen_fn)bd_gen_first_cudaGetSurfaceObjectResourceDesc, "cudaGetSurfaceObjectResourceDesc")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSurfaceObjectResourceDesc)(pResDesc, surfObject);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDriverGetVersion(int *driverVersion)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDriverGetVersion,
                       (bd_gen_fn)bd_gen_first_cudaDriverGetVersion, "cudaDriverGetVersion")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDriverGetVersion)(driverVersion);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaRuntimeGetVersion(int *runtimeVersion)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaRuntimeGetVersion,
                       (bd_gen_fn)bd_gen_first_cudaRuntimeGetVersion, "cudaRuntimeGetVersion")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaRuntimeGetVersion)(runtimeVersion);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLogsRegisterCallback(cudaLogsCallback_t callbackFunc, void *userData, cudaLogsCallbackHandle *callback_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLogsRegisterCallback,
                       (bd_gen_fn)bd_gen_first_cudaLogsRegisterCallback, "cudaLogsRegisterCallback")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLogsRegisterCallback)(callbackFunc, userData, callback_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLogsUnregisterCallback(cudaLogsCallbackHandle callback)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLogsUnregisterCallback,
                       (bd_gen_fn)bd_gen_first_cudaLogsUnregisterCallback, "cudaLogsUnregisterCallback")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLogsUnregisterCallback)(callback);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLogsCurrent(cudaLogIterator *iterator_out, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLogsCurrent,
                       (bd_gen_fn)bd_gen_first_cudaLogsCurrent, "cudaLogsCurrent")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLogsCurrent)(iterator_out, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLogsDumpToFile(cudaLogIterator *iterator, const char *pathToFile, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLogsDumpToFile,
                       (bd_gen_fn)bd_gen_first_cudaLogsDumpToFile, "cudaLogsDumpToFile")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLogsDumpToFile)(iterator, pathToFile, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLogsDumpToMemory(cudaLogIterator *iterator, char *buffer, size_t *size, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLogsDumpToMemory,
                       (bd_gen_fn)bd_gen_first_cudaLogsDumpToMemory, "cudaLogsDumpToMemory")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLogsDumpToMemory)(iterator, buffer, size, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphCreate,
                       (bd_gen_fn)bd_gen_first_cudaGraphCreate, "cudaGraphCreate")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphCreate)(pGraph, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddKernelNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddKernelNode, "cudaGraphAddKernelNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddKernelNode)(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphKernelNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphKernelNodeGetParams, "cudaGraphKernelNodeGetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeGetParams)(node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphKernelNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphKernelNodeSetParams, "cudaGraphKernelNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeSetParams)(node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphKernelNodeCopyAttributes,
                       (bd_gen_fn)bd_gen_first_cudaGraphKernelNodeCopyAttributes, "cudaGraphKernelNodeCopyAttributes")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeCopyAttributes)(hDst, hSrc);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphKernelNodeGetAttribute,
                       (bd_gen_fn)bd_gen_first_cudaGraphKernelNodeGetAttribute, "cudaGraphKernelNodeGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeGetAttribute)(hNode, attr, value_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphKernelNodeSetAttribute,
                       (bd_gen_fn)bd_gen_first_cudaGraphKernelNodeSetAttribute, "cudaGraphKernelNodeSetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeSetAttribute)(hNode, attr, value);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddMemcpyNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddMemcpyNode, "cudaGraphAddMemcpyNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNode)(pGraphNode, graph, pDependencies, numDependencies, pCopyParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddMemcpyNodeToSymbol,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddMemcpyNodeToSymbol, "cudaGraphAddMemcpyNodeToSymbol")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNodeToSymbol)(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddMemcpyNodeFromSymbol,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddMemcpyNodeFromSymbol, "cudaGraphAddMemcpyNodeFromSymbol")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNodeFromSymbol)(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddMemcpyNode1D,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddMemcpyNode1D, "cudaGraphAddMemcpyNode1D")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNode1D)(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphMemcpyNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphMemcpyNodeGetParams, "cudaGraphMemcpyNodeGetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeGetParams)(node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphMemcpyNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphMemcpyNodeSetParams, "cudaGraphMemcpyNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParams)(node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphMemcpyNodeSetParamsToSymbol,
                       (bd_gen_fn)bd_gen_first_cudaGraphMemcpyNodeSetParamsToSymbol, "cudaGraphMemcpyNodeSetParamsToSymbol")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParamsToSymbol)(node, symbol, src, count, offset, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphMemcpyNodeSetParamsFromSymbol,
                       (bd_gen_fn)bd_gen_first_cudaGraphMemcpyNodeSetParamsFromSymbol, "cudaGraphMemcpyNodeSetParamsFromSymbol")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParamsFromSymbol)(node, dst, symbol, count, offset, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphMemcpyNodeSetParams1D,
                       (bd_gen_fn)bd_gen_first_cudaGraphMemcpyNodeSetParams1D, "cudaGraphMemcpyNodeSetParams1D")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParams1D)(node, dst, src, count, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddMemsetNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddMemsetNode, "cudaGraphAddMemsetNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemsetNode)(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphMemsetNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphMemsetNodeGetParams, "cudaGraphMemsetNodeGetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemsetNodeGetParams)(node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphMemsetNodeSetParams(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphMemsetNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphMemsetNodeSetParams, "cudaGraphMemsetNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemsetNodeSetParams)(node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddHostNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddHostNode, "cudaGraphAddHostNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddHostNode)(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphHostNodeGetParams(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphHostNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphHostNodeGetParams, "cudaGraphHostNodeGetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphHostNodeGetParams)(node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphHostNodeSetParams(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphHostNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphHostNodeSetParams, "cudaGraphHostNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphHostNodeSetParams)(node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddChildGraphNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddChildGraphNode, "cudaGraphAddChildGraphNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddChildGraphNode)(pGraphNode, graph, pDependencies, numDependencies, childGraph);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphChildGraphNodeGetGraph,
                       (bd_gen_fn)bd_gen_first_cudaGraphChildGraphNodeGetGraph, "cudaGraphChildGraphNodeGetGraph")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphChildGraphNodeGetGraph)(node, pGraph);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddEmptyNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddEmptyNode, "cudaGraphAddEmptyNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEmptyNode)(pGraphNode, graph, pDependencies, numDependencies);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddEventRecordNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddEventRecordNode, "cudaGraphAddEventRecordNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEventRecordNode)(pGraphNode, graph, pDependencies, numDependencies, event);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphEventRecordNodeGetEvent,
                       (bd_gen_fn)bd_gen_first_cudaGraphEventRecordNodeGetEvent, "cudaGraphEventRecordNodeGetEvent")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventRecordNodeGetEvent)(node, event_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphEventRecordNodeSetEvent,
                       (bd_gen_fn)bd_gen_first_cudaGraphEventRecordNodeSetEvent, "cudaGraphEventRecordNodeSetEvent")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventRecordNodeSetEvent)(node, event);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddEventWaitNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddEventWaitNode, "cudaGraphAddEventWaitNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEventWaitNode)(pGraphNode, graph, pDependencies, numDependencies, event);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphEventWaitNodeGetEvent,
                       (bd_gen_fn)bd_gen_first_cudaGraphEventWaitNodeGetEvent, "cudaGraphEventWaitNodeGetEvent")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventWaitNodeGetEvent)(node, event_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphEventWaitNodeSetEvent,
                       (bd_gen_fn)bd_gen_first_cudaGraphEventWaitNodeSetEvent, "cudaGraphEventWaitNodeSetEvent")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventWaitNodeSetEvent)(node, event);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddExternalSemaphoresSignalNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddExternalSemaphoresSignalNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddExternalSemaphoresSignalNode, "cudaGraphAddExternalSemaphoresSignalNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddExternalSemaphoresSignalNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExternalSemaphoresSignalNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExternalSemaphoresSignalNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExternalSemaphoresSignalNodeGetParams, "cudaGraphExternalSemaphoresSignalNodeGetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresSignalNodeGetParams)(hNode, params_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExternalSemaphoresSignalNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExternalSemaphoresSignalNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExternalSemaphoresSignalNodeSetParams, "cudaGraphExternalSemaphoresSignalNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresSignalNodeSetParams)(hNode, nodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddExternalSemaphoresWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddExternalSemaphoresWaitNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddExternalSemaphoresWaitNode, "cudaGraphAddExternalSemaphoresWaitNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddExternalSemaphoresWaitNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExternalSemaphoresWaitNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExternalSemaphoresWaitNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExternalSemaphoresWaitNodeGetParams, "cudaGraphExternalSemaphoresWaitNodeGetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresWaitNodeGetParams)(hNode, params_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExternalSemaphoresWaitNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExternalSemaphoresWaitNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExternalSemaphoresWaitNodeSetParams, "cudaGraphExternalSemaphoresWaitNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresWaitNodeSetParams)(hNode, nodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddMemAllocNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddMemAllocNode, "cudaGraphAddMemAllocNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemAllocNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphMemAllocNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphMemAllocNodeGetParams, "cudaGraphMemAllocNodeGetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemAllocNodeGetParams)(node, params_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddMemFreeNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddMemFreeNode, "cudaGraphAddMemFreeNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemFreeNode)(pGraphNode, graph, pDependencies, numDependencies, dptr);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphMemFreeNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphMemFreeNodeGetParams, "cudaGraphMemFreeNodeGetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemFreeNodeGetParams)(node, dptr_out);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGraphMemTrim(int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGraphMemTrim,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGraphMemTrim, "cudaDeviceGraphMemTrim")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGraphMemTrim)(device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceGetGraphMemAttribute,
                       (bd_gen_fn)bd_gen_first_cudaDeviceGetGraphMemAttribute, "cudaDeviceGetGraphMemAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetGraphMemAttribute)(device, attr, value);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaDeviceSetGraphMemAttribute,
                       (bd_gen_fn)bd_gen_first_cudaDeviceSetGraphMemAttribute, "cudaDeviceSetGraphMemAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetGraphMemAttribute)(device, attr, value);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphClone,
                       (bd_gen_fn)bd_gen_first_cudaGraphClone, "cudaGraphClone")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphClone)(pGraphClone, originalGraph);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphNodeFindInClone,
                       (bd_gen_fn)bd_gen_first_cudaGraphNodeFindInClone, "cudaGraphNodeFindInClone")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeFindInClone)(pNode, originalNode, clonedGraph);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphNodeGetType,
                       (bd_gen_fn)bd_gen_first_cudaGraphNodeGetType, "cudaGraphNodeGetType")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetType)(node, pType);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphGetNodes,
                       (bd_gen_fn)bd_gen_first_cudaGraphGetNodes, "cudaGraphGetNodes")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetNodes)(graph, nodes, numNodes);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphGetRootNodes,
                       (bd_gen_fn)bd_gen_first_cudaGraphGetRootNodes, "cudaGraphGetRootNodes")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetRootNodes)(graph, pRootNodes, pNumRootNodes);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphGetEdges,
                       (bd_gen_fn)bd_gen_first_cudaGraphGetEdges, "cudaGraphGetEdges")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetEdges)(graph, from, to, edgeData, numEdges);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphNodeGetDependencies,
                       (bd_gen_fn)bd_gen_first_cudaGraphNodeGetDependencies, "cudaGraphNodeGetDependencies")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetDependencies)(node, pDependencies, edgeData, pNumDependencies);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphNodeGetDependentNodes,
                       (bd_gen_fn)bd_gen_first_cudaGraphNodeGetDependentNodes, "cudaGraphNodeGetDependentNodes")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetDependentNodes)(node, pDependentNodes, edgeData, pNumDependentNodes);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddDependencies,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddDependencies, "cudaGraphAddDependencies")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddDependencies)(graph, from, to, edgeData, numDependencies);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphRemoveDependencies,
                       (bd_gen_fn)bd_gen_first_cudaGraphRemoveDependencies, "cudaGraphRemoveDependencies")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphRemoveDependencies)(graph, from, to, edgeData, numDependencies);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphDestroyNode(cudaGraphNode_t node)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphDestroyNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphDestroyNode, "cudaGraphDestroyNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDestroyNode)(node);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphInstantiate,
                       (bd_gen_fn)bd_gen_first_cudaGraphInstantiate, "cudaGraphInstantiate")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiate)(pGraphExec, graph, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphInstantiateWithFlags,
                       (bd_gen_fn)bd_gen_first_cudaGraphInstantiateWithFlags, "cudaGraphInstantiateWithFlags")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithFlags)(pGraphExec, graph, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphInstantiateWithParams(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphInstantiateWithParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphInstantiateWithParams, "cudaGraphInstantiateWithParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithParams)(pGraphExec, graph, instantiateParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphInstantiateWithParams_ptsz(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphInstantiateWithParams_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaGraphInstantiateWithParams_ptsz, "cudaGraphInstantiateWithParams_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithParams_ptsz)(pGraphExec, graph, instantiateParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecGetFlags,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecGetFlags, "cudaGraphExecGetFlags")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecGetFlags)(graphExec, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecKernelNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecKernelNodeSetParams, "cudaGraphExecKernelNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecKernelNodeSetParams)(hGraphExec, node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecMemcpyNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecMemcpyNodeSetParams, "cudaGraphExecMemcpyNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParams)(hGraphExec, node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecMemcpyNodeSetParamsToSymbol,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecMemcpyNodeSetParamsToSymbol, "cudaGraphExecMemcpyNodeSetParamsToSymbol")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParamsToSymbol)(hGraphExec, node, symbol, src, count, offset, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecMemcpyNodeSetParamsFromSymbol,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecMemcpyNodeSetParamsFromSymbol, "cudaGraphExecMemcpyNodeSetParamsFromSymbol")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParamsFromSymbol)(hGraphExec, node, dst, symbol, count, offset, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecMemcpyNodeSetParams1D,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecMemcpyNodeSetParams1D, "cudaGraphExecMemcpyNodeSetParams1D")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParams1D)(hGraphExec, node, dst, src, count, kind);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecMemsetNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecMemsetNodeSetParams, "cudaGraphExecMemsetNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemsetNodeSetParams)(hGraphExec, node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecHostNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecHostNodeSetParams, "cudaGraphExecHostNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecHostNodeSetParams)(hGraphExec, node, pNodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecChildGraphNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecChildGraphNodeSetParams, "cudaGraphExecChildGraphNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecChildGraphNodeSetParams)(hGraphExec, node, childGraph);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecEventRecordNodeSetEvent,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecEventRecordNodeSetEvent, "cudaGraphExecEventRecordNodeSetEvent")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecEventRecordNodeSetEvent)(hGraphExec, hNode, event);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecEventWaitNodeSetEvent,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecEventWaitNodeSetEvent, "cudaGraphExecEventWaitNodeSetEvent")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecEventWaitNodeSetEvent)(hGraphExec, hNode, event);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecExternalSemaphoresSignalNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecExternalSemaphoresSignalNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecExternalSemaphoresSignalNodeSetParams, "cudaGraphExecExternalSemaphoresSignalNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecExternalSemaphoresSignalNodeSetParams)(hGraphExec, hNode, nodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecExternalSemaphoresWaitNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecExternalSemaphoresWaitNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecExternalSemaphoresWaitNodeSetParams, "cudaGraphExecExternalSemaphoresWaitNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecExternalSemaphoresWaitNodeSetParams)(hGraphExec, hNode, nodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphNodeSetEnabled,
                       (bd_gen_fn)bd_gen_first_cudaGraphNodeSetEnabled, "cudaGraphNodeSetEnabled")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeSetEnabled)(hGraphExec, hNode, isEnabled);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphNodeGetEnabled,
                       (bd_gen_fn)bd_gen_first_cudaGraphNodeGetEnabled, "cudaGraphNodeGetEnabled")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetEnabled)(hGraphExec, hNode, isEnabled);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecUpdate,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecUpdate, "cudaGraphExecUpdate")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecUpdate)(hGraphExec, hGraph, resultInfo);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphUpload,
                       (bd_gen_fn)bd_gen_first_cudaGraphUpload, "cudaGraphUpload")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphUpload)(graphExec, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphUpload_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphUpload_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaGraphUpload_ptsz, "cudaGraphUpload_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphUpload_ptsz)(graphExec, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphLaunch,
                       (bd_gen_fn)bd_gen_first_cudaGraphLaunch, "cudaGraphLaunch")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphLaunch)(graphExec, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphLaunch_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphLaunch_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaGraphLaunch_ptsz, "cudaGraphLaunch_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphLaunch_ptsz)(graphExec, stream);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecDestroy(cudaGraphExec_t graphExec)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecDestroy,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecDestroy, "cudaGraphExecDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecDestroy)(graphExec);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphDestroy(cudaGraph_t graph)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphDestroy,
                       (bd_gen_fn)bd_gen_first_cudaGraphDestroy, "cudaGraphDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDestroy)(graph);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphDebugDotPrint,
                       (bd_gen_fn)bd_gen_first_cudaGraphDebugDotPrint, "cudaGraphDebugDotPrint")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDebugDotPrint)(graph, path, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaUserObjectCreate,
                       (bd_gen_fn)bd_gen_first_cudaUserObjectCreate, "cudaUserObjectCreate")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectCreate)(object_out, ptr, destroy, initialRefcount, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaUserObjectRetain(cudaUserObject_t object, unsigned int count)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaUserObjectRetain,
                       (bd_gen_fn)bd_gen_first_cudaUserObjectRetain, "cudaUserObjectRetain")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectRetain)(object, count);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaUserObjectRelease(cudaUserObject_t object, unsigned int count)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaUserObjectRelease,
                       (bd_gen_fn)bd_gen_first_cudaUserObjectRelease, "cudaUserObjectRelease")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectRelease)(object, count);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphRetainUserObject,
                       (bd_gen_fn)bd_gen_first_cudaGraphRetainUserObject, "cudaGraphRetainUserObject")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphRetainUserObject)(graph, object, count, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphReleaseUserObject,
                       (bd_gen_fn)bd_gen_first_cudaGraphReleaseUserObject, "cudaGraphReleaseUserObject")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphReleaseUserObject)(graph, object, count);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphAddNode,
                       (bd_gen_fn)bd_gen_first_cudaGraphAddNode, "cudaGraphAddNode")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddNode)(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphNodeSetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphNodeSetParams, "cudaGraphNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeSetParams)(node, nodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphExecNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cudaGraphExecNodeSetParams, "cudaGraphExecNodeSetParams")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecNodeSetParams)(graphExec, node, nodeParams);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGraphConditionalHandleCreate,
                       (bd_gen_fn)bd_gen_first_cudaGraphConditionalHandleCreate, "cudaGraphConditionalHandleCreate")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphConditionalHandleCreate)(pHandle_out, graph, defaultLaunchValue, flags);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetDriverEntryPoint(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetDriverEntryPoint,
                       (bd_gen_fn)bd_gen_first_cudaGetDriverEntryPoint, "cudaGetDriverEntryPoint")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDriverEntryPoint)(symbol, funcPtr, flags, driverStatus);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetDriverEntryPoint_ptsz(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetDriverEntryPoint_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaGetDriverEntryPoint_ptsz, "cudaGetDriverEntryPoint_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDriverEntryPoint_ptsz)(symbol, funcPtr, flags, driverStatus);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetDriverEntryPointByVersion(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetDriverEntryPointByVersion,
                       (bd_gen_fn)bd_gen_first_cudaGetDriverEntryPointByVersion, "cudaGetDriverEntryPointByVersion")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDriverEntryPointByVersion)(symbol, funcPtr, cudaVersion, flags, driverStatus);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetDriverEntryPointByVersion_ptsz(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetDriverEntryPointByVersion_ptsz,
                       (bd_gen_fn)bd_gen_first_cudaGetDriverEntryPointByVersion_ptsz, "cudaGetDriverEntryPointByVersion_ptsz")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDriverEntryPointByVersion_ptsz)(symbol, funcPtr, cudaVersion, flags, driverStatus);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLibraryLoadData(cudaLibrary_t *library, const void *code, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLibraryLoadData,
                       (bd_gen_fn)bd_gen_first_cudaLibraryLoadData, "cudaLibraryLoadData")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryLoadData)(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLibraryLoadFromFile(cudaLibrary_t *library, const char *fileName, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLibraryLoadFromFile,
                       (bd_gen_fn)bd_gen_first_cudaLibraryLoadFromFile, "cudaLibraryLoadFromFile")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryLoadFromFile)(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLibraryUnload(cudaLibrary_t library)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLibraryUnload,
                       (bd_gen_fn)bd_gen_first_cudaLibraryUnload, "cudaLibraryUnload")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryUnload)(library);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLibraryGetKernel(cudaKernel_t *pKernel, cudaLibrary_t library, const char *name)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLibraryGetKernel,
                       (bd_gen_fn)bd_gen_first_cudaLibraryGetKernel, "cudaLibraryGetKernel")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetKernel)(pKernel, library, name);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLibraryGetGlobal(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLibraryGetGlobal,
                       (bd_gen_fn)bd_gen_first_cudaLibraryGetGlobal, "cudaLibraryGetGlobal")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetGlobal)(dptr, bytes, library, name);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLibraryGetManaged(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLibraryGetManaged,
                       (bd_gen_fn)bd_gen_first_cudaLibraryGetManaged, "cudaLibraryGetManaged")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetManaged)(dptr, bytes, library, name);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLibraryGetUnifiedFunction(void **fptr, cudaLibrary_t library, const char *symbol)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLibraryGetUnifiedFunction,
                       (bd_gen_fn)bd_gen_first_cudaLibraryGetUnifiedFunction, "cudaLibraryGetUnifiedFunction")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetUnifiedFunction)(fptr, library, symbol);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLibraryGetKernelCount(unsigned int *count, cudaLibrary_t lib)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLibraryGetKernelCount,
                       (bd_gen_fn)bd_gen_first_cudaLibraryGetKernelCount, "cudaLibraryGetKernelCount")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetKernelCount)(count, lib);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaLibraryEnumerateKernels(cudaKernel_t *kernels, unsigned int numKernels, cudaLibrary_t lib)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaLibraryEnumerateKernels,
                       (bd_gen_fn)bd_gen_first_cudaLibraryEnumerateKernels, "cudaLibraryEnumerateKernels")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryEnumerateKernels)(kernels, numKernels, lib);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaKernelSetAttributeForDevice(cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaKernelSetAttributeForDevice,
                       (bd_gen_fn)bd_gen_first_cudaKernelSetAttributeForDevice, "cudaKernelSetAttributeForDevice")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaKernelSetAttributeForDevice)(kernel, attr, value, device);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetExportTable(const void **ppExportTable, const cudaUUID_t *pExportTableId)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetExportTable,
                       (bd_gen_fn)bd_gen_first_cudaGetExportTable, "cudaGetExportTable")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetExportTable)(ppExportTable, pExportTableId);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetFuncBySymbol(cudaFunction_t *functionPtr, const void *symbolPtr)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetFuncBySymbol,
                       (bd_gen_fn)bd_gen_first_cudaGetFuncBySymbol, "cudaGetFuncBySymbol")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetFuncBySymbol)(functionPtr, symbolPtr);
    }
    return cudaErrorNotSupported;
}

static cudaError_t bd_gen_first_cudaGetKernel(cudaKernel_t *kernelPtr, const void *entryFuncAddr)
{
    if (bd_gen_resolve(&bd_gen_cudart_library, &bd_gen_cudart.pfn_cudaGetKernel,
                       (bd_gen_fn)bd_gen_first_cudaGetKernel, "cudaGetKernel")) {
        return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetKernel)(kernelPtr, entryFuncAddr);
    }
    return cudaErrorNotSupported;
}

struct bd_gen_cudart_table bd_gen_cudart = {
    .pfn_cudaDeviceReset = bd_gen_first_cudaDeviceReset,
    .pfn_cudaDeviceSynchronize = bd_gen_first_cudaDeviceSynchronize,
    .pfn_cudaDeviceSetLimit = bd_gen_first_cudaDeviceSetLimit,
    .pfn_cudaDeviceGetLimit = bd_gen_first_cudaDeviceGetLimit,
    .pfn_cudaDeviceGetTexture1DLinearMaxWidth = bd_gen_first_cudaDeviceGetTexture1DLinearMaxWidth,
    .pfn_cudaDeviceGetCacheConfig = bd_gen_first_cudaDeviceGetCacheConfig,
    .pfn_cudaDeviceGetStreamPriorityRange = bd_gen_first_cudaDeviceGetStreamPriorityRange,
    .pfn_cudaDeviceSetCacheConfig = bd_gen_first_cudaDeviceSetCacheConfig,
    .pfn_cudaDeviceGetByPCIBusId = bd_gen_first_cudaDeviceGetByPCIBusId,
    .pfn_cudaDeviceGetPCIBusId = bd_gen_first_cudaDeviceGetPCIBusId,
    .pfn_cudaIpcGetEventHandle = bd_gen_first_cudaIpcGetEventHandle,
    .pfn_cudaIpcOpenEventHandle = bd_gen_first_cudaIpcOpenEventHandle,
    .pfn_cudaIpcGetMemHandle = bd_gen_first_cudaIpcGetMemHandle,
    .pfn_cudaIpcOpenMemHandle = bd_gen_first_cudaIpcOpenMemHandle,
    .pfn_cudaIpcCloseMemHandle = bd_gen_first_cudaIpcCloseMemHandle,
    .pfn_cudaDeviceFlushGPUDirectRDMAWrites = bd_gen_first_cudaDeviceFlushGPUDirectRDMAWrites,
    .pfn_cudaDeviceRegisterAsyncNotification = bd_gen_first_cudaDeviceRegisterAsyncNotification,
    .pfn_cudaDeviceUnregisterAsyncNotification = bd_gen_first_cudaDeviceUnregisterAsyncNotification,
    .pfn_cudaDeviceGetSharedMemConfig = bd_gen_first_cudaDeviceGetSharedMemConfig,
    .pfn_cudaDeviceSetSharedMemConfig = bd_gen_first_cudaDeviceSetSharedMemConfig,
    .pfn_cudaGetLastError = bd_gen_first_cudaGetLastError,
    .pfn_cudaPeekAtLastError = bd_gen_first_cudaPeekAtLastError,
    .pfn_cudaGetErrorName = bd_gen_first_cudaGetErrorName,
    .pfn_cudaGetErrorString = bd_gen_first_cudaGetErrorString,
    .pfn_cudaGetDeviceCount = bd_gen_first_cudaGetDeviceCount,
    .pfn_cudaGetDeviceProperties = bd_gen_first_cudaGetDeviceProperties,
    .pfn_cudaDeviceGetAttribute = bd_gen_first_cudaDeviceGetAttribute,
    .pfn_cudaDeviceGetHostAtomicCapabilities = bd_gen_first_cudaDeviceGetHostAtomicCapabilities,
    .pfn_cudaDeviceGetDefaultMemPool = bd_gen_first_cudaDeviceGetDefaultMemPool,
    .pfn_cudaDeviceSetMemPool = bd_gen_first_cudaDeviceSetMemPool,
    .pfn_cudaDeviceGetMemPool = bd_gen_first_cudaDeviceGetMemPool,
    .pfn_cudaDeviceGetNvSciSyncAttributes = bd_gen_first_cudaDeviceGetNvSciSyncAttributes,
    .pfn_cudaDeviceGetP2PAttribute = bd_gen_first_cudaDeviceGetP2PAttribute,
    .pfn_cudaDeviceGetP2PAtomicCapabilities = bd_gen_first_cudaDeviceGetP2PAtomicCapabilities,
    .pfn_cudaChooseDevice = bd_gen_first_cudaChooseDevice,
    .pfn_cudaInitDevice = bd_gen_first_cudaInitDevice,
    .pfn_cudaSetDevice = bd_gen_first_cudaSetDevice,
    .pfn_cudaGetDevice = bd_gen_first_cudaGetDevice,
    .pfn_cudaSetValidDevices = bd_gen_first_cudaSetValidDevices,
    .pfn_cudaSetDeviceFlags = bd_gen_first_cudaSetDeviceFlags,
    .pfn_cudaGetDeviceFlags = bd_gen_first_cudaGetDeviceFlags,
    .pfn_cudaStreamCreate = bd_gen_first_cudaStreamCreate,
    .pfn_cudaStreamCreateWithFlags = bd_gen_first_cudaStreamCreateWithFlags,
    .pfn_cudaStreamCreateWithPriority = bd_gen_first_cudaStreamCreateWithPriority,
    .pfn_cudaStreamGetPriority = bd_gen_first_cudaStreamGetPriority,
    .pfn_cudaStreamGetPriority_ptsz = bd_gen_first_cudaStreamGetPriority_ptsz,
    .pfn_cudaStreamGetFlags = bd_gen_first_cudaStreamGetFlags,
    .pfn_cudaStreamGetFlags_ptsz = bd_gen_first_cudaStreamGetFlags_ptsz,
    .pfn_cudaStreamGetId = bd_gen_first_cudaStreamGetId,
    .pfn_cudaStreamGetId_ptsz = bd_gen_first_cudaStreamGetId_ptsz,
    .pfn_cudaStreamGetDevice = bd_gen_first_cudaStreamGetDevice,
    .pfn_cudaStreamGetDevice_ptsz = bd_gen_first_cudaStreamGetDevice_ptsz,
    .pfn_cudaCtxResetPersistingL2Cache = bd_gen_first_cudaCtxResetPersistingL2Cache,
    .pfn_cudaStreamCopyAttributes = bd_gen_first_cudaStreamCopyAttributes,
    .pfn_cudaStreamCopyAttributes_ptsz = bd_gen_first_cudaStreamCopyAttributes_ptsz,
    .pfn_cudaStreamGetAttribute = bd_gen_first_cudaStreamGetAttribute,
    .pfn_cudaStreamGetAttribute_ptsz = bd_gen_first_cudaStreamGetAttribute_ptsz,
    .pfn_cudaStreamSetAttribute = bd_gen_first_cudaStreamSetAttribute,
    .pfn_cudaStreamSetAttribute_ptsz = bd_gen_first_cudaStreamSetAttribute_ptsz,
    .pfn_cudaStreamDestroy = bd_gen_first_cudaStreamDestroy,
    .pfn_cudaStreamWaitEvent = bd_gen_first_cudaStreamWaitEvent,
    .pfn_cudaStreamWaitEvent_ptsz = bd_gen_first_cudaStreamWaitEvent_ptsz,
    .pfn_cudaStreamAddCallback = bd_gen_first_cudaStreamAddCallback,
    .pfn_cudaStreamAddCallback_ptsz = bd_gen_first_cudaStreamAddCallback_ptsz,
    .pfn_cudaStreamSynchronize = bd_gen_first_cudaStreamSynchronize,
    .pfn_cudaStreamSynchronize_ptsz = bd_gen_first_cudaStreamSynchronize_ptsz,
    .pfn_cudaStreamQuery = bd_gen_first_cudaStreamQuery,
    .pfn_cudaStreamQuery_ptsz = bd_gen_first_cudaStreamQuery_ptsz,
    .pfn_cudaStreamAttachMemAsync = bd_gen_first_cudaStreamAttachMemAsync,
    .pfn_cudaStreamAttachMemAsync_ptsz = bd_gen_first_cudaStreamAttachMemAsync_ptsz,
    .pfn_cudaStreamBeginCapture = bd_gen_first_cudaStreamBeginCapture,
    .pfn_cudaStreamBeginCapture_ptsz = bd_gen_first_cudaStreamBeginCapture_ptsz,
    .pfn_cudaStreamBeginCaptureToGraph = bd_gen_first_cudaStreamBeginCaptureToGraph,
    .pfn_cudaStreamBeginCaptureToGraph_ptsz = bd_gen_first_cudaStreamBeginCaptureToGraph_ptsz,
    .pfn_cudaThreadExchangeStreamCaptureMode = bd_gen_first_cudaThreadExchangeStreamCaptureMode,
    .pfn_cudaStreamEndCapture = bd_gen_first_cudaStreamEndCapture,
    .pfn_cudaStreamEndCapture_ptsz = bd_gen_first_cudaStreamEndCapture_ptsz,
    .pfn_cudaStreamIsCapturing = bd_gen_first_cudaStreamIsCapturing,
    .pfn_cudaStreamIsCapturing_ptsz = bd_gen_first_cudaStreamIsCapturing_ptsz,
    .pfn_cudaStreamGetCaptureInfo = bd_gen_first_cudaStreamGetCaptureInfo,
    .pfn_cudaStreamGetCaptureInfo_ptsz = bd_gen_first_cudaStreamGetCaptureInfo_ptsz,
    .pfn_cudaStreamUpdateCaptureDependencies = bd_gen_first_cudaStreamUpdateCaptureDependencies,
    .pfn_cudaStreamUpdateCaptureDependencies_ptsz = bd_gen_first_cudaStreamUpdateCaptureDependencies_ptsz,
    .pfn_cudaEventCreate = bd_gen_first_cudaEventCreate,
    .pfn_cudaEventCreateWithFlags = bd_gen_first_cudaEventCreateWithFlags,
    .pfn_cudaEventRecord = bd_gen_first_cudaEventRecord,
    .pfn_cudaEventRecord_ptsz = bd_gen_first_cudaEventRecord_ptsz,
    .pfn_cudaEventRecordWithFlags = bd_gen_first_cudaEventRecordWithFlags,
    .pfn_cudaEventRecordWithFlags_ptsz = bd_gen_first_cudaEventRecordWithFlags_ptsz,
    .pfn_cudaEventQuery = bd_gen_first_cudaEventQuery,
    .pfn_cudaEventSynchronize = bd_gen_first_cudaEventSynchronize,
    .pfn_cudaEventDestroy = bd_gen_first_cudaEventDestroy,
    .pfn_cudaEventElapsedTime = bd_gen_first_cudaEventElapsedTime,
    .pfn_cudaImportExternalMemory = bd_gen_first_cudaImportExternalMemory,
    .pfn_cudaExternalMemoryGetMappedBuffer = bd_gen_first_cudaExternalMemoryGetMappedBuffer,
    .pfn_cudaExternalMemoryGetMappedMipmappedArray = bd_gen_first_cudaExternalMemoryGetMappedMipmappedArray,
    .pfn_cudaDestroyExternalMemory = bd_gen_first_cudaDestroyExternalMemory,
    .pfn_cudaImportExternalSemaphore = bd_gen_first_cudaImportExternalSemaphore,
    .pfn_cudaSignalExternalSemaphoresAsync = bd_gen_first_cudaSignalExternalSemaphoresAsync,
    .pfn_cudaSignalExternalSemaphoresAsync_ptsz = bd_gen_first_cudaSignalExternalSemaphoresAsync_ptsz,
    .pfn_cudaWaitExternalSemaphoresAsync = bd_gen_first_cudaWaitExternalSemaphoresAsync,
    .pfn_cudaWaitExternalSemaphoresAsync_ptsz = bd_gen_first_cudaWaitExternalSemaphoresAsync_ptsz,
    .pfn_cudaDestroyExternalSemaphore = bd_gen_first_cudaDestroyExternalSemaphore,
    .pfn_cudaLaunchKernel = bd_gen_first_cudaLaunchKernel,
    .pfn_cudaLaunchKernel_ptsz = bd_gen_first_cudaLaunchKernel_ptsz,
    .pfn_cudaLaunchKernelExC = bd_gen_first_cudaLaunchKernelExC,
    .pfn_cudaLaunchKernelExC_ptsz = bd_gen_first_cudaLaunchKernelExC_ptsz,
    .pfn_cudaLaunchCooperativeKernel = bd_gen_first_cudaLaunchCooperativeKernel,
    .pfn_cudaLaunchCooperativeKernel_ptsz = bd_gen_first_cudaLaunchCooperativeKernel_ptsz,
    .pfn_cudaFuncSetCacheConfig = bd_gen_first_cudaFuncSetCacheConfig,
    .pfn_cudaFuncGetAttributes = bd_gen_first_cudaFuncGetAttributes,
    .pfn_cudaFuncSetAttribute = bd_gen_first_cudaFuncSetAttribute,
    .pfn_cudaFuncGetName = bd_gen_first_cudaFuncGetName,
    .pfn_cudaFuncGetParamInfo = bd_gen_first_cudaFuncGetParamInfo,
    .pfn_cudaLaunchHostFunc = bd_gen_first_cudaLaunchHostFunc,
    .pfn_cudaLaunchHostFunc_ptsz = bd_gen_first_cudaLaunchHostFunc_ptsz,
    .pfn_cudaFuncSetSharedMemConfig = bd_gen_first_cudaFuncSetSharedMemConfig,
    .pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessor = bd_gen_first_cudaOccupancyMaxActiveBlocksPerMultiprocessor,
    .pfn_cudaOccupancyAvailableDynamicSMemPerBlock = bd_gen_first_cudaOccupancyAvailableDynamicSMemPerBlock,
    .pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags = bd_gen_first_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags,
    .pfn_cudaOccupancyMaxPotentialClusterSize = bd_gen_first_cudaOccupancyMaxPotentialClusterSize,
    .pfn_cudaOccupancyMaxActiveClusters = bd_gen_first_cudaOccupancyMaxActiveClusters,
    .pfn_cudaMallocManaged = bd_gen_first_cudaMallocManaged,
    .pfn_cudaMalloc = bd_gen_first_cudaMalloc,
    .pfn_cudaMallocHost = bd_gen_first_cudaMallocHost,
    .pfn_cudaMallocPitch = bd_gen_first_cudaMallocPitch,
    .pfn_cudaMallocArray = bd_gen_first_cudaMallocArray,
    .pfn_cudaFree = bd_gen_first_cudaFree,
    .pfn_cudaFreeHost = bd_gen_first_cudaFreeHost,
    .pfn_cudaFreeArray = bd_gen_first_cudaFreeArray,
    .pfn_cudaFreeMipmappedArray = bd_gen_first_cudaFreeMipmappedArray,
    .pfn_cudaHostAlloc = bd_gen_first_cudaHostAlloc,
    .pfn_cudaHostRegister = bd_gen_first_cudaHostRegister,
    .pfn_cudaHostUnregister = bd_gen_first_cudaHostUnregister,
    .pfn_cudaHostGetDevicePointer = bd_gen_first_cudaHostGetDevicePointer,
    .pfn_cudaHostGetFlags = bd_gen_first_cudaHostGetFlags,
    .pfn_cudaMalloc3D = bd_gen_first_cudaMalloc3D,
    .pfn_cudaMalloc3DArray = bd_gen_first_cudaMalloc3DArray,
    .pfn_cudaMallocMipmappedArray = bd_gen_first_cudaMallocMipmappedArray,
    .pfn_cudaGetMipmappedArrayLevel = bd_gen_first_cudaGetMipmappedArrayLevel,
    .pfn_cudaMemcpy3D = bd_gen_first_cudaMemcpy3D,
    .pfn_cudaMemcpy3D_ptds = bd_gen_first_cudaMemcpy3D_ptds,
    .pfn_cudaMemcpy3DPeer = bd_gen_first_cudaMemcpy3DPeer,
    .pfn_cudaMemcpy3DPeer_ptds = bd_gen_first_cudaMemcpy3DPeer_ptds,
    .pfn_cudaMemcpy3DAsync = bd_gen_first_cudaMemcpy3DAsync,
    .pfn_cudaMemcpy3DAsync_ptsz = bd_gen_first_cudaMemcpy3DAsync_ptsz,
    .pfn_cudaMemcpy3DPeerAsync = bd_gen_first_cudaMemcpy3DPeerAsync,
    .pfn_cudaMemcpy3DPeerAsync_ptsz = bd_gen_first_cudaMemcpy3DPeerAsync_ptsz,
    .pfn_cudaMemGetInfo = bd_gen_first_cudaMemGetInfo,
    .pfn_cudaArrayGetInfo = bd_gen_first_cudaArrayGetInfo,
    .pfn_cudaArrayGetPlane = bd_gen_first_cudaArrayGetPlane,
    .pfn_cudaArrayGetMemoryRequirements = bd_gen_first_cudaArrayGetMemoryRequirements,
    .pfn_cudaMipmappedArrayGetMemoryRequirements = bd_gen_first_cudaMipmappedArrayGetMemoryRequirements,
    .pfn_cudaArrayGetSparseProperties = bd_gen_first_cudaArrayGetSparseProperties,
    .pfn_cudaMipmappedArrayGetSparseProperties = bd_gen_first_cudaMipmappedArrayGetSparseProperties,
    .pfn_cudaMemcpy = bd_gen_first_cudaMemcpy,
    .pfn_cudaMemcpy_ptds = bd_gen_first_cudaMemcpy_ptds,
    .pfn_cudaMemcpyPeer = bd_gen_first_cudaMemcpyPeer,
    .pfn_cudaMemcpy2D = bd_gen_first_cudaMemcpy2D,
    .pfn_cudaMemcpy2D_ptds = bd_gen_first_cudaMemcpy2D_ptds,
    .pfn_cudaMemcpy2DToArray = bd_gen_first_cudaMemcpy2DToArray,
    .pfn_cudaMemcpy2DToArray_ptds = bd_gen_first_cudaMemcpy2DToArray_ptds,
    .pfn_cudaMemcpy2DFromArray = bd_gen_first_cudaMemcpy2DFromArray,
    .pfn_cudaMemcpy2DFromArray_ptds = bd_gen_first_cudaMemcpy2DFromArray_ptds,
    .pfn_cudaMemcpy2DArrayToArray = bd_gen_first_cudaMemcpy2DArrayToArray,
    .pfn_cudaMemcpy2DArrayToArray_ptds = bd_gen_first_cudaMemcpy2DArrayToArray_ptds,
    .pfn_cudaMemcpyToSymbol = bd_gen_first_cudaMemcpyToSymbol,
    .pfn_cudaMemcpyToSymbol_ptds = bd_gen_first_cudaMemcpyToSymbol_ptds,
    .pfn_cudaMemcpyFromSymbol = bd_gen_first_cudaMemcpyFromSymbol,
    .pfn_cudaMemcpyFromSymbol_ptds = bd_gen_first_cudaMemcpyFromSymbol_ptds,
    .pfn_cudaMemcpyAsync = bd_gen_first_cudaMemcpyAsync,
    .pfn_cudaMemcpyAsync_ptsz = bd_gen_first_cudaMemcpyAsync_ptsz,
    .pfn_cudaMemcpyPeerAsync = bd_gen_first_cudaMemcpyPeerAsync,
    .pfn_cudaMemcpyBatchAsync = bd_gen_first_cudaMemcpyBatchAsync,
    .pfn_cudaMemcpyBatchAsync_ptsz = bd_gen_first_cudaMemcpyBatchAsync_ptsz,
    .pfn_cudaMemcpy3DBatchAsync = bd_gen_first_cudaMemcpy3DBatchAsync,
    .pfn_cudaMemcpy3DBatchAsync_ptsz = bd_gen_first_cudaMemcpy3DBatchAsync_ptsz,
    .pfn_cudaMemcpy2DAsync = bd_gen_first_cudaMemcpy2DAsync,
    .pfn_cudaMemcpy2DAsync_ptsz = bd_gen_first_cudaMemcpy2DAsync_ptsz,
    .pfn_cudaMemcpy2DToArrayAsync = bd_gen_first_cudaMemcpy2DToArrayAsync,
    .pfn_cudaMemcpy2DToArrayAsync_ptsz = bd_gen_first_cudaMemcpy2DToArrayAsync_ptsz,
    .pfn_cudaMemcpy2DFromArrayAsync = bd_gen_first_cudaMemcpy2DFromArrayAsync,
    .pfn_cudaMemcpy2DFromArrayAsync_ptsz = bd_gen_first_cudaMemcpy2DFromArrayAsync_ptsz,
    .pfn_cudaMemcpyToSymbolAsync = bd_gen_first_cudaMemcpyToSymbolAsync,
    .pfn_cudaMemcpyToSymbolAsync_ptsz = bd_gen_first_cudaMemcpyToSymbolAsync_ptsz,
    .pfn_cudaMemcpyFromSymbolAsync = bd_gen_first_cudaMemcpyFromSymbolAsync,
    .pfn_cudaMemcpyFromSymbolAsync_ptsz = bd_gen_first_cudaMemcpyFromSymbolAsync_ptsz,
    .pfn_cudaMemset = bd_gen_first_cudaMemset,
    .pfn_cudaMemset_ptds = bd_gen_first_cudaMemset_ptds,
    .pfn_cudaMemset2D = bd_gen_first_cudaMemset2D,
    .pfn_cudaMemset2D_ptds = bd_gen_first_cudaMemset2D_ptds,
    .pfn_cudaMemset3D = bd_gen_first_cudaMemset3D,
    .pfn_cudaMemset3D_ptds = bd_gen_first_cudaMemset3D_ptds,
    .pfn_cudaMemsetAsync = bd_gen_first_cudaMemsetAsync,
    .pfn_cudaMemsetAsync_ptsz = bd_gen_first_cudaMemsetAsync_ptsz,
    .pfn_cudaMemset2DAsync = bd_gen_first_cudaMemset2DAsync,
    .pfn_cudaMemset2DAsync_ptsz = bd_gen_first_cudaMemset2DAsync_ptsz,
    .pfn_cudaMemset3DAsync = bd_gen_first_cudaMemset3DAsync,
    .pfn_cudaMemset3DAsync_ptsz = bd_gen_first_cudaMemset3DAsync_ptsz,
    .pfn_cudaGetSymbolAddress = bd_gen_first_cudaGetSymbolAddress,
    .pfn_cudaGetSymbolSize = bd_gen_first_cudaGetSymbolSize,
    .pfn_cudaMemPrefetchAsync = bd_gen_first_cudaMemPrefetchAsync,
    .pfn_cudaMemPrefetchAsync_ptsz = bd_gen_first_cudaMemPrefetchAsync_ptsz,
    .pfn_cudaMemPrefetchBatchAsync = bd_gen_first_cudaMemPrefetchBatchAsync,
    .pfn_cudaMemPrefetchBatchAsync_ptsz = bd_gen_first_cudaMemPrefetchBatchAsync_ptsz,
    .pfn_cudaMemDiscardBatchAsync = bd_gen_first_cudaMemDiscardBatchAsync,
    .pfn_cudaMemDiscardBatchAsync_ptsz = bd_gen_first_cudaMemDiscardBatchAsync_ptsz,
    .pfn_cudaMemDiscardAndPrefetchBatchAsync = bd_gen_first_cudaMemDiscardAndPrefetchBatchAsync,
    .pfn_cudaMemDiscardAndPrefetchBatchAsync_ptsz = bd_gen_first_cudaMemDiscardAndPrefetchBatchAsync_ptsz,
    .pfn_cudaMemAdvise = bd_gen_first_cudaMemAdvise,
    .pfn_cudaMemRangeGetAttribute = bd_gen_first_cudaMemRangeGetAttribute,
    .pfn_cudaMemRangeGetAttributes = bd_gen_first_cudaMemRangeGetAttributes,
    .pfn_cudaMemcpyToArray = bd_gen_first_cudaMemcpyToArray,
    .pfn_cudaMemcpyToArray_ptds = bd_gen_first_cudaMemcpyToArray_ptds,
    .pfn_cudaMemcpyFromArray = bd_gen_first_cudaMemcpyFromArray,
    .pfn_cudaMemcpyFromArray_ptds = bd_gen_first_cudaMemcpyFromArray_ptds,
    .pfn_cudaMemcpyArrayToArray = bd_gen_first_cudaMemcpyArrayToArray,
    .pfn_cudaMemcpyArrayToArray_ptds = bd_gen_first_cudaMemcpyArrayToArray_ptds,
    .pfn_cudaMemcpyToArrayAsync = bd_gen_first_cudaMemcpyToArrayAsync,
    .pfn_cudaMemcpyToArrayAsync_ptsz = bd_gen_first_cudaMemcpyToArrayAsync_ptsz,
    .pfn_cudaMemcpyFromArrayAsync = bd_gen_first_cudaMemcpyFromArrayAsync,
    .pfn_cudaMemcpyFromArrayAsync_ptsz = bd_gen_first_cudaMemcpyFromArrayAsync_ptsz,
    .pfn_cudaMallocAsync = bd_gen_first_cudaMallocAsync,
    .pfn_cudaMallocAsync_ptsz = bd_gen_first_cudaMallocAsync_ptsz,
    .pfn_cudaFreeAsync = bd_gen_first_cudaFreeAsync,
    .pfn_cudaFreeAsync_ptsz = bd_gen_first_cudaFreeAsync_ptsz,
    .pfn_cudaMemPoolTrimTo = bd_gen_first_cudaMemPoolTrimTo,
    .pfn_cudaMemPoolSetAttribute = bd_gen_first_cudaMemPoolSetAttribute,
    .pfn_cudaMemPoolGetAttribute = bd_gen_first_cudaMemPoolGetAttribute,
    .pfn_cudaMemPoolSetAccess = bd_gen_first_cudaMemPoolSetAccess,
    .pfn_cudaMemPoolGetAccess = bd_gen_first_cudaMemPoolGetAccess,
    .pfn_cudaMemPoolCreate = bd_gen_first_cudaMemPoolCreate,
    .pfn_cudaMemPoolDestroy = bd_gen_first_cudaMemPoolDestroy,
    .pfn_cudaMemGetDefaultMemPool = bd_gen_first_cudaMemGetDefaultMemPool,
    .pfn_cudaMemGetMemPool = bd_gen_first_cudaMemGetMemPool,
    .pfn_cudaMemSetMemPool = bd_gen_first_cudaMemSetMemPool,
    .pfn_cudaMallocFromPoolAsync = bd_gen_first_cudaMallocFromPoolAsync,
    .pfn_cudaMallocFromPoolAsync_ptsz = bd_gen_first_cudaMallocFromPoolAsync_ptsz,
    .pfn_cudaMemPoolExportToShareableHandle = bd_gen_first_cudaMemPoolExportToShareableHandle,
    .pfn_cudaMemPoolImportFromShareableHandle = bd_gen_first_cudaMemPoolImportFromShareableHandle,
    .pfn_cudaMemPoolExportPointer = bd_gen_first_cudaMemPoolExportPointer,
    .pfn_cudaMemPoolImportPointer = bd_gen_first_cudaMemPoolImportPointer,
    .pfn_cudaPointerGetAttributes = bd_gen_first_cudaPointerGetAttributes,
    .pfn_cudaDeviceCanAccessPeer = bd_gen_first_cudaDeviceCanAccessPeer,
    .pfn_cudaDeviceEnablePeerAccess = bd_gen_first_cudaDeviceEnablePeerAccess,
    .pfn_cudaDeviceDisablePeerAccess = bd_gen_first_cudaDeviceDisablePeerAccess,
    .pfn_cudaGraphicsUnregisterResource = bd_gen_first_cudaGraphicsUnregisterResource,
    .pfn_cudaGraphicsResourceSetMapFlags = bd_gen_first_cudaGraphicsResourceSetMapFlags,
    .pfn_cudaGraphicsMapResources = bd_gen_first_cudaGraphicsMapResources,
    .pfn_cudaGraphicsUnmapResources = bd_gen_first_cudaGraphicsUnmapResources,
    .pfn_cudaGraphicsResourceGetMappedPointer = bd_gen_first_cudaGraphicsResourceGetMappedPointer,
    .pfn_cudaGraphicsSubResourceGetMappedArray = bd_gen_first_cudaGraphicsSubResourceGetMappedArray,
    .pfn_cudaGraphicsResourceGetMappedMipmappedArray = bd_gen_first_cudaGraphicsResourceGetMappedMipmappedArray,
    .pfn_cudaGetChannelDesc = bd_gen_first_cudaGetChannelDesc,
    .pfn_cudaCreateChannelDesc = bd_gen_first_cudaCreateChannelDesc,
    .pfn_cudaCreateTextureObject = bd_gen_first_cudaCreateTextureObject,
    .pfn_cudaDestroyTextureObject = bd_gen_first_cudaDestroyTextureObject,
    .pfn_cudaGetTextureObjectResourceDesc = bd_gen_first_cudaGetTextureObjectResourceDesc,
    .pfn_cudaGetTextureObjectTextureDesc = bd_gen_first_cudaGetTextureObjectTextureDesc,
    .pfn_cudaGetTextureObjectResourceViewDesc = bd_gen_first_cudaGetTextureObjectResourceViewDesc,
    .pfn_cudaCreateSurfaceObject = bd_gen_first_cudaCreateSurfaceObject,
    .pfn_cudaDestroySurfaceObject = bd_gen_first_cudaDestroySurfaceObject,
    .pfn_cudaGetSurfaceObjectResourceDesc = bd_gen_first_cudaGetSurfaceObjectResourceDesc,
    .pfn_cudaDriverGetVersion = bd_gen_first_cudaDriverGetVersion,
    .pfn_cudaRuntimeGetVersion = bd_gen_first_cudaRuntimeGetVersion,
    .pfn_cudaLogsRegisterCallback = bd_gen_first_cudaLogsRegisterCallback,
    .pfn_cudaLogsUnregisterCallback = bd_gen_first_cudaLogsUnregisterCallback,
    .pfn_cudaLogsCurrent = bd_gen_first_cudaLogsCurrent,
    .pfn_cudaLogsDumpToFile = bd_gen_first_cudaLogsDumpToFile,
    .pfn_cudaLogsDumpToMemory = bd_gen_first_cudaLogsDumpToMemory,
    .pfn_cudaGraphCreate = bd_gen_first_cudaGraphCreate,
    .pfn_cudaGraphAddKernelNode = bd_gen_first_cudaGraphAddKernelNode,
    .pfn_cudaGraphKernelNodeGetParams = bd_gen_first_cudaGraphKernelNodeGetParams,
    .pfn_cudaGraphKernelNodeSetParams = bd_gen_first_cudaGraphKernelNodeSetParams,
    .pfn_cudaGraphKernelNodeCopyAttributes = bd_gen_first_cudaGraphKernelNodeCopyAttributes,
    .pfn_cudaGraphKernelNodeGetAttribute = bd_gen_first_cudaGraphKernelNodeGetAttribute,
    .pfn_cudaGraphKernelNodeSetAttribute = bd_gen_first_cudaGraphKernelNodeSetAttribute,
    .pfn_cudaGraphAddMemcpyNode = bd_gen_first_cudaGraphAddMemcpyNode,
    .pfn_cudaGraphAddMemcpyNodeToSymbol = bd_gen_first_cudaGraphAddMemcpyNodeToSymbol,
    .pfn_cudaGraphAddMemcpyNodeFromSymbol = bd_gen_first_cudaGraphAddMemcpyNodeFromSymbol,
    .pfn_cudaGraphAddMemcpyNode1D = bd_gen_first_cudaGraphAddMemcpyNode1D,
    .pfn_cudaGraphMemcpyNodeGetParams = bd_gen_first_cudaGraphMemcpyNodeGetParams,
    .pfn_cudaGraphMemcpyNodeSetParams = bd_gen_first_cudaGraphMemcpyNodeSetParams,
    .pfn_cudaGraphMemcpyNodeSetParamsToSymbol = bd_gen_first_cudaGraphMemcpyNodeSetParamsToSymbol,
    .pfn_cudaGraphMemcpyNodeSetParamsFromSymbol = bd_gen_first_cudaGraphMemcpyNodeSetParamsFromSymbol,
    .pfn_cudaGraphMemcpyNodeSetParams1D = bd_gen_first_cudaGraphMemcpyNodeSetParams1D,
    .pfn_cudaGraphAddMemsetNode = bd_gen_first_cudaGraphAddMemsetNode,
    .pfn_cudaGraphMemsetNodeGetParams = bd_gen_first_cudaGraphMemsetNodeGetParams,
    .pfn_cudaGraphMemsetNodeSetParams = bd_gen_first_cudaGraphMemsetNodeSetParams,
    .pfn_cudaGraphAddHostNode = bd_gen_first_cudaGraphAddHostNode,
    .pfn_cudaGraphHostNodeGetParams = bd_gen_first_cudaGraphHostNodeGetParams,
    .pfn_cudaGraphHostNodeSetParams = bd_gen_first_cudaGraphHostNodeSetParams,
    .pfn_cudaGraphAddChildGraphNode = bd_gen_first_cudaGraphAddChildGraphNode,
    .pfn_cudaGraphChildGraphNodeGetGraph = bd_gen_first_cudaGraphChildGraphNodeGetGraph,
    .pfn_cudaGraphAddEmptyNode = bd_gen_first_cudaGraphAddEmptyNode,
    .pfn_cudaGraphAddEventRecordNode = bd_gen_first_cudaGraphAddEventRecordNode,
    .pfn_cudaGraphEventRecordNodeGetEvent = bd_gen_first_cudaGraphEventRecordNodeGetEvent,
    .pfn_cudaGraphEventRecordNodeSetEvent = bd_gen_first_cudaGraphEventRecordNodeSetEvent,
    .pfn_cudaGraphAddEventWaitNode = bd_gen_first_cudaGraphAddEventWaitNode,
    .pfn_cudaGraphEventWaitNodeGetEvent = bd_gen_first_cudaGraphEventWaitNodeGetEvent,
    .pfn_cudaGraphEventWaitNodeSetEvent = bd_gen_first_cudaGraphEventWaitNodeSetEvent,
    .pfn_cudaGraphAddExternalSemaphoresSignalNode = bd_gen_first_cudaGraphAddExternalSemaphoresSignalNode,
    .pfn_cudaGraphExternalSemaphoresSignalNodeGetParams = bd_gen_first_cudaGraphExternalSemaphoresSignalNodeGetParams,
    .pfn_cudaGraphExternalSemaphoresSignalNodeSetParams = bd_gen_first_cudaGraphExternalSemaphoresSignalNodeSetParams,
    .pfn_cudaGraphAddExternalSemaphoresWaitNode = bd_gen_first_cudaGraphAddExternalSemaphoresWaitNode,
    .pfn_cudaGraphExternalSemaphoresWaitNodeGetParams = bd_gen_first_cudaGraphExternalSemaphoresWaitNodeGetParams,
    .pfn_cudaGraphExternalSemaphoresWaitNodeSetParams = bd_gen_first_cudaGraphExternalSemaphoresWaitNodeSetParams,
    .pfn_cudaGraphAddMemAllocNode = bd_gen_first_cudaGraphAddMemAllocNode,
    .pfn_cudaGraphMemAllocNodeGetParams = bd_gen_first_cudaGraphMemAllocNodeGetParams,
    .pfn_cudaGraphAddMemFreeNode = bd_gen_first_cudaGraphAddMemFreeNode,
    .pfn_cudaGraphMemFreeNodeGetParams = bd_gen_first_cudaGraphMemFreeNodeGetParams,
    .pfn_cudaDeviceGraphMemTrim = bd_gen_first_cudaDeviceGraphMemTrim,
    .pfn_cudaDeviceGetGraphMemAttribute = bd_gen_first_cudaDeviceGetGraphMemAttribute,
    .pfn_cudaDeviceSetGraphMemAttribute = bd_gen_first_cudaDeviceSetGraphMemAttribute,
    .pfn_cudaGraphClone = bd_gen_first_cudaGraphClone,
    .pfn_cudaGraphNodeFindInClone = bd_gen_first_cudaGraphNodeFindInClone,
    .pfn_cudaGraphNodeGetType = bd_gen_first_cudaGraphNodeGetType,
    .pfn_cudaGraphGetNodes = bd_gen_first_cudaGraphGetNodes,
    .pfn_cudaGraphGetRootNodes = bd_gen_first_cudaGraphGetRootNodes,
    .pfn_cudaGraphGetEdges = bd_gen_first_cudaGraphGetEdges,
    .pfn_cudaGraphNodeGetDependencies = bd_gen_first_cudaGraphNodeGetDependencies,
    .pfn_cudaGraphNodeGetDependentNodes = bd_gen_first_cudaGraphNodeGetDependentNodes,
    .pfn_cudaGraphAddDependencies = bd_gen_first_cudaGraphAddDependencies,
    .pfn_cudaGraphRemoveDependencies = bd_gen_first_cudaGraphRemoveDependencies,
    .pfn_cudaGraphDestroyNode = bd_gen_first_cudaGraphDestroyNode,
    .pfn_cudaGraphInstantiate = bd_gen_first_cudaGraphInstantiate,
    .pfn_cudaGraphInstantiateWithFlags = bd_gen_first_cudaGraphInstantiateWithFlags,
    .pfn_cudaGraphInstantiateWithParams = bd_gen_first_cudaGraphInstantiateWithParams,
    .pfn_cudaGraphInstantiateWithParams_ptsz = bd_gen_first_cudaGraphInstantiateWithParams_ptsz,
    .pfn_cudaGraphExecGetFlags = bd_gen_first_cudaGraphExecGetFlags,
    .pfn_cudaGraphExecKernelNodeSetParams = bd_gen_first_cudaGraphExecKernelNodeSetParams,
    .pfn_cudaGraphExecMemcpyNodeSetParams = bd_gen_first_cudaGraphExecMemcpyNodeSetParams,
    .pfn_cudaGraphExecMemcpyNodeSetParamsToSymbol = bd_gen_first_cudaGraphExecMemcpyNodeSetParamsToSymbol,
    .pfn_cudaGraphExecMemcpyNodeSetParamsFromSymbol = bd_gen_first_cudaGraphExecMemcpyNodeSetParamsFromSymbol,
    .pfn_cudaGraphExecMemcpyNodeSetParams1D = bd_gen_first_cudaGraphExecMemcpyNodeSetParams1D,
    .pfn_cudaGraphExecMemsetNodeSetParams = bd_gen_first_cudaGraphExecMemsetNodeSetParams,
    .pfn_cudaGraphExecHostNodeSetParams = bd_gen_first_cudaGraphExecHostNodeSetParams,
    .pfn_cudaGraphExecChildGraphNodeSetParams = bd_gen_first_cudaGraphExecChildGraphNodeSetParams,
    .pfn_cudaGraphExecEventRecordNodeSetEvent = bd_gen_first_cudaGraphExecEventRecordNodeSetEvent,
    .pfn_cudaGraphExecEventWaitNodeSetEvent = bd_gen_first_cudaGraphExecEventWaitNodeSetEvent,
    .pfn_cudaGraphExecExternalSemaphoresSignalNodeSetParams = bd_gen_first_cudaGraphExecExternalSemaphoresSignalNodeSetParams,
    .pfn_cudaGraphExecExternalSemaphoresWaitNodeSetParams = bd_gen_first_cudaGraphExecExternalSemaphoresWaitNodeSetParams,
    .pfn_cudaGraphNodeSetEnabled = bd_gen_first_cudaGraphNodeSetEnabled,
    .pfn_cudaGraphNodeGetEnabled = bd_gen_first_cudaGraphNodeGetEnabled,
    .pfn_cudaGraphExecUpdate = bd_gen_first_cudaGraphExecUpdate,
    .pfn_cudaGraphUpload = bd_gen_first_cudaGraphUpload,
    .pfn_cudaGraphUpload_ptsz = bd_gen_first_cudaGraphUpload_ptsz,
    .pfn_cudaGraphLaunch = bd_gen_first_cudaGraphLaunch,
    .pfn_cudaGraphLaunch_ptsz = bd_gen_first_cudaGraphLaunch_ptsz,
    .pfn_cudaGraphExecDestroy = bd_gen_first_cudaGraphExecDestroy,
    .pfn_cudaGraphDestroy = bd_gen_first_cudaGraphDestroy,
    .pfn_cudaGraphDebugDotPrint = bd_gen_first_cudaGraphDebugDotPrint,
    .pfn_cudaUserObjectCreate = bd_gen_first_cudaUserObjectCreate,
    .pfn_cudaUserObjectRetain = bd_gen_first_cudaUserObjectRetain,
    .pfn_cudaUserObjectRelease = bd_gen_first_cudaUserObjectRelease,
    .pfn_cudaGraphRetainUserObject = bd_gen_first_cudaGraphRetainUserObject,
    .pfn_cudaGraphReleaseUserObject = bd_gen_first_cudaGraphReleaseUserObject,
    .pfn_cudaGraphAddNode = bd_gen_first_cudaGraphAddNode,
    .pfn_cudaGraphNodeSetParams = bd_gen_first_cudaGraphNodeSetParams,
    .pfn_cudaGraphExecNodeSetParams = bd_gen_first_cudaGraphExecNodeSetParams,
    .pfn_cudaGraphConditionalHandleCreate = bd_gen_first_cudaGraphConditionalHandleCreate,
    .pfn_cudaGetDriverEntryPoint = bd_gen_first_cudaGetDriverEntryPoint,
    .pfn_cudaGetDriverEntryPoint_ptsz = bd_gen_first_cudaGetDriverEntryPoint_ptsz,
    .pfn_cudaGetDriverEntryPointByVersion = bd_gen_first_cudaGetDriverEntryPointByVersion,
    .pfn_cudaGetDriverEntryPointByVersion_ptsz = bd_gen_first_cudaGetDriverEntryPointByVersion_ptsz,
    .pfn_cudaLibraryLoadData = bd_gen_first_cudaLibraryLoadData,
    .pfn_cudaLibraryLoadFromFile = bd_gen_first_cudaLibraryLoadFromFile,
    .pfn_cudaLibraryUnload = bd_gen_first_cudaLibraryUnload,
    .pfn_cudaLibraryGetKernel = bd_gen_first_cudaLibraryGetKernel,
    .pfn_cudaLibraryGetGlobal = bd_gen_first_cudaLibraryGetGlobal,
    .pfn_cudaLibraryGetManaged = bd_gen_first_cudaLibraryGetManaged,
    .pfn_cudaLibraryGetUnifiedFunction = bd_gen_first_cudaLibraryGetUnifiedFunction,
    .pfn_cudaLibraryGetKernelCount = bd_gen_first_cudaLibraryGetKernelCount,
    .pfn_cudaLibraryEnumerateKernels = bd_gen_first_cudaLibraryEnumerateKernels,
    .pfn_cudaKernelSetAttributeForDevice = bd_gen_first_cudaKernelSetAttributeForDevice,
    .pfn_cudaGetExportTable = bd_gen_first_cudaGetExportTable,
    .pfn_cudaGetFuncBySymbol = bd_gen_first_cudaGetFuncBySymbol,
    .pfn_cudaGetKernel = bd_gen_first_cudaGetKernel,
};

static const struct bd_gen_entry entries[] = {
    {"cudaDeviceReset", "cudaDeviceReset", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceReset, (bd_gen_fn)bd_gen_first_cudaDeviceReset},
    {"cudaDeviceSynchronize", "cudaDeviceSynchronize", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceSynchronize, (bd_gen_fn)bd_gen_first_cudaDeviceSynchronize},
    {"cudaDeviceSetLimit", "cudaDeviceSetLimit", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceSetLimit, (bd_gen_fn)bd_gen_first_cudaDeviceSetLimit},
    {"cudaDeviceGetLimit", "cudaDeviceGetLimit", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetLimit, (bd_gen_fn)bd_gen_first_cudaDeviceGetLimit},
    {"cudaDeviceGetTexture1DLinearMaxWidth", "cudaDeviceGetTexture1DLinearMaxWidth", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetTexture1DLinearMaxWidth, (bd_gen_fn)bd_gen_first_cudaDeviceGetTexture1DLinearMaxWidth},
    {"cudaDeviceGetCacheConfig", "cudaDeviceGetCacheConfig", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetCacheConfig, (bd_gen_fn)bd_gen_first_cudaDeviceGetCacheConfig},
    {"cudaDeviceGetStreamPriorityRange", "cudaDeviceGetStreamPriorityRange", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetStreamPriorityRange, (bd_gen_fn)bd_gen_first_cudaDeviceGetStreamPriorityRange},
    {"cudaDeviceSetCacheConfig", "cudaDeviceSetCacheConfig", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceSetCacheConfig, (bd_gen_fn)bd_gen_first_cudaDeviceSetCacheConfig},
    {"cudaDeviceGetByPCIBusId", "cudaDeviceGetByPCIBusId", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetByPCIBusId, (bd_gen_fn)bd_gen_first_cudaDeviceGetByPCIBusId},
    {"cudaDeviceGetPCIBusId", "cudaDeviceGetPCIBusId", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetPCIBusId, (bd_gen_fn)bd_gen_first_cudaDeviceGetPCIBusId},
    {"cudaIpcGetEventHandle", "cudaIpcGetEventHandle", 0, 0, 0, &bd_gen_cudart.pfn_cudaIpcGetEventHandle, (bd_gen_fn)bd_gen_first_cudaIpcGetEventHandle},
    {"cudaIpcOpenEventHandle", "cudaIpcOpenEventHandle", 0, 0, 0, &bd_gen_cudart.pfn_cudaIpcOpenEventHandle, (bd_gen_fn)bd_gen_first_cudaIpcOpenEventHandle},
    {"cudaIpcGetMemHandle", "cudaIpcGetMemHandle", 0, 0, 0, &bd_gen_cudart.pfn_cudaIpcGetMemHandle, (bd_gen_fn)bd_gen_first_cudaIpcGetMemHandle},
    {"cudaIpcOpenMemHandle", "cudaIpcOpenMemHandle", 0, 0, 0, &bd_gen_cudart.pfn_cudaIpcOpenMemHandle, (bd_gen_fn)bd_gen_first_cudaIpcOpenMemHandle},
    {"cudaIpcCloseMemHandle", "cudaIpcCloseMemHandle", 0, 0, 0, &bd_gen_cudart.pfn_cudaIpcCloseMemHandle, (bd_gen_fn)bd_gen_first_cudaIpcCloseMemHandle},
    {"cudaDeviceFlushGPUDirectRDMAWrites", "cudaDeviceFlushGPUDirectRDMAWrites", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceFlushGPUDirectRDMAWrites, (bd_gen_fn)bd_gen_first_cudaDeviceFlushGPUDirectRDMAWrites},
    {"cudaDeviceRegisterAsyncNotification", "cudaDeviceRegisterAsyncNotification", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceRegisterAsyncNotification, (bd_gen_fn)bd_gen_first_cudaDeviceRegisterAsyncNotification},
    {"cudaDeviceUnregisterAsyncNotification", "cudaDeviceUnregisterAsyncNotification", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceUnregisterAsyncNotification, (bd_gen_fn)bd_gen_first_cudaDeviceUnregisterAsyncNotification},
    {"cudaDeviceGetSharedMemConfig", "cudaDeviceGetSharedMemConfig", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetSharedMemConfig, (bd_gen_fn)bd_gen_first_cudaDeviceGetSharedMemConfig},
    {"cudaDeviceSetSharedMemConfig", "cudaDeviceSetSharedMemConfig", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceSetSharedMemConfig, (bd_gen_fn)bd_gen_first_cudaDeviceSetSharedMemConfig},
    {"cudaGetLastError", "cudaGetLastError", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetLastError, (bd_gen_fn)bd_gen_first_cudaGetLastError},
    {"cudaPeekAtLastError", "cudaPeekAtLastError", 0, 0, 0, &bd_gen_cudart.pfn_cudaPeekAtLastError, (bd_gen_fn)bd_gen_first_cudaPeekAtLastError},
    {"cudaGetErrorName", "cudaGetErrorName", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetErrorName, (bd_gen_fn)bd_gen_first_cudaGetErrorName},
    {"cudaGetErrorString", "cudaGetErrorString", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetErrorString, (bd_gen_fn)bd_gen_first_cudaGetErrorString},
    {"cudaGetDeviceCount", "cudaGetDeviceCount", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetDeviceCount, (bd_gen_fn)bd_gen_first_cudaGetDeviceCount},
    {"cudaGetDeviceProperties", "cudaGetDeviceProperties", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetDeviceProperties, (bd_gen_fn)bd_gen_first_cudaGetDeviceProperties},
    {"cudaDeviceGetAttribute", "cudaDeviceGetAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetAttribute, (bd_gen_fn)bd_gen_first_cudaDeviceGetAttribute},
    {"cudaDeviceGetHostAtomicCapabilities", "cudaDeviceGetHostAtomicCapabilities", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetHostAtomicCapabilities, (bd_gen_fn)bd_gen_first_cudaDeviceGetHostAtomicCapabilities},
    {"cudaDeviceGetDefaultMemPool", "cudaDeviceGetDefaultMemPool", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetDefaultMemPool, (bd_gen_fn)bd_gen_first_cudaDeviceGetDefaultMemPool},
    {"cudaDeviceSetMemPool", "cudaDeviceSetMemPool", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceSetMemPool, (bd_gen_fn)bd_gen_first_cudaDeviceSetMemPool},
    {"cudaDeviceGetMemPool", "cudaDeviceGetMemPool", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetMemPool, (bd_gen_fn)bd_gen_first_cudaDeviceGetMemPool},
    {"cudaDeviceGetNvSciSyncAttributes", "cudaDeviceGetNvSciSyncAttributes", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetNvSciSyncAttributes, (bd_gen_fn)bd_gen_first_cudaDeviceGetNvSciSyncAttributes},
    {"cudaDeviceGetP2PAttribute", "cudaDeviceGetP2PAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetP2PAttribute, (bd_gen_fn)bd_gen_first_cudaDeviceGetP2PAttribute},
    {"cudaDeviceGetP2PAtomicCapabilities", "cudaDeviceGetP2PAtomicCapabilities", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetP2PAtomicCapabilities, (bd_gen_fn)bd_gen_first_cudaDeviceGetP2PAtomicCapabilities},
    {"cudaChooseDevice", "cudaChooseDevice", 0, 0, 0, &bd_gen_cudart.pfn_cudaChooseDevice, (bd_gen_fn)bd_gen_first_cudaChooseDevice},
    {"cudaInitDevice", "cudaInitDevice", 0, 0, 0, &bd_gen_cudart.pfn_cudaInitDevice, (bd_gen_fn)bd_gen_first_cudaInitDevice},
    {"cudaSetDevice", "cudaSetDevice", 0, 0, 0, &bd_gen_cudart.pfn_cudaSetDevice, (bd_gen_fn)bd_gen_first_cudaSetDevice},
    {"cudaGetDevice", "cudaGetDevice", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetDevice, (bd_gen_fn)bd_gen_first_cudaGetDevice},
    {"cudaSetValidDevices", "cudaSetValidDevices", 0, 0, 0, &bd_gen_cudart.pfn_cudaSetValidDevices, (bd_gen_fn)bd_gen_first_cudaSetValidDevices},
    {"cudaSetDeviceFlags", "cudaSetDeviceFlags", 0, 0, 0, &bd_gen_cudart.pfn_cudaSetDeviceFlags, (bd_gen_fn)bd_gen_first_cudaSetDeviceFlags},
    {"cudaGetDeviceFlags", "cudaGetDeviceFlags", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetDeviceFlags, (bd_gen_fn)bd_gen_first_cudaGetDeviceFlags},
    {"cudaStreamCreate", "cudaStreamCreate", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamCreate, (bd_gen_fn)bd_gen_first_cudaStreamCreate},
    {"cudaStreamCreateWithFlags", "cudaStreamCreateWithFlags", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamCreateWithFlags, (bd_gen_fn)bd_gen_first_cudaStreamCreateWithFlags},
    {"cudaStreamCreateWithPriority", "cudaStreamCreateWithPriority", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamCreateWithPriority, (bd_gen_fn)bd_gen_first_cudaStreamCreateWithPriority},
    {"cudaStreamGetPriority", "cudaStreamGetPriority", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamGetPriority, (bd_gen_fn)bd_gen_first_cudaStreamGetPriority},
    {"cudaStreamGetPriority_ptsz", "cudaStreamGetPriority_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamGetPriority_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamGetPriority_ptsz},
    {"cudaStreamGetFlags", "cudaStreamGetFlags", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamGetFlags, (bd_gen_fn)bd_gen_first_cudaStreamGetFlags},
    {"cudaStreamGetFlags_ptsz", "cudaStreamGetFlags_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamGetFlags_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamGetFlags_ptsz},
    {"cudaStreamGetId", "cudaStreamGetId", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamGetId, (bd_gen_fn)bd_gen_first_cudaStreamGetId},
    {"cudaStreamGetId_ptsz", "cudaStreamGetId_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamGetId_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamGetId_ptsz},
    {"cudaStreamGetDevice", "cudaStreamGetDevice", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamGetDevice, (bd_gen_fn)bd_gen_first_cudaStreamGetDevice},
    {"cudaStreamGetDevice_ptsz", "cudaStreamGetDevice_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamGetDevice_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamGetDevice_ptsz},
    {"cudaCtxResetPersistingL2Cache", "cudaCtxResetPersistingL2Cache", 0, 0, 0, &bd_gen_cudart.pfn_cudaCtxResetPersistingL2Cache, (bd_gen_fn)bd_gen_first_cudaCtxResetPersistingL2Cache},
    {"cudaStreamCopyAttributes", "cudaStreamCopyAttributes", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamCopyAttributes, (bd_gen_fn)bd_gen_first_cudaStreamCopyAttributes},
    {"cudaStreamCopyAttributes_ptsz", "cudaStreamCopyAttributes_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamCopyAttributes_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamCopyAttributes_ptsz},
    {"cudaStreamGetAttribute", "cudaStreamGetAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamGetAttribute, (bd_gen_fn)bd_gen_first_cudaStreamGetAttribute},
    {"cudaStreamGetAttribute_ptsz", "cudaStreamGetAttribute_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamGetAttribute_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamGetAttribute_ptsz},
    {"cudaStreamSetAttribute", "cudaStreamSetAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamSetAttribute, (bd_gen_fn)bd_gen_first_cudaStreamSetAttribute},
    {"cudaStreamSetAttribute_ptsz", "cudaStreamSetAttribute_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamSetAttribute_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamSetAttribute_ptsz},
    {"cudaStreamDestroy", "cudaStreamDestroy", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamDestroy, (bd_gen_fn)bd_gen_first_cudaStreamDestroy},
    {"cudaStreamWaitEvent", "cudaStreamWaitEvent", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamWaitEvent, (bd_gen_fn)bd_gen_first_cudaStreamWaitEvent},
    {"cudaStreamWaitEvent_ptsz", "cudaStreamWaitEvent_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamWaitEvent_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamWaitEvent_ptsz},
    {"cudaStreamAddCallback", "cudaStreamAddCallback", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamAddCallback, (bd_gen_fn)bd_gen_first_cudaStreamAddCallback},
    {"cudaStreamAddCallback_ptsz", "cudaStreamAddCallback_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamAddCallback_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamAddCallback_ptsz},
    {"cudaStreamSynchronize", "cudaStreamSynchronize", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamSynchronize, (bd_gen_fn)bd_gen_first_cudaStreamSynchronize},
    {"cudaStreamSynchronize_ptsz", "cudaStreamSynchronize_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamSynchronize_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamSynchronize_ptsz},
    {"cudaStreamQuery", "cudaStreamQuery", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamQuery, (bd_gen_fn)bd_gen_first_cudaStreamQuery},
    {"cudaStreamQuery_ptsz", "cudaStreamQuery_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamQuery_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamQuery_ptsz},
    {"cudaStreamAttachMemAsync", "cudaStreamAttachMemAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamAttachMemAsync, (bd_gen_fn)bd_gen_first_cudaStreamAttachMemAsync},
    {"cudaStreamAttachMemAsync_ptsz", "cudaStreamAttachMemAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamAttachMemAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamAttachMemAsync_ptsz},
    {"cudaStreamBeginCapture", "cudaStreamBeginCapture", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamBeginCapture, (bd_gen_fn)bd_gen_first_cudaStreamBeginCapture},
    {"cudaStreamBeginCapture_ptsz", "cudaStreamBeginCapture_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamBeginCapture_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamBeginCapture_ptsz},
    {"cudaStreamBeginCaptureToGraph", "cudaStreamBeginCaptureToGraph", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamBeginCaptureToGraph, (bd_gen_fn)bd_gen_first_cudaStreamBeginCaptureToGraph},
    {"cudaStreamBeginCaptureToGraph_ptsz", "cudaStreamBeginCaptureToGraph_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamBeginCaptureToGraph_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamBeginCaptureToGraph_ptsz},
    {"cudaThreadExchangeStreamCaptureMode", "cudaThreadExchangeStreamCaptureMode", 0, 0, 0, &bd_gen_cudart.pfn_cudaThreadExchangeStreamCaptureMode, (bd_gen_fn)bd_gen_first_cudaThreadExchangeStreamCaptureMode},
    {"cudaStreamEndCapture", "cudaStreamEndCapture", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamEndCapture, (bd_gen_fn)bd_gen_first_cudaStreamEndCapture},
    {"cudaStreamEndCapture_ptsz", "cudaStreamEndCapture_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamEndCapture_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamEndCapture_ptsz},
    {"cudaStreamIsCapturing", "cudaStreamIsCapturing", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamIsCapturing, (bd_gen_fn)bd_gen_first_cudaStreamIsCapturing},
    {"cudaStreamIsCapturing_ptsz", "cudaStreamIsCapturing_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamIsCapturing_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamIsCapturing_ptsz},
    {"cudaStreamGetCaptureInfo", "cudaStreamGetCaptureInfo", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamGetCaptureInfo, (bd_gen_fn)bd_gen_first_cudaStreamGetCaptureInfo},
    {"cudaStreamGetCaptureInfo_ptsz", "cudaStreamGetCaptureInfo_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamGetCaptureInfo_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamGetCaptureInfo_ptsz},
    {"cudaStreamUpdateCaptureDependencies", "cudaStreamUpdateCaptureDependencies", 0, 0, 0, &bd_gen_cudart.pfn_cudaStreamUpdateCaptureDependencies, (bd_gen_fn)bd_gen_first_cudaStreamUpdateCaptureDependencies},
    {"cudaStreamUpdateCaptureDependencies_ptsz", "cudaStreamUpdateCaptureDependencies_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaStreamUpdateCaptureDependencies_ptsz, (bd_gen_fn)bd_gen_first_cudaStreamUpdateCaptureDependencies_ptsz},
    {"cudaEventCreate", "cudaEventCreate", 0, 0, 0, &bd_gen_cudart.pfn_cudaEventCreate, (bd_gen_fn)bd_gen_first_cudaEventCreate},
    {"cudaEventCreateWithFlags", "cudaEventCreateWithFlags", 0, 0, 0, &bd_gen_cudart.pfn_cudaEventCreateWithFlags, (bd_gen_fn)bd_gen_first_cudaEventCreateWithFlags},
    {"cudaEventRecord", "cudaEventRecord", 0, 0, 0, &bd_gen_cudart.pfn_cudaEventRecord, (bd_gen_fn)bd_gen_first_cudaEventRecord},
    {"cudaEventRecord_ptsz", "cudaEventRecord_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaEventRecord_ptsz, (bd_gen_fn)bd_gen_first_cudaEventRecord_ptsz},
    {"cudaEventRecordWithFlags", "cudaEventRecordWithFlags", 0, 0, 0, &bd_gen_cudart.pfn_cudaEventRecordWithFlags, (bd_gen_fn)bd_gen_first_cudaEventRecordWithFlags},
    {"cudaEventRecordWithFlags_ptsz", "cudaEventRecordWithFlags_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaEventRecordWithFlags_ptsz, (bd_gen_fn)bd_gen_first_cudaEventRecordWithFlags_ptsz},
    {"cudaEventQuery", "cudaEventQuery", 0, 0, 0, &bd_gen_cudart.pfn_cudaEventQuery, (bd_gen_fn)bd_gen_first_cudaEventQuery},
    {"cudaEventSynchronize", "cudaEventSynchronize", 0, 0, 0, &bd_gen_cudart.pfn_cudaEventSynchronize, (bd_gen_fn)bd_gen_first_cudaEventSynchronize},
    {"cudaEventDestroy", "cudaEventDestroy", 0, 0, 0, &bd_gen_cudart.pfn_cudaEventDestroy, (bd_gen_fn)bd_gen_first_cudaEventDestroy},
    {"cudaEventElapsedTime", "cudaEventElapsedTime", 0, 0, 0, &bd_gen_cudart.pfn_cudaEventElapsedTime, (bd_gen_fn)bd_gen_first_cudaEventElapsedTime},
    {"cudaImportExternalMemory", "cudaImportExternalMemory", 0, 0, 0, &bd_gen_cudart.pfn_cudaImportExternalMemory, (bd_gen_fn)bd_gen_first_cudaImportExternalMemory},
    {"cudaExternalMemoryGetMappedBuffer", "cudaExternalMemoryGetMappedBuffer", 0, 0, 0, &bd_gen_cudart.pfn_cudaExternalMemoryGetMappedBuffer, (bd_gen_fn)bd_gen_first_cudaExternalMemoryGetMappedBuffer},
    {"cudaExternalMemoryGetMappedMipmappedArray", "cudaExternalMemoryGetMappedMipmappedArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaExternalMemoryGetMappedMipmappedArray, (bd_gen_fn)bd_gen_first_cudaExternalMemoryGetMappedMipmappedArray},
    {"cudaDestroyExternalMemory", "cudaDestroyExternalMemory", 0, 0, 0, &bd_gen_cudart.pfn_cudaDestroyExternalMemory, (bd_gen_fn)bd_gen_first_cudaDestroyExternalMemory},
    {"cudaImportExternalSemaphore", "cudaImportExternalSemaphore", 0, 0, 0, &bd_gen_cudart.pfn_cudaImportExternalSemaphore, (bd_gen_fn)bd_gen_first_cudaImportExternalSemaphore},
    {"cudaSignalExternalSemaphoresAsync", "cudaSignalExternalSemaphoresAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaSignalExternalSemaphoresAsync, (bd_gen_fn)bd_gen_first_cudaSignalExternalSemaphoresAsync},
    {"cudaSignalExternalSemaphoresAsync_ptsz", "cudaSignalExternalSemaphoresAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaSignalExternalSemaphoresAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaSignalExternalSemaphoresAsync_ptsz},
    {"cudaWaitExternalSemaphoresAsync", "cudaWaitExternalSemaphoresAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaWaitExternalSemaphoresAsync, (bd_gen_fn)bd_gen_first_cudaWaitExternalSemaphoresAsync},
    {"cudaWaitExternalSemaphoresAsync_ptsz", "cudaWaitExternalSemaphoresAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaWaitExternalSemaphoresAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaWaitExternalSemaphoresAsync_ptsz},
    {"cudaDestroyExternalSemaphore", "cudaDestroyExternalSemaphore", 0, 0, 0, &bd_gen_cudart.pfn_cudaDestroyExternalSemaphore, (bd_gen_fn)bd_gen_first_cudaDestroyExternalSemaphore},
    {"cudaLaunchKernel", "cudaLaunchKernel", 0, 0, 0, &bd_gen_cudart.pfn_cudaLaunchKernel, (bd_gen_fn)bd_gen_first_cudaLaunchKernel},
    {"cudaLaunchKernel_ptsz", "cudaLaunchKernel_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaLaunchKernel_ptsz, (bd_gen_fn)bd_gen_first_cudaLaunchKernel_ptsz},
    {"cudaLaunchKernelExC", "cudaLaunchKernelExC", 0, 0, 0, &bd_gen_cudart.pfn_cudaLaunchKernelExC, (bd_gen_fn)bd_gen_first_cudaLaunchKernelExC},
    {"cudaLaunchKernelExC_ptsz", "cudaLaunchKernelExC_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaLaunchKernelExC_ptsz, (bd_gen_fn)bd_gen_first_cudaLaunchKernelExC_ptsz},
    {"cudaLaunchCooperativeKernel", "cudaLaunchCooperativeKernel", 0, 0, 0, &bd_gen_cudart.pfn_cudaLaunchCooperativeKernel, (bd_gen_fn)bd_gen_first_cudaLaunchCooperativeKernel},
    {"cudaLaunchCooperativeKernel_ptsz", "cudaLaunchCooperativeKernel_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaLaunchCooperativeKernel_ptsz, (bd_gen_fn)bd_gen_first_cudaLaunchCooperativeKernel_ptsz},
    {"cudaFuncSetCacheConfig", "cudaFuncSetCacheConfig", 0, 0, 0, &bd_gen_cudart.pfn_cudaFuncSetCacheConfig, (bd_gen_fn)bd_gen_first_cudaFuncSetCacheConfig},
    {"cudaFuncGetAttributes", "cudaFuncGetAttributes", 0, 0, 0, &bd_gen_cudart.pfn_cudaFuncGetAttributes, (bd_gen_fn)bd_gen_first_cudaFuncGetAttributes},
    {"cudaFuncSetAttribute", "cudaFuncSetAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaFuncSetAttribute, (bd_gen_fn)bd_gen_first_cudaFuncSetAttribute},
    {"cudaFuncGetName", "cudaFuncGetName", 0, 0, 0, &bd_gen_cudart.pfn_cudaFuncGetName, (bd_gen_fn)bd_gen_first_cudaFuncGetName},
    {"cudaFuncGetParamInfo", "cudaFuncGetParamInfo", 0, 0, 0, &bd_gen_cudart.pfn_cudaFuncGetParamInfo, (bd_gen_fn)bd_gen_first_cudaFuncGetParamInfo},
    {"cudaLaunchHostFunc", "cudaLaunchHostFunc", 0, 0, 0, &bd_gen_cudart.pfn_cudaLaunchHostFunc, (bd_gen_fn)bd_gen_first_cudaLaunchHostFunc},
    {"cudaLaunchHostFunc_ptsz", "cudaLaunchHostFunc_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaLaunchHostFunc_ptsz, (bd_gen_fn)bd_gen_first_cudaLaunchHostFunc_ptsz},
    {"cudaFuncSetSharedMemConfig", "cudaFuncSetSharedMemConfig", 0, 0, 0, &bd_gen_cudart.pfn_cudaFuncSetSharedMemConfig, (bd_gen_fn)bd_gen_first_cudaFuncSetSharedMemConfig},
    {"cudaOccupancyMaxActiveBlocksPerMultiprocessor", "cudaOccupancyMaxActiveBlocksPerMultiprocessor", 0, 0, 0, &bd_gen_cudart.pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessor, (bd_gen_fn)bd_gen_first_cudaOccupancyMaxActiveBlocksPerMultiprocessor},
    {"cudaOccupancyAvailableDynamicSMemPerBlock", "cudaOccupancyAvailableDynamicSMemPerBlock", 0, 0, 0, &bd_gen_cudart.pfn_cudaOccupancyAvailableDynamicSMemPerBlock, (bd_gen_fn)bd_gen_first_cudaOccupancyAvailableDynamicSMemPerBlock},
    {"cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", 0, 0, 0, &bd_gen_cudart.pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, (bd_gen_fn)bd_gen_first_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags},
    {"cudaOccupancyMaxPotentialClusterSize", "cudaOccupancyMaxPotentialClusterSize", 0, 0, 0, &bd_gen_cudart.pfn_cudaOccupancyMaxPotentialClusterSize, (bd_gen_fn)bd_gen_first_cudaOccupancyMaxPotentialClusterSize},
    {"cudaOccupancyMaxActiveClusters", "cudaOccupancyMaxActiveClusters", 0, 0, 0, &bd_gen_cudart.pfn_cudaOccupancyMaxActiveClusters, (bd_gen_fn)bd_gen_first_cudaOccupancyMaxActiveClusters},
    {"cudaMallocManaged", "cudaMallocManaged", 0, 0, 0, &bd_gen_cudart.pfn_cudaMallocManaged, (bd_gen_fn)bd_gen_first_cudaMallocManaged},
    {"cudaMalloc", "cudaMalloc", 0, 0, 0, &bd_gen_cudart.pfn_cudaMalloc, (bd_gen_fn)bd_gen_first_cudaMalloc},
    {"cudaMallocHost", "cudaMallocHost", 0, 0, 0, &bd_gen_cudart.pfn_cudaMallocHost, (bd_gen_fn)bd_gen_first_cudaMallocHost},
    {"cudaMallocPitch", "cudaMallocPitch", 0, 0, 0, &bd_gen_cudart.pfn_cudaMallocPitch, (bd_gen_fn)bd_gen_first_cudaMallocPitch},
    {"cudaMallocArray", "cudaMallocArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaMallocArray, (bd_gen_fn)bd_gen_first_cudaMallocArray},
    {"cudaFree", "cudaFree", 0, 0, 0, &bd_gen_cudart.pfn_cudaFree, (bd_gen_fn)bd_gen_first_cudaFree},
    {"cudaFreeHost", "cudaFreeHost", 0, 0, 0, &bd_gen_cudart.pfn_cudaFreeHost, (bd_gen_fn)bd_gen_first_cudaFreeHost},
    {"cudaFreeArray", "cudaFreeArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaFreeArray, (bd_gen_fn)bd_gen_first_cudaFreeArray},
    {"cudaFreeMipmappedArray", "cudaFreeMipmappedArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaFreeMipmappedArray, (bd_gen_fn)bd_gen_first_cudaFreeMipmappedArray},
    {"cudaHostAlloc", "cudaHostAlloc", 0, 0, 0, &bd_gen_cudart.pfn_cudaHostAlloc, (bd_gen_fn)bd_gen_first_cudaHostAlloc},
    {"cudaHostRegister", "cudaHostRegister", 0, 0, 0, &bd_gen_cudart.pfn_cudaHostRegister, (bd_gen_fn)bd_gen_first_cudaHostRegister},
    {"cudaHostUnregister", "cudaHostUnregister", 0, 0, 0, &bd_gen_cudart.pfn_cudaHostUnregister, (bd_gen_fn)bd_gen_first_cudaHostUnregister},
    {"cudaHostGetDevicePointer", "cudaHostGetDevicePointer", 0, 0, 0, &bd_gen_cudart.pfn_cudaHostGetDevicePointer, (bd_gen_fn)bd_gen_first_cudaHostGetDevicePointer},
    {"cudaHostGetFlags", "cudaHostGetFlags", 0, 0, 0, &bd_gen_cudart.pfn_cudaHostGetFlags, (bd_gen_fn)bd_gen_first_cudaHostGetFlags},
    {"cudaMalloc3D", "cudaMalloc3D", 0, 0, 0, &bd_gen_cudart.pfn_cudaMalloc3D, (bd_gen_fn)bd_gen_first_cudaMalloc3D},
    {"cudaMalloc3DArray", "cudaMalloc3DArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaMalloc3DArray, (bd_gen_fn)bd_gen_first_cudaMalloc3DArray},
    {"cudaMallocMipmappedArray", "cudaMallocMipmappedArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaMallocMipmappedArray, (bd_gen_fn)bd_gen_first_cudaMallocMipmappedArray},
    {"cudaGetMipmappedArrayLevel", "cudaGetMipmappedArrayLevel", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetMipmappedArrayLevel, (bd_gen_fn)bd_gen_first_cudaGetMipmappedArrayLevel},
    {"cudaMemcpy3D", "cudaMemcpy3D", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy3D, (bd_gen_fn)bd_gen_first_cudaMemcpy3D},
    {"cudaMemcpy3D_ptds", "cudaMemcpy3D_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy3D_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpy3D_ptds},
    {"cudaMemcpy3DPeer", "cudaMemcpy3DPeer", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy3DPeer, (bd_gen_fn)bd_gen_first_cudaMemcpy3DPeer},
    {"cudaMemcpy3DPeer_ptds", "cudaMemcpy3DPeer_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy3DPeer_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpy3DPeer_ptds},
    {"cudaMemcpy3DAsync", "cudaMemcpy3DAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy3DAsync, (bd_gen_fn)bd_gen_first_cudaMemcpy3DAsync},
    {"cudaMemcpy3DAsync_ptsz", "cudaMemcpy3DAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy3DAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpy3DAsync_ptsz},
    {"cudaMemcpy3DPeerAsync", "cudaMemcpy3DPeerAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy3DPeerAsync, (bd_gen_fn)bd_gen_first_cudaMemcpy3DPeerAsync},
    {"cudaMemcpy3DPeerAsync_ptsz", "cudaMemcpy3DPeerAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy3DPeerAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpy3DPeerAsync_ptsz},
    {"cudaMemGetInfo", "cudaMemGetInfo", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemGetInfo, (bd_gen_fn)bd_gen_first_cudaMemGetInfo},
    {"cudaArrayGetInfo", "cudaArrayGetInfo", 0, 0, 0, &bd_gen_cudart.pfn_cudaArrayGetInfo, (bd_gen_fn)bd_gen_first_cudaArrayGetInfo},
    {"cudaArrayGetPlane", "cudaArrayGetPlane", 0, 0, 0, &bd_gen_cudart.pfn_cudaArrayGetPlane, (bd_gen_fn)bd_gen_first_cudaArrayGetPlane},
    {"cudaArrayGetMemoryRequirements", "cudaArrayGetMemoryRequirements", 0, 0, 0, &bd_gen_cudart.pfn_cudaArrayGetMemoryRequirements, (bd_gen_fn)bd_gen_first_cudaArrayGetMemoryRequirements},
    {"cudaMipmappedArrayGetMemoryRequirements", "cudaMipmappedArrayGetMemoryRequirements", 0, 0, 0, &bd_gen_cudart.pfn_cudaMipmappedArrayGetMemoryRequirements, (bd_gen_fn)bd_gen_first_cudaMipmappedArrayGetMemoryRequirements},
    {"cudaArrayGetSparseProperties", "cudaArrayGetSparseProperties", 0, 0, 0, &bd_gen_cudart.pfn_cudaArrayGetSparseProperties, (bd_gen_fn)bd_gen_first_cudaArrayGetSparseProperties},
    {"cudaMipmappedArrayGetSparseProperties", "cudaMipmappedArrayGetSparseProperties", 0, 0, 0, &bd_gen_cudart.pfn_cudaMipmappedArrayGetSparseProperties, (bd_gen_fn)bd_gen_first_cudaMipmappedArrayGetSparseProperties},
    {"cudaMemcpy", "cudaMemcpy", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy, (bd_gen_fn)bd_gen_first_cudaMemcpy},
    {"cudaMemcpy_ptds", "cudaMemcpy_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpy_ptds},
    {"cudaMemcpyPeer", "cudaMemcpyPeer", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyPeer, (bd_gen_fn)bd_gen_first_cudaMemcpyPeer},
    {"cudaMemcpy2D", "cudaMemcpy2D", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy2D, (bd_gen_fn)bd_gen_first_cudaMemcpy2D},
    {"cudaMemcpy2D_ptds", "cudaMemcpy2D_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy2D_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpy2D_ptds},
    {"cudaMemcpy2DToArray", "cudaMemcpy2DToArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy2DToArray, (bd_gen_fn)bd_gen_first_cudaMemcpy2DToArray},
    {"cudaMemcpy2DToArray_ptds", "cudaMemcpy2DToArray_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy2DToArray_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpy2DToArray_ptds},
    {"cudaMemcpy2DFromArray", "cudaMemcpy2DFromArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy2DFromArray, (bd_gen_fn)bd_gen_first_cudaMemcpy2DFromArray},
    {"cudaMemcpy2DFromArray_ptds", "cudaMemcpy2DFromArray_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy2DFromArray_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpy2DFromArray_ptds},
    {"cudaMemcpy2DArrayToArray", "cudaMemcpy2DArrayToArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy2DArrayToArray, (bd_gen_fn)bd_gen_first_cudaMemcpy2DArrayToArray},
    {"cudaMemcpy2DArrayToArray_ptds", "cudaMemcpy2DArrayToArray_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy2DArrayToArray_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpy2DArrayToArray_ptds},
    {"cudaMemcpyToSymbol", "cudaMemcpyToSymbol", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyToSymbol, (bd_gen_fn)bd_gen_first_cudaMemcpyToSymbol},
    {"cudaMemcpyToSymbol_ptds", "cudaMemcpyToSymbol_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpyToSymbol_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpyToSymbol_ptds},
    {"cudaMemcpyFromSymbol", "cudaMemcpyFromSymbol", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyFromSymbol, (bd_gen_fn)bd_gen_first_cudaMemcpyFromSymbol},
    {"cudaMemcpyFromSymbol_ptds", "cudaMemcpyFromSymbol_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpyFromSymbol_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpyFromSymbol_ptds},
    {"cudaMemcpyAsync", "cudaMemcpyAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyAsync, (bd_gen_fn)bd_gen_first_cudaMemcpyAsync},
    {"cudaMemcpyAsync_ptsz", "cudaMemcpyAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpyAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpyAsync_ptsz},
    {"cudaMemcpyPeerAsync", "cudaMemcpyPeerAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyPeerAsync, (bd_gen_fn)bd_gen_first_cudaMemcpyPeerAsync},
    {"cudaMemcpyBatchAsync", "cudaMemcpyBatchAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyBatchAsync, (bd_gen_fn)bd_gen_first_cudaMemcpyBatchAsync},
    {"cudaMemcpyBatchAsync_ptsz", "cudaMemcpyBatchAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpyBatchAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpyBatchAsync_ptsz},
    {"cudaMemcpy3DBatchAsync", "cudaMemcpy3DBatchAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy3DBatchAsync, (bd_gen_fn)bd_gen_first_cudaMemcpy3DBatchAsync},
    {"cudaMemcpy3DBatchAsync_ptsz", "cudaMemcpy3DBatchAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy3DBatchAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpy3DBatchAsync_ptsz},
    {"cudaMemcpy2DAsync", "cudaMemcpy2DAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy2DAsync, (bd_gen_fn)bd_gen_first_cudaMemcpy2DAsync},
    {"cudaMemcpy2DAsync_ptsz", "cudaMemcpy2DAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy2DAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpy2DAsync_ptsz},
    {"cudaMemcpy2DToArrayAsync", "cudaMemcpy2DToArrayAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy2DToArrayAsync, (bd_gen_fn)bd_gen_first_cudaMemcpy2DToArrayAsync},
    {"cudaMemcpy2DToArrayAsync_ptsz", "cudaMemcpy2DToArrayAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy2DToArrayAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpy2DToArrayAsync_ptsz},
    {"cudaMemcpy2DFromArrayAsync", "cudaMemcpy2DFromArrayAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpy2DFromArrayAsync, (bd_gen_fn)bd_gen_first_cudaMemcpy2DFromArrayAsync},
    {"cudaMemcpy2DFromArrayAsync_ptsz", "cudaMemcpy2DFromArrayAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpy2DFromArrayAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpy2DFromArrayAsync_ptsz},
    {"cudaMemcpyToSymbolAsync", "cudaMemcpyToSymbolAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyToSymbolAsync, (bd_gen_fn)bd_gen_first_cudaMemcpyToSymbolAsync},
    {"cudaMemcpyToSymbolAsync_ptsz", "cudaMemcpyToSymbolAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpyToSymbolAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpyToSymbolAsync_ptsz},
    {"cudaMemcpyFromSymbolAsync", "cudaMemcpyFromSymbolAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyFromSymbolAsync, (bd_gen_fn)bd_gen_first_cudaMemcpyFromSymbolAsync},
    {"cudaMemcpyFromSymbolAsync_ptsz", "cudaMemcpyFromSymbolAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpyFromSymbolAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpyFromSymbolAsync_ptsz},
    {"cudaMemset", "cudaMemset", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemset, (bd_gen_fn)bd_gen_first_cudaMemset},
    {"cudaMemset_ptds", "cudaMemset_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemset_ptds, (bd_gen_fn)bd_gen_first_cudaMemset_ptds},
    {"cudaMemset2D", "cudaMemset2D", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemset2D, (bd_gen_fn)bd_gen_first_cudaMemset2D},
    {"cudaMemset2D_ptds", "cudaMemset2D_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemset2D_ptds, (bd_gen_fn)bd_gen_first_cudaMemset2D_ptds},
    {"cudaMemset3D", "cudaMemset3D", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemset3D, (bd_gen_fn)bd_gen_first_cudaMemset3D},
    {"cudaMemset3D_ptds", "cudaMemset3D_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemset3D_ptds, (bd_gen_fn)bd_gen_first_cudaMemset3D_ptds},
    {"cudaMemsetAsync", "cudaMemsetAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemsetAsync, (bd_gen_fn)bd_gen_first_cudaMemsetAsync},
    {"cudaMemsetAsync_ptsz", "cudaMemsetAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemsetAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemsetAsync_ptsz},
    {"cudaMemset2DAsync", "cudaMemset2DAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemset2DAsync, (bd_gen_fn)bd_gen_first_cudaMemset2DAsync},
    {"cudaMemset2DAsync_ptsz", "cudaMemset2DAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemset2DAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemset2DAsync_ptsz},
    {"cudaMemset3DAsync", "cudaMemset3DAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemset3DAsync, (bd_gen_fn)bd_gen_first_cudaMemset3DAsync},
    {"cudaMemset3DAsync_ptsz", "cudaMemset3DAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemset3DAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemset3DAsync_ptsz},
    {"cudaGetSymbolAddress", "cudaGetSymbolAddress", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetSymbolAddress, (bd_gen_fn)bd_gen_first_cudaGetSymbolAddress},
    {"cudaGetSymbolSize", "cudaGetSymbolSize", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetSymbolSize, (bd_gen_fn)bd_gen_first_cudaGetSymbolSize},
    {"cudaMemPrefetchAsync", "cudaMemPrefetchAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPrefetchAsync, (bd_gen_fn)bd_gen_first_cudaMemPrefetchAsync},
    {"cudaMemPrefetchAsync_ptsz", "cudaMemPrefetchAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemPrefetchAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemPrefetchAsync_ptsz},
    {"cudaMemPrefetchBatchAsync", "cudaMemPrefetchBatchAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPrefetchBatchAsync, (bd_gen_fn)bd_gen_first_cudaMemPrefetchBatchAsync},
    {"cudaMemPrefetchBatchAsync_ptsz", "cudaMemPrefetchBatchAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemPrefetchBatchAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemPrefetchBatchAsync_ptsz},
    {"cudaMemDiscardBatchAsync", "cudaMemDiscardBatchAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemDiscardBatchAsync, (bd_gen_fn)bd_gen_first_cudaMemDiscardBatchAsync},
    {"cudaMemDiscardBatchAsync_ptsz", "cudaMemDiscardBatchAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemDiscardBatchAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemDiscardBatchAsync_ptsz},
    {"cudaMemDiscardAndPrefetchBatchAsync", "cudaMemDiscardAndPrefetchBatchAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemDiscardAndPrefetchBatchAsync, (bd_gen_fn)bd_gen_first_cudaMemDiscardAndPrefetchBatchAsync},
    {"cudaMemDiscardAndPrefetchBatchAsync_ptsz", "cudaMemDiscardAndPrefetchBatchAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemDiscardAndPrefetchBatchAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemDiscardAndPrefetchBatchAsync_ptsz},
    {"cudaMemAdvise", "cudaMemAdvise", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemAdvise, (bd_gen_fn)bd_gen_first_cudaMemAdvise},
    {"cudaMemRangeGetAttribute", "cudaMemRangeGetAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemRangeGetAttribute, (bd_gen_fn)bd_gen_first_cudaMemRangeGetAttribute},
    {"cudaMemRangeGetAttributes", "cudaMemRangeGetAttributes", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemRangeGetAttributes, (bd_gen_fn)bd_gen_first_cudaMemRangeGetAttributes},
    {"cudaMemcpyToArray", "cudaMemcpyToArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyToArray, (bd_gen_fn)bd_gen_first_cudaMemcpyToArray},
    {"cudaMemcpyToArray_ptds", "cudaMemcpyToArray_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpyToArray_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpyToArray_ptds},
    {"cudaMemcpyFromArray", "cudaMemcpyFromArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyFromArray, (bd_gen_fn)bd_gen_first_cudaMemcpyFromArray},
    {"cudaMemcpyFromArray_ptds", "cudaMemcpyFromArray_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpyFromArray_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpyFromArray_ptds},
    {"cudaMemcpyArrayToArray", "cudaMemcpyArrayToArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyArrayToArray, (bd_gen_fn)bd_gen_first_cudaMemcpyArrayToArray},
    {"cudaMemcpyArrayToArray_ptds", "cudaMemcpyArrayToArray_ptds", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpyArrayToArray_ptds, (bd_gen_fn)bd_gen_first_cudaMemcpyArrayToArray_ptds},
    {"cudaMemcpyToArrayAsync", "cudaMemcpyToArrayAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyToArrayAsync, (bd_gen_fn)bd_gen_first_cudaMemcpyToArrayAsync},
    {"cudaMemcpyToArrayAsync_ptsz", "cudaMemcpyToArrayAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpyToArrayAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpyToArrayAsync_ptsz},
    {"cudaMemcpyFromArrayAsync", "cudaMemcpyFromArrayAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemcpyFromArrayAsync, (bd_gen_fn)bd_gen_first_cudaMemcpyFromArrayAsync},
    {"cudaMemcpyFromArrayAsync_ptsz", "cudaMemcpyFromArrayAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMemcpyFromArrayAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMemcpyFromArrayAsync_ptsz},
    {"cudaMallocAsync", "cudaMallocAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMallocAsync, (bd_gen_fn)bd_gen_first_cudaMallocAsync},
    {"cudaMallocAsync_ptsz", "cudaMallocAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMallocAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMallocAsync_ptsz},
    {"cudaFreeAsync", "cudaFreeAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaFreeAsync, (bd_gen_fn)bd_gen_first_cudaFreeAsync},
    {"cudaFreeAsync_ptsz", "cudaFreeAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaFreeAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaFreeAsync_ptsz},
    {"cudaMemPoolTrimTo", "cudaMemPoolTrimTo", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPoolTrimTo, (bd_gen_fn)bd_gen_first_cudaMemPoolTrimTo},
    {"cudaMemPoolSetAttribute", "cudaMemPoolSetAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPoolSetAttribute, (bd_gen_fn)bd_gen_first_cudaMemPoolSetAttribute},
    {"cudaMemPoolGetAttribute", "cudaMemPoolGetAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPoolGetAttribute, (bd_gen_fn)bd_gen_first_cudaMemPoolGetAttribute},
    {"cudaMemPoolSetAccess", "cudaMemPoolSetAccess", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPoolSetAccess, (bd_gen_fn)bd_gen_first_cudaMemPoolSetAccess},
    {"cudaMemPoolGetAccess", "cudaMemPoolGetAccess", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPoolGetAccess, (bd_gen_fn)bd_gen_first_cudaMemPoolGetAccess},
    {"cudaMemPoolCreate", "cudaMemPoolCreate", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPoolCreate, (bd_gen_fn)bd_gen_first_cudaMemPoolCreate},
    {"cudaMemPoolDestroy", "cudaMemPoolDestroy", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPoolDestroy, (bd_gen_fn)bd_gen_first_cudaMemPoolDestroy},
    {"cudaMemGetDefaultMemPool", "cudaMemGetDefaultMemPool", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemGetDefaultMemPool, (bd_gen_fn)bd_gen_first_cudaMemGetDefaultMemPool},
    {"cudaMemGetMemPool", "cudaMemGetMemPool", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemGetMemPool, (bd_gen_fn)bd_gen_first_cudaMemGetMemPool},
    {"cudaMemSetMemPool", "cudaMemSetMemPool", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemSetMemPool, (bd_gen_fn)bd_gen_first_cudaMemSetMemPool},
    {"cudaMallocFromPoolAsync", "cudaMallocFromPoolAsync", 0, 0, 0, &bd_gen_cudart.pfn_cudaMallocFromPoolAsync, (bd_gen_fn)bd_gen_first_cudaMallocFromPoolAsync},
    {"cudaMallocFromPoolAsync_ptsz", "cudaMallocFromPoolAsync_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaMallocFromPoolAsync_ptsz, (bd_gen_fn)bd_gen_first_cudaMallocFromPoolAsync_ptsz},
    {"cudaMemPoolExportToShareableHandle", "cudaMemPoolExportToShareableHandle", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPoolExportToShareableHandle, (bd_gen_fn)bd_gen_first_cudaMemPoolExportToShareableHandle},
    {"cudaMemPoolImportFromShareableHandle", "cudaMemPoolImportFromShareableHandle", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPoolImportFromShareableHandle, (bd_gen_fn)bd_gen_first_cudaMemPoolImportFromShareableHandle},
    {"cudaMemPoolExportPointer", "cudaMemPoolExportPointer", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPoolExportPointer, (bd_gen_fn)bd_gen_first_cudaMemPoolExportPointer},
    {"cudaMemPoolImportPointer", "cudaMemPoolImportPointer", 0, 0, 0, &bd_gen_cudart.pfn_cudaMemPoolImportPointer, (bd_gen_fn)bd_gen_first_cudaMemPoolImportPointer},
    {"cudaPointerGetAttributes", "cudaPointerGetAttributes", 0, 0, 0, &bd_gen_cudart.pfn_cudaPointerGetAttributes, (bd_gen_fn)bd_gen_first_cudaPointerGetAttributes},
    {"cudaDeviceCanAccessPeer", "cudaDeviceCanAccessPeer", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceCanAccessPeer, (bd_gen_fn)bd_gen_first_cudaDeviceCanAccessPeer},
    {"cudaDeviceEnablePeerAccess", "cudaDeviceEnablePeerAccess", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceEnablePeerAccess, (bd_gen_fn)bd_gen_first_cudaDeviceEnablePeerAccess},
    {"cudaDeviceDisablePeerAccess", "cudaDeviceDisablePeerAccess", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceDisablePeerAccess, (bd_gen_fn)bd_gen_first_cudaDeviceDisablePeerAccess},
    {"cudaGraphicsUnregisterResource", "cudaGraphicsUnregisterResource", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphicsUnregisterResource, (bd_gen_fn)bd_gen_first_cudaGraphicsUnregisterResource},
    {"cudaGraphicsResourceSetMapFlags", "cudaGraphicsResourceSetMapFlags", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphicsResourceSetMapFlags, (bd_gen_fn)bd_gen_first_cudaGraphicsResourceSetMapFlags},
    {"cudaGraphicsMapResources", "cudaGraphicsMapResources", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphicsMapResources, (bd_gen_fn)bd_gen_first_cudaGraphicsMapResources},
    {"cudaGraphicsUnmapResources", "cudaGraphicsUnmapResources", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphicsUnmapResources, (bd_gen_fn)bd_gen_first_cudaGraphicsUnmapResources},
    {"cudaGraphicsResourceGetMappedPointer", "cudaGraphicsResourceGetMappedPointer", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphicsResourceGetMappedPointer, (bd_gen_fn)bd_gen_first_cudaGraphicsResourceGetMappedPointer},
    {"cudaGraphicsSubResourceGetMappedArray", "cudaGraphicsSubResourceGetMappedArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphicsSubResourceGetMappedArray, (bd_gen_fn)bd_gen_first_cudaGraphicsSubResourceGetMappedArray},
    {"cudaGraphicsResourceGetMappedMipmappedArray", "cudaGraphicsResourceGetMappedMipmappedArray", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphicsResourceGetMappedMipmappedArray, (bd_gen_fn)bd_gen_first_cudaGraphicsResourceGetMappedMipmappedArray},
    {"cudaGetChannelDesc", "cudaGetChannelDesc", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetChannelDesc, (bd_gen_fn)bd_gen_first_cudaGetChannelDesc},
    {"cudaCreateChannelDesc", "cudaCreateChannelDesc", 0, 0, 0, &bd_gen_cudart.pfn_cudaCreateChannelDesc, (bd_gen_fn)bd_gen_first_cudaCreateChannelDesc},
    {"cudaCreateTextureObject", "cudaCreateTextureObject", 0, 0, 0, &bd_gen_cudart.pfn_cudaCreateTextureObject, (bd_gen_fn)bd_gen_first_cudaCreateTextureObject},
    {"cudaDestroyTextureObject", "cudaDestroyTextureObject", 0, 0, 0, &bd_gen_cudart.pfn_cudaDestroyTextureObject, (bd_gen_fn)bd_gen_first_cudaDestroyTextureObject},
    {"cudaGetTextureObjectResourceDesc", "cudaGetTextureObjectResourceDesc", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetTextureObjectResourceDesc, (bd_gen_fn)bd_gen_first_cudaGetTextureObjectResourceDesc},
    {"cudaGetTextureObjectTextureDesc", "cudaGetTextureObjectTextureDesc", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetTextureObjectTextureDesc, (bd_gen_fn)bd_gen_first_cudaGetTextureObjectTextureDesc},
    {"cudaGetTextureObjectResourceViewDesc", "cudaGetTextureObjectResourceViewDesc", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetTextureObjectResourceViewDesc, (bd_gen_fn)bd_gen_first_cudaGetTextureObjectResourceViewDesc},
    {"cudaCreateSurfaceObject", "cudaCreateSurfaceObject", 0, 0, 0, &bd_gen_cudart.pfn_cudaCreateSurfaceObject, (bd_gen_fn)bd_gen_first_cudaCreateSurfaceObject},
    {"cudaDestroySurfaceObject", "cudaDestroySurfaceObject", 0, 0, 0, &bd_gen_cudart.pfn_cudaDestroySurfaceObject, (bd_gen_fn)bd_gen_first_cudaDestroySurfaceObject},
    {"cudaGetSurfaceObjectResourceDesc", "cudaGetSurfaceObjectResourceDesc", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetSurfaceObjectResourceDesc, (bd_gen_fn)bd_gen_first_cudaGetSurfaceObjectResourceDesc},
    {"cudaDriverGetVersion", "cudaDriverGetVersion", 0, 0, 0, &bd_gen_cudart.pfn_cudaDriverGetVersion, (bd_gen_fn)bd_gen_first_cudaDriverGetVersion},
    {"cudaRuntimeGetVersion", "cudaRuntimeGetVersion", 0, 0, 0, &bd_gen_cudart.pfn_cudaRuntimeGetVersion, (bd_gen_fn)bd_gen_first_cudaRuntimeGetVersion},
    {"cudaLogsRegisterCallback", "cudaLogsRegisterCallback", 0, 0, 0, &bd_gen_cudart.pfn_cudaLogsRegisterCallback, (bd_gen_fn)bd_gen_first_cudaLogsRegisterCallback},
    {"cudaLogsUnregisterCallback", "cudaLogsUnregisterCallback", 0, 0, 0, &bd_gen_cudart.pfn_cudaLogsUnregisterCallback, (bd_gen_fn)bd_gen_first_cudaLogsUnregisterCallback},
    {"cudaLogsCurrent", "cudaLogsCurrent", 0, 0, 0, &bd_gen_cudart.pfn_cudaLogsCurrent, (bd_gen_fn)bd_gen_first_cudaLogsCurrent},
    {"cudaLogsDumpToFile", "cudaLogsDumpToFile", 0, 0, 0, &bd_gen_cudart.pfn_cudaLogsDumpToFile, (bd_gen_fn)bd_gen_first_cudaLogsDumpToFile},
    {"cudaLogsDumpToMemory", "cudaLogsDumpToMemory", 0, 0, 0, &bd_gen_cudart.pfn_cudaLogsDumpToMemory, (bd_gen_fn)bd_gen_first_cudaLogsDumpToMemory},
    {"cudaGraphCreate", "cudaGraphCreate", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphCreate, (bd_gen_fn)bd_gen_first_cudaGraphCreate},
    {"cudaGraphAddKernelNode", "cudaGraphAddKernelNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddKernelNode, (bd_gen_fn)bd_gen_first_cudaGraphAddKernelNode},
    {"cudaGraphKernelNodeGetParams", "cudaGraphKernelNodeGetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphKernelNodeGetParams, (bd_gen_fn)bd_gen_first_cudaGraphKernelNodeGetParams},
    {"cudaGraphKernelNodeSetParams", "cudaGraphKernelNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphKernelNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphKernelNodeSetParams},
    {"cudaGraphKernelNodeCopyAttributes", "cudaGraphKernelNodeCopyAttributes", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphKernelNodeCopyAttributes, (bd_gen_fn)bd_gen_first_cudaGraphKernelNodeCopyAttributes},
    {"cudaGraphKernelNodeGetAttribute", "cudaGraphKernelNodeGetAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphKernelNodeGetAttribute, (bd_gen_fn)bd_gen_first_cudaGraphKernelNodeGetAttribute},
    {"cudaGraphKernelNodeSetAttribute", "cudaGraphKernelNodeSetAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphKernelNodeSetAttribute, (bd_gen_fn)bd_gen_first_cudaGraphKernelNodeSetAttribute},
    {"cudaGraphAddMemcpyNode", "cudaGraphAddMemcpyNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddMemcpyNode, (bd_gen_fn)bd_gen_first_cudaGraphAddMemcpyNode},
    {"cudaGraphAddMemcpyNodeToSymbol", "cudaGraphAddMemcpyNodeToSymbol", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddMemcpyNodeToSymbol, (bd_gen_fn)bd_gen_first_cudaGraphAddMemcpyNodeToSymbol},
    {"cudaGraphAddMemcpyNodeFromSymbol", "cudaGraphAddMemcpyNodeFromSymbol", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddMemcpyNodeFromSymbol, (bd_gen_fn)bd_gen_first_cudaGraphAddMemcpyNodeFromSymbol},
    {"cudaGraphAddMemcpyNode1D", "cudaGraphAddMemcpyNode1D", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddMemcpyNode1D, (bd_gen_fn)bd_gen_first_cudaGraphAddMemcpyNode1D},
    {"cudaGraphMemcpyNodeGetParams", "cudaGraphMemcpyNodeGetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphMemcpyNodeGetParams, (bd_gen_fn)bd_gen_first_cudaGraphMemcpyNodeGetParams},
    {"cudaGraphMemcpyNodeSetParams", "cudaGraphMemcpyNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphMemcpyNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphMemcpyNodeSetParams},
    {"cudaGraphMemcpyNodeSetParamsToSymbol", "cudaGraphMemcpyNodeSetParamsToSymbol", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphMemcpyNodeSetParamsToSymbol, (bd_gen_fn)bd_gen_first_cudaGraphMemcpyNodeSetParamsToSymbol},
    {"cudaGraphMemcpyNodeSetParamsFromSymbol", "cudaGraphMemcpyNodeSetParamsFromSymbol", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphMemcpyNodeSetParamsFromSymbol, (bd_gen_fn)bd_gen_first_cudaGraphMemcpyNodeSetParamsFromSymbol},
    {"cudaGraphMemcpyNodeSetParams1D", "cudaGraphMemcpyNodeSetParams1D", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphMemcpyNodeSetParams1D, (bd_gen_fn)bd_gen_first_cudaGraphMemcpyNodeSetParams1D},
    {"cudaGraphAddMemsetNode", "cudaGraphAddMemsetNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddMemsetNode, (bd_gen_fn)bd_gen_first_cudaGraphAddMemsetNode},
    {"cudaGraphMemsetNodeGetParams", "cudaGraphMemsetNodeGetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphMemsetNodeGetParams, (bd_gen_fn)bd_gen_first_cudaGraphMemsetNodeGetParams},
    {"cudaGraphMemsetNodeSetParams", "cudaGraphMemsetNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphMemsetNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphMemsetNodeSetParams},
    {"cudaGraphAddHostNode", "cudaGraphAddHostNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddHostNode, (bd_gen_fn)bd_gen_first_cudaGraphAddHostNode},
    {"cudaGraphHostNodeGetParams", "cudaGraphHostNodeGetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphHostNodeGetParams, (bd_gen_fn)bd_gen_first_cudaGraphHostNodeGetParams},
    {"cudaGraphHostNodeSetParams", "cudaGraphHostNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphHostNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphHostNodeSetParams},
    {"cudaGraphAddChildGraphNode", "cudaGraphAddChildGraphNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddChildGraphNode, (bd_gen_fn)bd_gen_first_cudaGraphAddChildGraphNode},
    {"cudaGraphChildGraphNodeGetGraph", "cudaGraphChildGraphNodeGetGraph", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphChildGraphNodeGetGraph, (bd_gen_fn)bd_gen_first_cudaGraphChildGraphNodeGetGraph},
    {"cudaGraphAddEmptyNode", "cudaGraphAddEmptyNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddEmptyNode, (bd_gen_fn)bd_gen_first_cudaGraphAddEmptyNode},
    {"cudaGraphAddEventRecordNode", "cudaGraphAddEventRecordNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddEventRecordNode, (bd_gen_fn)bd_gen_first_cudaGraphAddEventRecordNode},
    {"cudaGraphEventRecordNodeGetEvent", "cudaGraphEventRecordNodeGetEvent", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphEventRecordNodeGetEvent, (bd_gen_fn)bd_gen_first_cudaGraphEventRecordNodeGetEvent},
    {"cudaGraphEventRecordNodeSetEvent", "cudaGraphEventRecordNodeSetEvent", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphEventRecordNodeSetEvent, (bd_gen_fn)bd_gen_first_cudaGraphEventRecordNodeSetEvent},
    {"cudaGraphAddEventWaitNode", "cudaGraphAddEventWaitNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddEventWaitNode, (bd_gen_fn)bd_gen_first_cudaGraphAddEventWaitNode},
    {"cudaGraphEventWaitNodeGetEvent", "cudaGraphEventWaitNodeGetEvent", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphEventWaitNodeGetEvent, (bd_gen_fn)bd_gen_first_cudaGraphEventWaitNodeGetEvent},
    {"cudaGraphEventWaitNodeSetEvent", "cudaGraphEventWaitNodeSetEvent", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphEventWaitNodeSetEvent, (bd_gen_fn)bd_gen_first_cudaGraphEventWaitNodeSetEvent},
    {"cudaGraphAddExternalSemaphoresSignalNode", "cudaGraphAddExternalSemaphoresSignalNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddExternalSemaphoresSignalNode, (bd_gen_fn)bd_gen_first_cudaGraphAddExternalSemaphoresSignalNode},
    {"cudaGraphExternalSemaphoresSignalNodeGetParams", "cudaGraphExternalSemaphoresSignalNodeGetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExternalSemaphoresSignalNodeGetParams, (bd_gen_fn)bd_gen_first_cudaGraphExternalSemaphoresSignalNodeGetParams},
    {"cudaGraphExternalSemaphoresSignalNodeSetParams", "cudaGraphExternalSemaphoresSignalNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExternalSemaphoresSignalNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphExternalSemaphoresSignalNodeSetParams},
    {"cudaGraphAddExternalSemaphoresWaitNode", "cudaGraphAddExternalSemaphoresWaitNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddExternalSemaphoresWaitNode, (bd_gen_fn)bd_gen_first_cudaGraphAddExternalSemaphoresWaitNode},
    {"cudaGraphExternalSemaphoresWaitNodeGetParams", "cudaGraphExternalSemaphoresWaitNodeGetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExternalSemaphoresWaitNodeGetParams, (bd_gen_fn)bd_gen_first_cudaGraphExternalSemaphoresWaitNodeGetParams},
    {"cudaGraphExternalSemaphoresWaitNodeSetParams", "cudaGraphExternalSemaphoresWaitNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExternalSemaphoresWaitNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphExternalSemaphoresWaitNodeSetParams},
    {"cudaGraphAddMemAllocNode", "cudaGraphAddMemAllocNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddMemAllocNode, (bd_gen_fn)bd_gen_first_cudaGraphAddMemAllocNode},
    {"cudaGraphMemAllocNodeGetParams", "cudaGraphMemAllocNodeGetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphMemAllocNodeGetParams, (bd_gen_fn)bd_gen_first_cudaGraphMemAllocNodeGetParams},
    {"cudaGraphAddMemFreeNode", "cudaGraphAddMemFreeNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddMemFreeNode, (bd_gen_fn)bd_gen_first_cudaGraphAddMemFreeNode},
    {"cudaGraphMemFreeNodeGetParams", "cudaGraphMemFreeNodeGetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphMemFreeNodeGetParams, (bd_gen_fn)bd_gen_first_cudaGraphMemFreeNodeGetParams},
    {"cudaDeviceGraphMemTrim", "cudaDeviceGraphMemTrim", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGraphMemTrim, (bd_gen_fn)bd_gen_first_cudaDeviceGraphMemTrim},
    {"cudaDeviceGetGraphMemAttribute", "cudaDeviceGetGraphMemAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceGetGraphMemAttribute, (bd_gen_fn)bd_gen_first_cudaDeviceGetGraphMemAttribute},
    {"cudaDeviceSetGraphMemAttribute", "cudaDeviceSetGraphMemAttribute", 0, 0, 0, &bd_gen_cudart.pfn_cudaDeviceSetGraphMemAttribute, (bd_gen_fn)bd_gen_first_cudaDeviceSetGraphMemAttribute},
    {"cudaGraphClone", "cudaGraphClone", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphClone, (bd_gen_fn)bd_gen_first_cudaGraphClone},
    {"cudaGraphNodeFindInClone", "cudaGraphNodeFindInClone", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphNodeFindInClone, (bd_gen_fn)bd_gen_first_cudaGraphNodeFindInClone},
    {"cudaGraphNodeGetType", "cudaGraphNodeGetType", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphNodeGetType, (bd_gen_fn)bd_gen_first_cudaGraphNodeGetType},
    {"cudaGraphGetNodes", "cudaGraphGetNodes", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphGetNodes, (bd_gen_fn)bd_gen_first_cudaGraphGetNodes},
    {"cudaGraphGetRootNodes", "cudaGraphGetRootNodes", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphGetRootNodes, (bd_gen_fn)bd_gen_first_cudaGraphGetRootNodes},
    {"cudaGraphGetEdges", "cudaGraphGetEdges", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphGetEdges, (bd_gen_fn)bd_gen_first_cudaGraphGetEdges},
    {"cudaGraphNodeGetDependencies", "cudaGraphNodeGetDependencies", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphNodeGetDependencies, (bd_gen_fn)bd_gen_first_cudaGraphNodeGetDependencies},
    {"cudaGraphNodeGetDependentNodes", "cudaGraphNodeGetDependentNodes", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphNodeGetDependentNodes, (bd_gen_fn)bd_gen_first_cudaGraphNodeGetDependentNodes},
    {"cudaGraphAddDependencies", "cudaGraphAddDependencies", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddDependencies, (bd_gen_fn)bd_gen_first_cudaGraphAddDependencies},
    {"cudaGraphRemoveDependencies", "cudaGraphRemoveDependencies", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphRemoveDependencies, (bd_gen_fn)bd_gen_first_cudaGraphRemoveDependencies},
    {"cudaGraphDestroyNode", "cudaGraphDestroyNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphDestroyNode, (bd_gen_fn)bd_gen_first_cudaGraphDestroyNode},
    {"cudaGraphInstantiate", "cudaGraphInstantiate", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphInstantiate, (bd_gen_fn)bd_gen_first_cudaGraphInstantiate},
    {"cudaGraphInstantiateWithFlags", "cudaGraphInstantiateWithFlags", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphInstantiateWithFlags, (bd_gen_fn)bd_gen_first_cudaGraphInstantiateWithFlags},
    {"cudaGraphInstantiateWithParams", "cudaGraphInstantiateWithParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphInstantiateWithParams, (bd_gen_fn)bd_gen_first_cudaGraphInstantiateWithParams},
    {"cudaGraphInstantiateWithParams_ptsz", "cudaGraphInstantiateWithParams_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaGraphInstantiateWithParams_ptsz, (bd_gen_fn)bd_gen_first_cudaGraphInstantiateWithParams_ptsz},
    {"cudaGraphExecGetFlags", "cudaGraphExecGetFlags", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecGetFlags, (bd_gen_fn)bd_gen_first_cudaGraphExecGetFlags},
    {"cudaGraphExecKernelNodeSetParams", "cudaGraphExecKernelNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecKernelNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphExecKernelNodeSetParams},
    {"cudaGraphExecMemcpyNodeSetParams", "cudaGraphExecMemcpyNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecMemcpyNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphExecMemcpyNodeSetParams},
    {"cudaGraphExecMemcpyNodeSetParamsToSymbol", "cudaGraphExecMemcpyNodeSetParamsToSymbol", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecMemcpyNodeSetParamsToSymbol, (bd_gen_fn)bd_gen_first_cudaGraphExecMemcpyNodeSetParamsToSymbol},
    {"cudaGraphExecMemcpyNodeSetParamsFromSymbol", "cudaGraphExecMemcpyNodeSetParamsFromSymbol", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecMemcpyNodeSetParamsFromSymbol, (bd_gen_fn)bd_gen_first_cudaGraphExecMemcpyNodeSetParamsFromSymbol},
    {"cudaGraphExecMemcpyNodeSetParams1D", "cudaGraphExecMemcpyNodeSetParams1D", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecMemcpyNodeSetParams1D, (bd_gen_fn)bd_gen_first_cudaGraphExecMemcpyNodeSetParams1D},
    {"cudaGraphExecMemsetNodeSetParams", "cudaGraphExecMemsetNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecMemsetNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphExecMemsetNodeSetParams},
    {"cudaGraphExecHostNodeSetParams", "cudaGraphExecHostNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecHostNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphExecHostNodeSetParams},
    {"cudaGraphExecChildGraphNodeSetParams", "cudaGraphExecChildGraphNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecChildGraphNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphExecChildGraphNodeSetParams},
    {"cudaGraphExecEventRecordNodeSetEvent", "cudaGraphExecEventRecordNodeSetEvent", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecEventRecordNodeSetEvent, (bd_gen_fn)bd_gen_first_cudaGraphExecEventRecordNodeSetEvent},
    {"cudaGraphExecEventWaitNodeSetEvent", "cudaGraphExecEventWaitNodeSetEvent", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecEventWaitNodeSetEvent, (bd_gen_fn)bd_gen_first_cudaGraphExecEventWaitNodeSetEvent},
    {"cudaGraphExecExternalSemaphoresSignalNodeSetParams", "cudaGraphExecExternalSemaphoresSignalNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecExternalSemaphoresSignalNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphExecExternalSemaphoresSignalNodeSetParams},
    {"cudaGraphExecExternalSemaphoresWaitNodeSetParams", "cudaGraphExecExternalSemaphoresWaitNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecExternalSemaphoresWaitNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphExecExternalSemaphoresWaitNodeSetParams},
    {"cudaGraphNodeSetEnabled", "cudaGraphNodeSetEnabled", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphNodeSetEnabled, (bd_gen_fn)bd_gen_first_cudaGraphNodeSetEnabled},
    {"cudaGraphNodeGetEnabled", "cudaGraphNodeGetEnabled", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphNodeGetEnabled, (bd_gen_fn)bd_gen_first_cudaGraphNodeGetEnabled},
    {"cudaGraphExecUpdate", "cudaGraphExecUpdate", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecUpdate, (bd_gen_fn)bd_gen_first_cudaGraphExecUpdate},
    {"cudaGraphUpload", "cudaGraphUpload", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphUpload, (bd_gen_fn)bd_gen_first_cudaGraphUpload},
    {"cudaGraphUpload_ptsz", "cudaGraphUpload_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaGraphUpload_ptsz, (bd_gen_fn)bd_gen_first_cudaGraphUpload_ptsz},
    {"cudaGraphLaunch", "cudaGraphLaunch", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphLaunch, (bd_gen_fn)bd_gen_first_cudaGraphLaunch},
    {"cudaGraphLaunch_ptsz", "cudaGraphLaunch_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaGraphLaunch_ptsz, (bd_gen_fn)bd_gen_first_cudaGraphLaunch_ptsz},
    {"cudaGraphExecDestroy", "cudaGraphExecDestroy", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecDestroy, (bd_gen_fn)bd_gen_first_cudaGraphExecDestroy},
    {"cudaGraphDestroy", "cudaGraphDestroy", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphDestroy, (bd_gen_fn)bd_gen_first_cudaGraphDestroy},
    {"cudaGraphDebugDotPrint", "cudaGraphDebugDotPrint", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphDebugDotPrint, (bd_gen_fn)bd_gen_first_cudaGraphDebugDotPrint},
    {"cudaUserObjectCreate", "cudaUserObjectCreate", 0, 0, 0, &bd_gen_cudart.pfn_cudaUserObjectCreate, (bd_gen_fn)bd_gen_first_cudaUserObjectCreate},
    {"cudaUserObjectRetain", "cudaUserObjectRetain", 0, 0, 0, &bd_gen_cudart.pfn_cudaUserObjectRetain, (bd_gen_fn)bd_gen_first_cudaUserObjectRetain},
    {"cudaUserObjectRelease", "cudaUserObjectRelease", 0, 0, 0, &bd_gen_cudart.pfn_cudaUserObjectRelease, (bd_gen_fn)bd_gen_first_cudaUserObjectRelease},
    {"cudaGraphRetainUserObject", "cudaGraphRetainUserObject", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphRetainUserObject, (bd_gen_fn)bd_gen_first_cudaGraphRetainUserObject},
    {"cudaGraphReleaseUserObject", "cudaGraphReleaseUserObject", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphReleaseUserObject, (bd_gen_fn)bd_gen_first_cudaGraphReleaseUserObject},
    {"cudaGraphAddNode", "cudaGraphAddNode", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphAddNode, (bd_gen_fn)bd_gen_first_cudaGraphAddNode},
    {"cudaGraphNodeSetParams", "cudaGraphNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphNodeSetParams},
    {"cudaGraphExecNodeSetParams", "cudaGraphExecNodeSetParams", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphExecNodeSetParams, (bd_gen_fn)bd_gen_first_cudaGraphExecNodeSetParams},
    {"cudaGraphConditionalHandleCreate", "cudaGraphConditionalHandleCreate", 0, 0, 0, &bd_gen_cudart.pfn_cudaGraphConditionalHandleCreate, (bd_gen_fn)bd_gen_first_cudaGraphConditionalHandleCreate},
    {"cudaGetDriverEntryPoint", "cudaGetDriverEntryPoint", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetDriverEntryPoint, (bd_gen_fn)bd_gen_first_cudaGetDriverEntryPoint},
    {"cudaGetDriverEntryPoint_ptsz", "cudaGetDriverEntryPoint_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaGetDriverEntryPoint_ptsz, (bd_gen_fn)bd_gen_first_cudaGetDriverEntryPoint_ptsz},
    {"cudaGetDriverEntryPointByVersion", "cudaGetDriverEntryPointByVersion", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetDriverEntryPointByVersion, (bd_gen_fn)bd_gen_first_cudaGetDriverEntryPointByVersion},
    {"cudaGetDriverEntryPointByVersion_ptsz", "cudaGetDriverEntryPointByVersion_ptsz", 0, 0, 1, &bd_gen_cudart.pfn_cudaGetDriverEntryPointByVersion_ptsz, (bd_gen_fn)bd_gen_first_cudaGetDriverEntryPointByVersion_ptsz},
    {"cudaLibraryLoadData", "cudaLibraryLoadData", 0, 0, 0, &bd_gen_cudart.pfn_cudaLibraryLoadData, (bd_gen_fn)bd_gen_first_cudaLibraryLoadData},
    {"cudaLibraryLoadFromFile", "cudaLibraryLoadFromFile", 0, 0, 0, &bd_gen_cudart.pfn_cudaLibraryLoadFromFile, (bd_gen_fn)bd_gen_first_cudaLibraryLoadFromFile},
    {"cudaLibraryUnload", "cudaLibraryUnload", 0, 0, 0, &bd_gen_cudart.pfn_cudaLibraryUnload, (bd_gen_fn)bd_gen_first_cudaLibraryUnload},
    {"cudaLibraryGetKernel", "cudaLibraryGetKernel", 0, 0, 0, &bd_gen_cudart.pfn_cudaLibraryGetKernel, (bd_gen_fn)bd_gen_first_cudaLibraryGetKernel},
    {"cudaLibraryGetGlobal", "cudaLibraryGetGlobal", 0, 0, 0, &bd_gen_cudart.pfn_cudaLibraryGetGlobal, (bd_gen_fn)bd_gen_first_cudaLibraryGetGlobal},
    {"cudaLibraryGetManaged", "cudaLibraryGetManaged", 0, 0, 0, &bd_gen_cudart.pfn_cudaLibraryGetManaged, (bd_gen_fn)bd_gen_first_cudaLibraryGetManaged},
    {"cudaLibraryGetUnifiedFunction", "cudaLibraryGetUnifiedFunction", 0, 0, 0, &bd_gen_cudart.pfn_cudaLibraryGetUnifiedFunction, (bd_gen_fn)bd_gen_first_cudaLibraryGetUnifiedFunction},
    {"cudaLibraryGetKernelCount", "cudaLibraryGetKernelCount", 0, 0, 0, &bd_gen_cudart.pfn_cudaLibraryGetKernelCount, (bd_gen_fn)bd_gen_first_cudaLibraryGetKernelCount},
    {"cudaLibraryEnumerateKernels", "cudaLibraryEnumerateKernels", 0, 0, 0, &bd_gen_cudart.pfn_cudaLibraryEnumerateKernels, (bd_gen_fn)bd_gen_first_cudaLibraryEnumerateKernels},
    {"cudaKernelSetAttributeForDevice", "cudaKernelSetAttributeForDevice", 0, 0, 0, &bd_gen_cudart.pfn_cudaKernelSetAttributeForDevice, (bd_gen_fn)bd_gen_first_cudaKernelSetAttributeForDevice},
    {"cudaGetExportTable", "cudaGetExportTable", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetExportTable, (bd_gen_fn)bd_gen_first_cudaGetExportTable},
    {"cudaGetFuncBySymbol", "cudaGetFuncBySymbol", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetFuncBySymbol, (bd_gen_fn)bd_gen_first_cudaGetFuncBySymbol},
    {"cudaGetKernel", "cudaGetKernel", 0, 0, 0, &bd_gen_cudart.pfn_cudaGetKernel, (bd_gen_fn)bd_gen_first_cudaGetKernel},
};

/* The program's own entry points, where a source file of it defines CUBOUND_PROGRAM_CUDART
 * (cubound/cudart.h): the loader takes them before any other. */
struct bd_gen_cudart_table bd_gen_cudart_program;

struct bd_gen_library bd_gen_cudart_library = BD_GEN_LIBRARY("cudart", "libcudart.so.13", BD_GEN_PROGRAM, entries, bd_gen_cudart_status_name, &bd_gen_cudart, &bd_gen_cudart_program);

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceReset(const void *bd_caller, bound_dev_t *bd)
{
    bd_call_t bd_call = {"cudaDeviceReset", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceReset)(), "cudaDeviceReset");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceReset(bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceReset(bd_caller, bd);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceReset)(), "cudaDeviceReset");
}

cudaError_t bd_cudaDeviceReset(bound_dev_t *bd)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceReset)(), "cudaDeviceReset")
                                                  : bd_gen_slow_cudaDeviceReset(bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_resets_binding_primary(bd);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceSynchronize(const void *bd_caller, bound_dev_t *bd)
{
    bd_call_t bd_call = {"cudaDeviceSynchronize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSynchronize)(), "cudaDeviceSynchronize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceSynchronize(bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceSynchronize(bd_caller, bd);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSynchronize)(), "cudaDeviceSynchronize");
}

cudaError_t bd_cudaDeviceSynchronize(bound_dev_t *bd)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSynchronize)()
                                 : bd_gen_slow_cudaDeviceSynchronize(bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceSetLimit(const void *bd_caller, bound_dev_t *bd, enum cudaLimit limit, size_t value)
{
    bd_call_t bd_call = {"cudaDeviceSetLimit", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetLimit)(limit, value), "cudaDeviceSetLimit");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceSetLimit(enum cudaLimit limit, size_t value, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceSetLimit(bd_caller, bd, limit, value);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetLimit)(limit, value), "cudaDeviceSetLimit");
}

cudaError_t bd_cudaDeviceSetLimit(bound_dev_t *bd, enum cudaLimit limit, size_t value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetLimit)(limit, value)
                                 : bd_gen_slow_cudaDeviceSetLimit(limit, value, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceGetLimit(const void *bd_caller, bound_dev_t *bd, size_t *pValue, enum cudaLimit limit)
{
    bd_call_t bd_call = {"cudaDeviceGetLimit", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetLimit)(pValue, limit), "cudaDeviceGetLimit");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceGetLimit(bd_caller, bd, pValue, limit);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetLimit)(pValue, limit), "cudaDeviceGetLimit");
}

cudaError_t bd_cudaDeviceGetLimit(bound_dev_t *bd, size_t *pValue, enum cudaLimit limit)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetLimit)(pValue, limit)
                                 : bd_gen_slow_cudaDeviceGetLimit(pValue, limit, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetTexture1DLinearMaxWidth)(maxWidthInElements, fmtDesc, device), "cudaDeviceGetTexture1DLinearMaxWidth");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceGetCacheConfig(const void *bd_caller, bound_dev_t *bd, enum cudaFuncCache *pCacheConfig)
{
    bd_call_t bd_call = {"cudaDeviceGetCacheConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetCacheConfig)(pCacheConfig), "cudaDeviceGetCacheConfig");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceGetCacheConfig(bd_caller, bd, pCacheConfig);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetCacheConfig)(pCacheConfig), "cudaDeviceGetCacheConfig");
}

cudaError_t bd_cudaDeviceGetCacheConfig(bound_dev_t *bd, enum cudaFuncCache *pCacheConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetCacheConfig)(pCacheConfig)
                                 : bd_gen_slow_cudaDeviceGetCacheConfig(pCacheConfig, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceGetStreamPriorityRange(const void *bd_caller, bound_dev_t *bd, int *leastPriority, int *greatestPriority)
{
    bd_call_t bd_call = {"cudaDeviceGetStreamPriorityRange", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetStreamPriorityRange)(leastPriority, greatestPriority), "cudaDeviceGetStreamPriorityRange");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceGetStreamPriorityRange(bd_caller, bd, leastPriority, greatestPriority);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetStreamPriorityRange)(leastPriority, greatestPriority), "cudaDeviceGetStreamPriorityRange");
}

cudaError_t bd_cudaDeviceGetStreamPriorityRange(bound_dev_t *bd, int *leastPriority, int *greatestPriority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetStreamPriorityRange)(leastPriority, greatestPriority)
                                 : bd_gen_slow_cudaDeviceGetStreamPriorityRange(leastPriority, greatestPriority, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceSetCacheConfig(const void *bd_caller, bound_dev_t *bd, enum cudaFuncCache cacheConfig)
{
    bd_call_t bd_call = {"cudaDeviceSetCacheConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetCacheConfig)(cacheConfig), "cudaDeviceSetCacheConfig");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceSetCacheConfig(bd_caller, bd, cacheConfig);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetCacheConfig)(cacheConfig), "cudaDeviceSetCacheConfig");
}

cudaError_t bd_cudaDeviceSetCacheConfig(bound_dev_t *bd, enum cudaFuncCache cacheConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetCacheConfig)(cacheConfig)
                                 : bd_gen_slow_cudaDeviceSetCacheConfig(cacheConfig, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaDeviceGetByPCIBusId(int *device, const char *pciBusId)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetByPCIBusId)(device, pciBusId), "cudaDeviceGetByPCIBusId");
}

cudaError_t bd_cudaDeviceGetPCIBusId(char *pciBusId, int len, int device)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetPCIBusId)(pciBusId, len, device), "cudaDeviceGetPCIBusId");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaIpcGetEventHandle(const void *bd_caller, bound_dev_t *bd, cudaIpcEventHandle_t *handle, cudaEvent_t event)
{
    bd_call_t bd_call = {"cudaIpcGetEventHandle", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcGetEventHandle)(handle, event), "cudaIpcGetEventHandle");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaIpcGetEventHandle(bd_caller, bd, handle, event);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcGetEventHandle)(handle, event), "cudaIpcGetEventHandle");
}

cudaError_t bd_cudaIpcGetEventHandle(bound_dev_t *bd, cudaIpcEventHandle_t *handle, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcGetEventHandle)(handle, event)
                                 : bd_gen_slow_cudaIpcGetEventHandle(handle, event, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaIpcOpenEventHandle(const void *bd_caller, bound_dev_t *bd, cudaEvent_t *event, cudaIpcEventHandle_t handle)
{
    bd_call_t bd_call = {"cudaIpcOpenEventHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcOpenEventHandle)(event, handle), "cudaIpcOpenEventHandle");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_EVENT, BD_HANDLE_VALUE(*event), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaIpcOpenEventHandle(bd_caller, bd, event, handle);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcOpenEventHandle)(event, handle), "cudaIpcOpenEventHandle");
}

cudaError_t bd_cudaIpcOpenEventHandle(bound_dev_t *bd, cudaEvent_t *event, cudaIpcEventHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcOpenEventHandle)(event, handle)
                                 : bd_gen_slow_cudaIpcOpenEventHandle(event, handle, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaIpcGetMemHandle(const void *bd_caller, bound_dev_t *bd, cudaIpcMemHandle_t *handle, void *devPtr)
{
    bd_call_t bd_call = {"cudaIpcGetMemHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcGetMemHandle)(handle, devPtr), "cudaIpcGetMemHandle");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaIpcGetMemHandle(bd_caller, bd, handle, devPtr);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcGetMemHandle)(handle, devPtr), "cudaIpcGetMemHandle");
}

cudaError_t bd_cudaIpcGetMemHandle(bound_dev_t *bd, cudaIpcMemHandle_t *handle, void *devPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcGetMemHandle)(handle, devPtr)
                                 : bd_gen_slow_cudaIpcGetMemHandle(handle, devPtr, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaIpcOpenMemHandle(const void *bd_caller, bound_dev_t *bd, void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags)
{
    bd_call_t bd_call = {"cudaIpcOpenMemHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcOpenMemHandle)(devPtr, handle, flags), "cudaIpcOpenMemHandle");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaIpcOpenMemHandle(bd_caller, bd, devPtr, handle, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcOpenMemHandle)(devPtr, handle, flags), "cudaIpcOpenMemHandle");
}

cudaError_t bd_cudaIpcOpenMemHandle(bound_dev_t *bd, void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcOpenMemHandle)(devPtr, handle, flags)
                                 : bd_gen_slow_cudaIpcOpenMemHandle(devPtr, handle, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaIpcCloseMemHandle(const void *bd_caller, bound_dev_t *bd, void *devPtr)
{
    bd_call_t bd_call = {"cudaIpcCloseMemHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcCloseMemHandle)(devPtr), "cudaIpcCloseMemHandle");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaIpcCloseMemHandle(void *devPtr, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaIpcCloseMemHandle(bd_caller, bd, devPtr);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcCloseMemHandle)(devPtr), "cudaIpcCloseMemHandle");
}

cudaError_t bd_cudaIpcCloseMemHandle(bound_dev_t *bd, void *devPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaIpcCloseMemHandle)(devPtr)
                                 : bd_gen_slow_cudaIpcCloseMemHandle(devPtr, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceFlushGPUDirectRDMAWrites(const void *bd_caller, bound_dev_t *bd, enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope)
{
    bd_call_t bd_call = {"cudaDeviceFlushGPUDirectRDMAWrites", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceFlushGPUDirectRDMAWrites)(target, scope), "cudaDeviceFlushGPUDirectRDMAWrites");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceFlushGPUDirectRDMAWrites(enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceFlushGPUDirectRDMAWrites(bd_caller, bd, target, scope);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceFlushGPUDirectRDMAWrites)(target, scope), "cudaDeviceFlushGPUDirectRDMAWrites");
}

cudaError_t bd_cudaDeviceFlushGPUDirectRDMAWrites(bound_dev_t *bd, enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceFlushGPUDirectRDMAWrites)(target, scope)
                                 : bd_gen_slow_cudaDeviceFlushGPUDirectRDMAWrites(target, scope, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaDeviceRegisterAsyncNotification(int device, cudaAsyncCallback callbackFunc, void *userData, cudaAsyncCallbackHandle_t *callback)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceRegisterAsyncNotification)(device, callbackFunc, userData, callback), "cudaDeviceRegisterAsyncNotification");
}

cudaError_t bd_cudaDeviceUnregisterAsyncNotification(int device, cudaAsyncCallbackHandle_t callback)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceUnregisterAsyncNotification)(device, callback), "cudaDeviceUnregisterAsyncNotification");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceGetSharedMemConfig(const void *bd_caller, bound_dev_t *bd, enum cudaSharedMemConfig *pConfig)
{
    bd_call_t bd_call = {"cudaDeviceGetSharedMemConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetSharedMemConfig)(pConfig), "cudaDeviceGetSharedMemConfig");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceGetSharedMemConfig(bd_caller, bd, pConfig);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetSharedMemConfig)(pConfig), "cudaDeviceGetSharedMemConfig");
}

cudaError_t bd_cudaDeviceGetSharedMemConfig(bound_dev_t *bd, enum cudaSharedMemConfig *pConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetSharedMemConfig)(pConfig)
                                 : bd_gen_slow_cudaDeviceGetSharedMemConfig(pConfig, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceSetSharedMemConfig(const void *bd_caller, bound_dev_t *bd, enum cudaSharedMemConfig config)
{
    bd_call_t bd_call = {"cudaDeviceSetSharedMemConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetSharedMemConfig)(config), "cudaDeviceSetSharedMemConfig");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceSetSharedMemConfig(bd_caller, bd, config);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetSharedMemConfig)(config), "cudaDeviceSetSharedMemConfig");
}

cudaError_t bd_cudaDeviceSetSharedMemConfig(bound_dev_t *bd, enum cudaSharedMemConfig config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetSharedMemConfig)(config)
                                 : bd_gen_slow_cudaDeviceSetSharedMemConfig(config, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaGetLastError(void)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetLastError)(), "cudaGetLastError");
}

cudaError_t bd_cudaPeekAtLastError(void)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaPeekAtLastError)(), "cudaPeekAtLastError");
}

const char * bd_cudaGetErrorName(cudaError_t error)
{
    return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetErrorName)(error);
}

const char * bd_cudaGetErrorString(cudaError_t error)
{
    return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetErrorString)(error);
}

cudaError_t bd_cudaGetDeviceCount(int *count)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDeviceCount)(count), "cudaGetDeviceCount");
}

cudaError_t bd_cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDeviceProperties)(prop, device), "cudaGetDeviceProperties");
}

cudaError_t bd_cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetAttribute)(value, attr, device), "cudaDeviceGetAttribute");
}

cudaError_t bd_cudaDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int device)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetHostAtomicCapabilities)(capabilities, operations, count, device), "cudaDeviceGetHostAtomicCapabilities");
}

cudaError_t bd_cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetDefaultMemPool)(memPool, device), "cudaDeviceGetDefaultMemPool");
}

cudaError_t bd_cudaDeviceSetMemPool(int device, cudaMemPool_t memPool)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetMemPool)(device, memPool), "cudaDeviceSetMemPool");
}

cudaError_t bd_cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetMemPool)(memPool, device), "cudaDeviceGetMemPool");
}

cudaError_t bd_cudaDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, int device, int flags)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetNvSciSyncAttributes)(nvSciSyncAttrList, device, flags), "cudaDeviceGetNvSciSyncAttributes");
}

cudaError_t bd_cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetP2PAttribute)(value, attr, srcDevice, dstDevice), "cudaDeviceGetP2PAttribute");
}

cudaError_t bd_cudaDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int srcDevice, int dstDevice)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetP2PAtomicCapabilities)(capabilities, operations, count, srcDevice, dstDevice), "cudaDeviceGetP2PAtomicCapabilities");
}

cudaError_t bd_cudaChooseDevice(int *device, const struct cudaDeviceProp *prop)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaChooseDevice)(device, prop), "cudaChooseDevice");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaInitDevice(const void *bd_caller, bound_dev_t *bd, int device, unsigned int deviceFlags, unsigned int flags)
{
    bd_call_t bd_call = {"cudaInitDevice", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaInitDevice)(device, deviceFlags, flags), "cudaInitDevice");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaInitDevice(bd_caller, bd, device, deviceFlags, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaInitDevice)(device, deviceFlags, flags), "cudaInitDevice");
}

cudaError_t bd_cudaInitDevice(bound_dev_t *bd, int device, unsigned int deviceFlags, unsigned int flags)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaInitDevice)(device, deviceFlags, flags), "cudaInitDevice")
                                                  : bd_gen_slow_cudaInitDevice(device, deviceFlags, flags, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_moves_current();
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaSetDevice(const void *bd_caller, bound_dev_t *bd, int device)
{
    bd_call_t bd_call = {"cudaSetDevice", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSetDevice)(device), "cudaSetDevice");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaSetDevice(int device, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaSetDevice(bd_caller, bd, device);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSetDevice)(device), "cudaSetDevice");
}

cudaError_t bd_cudaSetDevice(bound_dev_t *bd, int device)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSetDevice)(device), "cudaSetDevice")
                                                  : bd_gen_slow_cudaSetDevice(device, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_moves_current();
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetDevice(const void *bd_caller, bound_dev_t *bd, int *device)
{
    bd_call_t bd_call = {"cudaGetDevice", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDevice)(device), "cudaGetDevice");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetDevice(int *device, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetDevice(bd_caller, bd, device);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDevice)(device), "cudaGetDevice");
}

cudaError_t bd_cudaGetDevice(bound_dev_t *bd, int *device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDevice)(device)
                                 : bd_gen_slow_cudaGetDevice(device, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaSetValidDevices(int *device_arr, int len)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSetValidDevices)(device_arr, len), "cudaSetValidDevices");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaSetDeviceFlags(const void *bd_caller, bound_dev_t *bd, unsigned int flags)
{
    bd_call_t bd_call = {"cudaSetDeviceFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSetDeviceFlags)(flags), "cudaSetDeviceFlags");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaSetDeviceFlags(unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaSetDeviceFlags(bd_caller, bd, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSetDeviceFlags)(flags), "cudaSetDeviceFlags");
}

cudaError_t bd_cudaSetDeviceFlags(bound_dev_t *bd, unsigned int flags)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSetDeviceFlags)(flags), "cudaSetDeviceFlags")
                                                  : bd_gen_slow_cudaSetDeviceFlags(flags, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_moves_current();
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetDeviceFlags(const void *bd_caller, bound_dev_t *bd, unsigned int *flags)
{
    bd_call_t bd_call = {"cudaGetDeviceFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDeviceFlags)(flags), "cudaGetDeviceFlags");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetDeviceFlags(unsigned int *flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetDeviceFlags(bd_caller, bd, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDeviceFlags)(flags), "cudaGetDeviceFlags");
}

cudaError_t bd_cudaGetDeviceFlags(bound_dev_t *bd, unsigned int *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDeviceFlags)(flags)
                                 : bd_gen_slow_cudaGetDeviceFlags(flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamCreate(const void *bd_caller, bound_dev_t *bd, cudaStream_t *pStream)
{
    bd_call_t bd_call = {"cudaStreamCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreate)(pStream), "cudaStreamCreate");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(*pStream), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamCreate(cudaStream_t *pStream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamCreate(bd_caller, bd, pStream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreate)(pStream), "cudaStreamCreate");
}

cudaError_t bd_cudaStreamCreate(bound_dev_t *bd, cudaStream_t *pStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreate)(pStream)
                                 : bd_gen_slow_cudaStreamCreate(pStream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamCreateWithFlags(const void *bd_caller, bound_dev_t *bd, cudaStream_t *pStream, unsigned int flags)
{
    bd_call_t bd_call = {"cudaStreamCreateWithFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreateWithFlags)(pStream, flags), "cudaStreamCreateWithFlags");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(*pStream), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamCreateWithFlags(bd_caller, bd, pStream, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreateWithFlags)(pStream, flags), "cudaStreamCreateWithFlags");
}

cudaError_t bd_cudaStreamCreateWithFlags(bound_dev_t *bd, cudaStream_t *pStream, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreateWithFlags)(pStream, flags)
                                 : bd_gen_slow_cudaStreamCreateWithFlags(pStream, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamCreateWithPriority(const void *bd_caller, bound_dev_t *bd, cudaStream_t *pStream, unsigned int flags, int priority)
{
    bd_call_t bd_call = {"cudaStreamCreateWithPriority", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreateWithPriority)(pStream, flags, priority), "cudaStreamCreateWithPriority");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(*pStream), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamCreateWithPriority(bd_caller, bd, pStream, flags, priority);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreateWithPriority)(pStream, flags, priority), "cudaStreamCreateWithPriority");
}

cudaError_t bd_cudaStreamCreateWithPriority(bound_dev_t *bd, cudaStream_t *pStream, unsigned int flags, int priority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCreateWithPriority)(pStream, flags, priority)
                                 : bd_gen_slow_cudaStreamCreateWithPriority(pStream, flags, priority, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetPriority(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, int *priority)
{
    bd_call_t bd_call = {"cudaStreamGetPriority", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetPriority)(hStream, priority), "cudaStreamGetPriority");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetPriority(cudaStream_t hStream, int *priority, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetPriority(bd_caller, bd, hStream, priority);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(hStream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetPriority)(hStream, priority), "cudaStreamGetPriority");
}

cudaError_t bd_cudaStreamGetPriority(bound_dev_t *bd, cudaStream_t hStream, int *priority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetPriority)(hStream, priority)
                                 : bd_gen_slow_cudaStreamGetPriority(hStream, priority, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetPriority_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, int *priority)
{
    bd_call_t bd_call = {"cudaStreamGetPriority", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetPriority_ptsz)(hStream, priority), "cudaStreamGetPriority");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetPriority_ptsz(cudaStream_t hStream, int *priority, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetPriority_ptsz(bd_caller, bd, hStream, priority);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(hStream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetPriority_ptsz)(hStream, priority), "cudaStreamGetPriority");
}

cudaError_t bd_cudaStreamGetPriority_ptsz(bound_dev_t *bd, cudaStream_t hStream, int *priority)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetPriority_ptsz)(hStream, priority)
                                 : bd_gen_slow_cudaStreamGetPriority_ptsz(hStream, priority, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetFlags(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, unsigned int *flags)
{
    bd_call_t bd_call = {"cudaStreamGetFlags", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetFlags)(hStream, flags), "cudaStreamGetFlags");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetFlags(bd_caller, bd, hStream, flags);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(hStream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetFlags)(hStream, flags), "cudaStreamGetFlags");
}

cudaError_t bd_cudaStreamGetFlags(bound_dev_t *bd, cudaStream_t hStream, unsigned int *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetFlags)(hStream, flags)
                                 : bd_gen_slow_cudaStreamGetFlags(hStream, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetFlags_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, unsigned int *flags)
{
    bd_call_t bd_call = {"cudaStreamGetFlags", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetFlags_ptsz)(hStream, flags), "cudaStreamGetFlags");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetFlags_ptsz(cudaStream_t hStream, unsigned int *flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetFlags_ptsz(bd_caller, bd, hStream, flags);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(hStream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetFlags_ptsz)(hStream, flags), "cudaStreamGetFlags");
}

cudaError_t bd_cudaStreamGetFlags_ptsz(bound_dev_t *bd, cudaStream_t hStream, unsigned int *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetFlags_ptsz)(hStream, flags)
                                 : bd_gen_slow_cudaStreamGetFlags_ptsz(hStream, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetId(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, unsigned long long *streamId)
{
    bd_call_t bd_call = {"cudaStreamGetId", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetId)(hStream, streamId), "cudaStreamGetId");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetId(bd_caller, bd, hStream, streamId);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetId)(hStream, streamId), "cudaStreamGetId");
}

cudaError_t bd_cudaStreamGetId(bound_dev_t *bd, cudaStream_t hStream, unsigned long long *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetId)(hStream, streamId)
                                 : bd_gen_slow_cudaStreamGetId(hStream, streamId, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetId_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, unsigned long long *streamId)
{
    bd_call_t bd_call = {"cudaStreamGetId", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetId_ptsz)(hStream, streamId), "cudaStreamGetId");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetId_ptsz(cudaStream_t hStream, unsigned long long *streamId, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetId_ptsz(bd_caller, bd, hStream, streamId);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetId_ptsz)(hStream, streamId), "cudaStreamGetId");
}

cudaError_t bd_cudaStreamGetId_ptsz(bound_dev_t *bd, cudaStream_t hStream, unsigned long long *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetId_ptsz)(hStream, streamId)
                                 : bd_gen_slow_cudaStreamGetId_ptsz(hStream, streamId, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetDevice(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, int *device)
{
    bd_call_t bd_call = {"cudaStreamGetDevice", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetDevice)(hStream, device), "cudaStreamGetDevice");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetDevice(cudaStream_t hStream, int *device, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetDevice(bd_caller, bd, hStream, device);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetDevice)(hStream, device), "cudaStreamGetDevice");
}

cudaError_t bd_cudaStreamGetDevice(bound_dev_t *bd, cudaStream_t hStream, int *device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetDevice)(hStream, device)
                                 : bd_gen_slow_cudaStreamGetDevice(hStream, device, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetDevice_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, int *device)
{
    bd_call_t bd_call = {"cudaStreamGetDevice", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetDevice_ptsz)(hStream, device), "cudaStreamGetDevice");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetDevice_ptsz(cudaStream_t hStream, int *device, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetDevice_ptsz(bd_caller, bd, hStream, device);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetDevice_ptsz)(hStream, device), "cudaStreamGetDevice");
}

cudaError_t bd_cudaStreamGetDevice_ptsz(bound_dev_t *bd, cudaStream_t hStream, int *device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetDevice_ptsz)(hStream, device)
                                 : bd_gen_slow_cudaStreamGetDevice_ptsz(hStream, device, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaCtxResetPersistingL2Cache(const void *bd_caller, bound_dev_t *bd)
{
    bd_call_t bd_call = {"cudaCtxResetPersistingL2Cache", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCtxResetPersistingL2Cache)(), "cudaCtxResetPersistingL2Cache");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaCtxResetPersistingL2Cache(bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaCtxResetPersistingL2Cache(bd_caller, bd);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCtxResetPersistingL2Cache)(), "cudaCtxResetPersistingL2Cache");
}

cudaError_t bd_cudaCtxResetPersistingL2Cache(bound_dev_t *bd)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCtxResetPersistingL2Cache)()
                                 : bd_gen_slow_cudaCtxResetPersistingL2Cache(bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamCopyAttributes(const void *bd_caller, bound_dev_t *bd, cudaStream_t dst, cudaStream_t src)
{
    bd_call_t bd_call = {"cudaStreamCopyAttributes", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_STREAM, BD_HANDLE_VALUE(dst), false},
        {"src", BD_KIND_STREAM, BD_HANDLE_VALUE(src), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCopyAttributes)(dst, src), "cudaStreamCopyAttributes");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamCopyAttributes(bd_caller, bd, dst, src);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCopyAttributes)(dst, src), "cudaStreamCopyAttributes");
}

cudaError_t bd_cudaStreamCopyAttributes(bound_dev_t *bd, cudaStream_t dst, cudaStream_t src)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCopyAttributes)(dst, src)
                                 : bd_gen_slow_cudaStreamCopyAttributes(dst, src, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamCopyAttributes_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t dst, cudaStream_t src)
{
    bd_call_t bd_call = {"cudaStreamCopyAttributes", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_STREAM, BD_HANDLE_VALUE(dst), false},
        {"src", BD_KIND_STREAM, BD_HANDLE_VALUE(src), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCopyAttributes_ptsz)(dst, src), "cudaStreamCopyAttributes");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamCopyAttributes_ptsz(cudaStream_t dst, cudaStream_t src, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamCopyAttributes_ptsz(bd_caller, bd, dst, src);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCopyAttributes_ptsz)(dst, src), "cudaStreamCopyAttributes");
}

cudaError_t bd_cudaStreamCopyAttributes_ptsz(bound_dev_t *bd, cudaStream_t dst, cudaStream_t src)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamCopyAttributes_ptsz)(dst, src)
                                 : bd_gen_slow_cudaStreamCopyAttributes_ptsz(dst, src, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetAttribute(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    bd_call_t bd_call = {"cudaStreamGetAttribute", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetAttribute)(hStream, attr, value_out), "cudaStreamGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetAttribute(bd_caller, bd, hStream, attr, value_out);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetAttribute)(hStream, attr, value_out), "cudaStreamGetAttribute");
}

cudaError_t bd_cudaStreamGetAttribute(bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetAttribute)(hStream, attr, value_out)
                                 : bd_gen_slow_cudaStreamGetAttribute(hStream, attr, value_out, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetAttribute_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    bd_call_t bd_call = {"cudaStreamGetAttribute", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetAttribute_ptsz)(hStream, attr, value_out), "cudaStreamGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetAttribute_ptsz(cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetAttribute_ptsz(bd_caller, bd, hStream, attr, value_out);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetAttribute_ptsz)(hStream, attr, value_out), "cudaStreamGetAttribute");
}

cudaError_t bd_cudaStreamGetAttribute_ptsz(bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetAttribute_ptsz)(hStream, attr, value_out)
                                 : bd_gen_slow_cudaStreamGetAttribute_ptsz(hStream, attr, value_out, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamSetAttribute(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    bd_call_t bd_call = {"cudaStreamSetAttribute", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSetAttribute)(hStream, attr, value), "cudaStreamSetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamSetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamSetAttribute(bd_caller, bd, hStream, attr, value);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSetAttribute)(hStream, attr, value), "cudaStreamSetAttribute");
}

cudaError_t bd_cudaStreamSetAttribute(bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSetAttribute)(hStream, attr, value)
                                 : bd_gen_slow_cudaStreamSetAttribute(hStream, attr, value, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamSetAttribute_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    bd_call_t bd_call = {"cudaStreamSetAttribute", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSetAttribute_ptsz)(hStream, attr, value), "cudaStreamSetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamSetAttribute_ptsz(cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamSetAttribute_ptsz(bd_caller, bd, hStream, attr, value);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSetAttribute_ptsz)(hStream, attr, value), "cudaStreamSetAttribute");
}

cudaError_t bd_cudaStreamSetAttribute_ptsz(bound_dev_t *bd, cudaStream_t hStream, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSetAttribute_ptsz)(hStream, attr, value)
                                 : bd_gen_slow_cudaStreamSetAttribute_ptsz(hStream, attr, value, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamDestroy(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaStreamDestroy", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamDestroy)(stream), "cudaStreamDestroy");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(stream));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamDestroy(cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamDestroy(bd_caller, bd, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamDestroy)(stream), "cudaStreamDestroy");
}

cudaError_t bd_cudaStreamDestroy(bound_dev_t *bd, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamDestroy)(stream), "cudaStreamDestroy")
                                                  : bd_gen_slow_cudaStreamDestroy(stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_stream_ended(stream);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamWaitEvent(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    bd_call_t bd_call = {"cudaStreamWaitEvent", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamWaitEvent)(stream, event, flags), "cudaStreamWaitEvent");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamWaitEvent(bd_caller, bd, stream, event, flags);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(stream) && event != NULL ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamWaitEvent)(stream, event, flags), "cudaStreamWaitEvent");
}

cudaError_t bd_cudaStreamWaitEvent(bound_dev_t *bd, cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamWaitEvent)(stream, event, flags)
                                 : bd_gen_slow_cudaStreamWaitEvent(stream, event, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamWaitEvent_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    bd_call_t bd_call = {"cudaStreamWaitEvent", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamWaitEvent_ptsz)(stream, event, flags), "cudaStreamWaitEvent");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamWaitEvent_ptsz(cudaStream_t stream, cudaEvent_t event, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamWaitEvent_ptsz(bd_caller, bd, stream, event, flags);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(stream) && event != NULL ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamWaitEvent_ptsz)(stream, event, flags), "cudaStreamWaitEvent");
}

cudaError_t bd_cudaStreamWaitEvent_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamWaitEvent_ptsz)(stream, event, flags)
                                 : bd_gen_slow_cudaStreamWaitEvent_ptsz(stream, event, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamAddCallback(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    bd_call_t bd_call = {"cudaStreamAddCallback", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAddCallback)(stream, callback, userData, flags), "cudaStreamAddCallback");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamAddCallback(bd_caller, bd, stream, callback, userData, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAddCallback)(stream, callback, userData, flags), "cudaStreamAddCallback");
}

cudaError_t bd_cudaStreamAddCallback(bound_dev_t *bd, cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAddCallback)(stream, callback, userData, flags)
                                 : bd_gen_slow_cudaStreamAddCallback(stream, callback, userData, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamAddCallback_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    bd_call_t bd_call = {"cudaStreamAddCallback", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAddCallback_ptsz)(stream, callback, userData, flags), "cudaStreamAddCallback");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamAddCallback_ptsz(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamAddCallback_ptsz(bd_caller, bd, stream, callback, userData, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAddCallback_ptsz)(stream, callback, userData, flags), "cudaStreamAddCallback");
}

cudaError_t bd_cudaStreamAddCallback_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAddCallback_ptsz)(stream, callback, userData, flags)
                                 : bd_gen_slow_cudaStreamAddCallback_ptsz(stream, callback, userData, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamSynchronize(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaStreamSynchronize", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSynchronize)(stream), "cudaStreamSynchronize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamSynchronize(cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamSynchronize(bd_caller, bd, stream);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSynchronize)(stream), "cudaStreamSynchronize");
}

cudaError_t bd_cudaStreamSynchronize(bound_dev_t *bd, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSynchronize)(stream)
                                 : bd_gen_slow_cudaStreamSynchronize(stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamSynchronize_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaStreamSynchronize", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSynchronize_ptsz)(stream), "cudaStreamSynchronize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamSynchronize_ptsz(cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamSynchronize_ptsz(bd_caller, bd, stream);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSynchronize_ptsz)(stream), "cudaStreamSynchronize");
}

cudaError_t bd_cudaStreamSynchronize_ptsz(bound_dev_t *bd, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamSynchronize_ptsz)(stream)
                                 : bd_gen_slow_cudaStreamSynchronize_ptsz(stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamQuery(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaStreamQuery", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamQuery)(stream), "cudaStreamQuery");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamQuery(cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamQuery(bd_caller, bd, stream);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamQuery)(stream), "cudaStreamQuery");
}

cudaError_t bd_cudaStreamQuery(bound_dev_t *bd, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamQuery)(stream)
                                 : bd_gen_slow_cudaStreamQuery(stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamQuery_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaStreamQuery", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamQuery_ptsz)(stream), "cudaStreamQuery");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamQuery_ptsz(cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamQuery_ptsz(bd_caller, bd, stream);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamQuery_ptsz)(stream), "cudaStreamQuery");
}

cudaError_t bd_cudaStreamQuery_ptsz(bound_dev_t *bd, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamQuery_ptsz)(stream)
                                 : bd_gen_slow_cudaStreamQuery_ptsz(stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamAttachMemAsync(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    bd_call_t bd_call = {"cudaStreamAttachMemAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAttachMemAsync)(stream, devPtr, length, flags), "cudaStreamAttachMemAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamAttachMemAsync(bd_caller, bd, stream, devPtr, length, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAttachMemAsync)(stream, devPtr, length, flags), "cudaStreamAttachMemAsync");
}

cudaError_t bd_cudaStreamAttachMemAsync(bound_dev_t *bd, cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAttachMemAsync)(stream, devPtr, length, flags)
                                 : bd_gen_slow_cudaStreamAttachMemAsync(stream, devPtr, length, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamAttachMemAsync_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    bd_call_t bd_call = {"cudaStreamAttachMemAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAttachMemAsync_ptsz)(stream, devPtr, length, flags), "cudaStreamAttachMemAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamAttachMemAsync_ptsz(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamAttachMemAsync_ptsz(bd_caller, bd, stream, devPtr, length, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAttachMemAsync_ptsz)(stream, devPtr, length, flags), "cudaStreamAttachMemAsync");
}

cudaError_t bd_cudaStreamAttachMemAsync_ptsz(bound_dev_t *bd, cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamAttachMemAsync_ptsz)(stream, devPtr, length, flags)
                                 : bd_gen_slow_cudaStreamAttachMemAsync_ptsz(stream, devPtr, length, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamBeginCapture(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    bd_call_t bd_call = {"cudaStreamBeginCapture", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCapture)(stream, mode), "cudaStreamBeginCapture");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamBeginCapture(bd_caller, bd, stream, mode);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCapture)(stream, mode), "cudaStreamBeginCapture");
}

cudaError_t bd_cudaStreamBeginCapture(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCapture)(stream, mode)
                                 : bd_gen_slow_cudaStreamBeginCapture(stream, mode, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamBeginCapture_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    bd_call_t bd_call = {"cudaStreamBeginCapture", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCapture_ptsz)(stream, mode), "cudaStreamBeginCapture");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamBeginCapture_ptsz(cudaStream_t stream, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamBeginCapture_ptsz(bd_caller, bd, stream, mode);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCapture_ptsz)(stream, mode), "cudaStreamBeginCapture");
}

cudaError_t bd_cudaStreamBeginCapture_ptsz(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCapture_ptsz)(stream, mode)
                                 : bd_gen_slow_cudaStreamBeginCapture_ptsz(stream, mode, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamBeginCaptureToGraph(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    bd_call_t bd_call = {"cudaStreamBeginCaptureToGraph", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCaptureToGraph)(stream, graph, dependencies, dependencyData, numDependencies, mode), "cudaStreamBeginCaptureToGraph");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamBeginCaptureToGraph(bd_caller, bd, stream, graph, dependencies, dependencyData, numDependencies, mode);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCaptureToGraph)(stream, graph, dependencies, dependencyData, numDependencies, mode), "cudaStreamBeginCaptureToGraph");
}

cudaError_t bd_cudaStreamBeginCaptureToGraph(bound_dev_t *bd, cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCaptureToGraph)(stream, graph, dependencies, dependencyData, numDependencies, mode)
                                 : bd_gen_slow_cudaStreamBeginCaptureToGraph(stream, graph, dependencies, dependencyData, numDependencies, mode, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamBeginCaptureToGraph_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    bd_call_t bd_call = {"cudaStreamBeginCaptureToGraph", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCaptureToGraph_ptsz)(stream, graph, dependencies, dependencyData, numDependencies, mode), "cudaStreamBeginCaptureToGraph");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamBeginCaptureToGraph_ptsz(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamBeginCaptureToGraph_ptsz(bd_caller, bd, stream, graph, dependencies, dependencyData, numDependencies, mode);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCaptureToGraph_ptsz)(stream, graph, dependencies, dependencyData, numDependencies, mode), "cudaStreamBeginCaptureToGraph");
}

cudaError_t bd_cudaStreamBeginCaptureToGraph_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCaptureToGraph_ptsz)(stream, graph, dependencies, dependencyData, numDependencies, mode)
                                 : bd_gen_slow_cudaStreamBeginCaptureToGraph_ptsz(stream, graph, dependencies, dependencyData, numDependencies, mode, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaThreadExchangeStreamCaptureMode)(mode), "cudaThreadExchangeStreamCaptureMode");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamEndCapture(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaGraph_t *pGraph)
{
    bd_call_t bd_call = {"cudaStreamEndCapture", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamEndCapture)(stream, pGraph), "cudaStreamEndCapture");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(*pGraph), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamEndCapture(bd_caller, bd, stream, pGraph);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamEndCapture)(stream, pGraph), "cudaStreamEndCapture");
}

cudaError_t bd_cudaStreamEndCapture(bound_dev_t *bd, cudaStream_t stream, cudaGraph_t *pGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamEndCapture)(stream, pGraph)
                                 : bd_gen_slow_cudaStreamEndCapture(stream, pGraph, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamEndCapture_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaGraph_t *pGraph)
{
    bd_call_t bd_call = {"cudaStreamEndCapture", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamEndCapture_ptsz)(stream, pGraph), "cudaStreamEndCapture");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(*pGraph), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamEndCapture_ptsz(cudaStream_t stream, cudaGraph_t *pGraph, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamEndCapture_ptsz(bd_caller, bd, stream, pGraph);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamEndCapture_ptsz)(stream, pGraph), "cudaStreamEndCapture");
}

cudaError_t bd_cudaStreamEndCapture_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaGraph_t *pGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamEndCapture_ptsz)(stream, pGraph)
                                 : bd_gen_slow_cudaStreamEndCapture_ptsz(stream, pGraph, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamIsCapturing(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    bd_call_t bd_call = {"cudaStreamIsCapturing", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamIsCapturing)(stream, pCaptureStatus), "cudaStreamIsCapturing");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamIsCapturing(bd_caller, bd, stream, pCaptureStatus);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamIsCapturing)(stream, pCaptureStatus), "cudaStreamIsCapturing");
}

cudaError_t bd_cudaStreamIsCapturing(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamIsCapturing)(stream, pCaptureStatus)
                                 : bd_gen_slow_cudaStreamIsCapturing(stream, pCaptureStatus, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamIsCapturing_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    bd_call_t bd_call = {"cudaStreamIsCapturing", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamIsCapturing_ptsz)(stream, pCaptureStatus), "cudaStreamIsCapturing");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamIsCapturing_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamIsCapturing_ptsz(bd_caller, bd, stream, pCaptureStatus);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamIsCapturing_ptsz)(stream, pCaptureStatus), "cudaStreamIsCapturing");
}

cudaError_t bd_cudaStreamIsCapturing_ptsz(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamIsCapturing_ptsz)(stream, pCaptureStatus)
                                 : bd_gen_slow_cudaStreamIsCapturing_ptsz(stream, pCaptureStatus, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetCaptureInfo(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    bd_call_t bd_call = {"cudaStreamGetCaptureInfo", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetCaptureInfo)(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out), "cudaStreamGetCaptureInfo");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetCaptureInfo(bd_caller, bd, stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetCaptureInfo)(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out), "cudaStreamGetCaptureInfo");
}

cudaError_t bd_cudaStreamGetCaptureInfo(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetCaptureInfo)(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out)
                                 : bd_gen_slow_cudaStreamGetCaptureInfo(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamGetCaptureInfo_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    bd_call_t bd_call = {"cudaStreamGetCaptureInfo", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetCaptureInfo_ptsz)(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out), "cudaStreamGetCaptureInfo");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamGetCaptureInfo_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamGetCaptureInfo_ptsz(bd_caller, bd, stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetCaptureInfo_ptsz)(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out), "cudaStreamGetCaptureInfo");
}

cudaError_t bd_cudaStreamGetCaptureInfo_ptsz(bound_dev_t *bd, cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamGetCaptureInfo_ptsz)(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out)
                                 : bd_gen_slow_cudaStreamGetCaptureInfo_ptsz(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamUpdateCaptureDependencies(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    bd_call_t bd_call = {"cudaStreamUpdateCaptureDependencies", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamUpdateCaptureDependencies)(stream, dependencies, dependencyData, numDependencies, flags), "cudaStreamUpdateCaptureDependencies");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamUpdateCaptureDependencies(bd_caller, bd, stream, dependencies, dependencyData, numDependencies, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamUpdateCaptureDependencies)(stream, dependencies, dependencyData, numDependencies, flags), "cudaStreamUpdateCaptureDependencies");
}

cudaError_t bd_cudaStreamUpdateCaptureDependencies(bound_dev_t *bd, cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamUpdateCaptureDependencies)(stream, dependencies, dependencyData, numDependencies, flags)
                                 : bd_gen_slow_cudaStreamUpdateCaptureDependencies(stream, dependencies, dependencyData, numDependencies, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaStreamUpdateCaptureDependencies_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    bd_call_t bd_call = {"cudaStreamUpdateCaptureDependencies", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamUpdateCaptureDependencies_ptsz)(stream, dependencies, dependencyData, numDependencies, flags), "cudaStreamUpdateCaptureDependencies");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaStreamUpdateCaptureDependencies_ptsz(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaStreamUpdateCaptureDependencies_ptsz(bd_caller, bd, stream, dependencies, dependencyData, numDependencies, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamUpdateCaptureDependencies_ptsz)(stream, dependencies, dependencyData, numDependencies, flags), "cudaStreamUpdateCaptureDependencies");
}

cudaError_t bd_cudaStreamUpdateCaptureDependencies_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamUpdateCaptureDependencies_ptsz)(stream, dependencies, dependencyData, numDependencies, flags)
                                 : bd_gen_slow_cudaStreamUpdateCaptureDependencies_ptsz(stream, dependencies, dependencyData, numDependencies, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaEventCreate(const void *bd_caller, bound_dev_t *bd, cudaEvent_t *event)
{
    bd_call_t bd_call = {"cudaEventCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventCreate)(event), "cudaEventCreate");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_EVENT, BD_HANDLE_VALUE(*event), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaEventCreate(cudaEvent_t *event, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaEventCreate(bd_caller, bd, event);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventCreate)(event), "cudaEventCreate");
}

cudaError_t bd_cudaEventCreate(bound_dev_t *bd, cudaEvent_t *event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventCreate)(event)
                                 : bd_gen_slow_cudaEventCreate(event, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaEventCreateWithFlags(const void *bd_caller, bound_dev_t *bd, cudaEvent_t *event, unsigned int flags)
{
    bd_call_t bd_call = {"cudaEventCreateWithFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventCreateWithFlags)(event, flags), "cudaEventCreateWithFlags");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_EVENT, BD_HANDLE_VALUE(*event), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaEventCreateWithFlags(bd_caller, bd, event, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventCreateWithFlags)(event, flags), "cudaEventCreateWithFlags");
}

cudaError_t bd_cudaEventCreateWithFlags(bound_dev_t *bd, cudaEvent_t *event, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventCreateWithFlags)(event, flags)
                                 : bd_gen_slow_cudaEventCreateWithFlags(event, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaEventRecord(const void *bd_caller, bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaEventRecord", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecord)(event, stream), "cudaEventRecord");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaEventRecord(cudaEvent_t event, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaEventRecord(bd_caller, bd, event, stream);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = event != NULL && BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecord)(event, stream), "cudaEventRecord");
}

cudaError_t bd_cudaEventRecord(bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecord)(event, stream)
                                 : bd_gen_slow_cudaEventRecord(event, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaEventRecord_ptsz(const void *bd_caller, bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaEventRecord", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecord_ptsz)(event, stream), "cudaEventRecord");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaEventRecord_ptsz(cudaEvent_t event, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaEventRecord_ptsz(bd_caller, bd, event, stream);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = event != NULL && BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecord_ptsz)(event, stream), "cudaEventRecord");
}

cudaError_t bd_cudaEventRecord_ptsz(bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecord_ptsz)(event, stream)
                                 : bd_gen_slow_cudaEventRecord_ptsz(event, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaEventRecordWithFlags(const void *bd_caller, bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    bd_call_t bd_call = {"cudaEventRecordWithFlags", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecordWithFlags)(event, stream, flags), "cudaEventRecordWithFlags");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaEventRecordWithFlags(bd_caller, bd, event, stream, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecordWithFlags)(event, stream, flags), "cudaEventRecordWithFlags");
}

cudaError_t bd_cudaEventRecordWithFlags(bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecordWithFlags)(event, stream, flags)
                                 : bd_gen_slow_cudaEventRecordWithFlags(event, stream, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaEventRecordWithFlags_ptsz(const void *bd_caller, bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    bd_call_t bd_call = {"cudaEventRecordWithFlags", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecordWithFlags_ptsz)(event, stream, flags), "cudaEventRecordWithFlags");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaEventRecordWithFlags_ptsz(cudaEvent_t event, cudaStream_t stream, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaEventRecordWithFlags_ptsz(bd_caller, bd, event, stream, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecordWithFlags_ptsz)(event, stream, flags), "cudaEventRecordWithFlags");
}

cudaError_t bd_cudaEventRecordWithFlags_ptsz(bound_dev_t *bd, cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventRecordWithFlags_ptsz)(event, stream, flags)
                                 : bd_gen_slow_cudaEventRecordWithFlags_ptsz(event, stream, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaEventQuery(const void *bd_caller, bound_dev_t *bd, cudaEvent_t event)
{
    bd_call_t bd_call = {"cudaEventQuery", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventQuery)(event), "cudaEventQuery");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaEventQuery(cudaEvent_t event, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaEventQuery(bd_caller, bd, event);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = event != NULL ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventQuery)(event), "cudaEventQuery");
}

cudaError_t bd_cudaEventQuery(bound_dev_t *bd, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventQuery)(event)
                                 : bd_gen_slow_cudaEventQuery(event, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaEventSynchronize(const void *bd_caller, bound_dev_t *bd, cudaEvent_t event)
{
    bd_call_t bd_call = {"cudaEventSynchronize", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventSynchronize)(event), "cudaEventSynchronize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaEventSynchronize(cudaEvent_t event, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaEventSynchronize(bd_caller, bd, event);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = event != NULL ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventSynchronize)(event), "cudaEventSynchronize");
}

cudaError_t bd_cudaEventSynchronize(bound_dev_t *bd, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventSynchronize)(event)
                                 : bd_gen_slow_cudaEventSynchronize(event, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaEventDestroy(const void *bd_caller, bound_dev_t *bd, cudaEvent_t event)
{
    bd_call_t bd_call = {"cudaEventDestroy", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventDestroy)(event), "cudaEventDestroy");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_EVENT, BD_HANDLE_VALUE(event));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaEventDestroy(cudaEvent_t event, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaEventDestroy(bd_caller, bd, event);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventDestroy)(event), "cudaEventDestroy");
}

cudaError_t bd_cudaEventDestroy(bound_dev_t *bd, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventDestroy)(event)
                                 : bd_gen_slow_cudaEventDestroy(event, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaEventElapsedTime(const void *bd_caller, bound_dev_t *bd, float *ms, cudaEvent_t start, cudaEvent_t end)
{
    bd_call_t bd_call = {"cudaEventElapsedTime", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"start", BD_KIND_EVENT, BD_HANDLE_VALUE(start), false},
        {"end", BD_KIND_EVENT, BD_HANDLE_VALUE(end), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventElapsedTime)(ms, start, end), "cudaEventElapsedTime");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaEventElapsedTime(bd_caller, bd, ms, start, end);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventElapsedTime)(ms, start, end), "cudaEventElapsedTime");
}

cudaError_t bd_cudaEventElapsedTime(bound_dev_t *bd, float *ms, cudaEvent_t start, cudaEvent_t end)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaEventElapsedTime)(ms, start, end)
                                 : bd_gen_slow_cudaEventElapsedTime(ms, start, end, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaImportExternalMemory(const void *bd_caller, bound_dev_t *bd, cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc)
{
    bd_call_t bd_call = {"cudaImportExternalMemory", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaImportExternalMemory)(extMem_out, memHandleDesc), "cudaImportExternalMemory");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaImportExternalMemory(cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaImportExternalMemory(bd_caller, bd, extMem_out, memHandleDesc);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaImportExternalMemory)(extMem_out, memHandleDesc), "cudaImportExternalMemory");
}

cudaError_t bd_cudaImportExternalMemory(bound_dev_t *bd, cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaImportExternalMemory)(extMem_out, memHandleDesc)
                                 : bd_gen_slow_cudaImportExternalMemory(extMem_out, memHandleDesc, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaExternalMemoryGetMappedBuffer(const void *bd_caller, bound_dev_t *bd, void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc)
{
    bd_call_t bd_call = {"cudaExternalMemoryGetMappedBuffer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaExternalMemoryGetMappedBuffer)(devPtr, extMem, bufferDesc), "cudaExternalMemoryGetMappedBuffer");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaExternalMemoryGetMappedBuffer(void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaExternalMemoryGetMappedBuffer(bd_caller, bd, devPtr, extMem, bufferDesc);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaExternalMemoryGetMappedBuffer)(devPtr, extMem, bufferDesc), "cudaExternalMemoryGetMappedBuffer");
}

cudaError_t bd_cudaExternalMemoryGetMappedBuffer(bound_dev_t *bd, void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaExternalMemoryGetMappedBuffer)(devPtr, extMem, bufferDesc)
                                 : bd_gen_slow_cudaExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaExternalMemoryGetMappedMipmappedArray(const void *bd_caller, bound_dev_t *bd, cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc)
{
    bd_call_t bd_call = {"cudaExternalMemoryGetMappedMipmappedArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaExternalMemoryGetMappedMipmappedArray)(mipmap, extMem, mipmapDesc), "cudaExternalMemoryGetMappedMipmappedArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaExternalMemoryGetMappedMipmappedArray(cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaExternalMemoryGetMappedMipmappedArray(bd_caller, bd, mipmap, extMem, mipmapDesc);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaExternalMemoryGetMappedMipmappedArray)(mipmap, extMem, mipmapDesc), "cudaExternalMemoryGetMappedMipmappedArray");
}

cudaError_t bd_cudaExternalMemoryGetMappedMipmappedArray(bound_dev_t *bd, cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaExternalMemoryGetMappedMipmappedArray)(mipmap, extMem, mipmapDesc)
                                 : bd_gen_slow_cudaExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDestroyExternalMemory(const void *bd_caller, bound_dev_t *bd, cudaExternalMemory_t extMem)
{
    bd_call_t bd_call = {"cudaDestroyExternalMemory", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyExternalMemory)(extMem), "cudaDestroyExternalMemory");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDestroyExternalMemory(cudaExternalMemory_t extMem, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDestroyExternalMemory(bd_caller, bd, extMem);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyExternalMemory)(extMem), "cudaDestroyExternalMemory");
}

cudaError_t bd_cudaDestroyExternalMemory(bound_dev_t *bd, cudaExternalMemory_t extMem)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyExternalMemory)(extMem)
                                 : bd_gen_slow_cudaDestroyExternalMemory(extMem, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaImportExternalSemaphore(const void *bd_caller, bound_dev_t *bd, cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc)
{
    bd_call_t bd_call = {"cudaImportExternalSemaphore", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaImportExternalSemaphore)(extSem_out, semHandleDesc), "cudaImportExternalSemaphore");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaImportExternalSemaphore(cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaImportExternalSemaphore(bd_caller, bd, extSem_out, semHandleDesc);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaImportExternalSemaphore)(extSem_out, semHandleDesc), "cudaImportExternalSemaphore");
}

cudaError_t bd_cudaImportExternalSemaphore(bound_dev_t *bd, cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaImportExternalSemaphore)(extSem_out, semHandleDesc)
                                 : bd_gen_slow_cudaImportExternalSemaphore(extSem_out, semHandleDesc, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaSignalExternalSemaphoresAsync(const void *bd_caller, bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaSignalExternalSemaphoresAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSignalExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream), "cudaSignalExternalSemaphoresAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaSignalExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaSignalExternalSemaphoresAsync(bd_caller, bd, extSemArray, paramsArray, numExtSems, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSignalExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream), "cudaSignalExternalSemaphoresAsync");
}

cudaError_t bd_cudaSignalExternalSemaphoresAsync(bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSignalExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_slow_cudaSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaSignalExternalSemaphoresAsync_ptsz(const void *bd_caller, bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaSignalExternalSemaphoresAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSignalExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream), "cudaSignalExternalSemaphoresAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaSignalExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaSignalExternalSemaphoresAsync_ptsz(bd_caller, bd, extSemArray, paramsArray, numExtSems, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSignalExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream), "cudaSignalExternalSemaphoresAsync");
}

cudaError_t bd_cudaSignalExternalSemaphoresAsync_ptsz(bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaSignalExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_slow_cudaSignalExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaWaitExternalSemaphoresAsync(const void *bd_caller, bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaWaitExternalSemaphoresAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaWaitExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream), "cudaWaitExternalSemaphoresAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaWaitExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaWaitExternalSemaphoresAsync(bd_caller, bd, extSemArray, paramsArray, numExtSems, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaWaitExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream), "cudaWaitExternalSemaphoresAsync");
}

cudaError_t bd_cudaWaitExternalSemaphoresAsync(bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaWaitExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_slow_cudaWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaWaitExternalSemaphoresAsync_ptsz(const void *bd_caller, bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaWaitExternalSemaphoresAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaWaitExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream), "cudaWaitExternalSemaphoresAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaWaitExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaWaitExternalSemaphoresAsync_ptsz(bd_caller, bd, extSemArray, paramsArray, numExtSems, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaWaitExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream), "cudaWaitExternalSemaphoresAsync");
}

cudaError_t bd_cudaWaitExternalSemaphoresAsync_ptsz(bound_dev_t *bd, const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaWaitExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream)
                                 : bd_gen_slow_cudaWaitExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDestroyExternalSemaphore(const void *bd_caller, bound_dev_t *bd, cudaExternalSemaphore_t extSem)
{
    bd_call_t bd_call = {"cudaDestroyExternalSemaphore", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyExternalSemaphore)(extSem), "cudaDestroyExternalSemaphore");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDestroyExternalSemaphore(cudaExternalSemaphore_t extSem, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDestroyExternalSemaphore(bd_caller, bd, extSem);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyExternalSemaphore)(extSem), "cudaDestroyExternalSemaphore");
}

cudaError_t bd_cudaDestroyExternalSemaphore(bound_dev_t *bd, cudaExternalSemaphore_t extSem)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyExternalSemaphore)(extSem)
                                 : bd_gen_slow_cudaDestroyExternalSemaphore(extSem, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaLaunchKernel(const void *bd_caller, bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaLaunchKernel", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernel)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchKernel");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            bd_gen_race_launch(bd, &bd_call, (CUstream)(stream), NULL, NULL, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaLaunchKernel(bd_caller, bd, func, gridDim, blockDim, args, sharedMem, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernel)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchKernel");
}

cudaError_t bd_cudaLaunchKernel(bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernel)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchKernel")
                                                  : bd_gen_slow_cudaLaunchKernel(func, gridDim, blockDim, args, sharedMem, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_launched(bd, (CUstream)(stream), NULL, NULL, NULL, "cudaLaunchKernel");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaLaunchKernel_ptsz(const void *bd_caller, bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaLaunchKernel", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernel_ptsz)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchKernel");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            bd_gen_race_launch(bd, &bd_call, BD_GEN_PER_THREAD_STREAM(stream), NULL, NULL, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaLaunchKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaLaunchKernel_ptsz(bd_caller, bd, func, gridDim, blockDim, args, sharedMem, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernel_ptsz)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchKernel");
}

cudaError_t bd_cudaLaunchKernel_ptsz(bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernel_ptsz)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchKernel")
                                                  : bd_gen_slow_cudaLaunchKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_launched(bd, (CUstream)(stream), NULL, NULL, NULL, "cudaLaunchKernel");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaLaunchKernelExC(const void *bd_caller, bound_dev_t *bd, const cudaLaunchConfig_t *config, const void *func, void **args)
{
    bd_call_t bd_call = {"cudaLaunchKernelExC", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernelExC)(config, func, args), "cudaLaunchKernelExC");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            bd_gen_race_launch(bd, &bd_call, (CUstream)(config->stream), NULL, NULL, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaLaunchKernelExC(bd_caller, bd, config, func, args);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernelExC)(config, func, args), "cudaLaunchKernelExC");
}

cudaError_t bd_cudaLaunchKernelExC(bound_dev_t *bd, const cudaLaunchConfig_t *config, const void *func, void **args)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernelExC)(config, func, args), "cudaLaunchKernelExC")
                                                  : bd_gen_slow_cudaLaunchKernelExC(config, func, args, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_launched(bd, (CUstream)(config->stream), NULL, NULL, NULL, "cudaLaunchKernelExC");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaLaunchKernelExC_ptsz(const void *bd_caller, bound_dev_t *bd, const cudaLaunchConfig_t *config, const void *func, void **args)
{
    bd_call_t bd_call = {"cudaLaunchKernelExC", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernelExC_ptsz)(config, func, args), "cudaLaunchKernelExC");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            bd_gen_race_launch(bd, &bd_call, BD_GEN_PER_THREAD_STREAM(config->stream), NULL, NULL, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaLaunchKernelExC_ptsz(const cudaLaunchConfig_t *config, const void *func, void **args, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaLaunchKernelExC_ptsz(bd_caller, bd, config, func, args);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernelExC_ptsz)(config, func, args), "cudaLaunchKernelExC");
}

cudaError_t bd_cudaLaunchKernelExC_ptsz(bound_dev_t *bd, const cudaLaunchConfig_t *config, const void *func, void **args)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernelExC_ptsz)(config, func, args), "cudaLaunchKernelExC")
                                                  : bd_gen_slow_cudaLaunchKernelExC_ptsz(config, func, args, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_launched(bd, (CUstream)(config->stream), NULL, NULL, NULL, "cudaLaunchKernelExC");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaLaunchCooperativeKernel(const void *bd_caller, bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaLaunchCooperativeKernel", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchCooperativeKernel)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchCooperativeKernel");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            bd_gen_race_launch(bd, &bd_call, (CUstream)(stream), NULL, NULL, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaLaunchCooperativeKernel(bd_caller, bd, func, gridDim, blockDim, args, sharedMem, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchCooperativeKernel)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchCooperativeKernel");
}

cudaError_t bd_cudaLaunchCooperativeKernel(bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchCooperativeKernel)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchCooperativeKernel")
                                                  : bd_gen_slow_cudaLaunchCooperativeKernel(func, gridDim, blockDim, args, sharedMem, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_launched(bd, (CUstream)(stream), NULL, NULL, NULL, "cudaLaunchCooperativeKernel");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaLaunchCooperativeKernel_ptsz(const void *bd_caller, bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaLaunchCooperativeKernel", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchCooperativeKernel_ptsz)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchCooperativeKernel");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            bd_gen_race_launch(bd, &bd_call, BD_GEN_PER_THREAD_STREAM(stream), NULL, NULL, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaLaunchCooperativeKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaLaunchCooperativeKernel_ptsz(bd_caller, bd, func, gridDim, blockDim, args, sharedMem, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchCooperativeKernel_ptsz)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchCooperativeKernel");
}

cudaError_t bd_cudaLaunchCooperativeKernel_ptsz(bound_dev_t *bd, const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchCooperativeKernel_ptsz)(func, gridDim, blockDim, args, sharedMem, stream), "cudaLaunchCooperativeKernel")
                                                  : bd_gen_slow_cudaLaunchCooperativeKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_launched(bd, (CUstream)(stream), NULL, NULL, NULL, "cudaLaunchCooperativeKernel");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFuncSetCacheConfig(const void *bd_caller, bound_dev_t *bd, const void *func, enum cudaFuncCache cacheConfig)
{
    bd_call_t bd_call = {"cudaFuncSetCacheConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetCacheConfig)(func, cacheConfig), "cudaFuncSetCacheConfig");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFuncSetCacheConfig(bd_caller, bd, func, cacheConfig);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetCacheConfig)(func, cacheConfig), "cudaFuncSetCacheConfig");
}

cudaError_t bd_cudaFuncSetCacheConfig(bound_dev_t *bd, const void *func, enum cudaFuncCache cacheConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetCacheConfig)(func, cacheConfig)
                                 : bd_gen_slow_cudaFuncSetCacheConfig(func, cacheConfig, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFuncGetAttributes(const void *bd_caller, bound_dev_t *bd, struct cudaFuncAttributes *attr, const void *func)
{
    bd_call_t bd_call = {"cudaFuncGetAttributes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetAttributes)(attr, func), "cudaFuncGetAttributes");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFuncGetAttributes(bd_caller, bd, attr, func);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetAttributes)(attr, func), "cudaFuncGetAttributes");
}

cudaError_t bd_cudaFuncGetAttributes(bound_dev_t *bd, struct cudaFuncAttributes *attr, const void *func)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetAttributes)(attr, func)
                                 : bd_gen_slow_cudaFuncGetAttributes(attr, func, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFuncSetAttribute(const void *bd_caller, bound_dev_t *bd, const void *func, enum cudaFuncAttribute attr, int value)
{
    bd_call_t bd_call = {"cudaFuncSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetAttribute)(func, attr, value), "cudaFuncSetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFuncSetAttribute(bd_caller, bd, func, attr, value);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetAttribute)(func, attr, value), "cudaFuncSetAttribute");
}

cudaError_t bd_cudaFuncSetAttribute(bound_dev_t *bd, const void *func, enum cudaFuncAttribute attr, int value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetAttribute)(func, attr, value)
                                 : bd_gen_slow_cudaFuncSetAttribute(func, attr, value, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFuncGetName(const void *bd_caller, bound_dev_t *bd, const char **name, const void *func)
{
    bd_call_t bd_call = {"cudaFuncGetName", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetName)(name, func), "cudaFuncGetName");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFuncGetName(const char **name, const void *func, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFuncGetName(bd_caller, bd, name, func);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetName)(name, func), "cudaFuncGetName");
}

cudaError_t bd_cudaFuncGetName(bound_dev_t *bd, const char **name, const void *func)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetName)(name, func)
                                 : bd_gen_slow_cudaFuncGetName(name, func, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFuncGetParamInfo(const void *bd_caller, bound_dev_t *bd, const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    bd_call_t bd_call = {"cudaFuncGetParamInfo", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetParamInfo)(func, paramIndex, paramOffset, paramSize), "cudaFuncGetParamInfo");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFuncGetParamInfo(const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFuncGetParamInfo(bd_caller, bd, func, paramIndex, paramOffset, paramSize);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetParamInfo)(func, paramIndex, paramOffset, paramSize), "cudaFuncGetParamInfo");
}

cudaError_t bd_cudaFuncGetParamInfo(bound_dev_t *bd, const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncGetParamInfo)(func, paramIndex, paramOffset, paramSize)
                                 : bd_gen_slow_cudaFuncGetParamInfo(func, paramIndex, paramOffset, paramSize, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaLaunchHostFunc(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    bd_call_t bd_call = {"cudaLaunchHostFunc", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchHostFunc)(stream, fn, userData), "cudaLaunchHostFunc");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaLaunchHostFunc(bd_caller, bd, stream, fn, userData);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchHostFunc)(stream, fn, userData), "cudaLaunchHostFunc");
}

cudaError_t bd_cudaLaunchHostFunc(bound_dev_t *bd, cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchHostFunc)(stream, fn, userData)
                                 : bd_gen_slow_cudaLaunchHostFunc(stream, fn, userData, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaLaunchHostFunc_ptsz(const void *bd_caller, bound_dev_t *bd, cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    bd_call_t bd_call = {"cudaLaunchHostFunc", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchHostFunc_ptsz)(stream, fn, userData), "cudaLaunchHostFunc");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaLaunchHostFunc_ptsz(cudaStream_t stream, cudaHostFn_t fn, void *userData, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaLaunchHostFunc_ptsz(bd_caller, bd, stream, fn, userData);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchHostFunc_ptsz)(stream, fn, userData), "cudaLaunchHostFunc");
}

cudaError_t bd_cudaLaunchHostFunc_ptsz(bound_dev_t *bd, cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchHostFunc_ptsz)(stream, fn, userData)
                                 : bd_gen_slow_cudaLaunchHostFunc_ptsz(stream, fn, userData, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFuncSetSharedMemConfig(const void *bd_caller, bound_dev_t *bd, const void *func, enum cudaSharedMemConfig config)
{
    bd_call_t bd_call = {"cudaFuncSetSharedMemConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetSharedMemConfig)(func, config), "cudaFuncSetSharedMemConfig");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFuncSetSharedMemConfig(bd_caller, bd, func, config);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetSharedMemConfig)(func, config), "cudaFuncSetSharedMemConfig");
}

cudaError_t bd_cudaFuncSetSharedMemConfig(bound_dev_t *bd, const void *func, enum cudaSharedMemConfig config)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFuncSetSharedMemConfig)(func, config)
                                 : bd_gen_slow_cudaFuncSetSharedMemConfig(func, config, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaOccupancyMaxActiveBlocksPerMultiprocessor(const void *bd_caller, bound_dev_t *bd, int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize)
{
    bd_call_t bd_call = {"cudaOccupancyMaxActiveBlocksPerMultiprocessor", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessor)(numBlocks, func, blockSize, dynamicSMemSize), "cudaOccupancyMaxActiveBlocksPerMultiprocessor");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaOccupancyMaxActiveBlocksPerMultiprocessor(bd_caller, bd, numBlocks, func, blockSize, dynamicSMemSize);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessor)(numBlocks, func, blockSize, dynamicSMemSize), "cudaOccupancyMaxActiveBlocksPerMultiprocessor");
}

cudaError_t bd_cudaOccupancyMaxActiveBlocksPerMultiprocessor(bound_dev_t *bd, int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessor)(numBlocks, func, blockSize, dynamicSMemSize)
                                 : bd_gen_slow_cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaOccupancyAvailableDynamicSMemPerBlock(const void *bd_caller, bound_dev_t *bd, size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize)
{
    bd_call_t bd_call = {"cudaOccupancyAvailableDynamicSMemPerBlock", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyAvailableDynamicSMemPerBlock)(dynamicSmemSize, func, numBlocks, blockSize), "cudaOccupancyAvailableDynamicSMemPerBlock");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaOccupancyAvailableDynamicSMemPerBlock(bd_caller, bd, dynamicSmemSize, func, numBlocks, blockSize);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyAvailableDynamicSMemPerBlock)(dynamicSmemSize, func, numBlocks, blockSize), "cudaOccupancyAvailableDynamicSMemPerBlock");
}

cudaError_t bd_cudaOccupancyAvailableDynamicSMemPerBlock(bound_dev_t *bd, size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyAvailableDynamicSMemPerBlock)(dynamicSmemSize, func, numBlocks, blockSize)
                                 : bd_gen_slow_cudaOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(const void *bd_caller, bound_dev_t *bd, int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    bd_call_t bd_call = {"cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(numBlocks, func, blockSize, dynamicSMemSize, flags), "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bd_caller, bd, numBlocks, func, blockSize, dynamicSMemSize, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(numBlocks, func, blockSize, dynamicSMemSize, flags), "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags");
}

cudaError_t bd_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bound_dev_t *bd, int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(numBlocks, func, blockSize, dynamicSMemSize, flags)
                                 : bd_gen_slow_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaOccupancyMaxPotentialClusterSize(const void *bd_caller, bound_dev_t *bd, int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    bd_call_t bd_call = {"cudaOccupancyMaxPotentialClusterSize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxPotentialClusterSize)(clusterSize, func, launchConfig), "cudaOccupancyMaxPotentialClusterSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaOccupancyMaxPotentialClusterSize(bd_caller, bd, clusterSize, func, launchConfig);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxPotentialClusterSize)(clusterSize, func, launchConfig), "cudaOccupancyMaxPotentialClusterSize");
}

cudaError_t bd_cudaOccupancyMaxPotentialClusterSize(bound_dev_t *bd, int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxPotentialClusterSize)(clusterSize, func, launchConfig)
                                 : bd_gen_slow_cudaOccupancyMaxPotentialClusterSize(clusterSize, func, launchConfig, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaOccupancyMaxActiveClusters(const void *bd_caller, bound_dev_t *bd, int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    bd_call_t bd_call = {"cudaOccupancyMaxActiveClusters", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveClusters)(numClusters, func, launchConfig), "cudaOccupancyMaxActiveClusters");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaOccupancyMaxActiveClusters(int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaOccupancyMaxActiveClusters(bd_caller, bd, numClusters, func, launchConfig);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveClusters)(numClusters, func, launchConfig), "cudaOccupancyMaxActiveClusters");
}

cudaError_t bd_cudaOccupancyMaxActiveClusters(bound_dev_t *bd, int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaOccupancyMaxActiveClusters)(numClusters, func, launchConfig)
                                 : bd_gen_slow_cudaOccupancyMaxActiveClusters(numClusters, func, launchConfig, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMallocManaged(const void *bd_caller, bound_dev_t *bd, void **devPtr, size_t size, unsigned int flags)
{
    bd_call_t bd_call = {"cudaMallocManaged", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocManaged)(devPtr, size, flags), "cudaMallocManaged");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*devPtr), (unsigned long long)(size), true);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMallocManaged(void **devPtr, size_t size, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMallocManaged(bd_caller, bd, devPtr, size, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocManaged)(devPtr, size, flags), "cudaMallocManaged");
}

cudaError_t bd_cudaMallocManaged(bound_dev_t *bd, void **devPtr, size_t size, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocManaged)(devPtr, size, flags)
                                 : bd_gen_slow_cudaMallocManaged(devPtr, size, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMalloc(const void *bd_caller, bound_dev_t *bd, void **devPtr, size_t size)
{
    bd_call_t bd_call = {"cudaMalloc", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc)(devPtr, size), "cudaMalloc");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*devPtr), (unsigned long long)(size), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMalloc(void **devPtr, size_t size, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMalloc(bd_caller, bd, devPtr, size);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc)(devPtr, size), "cudaMalloc");
}

cudaError_t bd_cudaMalloc(bound_dev_t *bd, void **devPtr, size_t size)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc)(devPtr, size)
                                 : bd_gen_slow_cudaMalloc(devPtr, size, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMallocHost(const void *bd_caller, bound_dev_t *bd, void **ptr, size_t size)
{
    bd_call_t bd_call = {"cudaMallocHost", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocHost)(ptr, size), "cudaMallocHost");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*ptr), (unsigned long long)(size), true);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMallocHost(void **ptr, size_t size, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMallocHost(bd_caller, bd, ptr, size);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocHost)(ptr, size), "cudaMallocHost");
}

cudaError_t bd_cudaMallocHost(bound_dev_t *bd, void **ptr, size_t size)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocHost)(ptr, size)
                                 : bd_gen_slow_cudaMallocHost(ptr, size, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMallocPitch(const void *bd_caller, bound_dev_t *bd, void **devPtr, size_t *pitch, size_t width, size_t height)
{
    bd_call_t bd_call = {"cudaMallocPitch", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocPitch)(devPtr, pitch, width, height), "cudaMallocPitch");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*devPtr), (unsigned long long)(*pitch * height), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMallocPitch(bd_caller, bd, devPtr, pitch, width, height);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocPitch)(devPtr, pitch, width, height), "cudaMallocPitch");
}

cudaError_t bd_cudaMallocPitch(bound_dev_t *bd, void **devPtr, size_t *pitch, size_t width, size_t height)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocPitch)(devPtr, pitch, width, height)
                                 : bd_gen_slow_cudaMallocPitch(devPtr, pitch, width, height, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMallocArray(const void *bd_caller, bound_dev_t *bd, cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags)
{
    bd_call_t bd_call = {"cudaMallocArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocArray)(array, desc, width, height, flags), "cudaMallocArray");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_ARRAY, BD_HANDLE_VALUE(*array), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMallocArray(bd_caller, bd, array, desc, width, height, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocArray)(array, desc, width, height, flags), "cudaMallocArray");
}

cudaError_t bd_cudaMallocArray(bound_dev_t *bd, cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocArray)(array, desc, width, height, flags)
                                 : bd_gen_slow_cudaMallocArray(array, desc, width, height, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFree(const void *bd_caller, bound_dev_t *bd, void *devPtr)
{
    bd_call_t bd_call = {"cudaFree", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFree)(devPtr), "cudaFree");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFree(void *devPtr, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFree(bd_caller, bd, devPtr);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFree)(devPtr), "cudaFree");
}

cudaError_t bd_cudaFree(bound_dev_t *bd, void *devPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFree)(devPtr)
                                 : bd_gen_slow_cudaFree(devPtr, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFreeHost(const void *bd_caller, bound_dev_t *bd, void *ptr)
{
    bd_call_t bd_call = {"cudaFreeHost", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeHost)(ptr), "cudaFreeHost");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFreeHost(void *ptr, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFreeHost(bd_caller, bd, ptr);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeHost)(ptr), "cudaFreeHost");
}

cudaError_t bd_cudaFreeHost(bound_dev_t *bd, void *ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeHost)(ptr)
                                 : bd_gen_slow_cudaFreeHost(ptr, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFreeArray(const void *bd_caller, bound_dev_t *bd, cudaArray_t array)
{
    bd_call_t bd_call = {"cudaFreeArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"array", BD_KIND_ARRAY, BD_HANDLE_VALUE(array), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeArray)(array), "cudaFreeArray");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_ARRAY, BD_HANDLE_VALUE(array));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFreeArray(cudaArray_t array, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFreeArray(bd_caller, bd, array);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeArray)(array), "cudaFreeArray");
}

cudaError_t bd_cudaFreeArray(bound_dev_t *bd, cudaArray_t array)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeArray)(array)
                                 : bd_gen_slow_cudaFreeArray(array, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFreeMipmappedArray(const void *bd_caller, bound_dev_t *bd, cudaMipmappedArray_t mipmappedArray)
{
    bd_call_t bd_call = {"cudaFreeMipmappedArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"mipmappedArray", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(mipmappedArray), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeMipmappedArray)(mipmappedArray), "cudaFreeMipmappedArray");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(mipmappedArray));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFreeMipmappedArray(bd_caller, bd, mipmappedArray);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeMipmappedArray)(mipmappedArray), "cudaFreeMipmappedArray");
}

cudaError_t bd_cudaFreeMipmappedArray(bound_dev_t *bd, cudaMipmappedArray_t mipmappedArray)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeMipmappedArray)(mipmappedArray)
                                 : bd_gen_slow_cudaFreeMipmappedArray(mipmappedArray, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaHostAlloc(const void *bd_caller, bound_dev_t *bd, void **pHost, size_t size, unsigned int flags)
{
    bd_call_t bd_call = {"cudaHostAlloc", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostAlloc)(pHost, size, flags), "cudaHostAlloc");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*pHost), (unsigned long long)(size), true);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaHostAlloc(void **pHost, size_t size, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaHostAlloc(bd_caller, bd, pHost, size, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostAlloc)(pHost, size, flags), "cudaHostAlloc");
}

cudaError_t bd_cudaHostAlloc(bound_dev_t *bd, void **pHost, size_t size, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostAlloc)(pHost, size, flags)
                                 : bd_gen_slow_cudaHostAlloc(pHost, size, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaHostRegister(const void *bd_caller, bound_dev_t *bd, void *ptr, size_t size, unsigned int flags)
{
    bd_call_t bd_call = {"cudaHostRegister", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostRegister)(ptr, size, flags), "cudaHostRegister");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr), (unsigned long long)(size), true);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaHostRegister(void *ptr, size_t size, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaHostRegister(bd_caller, bd, ptr, size, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostRegister)(ptr, size, flags), "cudaHostRegister");
}

cudaError_t bd_cudaHostRegister(bound_dev_t *bd, void *ptr, size_t size, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostRegister)(ptr, size, flags)
                                 : bd_gen_slow_cudaHostRegister(ptr, size, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaHostUnregister(const void *bd_caller, bound_dev_t *bd, void *ptr)
{
    bd_call_t bd_call = {"cudaHostUnregister", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostUnregister)(ptr), "cudaHostUnregister");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaHostUnregister(void *ptr, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaHostUnregister(bd_caller, bd, ptr);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostUnregister)(ptr), "cudaHostUnregister");
}

cudaError_t bd_cudaHostUnregister(bound_dev_t *bd, void *ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostUnregister)(ptr)
                                 : bd_gen_slow_cudaHostUnregister(ptr, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaHostGetDevicePointer(const void *bd_caller, bound_dev_t *bd, void **pDevice, void *pHost, unsigned int flags)
{
    bd_call_t bd_call = {"cudaHostGetDevicePointer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostGetDevicePointer)(pDevice, pHost, flags), "cudaHostGetDevicePointer");
    if (bd_result == cudaSuccess) {
        bd_register_alias(bd, &bd_call, BD_HANDLE_VALUE(*pDevice), BD_HANDLE_VALUE(pHost));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaHostGetDevicePointer(bd_caller, bd, pDevice, pHost, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostGetDevicePointer)(pDevice, pHost, flags), "cudaHostGetDevicePointer");
}

cudaError_t bd_cudaHostGetDevicePointer(bound_dev_t *bd, void **pDevice, void *pHost, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostGetDevicePointer)(pDevice, pHost, flags)
                                 : bd_gen_slow_cudaHostGetDevicePointer(pDevice, pHost, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaHostGetFlags(const void *bd_caller, bound_dev_t *bd, unsigned int *pFlags, void *pHost)
{
    bd_call_t bd_call = {"cudaHostGetFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostGetFlags)(pFlags, pHost), "cudaHostGetFlags");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaHostGetFlags(unsigned int *pFlags, void *pHost, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaHostGetFlags(bd_caller, bd, pFlags, pHost);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostGetFlags)(pFlags, pHost), "cudaHostGetFlags");
}

cudaError_t bd_cudaHostGetFlags(bound_dev_t *bd, unsigned int *pFlags, void *pHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaHostGetFlags)(pFlags, pHost)
                                 : bd_gen_slow_cudaHostGetFlags(pFlags, pHost, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMalloc3D(const void *bd_caller, bound_dev_t *bd, struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent)
{
    bd_call_t bd_call = {"cudaMalloc3D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc3D)(pitchedDevPtr, extent), "cudaMalloc3D");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMalloc3D(bd_caller, bd, pitchedDevPtr, extent);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc3D)(pitchedDevPtr, extent), "cudaMalloc3D");
}

cudaError_t bd_cudaMalloc3D(bound_dev_t *bd, struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc3D)(pitchedDevPtr, extent)
                                 : bd_gen_slow_cudaMalloc3D(pitchedDevPtr, extent, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMalloc3DArray(const void *bd_caller, bound_dev_t *bd, cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags)
{
    bd_call_t bd_call = {"cudaMalloc3DArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc3DArray)(array, desc, extent, flags), "cudaMalloc3DArray");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_ARRAY, BD_HANDLE_VALUE(*array), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMalloc3DArray(bd_caller, bd, array, desc, extent, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc3DArray)(array, desc, extent, flags), "cudaMalloc3DArray");
}

cudaError_t bd_cudaMalloc3DArray(bound_dev_t *bd, cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMalloc3DArray)(array, desc, extent, flags)
                                 : bd_gen_slow_cudaMalloc3DArray(array, desc, extent, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMallocMipmappedArray(const void *bd_caller, bound_dev_t *bd, cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags)
{
    bd_call_t bd_call = {"cudaMallocMipmappedArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocMipmappedArray)(mipmappedArray, desc, extent, numLevels, flags), "cudaMallocMipmappedArray");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(*mipmappedArray), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMallocMipmappedArray(bd_caller, bd, mipmappedArray, desc, extent, numLevels, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocMipmappedArray)(mipmappedArray, desc, extent, numLevels, flags), "cudaMallocMipmappedArray");
}

cudaError_t bd_cudaMallocMipmappedArray(bound_dev_t *bd, cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocMipmappedArray)(mipmappedArray, desc, extent, numLevels, flags)
                                 : bd_gen_slow_cudaMallocMipmappedArray(mipmappedArray, desc, extent, numLevels, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetMipmappedArrayLevel(const void *bd_caller, bound_dev_t *bd, cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level)
{
    bd_call_t bd_call = {"cudaGetMipmappedArrayLevel", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"mipmappedArray", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(mipmappedArray), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetMipmappedArrayLevel)(levelArray, mipmappedArray, level), "cudaGetMipmappedArrayLevel");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetMipmappedArrayLevel(bd_caller, bd, levelArray, mipmappedArray, level);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetMipmappedArrayLevel)(levelArray, mipmappedArray, level), "cudaGetMipmappedArrayLevel");
}

cudaError_t bd_cudaGetMipmappedArrayLevel(bound_dev_t *bd, cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetMipmappedArrayLevel)(levelArray, mipmappedArray, level)
                                 : bd_gen_slow_cudaGetMipmappedArrayLevel(levelArray, mipmappedArray, level, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy3D(const void *bd_caller, bound_dev_t *bd, const struct cudaMemcpy3DParms *p)
{
    bd_call_t bd_call = {"cudaMemcpy3D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3D)(p), "cudaMemcpy3D");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy3D(const struct cudaMemcpy3DParms *p, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy3D(bd_caller, bd, p);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3D)(p), "cudaMemcpy3D");
}

cudaError_t bd_cudaMemcpy3D(bound_dev_t *bd, const struct cudaMemcpy3DParms *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3D)(p)
                                 : bd_gen_slow_cudaMemcpy3D(p, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy3D_ptds(const void *bd_caller, bound_dev_t *bd, const struct cudaMemcpy3DParms *p)
{
    bd_call_t bd_call = {"cudaMemcpy3D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3D_ptds)(p), "cudaMemcpy3D");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy3D_ptds(bd_caller, bd, p);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3D_ptds)(p), "cudaMemcpy3D");
}

cudaError_t bd_cudaMemcpy3D_ptds(bound_dev_t *bd, const struct cudaMemcpy3DParms *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3D_ptds)(p)
                                 : bd_gen_slow_cudaMemcpy3D_ptds(p, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy3DPeer(const void *bd_caller, bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p)
{
    bd_call_t bd_call = {"cudaMemcpy3DPeer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeer)(p), "cudaMemcpy3DPeer");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy3DPeer(bd_caller, bd, p);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeer)(p), "cudaMemcpy3DPeer");
}

cudaError_t bd_cudaMemcpy3DPeer(bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeer)(p)
                                 : bd_gen_slow_cudaMemcpy3DPeer(p, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy3DPeer_ptds(const void *bd_caller, bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p)
{
    bd_call_t bd_call = {"cudaMemcpy3DPeer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeer_ptds)(p), "cudaMemcpy3DPeer");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy3DPeer_ptds(const struct cudaMemcpy3DPeerParms *p, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy3DPeer_ptds(bd_caller, bd, p);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeer_ptds)(p), "cudaMemcpy3DPeer");
}

cudaError_t bd_cudaMemcpy3DPeer_ptds(bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeer_ptds)(p)
                                 : bd_gen_slow_cudaMemcpy3DPeer_ptds(p, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy3DAsync(const void *bd_caller, bound_dev_t *bd, const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy3DAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DAsync)(p, stream), "cudaMemcpy3DAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy3DAsync(bd_caller, bd, p, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DAsync)(p, stream), "cudaMemcpy3DAsync");
}

cudaError_t bd_cudaMemcpy3DAsync(bound_dev_t *bd, const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DAsync)(p, stream)
                                 : bd_gen_slow_cudaMemcpy3DAsync(p, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy3DAsync_ptsz(const void *bd_caller, bound_dev_t *bd, const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy3DAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DAsync_ptsz)(p, stream), "cudaMemcpy3DAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy3DAsync_ptsz(const struct cudaMemcpy3DParms *p, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy3DAsync_ptsz(bd_caller, bd, p, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DAsync_ptsz)(p, stream), "cudaMemcpy3DAsync");
}

cudaError_t bd_cudaMemcpy3DAsync_ptsz(bound_dev_t *bd, const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DAsync_ptsz)(p, stream)
                                 : bd_gen_slow_cudaMemcpy3DAsync_ptsz(p, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy3DPeerAsync(const void *bd_caller, bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy3DPeerAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeerAsync)(p, stream), "cudaMemcpy3DPeerAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy3DPeerAsync(bd_caller, bd, p, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeerAsync)(p, stream), "cudaMemcpy3DPeerAsync");
}

cudaError_t bd_cudaMemcpy3DPeerAsync(bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeerAsync)(p, stream)
                                 : bd_gen_slow_cudaMemcpy3DPeerAsync(p, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy3DPeerAsync_ptsz(const void *bd_caller, bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy3DPeerAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeerAsync_ptsz)(p, stream), "cudaMemcpy3DPeerAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy3DPeerAsync_ptsz(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy3DPeerAsync_ptsz(bd_caller, bd, p, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeerAsync_ptsz)(p, stream), "cudaMemcpy3DPeerAsync");
}

cudaError_t bd_cudaMemcpy3DPeerAsync_ptsz(bound_dev_t *bd, const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DPeerAsync_ptsz)(p, stream)
                                 : bd_gen_slow_cudaMemcpy3DPeerAsync_ptsz(p, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemGetInfo(const void *bd_caller, bound_dev_t *bd, size_t *free, size_t *total)
{
    bd_call_t bd_call = {"cudaMemGetInfo", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemGetInfo)(free, total), "cudaMemGetInfo");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemGetInfo(size_t *free, size_t *total, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemGetInfo(bd_caller, bd, free, total);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemGetInfo)(free, total), "cudaMemGetInfo");
}

cudaError_t bd_cudaMemGetInfo(bound_dev_t *bd, size_t *free, size_t *total)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemGetInfo)(free, total)
                                 : bd_gen_slow_cudaMemGetInfo(free, total, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaArrayGetInfo(const void *bd_caller, bound_dev_t *bd, struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array)
{
    bd_call_t bd_call = {"cudaArrayGetInfo", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"array", BD_KIND_ARRAY, BD_HANDLE_VALUE(array), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetInfo)(desc, extent, flags, array), "cudaArrayGetInfo");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaArrayGetInfo(bd_caller, bd, desc, extent, flags, array);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetInfo)(desc, extent, flags, array), "cudaArrayGetInfo");
}

cudaError_t bd_cudaArrayGetInfo(bound_dev_t *bd, struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetInfo)(desc, extent, flags, array)
                                 : bd_gen_slow_cudaArrayGetInfo(desc, extent, flags, array, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaArrayGetPlane(const void *bd_caller, bound_dev_t *bd, cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx)
{
    bd_call_t bd_call = {"cudaArrayGetPlane", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetPlane)(pPlaneArray, hArray, planeIdx), "cudaArrayGetPlane");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaArrayGetPlane(cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaArrayGetPlane(bd_caller, bd, pPlaneArray, hArray, planeIdx);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetPlane)(pPlaneArray, hArray, planeIdx), "cudaArrayGetPlane");
}

cudaError_t bd_cudaArrayGetPlane(bound_dev_t *bd, cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetPlane)(pPlaneArray, hArray, planeIdx)
                                 : bd_gen_slow_cudaArrayGetPlane(pPlaneArray, hArray, planeIdx, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaArrayGetMemoryRequirements(const void *bd_caller, bound_dev_t *bd, struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device)
{
    bd_call_t bd_call = {"cudaArrayGetMemoryRequirements", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"array", BD_KIND_ARRAY, BD_HANDLE_VALUE(array), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetMemoryRequirements)(memoryRequirements, array, device), "cudaArrayGetMemoryRequirements");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaArrayGetMemoryRequirements(bd_caller, bd, memoryRequirements, array, device);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetMemoryRequirements)(memoryRequirements, array, device), "cudaArrayGetMemoryRequirements");
}

cudaError_t bd_cudaArrayGetMemoryRequirements(bound_dev_t *bd, struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetMemoryRequirements)(memoryRequirements, array, device)
                                 : bd_gen_slow_cudaArrayGetMemoryRequirements(memoryRequirements, array, device, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMipmappedArrayGetMemoryRequirements(const void *bd_caller, bound_dev_t *bd, struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device)
{
    bd_call_t bd_call = {"cudaMipmappedArrayGetMemoryRequirements", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"mipmap", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(mipmap), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMipmappedArrayGetMemoryRequirements)(memoryRequirements, mipmap, device), "cudaMipmappedArrayGetMemoryRequirements");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMipmappedArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMipmappedArrayGetMemoryRequirements(bd_caller, bd, memoryRequirements, mipmap, device);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMipmappedArrayGetMemoryRequirements)(memoryRequirements, mipmap, device), "cudaMipmappedArrayGetMemoryRequirements");
}

cudaError_t bd_cudaMipmappedArrayGetMemoryRequirements(bound_dev_t *bd, struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMipmappedArrayGetMemoryRequirements)(memoryRequirements, mipmap, device)
                                 : bd_gen_slow_cudaMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaArrayGetSparseProperties(const void *bd_caller, bound_dev_t *bd, struct cudaArraySparseProperties *sparseProperties, cudaArray_t array)
{
    bd_call_t bd_call = {"cudaArrayGetSparseProperties", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"array", BD_KIND_ARRAY, BD_HANDLE_VALUE(array), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetSparseProperties)(sparseProperties, array), "cudaArrayGetSparseProperties");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaArray_t array, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaArrayGetSparseProperties(bd_caller, bd, sparseProperties, array);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetSparseProperties)(sparseProperties, array), "cudaArrayGetSparseProperties");
}

cudaError_t bd_cudaArrayGetSparseProperties(bound_dev_t *bd, struct cudaArraySparseProperties *sparseProperties, cudaArray_t array)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaArrayGetSparseProperties)(sparseProperties, array)
                                 : bd_gen_slow_cudaArrayGetSparseProperties(sparseProperties, array, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMipmappedArrayGetSparseProperties(const void *bd_caller, bound_dev_t *bd, struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap)
{
    bd_call_t bd_call = {"cudaMipmappedArrayGetSparseProperties", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"mipmap", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(mipmap), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMipmappedArrayGetSparseProperties)(sparseProperties, mipmap), "cudaMipmappedArrayGetSparseProperties");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMipmappedArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMipmappedArrayGetSparseProperties(bd_caller, bd, sparseProperties, mipmap);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMipmappedArrayGetSparseProperties)(sparseProperties, mipmap), "cudaMipmappedArrayGetSparseProperties");
}

cudaError_t bd_cudaMipmappedArrayGetSparseProperties(bound_dev_t *bd, struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMipmappedArrayGetSparseProperties)(sparseProperties, mipmap)
                                 : bd_gen_slow_cudaMipmappedArrayGetSparseProperties(sparseProperties, mipmap, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy(const void *bd_caller, bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy)(dst, src, count, kind), "cudaMemcpy");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_LEGACY, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy(bd_caller, bd, dst, src, count, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy)(dst, src, count, kind), "cudaMemcpy");
}

cudaError_t bd_cudaMemcpy(bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy)(dst, src, count, kind), "cudaMemcpy")
                                                  : bd_gen_slow_cudaMemcpy(dst, src, count, kind, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_LEGACY, BD_HANDLE_VALUE(dst), (unsigned long long)(count), "cudaMemcpy");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy_ptds(const void *bd_caller, bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy_ptds)(dst, src, count, kind), "cudaMemcpy");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_PER_THREAD, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy_ptds(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy_ptds(bd_caller, bd, dst, src, count, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy_ptds)(dst, src, count, kind), "cudaMemcpy");
}

cudaError_t bd_cudaMemcpy_ptds(bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy_ptds)(dst, src, count, kind), "cudaMemcpy")
                                                  : bd_gen_slow_cudaMemcpy_ptds(dst, src, count, kind, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_PER_THREAD, BD_HANDLE_VALUE(dst), (unsigned long long)(count), "cudaMemcpy");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyPeer(const void *bd_caller, bound_dev_t *bd, void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
    bd_call_t bd_call = {"cudaMemcpyPeer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyPeer)(dst, dstDevice, src, srcDevice, count), "cudaMemcpyPeer");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_LEGACY, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyPeer(bd_caller, bd, dst, dstDevice, src, srcDevice, count);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyPeer)(dst, dstDevice, src, srcDevice, count), "cudaMemcpyPeer");
}

cudaError_t bd_cudaMemcpyPeer(bound_dev_t *bd, void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyPeer)(dst, dstDevice, src, srcDevice, count), "cudaMemcpyPeer")
                                                  : bd_gen_slow_cudaMemcpyPeer(dst, dstDevice, src, srcDevice, count, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_LEGACY, BD_HANDLE_VALUE(dst), (unsigned long long)(count), "cudaMemcpyPeer");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2D(const void *bd_caller, bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpy2D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2D)(dst, dpitch, src, spitch, width, height, kind), "cudaMemcpy2D");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_LEGACY, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2D(bd_caller, bd, dst, dpitch, src, spitch, width, height, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2D)(dst, dpitch, src, spitch, width, height, kind), "cudaMemcpy2D");
}

cudaError_t bd_cudaMemcpy2D(bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2D)(dst, dpitch, src, spitch, width, height, kind), "cudaMemcpy2D")
                                                  : bd_gen_slow_cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_LEGACY, BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), "cudaMemcpy2D");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2D_ptds(const void *bd_caller, bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpy2D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2D_ptds)(dst, dpitch, src, spitch, width, height, kind), "cudaMemcpy2D");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_PER_THREAD, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2D_ptds(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2D_ptds(bd_caller, bd, dst, dpitch, src, spitch, width, height, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2D_ptds)(dst, dpitch, src, spitch, width, height, kind), "cudaMemcpy2D");
}

cudaError_t bd_cudaMemcpy2D_ptds(bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2D_ptds)(dst, dpitch, src, spitch, width, height, kind), "cudaMemcpy2D")
                                                  : bd_gen_slow_cudaMemcpy2D_ptds(dst, dpitch, src, spitch, width, height, kind, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_PER_THREAD, BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), "cudaMemcpy2D");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DToArray(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpy2DToArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArray)(dst, wOffset, hOffset, src, spitch, width, height, kind), "cudaMemcpy2DToArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DToArray(bd_caller, bd, dst, wOffset, hOffset, src, spitch, width, height, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArray)(dst, wOffset, hOffset, src, spitch, width, height, kind), "cudaMemcpy2DToArray");
}

cudaError_t bd_cudaMemcpy2DToArray(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArray)(dst, wOffset, hOffset, src, spitch, width, height, kind)
                                 : bd_gen_slow_cudaMemcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DToArray_ptds(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpy2DToArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArray_ptds)(dst, wOffset, hOffset, src, spitch, width, height, kind), "cudaMemcpy2DToArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DToArray_ptds(bd_caller, bd, dst, wOffset, hOffset, src, spitch, width, height, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArray_ptds)(dst, wOffset, hOffset, src, spitch, width, height, kind), "cudaMemcpy2DToArray");
}

cudaError_t bd_cudaMemcpy2DToArray_ptds(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArray_ptds)(dst, wOffset, hOffset, src, spitch, width, height, kind)
                                 : bd_gen_slow_cudaMemcpy2DToArray_ptds(dst, wOffset, hOffset, src, spitch, width, height, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DFromArray(const void *bd_caller, bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpy2DFromArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArray)(dst, dpitch, src, wOffset, hOffset, width, height, kind), "cudaMemcpy2DFromArray");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_LEGACY, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DFromArray(bd_caller, bd, dst, dpitch, src, wOffset, hOffset, width, height, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArray)(dst, dpitch, src, wOffset, hOffset, width, height, kind), "cudaMemcpy2DFromArray");
}

cudaError_t bd_cudaMemcpy2DFromArray(bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArray)(dst, dpitch, src, wOffset, hOffset, width, height, kind), "cudaMemcpy2DFromArray")
                                                  : bd_gen_slow_cudaMemcpy2DFromArray(dst, dpitch, src, wOffset, hOffset, width, height, kind, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_LEGACY, BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), "cudaMemcpy2DFromArray");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DFromArray_ptds(const void *bd_caller, bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpy2DFromArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArray_ptds)(dst, dpitch, src, wOffset, hOffset, width, height, kind), "cudaMemcpy2DFromArray");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_PER_THREAD, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DFromArray_ptds(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DFromArray_ptds(bd_caller, bd, dst, dpitch, src, wOffset, hOffset, width, height, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArray_ptds)(dst, dpitch, src, wOffset, hOffset, width, height, kind), "cudaMemcpy2DFromArray");
}

cudaError_t bd_cudaMemcpy2DFromArray_ptds(bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArray_ptds)(dst, dpitch, src, wOffset, hOffset, width, height, kind), "cudaMemcpy2DFromArray")
                                                  : bd_gen_slow_cudaMemcpy2DFromArray_ptds(dst, dpitch, src, wOffset, hOffset, width, height, kind, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_PER_THREAD, BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), "cudaMemcpy2DFromArray");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DArrayToArray(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpy2DArrayToArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DArrayToArray)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind), "cudaMemcpy2DArrayToArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DArrayToArray(bd_caller, bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DArrayToArray)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind), "cudaMemcpy2DArrayToArray");
}

cudaError_t bd_cudaMemcpy2DArrayToArray(bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DArrayToArray)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind)
                                 : bd_gen_slow_cudaMemcpy2DArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DArrayToArray_ptds(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpy2DArrayToArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DArrayToArray_ptds)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind), "cudaMemcpy2DArrayToArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DArrayToArray_ptds(bd_caller, bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DArrayToArray_ptds)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind), "cudaMemcpy2DArrayToArray");
}

cudaError_t bd_cudaMemcpy2DArrayToArray_ptds(bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DArrayToArray_ptds)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind)
                                 : bd_gen_slow_cudaMemcpy2DArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyToSymbol(const void *bd_caller, bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpyToSymbol", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbol)(symbol, src, count, offset, kind), "cudaMemcpyToSymbol");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyToSymbol(bd_caller, bd, symbol, src, count, offset, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbol)(symbol, src, count, offset, kind), "cudaMemcpyToSymbol");
}

cudaError_t bd_cudaMemcpyToSymbol(bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbol)(symbol, src, count, offset, kind)
                                 : bd_gen_slow_cudaMemcpyToSymbol(symbol, src, count, offset, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyToSymbol_ptds(const void *bd_caller, bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpyToSymbol", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbol_ptds)(symbol, src, count, offset, kind), "cudaMemcpyToSymbol");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyToSymbol_ptds(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyToSymbol_ptds(bd_caller, bd, symbol, src, count, offset, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbol_ptds)(symbol, src, count, offset, kind), "cudaMemcpyToSymbol");
}

cudaError_t bd_cudaMemcpyToSymbol_ptds(bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbol_ptds)(symbol, src, count, offset, kind)
                                 : bd_gen_slow_cudaMemcpyToSymbol_ptds(symbol, src, count, offset, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyFromSymbol(const void *bd_caller, bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpyFromSymbol", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbol)(dst, symbol, count, offset, kind), "cudaMemcpyFromSymbol");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_LEGACY, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyFromSymbol(bd_caller, bd, dst, symbol, count, offset, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbol)(dst, symbol, count, offset, kind), "cudaMemcpyFromSymbol");
}

cudaError_t bd_cudaMemcpyFromSymbol(bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbol)(dst, symbol, count, offset, kind), "cudaMemcpyFromSymbol")
                                                  : bd_gen_slow_cudaMemcpyFromSymbol(dst, symbol, count, offset, kind, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_LEGACY, BD_HANDLE_VALUE(dst), (unsigned long long)(count), "cudaMemcpyFromSymbol");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyFromSymbol_ptds(const void *bd_caller, bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpyFromSymbol", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbol_ptds)(dst, symbol, count, offset, kind), "cudaMemcpyFromSymbol");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_PER_THREAD, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyFromSymbol_ptds(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyFromSymbol_ptds(bd_caller, bd, dst, symbol, count, offset, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbol_ptds)(dst, symbol, count, offset, kind), "cudaMemcpyFromSymbol");
}

cudaError_t bd_cudaMemcpyFromSymbol_ptds(bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbol_ptds)(dst, symbol, count, offset, kind), "cudaMemcpyFromSymbol")
                                                  : bd_gen_slow_cudaMemcpyFromSymbol_ptds(dst, symbol, count, offset, kind, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_PER_THREAD, BD_HANDLE_VALUE(dst), (unsigned long long)(count), "cudaMemcpyFromSymbol");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyAsync(const void *bd_caller, bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyAsync)(dst, src, count, kind, stream), "cudaMemcpyAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyAsync(bd_caller, bd, dst, src, count, kind, stream);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyAsync)(dst, src, count, kind, stream), "cudaMemcpyAsync");
}

cudaError_t bd_cudaMemcpyAsync(bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyAsync)(dst, src, count, kind, stream), "cudaMemcpyAsync")
                                                  : bd_gen_slow_cudaMemcpyAsync(dst, src, count, kind, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(dst), (unsigned long long)(count), "cudaMemcpyAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyAsync_ptsz)(dst, src, count, kind, stream), "cudaMemcpyAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, BD_GEN_PER_THREAD_STREAM(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyAsync_ptsz(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyAsync_ptsz(bd_caller, bd, dst, src, count, kind, stream);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyAsync_ptsz)(dst, src, count, kind, stream), "cudaMemcpyAsync");
}

cudaError_t bd_cudaMemcpyAsync_ptsz(bound_dev_t *bd, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyAsync_ptsz)(dst, src, count, kind, stream), "cudaMemcpyAsync")
                                                  : bd_gen_slow_cudaMemcpyAsync_ptsz(dst, src, count, kind, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(dst), (unsigned long long)(count), "cudaMemcpyAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyPeerAsync(const void *bd_caller, bound_dev_t *bd, void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyPeerAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyPeerAsync)(dst, dstDevice, src, srcDevice, count, stream), "cudaMemcpyPeerAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyPeerAsync(bd_caller, bd, dst, dstDevice, src, srcDevice, count, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyPeerAsync)(dst, dstDevice, src, srcDevice, count, stream), "cudaMemcpyPeerAsync");
}

cudaError_t bd_cudaMemcpyPeerAsync(bound_dev_t *bd, void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyPeerAsync)(dst, dstDevice, src, srcDevice, count, stream), "cudaMemcpyPeerAsync")
                                                  : bd_gen_slow_cudaMemcpyPeerAsync(dst, dstDevice, src, srcDevice, count, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(dst), (unsigned long long)(count), "cudaMemcpyPeerAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyBatchAsync(const void *bd_caller, bound_dev_t *bd, void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyBatchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyBatchAsync)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream), "cudaMemcpyBatchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyBatchAsync(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyBatchAsync(bd_caller, bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyBatchAsync)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream), "cudaMemcpyBatchAsync");
}

cudaError_t bd_cudaMemcpyBatchAsync(bound_dev_t *bd, void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyBatchAsync)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream)
                                 : bd_gen_slow_cudaMemcpyBatchAsync(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyBatchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyBatchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyBatchAsync_ptsz)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream), "cudaMemcpyBatchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyBatchAsync_ptsz(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyBatchAsync_ptsz(bd_caller, bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyBatchAsync_ptsz)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream), "cudaMemcpyBatchAsync");
}

cudaError_t bd_cudaMemcpyBatchAsync_ptsz(bound_dev_t *bd, void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyBatchAsync_ptsz)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream)
                                 : bd_gen_slow_cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy3DBatchAsync(const void *bd_caller, bound_dev_t *bd, size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy3DBatchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DBatchAsync)(numOps, opList, flags, stream), "cudaMemcpy3DBatchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy3DBatchAsync(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy3DBatchAsync(bd_caller, bd, numOps, opList, flags, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DBatchAsync)(numOps, opList, flags, stream), "cudaMemcpy3DBatchAsync");
}

cudaError_t bd_cudaMemcpy3DBatchAsync(bound_dev_t *bd, size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DBatchAsync)(numOps, opList, flags, stream)
                                 : bd_gen_slow_cudaMemcpy3DBatchAsync(numOps, opList, flags, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy3DBatchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy3DBatchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DBatchAsync_ptsz)(numOps, opList, flags, stream), "cudaMemcpy3DBatchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy3DBatchAsync_ptsz(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy3DBatchAsync_ptsz(bd_caller, bd, numOps, opList, flags, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DBatchAsync_ptsz)(numOps, opList, flags, stream), "cudaMemcpy3DBatchAsync");
}

cudaError_t bd_cudaMemcpy3DBatchAsync_ptsz(bound_dev_t *bd, size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy3DBatchAsync_ptsz)(numOps, opList, flags, stream)
                                 : bd_gen_slow_cudaMemcpy3DBatchAsync_ptsz(numOps, opList, flags, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DAsync(const void *bd_caller, bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy2DAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DAsync)(dst, dpitch, src, spitch, width, height, kind, stream), "cudaMemcpy2DAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DAsync(bd_caller, bd, dst, dpitch, src, spitch, width, height, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DAsync)(dst, dpitch, src, spitch, width, height, kind, stream), "cudaMemcpy2DAsync");
}

cudaError_t bd_cudaMemcpy2DAsync(bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DAsync)(dst, dpitch, src, spitch, width, height, kind, stream), "cudaMemcpy2DAsync")
                                                  : bd_gen_slow_cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), "cudaMemcpy2DAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy2DAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DAsync_ptsz)(dst, dpitch, src, spitch, width, height, kind, stream), "cudaMemcpy2DAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, BD_GEN_PER_THREAD_STREAM(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DAsync_ptsz(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DAsync_ptsz(bd_caller, bd, dst, dpitch, src, spitch, width, height, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DAsync_ptsz)(dst, dpitch, src, spitch, width, height, kind, stream), "cudaMemcpy2DAsync");
}

cudaError_t bd_cudaMemcpy2DAsync_ptsz(bound_dev_t *bd, void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DAsync_ptsz)(dst, dpitch, src, spitch, width, height, kind, stream), "cudaMemcpy2DAsync")
                                                  : bd_gen_slow_cudaMemcpy2DAsync_ptsz(dst, dpitch, src, spitch, width, height, kind, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), "cudaMemcpy2DAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DToArrayAsync(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy2DToArrayAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArrayAsync)(dst, wOffset, hOffset, src, spitch, width, height, kind, stream), "cudaMemcpy2DToArrayAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DToArrayAsync(bd_caller, bd, dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArrayAsync)(dst, wOffset, hOffset, src, spitch, width, height, kind, stream), "cudaMemcpy2DToArrayAsync");
}

cudaError_t bd_cudaMemcpy2DToArrayAsync(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArrayAsync)(dst, wOffset, hOffset, src, spitch, width, height, kind, stream)
                                 : bd_gen_slow_cudaMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width, height, kind, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DToArrayAsync_ptsz(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy2DToArrayAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArrayAsync_ptsz)(dst, wOffset, hOffset, src, spitch, width, height, kind, stream), "cudaMemcpy2DToArrayAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DToArrayAsync_ptsz(bd_caller, bd, dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArrayAsync_ptsz)(dst, wOffset, hOffset, src, spitch, width, height, kind, stream), "cudaMemcpy2DToArrayAsync");
}

cudaError_t bd_cudaMemcpy2DToArrayAsync_ptsz(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DToArrayAsync_ptsz)(dst, wOffset, hOffset, src, spitch, width, height, kind, stream)
                                 : bd_gen_slow_cudaMemcpy2DToArrayAsync_ptsz(dst, wOffset, hOffset, src, spitch, width, height, kind, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DFromArrayAsync(const void *bd_caller, bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy2DFromArrayAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArrayAsync)(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream), "cudaMemcpy2DFromArrayAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DFromArrayAsync(bd_caller, bd, dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArrayAsync)(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream), "cudaMemcpy2DFromArrayAsync");
}

cudaError_t bd_cudaMemcpy2DFromArrayAsync(bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArrayAsync)(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream), "cudaMemcpy2DFromArrayAsync")
                                                  : bd_gen_slow_cudaMemcpy2DFromArrayAsync(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), "cudaMemcpy2DFromArrayAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpy2DFromArrayAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpy2DFromArrayAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArrayAsync_ptsz)(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream), "cudaMemcpy2DFromArrayAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, BD_GEN_PER_THREAD_STREAM(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpy2DFromArrayAsync_ptsz(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpy2DFromArrayAsync_ptsz(bd_caller, bd, dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArrayAsync_ptsz)(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream), "cudaMemcpy2DFromArrayAsync");
}

cudaError_t bd_cudaMemcpy2DFromArrayAsync_ptsz(bound_dev_t *bd, void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpy2DFromArrayAsync_ptsz)(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream), "cudaMemcpy2DFromArrayAsync")
                                                  : bd_gen_slow_cudaMemcpy2DFromArrayAsync_ptsz(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(dst), (unsigned long long)(dpitch) * (unsigned long long)(height), "cudaMemcpy2DFromArrayAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyToSymbolAsync(const void *bd_caller, bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyToSymbolAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbolAsync)(symbol, src, count, offset, kind, stream), "cudaMemcpyToSymbolAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyToSymbolAsync(bd_caller, bd, symbol, src, count, offset, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbolAsync)(symbol, src, count, offset, kind, stream), "cudaMemcpyToSymbolAsync");
}

cudaError_t bd_cudaMemcpyToSymbolAsync(bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbolAsync)(symbol, src, count, offset, kind, stream)
                                 : bd_gen_slow_cudaMemcpyToSymbolAsync(symbol, src, count, offset, kind, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyToSymbolAsync_ptsz(const void *bd_caller, bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyToSymbolAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbolAsync_ptsz)(symbol, src, count, offset, kind, stream), "cudaMemcpyToSymbolAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyToSymbolAsync_ptsz(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyToSymbolAsync_ptsz(bd_caller, bd, symbol, src, count, offset, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbolAsync_ptsz)(symbol, src, count, offset, kind, stream), "cudaMemcpyToSymbolAsync");
}

cudaError_t bd_cudaMemcpyToSymbolAsync_ptsz(bound_dev_t *bd, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToSymbolAsync_ptsz)(symbol, src, count, offset, kind, stream)
                                 : bd_gen_slow_cudaMemcpyToSymbolAsync_ptsz(symbol, src, count, offset, kind, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyFromSymbolAsync(const void *bd_caller, bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyFromSymbolAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbolAsync)(dst, symbol, count, offset, kind, stream), "cudaMemcpyFromSymbolAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyFromSymbolAsync(bd_caller, bd, dst, symbol, count, offset, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbolAsync)(dst, symbol, count, offset, kind, stream), "cudaMemcpyFromSymbolAsync");
}

cudaError_t bd_cudaMemcpyFromSymbolAsync(bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbolAsync)(dst, symbol, count, offset, kind, stream), "cudaMemcpyFromSymbolAsync")
                                                  : bd_gen_slow_cudaMemcpyFromSymbolAsync(dst, symbol, count, offset, kind, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(dst), (unsigned long long)(count), "cudaMemcpyFromSymbolAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyFromSymbolAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyFromSymbolAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbolAsync_ptsz)(dst, symbol, count, offset, kind, stream), "cudaMemcpyFromSymbolAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dst", BD_HANDLE_VALUE(dst), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, BD_GEN_PER_THREAD_STREAM(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyFromSymbolAsync_ptsz(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyFromSymbolAsync_ptsz(bd_caller, bd, dst, symbol, count, offset, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbolAsync_ptsz)(dst, symbol, count, offset, kind, stream), "cudaMemcpyFromSymbolAsync");
}

cudaError_t bd_cudaMemcpyFromSymbolAsync_ptsz(bound_dev_t *bd, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromSymbolAsync_ptsz)(dst, symbol, count, offset, kind, stream), "cudaMemcpyFromSymbolAsync")
                                                  : bd_gen_slow_cudaMemcpyFromSymbolAsync_ptsz(dst, symbol, count, offset, kind, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(dst), (unsigned long long)(count), "cudaMemcpyFromSymbolAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemset(const void *bd_caller, bound_dev_t *bd, void *devPtr, int value, size_t count)
{
    bd_call_t bd_call = {"cudaMemset", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset)(devPtr, value, count), "cudaMemset");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"devPtr", BD_HANDLE_VALUE(devPtr), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_LEGACY, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemset(void *devPtr, int value, size_t count, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemset(bd_caller, bd, devPtr, value, count);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset)(devPtr, value, count), "cudaMemset");
}

cudaError_t bd_cudaMemset(bound_dev_t *bd, void *devPtr, int value, size_t count)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset)(devPtr, value, count), "cudaMemset")
                                                  : bd_gen_slow_cudaMemset(devPtr, value, count, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_LEGACY, BD_HANDLE_VALUE(devPtr), (unsigned long long)(count), "cudaMemset");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemset_ptds(const void *bd_caller, bound_dev_t *bd, void *devPtr, int value, size_t count)
{
    bd_call_t bd_call = {"cudaMemset", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset_ptds)(devPtr, value, count), "cudaMemset");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"devPtr", BD_HANDLE_VALUE(devPtr), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_PER_THREAD, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemset_ptds(void *devPtr, int value, size_t count, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemset_ptds(bd_caller, bd, devPtr, value, count);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset_ptds)(devPtr, value, count), "cudaMemset");
}

cudaError_t bd_cudaMemset_ptds(bound_dev_t *bd, void *devPtr, int value, size_t count)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset_ptds)(devPtr, value, count), "cudaMemset")
                                                  : bd_gen_slow_cudaMemset_ptds(devPtr, value, count, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_PER_THREAD, BD_HANDLE_VALUE(devPtr), (unsigned long long)(count), "cudaMemset");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemset2D(const void *bd_caller, bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    bd_call_t bd_call = {"cudaMemset2D", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2D)(devPtr, pitch, value, width, height), "cudaMemset2D");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"devPtr", BD_HANDLE_VALUE(devPtr), (unsigned long long)(pitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_LEGACY, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemset2D(bd_caller, bd, devPtr, pitch, value, width, height);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2D)(devPtr, pitch, value, width, height), "cudaMemset2D");
}

cudaError_t bd_cudaMemset2D(bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2D)(devPtr, pitch, value, width, height), "cudaMemset2D")
                                                  : bd_gen_slow_cudaMemset2D(devPtr, pitch, value, width, height, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_LEGACY, BD_HANDLE_VALUE(devPtr), (unsigned long long)(pitch) * (unsigned long long)(height), "cudaMemset2D");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemset2D_ptds(const void *bd_caller, bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    bd_call_t bd_call = {"cudaMemset2D", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2D_ptds)(devPtr, pitch, value, width, height), "cudaMemset2D");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"devPtr", BD_HANDLE_VALUE(devPtr), (unsigned long long)(pitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, CU_STREAM_PER_THREAD, bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemset2D_ptds(void *devPtr, size_t pitch, int value, size_t width, size_t height, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemset2D_ptds(bd_caller, bd, devPtr, pitch, value, width, height);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2D_ptds)(devPtr, pitch, value, width, height), "cudaMemset2D");
}

cudaError_t bd_cudaMemset2D_ptds(bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2D_ptds)(devPtr, pitch, value, width, height), "cudaMemset2D")
                                                  : bd_gen_slow_cudaMemset2D_ptds(devPtr, pitch, value, width, height, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, CU_STREAM_PER_THREAD, BD_HANDLE_VALUE(devPtr), (unsigned long long)(pitch) * (unsigned long long)(height), "cudaMemset2D");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemset3D(const void *bd_caller, bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    bd_call_t bd_call = {"cudaMemset3D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3D)(pitchedDevPtr, value, extent), "cudaMemset3D");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemset3D(bd_caller, bd, pitchedDevPtr, value, extent);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3D)(pitchedDevPtr, value, extent), "cudaMemset3D");
}

cudaError_t bd_cudaMemset3D(bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3D)(pitchedDevPtr, value, extent)
                                 : bd_gen_slow_cudaMemset3D(pitchedDevPtr, value, extent, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemset3D_ptds(const void *bd_caller, bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    bd_call_t bd_call = {"cudaMemset3D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3D_ptds)(pitchedDevPtr, value, extent), "cudaMemset3D");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemset3D_ptds(bd_caller, bd, pitchedDevPtr, value, extent);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3D_ptds)(pitchedDevPtr, value, extent), "cudaMemset3D");
}

cudaError_t bd_cudaMemset3D_ptds(bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3D_ptds)(pitchedDevPtr, value, extent)
                                 : bd_gen_slow_cudaMemset3D_ptds(pitchedDevPtr, value, extent, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemsetAsync(const void *bd_caller, bound_dev_t *bd, void *devPtr, int value, size_t count, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemsetAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemsetAsync)(devPtr, value, count, stream), "cudaMemsetAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"devPtr", BD_HANDLE_VALUE(devPtr), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemsetAsync(bd_caller, bd, devPtr, value, count, stream);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemsetAsync)(devPtr, value, count, stream), "cudaMemsetAsync");
}

cudaError_t bd_cudaMemsetAsync(bound_dev_t *bd, void *devPtr, int value, size_t count, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemsetAsync)(devPtr, value, count, stream), "cudaMemsetAsync")
                                                  : bd_gen_slow_cudaMemsetAsync(devPtr, value, count, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(devPtr), (unsigned long long)(count), "cudaMemsetAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemsetAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void *devPtr, int value, size_t count, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemsetAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemsetAsync_ptsz)(devPtr, value, count, stream), "cudaMemsetAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"devPtr", BD_HANDLE_VALUE(devPtr), (unsigned long long)(count), true},
            };
            bd_gen_race(bd, &bd_call, BD_GEN_PER_THREAD_STREAM(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemsetAsync_ptsz(void *devPtr, int value, size_t count, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemsetAsync_ptsz(bd_caller, bd, devPtr, value, count, stream);
    /* It acts in the context its handles name, whatever is current ([context_from_handles]): where
     * they all name one, the binding is validated and another binding's current context stays. */
    CUresult bd_rc = BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemsetAsync_ptsz)(devPtr, value, count, stream), "cudaMemsetAsync");
}

cudaError_t bd_cudaMemsetAsync_ptsz(bound_dev_t *bd, void *devPtr, int value, size_t count, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemsetAsync_ptsz)(devPtr, value, count, stream), "cudaMemsetAsync")
                                                  : bd_gen_slow_cudaMemsetAsync_ptsz(devPtr, value, count, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(devPtr), (unsigned long long)(count), "cudaMemsetAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemset2DAsync(const void *bd_caller, bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemset2DAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2DAsync)(devPtr, pitch, value, width, height, stream), "cudaMemset2DAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"devPtr", BD_HANDLE_VALUE(devPtr), (unsigned long long)(pitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemset2DAsync(bd_caller, bd, devPtr, pitch, value, width, height, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2DAsync)(devPtr, pitch, value, width, height, stream), "cudaMemset2DAsync");
}

cudaError_t bd_cudaMemset2DAsync(bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2DAsync)(devPtr, pitch, value, width, height, stream), "cudaMemset2DAsync")
                                                  : bd_gen_slow_cudaMemset2DAsync(devPtr, pitch, value, width, height, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(devPtr), (unsigned long long)(pitch) * (unsigned long long)(height), "cudaMemset2DAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemset2DAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemset2DAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2DAsync_ptsz)(devPtr, pitch, value, width, height, stream), "cudaMemset2DAsync");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"devPtr", BD_HANDLE_VALUE(devPtr), (unsigned long long)(pitch) * (unsigned long long)(height), true},
            };
            bd_gen_race(bd, &bd_call, BD_GEN_PER_THREAD_STREAM(stream), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemset2DAsync_ptsz(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemset2DAsync_ptsz(bd_caller, bd, devPtr, pitch, value, width, height, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2DAsync_ptsz)(devPtr, pitch, value, width, height, stream), "cudaMemset2DAsync");
}

cudaError_t bd_cudaMemset2DAsync_ptsz(bound_dev_t *bd, void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset2DAsync_ptsz)(devPtr, pitch, value, width, height, stream), "cudaMemset2DAsync")
                                                  : bd_gen_slow_cudaMemset2DAsync_ptsz(devPtr, pitch, value, width, height, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(devPtr), (unsigned long long)(pitch) * (unsigned long long)(height), "cudaMemset2DAsync");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemset3DAsync(const void *bd_caller, bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemset3DAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3DAsync)(pitchedDevPtr, value, extent, stream), "cudaMemset3DAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemset3DAsync(bd_caller, bd, pitchedDevPtr, value, extent, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3DAsync)(pitchedDevPtr, value, extent, stream), "cudaMemset3DAsync");
}

cudaError_t bd_cudaMemset3DAsync(bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3DAsync)(pitchedDevPtr, value, extent, stream)
                                 : bd_gen_slow_cudaMemset3DAsync(pitchedDevPtr, value, extent, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemset3DAsync_ptsz(const void *bd_caller, bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemset3DAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3DAsync_ptsz)(pitchedDevPtr, value, extent, stream), "cudaMemset3DAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemset3DAsync_ptsz(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemset3DAsync_ptsz(bd_caller, bd, pitchedDevPtr, value, extent, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3DAsync_ptsz)(pitchedDevPtr, value, extent, stream), "cudaMemset3DAsync");
}

cudaError_t bd_cudaMemset3DAsync_ptsz(bound_dev_t *bd, struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemset3DAsync_ptsz)(pitchedDevPtr, value, extent, stream)
                                 : bd_gen_slow_cudaMemset3DAsync_ptsz(pitchedDevPtr, value, extent, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetSymbolAddress(const void *bd_caller, bound_dev_t *bd, void **devPtr, const void *symbol)
{
    bd_call_t bd_call = {"cudaGetSymbolAddress", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSymbolAddress)(devPtr, symbol), "cudaGetSymbolAddress");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetSymbolAddress(void **devPtr, const void *symbol, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetSymbolAddress(bd_caller, bd, devPtr, symbol);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSymbolAddress)(devPtr, symbol), "cudaGetSymbolAddress");
}

cudaError_t bd_cudaGetSymbolAddress(bound_dev_t *bd, void **devPtr, const void *symbol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSymbolAddress)(devPtr, symbol)
                                 : bd_gen_slow_cudaGetSymbolAddress(devPtr, symbol, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetSymbolSize(const void *bd_caller, bound_dev_t *bd, size_t *size, const void *symbol)
{
    bd_call_t bd_call = {"cudaGetSymbolSize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSymbolSize)(size, symbol), "cudaGetSymbolSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetSymbolSize(size_t *size, const void *symbol, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetSymbolSize(bd_caller, bd, size, symbol);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSymbolSize)(size, symbol), "cudaGetSymbolSize");
}

cudaError_t bd_cudaGetSymbolSize(bound_dev_t *bd, size_t *size, const void *symbol)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSymbolSize)(size, symbol)
                                 : bd_gen_slow_cudaGetSymbolSize(size, symbol, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPrefetchAsync(const void *bd_caller, bound_dev_t *bd, const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemPrefetchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchAsync)(devPtr, count, location, flags, stream), "cudaMemPrefetchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPrefetchAsync(bd_caller, bd, devPtr, count, location, flags, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchAsync)(devPtr, count, location, flags, stream), "cudaMemPrefetchAsync");
}

cudaError_t bd_cudaMemPrefetchAsync(bound_dev_t *bd, const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchAsync)(devPtr, count, location, flags, stream)
                                 : bd_gen_slow_cudaMemPrefetchAsync(devPtr, count, location, flags, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPrefetchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemPrefetchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchAsync_ptsz)(devPtr, count, location, flags, stream), "cudaMemPrefetchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPrefetchAsync_ptsz(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPrefetchAsync_ptsz(bd_caller, bd, devPtr, count, location, flags, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchAsync_ptsz)(devPtr, count, location, flags, stream), "cudaMemPrefetchAsync");
}

cudaError_t bd_cudaMemPrefetchAsync_ptsz(bound_dev_t *bd, const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchAsync_ptsz)(devPtr, count, location, flags, stream)
                                 : bd_gen_slow_cudaMemPrefetchAsync_ptsz(devPtr, count, location, flags, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPrefetchBatchAsync(const void *bd_caller, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemPrefetchBatchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), "cudaMemPrefetchBatchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPrefetchBatchAsync(bd_caller, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), "cudaMemPrefetchBatchAsync");
}

cudaError_t bd_cudaMemPrefetchBatchAsync(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
                                 : bd_gen_slow_cudaMemPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPrefetchBatchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemPrefetchBatchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), "cudaMemPrefetchBatchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPrefetchBatchAsync_ptsz(bd_caller, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), "cudaMemPrefetchBatchAsync");
}

cudaError_t bd_cudaMemPrefetchBatchAsync_ptsz(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
                                 : bd_gen_slow_cudaMemPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemDiscardBatchAsync(const void *bd_caller, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemDiscardBatchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardBatchAsync)(dptrs, sizes, count, flags, stream), "cudaMemDiscardBatchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemDiscardBatchAsync(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemDiscardBatchAsync(bd_caller, bd, dptrs, sizes, count, flags, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardBatchAsync)(dptrs, sizes, count, flags, stream), "cudaMemDiscardBatchAsync");
}

cudaError_t bd_cudaMemDiscardBatchAsync(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardBatchAsync)(dptrs, sizes, count, flags, stream)
                                 : bd_gen_slow_cudaMemDiscardBatchAsync(dptrs, sizes, count, flags, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemDiscardBatchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemDiscardBatchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardBatchAsync_ptsz)(dptrs, sizes, count, flags, stream), "cudaMemDiscardBatchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemDiscardBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemDiscardBatchAsync_ptsz(bd_caller, bd, dptrs, sizes, count, flags, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardBatchAsync_ptsz)(dptrs, sizes, count, flags, stream), "cudaMemDiscardBatchAsync");
}

cudaError_t bd_cudaMemDiscardBatchAsync_ptsz(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardBatchAsync_ptsz)(dptrs, sizes, count, flags, stream)
                                 : bd_gen_slow_cudaMemDiscardBatchAsync_ptsz(dptrs, sizes, count, flags, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemDiscardAndPrefetchBatchAsync(const void *bd_caller, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemDiscardAndPrefetchBatchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardAndPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), "cudaMemDiscardAndPrefetchBatchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemDiscardAndPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemDiscardAndPrefetchBatchAsync(bd_caller, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardAndPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), "cudaMemDiscardAndPrefetchBatchAsync");
}

cudaError_t bd_cudaMemDiscardAndPrefetchBatchAsync(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardAndPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
                                 : bd_gen_slow_cudaMemDiscardAndPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemDiscardAndPrefetchBatchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemDiscardAndPrefetchBatchAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardAndPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), "cudaMemDiscardAndPrefetchBatchAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemDiscardAndPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemDiscardAndPrefetchBatchAsync_ptsz(bd_caller, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardAndPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), "cudaMemDiscardAndPrefetchBatchAsync");
}

cudaError_t bd_cudaMemDiscardAndPrefetchBatchAsync_ptsz(bound_dev_t *bd, void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemDiscardAndPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream)
                                 : bd_gen_slow_cudaMemDiscardAndPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemAdvise(const void *bd_caller, bound_dev_t *bd, const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location)
{
    bd_call_t bd_call = {"cudaMemAdvise", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemAdvise)(devPtr, count, advice, location), "cudaMemAdvise");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemAdvise(bd_caller, bd, devPtr, count, advice, location);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemAdvise)(devPtr, count, advice, location), "cudaMemAdvise");
}

cudaError_t bd_cudaMemAdvise(bound_dev_t *bd, const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemAdvise)(devPtr, count, advice, location)
                                 : bd_gen_slow_cudaMemAdvise(devPtr, count, advice, location, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemRangeGetAttribute(const void *bd_caller, bound_dev_t *bd, void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count)
{
    bd_call_t bd_call = {"cudaMemRangeGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemRangeGetAttribute)(data, dataSize, attribute, devPtr, count), "cudaMemRangeGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemRangeGetAttribute(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemRangeGetAttribute(bd_caller, bd, data, dataSize, attribute, devPtr, count);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemRangeGetAttribute)(data, dataSize, attribute, devPtr, count), "cudaMemRangeGetAttribute");
}

cudaError_t bd_cudaMemRangeGetAttribute(bound_dev_t *bd, void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemRangeGetAttribute)(data, dataSize, attribute, devPtr, count)
                                 : bd_gen_slow_cudaMemRangeGetAttribute(data, dataSize, attribute, devPtr, count, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemRangeGetAttributes(const void *bd_caller, bound_dev_t *bd, void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count)
{
    bd_call_t bd_call = {"cudaMemRangeGetAttributes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemRangeGetAttributes)(data, dataSizes, attributes, numAttributes, devPtr, count), "cudaMemRangeGetAttributes");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemRangeGetAttributes(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemRangeGetAttributes(bd_caller, bd, data, dataSizes, attributes, numAttributes, devPtr, count);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemRangeGetAttributes)(data, dataSizes, attributes, numAttributes, devPtr, count), "cudaMemRangeGetAttributes");
}

cudaError_t bd_cudaMemRangeGetAttributes(bound_dev_t *bd, void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemRangeGetAttributes)(data, dataSizes, attributes, numAttributes, devPtr, count)
                                 : bd_gen_slow_cudaMemRangeGetAttributes(data, dataSizes, attributes, numAttributes, devPtr, count, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyToArray(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpyToArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArray)(dst, wOffset, hOffset, src, count, kind), "cudaMemcpyToArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyToArray(bd_caller, bd, dst, wOffset, hOffset, src, count, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArray)(dst, wOffset, hOffset, src, count, kind), "cudaMemcpyToArray");
}

cudaError_t bd_cudaMemcpyToArray(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArray)(dst, wOffset, hOffset, src, count, kind)
                                 : bd_gen_slow_cudaMemcpyToArray(dst, wOffset, hOffset, src, count, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyToArray_ptds(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpyToArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArray_ptds)(dst, wOffset, hOffset, src, count, kind), "cudaMemcpyToArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyToArray_ptds(bd_caller, bd, dst, wOffset, hOffset, src, count, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArray_ptds)(dst, wOffset, hOffset, src, count, kind), "cudaMemcpyToArray");
}

cudaError_t bd_cudaMemcpyToArray_ptds(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArray_ptds)(dst, wOffset, hOffset, src, count, kind)
                                 : bd_gen_slow_cudaMemcpyToArray_ptds(dst, wOffset, hOffset, src, count, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyFromArray(const void *bd_caller, bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpyFromArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArray)(dst, src, wOffset, hOffset, count, kind), "cudaMemcpyFromArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyFromArray(bd_caller, bd, dst, src, wOffset, hOffset, count, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArray)(dst, src, wOffset, hOffset, count, kind), "cudaMemcpyFromArray");
}

cudaError_t bd_cudaMemcpyFromArray(bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArray)(dst, src, wOffset, hOffset, count, kind)
                                 : bd_gen_slow_cudaMemcpyFromArray(dst, src, wOffset, hOffset, count, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyFromArray_ptds(const void *bd_caller, bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpyFromArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArray_ptds)(dst, src, wOffset, hOffset, count, kind), "cudaMemcpyFromArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyFromArray_ptds(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyFromArray_ptds(bd_caller, bd, dst, src, wOffset, hOffset, count, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArray_ptds)(dst, src, wOffset, hOffset, count, kind), "cudaMemcpyFromArray");
}

cudaError_t bd_cudaMemcpyFromArray_ptds(bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArray_ptds)(dst, src, wOffset, hOffset, count, kind)
                                 : bd_gen_slow_cudaMemcpyFromArray_ptds(dst, src, wOffset, hOffset, count, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyArrayToArray(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpyArrayToArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyArrayToArray)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind), "cudaMemcpyArrayToArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyArrayToArray(bd_caller, bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyArrayToArray)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind), "cudaMemcpyArrayToArray");
}

cudaError_t bd_cudaMemcpyArrayToArray(bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyArrayToArray)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind)
                                 : bd_gen_slow_cudaMemcpyArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyArrayToArray_ptds(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaMemcpyArrayToArray", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyArrayToArray_ptds)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind), "cudaMemcpyArrayToArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyArrayToArray_ptds(bd_caller, bd, dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyArrayToArray_ptds)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind), "cudaMemcpyArrayToArray");
}

cudaError_t bd_cudaMemcpyArrayToArray_ptds(bound_dev_t *bd, cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyArrayToArray_ptds)(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind)
                                 : bd_gen_slow_cudaMemcpyArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyToArrayAsync(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyToArrayAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArrayAsync)(dst, wOffset, hOffset, src, count, kind, stream), "cudaMemcpyToArrayAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyToArrayAsync(bd_caller, bd, dst, wOffset, hOffset, src, count, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArrayAsync)(dst, wOffset, hOffset, src, count, kind, stream), "cudaMemcpyToArrayAsync");
}

cudaError_t bd_cudaMemcpyToArrayAsync(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArrayAsync)(dst, wOffset, hOffset, src, count, kind, stream)
                                 : bd_gen_slow_cudaMemcpyToArrayAsync(dst, wOffset, hOffset, src, count, kind, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyToArrayAsync_ptsz(const void *bd_caller, bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyToArrayAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_ARRAY, BD_HANDLE_VALUE(dst), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArrayAsync_ptsz)(dst, wOffset, hOffset, src, count, kind, stream), "cudaMemcpyToArrayAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyToArrayAsync_ptsz(bd_caller, bd, dst, wOffset, hOffset, src, count, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArrayAsync_ptsz)(dst, wOffset, hOffset, src, count, kind, stream), "cudaMemcpyToArrayAsync");
}

cudaError_t bd_cudaMemcpyToArrayAsync_ptsz(bound_dev_t *bd, cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyToArrayAsync_ptsz)(dst, wOffset, hOffset, src, count, kind, stream)
                                 : bd_gen_slow_cudaMemcpyToArrayAsync_ptsz(dst, wOffset, hOffset, src, count, kind, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyFromArrayAsync(const void *bd_caller, bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyFromArrayAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArrayAsync)(dst, src, wOffset, hOffset, count, kind, stream), "cudaMemcpyFromArrayAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyFromArrayAsync(bd_caller, bd, dst, src, wOffset, hOffset, count, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArrayAsync)(dst, src, wOffset, hOffset, count, kind, stream), "cudaMemcpyFromArrayAsync");
}

cudaError_t bd_cudaMemcpyFromArrayAsync(bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArrayAsync)(dst, src, wOffset, hOffset, count, kind, stream)
                                 : bd_gen_slow_cudaMemcpyFromArrayAsync(dst, src, wOffset, hOffset, count, kind, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemcpyFromArrayAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMemcpyFromArrayAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"src", BD_KIND_ARRAY, BD_HANDLE_VALUE(src), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArrayAsync_ptsz)(dst, src, wOffset, hOffset, count, kind, stream), "cudaMemcpyFromArrayAsync");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemcpyFromArrayAsync_ptsz(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemcpyFromArrayAsync_ptsz(bd_caller, bd, dst, src, wOffset, hOffset, count, kind, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArrayAsync_ptsz)(dst, src, wOffset, hOffset, count, kind, stream), "cudaMemcpyFromArrayAsync");
}

cudaError_t bd_cudaMemcpyFromArrayAsync_ptsz(bound_dev_t *bd, void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemcpyFromArrayAsync_ptsz)(dst, src, wOffset, hOffset, count, kind, stream)
                                 : bd_gen_slow_cudaMemcpyFromArrayAsync_ptsz(dst, src, wOffset, hOffset, count, kind, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMallocAsync(const void *bd_caller, bound_dev_t *bd, void **devPtr, size_t size, cudaStream_t hStream)
{
    bd_call_t bd_call = {"cudaMallocAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocAsync)(devPtr, size, hStream), "cudaMallocAsync");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*devPtr), (unsigned long long)(size), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMallocAsync(bd_caller, bd, devPtr, size, hStream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocAsync)(devPtr, size, hStream), "cudaMallocAsync");
}

cudaError_t bd_cudaMallocAsync(bound_dev_t *bd, void **devPtr, size_t size, cudaStream_t hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocAsync)(devPtr, size, hStream)
                                 : bd_gen_slow_cudaMallocAsync(devPtr, size, hStream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMallocAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void **devPtr, size_t size, cudaStream_t hStream)
{
    bd_call_t bd_call = {"cudaMallocAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocAsync_ptsz)(devPtr, size, hStream), "cudaMallocAsync");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*devPtr), (unsigned long long)(size), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMallocAsync_ptsz(void **devPtr, size_t size, cudaStream_t hStream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMallocAsync_ptsz(bd_caller, bd, devPtr, size, hStream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocAsync_ptsz)(devPtr, size, hStream), "cudaMallocAsync");
}

cudaError_t bd_cudaMallocAsync_ptsz(bound_dev_t *bd, void **devPtr, size_t size, cudaStream_t hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocAsync_ptsz)(devPtr, size, hStream)
                                 : bd_gen_slow_cudaMallocAsync_ptsz(devPtr, size, hStream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFreeAsync(const void *bd_caller, bound_dev_t *bd, void *devPtr, cudaStream_t hStream)
{
    bd_call_t bd_call = {"cudaFreeAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr), false},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeAsync)(devPtr, hStream), "cudaFreeAsync");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFreeAsync(void *devPtr, cudaStream_t hStream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFreeAsync(bd_caller, bd, devPtr, hStream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeAsync)(devPtr, hStream), "cudaFreeAsync");
}

cudaError_t bd_cudaFreeAsync(bound_dev_t *bd, void *devPtr, cudaStream_t hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeAsync)(devPtr, hStream)
                                 : bd_gen_slow_cudaFreeAsync(devPtr, hStream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaFreeAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void *devPtr, cudaStream_t hStream)
{
    bd_call_t bd_call = {"cudaFreeAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr), false},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeAsync_ptsz)(devPtr, hStream), "cudaFreeAsync");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaFreeAsync_ptsz(void *devPtr, cudaStream_t hStream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaFreeAsync_ptsz(bd_caller, bd, devPtr, hStream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeAsync_ptsz)(devPtr, hStream), "cudaFreeAsync");
}

cudaError_t bd_cudaFreeAsync_ptsz(bound_dev_t *bd, void *devPtr, cudaStream_t hStream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaFreeAsync_ptsz)(devPtr, hStream)
                                 : bd_gen_slow_cudaFreeAsync_ptsz(devPtr, hStream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPoolTrimTo(const void *bd_caller, bound_dev_t *bd, cudaMemPool_t memPool, size_t minBytesToKeep)
{
    bd_call_t bd_call = {"cudaMemPoolTrimTo", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolTrimTo)(memPool, minBytesToKeep), "cudaMemPoolTrimTo");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPoolTrimTo(bd_caller, bd, memPool, minBytesToKeep);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolTrimTo)(memPool, minBytesToKeep), "cudaMemPoolTrimTo");
}

cudaError_t bd_cudaMemPoolTrimTo(bound_dev_t *bd, cudaMemPool_t memPool, size_t minBytesToKeep)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolTrimTo)(memPool, minBytesToKeep)
                                 : bd_gen_slow_cudaMemPoolTrimTo(memPool, minBytesToKeep, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPoolSetAttribute(const void *bd_caller, bound_dev_t *bd, cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    bd_call_t bd_call = {"cudaMemPoolSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolSetAttribute)(memPool, attr, value), "cudaMemPoolSetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPoolSetAttribute(bd_caller, bd, memPool, attr, value);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolSetAttribute)(memPool, attr, value), "cudaMemPoolSetAttribute");
}

cudaError_t bd_cudaMemPoolSetAttribute(bound_dev_t *bd, cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolSetAttribute)(memPool, attr, value)
                                 : bd_gen_slow_cudaMemPoolSetAttribute(memPool, attr, value, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPoolGetAttribute(const void *bd_caller, bound_dev_t *bd, cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    bd_call_t bd_call = {"cudaMemPoolGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolGetAttribute)(memPool, attr, value), "cudaMemPoolGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPoolGetAttribute(bd_caller, bd, memPool, attr, value);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolGetAttribute)(memPool, attr, value), "cudaMemPoolGetAttribute");
}

cudaError_t bd_cudaMemPoolGetAttribute(bound_dev_t *bd, cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolGetAttribute)(memPool, attr, value)
                                 : bd_gen_slow_cudaMemPoolGetAttribute(memPool, attr, value, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPoolSetAccess(const void *bd_caller, bound_dev_t *bd, cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count)
{
    bd_call_t bd_call = {"cudaMemPoolSetAccess", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolSetAccess)(memPool, descList, count), "cudaMemPoolSetAccess");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPoolSetAccess(bd_caller, bd, memPool, descList, count);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolSetAccess)(memPool, descList, count), "cudaMemPoolSetAccess");
}

cudaError_t bd_cudaMemPoolSetAccess(bound_dev_t *bd, cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolSetAccess)(memPool, descList, count)
                                 : bd_gen_slow_cudaMemPoolSetAccess(memPool, descList, count, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPoolGetAccess(const void *bd_caller, bound_dev_t *bd, enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location)
{
    bd_call_t bd_call = {"cudaMemPoolGetAccess", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolGetAccess)(flags, memPool, location), "cudaMemPoolGetAccess");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPoolGetAccess(bd_caller, bd, flags, memPool, location);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolGetAccess)(flags, memPool, location), "cudaMemPoolGetAccess");
}

cudaError_t bd_cudaMemPoolGetAccess(bound_dev_t *bd, enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolGetAccess)(flags, memPool, location)
                                 : bd_gen_slow_cudaMemPoolGetAccess(flags, memPool, location, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPoolCreate(const void *bd_caller, bound_dev_t *bd, cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps)
{
    bd_call_t bd_call = {"cudaMemPoolCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolCreate)(memPool, poolProps), "cudaMemPoolCreate");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPoolCreate(bd_caller, bd, memPool, poolProps);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolCreate)(memPool, poolProps), "cudaMemPoolCreate");
}

cudaError_t bd_cudaMemPoolCreate(bound_dev_t *bd, cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolCreate)(memPool, poolProps)
                                 : bd_gen_slow_cudaMemPoolCreate(memPool, poolProps, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPoolDestroy(const void *bd_caller, bound_dev_t *bd, cudaMemPool_t memPool)
{
    bd_call_t bd_call = {"cudaMemPoolDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolDestroy)(memPool), "cudaMemPoolDestroy");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPoolDestroy(cudaMemPool_t memPool, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPoolDestroy(bd_caller, bd, memPool);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolDestroy)(memPool), "cudaMemPoolDestroy");
}

cudaError_t bd_cudaMemPoolDestroy(bound_dev_t *bd, cudaMemPool_t memPool)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolDestroy)(memPool)
                                 : bd_gen_slow_cudaMemPoolDestroy(memPool, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaMemGetDefaultMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemGetDefaultMemPool)(memPool, location, type), "cudaMemGetDefaultMemPool");
}

cudaError_t bd_cudaMemGetMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemGetMemPool)(memPool, location, type), "cudaMemGetMemPool");
}

cudaError_t bd_cudaMemSetMemPool(struct cudaMemLocation *location, enum cudaMemAllocationType type, cudaMemPool_t memPool)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemSetMemPool)(location, type, memPool), "cudaMemSetMemPool");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMallocFromPoolAsync(const void *bd_caller, bound_dev_t *bd, void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMallocFromPoolAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocFromPoolAsync)(ptr, size, memPool, stream), "cudaMallocFromPoolAsync");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*ptr), (unsigned long long)(size), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMallocFromPoolAsync(bd_caller, bd, ptr, size, memPool, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocFromPoolAsync)(ptr, size, memPool, stream), "cudaMallocFromPoolAsync");
}

cudaError_t bd_cudaMallocFromPoolAsync(bound_dev_t *bd, void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocFromPoolAsync)(ptr, size, memPool, stream)
                                 : bd_gen_slow_cudaMallocFromPoolAsync(ptr, size, memPool, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMallocFromPoolAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaMallocFromPoolAsync", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocFromPoolAsync_ptsz)(ptr, size, memPool, stream), "cudaMallocFromPoolAsync");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*ptr), (unsigned long long)(size), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMallocFromPoolAsync_ptsz(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMallocFromPoolAsync_ptsz(bd_caller, bd, ptr, size, memPool, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocFromPoolAsync_ptsz)(ptr, size, memPool, stream), "cudaMallocFromPoolAsync");
}

cudaError_t bd_cudaMallocFromPoolAsync_ptsz(bound_dev_t *bd, void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMallocFromPoolAsync_ptsz)(ptr, size, memPool, stream)
                                 : bd_gen_slow_cudaMallocFromPoolAsync_ptsz(ptr, size, memPool, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPoolExportToShareableHandle(const void *bd_caller, bound_dev_t *bd, void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    bd_call_t bd_call = {"cudaMemPoolExportToShareableHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolExportToShareableHandle)(shareableHandle, memPool, handleType, flags), "cudaMemPoolExportToShareableHandle");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPoolExportToShareableHandle(void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPoolExportToShareableHandle(bd_caller, bd, shareableHandle, memPool, handleType, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolExportToShareableHandle)(shareableHandle, memPool, handleType, flags), "cudaMemPoolExportToShareableHandle");
}

cudaError_t bd_cudaMemPoolExportToShareableHandle(bound_dev_t *bd, void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolExportToShareableHandle)(shareableHandle, memPool, handleType, flags)
                                 : bd_gen_slow_cudaMemPoolExportToShareableHandle(shareableHandle, memPool, handleType, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPoolImportFromShareableHandle(const void *bd_caller, bound_dev_t *bd, cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    bd_call_t bd_call = {"cudaMemPoolImportFromShareableHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolImportFromShareableHandle)(memPool, shareableHandle, handleType, flags), "cudaMemPoolImportFromShareableHandle");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPoolImportFromShareableHandle(cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPoolImportFromShareableHandle(bd_caller, bd, memPool, shareableHandle, handleType, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolImportFromShareableHandle)(memPool, shareableHandle, handleType, flags), "cudaMemPoolImportFromShareableHandle");
}

cudaError_t bd_cudaMemPoolImportFromShareableHandle(bound_dev_t *bd, cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolImportFromShareableHandle)(memPool, shareableHandle, handleType, flags)
                                 : bd_gen_slow_cudaMemPoolImportFromShareableHandle(memPool, shareableHandle, handleType, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPoolExportPointer(const void *bd_caller, bound_dev_t *bd, struct cudaMemPoolPtrExportData *exportData, void *ptr)
{
    bd_call_t bd_call = {"cudaMemPoolExportPointer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolExportPointer)(exportData, ptr), "cudaMemPoolExportPointer");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *exportData, void *ptr, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPoolExportPointer(bd_caller, bd, exportData, ptr);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolExportPointer)(exportData, ptr), "cudaMemPoolExportPointer");
}

cudaError_t bd_cudaMemPoolExportPointer(bound_dev_t *bd, struct cudaMemPoolPtrExportData *exportData, void *ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolExportPointer)(exportData, ptr)
                                 : bd_gen_slow_cudaMemPoolExportPointer(exportData, ptr, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaMemPoolImportPointer(const void *bd_caller, bound_dev_t *bd, void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData)
{
    bd_call_t bd_call = {"cudaMemPoolImportPointer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolImportPointer)(ptr, memPool, exportData), "cudaMemPoolImportPointer");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaMemPoolImportPointer(bd_caller, bd, ptr, memPool, exportData);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolImportPointer)(ptr, memPool, exportData), "cudaMemPoolImportPointer");
}

cudaError_t bd_cudaMemPoolImportPointer(bound_dev_t *bd, void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaMemPoolImportPointer)(ptr, memPool, exportData)
                                 : bd_gen_slow_cudaMemPoolImportPointer(ptr, memPool, exportData, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaPointerGetAttributes(const void *bd_caller, bound_dev_t *bd, struct cudaPointerAttributes *attributes, const void *ptr)
{
    bd_call_t bd_call = {"cudaPointerGetAttributes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaPointerGetAttributes)(attributes, ptr), "cudaPointerGetAttributes");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaPointerGetAttributes(bd_caller, bd, attributes, ptr);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaPointerGetAttributes)(attributes, ptr), "cudaPointerGetAttributes");
}

cudaError_t bd_cudaPointerGetAttributes(bound_dev_t *bd, struct cudaPointerAttributes *attributes, const void *ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaPointerGetAttributes)(attributes, ptr)
                                 : bd_gen_slow_cudaPointerGetAttributes(attributes, ptr, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceCanAccessPeer)(canAccessPeer, device, peerDevice), "cudaDeviceCanAccessPeer");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceEnablePeerAccess(const void *bd_caller, bound_dev_t *bd, int peerDevice, unsigned int flags)
{
    bd_call_t bd_call = {"cudaDeviceEnablePeerAccess", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceEnablePeerAccess)(peerDevice, flags), "cudaDeviceEnablePeerAccess");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceEnablePeerAccess(bd_caller, bd, peerDevice, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceEnablePeerAccess)(peerDevice, flags), "cudaDeviceEnablePeerAccess");
}

cudaError_t bd_cudaDeviceEnablePeerAccess(bound_dev_t *bd, int peerDevice, unsigned int flags)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceEnablePeerAccess)(peerDevice, flags), "cudaDeviceEnablePeerAccess")
                                                  : bd_gen_slow_cudaDeviceEnablePeerAccess(peerDevice, flags, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_enables_peer_primary(bd, peerDevice);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDeviceDisablePeerAccess(const void *bd_caller, bound_dev_t *bd, int peerDevice)
{
    bd_call_t bd_call = {"cudaDeviceDisablePeerAccess", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceDisablePeerAccess)(peerDevice), "cudaDeviceDisablePeerAccess");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDeviceDisablePeerAccess(int peerDevice, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDeviceDisablePeerAccess(bd_caller, bd, peerDevice);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceDisablePeerAccess)(peerDevice), "cudaDeviceDisablePeerAccess");
}

cudaError_t bd_cudaDeviceDisablePeerAccess(bound_dev_t *bd, int peerDevice)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceDisablePeerAccess)(peerDevice), "cudaDeviceDisablePeerAccess")
                                                  : bd_gen_slow_cudaDeviceDisablePeerAccess(peerDevice, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_disables_peer_primary(bd, peerDevice);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphicsUnregisterResource(const void *bd_caller, bound_dev_t *bd, cudaGraphicsResource_t resource)
{
    bd_call_t bd_call = {"cudaGraphicsUnregisterResource", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsUnregisterResource)(resource), "cudaGraphicsUnregisterResource");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphicsUnregisterResource(bd_caller, bd, resource);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsUnregisterResource)(resource), "cudaGraphicsUnregisterResource");
}

cudaError_t bd_cudaGraphicsUnregisterResource(bound_dev_t *bd, cudaGraphicsResource_t resource)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsUnregisterResource)(resource)
                                 : bd_gen_slow_cudaGraphicsUnregisterResource(resource, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphicsResourceSetMapFlags(const void *bd_caller, bound_dev_t *bd, cudaGraphicsResource_t resource, unsigned int flags)
{
    bd_call_t bd_call = {"cudaGraphicsResourceSetMapFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceSetMapFlags)(resource, flags), "cudaGraphicsResourceSetMapFlags");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphicsResourceSetMapFlags(bd_caller, bd, resource, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceSetMapFlags)(resource, flags), "cudaGraphicsResourceSetMapFlags");
}

cudaError_t bd_cudaGraphicsResourceSetMapFlags(bound_dev_t *bd, cudaGraphicsResource_t resource, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceSetMapFlags)(resource, flags)
                                 : bd_gen_slow_cudaGraphicsResourceSetMapFlags(resource, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphicsMapResources(const void *bd_caller, bound_dev_t *bd, int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaGraphicsMapResources", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsMapResources)(count, resources, stream), "cudaGraphicsMapResources");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphicsMapResources(bd_caller, bd, count, resources, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsMapResources)(count, resources, stream), "cudaGraphicsMapResources");
}

cudaError_t bd_cudaGraphicsMapResources(bound_dev_t *bd, int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsMapResources)(count, resources, stream)
                                 : bd_gen_slow_cudaGraphicsMapResources(count, resources, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphicsUnmapResources(const void *bd_caller, bound_dev_t *bd, int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaGraphicsUnmapResources", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsUnmapResources)(count, resources, stream), "cudaGraphicsUnmapResources");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphicsUnmapResources(bd_caller, bd, count, resources, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsUnmapResources)(count, resources, stream), "cudaGraphicsUnmapResources");
}

cudaError_t bd_cudaGraphicsUnmapResources(bound_dev_t *bd, int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsUnmapResources)(count, resources, stream)
                                 : bd_gen_slow_cudaGraphicsUnmapResources(count, resources, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphicsResourceGetMappedPointer(const void *bd_caller, bound_dev_t *bd, void **devPtr, size_t *size, cudaGraphicsResource_t resource)
{
    bd_call_t bd_call = {"cudaGraphicsResourceGetMappedPointer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceGetMappedPointer)(devPtr, size, resource), "cudaGraphicsResourceGetMappedPointer");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size, cudaGraphicsResource_t resource, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphicsResourceGetMappedPointer(bd_caller, bd, devPtr, size, resource);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceGetMappedPointer)(devPtr, size, resource), "cudaGraphicsResourceGetMappedPointer");
}

cudaError_t bd_cudaGraphicsResourceGetMappedPointer(bound_dev_t *bd, void **devPtr, size_t *size, cudaGraphicsResource_t resource)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceGetMappedPointer)(devPtr, size, resource)
                                 : bd_gen_slow_cudaGraphicsResourceGetMappedPointer(devPtr, size, resource, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphicsSubResourceGetMappedArray(const void *bd_caller, bound_dev_t *bd, cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    bd_call_t bd_call = {"cudaGraphicsSubResourceGetMappedArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsSubResourceGetMappedArray)(array, resource, arrayIndex, mipLevel), "cudaGraphicsSubResourceGetMappedArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphicsSubResourceGetMappedArray(bd_caller, bd, array, resource, arrayIndex, mipLevel);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsSubResourceGetMappedArray)(array, resource, arrayIndex, mipLevel), "cudaGraphicsSubResourceGetMappedArray");
}

cudaError_t bd_cudaGraphicsSubResourceGetMappedArray(bound_dev_t *bd, cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsSubResourceGetMappedArray)(array, resource, arrayIndex, mipLevel)
                                 : bd_gen_slow_cudaGraphicsSubResourceGetMappedArray(array, resource, arrayIndex, mipLevel, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphicsResourceGetMappedMipmappedArray(const void *bd_caller, bound_dev_t *bd, cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource)
{
    bd_call_t bd_call = {"cudaGraphicsResourceGetMappedMipmappedArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceGetMappedMipmappedArray)(mipmappedArray, resource), "cudaGraphicsResourceGetMappedMipmappedArray");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphicsResourceGetMappedMipmappedArray(bd_caller, bd, mipmappedArray, resource);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceGetMappedMipmappedArray)(mipmappedArray, resource), "cudaGraphicsResourceGetMappedMipmappedArray");
}

cudaError_t bd_cudaGraphicsResourceGetMappedMipmappedArray(bound_dev_t *bd, cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphicsResourceGetMappedMipmappedArray)(mipmappedArray, resource)
                                 : bd_gen_slow_cudaGraphicsResourceGetMappedMipmappedArray(mipmappedArray, resource, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetChannelDesc(const void *bd_caller, bound_dev_t *bd, struct cudaChannelFormatDesc *desc, cudaArray_const_t array)
{
    bd_call_t bd_call = {"cudaGetChannelDesc", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"array", BD_KIND_ARRAY, BD_HANDLE_VALUE(array), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetChannelDesc)(desc, array), "cudaGetChannelDesc");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetChannelDesc(bd_caller, bd, desc, array);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetChannelDesc)(desc, array), "cudaGetChannelDesc");
}

cudaError_t bd_cudaGetChannelDesc(bound_dev_t *bd, struct cudaChannelFormatDesc *desc, cudaArray_const_t array)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetChannelDesc)(desc, array)
                                 : bd_gen_slow_cudaGetChannelDesc(desc, array, bd, __builtin_return_address(0));
}

struct cudaChannelFormatDesc bd_cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f)
{
    return BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateChannelDesc)(x, y, z, w, f);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaCreateTextureObject(const void *bd_caller, bound_dev_t *bd, cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc)
{
    bd_call_t bd_call = {"cudaCreateTextureObject", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateTextureObject)(pTexObject, pResDesc, pTexDesc, pResViewDesc), "cudaCreateTextureObject");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(*pTexObject), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaCreateTextureObject(bd_caller, bd, pTexObject, pResDesc, pTexDesc, pResViewDesc);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateTextureObject)(pTexObject, pResDesc, pTexDesc, pResViewDesc), "cudaCreateTextureObject");
}

cudaError_t bd_cudaCreateTextureObject(bound_dev_t *bd, cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateTextureObject)(pTexObject, pResDesc, pTexDesc, pResViewDesc)
                                 : bd_gen_slow_cudaCreateTextureObject(pTexObject, pResDesc, pTexDesc, pResViewDesc, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDestroyTextureObject(const void *bd_caller, bound_dev_t *bd, cudaTextureObject_t texObject)
{
    bd_call_t bd_call = {"cudaDestroyTextureObject", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyTextureObject)(texObject), "cudaDestroyTextureObject");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDestroyTextureObject(cudaTextureObject_t texObject, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDestroyTextureObject(bd_caller, bd, texObject);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyTextureObject)(texObject), "cudaDestroyTextureObject");
}

cudaError_t bd_cudaDestroyTextureObject(bound_dev_t *bd, cudaTextureObject_t texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroyTextureObject)(texObject)
                                 : bd_gen_slow_cudaDestroyTextureObject(texObject, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetTextureObjectResourceDesc(const void *bd_caller, bound_dev_t *bd, struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject)
{
    bd_call_t bd_call = {"cudaGetTextureObjectResourceDesc", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectResourceDesc)(pResDesc, texObject), "cudaGetTextureObjectResourceDesc");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetTextureObjectResourceDesc(bd_caller, bd, pResDesc, texObject);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectResourceDesc)(pResDesc, texObject), "cudaGetTextureObjectResourceDesc");
}

cudaError_t bd_cudaGetTextureObjectResourceDesc(bound_dev_t *bd, struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectResourceDesc)(pResDesc, texObject)
                                 : bd_gen_slow_cudaGetTextureObjectResourceDesc(pResDesc, texObject, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetTextureObjectTextureDesc(const void *bd_caller, bound_dev_t *bd, struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject)
{
    bd_call_t bd_call = {"cudaGetTextureObjectTextureDesc", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectTextureDesc)(pTexDesc, texObject), "cudaGetTextureObjectTextureDesc");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetTextureObjectTextureDesc(bd_caller, bd, pTexDesc, texObject);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectTextureDesc)(pTexDesc, texObject), "cudaGetTextureObjectTextureDesc");
}

cudaError_t bd_cudaGetTextureObjectTextureDesc(bound_dev_t *bd, struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectTextureDesc)(pTexDesc, texObject)
                                 : bd_gen_slow_cudaGetTextureObjectTextureDesc(pTexDesc, texObject, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetTextureObjectResourceViewDesc(const void *bd_caller, bound_dev_t *bd, struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject)
{
    bd_call_t bd_call = {"cudaGetTextureObjectResourceViewDesc", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectResourceViewDesc)(pResViewDesc, texObject), "cudaGetTextureObjectResourceViewDesc");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetTextureObjectResourceViewDesc(bd_caller, bd, pResViewDesc, texObject);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectResourceViewDesc)(pResViewDesc, texObject), "cudaGetTextureObjectResourceViewDesc");
}

cudaError_t bd_cudaGetTextureObjectResourceViewDesc(bound_dev_t *bd, struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetTextureObjectResourceViewDesc)(pResViewDesc, texObject)
                                 : bd_gen_slow_cudaGetTextureObjectResourceViewDesc(pResViewDesc, texObject, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaCreateSurfaceObject(const void *bd_caller, bound_dev_t *bd, cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc)
{
    bd_call_t bd_call = {"cudaCreateSurfaceObject", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateSurfaceObject)(pSurfObject, pResDesc), "cudaCreateSurfaceObject");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(*pSurfObject), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaCreateSurfaceObject(bd_caller, bd, pSurfObject, pResDesc);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateSurfaceObject)(pSurfObject, pResDesc), "cudaCreateSurfaceObject");
}

cudaError_t bd_cudaCreateSurfaceObject(bound_dev_t *bd, cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaCreateSurfaceObject)(pSurfObject, pResDesc)
                                 : bd_gen_slow_cudaCreateSurfaceObject(pSurfObject, pResDesc, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaDestroySurfaceObject(const void *bd_caller, bound_dev_t *bd, cudaSurfaceObject_t surfObject)
{
    bd_call_t bd_call = {"cudaDestroySurfaceObject", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"surfObject", BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(surfObject), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroySurfaceObject)(surfObject), "cudaDestroySurfaceObject");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(surfObject));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaDestroySurfaceObject(bd_caller, bd, surfObject);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroySurfaceObject)(surfObject), "cudaDestroySurfaceObject");
}

cudaError_t bd_cudaDestroySurfaceObject(bound_dev_t *bd, cudaSurfaceObject_t surfObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDestroySurfaceObject)(surfObject)
                                 : bd_gen_slow_cudaDestroySurfaceObject(surfObject, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetSurfaceObjectResourceDesc(const void *bd_caller, bound_dev_t *bd, struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject)
{
    bd_call_t bd_call = {"cudaGetSurfaceObjectResourceDesc", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"surfObject", BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(surfObject), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSurfaceObjectResourceDesc)(pResDesc, surfObject), "cudaGetSurfaceObjectResourceDesc");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetSurfaceObjectResourceDesc(bd_caller, bd, pResDesc, surfObject);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSurfaceObjectResourceDesc)(pResDesc, surfObject), "cudaGetSurfaceObjectResourceDesc");
}

cudaError_t bd_cudaGetSurfaceObjectResourceDesc(bound_dev_t *bd, struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetSurfaceObjectResourceDesc)(pResDesc, surfObject)
                                 : bd_gen_slow_cudaGetSurfaceObjectResourceDesc(pResDesc, surfObject, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaDriverGetVersion(int *driverVersion)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDriverGetVersion)(driverVersion), "cudaDriverGetVersion");
}

cudaError_t bd_cudaRuntimeGetVersion(int *runtimeVersion)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaRuntimeGetVersion)(runtimeVersion), "cudaRuntimeGetVersion");
}

cudaError_t bd_cudaLogsRegisterCallback(cudaLogsCallback_t callbackFunc, void *userData, cudaLogsCallbackHandle *callback_out)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLogsRegisterCallback)(callbackFunc, userData, callback_out), "cudaLogsRegisterCallback");
}

cudaError_t bd_cudaLogsUnregisterCallback(cudaLogsCallbackHandle callback)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLogsUnregisterCallback)(callback), "cudaLogsUnregisterCallback");
}

cudaError_t bd_cudaLogsCurrent(cudaLogIterator *iterator_out, unsigned int flags)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLogsCurrent)(iterator_out, flags), "cudaLogsCurrent");
}

cudaError_t bd_cudaLogsDumpToFile(cudaLogIterator *iterator, const char *pathToFile, unsigned int flags)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLogsDumpToFile)(iterator, pathToFile, flags), "cudaLogsDumpToFile");
}

cudaError_t bd_cudaLogsDumpToMemory(cudaLogIterator *iterator, char *buffer, size_t *size, unsigned int flags)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLogsDumpToMemory)(iterator, buffer, size, flags), "cudaLogsDumpToMemory");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphCreate(const void *bd_caller, bound_dev_t *bd, cudaGraph_t *pGraph, unsigned int flags)
{
    bd_call_t bd_call = {"cudaGraphCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphCreate)(pGraph, flags), "cudaGraphCreate");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(*pGraph), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphCreate(bd_caller, bd, pGraph, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphCreate)(pGraph, flags), "cudaGraphCreate");
}

cudaError_t bd_cudaGraphCreate(bound_dev_t *bd, cudaGraph_t *pGraph, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphCreate)(pGraph, flags)
                                 : bd_gen_slow_cudaGraphCreate(pGraph, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddKernelNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphAddKernelNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddKernelNode)(pGraphNode, graph, pDependencies, numDependencies, pNodeParams), "cudaGraphAddKernelNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddKernelNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddKernelNode)(pGraphNode, graph, pDependencies, numDependencies, pNodeParams), "cudaGraphAddKernelNode");
}

cudaError_t bd_cudaGraphAddKernelNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddKernelNode)(pGraphNode, graph, pDependencies, numDependencies, pNodeParams)
                                 : bd_gen_slow_cudaGraphAddKernelNode(pGraphNode, graph, pDependencies, numDependencies, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphKernelNodeGetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphKernelNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeGetParams)(node, pNodeParams), "cudaGraphKernelNodeGetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphKernelNodeGetParams(bd_caller, bd, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeGetParams)(node, pNodeParams), "cudaGraphKernelNodeGetParams");
}

cudaError_t bd_cudaGraphKernelNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeGetParams)(node, pNodeParams)
                                 : bd_gen_slow_cudaGraphKernelNodeGetParams(node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphKernelNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphKernelNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeSetParams)(node, pNodeParams), "cudaGraphKernelNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphKernelNodeSetParams(bd_caller, bd, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeSetParams)(node, pNodeParams), "cudaGraphKernelNodeSetParams");
}

cudaError_t bd_cudaGraphKernelNodeSetParams(bound_dev_t *bd, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeSetParams)(node, pNodeParams)
                                 : bd_gen_slow_cudaGraphKernelNodeSetParams(node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphKernelNodeCopyAttributes(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    bd_call_t bd_call = {"cudaGraphKernelNodeCopyAttributes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeCopyAttributes)(hDst, hSrc), "cudaGraphKernelNodeCopyAttributes");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphKernelNodeCopyAttributes(bd_caller, bd, hDst, hSrc);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeCopyAttributes)(hDst, hSrc), "cudaGraphKernelNodeCopyAttributes");
}

cudaError_t bd_cudaGraphKernelNodeCopyAttributes(bound_dev_t *bd, cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeCopyAttributes)(hDst, hSrc)
                                 : bd_gen_slow_cudaGraphKernelNodeCopyAttributes(hDst, hSrc, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphKernelNodeGetAttribute(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t hNode, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    bd_call_t bd_call = {"cudaGraphKernelNodeGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeGetAttribute)(hNode, attr, value_out), "cudaGraphKernelNodeGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphKernelNodeGetAttribute(bd_caller, bd, hNode, attr, value_out);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeGetAttribute)(hNode, attr, value_out), "cudaGraphKernelNodeGetAttribute");
}

cudaError_t bd_cudaGraphKernelNodeGetAttribute(bound_dev_t *bd, cudaGraphNode_t hNode, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *value_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeGetAttribute)(hNode, attr, value_out)
                                 : bd_gen_slow_cudaGraphKernelNodeGetAttribute(hNode, attr, value_out, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphKernelNodeSetAttribute(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t hNode, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    bd_call_t bd_call = {"cudaGraphKernelNodeSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeSetAttribute)(hNode, attr, value), "cudaGraphKernelNodeSetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphKernelNodeSetAttribute(bd_caller, bd, hNode, attr, value);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeSetAttribute)(hNode, attr, value), "cudaGraphKernelNodeSetAttribute");
}

cudaError_t bd_cudaGraphKernelNodeSetAttribute(bound_dev_t *bd, cudaGraphNode_t hNode, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *value)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphKernelNodeSetAttribute)(hNode, attr, value)
                                 : bd_gen_slow_cudaGraphKernelNodeSetAttribute(hNode, attr, value, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddMemcpyNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams)
{
    bd_call_t bd_call = {"cudaGraphAddMemcpyNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNode)(pGraphNode, graph, pDependencies, numDependencies, pCopyParams), "cudaGraphAddMemcpyNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddMemcpyNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, pCopyParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNode)(pGraphNode, graph, pDependencies, numDependencies, pCopyParams), "cudaGraphAddMemcpyNode");
}

cudaError_t bd_cudaGraphAddMemcpyNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNode)(pGraphNode, graph, pDependencies, numDependencies, pCopyParams)
                                 : bd_gen_slow_cudaGraphAddMemcpyNode(pGraphNode, graph, pDependencies, numDependencies, pCopyParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddMemcpyNodeToSymbol(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaGraphAddMemcpyNodeToSymbol", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNodeToSymbol)(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind), "cudaGraphAddMemcpyNodeToSymbol");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddMemcpyNodeToSymbol(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNodeToSymbol)(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind), "cudaGraphAddMemcpyNodeToSymbol");
}

cudaError_t bd_cudaGraphAddMemcpyNodeToSymbol(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNodeToSymbol)(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind)
                                 : bd_gen_slow_cudaGraphAddMemcpyNodeToSymbol(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddMemcpyNodeFromSymbol(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaGraphAddMemcpyNodeFromSymbol", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNodeFromSymbol)(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind), "cudaGraphAddMemcpyNodeFromSymbol");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddMemcpyNodeFromSymbol(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNodeFromSymbol)(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind), "cudaGraphAddMemcpyNodeFromSymbol");
}

cudaError_t bd_cudaGraphAddMemcpyNodeFromSymbol(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNodeFromSymbol)(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind)
                                 : bd_gen_slow_cudaGraphAddMemcpyNodeFromSymbol(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddMemcpyNode1D(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaGraphAddMemcpyNode1D", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNode1D)(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind), "cudaGraphAddMemcpyNode1D");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddMemcpyNode1D(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNode1D)(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind), "cudaGraphAddMemcpyNode1D");
}

cudaError_t bd_cudaGraphAddMemcpyNode1D(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemcpyNode1D)(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind)
                                 : bd_gen_slow_cudaGraphAddMemcpyNode1D(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphMemcpyNodeGetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphMemcpyNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeGetParams)(node, pNodeParams), "cudaGraphMemcpyNodeGetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphMemcpyNodeGetParams(bd_caller, bd, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeGetParams)(node, pNodeParams), "cudaGraphMemcpyNodeGetParams");
}

cudaError_t bd_cudaGraphMemcpyNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeGetParams)(node, pNodeParams)
                                 : bd_gen_slow_cudaGraphMemcpyNodeGetParams(node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphMemcpyNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphMemcpyNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParams)(node, pNodeParams), "cudaGraphMemcpyNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphMemcpyNodeSetParams(bd_caller, bd, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParams)(node, pNodeParams), "cudaGraphMemcpyNodeSetParams");
}

cudaError_t bd_cudaGraphMemcpyNodeSetParams(bound_dev_t *bd, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParams)(node, pNodeParams)
                                 : bd_gen_slow_cudaGraphMemcpyNodeSetParams(node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphMemcpyNodeSetParamsToSymbol(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaGraphMemcpyNodeSetParamsToSymbol", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParamsToSymbol)(node, symbol, src, count, offset, kind), "cudaGraphMemcpyNodeSetParamsToSymbol");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphMemcpyNodeSetParamsToSymbol(bd_caller, bd, node, symbol, src, count, offset, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParamsToSymbol)(node, symbol, src, count, offset, kind), "cudaGraphMemcpyNodeSetParamsToSymbol");
}

cudaError_t bd_cudaGraphMemcpyNodeSetParamsToSymbol(bound_dev_t *bd, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParamsToSymbol)(node, symbol, src, count, offset, kind)
                                 : bd_gen_slow_cudaGraphMemcpyNodeSetParamsToSymbol(node, symbol, src, count, offset, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphMemcpyNodeSetParamsFromSymbol(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaGraphMemcpyNodeSetParamsFromSymbol", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParamsFromSymbol)(node, dst, symbol, count, offset, kind), "cudaGraphMemcpyNodeSetParamsFromSymbol");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphMemcpyNodeSetParamsFromSymbol(bd_caller, bd, node, dst, symbol, count, offset, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParamsFromSymbol)(node, dst, symbol, count, offset, kind), "cudaGraphMemcpyNodeSetParamsFromSymbol");
}

cudaError_t bd_cudaGraphMemcpyNodeSetParamsFromSymbol(bound_dev_t *bd, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParamsFromSymbol)(node, dst, symbol, count, offset, kind)
                                 : bd_gen_slow_cudaGraphMemcpyNodeSetParamsFromSymbol(node, dst, symbol, count, offset, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphMemcpyNodeSetParams1D(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaGraphMemcpyNodeSetParams1D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParams1D)(node, dst, src, count, kind), "cudaGraphMemcpyNodeSetParams1D");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphMemcpyNodeSetParams1D(bd_caller, bd, node, dst, src, count, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParams1D)(node, dst, src, count, kind), "cudaGraphMemcpyNodeSetParams1D");
}

cudaError_t bd_cudaGraphMemcpyNodeSetParams1D(bound_dev_t *bd, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemcpyNodeSetParams1D)(node, dst, src, count, kind)
                                 : bd_gen_slow_cudaGraphMemcpyNodeSetParams1D(node, dst, src, count, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddMemsetNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams)
{
    bd_call_t bd_call = {"cudaGraphAddMemsetNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemsetNode)(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams), "cudaGraphAddMemsetNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddMemsetNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, pMemsetParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemsetNode)(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams), "cudaGraphAddMemsetNode");
}

cudaError_t bd_cudaGraphAddMemsetNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemsetNode)(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams)
                                 : bd_gen_slow_cudaGraphAddMemsetNode(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphMemsetNodeGetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphMemsetNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemsetNodeGetParams)(node, pNodeParams), "cudaGraphMemsetNodeGetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphMemsetNodeGetParams(bd_caller, bd, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemsetNodeGetParams)(node, pNodeParams), "cudaGraphMemsetNodeGetParams");
}

cudaError_t bd_cudaGraphMemsetNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemsetNodeGetParams)(node, pNodeParams)
                                 : bd_gen_slow_cudaGraphMemsetNodeGetParams(node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphMemsetNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphMemsetNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemsetNodeSetParams)(node, pNodeParams), "cudaGraphMemsetNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphMemsetNodeSetParams(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphMemsetNodeSetParams(bd_caller, bd, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemsetNodeSetParams)(node, pNodeParams), "cudaGraphMemsetNodeSetParams");
}

cudaError_t bd_cudaGraphMemsetNodeSetParams(bound_dev_t *bd, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemsetNodeSetParams)(node, pNodeParams)
                                 : bd_gen_slow_cudaGraphMemsetNodeSetParams(node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddHostNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphAddHostNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddHostNode)(pGraphNode, graph, pDependencies, numDependencies, pNodeParams), "cudaGraphAddHostNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddHostNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddHostNode)(pGraphNode, graph, pDependencies, numDependencies, pNodeParams), "cudaGraphAddHostNode");
}

cudaError_t bd_cudaGraphAddHostNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddHostNode)(pGraphNode, graph, pDependencies, numDependencies, pNodeParams)
                                 : bd_gen_slow_cudaGraphAddHostNode(pGraphNode, graph, pDependencies, numDependencies, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphHostNodeGetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphHostNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphHostNodeGetParams)(node, pNodeParams), "cudaGraphHostNodeGetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphHostNodeGetParams(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphHostNodeGetParams(bd_caller, bd, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphHostNodeGetParams)(node, pNodeParams), "cudaGraphHostNodeGetParams");
}

cudaError_t bd_cudaGraphHostNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphHostNodeGetParams)(node, pNodeParams)
                                 : bd_gen_slow_cudaGraphHostNodeGetParams(node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphHostNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphHostNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphHostNodeSetParams)(node, pNodeParams), "cudaGraphHostNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphHostNodeSetParams(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphHostNodeSetParams(bd_caller, bd, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphHostNodeSetParams)(node, pNodeParams), "cudaGraphHostNodeSetParams");
}

cudaError_t bd_cudaGraphHostNodeSetParams(bound_dev_t *bd, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphHostNodeSetParams)(node, pNodeParams)
                                 : bd_gen_slow_cudaGraphHostNodeSetParams(node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddChildGraphNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph)
{
    bd_call_t bd_call = {"cudaGraphAddChildGraphNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
        {"childGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(childGraph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddChildGraphNode)(pGraphNode, graph, pDependencies, numDependencies, childGraph), "cudaGraphAddChildGraphNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddChildGraphNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, childGraph);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddChildGraphNode)(pGraphNode, graph, pDependencies, numDependencies, childGraph), "cudaGraphAddChildGraphNode");
}

cudaError_t bd_cudaGraphAddChildGraphNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddChildGraphNode)(pGraphNode, graph, pDependencies, numDependencies, childGraph)
                                 : bd_gen_slow_cudaGraphAddChildGraphNode(pGraphNode, graph, pDependencies, numDependencies, childGraph, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphChildGraphNodeGetGraph(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    bd_call_t bd_call = {"cudaGraphChildGraphNodeGetGraph", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphChildGraphNodeGetGraph)(node, pGraph), "cudaGraphChildGraphNodeGetGraph");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphChildGraphNodeGetGraph(bd_caller, bd, node, pGraph);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphChildGraphNodeGetGraph)(node, pGraph), "cudaGraphChildGraphNodeGetGraph");
}

cudaError_t bd_cudaGraphChildGraphNodeGetGraph(bound_dev_t *bd, cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphChildGraphNodeGetGraph)(node, pGraph)
                                 : bd_gen_slow_cudaGraphChildGraphNodeGetGraph(node, pGraph, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddEmptyNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    bd_call_t bd_call = {"cudaGraphAddEmptyNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEmptyNode)(pGraphNode, graph, pDependencies, numDependencies), "cudaGraphAddEmptyNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddEmptyNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEmptyNode)(pGraphNode, graph, pDependencies, numDependencies), "cudaGraphAddEmptyNode");
}

cudaError_t bd_cudaGraphAddEmptyNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEmptyNode)(pGraphNode, graph, pDependencies, numDependencies)
                                 : bd_gen_slow_cudaGraphAddEmptyNode(pGraphNode, graph, pDependencies, numDependencies, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddEventRecordNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    bd_call_t bd_call = {"cudaGraphAddEventRecordNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEventRecordNode)(pGraphNode, graph, pDependencies, numDependencies, event), "cudaGraphAddEventRecordNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddEventRecordNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, event);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEventRecordNode)(pGraphNode, graph, pDependencies, numDependencies, event), "cudaGraphAddEventRecordNode");
}

cudaError_t bd_cudaGraphAddEventRecordNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEventRecordNode)(pGraphNode, graph, pDependencies, numDependencies, event)
                                 : bd_gen_slow_cudaGraphAddEventRecordNode(pGraphNode, graph, pDependencies, numDependencies, event, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphEventRecordNodeGetEvent(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t *event_out)
{
    bd_call_t bd_call = {"cudaGraphEventRecordNodeGetEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventRecordNodeGetEvent)(node, event_out), "cudaGraphEventRecordNodeGetEvent");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphEventRecordNodeGetEvent(bd_caller, bd, node, event_out);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventRecordNodeGetEvent)(node, event_out), "cudaGraphEventRecordNodeGetEvent");
}

cudaError_t bd_cudaGraphEventRecordNodeGetEvent(bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t *event_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventRecordNodeGetEvent)(node, event_out)
                                 : bd_gen_slow_cudaGraphEventRecordNodeGetEvent(node, event_out, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphEventRecordNodeSetEvent(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t event)
{
    bd_call_t bd_call = {"cudaGraphEventRecordNodeSetEvent", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventRecordNodeSetEvent)(node, event), "cudaGraphEventRecordNodeSetEvent");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphEventRecordNodeSetEvent(bd_caller, bd, node, event);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventRecordNodeSetEvent)(node, event), "cudaGraphEventRecordNodeSetEvent");
}

cudaError_t bd_cudaGraphEventRecordNodeSetEvent(bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventRecordNodeSetEvent)(node, event)
                                 : bd_gen_slow_cudaGraphEventRecordNodeSetEvent(node, event, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddEventWaitNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    bd_call_t bd_call = {"cudaGraphAddEventWaitNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEventWaitNode)(pGraphNode, graph, pDependencies, numDependencies, event), "cudaGraphAddEventWaitNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddEventWaitNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, event);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEventWaitNode)(pGraphNode, graph, pDependencies, numDependencies, event), "cudaGraphAddEventWaitNode");
}

cudaError_t bd_cudaGraphAddEventWaitNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddEventWaitNode)(pGraphNode, graph, pDependencies, numDependencies, event)
                                 : bd_gen_slow_cudaGraphAddEventWaitNode(pGraphNode, graph, pDependencies, numDependencies, event, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphEventWaitNodeGetEvent(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t *event_out)
{
    bd_call_t bd_call = {"cudaGraphEventWaitNodeGetEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventWaitNodeGetEvent)(node, event_out), "cudaGraphEventWaitNodeGetEvent");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphEventWaitNodeGetEvent(bd_caller, bd, node, event_out);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventWaitNodeGetEvent)(node, event_out), "cudaGraphEventWaitNodeGetEvent");
}

cudaError_t bd_cudaGraphEventWaitNodeGetEvent(bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t *event_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventWaitNodeGetEvent)(node, event_out)
                                 : bd_gen_slow_cudaGraphEventWaitNodeGetEvent(node, event_out, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphEventWaitNodeSetEvent(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t event)
{
    bd_call_t bd_call = {"cudaGraphEventWaitNodeSetEvent", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventWaitNodeSetEvent)(node, event), "cudaGraphEventWaitNodeSetEvent");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphEventWaitNodeSetEvent(bd_caller, bd, node, event);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventWaitNodeSetEvent)(node, event), "cudaGraphEventWaitNodeSetEvent");
}

cudaError_t bd_cudaGraphEventWaitNodeSetEvent(bound_dev_t *bd, cudaGraphNode_t node, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphEventWaitNodeSetEvent)(node, event)
                                 : bd_gen_slow_cudaGraphEventWaitNodeSetEvent(node, event, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddExternalSemaphoresSignalNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cudaGraphAddExternalSemaphoresSignalNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddExternalSemaphoresSignalNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams), "cudaGraphAddExternalSemaphoresSignalNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddExternalSemaphoresSignalNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddExternalSemaphoresSignalNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddExternalSemaphoresSignalNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams), "cudaGraphAddExternalSemaphoresSignalNode");
}

cudaError_t bd_cudaGraphAddExternalSemaphoresSignalNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddExternalSemaphoresSignalNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams)
                                 : bd_gen_slow_cudaGraphAddExternalSemaphoresSignalNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExternalSemaphoresSignalNodeGetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    bd_call_t bd_call = {"cudaGraphExternalSemaphoresSignalNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresSignalNodeGetParams)(hNode, params_out), "cudaGraphExternalSemaphoresSignalNodeGetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExternalSemaphoresSignalNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExternalSemaphoresSignalNodeGetParams(bd_caller, bd, hNode, params_out);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresSignalNodeGetParams)(hNode, params_out), "cudaGraphExternalSemaphoresSignalNodeGetParams");
}

cudaError_t bd_cudaGraphExternalSemaphoresSignalNodeGetParams(bound_dev_t *bd, cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresSignalNodeGetParams)(hNode, params_out)
                                 : bd_gen_slow_cudaGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExternalSemaphoresSignalNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cudaGraphExternalSemaphoresSignalNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresSignalNodeSetParams)(hNode, nodeParams), "cudaGraphExternalSemaphoresSignalNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExternalSemaphoresSignalNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExternalSemaphoresSignalNodeSetParams(bd_caller, bd, hNode, nodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresSignalNodeSetParams)(hNode, nodeParams), "cudaGraphExternalSemaphoresSignalNodeSetParams");
}

cudaError_t bd_cudaGraphExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresSignalNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_slow_cudaGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddExternalSemaphoresWaitNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cudaGraphAddExternalSemaphoresWaitNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddExternalSemaphoresWaitNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams), "cudaGraphAddExternalSemaphoresWaitNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddExternalSemaphoresWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddExternalSemaphoresWaitNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddExternalSemaphoresWaitNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams), "cudaGraphAddExternalSemaphoresWaitNode");
}

cudaError_t bd_cudaGraphAddExternalSemaphoresWaitNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddExternalSemaphoresWaitNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams)
                                 : bd_gen_slow_cudaGraphAddExternalSemaphoresWaitNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExternalSemaphoresWaitNodeGetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    bd_call_t bd_call = {"cudaGraphExternalSemaphoresWaitNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresWaitNodeGetParams)(hNode, params_out), "cudaGraphExternalSemaphoresWaitNodeGetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExternalSemaphoresWaitNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExternalSemaphoresWaitNodeGetParams(bd_caller, bd, hNode, params_out);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresWaitNodeGetParams)(hNode, params_out), "cudaGraphExternalSemaphoresWaitNodeGetParams");
}

cudaError_t bd_cudaGraphExternalSemaphoresWaitNodeGetParams(bound_dev_t *bd, cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresWaitNodeGetParams)(hNode, params_out)
                                 : bd_gen_slow_cudaGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExternalSemaphoresWaitNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cudaGraphExternalSemaphoresWaitNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresWaitNodeSetParams)(hNode, nodeParams), "cudaGraphExternalSemaphoresWaitNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExternalSemaphoresWaitNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExternalSemaphoresWaitNodeSetParams(bd_caller, bd, hNode, nodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresWaitNodeSetParams)(hNode, nodeParams), "cudaGraphExternalSemaphoresWaitNodeSetParams");
}

cudaError_t bd_cudaGraphExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExternalSemaphoresWaitNodeSetParams)(hNode, nodeParams)
                                 : bd_gen_slow_cudaGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddMemAllocNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cudaGraphAddMemAllocNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemAllocNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams), "cudaGraphAddMemAllocNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddMemAllocNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemAllocNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams), "cudaGraphAddMemAllocNode");
}

cudaError_t bd_cudaGraphAddMemAllocNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemAllocNode)(pGraphNode, graph, pDependencies, numDependencies, nodeParams)
                                 : bd_gen_slow_cudaGraphAddMemAllocNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphMemAllocNodeGetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out)
{
    bd_call_t bd_call = {"cudaGraphMemAllocNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemAllocNodeGetParams)(node, params_out), "cudaGraphMemAllocNodeGetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphMemAllocNodeGetParams(bd_caller, bd, node, params_out);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemAllocNodeGetParams)(node, params_out), "cudaGraphMemAllocNodeGetParams");
}

cudaError_t bd_cudaGraphMemAllocNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemAllocNodeGetParams)(node, params_out)
                                 : bd_gen_slow_cudaGraphMemAllocNodeGetParams(node, params_out, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddMemFreeNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr)
{
    bd_call_t bd_call = {"cudaGraphAddMemFreeNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemFreeNode)(pGraphNode, graph, pDependencies, numDependencies, dptr), "cudaGraphAddMemFreeNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddMemFreeNode(bd_caller, bd, pGraphNode, graph, pDependencies, numDependencies, dptr);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemFreeNode)(pGraphNode, graph, pDependencies, numDependencies, dptr), "cudaGraphAddMemFreeNode");
}

cudaError_t bd_cudaGraphAddMemFreeNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddMemFreeNode)(pGraphNode, graph, pDependencies, numDependencies, dptr)
                                 : bd_gen_slow_cudaGraphAddMemFreeNode(pGraphNode, graph, pDependencies, numDependencies, dptr, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphMemFreeNodeGetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, void *dptr_out)
{
    bd_call_t bd_call = {"cudaGraphMemFreeNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemFreeNodeGetParams)(node, dptr_out), "cudaGraphMemFreeNodeGetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphMemFreeNodeGetParams(bd_caller, bd, node, dptr_out);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemFreeNodeGetParams)(node, dptr_out), "cudaGraphMemFreeNodeGetParams");
}

cudaError_t bd_cudaGraphMemFreeNodeGetParams(bound_dev_t *bd, cudaGraphNode_t node, void *dptr_out)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphMemFreeNodeGetParams)(node, dptr_out)
                                 : bd_gen_slow_cudaGraphMemFreeNodeGetParams(node, dptr_out, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaDeviceGraphMemTrim(int device)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGraphMemTrim)(device), "cudaDeviceGraphMemTrim");
}

cudaError_t bd_cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceGetGraphMemAttribute)(device, attr, value), "cudaDeviceGetGraphMemAttribute");
}

cudaError_t bd_cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void *value)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaDeviceSetGraphMemAttribute)(device, attr, value), "cudaDeviceSetGraphMemAttribute");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphClone(const void *bd_caller, bound_dev_t *bd, cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    bd_call_t bd_call = {"cudaGraphClone", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"originalGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(originalGraph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphClone)(pGraphClone, originalGraph), "cudaGraphClone");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(*pGraphClone), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphClone(bd_caller, bd, pGraphClone, originalGraph);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphClone)(pGraphClone, originalGraph), "cudaGraphClone");
}

cudaError_t bd_cudaGraphClone(bound_dev_t *bd, cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphClone)(pGraphClone, originalGraph)
                                 : bd_gen_slow_cudaGraphClone(pGraphClone, originalGraph, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphNodeFindInClone(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph)
{
    bd_call_t bd_call = {"cudaGraphNodeFindInClone", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"clonedGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(clonedGraph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeFindInClone)(pNode, originalNode, clonedGraph), "cudaGraphNodeFindInClone");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphNodeFindInClone(bd_caller, bd, pNode, originalNode, clonedGraph);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeFindInClone)(pNode, originalNode, clonedGraph), "cudaGraphNodeFindInClone");
}

cudaError_t bd_cudaGraphNodeFindInClone(bound_dev_t *bd, cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeFindInClone)(pNode, originalNode, clonedGraph)
                                 : bd_gen_slow_cudaGraphNodeFindInClone(pNode, originalNode, clonedGraph, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphNodeGetType(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    bd_call_t bd_call = {"cudaGraphNodeGetType", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetType)(node, pType), "cudaGraphNodeGetType");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphNodeGetType(bd_caller, bd, node, pType);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetType)(node, pType), "cudaGraphNodeGetType");
}

cudaError_t bd_cudaGraphNodeGetType(bound_dev_t *bd, cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetType)(node, pType)
                                 : bd_gen_slow_cudaGraphNodeGetType(node, pType, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphGetNodes(const void *bd_caller, bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    bd_call_t bd_call = {"cudaGraphGetNodes", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetNodes)(graph, nodes, numNodes), "cudaGraphGetNodes");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphGetNodes(bd_caller, bd, graph, nodes, numNodes);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetNodes)(graph, nodes, numNodes), "cudaGraphGetNodes");
}

cudaError_t bd_cudaGraphGetNodes(bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetNodes)(graph, nodes, numNodes)
                                 : bd_gen_slow_cudaGraphGetNodes(graph, nodes, numNodes, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphGetRootNodes(const void *bd_caller, bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes)
{
    bd_call_t bd_call = {"cudaGraphGetRootNodes", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetRootNodes)(graph, pRootNodes, pNumRootNodes), "cudaGraphGetRootNodes");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphGetRootNodes(bd_caller, bd, graph, pRootNodes, pNumRootNodes);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetRootNodes)(graph, pRootNodes, pNumRootNodes), "cudaGraphGetRootNodes");
}

cudaError_t bd_cudaGraphGetRootNodes(bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetRootNodes)(graph, pRootNodes, pNumRootNodes)
                                 : bd_gen_slow_cudaGraphGetRootNodes(graph, pRootNodes, pNumRootNodes, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphGetEdges(const void *bd_caller, bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    bd_call_t bd_call = {"cudaGraphGetEdges", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetEdges)(graph, from, to, edgeData, numEdges), "cudaGraphGetEdges");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphGetEdges(bd_caller, bd, graph, from, to, edgeData, numEdges);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetEdges)(graph, from, to, edgeData, numEdges), "cudaGraphGetEdges");
}

cudaError_t bd_cudaGraphGetEdges(bound_dev_t *bd, cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphGetEdges)(graph, from, to, edgeData, numEdges)
                                 : bd_gen_slow_cudaGraphGetEdges(graph, from, to, edgeData, numEdges, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphNodeGetDependencies(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies)
{
    bd_call_t bd_call = {"cudaGraphNodeGetDependencies", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetDependencies)(node, pDependencies, edgeData, pNumDependencies), "cudaGraphNodeGetDependencies");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphNodeGetDependencies(bd_caller, bd, node, pDependencies, edgeData, pNumDependencies);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetDependencies)(node, pDependencies, edgeData, pNumDependencies), "cudaGraphNodeGetDependencies");
}

cudaError_t bd_cudaGraphNodeGetDependencies(bound_dev_t *bd, cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetDependencies)(node, pDependencies, edgeData, pNumDependencies)
                                 : bd_gen_slow_cudaGraphNodeGetDependencies(node, pDependencies, edgeData, pNumDependencies, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphNodeGetDependentNodes(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes)
{
    bd_call_t bd_call = {"cudaGraphNodeGetDependentNodes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetDependentNodes)(node, pDependentNodes, edgeData, pNumDependentNodes), "cudaGraphNodeGetDependentNodes");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphNodeGetDependentNodes(bd_caller, bd, node, pDependentNodes, edgeData, pNumDependentNodes);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetDependentNodes)(node, pDependentNodes, edgeData, pNumDependentNodes), "cudaGraphNodeGetDependentNodes");
}

cudaError_t bd_cudaGraphNodeGetDependentNodes(bound_dev_t *bd, cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetDependentNodes)(node, pDependentNodes, edgeData, pNumDependentNodes)
                                 : bd_gen_slow_cudaGraphNodeGetDependentNodes(node, pDependentNodes, edgeData, pNumDependentNodes, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddDependencies(const void *bd_caller, bound_dev_t *bd, cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    bd_call_t bd_call = {"cudaGraphAddDependencies", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddDependencies)(graph, from, to, edgeData, numDependencies), "cudaGraphAddDependencies");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddDependencies(bd_caller, bd, graph, from, to, edgeData, numDependencies);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddDependencies)(graph, from, to, edgeData, numDependencies), "cudaGraphAddDependencies");
}

cudaError_t bd_cudaGraphAddDependencies(bound_dev_t *bd, cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddDependencies)(graph, from, to, edgeData, numDependencies)
                                 : bd_gen_slow_cudaGraphAddDependencies(graph, from, to, edgeData, numDependencies, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphRemoveDependencies(const void *bd_caller, bound_dev_t *bd, cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    bd_call_t bd_call = {"cudaGraphRemoveDependencies", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphRemoveDependencies)(graph, from, to, edgeData, numDependencies), "cudaGraphRemoveDependencies");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphRemoveDependencies(bd_caller, bd, graph, from, to, edgeData, numDependencies);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphRemoveDependencies)(graph, from, to, edgeData, numDependencies), "cudaGraphRemoveDependencies");
}

cudaError_t bd_cudaGraphRemoveDependencies(bound_dev_t *bd, cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphRemoveDependencies)(graph, from, to, edgeData, numDependencies)
                                 : bd_gen_slow_cudaGraphRemoveDependencies(graph, from, to, edgeData, numDependencies, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphDestroyNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node)
{
    bd_call_t bd_call = {"cudaGraphDestroyNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDestroyNode)(node), "cudaGraphDestroyNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphDestroyNode(cudaGraphNode_t node, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphDestroyNode(bd_caller, bd, node);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDestroyNode)(node), "cudaGraphDestroyNode");
}

cudaError_t bd_cudaGraphDestroyNode(bound_dev_t *bd, cudaGraphNode_t node)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDestroyNode)(node)
                                 : bd_gen_slow_cudaGraphDestroyNode(node, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphInstantiate(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    bd_call_t bd_call = {"cudaGraphInstantiate", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiate)(pGraphExec, graph, flags), "cudaGraphInstantiate");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(*pGraphExec), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphInstantiate(bd_caller, bd, pGraphExec, graph, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiate)(pGraphExec, graph, flags), "cudaGraphInstantiate");
}

cudaError_t bd_cudaGraphInstantiate(bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiate)(pGraphExec, graph, flags)
                                 : bd_gen_slow_cudaGraphInstantiate(pGraphExec, graph, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphInstantiateWithFlags(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    bd_call_t bd_call = {"cudaGraphInstantiateWithFlags", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithFlags)(pGraphExec, graph, flags), "cudaGraphInstantiateWithFlags");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(*pGraphExec), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphInstantiateWithFlags(bd_caller, bd, pGraphExec, graph, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithFlags)(pGraphExec, graph, flags), "cudaGraphInstantiateWithFlags");
}

cudaError_t bd_cudaGraphInstantiateWithFlags(bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithFlags)(pGraphExec, graph, flags)
                                 : bd_gen_slow_cudaGraphInstantiateWithFlags(pGraphExec, graph, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphInstantiateWithParams(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    bd_call_t bd_call = {"cudaGraphInstantiateWithParams", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithParams)(pGraphExec, graph, instantiateParams), "cudaGraphInstantiateWithParams");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(*pGraphExec), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphInstantiateWithParams(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphInstantiateWithParams(bd_caller, bd, pGraphExec, graph, instantiateParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithParams)(pGraphExec, graph, instantiateParams), "cudaGraphInstantiateWithParams");
}

cudaError_t bd_cudaGraphInstantiateWithParams(bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithParams)(pGraphExec, graph, instantiateParams)
                                 : bd_gen_slow_cudaGraphInstantiateWithParams(pGraphExec, graph, instantiateParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphInstantiateWithParams_ptsz(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    bd_call_t bd_call = {"cudaGraphInstantiateWithParams", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithParams_ptsz)(pGraphExec, graph, instantiateParams), "cudaGraphInstantiateWithParams");
    if (bd_result == cudaSuccess) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(*pGraphExec), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphInstantiateWithParams_ptsz(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphInstantiateWithParams_ptsz(bd_caller, bd, pGraphExec, graph, instantiateParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithParams_ptsz)(pGraphExec, graph, instantiateParams), "cudaGraphInstantiateWithParams");
}

cudaError_t bd_cudaGraphInstantiateWithParams_ptsz(bound_dev_t *bd, cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphInstantiateWithParams_ptsz)(pGraphExec, graph, instantiateParams)
                                 : bd_gen_slow_cudaGraphInstantiateWithParams_ptsz(pGraphExec, graph, instantiateParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecGetFlags(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t graphExec, unsigned long long *flags)
{
    bd_call_t bd_call = {"cudaGraphExecGetFlags", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(graphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecGetFlags)(graphExec, flags), "cudaGraphExecGetFlags");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecGetFlags(bd_caller, bd, graphExec, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecGetFlags)(graphExec, flags), "cudaGraphExecGetFlags");
}

cudaError_t bd_cudaGraphExecGetFlags(bound_dev_t *bd, cudaGraphExec_t graphExec, unsigned long long *flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecGetFlags)(graphExec, flags)
                                 : bd_gen_slow_cudaGraphExecGetFlags(graphExec, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecKernelNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphExecKernelNodeSetParams", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecKernelNodeSetParams)(hGraphExec, node, pNodeParams), "cudaGraphExecKernelNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecKernelNodeSetParams(bd_caller, bd, hGraphExec, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecKernelNodeSetParams)(hGraphExec, node, pNodeParams), "cudaGraphExecKernelNodeSetParams");
}

cudaError_t bd_cudaGraphExecKernelNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecKernelNodeSetParams)(hGraphExec, node, pNodeParams)
                                 : bd_gen_slow_cudaGraphExecKernelNodeSetParams(hGraphExec, node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecMemcpyNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphExecMemcpyNodeSetParams", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParams)(hGraphExec, node, pNodeParams), "cudaGraphExecMemcpyNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecMemcpyNodeSetParams(bd_caller, bd, hGraphExec, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParams)(hGraphExec, node, pNodeParams), "cudaGraphExecMemcpyNodeSetParams");
}

cudaError_t bd_cudaGraphExecMemcpyNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParams)(hGraphExec, node, pNodeParams)
                                 : bd_gen_slow_cudaGraphExecMemcpyNodeSetParams(hGraphExec, node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecMemcpyNodeSetParamsToSymbol(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaGraphExecMemcpyNodeSetParamsToSymbol", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParamsToSymbol)(hGraphExec, node, symbol, src, count, offset, kind), "cudaGraphExecMemcpyNodeSetParamsToSymbol");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecMemcpyNodeSetParamsToSymbol(bd_caller, bd, hGraphExec, node, symbol, src, count, offset, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParamsToSymbol)(hGraphExec, node, symbol, src, count, offset, kind), "cudaGraphExecMemcpyNodeSetParamsToSymbol");
}

cudaError_t bd_cudaGraphExecMemcpyNodeSetParamsToSymbol(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParamsToSymbol)(hGraphExec, node, symbol, src, count, offset, kind)
                                 : bd_gen_slow_cudaGraphExecMemcpyNodeSetParamsToSymbol(hGraphExec, node, symbol, src, count, offset, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecMemcpyNodeSetParamsFromSymbol(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaGraphExecMemcpyNodeSetParamsFromSymbol", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParamsFromSymbol)(hGraphExec, node, dst, symbol, count, offset, kind), "cudaGraphExecMemcpyNodeSetParamsFromSymbol");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecMemcpyNodeSetParamsFromSymbol(bd_caller, bd, hGraphExec, node, dst, symbol, count, offset, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParamsFromSymbol)(hGraphExec, node, dst, symbol, count, offset, kind), "cudaGraphExecMemcpyNodeSetParamsFromSymbol");
}

cudaError_t bd_cudaGraphExecMemcpyNodeSetParamsFromSymbol(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParamsFromSymbol)(hGraphExec, node, dst, symbol, count, offset, kind)
                                 : bd_gen_slow_cudaGraphExecMemcpyNodeSetParamsFromSymbol(hGraphExec, node, dst, symbol, count, offset, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecMemcpyNodeSetParams1D(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    bd_call_t bd_call = {"cudaGraphExecMemcpyNodeSetParams1D", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParams1D)(hGraphExec, node, dst, src, count, kind), "cudaGraphExecMemcpyNodeSetParams1D");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecMemcpyNodeSetParams1D(bd_caller, bd, hGraphExec, node, dst, src, count, kind);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParams1D)(hGraphExec, node, dst, src, count, kind), "cudaGraphExecMemcpyNodeSetParams1D");
}

cudaError_t bd_cudaGraphExecMemcpyNodeSetParams1D(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemcpyNodeSetParams1D)(hGraphExec, node, dst, src, count, kind)
                                 : bd_gen_slow_cudaGraphExecMemcpyNodeSetParams1D(hGraphExec, node, dst, src, count, kind, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecMemsetNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphExecMemsetNodeSetParams", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemsetNodeSetParams)(hGraphExec, node, pNodeParams), "cudaGraphExecMemsetNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecMemsetNodeSetParams(bd_caller, bd, hGraphExec, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemsetNodeSetParams)(hGraphExec, node, pNodeParams), "cudaGraphExecMemsetNodeSetParams");
}

cudaError_t bd_cudaGraphExecMemsetNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecMemsetNodeSetParams)(hGraphExec, node, pNodeParams)
                                 : bd_gen_slow_cudaGraphExecMemsetNodeSetParams(hGraphExec, node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecHostNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    bd_call_t bd_call = {"cudaGraphExecHostNodeSetParams", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecHostNodeSetParams)(hGraphExec, node, pNodeParams), "cudaGraphExecHostNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecHostNodeSetParams(bd_caller, bd, hGraphExec, node, pNodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecHostNodeSetParams)(hGraphExec, node, pNodeParams), "cudaGraphExecHostNodeSetParams");
}

cudaError_t bd_cudaGraphExecHostNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecHostNodeSetParams)(hGraphExec, node, pNodeParams)
                                 : bd_gen_slow_cudaGraphExecHostNodeSetParams(hGraphExec, node, pNodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecChildGraphNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph)
{
    bd_call_t bd_call = {"cudaGraphExecChildGraphNodeSetParams", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
        {"childGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(childGraph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecChildGraphNodeSetParams)(hGraphExec, node, childGraph), "cudaGraphExecChildGraphNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecChildGraphNodeSetParams(bd_caller, bd, hGraphExec, node, childGraph);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecChildGraphNodeSetParams)(hGraphExec, node, childGraph), "cudaGraphExecChildGraphNodeSetParams");
}

cudaError_t bd_cudaGraphExecChildGraphNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecChildGraphNodeSetParams)(hGraphExec, node, childGraph)
                                 : bd_gen_slow_cudaGraphExecChildGraphNodeSetParams(hGraphExec, node, childGraph, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecEventRecordNodeSetEvent(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    bd_call_t bd_call = {"cudaGraphExecEventRecordNodeSetEvent", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecEventRecordNodeSetEvent)(hGraphExec, hNode, event), "cudaGraphExecEventRecordNodeSetEvent");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecEventRecordNodeSetEvent(bd_caller, bd, hGraphExec, hNode, event);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecEventRecordNodeSetEvent)(hGraphExec, hNode, event), "cudaGraphExecEventRecordNodeSetEvent");
}

cudaError_t bd_cudaGraphExecEventRecordNodeSetEvent(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecEventRecordNodeSetEvent)(hGraphExec, hNode, event)
                                 : bd_gen_slow_cudaGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecEventWaitNodeSetEvent(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    bd_call_t bd_call = {"cudaGraphExecEventWaitNodeSetEvent", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecEventWaitNodeSetEvent)(hGraphExec, hNode, event), "cudaGraphExecEventWaitNodeSetEvent");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecEventWaitNodeSetEvent(bd_caller, bd, hGraphExec, hNode, event);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecEventWaitNodeSetEvent)(hGraphExec, hNode, event), "cudaGraphExecEventWaitNodeSetEvent");
}

cudaError_t bd_cudaGraphExecEventWaitNodeSetEvent(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecEventWaitNodeSetEvent)(hGraphExec, hNode, event)
                                 : bd_gen_slow_cudaGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecExternalSemaphoresSignalNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cudaGraphExecExternalSemaphoresSignalNodeSetParams", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecExternalSemaphoresSignalNodeSetParams)(hGraphExec, hNode, nodeParams), "cudaGraphExecExternalSemaphoresSignalNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecExternalSemaphoresSignalNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecExternalSemaphoresSignalNodeSetParams(bd_caller, bd, hGraphExec, hNode, nodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecExternalSemaphoresSignalNodeSetParams)(hGraphExec, hNode, nodeParams), "cudaGraphExecExternalSemaphoresSignalNodeSetParams");
}

cudaError_t bd_cudaGraphExecExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecExternalSemaphoresSignalNodeSetParams)(hGraphExec, hNode, nodeParams)
                                 : bd_gen_slow_cudaGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecExternalSemaphoresWaitNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cudaGraphExecExternalSemaphoresWaitNodeSetParams", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecExternalSemaphoresWaitNodeSetParams)(hGraphExec, hNode, nodeParams), "cudaGraphExecExternalSemaphoresWaitNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecExternalSemaphoresWaitNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecExternalSemaphoresWaitNodeSetParams(bd_caller, bd, hGraphExec, hNode, nodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecExternalSemaphoresWaitNodeSetParams)(hGraphExec, hNode, nodeParams), "cudaGraphExecExternalSemaphoresWaitNodeSetParams");
}

cudaError_t bd_cudaGraphExecExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecExternalSemaphoresWaitNodeSetParams)(hGraphExec, hNode, nodeParams)
                                 : bd_gen_slow_cudaGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphNodeSetEnabled(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled)
{
    bd_call_t bd_call = {"cudaGraphNodeSetEnabled", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeSetEnabled)(hGraphExec, hNode, isEnabled), "cudaGraphNodeSetEnabled");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphNodeSetEnabled(bd_caller, bd, hGraphExec, hNode, isEnabled);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeSetEnabled)(hGraphExec, hNode, isEnabled), "cudaGraphNodeSetEnabled");
}

cudaError_t bd_cudaGraphNodeSetEnabled(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeSetEnabled)(hGraphExec, hNode, isEnabled)
                                 : bd_gen_slow_cudaGraphNodeSetEnabled(hGraphExec, hNode, isEnabled, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphNodeGetEnabled(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled)
{
    bd_call_t bd_call = {"cudaGraphNodeGetEnabled", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetEnabled)(hGraphExec, hNode, isEnabled), "cudaGraphNodeGetEnabled");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphNodeGetEnabled(bd_caller, bd, hGraphExec, hNode, isEnabled);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetEnabled)(hGraphExec, hNode, isEnabled), "cudaGraphNodeGetEnabled");
}

cudaError_t bd_cudaGraphNodeGetEnabled(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeGetEnabled)(hGraphExec, hNode, isEnabled)
                                 : bd_gen_slow_cudaGraphNodeGetEnabled(hGraphExec, hNode, isEnabled, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecUpdate(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo)
{
    bd_call_t bd_call = {"cudaGraphExecUpdate", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec), false},
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecUpdate)(hGraphExec, hGraph, resultInfo), "cudaGraphExecUpdate");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecUpdate(bd_caller, bd, hGraphExec, hGraph, resultInfo);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecUpdate)(hGraphExec, hGraph, resultInfo), "cudaGraphExecUpdate");
}

cudaError_t bd_cudaGraphExecUpdate(bound_dev_t *bd, cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecUpdate)(hGraphExec, hGraph, resultInfo)
                                 : bd_gen_slow_cudaGraphExecUpdate(hGraphExec, hGraph, resultInfo, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphUpload(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaGraphUpload", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(graphExec), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphUpload)(graphExec, stream), "cudaGraphUpload");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphUpload(bd_caller, bd, graphExec, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphUpload)(graphExec, stream), "cudaGraphUpload");
}

cudaError_t bd_cudaGraphUpload(bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphUpload)(graphExec, stream)
                                 : bd_gen_slow_cudaGraphUpload(graphExec, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphUpload_ptsz(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaGraphUpload", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(graphExec), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphUpload_ptsz)(graphExec, stream), "cudaGraphUpload");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphUpload_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphUpload_ptsz(bd_caller, bd, graphExec, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphUpload_ptsz)(graphExec, stream), "cudaGraphUpload");
}

cudaError_t bd_cudaGraphUpload_ptsz(bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphUpload_ptsz)(graphExec, stream)
                                 : bd_gen_slow_cudaGraphUpload_ptsz(graphExec, stream, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphLaunch(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaGraphLaunch", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(graphExec), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphLaunch)(graphExec, stream), "cudaGraphLaunch");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            bd_gen_race_launch(bd, &bd_call, (CUstream)(stream), NULL, NULL, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphLaunch(bd_caller, bd, graphExec, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphLaunch)(graphExec, stream), "cudaGraphLaunch");
}

cudaError_t bd_cudaGraphLaunch(bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphLaunch)(graphExec, stream), "cudaGraphLaunch")
                                                  : bd_gen_slow_cudaGraphLaunch(graphExec, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_launched(bd, (CUstream)(stream), NULL, NULL, NULL, "cudaGraphLaunch");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphLaunch_ptsz(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    bd_call_t bd_call = {"cudaGraphLaunch", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(graphExec), false},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphLaunch_ptsz)(graphExec, stream), "cudaGraphLaunch");
    if (bd_result == cudaSuccess) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            bd_gen_race_launch(bd, &bd_call, BD_GEN_PER_THREAD_STREAM(stream), NULL, NULL, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphLaunch_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphLaunch_ptsz(bd_caller, bd, graphExec, stream);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphLaunch_ptsz)(graphExec, stream), "cudaGraphLaunch");
}

cudaError_t bd_cudaGraphLaunch_ptsz(bound_dev_t *bd, cudaGraphExec_t graphExec, cudaStream_t stream)
{
    cudaError_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphLaunch_ptsz)(graphExec, stream), "cudaGraphLaunch")
                                                  : bd_gen_slow_cudaGraphLaunch_ptsz(graphExec, stream, bd, __builtin_return_address(0));
    if (bd_result == cudaSuccess) { /* on every path */
        bd_gen_launched(bd, (CUstream)(stream), NULL, NULL, NULL, "cudaGraphLaunch");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecDestroy(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t graphExec)
{
    bd_call_t bd_call = {"cudaGraphExecDestroy", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(graphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecDestroy)(graphExec), "cudaGraphExecDestroy");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(graphExec));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecDestroy(cudaGraphExec_t graphExec, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecDestroy(bd_caller, bd, graphExec);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecDestroy)(graphExec), "cudaGraphExecDestroy");
}

cudaError_t bd_cudaGraphExecDestroy(bound_dev_t *bd, cudaGraphExec_t graphExec)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecDestroy)(graphExec)
                                 : bd_gen_slow_cudaGraphExecDestroy(graphExec, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphDestroy(const void *bd_caller, bound_dev_t *bd, cudaGraph_t graph)
{
    bd_call_t bd_call = {"cudaGraphDestroy", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    cudaError_t bd_result = bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDestroy)(graph), "cudaGraphDestroy");
    if (bd_result == cudaSuccess) {
        bd_unregister(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(graph));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphDestroy(cudaGraph_t graph, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphDestroy(bd_caller, bd, graph);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDestroy)(graph), "cudaGraphDestroy");
}

cudaError_t bd_cudaGraphDestroy(bound_dev_t *bd, cudaGraph_t graph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDestroy)(graph)
                                 : bd_gen_slow_cudaGraphDestroy(graph, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphDebugDotPrint(const void *bd_caller, bound_dev_t *bd, cudaGraph_t graph, const char *path, unsigned int flags)
{
    bd_call_t bd_call = {"cudaGraphDebugDotPrint", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDebugDotPrint)(graph, path, flags), "cudaGraphDebugDotPrint");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphDebugDotPrint(bd_caller, bd, graph, path, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDebugDotPrint)(graph, path, flags), "cudaGraphDebugDotPrint");
}

cudaError_t bd_cudaGraphDebugDotPrint(bound_dev_t *bd, cudaGraph_t graph, const char *path, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphDebugDotPrint)(graph, path, flags)
                                 : bd_gen_slow_cudaGraphDebugDotPrint(graph, path, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaUserObjectCreate(const void *bd_caller, bound_dev_t *bd, cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags)
{
    bd_call_t bd_call = {"cudaUserObjectCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectCreate)(object_out, ptr, destroy, initialRefcount, flags), "cudaUserObjectCreate");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaUserObjectCreate(bd_caller, bd, object_out, ptr, destroy, initialRefcount, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectCreate)(object_out, ptr, destroy, initialRefcount, flags), "cudaUserObjectCreate");
}

cudaError_t bd_cudaUserObjectCreate(bound_dev_t *bd, cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectCreate)(object_out, ptr, destroy, initialRefcount, flags)
                                 : bd_gen_slow_cudaUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaUserObjectRetain(const void *bd_caller, bound_dev_t *bd, cudaUserObject_t object, unsigned int count)
{
    bd_call_t bd_call = {"cudaUserObjectRetain", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectRetain)(object, count), "cudaUserObjectRetain");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaUserObjectRetain(cudaUserObject_t object, unsigned int count, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaUserObjectRetain(bd_caller, bd, object, count);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectRetain)(object, count), "cudaUserObjectRetain");
}

cudaError_t bd_cudaUserObjectRetain(bound_dev_t *bd, cudaUserObject_t object, unsigned int count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectRetain)(object, count)
                                 : bd_gen_slow_cudaUserObjectRetain(object, count, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaUserObjectRelease(const void *bd_caller, bound_dev_t *bd, cudaUserObject_t object, unsigned int count)
{
    bd_call_t bd_call = {"cudaUserObjectRelease", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectRelease)(object, count), "cudaUserObjectRelease");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaUserObjectRelease(cudaUserObject_t object, unsigned int count, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaUserObjectRelease(bd_caller, bd, object, count);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectRelease)(object, count), "cudaUserObjectRelease");
}

cudaError_t bd_cudaUserObjectRelease(bound_dev_t *bd, cudaUserObject_t object, unsigned int count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaUserObjectRelease)(object, count)
                                 : bd_gen_slow_cudaUserObjectRelease(object, count, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphRetainUserObject(const void *bd_caller, bound_dev_t *bd, cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags)
{
    bd_call_t bd_call = {"cudaGraphRetainUserObject", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphRetainUserObject)(graph, object, count, flags), "cudaGraphRetainUserObject");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphRetainUserObject(bd_caller, bd, graph, object, count, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphRetainUserObject)(graph, object, count, flags), "cudaGraphRetainUserObject");
}

cudaError_t bd_cudaGraphRetainUserObject(bound_dev_t *bd, cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphRetainUserObject)(graph, object, count, flags)
                                 : bd_gen_slow_cudaGraphRetainUserObject(graph, object, count, flags, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphReleaseUserObject(const void *bd_caller, bound_dev_t *bd, cudaGraph_t graph, cudaUserObject_t object, unsigned int count)
{
    bd_call_t bd_call = {"cudaGraphReleaseUserObject", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphReleaseUserObject)(graph, object, count), "cudaGraphReleaseUserObject");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphReleaseUserObject(bd_caller, bd, graph, object, count);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphReleaseUserObject)(graph, object, count), "cudaGraphReleaseUserObject");
}

cudaError_t bd_cudaGraphReleaseUserObject(bound_dev_t *bd, cudaGraph_t graph, cudaUserObject_t object, unsigned int count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphReleaseUserObject)(graph, object, count)
                                 : bd_gen_slow_cudaGraphReleaseUserObject(graph, object, count, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphAddNode(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cudaGraphAddNode", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddNode)(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams), "cudaGraphAddNode");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphAddNode(bd_caller, bd, pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddNode)(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams), "cudaGraphAddNode");
}

cudaError_t bd_cudaGraphAddNode(bound_dev_t *bd, cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphAddNode)(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams)
                                 : bd_gen_slow_cudaGraphAddNode(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cudaGraphNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeSetParams)(node, nodeParams), "cudaGraphNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphNodeSetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphNodeSetParams(bd_caller, bd, node, nodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeSetParams)(node, nodeParams), "cudaGraphNodeSetParams");
}

cudaError_t bd_cudaGraphNodeSetParams(bound_dev_t *bd, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphNodeSetParams)(node, nodeParams)
                                 : bd_gen_slow_cudaGraphNodeSetParams(node, nodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphExecNodeSetParams(const void *bd_caller, bound_dev_t *bd, cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cudaGraphExecNodeSetParams", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(graphExec), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecNodeSetParams)(graphExec, node, nodeParams), "cudaGraphExecNodeSetParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphExecNodeSetParams(bd_caller, bd, graphExec, node, nodeParams);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecNodeSetParams)(graphExec, node, nodeParams), "cudaGraphExecNodeSetParams");
}

cudaError_t bd_cudaGraphExecNodeSetParams(bound_dev_t *bd, cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphExecNodeSetParams)(graphExec, node, nodeParams)
                                 : bd_gen_slow_cudaGraphExecNodeSetParams(graphExec, node, nodeParams, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGraphConditionalHandleCreate(const void *bd_caller, bound_dev_t *bd, cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags)
{
    bd_call_t bd_call = {"cudaGraphConditionalHandleCreate", NULL, 0, bd_caller};
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph), false},
    };
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphConditionalHandleCreate)(pHandle_out, graph, defaultLaunchValue, flags), "cudaGraphConditionalHandleCreate");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGraphConditionalHandleCreate(bd_caller, bd, pHandle_out, graph, defaultLaunchValue, flags);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphConditionalHandleCreate)(pHandle_out, graph, defaultLaunchValue, flags), "cudaGraphConditionalHandleCreate");
}

cudaError_t bd_cudaGraphConditionalHandleCreate(bound_dev_t *bd, cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGraphConditionalHandleCreate)(pHandle_out, graph, defaultLaunchValue, flags)
                                 : bd_gen_slow_cudaGraphConditionalHandleCreate(pHandle_out, graph, defaultLaunchValue, flags, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaGetDriverEntryPoint(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDriverEntryPoint)(symbol, funcPtr, flags, driverStatus), "cudaGetDriverEntryPoint");
}

cudaError_t bd_cudaGetDriverEntryPoint_ptsz(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDriverEntryPoint_ptsz)(symbol, funcPtr, flags, driverStatus), "cudaGetDriverEntryPoint");
}

cudaError_t bd_cudaGetDriverEntryPointByVersion(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDriverEntryPointByVersion)(symbol, funcPtr, cudaVersion, flags, driverStatus), "cudaGetDriverEntryPointByVersion");
}

cudaError_t bd_cudaGetDriverEntryPointByVersion_ptsz(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetDriverEntryPointByVersion_ptsz)(symbol, funcPtr, cudaVersion, flags, driverStatus), "cudaGetDriverEntryPointByVersion");
}

cudaError_t bd_cudaLibraryLoadData(cudaLibrary_t *library, const void *code, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryLoadData)(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions), "cudaLibraryLoadData");
}

cudaError_t bd_cudaLibraryLoadFromFile(cudaLibrary_t *library, const char *fileName, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryLoadFromFile)(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions), "cudaLibraryLoadFromFile");
}

cudaError_t bd_cudaLibraryUnload(cudaLibrary_t library)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryUnload)(library), "cudaLibraryUnload");
}

cudaError_t bd_cudaLibraryGetKernel(cudaKernel_t *pKernel, cudaLibrary_t library, const char *name)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetKernel)(pKernel, library, name), "cudaLibraryGetKernel");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaLibraryGetGlobal(const void *bd_caller, bound_dev_t *bd, void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    bd_call_t bd_call = {"cudaLibraryGetGlobal", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetGlobal)(dptr, bytes, library, name), "cudaLibraryGetGlobal");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaLibraryGetGlobal(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaLibraryGetGlobal(bd_caller, bd, dptr, bytes, library, name);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetGlobal)(dptr, bytes, library, name), "cudaLibraryGetGlobal");
}

cudaError_t bd_cudaLibraryGetGlobal(bound_dev_t *bd, void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetGlobal)(dptr, bytes, library, name)
                                 : bd_gen_slow_cudaLibraryGetGlobal(dptr, bytes, library, name, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaLibraryGetManaged(const void *bd_caller, bound_dev_t *bd, void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    bd_call_t bd_call = {"cudaLibraryGetManaged", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetManaged)(dptr, bytes, library, name), "cudaLibraryGetManaged");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaLibraryGetManaged(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaLibraryGetManaged(bd_caller, bd, dptr, bytes, library, name);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetManaged)(dptr, bytes, library, name), "cudaLibraryGetManaged");
}

cudaError_t bd_cudaLibraryGetManaged(bound_dev_t *bd, void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetManaged)(dptr, bytes, library, name)
                                 : bd_gen_slow_cudaLibraryGetManaged(dptr, bytes, library, name, bd, __builtin_return_address(0));
}

cudaError_t bd_cudaLibraryGetUnifiedFunction(void **fptr, cudaLibrary_t library, const char *symbol)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetUnifiedFunction)(fptr, library, symbol), "cudaLibraryGetUnifiedFunction");
}

cudaError_t bd_cudaLibraryGetKernelCount(unsigned int *count, cudaLibrary_t lib)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryGetKernelCount)(count, lib), "cudaLibraryGetKernelCount");
}

cudaError_t bd_cudaLibraryEnumerateKernels(cudaKernel_t *kernels, unsigned int numKernels, cudaLibrary_t lib)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLibraryEnumerateKernels)(kernels, numKernels, lib), "cudaLibraryEnumerateKernels");
}

cudaError_t bd_cudaKernelSetAttributeForDevice(cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaKernelSetAttributeForDevice)(kernel, attr, value, device), "cudaKernelSetAttributeForDevice");
}

cudaError_t bd_cudaGetExportTable(const void **ppExportTable, const cudaUUID_t *pExportTableId)
{
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetExportTable)(ppExportTable, pExportTableId), "cudaGetExportTable");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetFuncBySymbol(const void *bd_caller, bound_dev_t *bd, cudaFunction_t *functionPtr, const void *symbolPtr)
{
    bd_call_t bd_call = {"cudaGetFuncBySymbol", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetFuncBySymbol)(functionPtr, symbolPtr), "cudaGetFuncBySymbol");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetFuncBySymbol(cudaFunction_t *functionPtr, const void *symbolPtr, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetFuncBySymbol(bd_caller, bd, functionPtr, symbolPtr);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetFuncBySymbol)(functionPtr, symbolPtr), "cudaGetFuncBySymbol");
}

cudaError_t bd_cudaGetFuncBySymbol(bound_dev_t *bd, cudaFunction_t *functionPtr, const void *symbolPtr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetFuncBySymbol)(functionPtr, symbolPtr)
                                 : bd_gen_slow_cudaGetFuncBySymbol(functionPtr, symbolPtr, bd, __builtin_return_address(0));
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudaError_t bd_gen_checked_cudaGetKernel(const void *bd_caller, bound_dev_t *bd, cudaKernel_t *kernelPtr, const void *entryFuncAddr)
{
    bd_call_t bd_call = {"cudaGetKernel", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetKernel)(kernelPtr, entryFuncAddr), "cudaGetKernel");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump. It takes the arguments first, where the fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudaError_t bd_gen_slow_cudaGetKernel(cudaKernel_t *kernelPtr, const void *entryFuncAddr, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_UNLIKELY(bd_gen_checks_on))
        return bd_gen_checked_cudaGetKernel(bd_caller, bd, kernelPtr, entryFuncAddr);
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudart_binding_status(bd_rc);
    return bd_gen_cudart_called(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetKernel)(kernelPtr, entryFuncAddr), "cudaGetKernel");
}

cudaError_t bd_cudaGetKernel(bound_dev_t *bd, cudaKernel_t *kernelPtr, const void *entryFuncAddr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetKernel)(kernelPtr, entryFuncAddr)
                                 : bd_gen_slow_cudaGetKernel(kernelPtr, entryFuncAddr, bd, __builtin_return_address(0));
}
BD_SUPPRESS_DEPRECATED_END
