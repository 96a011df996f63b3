/* SPDX-License-Identifier: MIT */
/* The simulated runtime's errors: the thread's last error (cudaGetLastError resets it,
 * cudaPeekAtLastError does not), contexts broken by a sticky error, and the errors' names. */
#include <stddef.h>

#include "sim_cudart.h"

/* cudaError_t's names, CUDA 13.0's (driver_types.h). Each is compiled against the headers, so a
 * misspelt one fails the build; those newer than CUDA 11.8 are named only when the headers have them. */
#define CUDART_ERRORS(NAME) \
    NAME(cudaSuccess) NAME(cudaErrorInvalidValue) NAME(cudaErrorMemoryAllocation) NAME(cudaErrorInitializationError) \
    NAME(cudaErrorCudartUnloading) NAME(cudaErrorProfilerDisabled) NAME(cudaErrorProfilerNotInitialized) \
    NAME(cudaErrorProfilerAlreadyStarted) NAME(cudaErrorProfilerAlreadyStopped) NAME(cudaErrorInvalidConfiguration) \
    NAME(cudaErrorInvalidPitchValue) NAME(cudaErrorInvalidSymbol) NAME(cudaErrorInvalidHostPointer) \
    NAME(cudaErrorInvalidDevicePointer) NAME(cudaErrorInvalidTexture) NAME(cudaErrorInvalidTextureBinding) \
    NAME(cudaErrorInvalidChannelDescriptor) NAME(cudaErrorInvalidMemcpyDirection) NAME(cudaErrorAddressOfConstant) \
    NAME(cudaErrorTextureFetchFailed) NAME(cudaErrorTextureNotBound) NAME(cudaErrorSynchronizationError) \
    NAME(cudaErrorInvalidFilterSetting) NAME(cudaErrorInvalidNormSetting) NAME(cudaErrorMixedDeviceExecution) \
    NAME(cudaErrorNotYetImplemented) NAME(cudaErrorMemoryValueTooLarge) NAME(cudaErrorStubLibrary) \
    NAME(cudaErrorInsufficientDriver) NAME(cudaErrorCallRequiresNewerDriver) NAME(cudaErrorInvalidSurface) \
    NAME(cudaErrorDuplicateVariableName) NAME(cudaErrorDuplicateTextureName) NAME(cudaErrorDuplicateSurfaceName) \
    NAME(cudaErrorDevicesUnavailable) NAME(cudaErrorIncompatibleDriverContext) NAME(cudaErrorMissingConfiguration) \
    NAME(cudaErrorPriorLaunchFailure) NAME(cudaErrorLaunchMaxDepthExceeded) NAME(cudaErrorLaunchFileScopedTex) \
    NAME(cudaErrorLaunchFileScopedSurf) NAME(cudaErrorSyncDepthExceeded) NAME(cudaErrorLaunchPendingCountExceeded) \
    NAME(cudaErrorInvalidDeviceFunction) NAME(cudaErrorNoDevice) NAME(cudaErrorInvalidDevice) \
    NAME(cudaErrorDeviceNotLicensed) NAME(cudaErrorSoftwareValidityNotEstablished) NAME(cudaErrorStartupFailure) \
    NAME(cudaErrorInvalidKernelImage) NAME(cudaErrorDeviceUninitialized) NAME(cudaErrorMapBufferObjectFailed) \
    NAME(cudaErrorUnmapBufferObjectFailed) NAME(cudaErrorArrayIsMapped) NAME(cudaErrorAlreadyMapped) \
    NAME(cudaErrorNoKernelImageForDevice) NAME(cudaErrorAlreadyAcquired) NAME(cudaErrorNotMapped) \
    NAME(cudaErrorNotMappedAsArray) NAME(cudaErrorNotMappedAsPointer) NAME(cudaErrorECCUncorrectable) \
    NAME(cudaErrorUnsupportedLimit) NAME(cudaErrorDeviceAlreadyInUse) NAME(cudaErrorPeerAccessUnsupported) \
    NAME(cudaErrorInvalidPtx) NAME(cudaErrorInvalidGraphicsContext) NAME(cudaErrorNvlinkUncorrectable) \
    NAME(cudaErrorJitCompilerNotFound) NAME(cudaErrorUnsupportedPtxVersion) NAME(cudaErrorJitCompilationDisabled) \
    NAME(cudaErrorUnsupportedExecAffinity) NAME(cudaErrorInvalidSource) NAME(cudaErrorFileNotFound) \
    NAME(cudaErrorSharedObjectSymbolNotFound) NAME(cudaErrorSharedObjectInitFailed) NAME(cudaErrorOperatingSystem) \
    NAME(cudaErrorInvalidResourceHandle) NAME(cudaErrorIllegalState) NAME(cudaErrorSymbolNotFound) \
    NAME(cudaErrorNotReady) NAME(cudaErrorIllegalAddress) NAME(cudaErrorLaunchOutOfResources) \
    NAME(cudaErrorLaunchTimeout) NAME(cudaErrorLaunchIncompatibleTexturing) NAME(cudaErrorPeerAccessAlreadyEnabled) \
    NAME(cudaErrorPeerAccessNotEnabled) NAME(cudaErrorSetOnActiveProcess) NAME(cudaErrorContextIsDestroyed) \
    NAME(cudaErrorAssert) NAME(cudaErrorTooManyPeers) NAME(cudaErrorHostMemoryAlreadyRegistered) \
    NAME(cudaErrorHostMemoryNotRegistered) NAME(cudaErrorHardwareStackError) NAME(cudaErrorIllegalInstruction) \
    NAME(cudaErrorMisalignedAddress) NAME(cudaErrorInvalidAddressSpace) NAME(cudaErrorInvalidPc) \
    NAME(cudaErrorLaunchFailure) NAME(cudaErrorCooperativeLaunchTooLarge) NAME(cudaErrorNotPermitted) \
    NAME(cudaErrorNotSupported) NAME(cudaErrorSystemNotReady) NAME(cudaErrorSystemDriverMismatch) \
    NAME(cudaErrorCompatNotSupportedOnDevice) NAME(cudaErrorMpsConnectionFailed) NAME(cudaErrorMpsRpcFailure) \
    NAME(cudaErrorMpsServerNotReady) NAME(cudaErrorMpsMaxClientsReached) NAME(cudaErrorMpsMaxConnectionsReached) \
    NAME(cudaErrorMpsClientTerminated) \
    NAME(cudaErrorStreamCaptureUnsupported) NAME(cudaErrorStreamCaptureInvalidated) NAME(cudaErrorStreamCaptureMerge) \
    NAME(cudaErrorStreamCaptureUnmatched) NAME(cudaErrorStreamCaptureUnjoined) NAME(cudaErrorStreamCaptureIsolation) \
    NAME(cudaErrorStreamCaptureImplicit) NAME(cudaErrorCapturedEvent) NAME(cudaErrorStreamCaptureWrongThread) \
    NAME(cudaErrorTimeout) NAME(cudaErrorGraphExecUpdateFailure) NAME(cudaErrorExternalDevice) \
    NAME(cudaErrorInvalidClusterSize) NAME(cudaErrorUnknown)
#define CUDART_ERRORS_12(NAME) NAME(cudaErrorCdpNotSupported) NAME(cudaErrorCdpVersionMismatch)
#define CUDART_ERRORS_13(NAME) \
    NAME(cudaErrorUnsupportedDevSideSync) NAME(cudaErrorContained) NAME(cudaErrorLossyQuery) \
    NAME(cudaErrorTensorMemoryLeak) NAME(cudaErrorFunctionNotLoaded) NAME(cudaErrorInvalidResourceType) \
    NAME(cudaErrorInvalidResourceConfiguration)

static const char *name_of(cudaError_t error)
{
#define NAME(name) \
    case name: return #name;
    switch ((int)error) {
        CUDART_ERRORS(NAME)
#if CUDART_VERSION >= 12000
        CUDART_ERRORS_12(NAME)
#endif
#if CUDART_VERSION >= 13000
        CUDART_ERRORS_13(NAME)
#endif
    default: return NULL;
    }
#undef NAME
}

/* The runtime's words for a code it does not know. */
static const char unrecognized_[] = "unrecognized error code";

const char *cudaGetErrorName(cudaError_t error)
{
    const char *name = name_of(error);
    return name != NULL ? name : unrecognized_;
}

/* The simulation's string is the name, as its cuGetErrorString is. */
const char *cudaGetErrorString(cudaError_t error)
{
    return cudaGetErrorName(error);
}

static __thread cudaError_t last_error_;

cudaError_t sim_rt_return(cudaError_t error)
{
    if (error != cudaSuccess && error != cudaErrorNotReady)
        last_error_ = error;
    return error;
}

cudaError_t sim_rt_driver(CUresult rc)
{
    cudaError_t error = (cudaError_t)rc;
    return sim_rt_return(rc == CUDA_SUCCESS || name_of(error) != NULL ? error : cudaErrorUnknown);
}

cudaError_t cudaGetLastError(void)
{
    cudaError_t error = last_error_;
    last_error_ = cudaSuccess;
    return error;
}

cudaError_t cudaPeekAtLastError(void)
{
    return last_error_;
}

bool sim_rt_sticky(cudaError_t error)
{
    switch (error) {
    case cudaErrorIllegalAddress:
    case cudaErrorLaunchFailure:
    case cudaErrorAssert:
    case cudaErrorHardwareStackError:
    case cudaErrorIllegalInstruction:
    case cudaErrorMisalignedAddress:
    case cudaErrorInvalidAddressSpace:
    case cudaErrorInvalidPc: return true;
    default: return false;
    }
}

/* Broken contexts, by incarnation (a primary context reset is a new one, and works again). */
enum { BROKEN = 64 };
static struct broken {
    unsigned long long id;
    cudaError_t error;
} broken_[BROKEN];
static int broken_count_;

void sim_rt_break(CUcontext ctx, cudaError_t error)
{
    sim_lock();
    if (broken_count_ < BROKEN)
        broken_[broken_count_++] = (struct broken){ctx->id, error};
    sim_unlock();
}

/* The sticky error of ctx, or cudaSuccess. */
cudaError_t sim_rt_broken(CUcontext ctx)
{
    cudaError_t error = cudaSuccess;
    sim_lock();
    for (int i = 0; i < broken_count_ && error == cudaSuccess; i++)
        if (broken_[i].id == ctx->id)
            error = broken_[i].error;
    sim_unlock();
    return error;
}
