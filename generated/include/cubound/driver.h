/* *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * Spec and templates hash: 92fb831431483595
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* driver: a wrapper for each of the 377 functions of cuda.h that act on a
 * context. Each takes the device bound to the calling thread first, makes its context current (a
 * compare when it already is), calls the function and returns CUresult. */
#ifndef CUBOUND_GENERATED_DRIVER_H
#define CUBOUND_GENERATED_DRIVER_H

#include <cuda.h>

#include "cubound/cubound.h"

#ifdef __cplusplus
extern "C" {
#endif

/* cuFlushGPUDirectRDMAWrites.
 */
static inline CUresult bd_cuFlushGPUDirectRDMAWrites(bound_dev_t *bd, CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFlushGPUDirectRDMAWrites(target, scope);
}

/* cuDevicePrimaryCtxRetain.
 */
static inline CUresult bd_cuDevicePrimaryCtxRetain(bound_dev_t *bd, CUcontext *pctx, CUdevice dev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDevicePrimaryCtxRetain(pctx, dev);
}

/* cuDevicePrimaryCtxRelease: cuda.h maps it to cuDevicePrimaryCtxRelease_v2.
 */
static inline CUresult bd_cuDevicePrimaryCtxRelease(bound_dev_t *bd, CUdevice dev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDevicePrimaryCtxRelease(dev);
}

/* cuDevicePrimaryCtxSetFlags: cuda.h maps it to cuDevicePrimaryCtxSetFlags_v2.
 */
static inline CUresult bd_cuDevicePrimaryCtxSetFlags(bound_dev_t *bd, CUdevice dev, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDevicePrimaryCtxSetFlags(dev, flags);
}

/* cuDevicePrimaryCtxGetState.
 * Writes through: flags, active.
 */
static inline CUresult bd_cuDevicePrimaryCtxGetState(bound_dev_t *bd, CUdevice dev, unsigned int *flags, int *active)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDevicePrimaryCtxGetState(dev, flags, active);
}

/* cuDevicePrimaryCtxReset: cuda.h maps it to cuDevicePrimaryCtxReset_v2.
 * Context: resets the device's primary context: its bindings go stale, the device re-retains it.
 */
static inline CUresult bd_cuDevicePrimaryCtxReset(bound_dev_t *bd, CUdevice dev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuDevicePrimaryCtxReset(dev);
    if (bd_result == CUDA_SUCCESS)
        bd_gen_resets_primary(dev);
    return bd_result;
}

/* cuCtxCreate: cuda.h maps it to cuCtxCreate_v4.
 * Creates: pctx.
 * Writes through: ctxCreateParams.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
static inline CUresult bd_cuCtxCreate(bound_dev_t *bd, CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxCreate(pctx, ctxCreateParams, flags, dev);
    if (bd_result == CUDA_SUCCESS)
        bd_gen_moves_current();
    return bd_result;
}

/* cuCtxDestroy: cuda.h maps it to cuCtxDestroy_v2.
 * Destroys: ctx.
 * Context: may end the context it is given: bindings of that context go stale.
 */
static inline CUresult bd_cuCtxDestroy(bound_dev_t *bd, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxDestroy(ctx);
    if (bd_result == CUDA_SUCCESS)
        bd_gen_ends_context(ctx);
    return bd_result;
}

/* cuCtxPushCurrent: cuda.h maps it to cuCtxPushCurrent_v2.
 * Must belong to the binding's device: ctx (context).
 * Context: changes the thread's current context: cubound forgets its cache.
 */
static inline CUresult bd_cuCtxPushCurrent(bound_dev_t *bd, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxPushCurrent(ctx);
    if (bd_result == CUDA_SUCCESS)
        bd_gen_moves_current();
    return bd_result;
}

/* cuCtxPopCurrent: cuda.h maps it to cuCtxPopCurrent_v2.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
static inline CUresult bd_cuCtxPopCurrent(bound_dev_t *bd, CUcontext *pctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxPopCurrent(pctx);
    if (bd_result == CUDA_SUCCESS)
        bd_gen_moves_current();
    return bd_result;
}

/* cuCtxSetCurrent.
 * Must belong to the binding's device: ctx (context).
 * Context: changes the thread's current context: cubound forgets its cache.
 */
static inline CUresult bd_cuCtxSetCurrent(bound_dev_t *bd, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxSetCurrent(ctx);
    if (bd_result == CUDA_SUCCESS)
        bd_gen_moves_current();
    return bd_result;
}

/* cuCtxGetCurrent.
 */
static inline CUresult bd_cuCtxGetCurrent(bound_dev_t *bd, CUcontext *pctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetCurrent(pctx);
}

/* cuCtxGetDevice.
 * Writes through: device.
 */
static inline CUresult bd_cuCtxGetDevice(bound_dev_t *bd, CUdevice *device)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetDevice(device);
}

/* cuCtxGetDevice_v2.
 * Must belong to the binding's device: ctx (context).
 * Writes through: device.
 */
static inline CUresult bd_cuCtxGetDevice_v2(bound_dev_t *bd, CUdevice *device, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetDevice_v2(device, ctx);
}

/* cuCtxGetFlags.
 * Writes through: flags.
 */
static inline CUresult bd_cuCtxGetFlags(bound_dev_t *bd, unsigned int *flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetFlags(flags);
}

/* cuCtxSetFlags.
 */
static inline CUresult bd_cuCtxSetFlags(bound_dev_t *bd, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSetFlags(flags);
}

/* cuCtxGetId.
 * Must belong to the binding's device: ctx (context).
 * Writes through: ctxId.
 */
static inline CUresult bd_cuCtxGetId(bound_dev_t *bd, CUcontext ctx, unsigned long long *ctxId)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetId(ctx, ctxId);
}

/* cuCtxSynchronize.
 */
static inline CUresult bd_cuCtxSynchronize(bound_dev_t *bd)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSynchronize();
}

/* cuCtxSynchronize_v2.
 * Must belong to the binding's device: ctx (context).
 */
static inline CUresult bd_cuCtxSynchronize_v2(bound_dev_t *bd, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSynchronize_v2(ctx);
}

/* cuCtxSetLimit.
 */
static inline CUresult bd_cuCtxSetLimit(bound_dev_t *bd, CUlimit limit, size_t value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSetLimit(limit, value);
}

/* cuCtxGetLimit.
 * Writes through: pvalue.
 */
static inline CUresult bd_cuCtxGetLimit(bound_dev_t *bd, size_t *pvalue, CUlimit limit)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetLimit(pvalue, limit);
}

/* cuCtxGetCacheConfig.
 * Writes through: pconfig.
 */
static inline CUresult bd_cuCtxGetCacheConfig(bound_dev_t *bd, CUfunc_cache *pconfig)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetCacheConfig(pconfig);
}

/* cuCtxSetCacheConfig.
 */
static inline CUresult bd_cuCtxSetCacheConfig(bound_dev_t *bd, CUfunc_cache config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSetCacheConfig(config);
}

/* cuCtxGetApiVersion.
 * Must belong to the binding's device: ctx (context).
 * Writes through: version.
 */
static inline CUresult bd_cuCtxGetApiVersion(bound_dev_t *bd, CUcontext ctx, unsigned int *version)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetApiVersion(ctx, version);
}

/* cuCtxGetStreamPriorityRange.
 * Writes through: leastPriority, greatestPriority.
 */
static inline CUresult bd_cuCtxGetStreamPriorityRange(bound_dev_t *bd, int *leastPriority, int *greatestPriority)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetStreamPriorityRange(leastPriority, greatestPriority);
}

/* cuCtxResetPersistingL2Cache.
 */
static inline CUresult bd_cuCtxResetPersistingL2Cache(bound_dev_t *bd)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxResetPersistingL2Cache();
}

/* cuCtxGetExecAffinity.
 * Writes through: pExecAffinity.
 */
static inline CUresult bd_cuCtxGetExecAffinity(bound_dev_t *bd, CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetExecAffinity(pExecAffinity, type);
}

/* cuCtxRecordEvent.
 * Must belong to the binding's device: hCtx (context), hEvent (event).
 */
static inline CUresult bd_cuCtxRecordEvent(bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxRecordEvent(hCtx, hEvent);
}

/* cuCtxWaitEvent.
 * Must belong to the binding's device: hCtx (context), hEvent (event).
 */
static inline CUresult bd_cuCtxWaitEvent(bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxWaitEvent(hCtx, hEvent);
}

/* cuCtxAttach.
 * Deprecated in CUDA.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuCtxAttach(bound_dev_t *bd, CUcontext *pctx, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxAttach(pctx, flags);
}
BD_SUPPRESS_DEPRECATED_END

/* cuCtxDetach.
 * Deprecated in CUDA.
 * Must belong to the binding's device: ctx (context).
 * Context: may end the context it is given: bindings of that context go stale.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuCtxDetach(bound_dev_t *bd, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxDetach(ctx);
    if (bd_result == CUDA_SUCCESS)
        bd_gen_ends_context(ctx);
    return bd_result;
}
BD_SUPPRESS_DEPRECATED_END

/* cuCtxGetSharedMemConfig.
 * Deprecated in CUDA.
 * Writes through: pConfig.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuCtxGetSharedMemConfig(bound_dev_t *bd, CUsharedconfig *pConfig)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetSharedMemConfig(pConfig);
}
BD_SUPPRESS_DEPRECATED_END

/* cuCtxSetSharedMemConfig.
 * Deprecated in CUDA.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuCtxSetSharedMemConfig(bound_dev_t *bd, CUsharedconfig config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSetSharedMemConfig(config);
}
BD_SUPPRESS_DEPRECATED_END

/* cuModuleLoad.
 * Creates: module.
 */
static inline CUresult bd_cuModuleLoad(bound_dev_t *bd, CUmodule *module, const char *fname)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleLoad(module, fname);
}

/* cuModuleLoadData.
 * Creates: module.
 */
static inline CUresult bd_cuModuleLoadData(bound_dev_t *bd, CUmodule *module, const void *image)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleLoadData(module, image);
}

/* cuModuleLoadDataEx.
 * Creates: module.
 * Writes through: options, optionValues.
 */
static inline CUresult bd_cuModuleLoadDataEx(bound_dev_t *bd, CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleLoadDataEx(module, image, numOptions, options, optionValues);
}

/* cuModuleLoadFatBinary.
 * Creates: module.
 */
static inline CUresult bd_cuModuleLoadFatBinary(bound_dev_t *bd, CUmodule *module, const void *fatCubin)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleLoadFatBinary(module, fatCubin);
}

/* cuModuleUnload.
 * Destroys: hmod.
 */
static inline CUresult bd_cuModuleUnload(bound_dev_t *bd, CUmodule hmod)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleUnload(hmod);
}

/* cuModuleGetFunction.
 * Must belong to the binding's device: hmod (module).
 */
static inline CUresult bd_cuModuleGetFunction(bound_dev_t *bd, CUfunction *hfunc, CUmodule hmod, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleGetFunction(hfunc, hmod, name);
}

/* cuModuleGetFunctionCount.
 * Must belong to the binding's device: mod (module).
 * Writes through: count.
 */
static inline CUresult bd_cuModuleGetFunctionCount(bound_dev_t *bd, unsigned int *count, CUmodule mod)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleGetFunctionCount(count, mod);
}

/* cuModuleEnumerateFunctions.
 * Must belong to the binding's device: mod (module).
 */
static inline CUresult bd_cuModuleEnumerateFunctions(bound_dev_t *bd, CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleEnumerateFunctions(functions, numFunctions, mod);
}

/* cuModuleGetGlobal: cuda.h maps it to cuModuleGetGlobal_v2.
 * Must belong to the binding's device: hmod (module).
 * Writes through: bytes.
 */
static inline CUresult bd_cuModuleGetGlobal(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleGetGlobal(dptr, bytes, hmod, name);
}

/* cuLinkCreate: cuda.h maps it to cuLinkCreate_v2.
 * Creates: stateOut.
 * Writes through: options, optionValues.
 */
static inline CUresult bd_cuLinkCreate(bound_dev_t *bd, unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLinkCreate(numOptions, options, optionValues, stateOut);
}

/* cuLinkAddData: cuda.h maps it to cuLinkAddData_v2.
 * Must belong to the binding's device: state (link_state).
 * Writes through: data, options, optionValues.
 */
static inline CUresult bd_cuLinkAddData(bound_dev_t *bd, CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLinkAddData(state, type, data, size, name, numOptions, options, optionValues);
}

/* cuLinkAddFile: cuda.h maps it to cuLinkAddFile_v2.
 * Must belong to the binding's device: state (link_state).
 * Writes through: options, optionValues.
 */
static inline CUresult bd_cuLinkAddFile(bound_dev_t *bd, CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLinkAddFile(state, type, path, numOptions, options, optionValues);
}

/* cuLinkComplete.
 * Must belong to the binding's device: state (link_state).
 * Writes through: cubinOut, sizeOut.
 */
static inline CUresult bd_cuLinkComplete(bound_dev_t *bd, CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLinkComplete(state, cubinOut, sizeOut);
}

/* cuLinkDestroy.
 * Destroys: state.
 */
static inline CUresult bd_cuLinkDestroy(bound_dev_t *bd, CUlinkState state)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLinkDestroy(state);
}

/* cuModuleGetTexRef.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hmod (module).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuModuleGetTexRef(bound_dev_t *bd, CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleGetTexRef(pTexRef, hmod, name);
}
BD_SUPPRESS_DEPRECATED_END

/* cuModuleGetSurfRef.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hmod (module).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuModuleGetSurfRef(bound_dev_t *bd, CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleGetSurfRef(pSurfRef, hmod, name);
}
BD_SUPPRESS_DEPRECATED_END

/* cuLibraryGetModule.
 * Must belong to the binding's device: library (library).
 */
static inline CUresult bd_cuLibraryGetModule(bound_dev_t *bd, CUmodule *pMod, CUlibrary library)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLibraryGetModule(pMod, library);
}

/* cuKernelGetFunction.
 * Must belong to the binding's device: kernel (kernel).
 */
static inline CUresult bd_cuKernelGetFunction(bound_dev_t *bd, CUfunction *pFunc, CUkernel kernel)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuKernelGetFunction(pFunc, kernel);
}

/* cuLibraryGetGlobal.
 * Must belong to the binding's device: library (library).
 * Writes through: bytes.
 */
static inline CUresult bd_cuLibraryGetGlobal(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLibraryGetGlobal(dptr, bytes, library, name);
}

/* cuLibraryGetManaged.
 * Must belong to the binding's device: library (library).
 * Writes through: bytes.
 */
static inline CUresult bd_cuLibraryGetManaged(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLibraryGetManaged(dptr, bytes, library, name);
}

/* cuMemGetInfo: cuda.h maps it to cuMemGetInfo_v2.
 * Writes through: free, total.
 */
static inline CUresult bd_cuMemGetInfo(bound_dev_t *bd, size_t *free, size_t *total)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemGetInfo(free, total);
}

/* cuMemAlloc: cuda.h maps it to cuMemAlloc_v2.
 * Creates: dptr.
 */
static inline CUresult bd_cuMemAlloc(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAlloc(dptr, bytesize);
}

/* cuMemAllocPitch: cuda.h maps it to cuMemAllocPitch_v2.
 * Creates: dptr.
 * Writes through: pPitch.
 */
static inline CUresult bd_cuMemAllocPitch(bound_dev_t *bd, CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAllocPitch(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
}

/* cuMemFree: cuda.h maps it to cuMemFree_v2.
 * Destroys: dptr.
 */
static inline CUresult bd_cuMemFree(bound_dev_t *bd, CUdeviceptr dptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemFree(dptr);
}

/* cuMemGetAddressRange: cuda.h maps it to cuMemGetAddressRange_v2.
 * Must belong to the binding's device: dptr (device_pointer).
 * Writes through: psize.
 */
static inline CUresult bd_cuMemGetAddressRange(bound_dev_t *bd, CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemGetAddressRange(pbase, psize, dptr);
}

/* cuMemAllocHost: cuda.h maps it to cuMemAllocHost_v2.
 * Writes through: pp.
 */
static inline CUresult bd_cuMemAllocHost(bound_dev_t *bd, void **pp, size_t bytesize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAllocHost(pp, bytesize);
}

/* cuMemFreeHost.
 * Writes through: p.
 */
static inline CUresult bd_cuMemFreeHost(bound_dev_t *bd, void *p)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemFreeHost(p);
}

/* cuMemHostAlloc.
 * Writes through: pp.
 */
static inline CUresult bd_cuMemHostAlloc(bound_dev_t *bd, void **pp, size_t bytesize, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemHostAlloc(pp, bytesize, Flags);
}

/* cuMemHostGetDevicePointer: cuda.h maps it to cuMemHostGetDevicePointer_v2.
 * Writes through: p.
 */
static inline CUresult bd_cuMemHostGetDevicePointer(bound_dev_t *bd, CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemHostGetDevicePointer(pdptr, p, Flags);
}

/* cuMemHostGetFlags.
 * Writes through: pFlags, p.
 */
static inline CUresult bd_cuMemHostGetFlags(bound_dev_t *bd, unsigned int *pFlags, void *p)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemHostGetFlags(pFlags, p);
}

/* cuMemAllocManaged.
 * Creates: dptr.
 */
static inline CUresult bd_cuMemAllocManaged(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAllocManaged(dptr, bytesize, flags);
}

/* cuIpcGetEventHandle.
 * Must belong to the binding's device: event (event).
 * Writes through: pHandle.
 */
static inline CUresult bd_cuIpcGetEventHandle(bound_dev_t *bd, CUipcEventHandle *pHandle, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuIpcGetEventHandle(pHandle, event);
}

/* cuIpcOpenEventHandle.
 * Creates: phEvent.
 */
static inline CUresult bd_cuIpcOpenEventHandle(bound_dev_t *bd, CUevent *phEvent, CUipcEventHandle handle)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuIpcOpenEventHandle(phEvent, handle);
}

/* cuIpcGetMemHandle.
 * Must belong to the binding's device: dptr (device_pointer).
 * Writes through: pHandle.
 */
static inline CUresult bd_cuIpcGetMemHandle(bound_dev_t *bd, CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuIpcGetMemHandle(pHandle, dptr);
}

/* cuIpcOpenMemHandle: cuda.h maps it to cuIpcOpenMemHandle_v2.
 * Creates: pdptr.
 */
static inline CUresult bd_cuIpcOpenMemHandle(bound_dev_t *bd, CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuIpcOpenMemHandle(pdptr, handle, Flags);
}

/* cuIpcCloseMemHandle.
 * Destroys: dptr.
 */
static inline CUresult bd_cuIpcCloseMemHandle(bound_dev_t *bd, CUdeviceptr dptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuIpcCloseMemHandle(dptr);
}

/* cuMemHostRegister: cuda.h maps it to cuMemHostRegister_v2.
 * Writes through: p.
 */
static inline CUresult bd_cuMemHostRegister(bound_dev_t *bd, void *p, size_t bytesize, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemHostRegister(p, bytesize, Flags);
}

/* cuMemHostUnregister.
 * Writes through: p.
 */
static inline CUresult bd_cuMemHostUnregister(bound_dev_t *bd, void *p)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemHostUnregister(p);
}

/* cuMemcpy (cuMemcpy_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dst (device_pointer), src (device_pointer).
 */
static inline CUresult bd_cuMemcpy(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy(dst, src, ByteCount);
}

/* cuMemcpyPeer (cuMemcpyPeer_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), dstContext (context), srcDevice (device_pointer), srcContext (context).
 */
static inline CUresult bd_cuMemcpyPeer(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyPeer(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}

/* cuMemcpyHtoD: cuda.h maps it to cuMemcpyHtoD_v2 (cuMemcpyHtoD_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
static inline CUresult bd_cuMemcpyHtoD(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyHtoD(dstDevice, srcHost, ByteCount);
}

/* cuMemcpyDtoH: cuda.h maps it to cuMemcpyDtoH_v2 (cuMemcpyDtoH_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: srcDevice (device_pointer).
 * Writes through: dstHost.
 */
static inline CUresult bd_cuMemcpyDtoH(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoH(dstHost, srcDevice, ByteCount);
}

/* cuMemcpyDtoD: cuda.h maps it to cuMemcpyDtoD_v2 (cuMemcpyDtoD_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), srcDevice (device_pointer).
 */
static inline CUresult bd_cuMemcpyDtoD(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoD(dstDevice, srcDevice, ByteCount);
}

/* cuMemcpyDtoA: cuda.h maps it to cuMemcpyDtoA_v2 (cuMemcpyDtoA_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array), srcDevice (device_pointer).
 */
static inline CUresult bd_cuMemcpyDtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoA(dstArray, dstOffset, srcDevice, ByteCount);
}

/* cuMemcpyAtoD: cuda.h maps it to cuMemcpyAtoD_v2 (cuMemcpyAtoD_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), srcArray (array).
 */
static inline CUresult bd_cuMemcpyAtoD(bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyAtoD(dstDevice, srcArray, srcOffset, ByteCount);
}

/* cuMemcpyHtoA: cuda.h maps it to cuMemcpyHtoA_v2 (cuMemcpyHtoA_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array).
 */
static inline CUresult bd_cuMemcpyHtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyHtoA(dstArray, dstOffset, srcHost, ByteCount);
}

/* cuMemcpyAtoH: cuda.h maps it to cuMemcpyAtoH_v2 (cuMemcpyAtoH_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: srcArray (array).
 * Writes through: dstHost.
 */
static inline CUresult bd_cuMemcpyAtoH(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyAtoH(dstHost, srcArray, srcOffset, ByteCount);
}

/* cuMemcpyAtoA: cuda.h maps it to cuMemcpyAtoA_v2 (cuMemcpyAtoA_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array), srcArray (array).
 */
static inline CUresult bd_cuMemcpyAtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyAtoA(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}

/* cuMemcpy2D: cuda.h maps it to cuMemcpy2D_v2 (cuMemcpy2D_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
static inline CUresult bd_cuMemcpy2D(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy2D(pCopy);
}

/* cuMemcpy2DUnaligned: cuda.h maps it to cuMemcpy2DUnaligned_v2 (cuMemcpy2DUnaligned_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
static inline CUresult bd_cuMemcpy2DUnaligned(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy2DUnaligned(pCopy);
}

/* cuMemcpy3D: cuda.h maps it to cuMemcpy3D_v2 (cuMemcpy3D_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
static inline CUresult bd_cuMemcpy3D(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy3D(pCopy);
}

/* cuMemcpy3DPeer (cuMemcpy3DPeer_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), srcContext (context), dstDevice (device_pointer), dstArray (array), dstContext (context).
 */
static inline CUresult bd_cuMemcpy3DPeer(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy3DPeer(pCopy);
}

/* cuMemcpyAsync (cuMemcpyAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dst (device_pointer), src (device_pointer), hStream (stream).
 */
static inline CUresult bd_cuMemcpyAsync(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyAsync(dst, src, ByteCount, hStream);
}

/* cuMemcpyPeerAsync (cuMemcpyPeerAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), dstContext (context), srcDevice (device_pointer), srcContext (context), hStream (stream).
 */
static inline CUresult bd_cuMemcpyPeerAsync(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyPeerAsync(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}

/* cuMemcpyHtoDAsync: cuda.h maps it to cuMemcpyHtoDAsync_v2 (cuMemcpyHtoDAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
static inline CUresult bd_cuMemcpyHtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyHtoDAsync(dstDevice, srcHost, ByteCount, hStream);
}

/* cuMemcpyDtoHAsync: cuda.h maps it to cuMemcpyDtoHAsync_v2 (cuMemcpyDtoHAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: srcDevice (device_pointer), hStream (stream).
 * Writes through: dstHost.
 */
static inline CUresult bd_cuMemcpyDtoHAsync(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoHAsync(dstHost, srcDevice, ByteCount, hStream);
}

/* cuMemcpyDtoDAsync: cuda.h maps it to cuMemcpyDtoDAsync_v2 (cuMemcpyDtoDAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), srcDevice (device_pointer), hStream (stream).
 */
static inline CUresult bd_cuMemcpyDtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoDAsync(dstDevice, srcDevice, ByteCount, hStream);
}

/* cuMemcpyHtoAAsync: cuda.h maps it to cuMemcpyHtoAAsync_v2 (cuMemcpyHtoAAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array), hStream (stream).
 */
static inline CUresult bd_cuMemcpyHtoAAsync(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyHtoAAsync(dstArray, dstOffset, srcHost, ByteCount, hStream);
}

/* cuMemcpyAtoHAsync: cuda.h maps it to cuMemcpyAtoHAsync_v2 (cuMemcpyAtoHAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: srcArray (array), hStream (stream).
 * Writes through: dstHost.
 */
static inline CUresult bd_cuMemcpyAtoHAsync(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyAtoHAsync(dstHost, srcArray, srcOffset, ByteCount, hStream);
}

/* cuMemcpy2DAsync: cuda.h maps it to cuMemcpy2DAsync_v2 (cuMemcpy2DAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
static inline CUresult bd_cuMemcpy2DAsync(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy2DAsync(pCopy, hStream);
}

/* cuMemcpy3DAsync: cuda.h maps it to cuMemcpy3DAsync_v2 (cuMemcpy3DAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
static inline CUresult bd_cuMemcpy3DAsync(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy3DAsync(pCopy, hStream);
}

/* cuMemcpy3DPeerAsync (cuMemcpy3DPeerAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), srcContext (context), dstDevice (device_pointer), dstArray (array), dstContext (context).
 */
static inline CUresult bd_cuMemcpy3DPeerAsync(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy3DPeerAsync(pCopy, hStream);
}

/* cuMemcpyBatchAsync: cuda.h maps it to cuMemcpyBatchAsync_v2 (cuMemcpyBatchAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes, attrs, attrsIdxs.
 */
static inline CUresult bd_cuMemcpyBatchAsync(bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyBatchAsync(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}

/* cuMemcpy3DBatchAsync: cuda.h maps it to cuMemcpy3DBatchAsync_v2 (cuMemcpy3DBatchAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside opList: src.op.ptr.ptr (device_pointer), src.op.array.array (array), dst.op.ptr.ptr (device_pointer), dst.op.array.array (array).
 * Writes through: opList.
 */
static inline CUresult bd_cuMemcpy3DBatchAsync(bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy3DBatchAsync(numOps, opList, flags, hStream);
}

/* cuMemsetD8: cuda.h maps it to cuMemsetD8_v2 (cuMemsetD8_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
static inline CUresult bd_cuMemsetD8(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD8(dstDevice, uc, N);
}

/* cuMemsetD16: cuda.h maps it to cuMemsetD16_v2 (cuMemsetD16_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
static inline CUresult bd_cuMemsetD16(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD16(dstDevice, us, N);
}

/* cuMemsetD32: cuda.h maps it to cuMemsetD32_v2 (cuMemsetD32_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
static inline CUresult bd_cuMemsetD32(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD32(dstDevice, ui, N);
}

/* cuMemsetD2D8: cuda.h maps it to cuMemsetD2D8_v2 (cuMemsetD2D8_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
static inline CUresult bd_cuMemsetD2D8(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D8(dstDevice, dstPitch, uc, Width, Height);
}

/* cuMemsetD2D16: cuda.h maps it to cuMemsetD2D16_v2 (cuMemsetD2D16_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
static inline CUresult bd_cuMemsetD2D16(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D16(dstDevice, dstPitch, us, Width, Height);
}

/* cuMemsetD2D32: cuda.h maps it to cuMemsetD2D32_v2 (cuMemsetD2D32_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
static inline CUresult bd_cuMemsetD2D32(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D32(dstDevice, dstPitch, ui, Width, Height);
}

/* cuMemsetD8Async (cuMemsetD8Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
static inline CUresult bd_cuMemsetD8Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD8Async(dstDevice, uc, N, hStream);
}

/* cuMemsetD16Async (cuMemsetD16Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
static inline CUresult bd_cuMemsetD16Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD16Async(dstDevice, us, N, hStream);
}

/* cuMemsetD32Async (cuMemsetD32Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
static inline CUresult bd_cuMemsetD32Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD32Async(dstDevice, ui, N, hStream);
}

/* cuMemsetD2D8Async (cuMemsetD2D8Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
static inline CUresult bd_cuMemsetD2D8Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D8Async(dstDevice, dstPitch, uc, Width, Height, hStream);
}

/* cuMemsetD2D16Async (cuMemsetD2D16Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
static inline CUresult bd_cuMemsetD2D16Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D16Async(dstDevice, dstPitch, us, Width, Height, hStream);
}

/* cuMemsetD2D32Async (cuMemsetD2D32Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
static inline CUresult bd_cuMemsetD2D32Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D32Async(dstDevice, dstPitch, ui, Width, Height, hStream);
}

/* cuArrayCreate: cuda.h maps it to cuArrayCreate_v2.
 * Creates: pHandle.
 */
static inline CUresult bd_cuArrayCreate(bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayCreate(pHandle, pAllocateArray);
}

/* cuArrayGetDescriptor: cuda.h maps it to cuArrayGetDescriptor_v2.
 * Must belong to the binding's device: hArray (array).
 * Writes through: pArrayDescriptor.
 */
static inline CUresult bd_cuArrayGetDescriptor(bound_dev_t *bd, CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayGetDescriptor(pArrayDescriptor, hArray);
}

/* cuArrayGetSparseProperties.
 * Must belong to the binding's device: array (array).
 * Writes through: sparseProperties.
 */
static inline CUresult bd_cuArrayGetSparseProperties(bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayGetSparseProperties(sparseProperties, array);
}

/* cuMipmappedArrayGetSparseProperties.
 * Must belong to the binding's device: mipmap (mipmapped_array).
 * Writes through: sparseProperties.
 */
static inline CUresult bd_cuMipmappedArrayGetSparseProperties(bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMipmappedArrayGetSparseProperties(sparseProperties, mipmap);
}

/* cuArrayGetMemoryRequirements.
 * Must belong to the binding's device: array (array).
 * Writes through: memoryRequirements.
 */
static inline CUresult bd_cuArrayGetMemoryRequirements(bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayGetMemoryRequirements(memoryRequirements, array, device);
}

/* cuMipmappedArrayGetMemoryRequirements.
 * Must belong to the binding's device: mipmap (mipmapped_array).
 * Writes through: memoryRequirements.
 */
static inline CUresult bd_cuMipmappedArrayGetMemoryRequirements(bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device);
}

/* cuArrayGetPlane.
 * Must belong to the binding's device: hArray (array).
 */
static inline CUresult bd_cuArrayGetPlane(bound_dev_t *bd, CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayGetPlane(pPlaneArray, hArray, planeIdx);
}

/* cuArrayDestroy.
 * Destroys: hArray.
 */
static inline CUresult bd_cuArrayDestroy(bound_dev_t *bd, CUarray hArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayDestroy(hArray);
}

/* cuArray3DCreate: cuda.h maps it to cuArray3DCreate_v2.
 * Creates: pHandle.
 */
static inline CUresult bd_cuArray3DCreate(bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArray3DCreate(pHandle, pAllocateArray);
}

/* cuArray3DGetDescriptor: cuda.h maps it to cuArray3DGetDescriptor_v2.
 * Must belong to the binding's device: hArray (array).
 * Writes through: pArrayDescriptor.
 */
static inline CUresult bd_cuArray3DGetDescriptor(bound_dev_t *bd, CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArray3DGetDescriptor(pArrayDescriptor, hArray);
}

/* cuMipmappedArrayCreate.
 * Creates: pHandle.
 */
static inline CUresult bd_cuMipmappedArrayCreate(bound_dev_t *bd, CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMipmappedArrayCreate(pHandle, pMipmappedArrayDesc, numMipmapLevels);
}

/* cuMipmappedArrayGetLevel.
 * Must belong to the binding's device: hMipmappedArray (mipmapped_array).
 */
static inline CUresult bd_cuMipmappedArrayGetLevel(bound_dev_t *bd, CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMipmappedArrayGetLevel(pLevelArray, hMipmappedArray, level);
}

/* cuMipmappedArrayDestroy.
 * Destroys: hMipmappedArray.
 */
static inline CUresult bd_cuMipmappedArrayDestroy(bound_dev_t *bd, CUmipmappedArray hMipmappedArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMipmappedArrayDestroy(hMipmappedArray);
}

/* cuMemGetHandleForAddressRange.
 * Must belong to the binding's device: dptr (device_pointer).
 * Writes through: handle.
 */
static inline CUresult bd_cuMemGetHandleForAddressRange(bound_dev_t *bd, void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemGetHandleForAddressRange(handle, dptr, size, handleType, flags);
}

/* cuMemBatchDecompressAsync (cuMemBatchDecompressAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: paramsArray, errorIndex.
 */
static inline CUresult bd_cuMemBatchDecompressAsync(bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemBatchDecompressAsync(paramsArray, count, flags, errorIndex, stream);
}

/* cuMemAddressReserve.
 * Creates: ptr.
 * Must belong to the binding's device: addr (device_pointer).
 */
static inline CUresult bd_cuMemAddressReserve(bound_dev_t *bd, CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAddressReserve(ptr, size, alignment, addr, flags);
}

/* cuMemAddressFree.
 * Destroys: ptr.
 */
static inline CUresult bd_cuMemAddressFree(bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAddressFree(ptr, size);
}

/* cuMemCreate.
 * Creates: handle.
 */
static inline CUresult bd_cuMemCreate(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemCreate(handle, size, prop, flags);
}

/* cuMemRelease.
 * Destroys: handle.
 */
static inline CUresult bd_cuMemRelease(bound_dev_t *bd, CUmemGenericAllocationHandle handle)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemRelease(handle);
}

/* cuMemMap.
 * Must belong to the binding's device: ptr (device_pointer), handle (memory_handle).
 */
static inline CUresult bd_cuMemMap(bound_dev_t *bd, CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemMap(ptr, size, offset, handle, flags);
}

/* cuMemMapArrayAsync (cuMemMapArrayAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside mapInfoList: resource.mipmap (mipmapped_array), resource.array (array), memHandle.memHandle (memory_handle).
 * Writes through: mapInfoList.
 */
static inline CUresult bd_cuMemMapArrayAsync(bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemMapArrayAsync(mapInfoList, count, hStream);
}

/* cuMemUnmap.
 * Must belong to the binding's device: ptr (device_pointer).
 */
static inline CUresult bd_cuMemUnmap(bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemUnmap(ptr, size);
}

/* cuMemSetAccess.
 * Must belong to the binding's device: ptr (device_pointer).
 */
static inline CUresult bd_cuMemSetAccess(bound_dev_t *bd, CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemSetAccess(ptr, size, desc, count);
}

/* cuMemGetAccess.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: flags.
 */
static inline CUresult bd_cuMemGetAccess(bound_dev_t *bd, unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemGetAccess(flags, location, ptr);
}

/* cuMemExportToShareableHandle.
 * Must belong to the binding's device: handle (memory_handle).
 * Writes through: shareableHandle.
 */
static inline CUresult bd_cuMemExportToShareableHandle(bound_dev_t *bd, void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemExportToShareableHandle(shareableHandle, handle, handleType, flags);
}

/* cuMemImportFromShareableHandle.
 * Creates: handle.
 * Writes through: osHandle.
 */
static inline CUresult bd_cuMemImportFromShareableHandle(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemImportFromShareableHandle(handle, osHandle, shHandleType);
}

/* cuMemGetAllocationPropertiesFromHandle.
 * Must belong to the binding's device: handle (memory_handle).
 * Writes through: prop.
 */
static inline CUresult bd_cuMemGetAllocationPropertiesFromHandle(bound_dev_t *bd, CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemGetAllocationPropertiesFromHandle(prop, handle);
}

/* cuMemRetainAllocationHandle.
 * Creates: handle.
 * Writes through: addr.
 */
static inline CUresult bd_cuMemRetainAllocationHandle(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *addr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemRetainAllocationHandle(handle, addr);
}

/* cuMemFreeAsync (cuMemFreeAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Destroys: dptr.
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuMemFreeAsync(bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemFreeAsync(dptr, hStream);
}

/* cuMemAllocAsync (cuMemAllocAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: dptr.
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuMemAllocAsync(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAllocAsync(dptr, bytesize, hStream);
}

/* cuMemPoolTrimTo.
 * Must belong to the binding's device: pool (memory_pool).
 */
static inline CUresult bd_cuMemPoolTrimTo(bound_dev_t *bd, CUmemoryPool pool, size_t minBytesToKeep)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolTrimTo(pool, minBytesToKeep);
}

/* cuMemPoolSetAttribute.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: value.
 */
static inline CUresult bd_cuMemPoolSetAttribute(bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolSetAttribute(pool, attr, value);
}

/* cuMemPoolGetAttribute.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: value.
 */
static inline CUresult bd_cuMemPoolGetAttribute(bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolGetAttribute(pool, attr, value);
}

/* cuMemPoolSetAccess.
 * Must belong to the binding's device: pool (memory_pool).
 */
static inline CUresult bd_cuMemPoolSetAccess(bound_dev_t *bd, CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolSetAccess(pool, map, count);
}

/* cuMemPoolGetAccess.
 * Must belong to the binding's device: memPool (memory_pool).
 * Writes through: flags, location.
 */
static inline CUresult bd_cuMemPoolGetAccess(bound_dev_t *bd, CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolGetAccess(flags, memPool, location);
}

/* cuMemPoolCreate.
 * Creates: pool.
 */
static inline CUresult bd_cuMemPoolCreate(bound_dev_t *bd, CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolCreate(pool, poolProps);
}

/* cuMemPoolDestroy.
 * Destroys: pool.
 */
static inline CUresult bd_cuMemPoolDestroy(bound_dev_t *bd, CUmemoryPool pool)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolDestroy(pool);
}

/* cuMemAllocFromPoolAsync (cuMemAllocFromPoolAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: dptr.
 * Must belong to the binding's device: pool (memory_pool), hStream (stream).
 */
static inline CUresult bd_cuMemAllocFromPoolAsync(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAllocFromPoolAsync(dptr, bytesize, pool, hStream);
}

/* cuMemPoolExportToShareableHandle.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: handle_out.
 */
static inline CUresult bd_cuMemPoolExportToShareableHandle(bound_dev_t *bd, void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolExportToShareableHandle(handle_out, pool, handleType, flags);
}

/* cuMemPoolImportFromShareableHandle.
 * Creates: pool_out.
 * Writes through: handle.
 */
static inline CUresult bd_cuMemPoolImportFromShareableHandle(bound_dev_t *bd, CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolImportFromShareableHandle(pool_out, handle, handleType, flags);
}

/* cuMemPoolExportPointer.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: shareData_out.
 */
static inline CUresult bd_cuMemPoolExportPointer(bound_dev_t *bd, CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolExportPointer(shareData_out, ptr);
}

/* cuMemPoolImportPointer.
 * Creates: ptr_out.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: shareData.
 */
static inline CUresult bd_cuMemPoolImportPointer(bound_dev_t *bd, CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolImportPointer(ptr_out, pool, shareData);
}

/* cuMulticastCreate.
 * Creates: mcHandle.
 */
static inline CUresult bd_cuMulticastCreate(bound_dev_t *bd, CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMulticastCreate(mcHandle, prop);
}

/* cuMulticastAddDevice.
 * Must belong to the binding's device: mcHandle (memory_handle).
 */
static inline CUresult bd_cuMulticastAddDevice(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMulticastAddDevice(mcHandle, dev);
}

/* cuMulticastBindMem.
 * Must belong to the binding's device: mcHandle (memory_handle), memHandle (memory_handle).
 */
static inline CUresult bd_cuMulticastBindMem(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMulticastBindMem(mcHandle, mcOffset, memHandle, memOffset, size, flags);
}

/* cuMulticastBindAddr.
 * Must belong to the binding's device: mcHandle (memory_handle), memptr (device_pointer).
 */
static inline CUresult bd_cuMulticastBindAddr(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMulticastBindAddr(mcHandle, mcOffset, memptr, size, flags);
}

/* cuMulticastUnbind.
 * Must belong to the binding's device: mcHandle (memory_handle).
 */
static inline CUresult bd_cuMulticastUnbind(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMulticastUnbind(mcHandle, dev, mcOffset, size);
}

/* cuPointerGetAttribute.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: data.
 */
static inline CUresult bd_cuPointerGetAttribute(bound_dev_t *bd, void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuPointerGetAttribute(data, attribute, ptr);
}

/* cuMemPrefetchAsync: cuda.h maps it to cuMemPrefetchAsync_v2 (cuMemPrefetchAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: devPtr (device_pointer), hStream (stream).
 */
static inline CUresult bd_cuMemPrefetchAsync(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPrefetchAsync(devPtr, count, location, flags, hStream);
}

/* cuMemAdvise: cuda.h maps it to cuMemAdvise_v2.
 * Must belong to the binding's device: devPtr (device_pointer).
 */
static inline CUresult bd_cuMemAdvise(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAdvise(devPtr, count, advice, location);
}

/* cuMemPrefetchBatchAsync (cuMemPrefetchBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes, prefetchLocs, prefetchLocIdxs.
 */
static inline CUresult bd_cuMemPrefetchBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

/* cuMemDiscardBatchAsync (cuMemDiscardBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes.
 */
static inline CUresult bd_cuMemDiscardBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemDiscardBatchAsync(dptrs, sizes, count, flags, hStream);
}

/* cuMemDiscardAndPrefetchBatchAsync (cuMemDiscardAndPrefetchBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes, prefetchLocs, prefetchLocIdxs.
 */
static inline CUresult bd_cuMemDiscardAndPrefetchBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemDiscardAndPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

/* cuMemRangeGetAttribute.
 * Must belong to the binding's device: devPtr (device_pointer).
 * Writes through: data.
 */
static inline CUresult bd_cuMemRangeGetAttribute(bound_dev_t *bd, void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemRangeGetAttribute(data, dataSize, attribute, devPtr, count);
}

/* cuMemRangeGetAttributes.
 * Must belong to the binding's device: devPtr (device_pointer).
 * Writes through: data, dataSizes, attributes.
 */
static inline CUresult bd_cuMemRangeGetAttributes(bound_dev_t *bd, void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemRangeGetAttributes(data, dataSizes, attributes, numAttributes, devPtr, count);
}

/* cuPointerSetAttribute.
 * Must belong to the binding's device: ptr (device_pointer).
 */
static inline CUresult bd_cuPointerSetAttribute(bound_dev_t *bd, const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuPointerSetAttribute(value, attribute, ptr);
}

/* cuPointerGetAttributes.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: attributes, data.
 */
static inline CUresult bd_cuPointerGetAttributes(bound_dev_t *bd, unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuPointerGetAttributes(numAttributes, attributes, data, ptr);
}

/* cuStreamCreate.
 * Creates: phStream.
 */
static inline CUresult bd_cuStreamCreate(bound_dev_t *bd, CUstream *phStream, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamCreate(phStream, Flags);
}

/* cuStreamCreateWithPriority.
 * Creates: phStream.
 */
static inline CUresult bd_cuStreamCreateWithPriority(bound_dev_t *bd, CUstream *phStream, unsigned int flags, int priority)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamCreateWithPriority(phStream, flags, priority);
}

/* cuStreamGetPriority (cuStreamGetPriority_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: priority.
 */
static inline CUresult bd_cuStreamGetPriority(bound_dev_t *bd, CUstream hStream, int *priority)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetPriority(hStream, priority);
}

/* cuStreamGetDevice (cuStreamGetDevice_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: device.
 */
static inline CUresult bd_cuStreamGetDevice(bound_dev_t *bd, CUstream hStream, CUdevice *device)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetDevice(hStream, device);
}

/* cuStreamGetFlags (cuStreamGetFlags_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: flags.
 */
static inline CUresult bd_cuStreamGetFlags(bound_dev_t *bd, CUstream hStream, unsigned int *flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetFlags(hStream, flags);
}

/* cuStreamGetId (cuStreamGetId_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: streamId.
 */
static inline CUresult bd_cuStreamGetId(bound_dev_t *bd, CUstream hStream, unsigned long long *streamId)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetId(hStream, streamId);
}

/* cuStreamGetCtx (cuStreamGetCtx_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuStreamGetCtx(bound_dev_t *bd, CUstream hStream, CUcontext *pctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetCtx(hStream, pctx);
}

/* cuStreamGetCtx_v2 (cuStreamGetCtx_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuStreamGetCtx_v2(bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetCtx_v2(hStream, pCtx, pGreenCtx);
}

/* cuStreamWaitEvent (cuStreamWaitEvent_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream), hEvent (event).
 */
static inline CUresult bd_cuStreamWaitEvent(bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamWaitEvent(hStream, hEvent, Flags);
}

/* cuStreamAddCallback (cuStreamAddCallback_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: userData.
 */
static inline CUresult bd_cuStreamAddCallback(bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamAddCallback(hStream, callback, userData, flags);
}

/* cuStreamBeginCapture: cuda.h maps it to cuStreamBeginCapture_v2 (cuStreamBeginCapture_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuStreamBeginCapture(bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamBeginCapture(hStream, mode);
}

/* cuStreamBeginCaptureToGraph (cuStreamBeginCaptureToGraph_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream), hGraph (graph), dependencies (graph_node).
 */
static inline CUresult bd_cuStreamBeginCaptureToGraph(bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamBeginCaptureToGraph(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}

/* cuStreamEndCapture (cuStreamEndCapture_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: phGraph.
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuStreamEndCapture(bound_dev_t *bd, CUstream hStream, CUgraph *phGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamEndCapture(hStream, phGraph);
}

/* cuStreamIsCapturing (cuStreamIsCapturing_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: captureStatus.
 */
static inline CUresult bd_cuStreamIsCapturing(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamIsCapturing(hStream, captureStatus);
}

/* cuStreamGetCaptureInfo: cuda.h maps it to cuStreamGetCaptureInfo_v3 (cuStreamGetCaptureInfo_v3_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: captureStatus_out, id_out, numDependencies_out.
 */
static inline CUresult bd_cuStreamGetCaptureInfo(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetCaptureInfo(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

/* cuStreamUpdateCaptureDependencies: cuda.h maps it to cuStreamUpdateCaptureDependencies_v2 (cuStreamUpdateCaptureDependencies_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuStreamUpdateCaptureDependencies(bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamUpdateCaptureDependencies(hStream, dependencies, dependencyData, numDependencies, flags);
}

/* cuStreamAttachMemAsync (cuStreamAttachMemAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream), dptr (device_pointer).
 */
static inline CUresult bd_cuStreamAttachMemAsync(bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamAttachMemAsync(hStream, dptr, length, flags);
}

/* cuStreamQuery (cuStreamQuery_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuStreamQuery(bound_dev_t *bd, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamQuery(hStream);
}

/* cuStreamSynchronize (cuStreamSynchronize_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuStreamSynchronize(bound_dev_t *bd, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamSynchronize(hStream);
}

/* cuStreamDestroy: cuda.h maps it to cuStreamDestroy_v2.
 * Destroys: hStream.
 */
static inline CUresult bd_cuStreamDestroy(bound_dev_t *bd, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamDestroy(hStream);
}

/* cuStreamCopyAttributes (cuStreamCopyAttributes_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dst (stream), src (stream).
 */
static inline CUresult bd_cuStreamCopyAttributes(bound_dev_t *bd, CUstream dst, CUstream src)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamCopyAttributes(dst, src);
}

/* cuStreamGetAttribute (cuStreamGetAttribute_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside value_out: programmaticEvent.event (event), launchCompletionEvent.event (event).
 * Writes through: value_out.
 */
static inline CUresult bd_cuStreamGetAttribute(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetAttribute(hStream, attr, value_out);
}

/* cuStreamSetAttribute (cuStreamSetAttribute_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside value: programmaticEvent.event (event), launchCompletionEvent.event (event).
 */
static inline CUresult bd_cuStreamSetAttribute(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamSetAttribute(hStream, attr, value);
}

/* cuEventCreate.
 * Creates: phEvent.
 */
static inline CUresult bd_cuEventCreate(bound_dev_t *bd, CUevent *phEvent, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventCreate(phEvent, Flags);
}

/* cuEventRecord (cuEventRecord_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hEvent (event), hStream (stream).
 */
static inline CUresult bd_cuEventRecord(bound_dev_t *bd, CUevent hEvent, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventRecord(hEvent, hStream);
}

/* cuEventRecordWithFlags (cuEventRecordWithFlags_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hEvent (event), hStream (stream).
 */
static inline CUresult bd_cuEventRecordWithFlags(bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventRecordWithFlags(hEvent, hStream, flags);
}

/* cuEventQuery.
 * Must belong to the binding's device: hEvent (event).
 */
static inline CUresult bd_cuEventQuery(bound_dev_t *bd, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventQuery(hEvent);
}

/* cuEventSynchronize.
 * Must belong to the binding's device: hEvent (event).
 */
static inline CUresult bd_cuEventSynchronize(bound_dev_t *bd, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventSynchronize(hEvent);
}

/* cuEventDestroy: cuda.h maps it to cuEventDestroy_v2.
 * Destroys: hEvent.
 */
static inline CUresult bd_cuEventDestroy(bound_dev_t *bd, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventDestroy(hEvent);
}

/* cuEventElapsedTime: cuda.h maps it to cuEventElapsedTime_v2.
 * Must belong to the binding's device: hStart (event), hEnd (event).
 * Writes through: pMilliseconds.
 */
static inline CUresult bd_cuEventElapsedTime(bound_dev_t *bd, float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventElapsedTime(pMilliseconds, hStart, hEnd);
}

/* cuImportExternalMemory.
 * Creates: extMem_out.
 */
static inline CUresult bd_cuImportExternalMemory(bound_dev_t *bd, CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuImportExternalMemory(extMem_out, memHandleDesc);
}

/* cuExternalMemoryGetMappedBuffer.
 * Must belong to the binding's device: extMem (external_memory).
 */
static inline CUresult bd_cuExternalMemoryGetMappedBuffer(bound_dev_t *bd, CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc);
}

/* cuExternalMemoryGetMappedMipmappedArray.
 * Must belong to the binding's device: extMem (external_memory).
 */
static inline CUresult bd_cuExternalMemoryGetMappedMipmappedArray(bound_dev_t *bd, CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc);
}

/* cuDestroyExternalMemory.
 * Destroys: extMem.
 */
static inline CUresult bd_cuDestroyExternalMemory(bound_dev_t *bd, CUexternalMemory extMem)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDestroyExternalMemory(extMem);
}

/* cuImportExternalSemaphore.
 * Creates: extSem_out.
 */
static inline CUresult bd_cuImportExternalSemaphore(bound_dev_t *bd, CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuImportExternalSemaphore(extSem_out, semHandleDesc);
}

/* cuSignalExternalSemaphoresAsync (cuSignalExternalSemaphoresAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: extSemArray (external_semaphore), stream (stream).
 */
static inline CUresult bd_cuSignalExternalSemaphoresAsync(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
}

/* cuWaitExternalSemaphoresAsync (cuWaitExternalSemaphoresAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: extSemArray (external_semaphore), stream (stream).
 */
static inline CUresult bd_cuWaitExternalSemaphoresAsync(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
}

/* cuDestroyExternalSemaphore.
 * Destroys: extSem.
 */
static inline CUresult bd_cuDestroyExternalSemaphore(bound_dev_t *bd, CUexternalSemaphore extSem)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDestroyExternalSemaphore(extSem);
}

/* cuStreamWaitValue32: cuda.h maps it to cuStreamWaitValue32_v2 (cuStreamWaitValue32_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
static inline CUresult bd_cuStreamWaitValue32(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamWaitValue32(stream, addr, value, flags);
}

/* cuStreamWaitValue64: cuda.h maps it to cuStreamWaitValue64_v2 (cuStreamWaitValue64_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
static inline CUresult bd_cuStreamWaitValue64(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamWaitValue64(stream, addr, value, flags);
}

/* cuStreamWriteValue32: cuda.h maps it to cuStreamWriteValue32_v2 (cuStreamWriteValue32_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
static inline CUresult bd_cuStreamWriteValue32(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamWriteValue32(stream, addr, value, flags);
}

/* cuStreamWriteValue64: cuda.h maps it to cuStreamWriteValue64_v2 (cuStreamWriteValue64_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
static inline CUresult bd_cuStreamWriteValue64(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamWriteValue64(stream, addr, value, flags);
}

/* cuStreamBatchMemOp: cuda.h maps it to cuStreamBatchMemOp_v2 (cuStreamBatchMemOp_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Handles inside paramArray: waitValue.address (device_pointer), waitValue.alias (device_pointer), writeValue.address (device_pointer), writeValue.alias (device_pointer).
 * Writes through: paramArray.
 */
static inline CUresult bd_cuStreamBatchMemOp(bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamBatchMemOp(stream, count, paramArray, flags);
}

/* cuFuncGetAttribute.
 * Must belong to the binding's device: hfunc (function).
 * Writes through: pi.
 */
static inline CUresult bd_cuFuncGetAttribute(bound_dev_t *bd, int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncGetAttribute(pi, attrib, hfunc);
}

/* cuFuncSetAttribute.
 * Must belong to the binding's device: hfunc (function).
 */
static inline CUresult bd_cuFuncSetAttribute(bound_dev_t *bd, CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncSetAttribute(hfunc, attrib, value);
}

/* cuFuncSetCacheConfig.
 * Must belong to the binding's device: hfunc (function).
 */
static inline CUresult bd_cuFuncSetCacheConfig(bound_dev_t *bd, CUfunction hfunc, CUfunc_cache config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncSetCacheConfig(hfunc, config);
}

/* cuFuncGetModule.
 * Must belong to the binding's device: hfunc (function).
 */
static inline CUresult bd_cuFuncGetModule(bound_dev_t *bd, CUmodule *hmod, CUfunction hfunc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncGetModule(hmod, hfunc);
}

/* cuFuncGetName.
 * Must belong to the binding's device: hfunc (function).
 */
static inline CUresult bd_cuFuncGetName(bound_dev_t *bd, const char **name, CUfunction hfunc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncGetName(name, hfunc);
}

/* cuFuncGetParamInfo.
 * Must belong to the binding's device: func (function).
 * Writes through: paramOffset, paramSize.
 */
static inline CUresult bd_cuFuncGetParamInfo(bound_dev_t *bd, CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncGetParamInfo(func, paramIndex, paramOffset, paramSize);
}

/* cuFuncIsLoaded.
 * Must belong to the binding's device: function (function).
 * Writes through: state.
 */
static inline CUresult bd_cuFuncIsLoaded(bound_dev_t *bd, CUfunctionLoadingState *state, CUfunction function)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncIsLoaded(state, function);
}

/* cuFuncLoad.
 * Must belong to the binding's device: function (function).
 */
static inline CUresult bd_cuFuncLoad(bound_dev_t *bd, CUfunction function)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncLoad(function);
}

/* cuLaunchKernel (cuLaunchKernel_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: f (function), hStream (stream).
 * Writes through: kernelParams, extra.
 */
static inline CUresult bd_cuLaunchKernel(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}

/* cuLaunchKernelEx (cuLaunchKernelEx_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: f (function).
 * Handles inside config: hStream (stream).
 * Writes through: kernelParams, extra.
 */
static inline CUresult bd_cuLaunchKernelEx(bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchKernelEx(config, f, kernelParams, extra);
}

/* cuLaunchCooperativeKernel (cuLaunchCooperativeKernel_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: f (function), hStream (stream).
 * Writes through: kernelParams.
 */
static inline CUresult bd_cuLaunchCooperativeKernel(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchCooperativeKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}

/* cuLaunchCooperativeKernelMultiDevice.
 * Deprecated in CUDA.
 * Handles inside launchParamsList: function (function), hStream (stream).
 * Writes through: launchParamsList.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuLaunchCooperativeKernelMultiDevice(bound_dev_t *bd, CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchCooperativeKernelMultiDevice(launchParamsList, numDevices, flags);
}
BD_SUPPRESS_DEPRECATED_END

/* cuLaunchHostFunc (cuLaunchHostFunc_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: userData.
 */
static inline CUresult bd_cuLaunchHostFunc(bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchHostFunc(hStream, fn, userData);
}

/* cuFuncSetBlockShape.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuFuncSetBlockShape(bound_dev_t *bd, CUfunction hfunc, int x, int y, int z)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncSetBlockShape(hfunc, x, y, z);
}
BD_SUPPRESS_DEPRECATED_END

/* cuFuncSetSharedSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuFuncSetSharedSize(bound_dev_t *bd, CUfunction hfunc, unsigned int bytes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncSetSharedSize(hfunc, bytes);
}
BD_SUPPRESS_DEPRECATED_END

/* cuParamSetSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuParamSetSize(bound_dev_t *bd, CUfunction hfunc, unsigned int numbytes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuParamSetSize(hfunc, numbytes);
}
BD_SUPPRESS_DEPRECATED_END

/* cuParamSeti.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuParamSeti(bound_dev_t *bd, CUfunction hfunc, int offset, unsigned int value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuParamSeti(hfunc, offset, value);
}
BD_SUPPRESS_DEPRECATED_END

/* cuParamSetf.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuParamSetf(bound_dev_t *bd, CUfunction hfunc, int offset, float value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuParamSetf(hfunc, offset, value);
}
BD_SUPPRESS_DEPRECATED_END

/* cuParamSetv.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 * Writes through: ptr.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuParamSetv(bound_dev_t *bd, CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuParamSetv(hfunc, offset, ptr, numbytes);
}
BD_SUPPRESS_DEPRECATED_END

/* cuLaunch.
 * Deprecated in CUDA.
 * Must belong to the binding's device: f (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuLaunch(bound_dev_t *bd, CUfunction f)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunch(f);
}
BD_SUPPRESS_DEPRECATED_END

/* cuLaunchGrid.
 * Deprecated in CUDA.
 * Must belong to the binding's device: f (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuLaunchGrid(bound_dev_t *bd, CUfunction f, int grid_width, int grid_height)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchGrid(f, grid_width, grid_height);
}
BD_SUPPRESS_DEPRECATED_END

/* cuLaunchGridAsync.
 * Deprecated in CUDA.
 * Must belong to the binding's device: f (function), hStream (stream).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuLaunchGridAsync(bound_dev_t *bd, CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchGridAsync(f, grid_width, grid_height, hStream);
}
BD_SUPPRESS_DEPRECATED_END

/* cuParamSetTexRef.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function), hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuParamSetTexRef(bound_dev_t *bd, CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuParamSetTexRef(hfunc, texunit, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuFuncSetSharedMemConfig.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuFuncSetSharedMemConfig(bound_dev_t *bd, CUfunction hfunc, CUsharedconfig config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncSetSharedMemConfig(hfunc, config);
}
BD_SUPPRESS_DEPRECATED_END

/* cuGraphCreate.
 * Creates: phGraph.
 */
static inline CUresult bd_cuGraphCreate(bound_dev_t *bd, CUgraph *phGraph, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphCreate(phGraph, flags);
}

/* cuGraphAddKernelNode: cuda.h maps it to cuGraphAddKernelNode_v2.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 */
static inline CUresult bd_cuGraphAddKernelNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddKernelNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* cuGraphKernelNodeGetParams: cuda.h maps it to cuGraphKernelNodeGetParams_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 * Writes through: nodeParams.
 */
static inline CUresult bd_cuGraphKernelNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphKernelNodeGetParams(hNode, nodeParams);
}

/* cuGraphKernelNodeSetParams: cuda.h maps it to cuGraphKernelNodeSetParams_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 */
static inline CUresult bd_cuGraphKernelNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphKernelNodeSetParams(hNode, nodeParams);
}

/* cuGraphAddMemcpyNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), ctx (context).
 * Handles inside copyParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
static inline CUresult bd_cuGraphAddMemcpyNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddMemcpyNode(phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx);
}

/* cuGraphMemcpyNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 * Writes through: nodeParams.
 */
static inline CUresult bd_cuGraphMemcpyNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemcpyNodeGetParams(hNode, nodeParams);
}

/* cuGraphMemcpyNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
static inline CUresult bd_cuGraphMemcpyNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemcpyNodeSetParams(hNode, nodeParams);
}

/* cuGraphAddMemsetNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), ctx (context).
 * Handles inside memsetParams: dst (device_pointer).
 */
static inline CUresult bd_cuGraphAddMemsetNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddMemsetNode(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
}

/* cuGraphMemsetNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: dst (device_pointer).
 * Writes through: nodeParams.
 */
static inline CUresult bd_cuGraphMemsetNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemsetNodeGetParams(hNode, nodeParams);
}

/* cuGraphMemsetNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: dst (device_pointer).
 */
static inline CUresult bd_cuGraphMemsetNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemsetNodeSetParams(hNode, nodeParams);
}

/* cuGraphAddHostNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 */
static inline CUresult bd_cuGraphAddHostNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddHostNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* cuGraphHostNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: nodeParams.
 */
static inline CUresult bd_cuGraphHostNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphHostNodeGetParams(hNode, nodeParams);
}

/* cuGraphHostNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 */
static inline CUresult bd_cuGraphHostNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphHostNodeSetParams(hNode, nodeParams);
}

/* cuGraphAddChildGraphNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), childGraph (graph).
 */
static inline CUresult bd_cuGraphAddChildGraphNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddChildGraphNode(phGraphNode, hGraph, dependencies, numDependencies, childGraph);
}

/* cuGraphChildGraphNodeGetGraph.
 * Must belong to the binding's device: hNode (graph_node).
 */
static inline CUresult bd_cuGraphChildGraphNodeGetGraph(bound_dev_t *bd, CUgraphNode hNode, CUgraph *phGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphChildGraphNodeGetGraph(hNode, phGraph);
}

/* cuGraphAddEmptyNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 */
static inline CUresult bd_cuGraphAddEmptyNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddEmptyNode(phGraphNode, hGraph, dependencies, numDependencies);
}

/* cuGraphAddEventRecordNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), event (event).
 */
static inline CUresult bd_cuGraphAddEventRecordNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddEventRecordNode(phGraphNode, hGraph, dependencies, numDependencies, event);
}

/* cuGraphEventRecordNodeGetEvent.
 * Must belong to the binding's device: hNode (graph_node).
 */
static inline CUresult bd_cuGraphEventRecordNodeGetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphEventRecordNodeGetEvent(hNode, event_out);
}

/* cuGraphEventRecordNodeSetEvent.
 * Must belong to the binding's device: hNode (graph_node), event (event).
 */
static inline CUresult bd_cuGraphEventRecordNodeSetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphEventRecordNodeSetEvent(hNode, event);
}

/* cuGraphAddEventWaitNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), event (event).
 */
static inline CUresult bd_cuGraphAddEventWaitNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddEventWaitNode(phGraphNode, hGraph, dependencies, numDependencies, event);
}

/* cuGraphEventWaitNodeGetEvent.
 * Must belong to the binding's device: hNode (graph_node).
 */
static inline CUresult bd_cuGraphEventWaitNodeGetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphEventWaitNodeGetEvent(hNode, event_out);
}

/* cuGraphEventWaitNodeSetEvent.
 * Must belong to the binding's device: hNode (graph_node), event (event).
 */
static inline CUresult bd_cuGraphEventWaitNodeSetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphEventWaitNodeSetEvent(hNode, event);
}

/* cuGraphAddExternalSemaphoresSignalNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
static inline CUresult bd_cuGraphAddExternalSemaphoresSignalNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddExternalSemaphoresSignalNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* cuGraphExternalSemaphoresSignalNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside params_out: extSemArray (external_semaphore).
 * Writes through: params_out.
 */
static inline CUresult bd_cuGraphExternalSemaphoresSignalNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out);
}

/* cuGraphExternalSemaphoresSignalNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
static inline CUresult bd_cuGraphExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams);
}

/* cuGraphAddExternalSemaphoresWaitNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
static inline CUresult bd_cuGraphAddExternalSemaphoresWaitNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddExternalSemaphoresWaitNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* cuGraphExternalSemaphoresWaitNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside params_out: extSemArray (external_semaphore).
 * Writes through: params_out.
 */
static inline CUresult bd_cuGraphExternalSemaphoresWaitNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out);
}

/* cuGraphExternalSemaphoresWaitNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
static inline CUresult bd_cuGraphExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams);
}

/* cuGraphAddBatchMemOpNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: ctx (context).
 */
static inline CUresult bd_cuGraphAddBatchMemOpNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddBatchMemOpNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* cuGraphBatchMemOpNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams_out: ctx (context).
 * Writes through: nodeParams_out.
 */
static inline CUresult bd_cuGraphBatchMemOpNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphBatchMemOpNodeGetParams(hNode, nodeParams_out);
}

/* cuGraphBatchMemOpNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: ctx (context).
 */
static inline CUresult bd_cuGraphBatchMemOpNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphBatchMemOpNodeSetParams(hNode, nodeParams);
}

/* cuGraphExecBatchMemOpNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: ctx (context).
 */
static inline CUresult bd_cuGraphExecBatchMemOpNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecBatchMemOpNodeSetParams(hGraphExec, hNode, nodeParams);
}

/* cuGraphAddMemAllocNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: dptr (device_pointer).
 * Writes through: nodeParams.
 */
static inline CUresult bd_cuGraphAddMemAllocNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddMemAllocNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* cuGraphMemAllocNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside params_out: dptr (device_pointer).
 * Writes through: params_out.
 */
static inline CUresult bd_cuGraphMemAllocNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemAllocNodeGetParams(hNode, params_out);
}

/* cuGraphAddMemFreeNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), dptr (device_pointer).
 */
static inline CUresult bd_cuGraphAddMemFreeNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddMemFreeNode(phGraphNode, hGraph, dependencies, numDependencies, dptr);
}

/* cuGraphMemFreeNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 */
static inline CUresult bd_cuGraphMemFreeNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemFreeNodeGetParams(hNode, dptr_out);
}

/* cuGraphClone.
 * Creates: phGraphClone.
 * Must belong to the binding's device: originalGraph (graph).
 */
static inline CUresult bd_cuGraphClone(bound_dev_t *bd, CUgraph *phGraphClone, CUgraph originalGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphClone(phGraphClone, originalGraph);
}

/* cuGraphNodeFindInClone.
 * Must belong to the binding's device: hOriginalNode (graph_node), hClonedGraph (graph).
 */
static inline CUresult bd_cuGraphNodeFindInClone(bound_dev_t *bd, CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeFindInClone(phNode, hOriginalNode, hClonedGraph);
}

/* cuGraphNodeGetType.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: type.
 */
static inline CUresult bd_cuGraphNodeGetType(bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeType *type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeGetType(hNode, type);
}

/* cuGraphGetNodes.
 * Must belong to the binding's device: hGraph (graph).
 * Writes through: numNodes.
 */
static inline CUresult bd_cuGraphGetNodes(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphGetNodes(hGraph, nodes, numNodes);
}

/* cuGraphGetRootNodes.
 * Must belong to the binding's device: hGraph (graph).
 * Writes through: numRootNodes.
 */
static inline CUresult bd_cuGraphGetRootNodes(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphGetRootNodes(hGraph, rootNodes, numRootNodes);
}

/* cuGraphGetEdges: cuda.h maps it to cuGraphGetEdges_v2.
 * Must belong to the binding's device: hGraph (graph).
 * Writes through: edgeData, numEdges.
 */
static inline CUresult bd_cuGraphGetEdges(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphGetEdges(hGraph, from, to, edgeData, numEdges);
}

/* cuGraphNodeGetDependencies: cuda.h maps it to cuGraphNodeGetDependencies_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: edgeData, numDependencies.
 */
static inline CUresult bd_cuGraphNodeGetDependencies(bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeGetDependencies(hNode, dependencies, edgeData, numDependencies);
}

/* cuGraphNodeGetDependentNodes: cuda.h maps it to cuGraphNodeGetDependentNodes_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: edgeData, numDependentNodes.
 */
static inline CUresult bd_cuGraphNodeGetDependentNodes(bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeGetDependentNodes(hNode, dependentNodes, edgeData, numDependentNodes);
}

/* cuGraphAddDependencies: cuda.h maps it to cuGraphAddDependencies_v2.
 * Must belong to the binding's device: hGraph (graph), from (graph_node), to (graph_node).
 */
static inline CUresult bd_cuGraphAddDependencies(bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddDependencies(hGraph, from, to, edgeData, numDependencies);
}

/* cuGraphRemoveDependencies: cuda.h maps it to cuGraphRemoveDependencies_v2.
 * Must belong to the binding's device: hGraph (graph), from (graph_node), to (graph_node).
 */
static inline CUresult bd_cuGraphRemoveDependencies(bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphRemoveDependencies(hGraph, from, to, edgeData, numDependencies);
}

/* cuGraphDestroyNode.
 * Destroys: hNode.
 */
static inline CUresult bd_cuGraphDestroyNode(bound_dev_t *bd, CUgraphNode hNode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphDestroyNode(hNode);
}

/* cuGraphInstantiate: cuda.h maps it to cuGraphInstantiateWithFlags.
 * Creates: phGraphExec.
 * Must belong to the binding's device: hGraph (graph).
 */
static inline CUresult bd_cuGraphInstantiate(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphInstantiate(phGraphExec, hGraph, flags);
}

/* cuGraphInstantiateWithParams (cuGraphInstantiateWithParams_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: phGraphExec.
 * Must belong to the binding's device: hGraph (graph).
 * Handles inside instantiateParams: hUploadStream (stream), hErrNode_out (graph_node).
 * Writes through: instantiateParams.
 */
static inline CUresult bd_cuGraphInstantiateWithParams(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphInstantiateWithParams(phGraphExec, hGraph, instantiateParams);
}

/* cuGraphExecGetFlags.
 * Must belong to the binding's device: hGraphExec (graph_exec).
 * Writes through: flags.
 */
static inline CUresult bd_cuGraphExecGetFlags(bound_dev_t *bd, CUgraphExec hGraphExec, cuuint64_t *flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecGetFlags(hGraphExec, flags);
}

/* cuGraphExecKernelNodeSetParams: cuda.h maps it to cuGraphExecKernelNodeSetParams_v2.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 */
static inline CUresult bd_cuGraphExecKernelNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecKernelNodeSetParams(hGraphExec, hNode, nodeParams);
}

/* cuGraphExecMemcpyNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), ctx (context).
 * Handles inside copyParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
static inline CUresult bd_cuGraphExecMemcpyNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecMemcpyNodeSetParams(hGraphExec, hNode, copyParams, ctx);
}

/* cuGraphExecMemsetNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), ctx (context).
 * Handles inside memsetParams: dst (device_pointer).
 */
static inline CUresult bd_cuGraphExecMemsetNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecMemsetNodeSetParams(hGraphExec, hNode, memsetParams, ctx);
}

/* cuGraphExecHostNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 */
static inline CUresult bd_cuGraphExecHostNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecHostNodeSetParams(hGraphExec, hNode, nodeParams);
}

/* cuGraphExecChildGraphNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), childGraph (graph).
 */
static inline CUresult bd_cuGraphExecChildGraphNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecChildGraphNodeSetParams(hGraphExec, hNode, childGraph);
}

/* cuGraphExecEventRecordNodeSetEvent.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), event (event).
 */
static inline CUresult bd_cuGraphExecEventRecordNodeSetEvent(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event);
}

/* cuGraphExecEventWaitNodeSetEvent.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), event (event).
 */
static inline CUresult bd_cuGraphExecEventWaitNodeSetEvent(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event);
}

/* cuGraphExecExternalSemaphoresSignalNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
static inline CUresult bd_cuGraphExecExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams);
}

/* cuGraphExecExternalSemaphoresWaitNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
static inline CUresult bd_cuGraphExecExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams);
}

/* cuGraphNodeSetEnabled.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 */
static inline CUresult bd_cuGraphNodeSetEnabled(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeSetEnabled(hGraphExec, hNode, isEnabled);
}

/* cuGraphNodeGetEnabled.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Writes through: isEnabled.
 */
static inline CUresult bd_cuGraphNodeGetEnabled(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeGetEnabled(hGraphExec, hNode, isEnabled);
}

/* cuGraphUpload (cuGraphUpload_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hGraphExec (graph_exec), hStream (stream).
 */
static inline CUresult bd_cuGraphUpload(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphUpload(hGraphExec, hStream);
}

/* cuGraphLaunch (cuGraphLaunch_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hGraphExec (graph_exec), hStream (stream).
 */
static inline CUresult bd_cuGraphLaunch(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphLaunch(hGraphExec, hStream);
}

/* cuGraphExecDestroy.
 * Destroys: hGraphExec.
 */
static inline CUresult bd_cuGraphExecDestroy(bound_dev_t *bd, CUgraphExec hGraphExec)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecDestroy(hGraphExec);
}

/* cuGraphDestroy.
 * Destroys: hGraph.
 */
static inline CUresult bd_cuGraphDestroy(bound_dev_t *bd, CUgraph hGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphDestroy(hGraph);
}

/* cuGraphExecUpdate: cuda.h maps it to cuGraphExecUpdate_v2.
 * Must belong to the binding's device: hGraphExec (graph_exec), hGraph (graph).
 * Handles inside resultInfo: errorNode (graph_node), errorFromNode (graph_node).
 * Writes through: resultInfo.
 */
static inline CUresult bd_cuGraphExecUpdate(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecUpdate(hGraphExec, hGraph, resultInfo);
}

/* cuGraphKernelNodeCopyAttributes.
 * Must belong to the binding's device: dst (graph_node), src (graph_node).
 */
static inline CUresult bd_cuGraphKernelNodeCopyAttributes(bound_dev_t *bd, CUgraphNode dst, CUgraphNode src)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphKernelNodeCopyAttributes(dst, src);
}

/* cuGraphKernelNodeGetAttribute.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside value_out: programmaticEvent.event (event), launchCompletionEvent.event (event).
 * Writes through: value_out.
 */
static inline CUresult bd_cuGraphKernelNodeGetAttribute(bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphKernelNodeGetAttribute(hNode, attr, value_out);
}

/* cuGraphKernelNodeSetAttribute.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside value: programmaticEvent.event (event), launchCompletionEvent.event (event).
 */
static inline CUresult bd_cuGraphKernelNodeSetAttribute(bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphKernelNodeSetAttribute(hNode, attr, value);
}

/* cuGraphDebugDotPrint.
 * Must belong to the binding's device: hGraph (graph).
 */
static inline CUresult bd_cuGraphDebugDotPrint(bound_dev_t *bd, CUgraph hGraph, const char *path, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphDebugDotPrint(hGraph, path, flags);
}

/* cuUserObjectCreate.
 * Creates: object_out.
 * Writes through: ptr.
 */
static inline CUresult bd_cuUserObjectCreate(bound_dev_t *bd, CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags);
}

/* cuUserObjectRetain.
 * Must belong to the binding's device: object (user_object).
 */
static inline CUresult bd_cuUserObjectRetain(bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuUserObjectRetain(object, count);
}

/* cuUserObjectRelease.
 * Must belong to the binding's device: object (user_object).
 */
static inline CUresult bd_cuUserObjectRelease(bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuUserObjectRelease(object, count);
}

/* cuGraphRetainUserObject.
 * Must belong to the binding's device: graph (graph), object (user_object).
 */
static inline CUresult bd_cuGraphRetainUserObject(bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphRetainUserObject(graph, object, count, flags);
}

/* cuGraphReleaseUserObject.
 * Must belong to the binding's device: graph (graph), object (user_object).
 */
static inline CUresult bd_cuGraphReleaseUserObject(bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphReleaseUserObject(graph, object, count);
}

/* cuGraphAddNode: cuda.h maps it to cuGraphAddNode_v2.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: kernel.func (function), kernel.kern (kernel), kernel.ctx (context), memcpy.copyCtx (context), memcpy.copyParams.srcDevice (device_pointer), memcpy.copyParams.srcArray (array), memcpy.copyParams.dstDevice (device_pointer), memcpy.copyParams.dstArray (array), memset.dst (device_pointer), memset.ctx (context), graph.graph (graph), eventWait.event (event), eventRecord.event (event), extSemSignal.extSemArray (external_semaphore), extSemWait.extSemArray (external_semaphore), alloc.dptr (device_pointer), free.dptr (device_pointer), memOp.ctx (context), conditional.handle (graph_conditional), conditional.phGraph_out (graph), conditional.ctx (context).
 * Writes through: nodeParams.
 */
static inline CUresult bd_cuGraphAddNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddNode(phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams);
}

/* cuGraphNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: kernel.func (function), kernel.kern (kernel), kernel.ctx (context), memcpy.copyCtx (context), memcpy.copyParams.srcDevice (device_pointer), memcpy.copyParams.srcArray (array), memcpy.copyParams.dstDevice (device_pointer), memcpy.copyParams.dstArray (array), memset.dst (device_pointer), memset.ctx (context), graph.graph (graph), eventWait.event (event), eventRecord.event (event), extSemSignal.extSemArray (external_semaphore), extSemWait.extSemArray (external_semaphore), alloc.dptr (device_pointer), free.dptr (device_pointer), memOp.ctx (context), conditional.handle (graph_conditional), conditional.phGraph_out (graph), conditional.ctx (context).
 * Writes through: nodeParams.
 */
static inline CUresult bd_cuGraphNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeSetParams(hNode, nodeParams);
}

/* cuGraphExecNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: kernel.func (function), kernel.kern (kernel), kernel.ctx (context), memcpy.copyCtx (context), memcpy.copyParams.srcDevice (device_pointer), memcpy.copyParams.srcArray (array), memcpy.copyParams.dstDevice (device_pointer), memcpy.copyParams.dstArray (array), memset.dst (device_pointer), memset.ctx (context), graph.graph (graph), eventWait.event (event), eventRecord.event (event), extSemSignal.extSemArray (external_semaphore), extSemWait.extSemArray (external_semaphore), alloc.dptr (device_pointer), free.dptr (device_pointer), memOp.ctx (context), conditional.handle (graph_conditional), conditional.phGraph_out (graph), conditional.ctx (context).
 * Writes through: nodeParams.
 */
static inline CUresult bd_cuGraphExecNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecNodeSetParams(hGraphExec, hNode, nodeParams);
}

/* cuGraphConditionalHandleCreate.
 * Creates: pHandle_out.
 * Must belong to the binding's device: hGraph (graph), ctx (context).
 */
static inline CUresult bd_cuGraphConditionalHandleCreate(bound_dev_t *bd, CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphConditionalHandleCreate(pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
}

/* cuOccupancyMaxActiveBlocksPerMultiprocessor.
 * Must belong to the binding's device: func (function).
 * Writes through: numBlocks.
 */
static inline CUresult bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize);
}

/* cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags.
 * Must belong to the binding's device: func (function).
 * Writes through: numBlocks.
 */
static inline CUresult bd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags);
}

/* cuOccupancyMaxPotentialBlockSize.
 * Must belong to the binding's device: func (function).
 * Writes through: minGridSize, blockSize.
 */
static inline CUresult bd_cuOccupancyMaxPotentialBlockSize(bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxPotentialBlockSize(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit);
}

/* cuOccupancyMaxPotentialBlockSizeWithFlags.
 * Must belong to the binding's device: func (function).
 * Writes through: minGridSize, blockSize.
 */
static inline CUresult bd_cuOccupancyMaxPotentialBlockSizeWithFlags(bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags);
}

/* cuOccupancyAvailableDynamicSMemPerBlock.
 * Must belong to the binding's device: func (function).
 * Writes through: dynamicSmemSize.
 */
static inline CUresult bd_cuOccupancyAvailableDynamicSMemPerBlock(bound_dev_t *bd, size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize);
}

/* cuOccupancyMaxPotentialClusterSize.
 * Must belong to the binding's device: func (function).
 * Handles inside config: hStream (stream).
 * Writes through: clusterSize.
 */
static inline CUresult bd_cuOccupancyMaxPotentialClusterSize(bound_dev_t *bd, int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxPotentialClusterSize(clusterSize, func, config);
}

/* cuOccupancyMaxActiveClusters.
 * Must belong to the binding's device: func (function).
 * Handles inside config: hStream (stream).
 * Writes through: numClusters.
 */
static inline CUresult bd_cuOccupancyMaxActiveClusters(bound_dev_t *bd, int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxActiveClusters(numClusters, func, config);
}

/* cuTexRefSetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), hArray (array).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetArray(bound_dev_t *bd, CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetArray(hTexRef, hArray, Flags);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetMipmappedArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), hMipmappedArray (mipmapped_array).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmappedArray(bound_dev_t *bd, CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetMipmappedArray(hTexRef, hMipmappedArray, Flags);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetAddress: cuda.h maps it to cuTexRefSetAddress_v2.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), dptr (device_pointer).
 * Writes through: ByteOffset.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetAddress(bound_dev_t *bd, size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetAddress(ByteOffset, hTexRef, dptr, bytes);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetAddress2D: cuda.h maps it to cuTexRefSetAddress2D_v3.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), dptr (device_pointer).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetAddress2D(bound_dev_t *bd, CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetAddress2D(hTexRef, desc, dptr, Pitch);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetFormat.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetFormat(bound_dev_t *bd, CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetFormat(hTexRef, fmt, NumPackedComponents);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetAddressMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetAddressMode(bound_dev_t *bd, CUtexref hTexRef, int dim, CUaddress_mode am)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetAddressMode(hTexRef, dim, am);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetFilterMode(bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetFilterMode(hTexRef, fm);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetMipmapFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmapFilterMode(bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetMipmapFilterMode(hTexRef, fm);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetMipmapLevelBias.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmapLevelBias(bound_dev_t *bd, CUtexref hTexRef, float bias)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetMipmapLevelBias(hTexRef, bias);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetMipmapLevelClamp.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmapLevelClamp(bound_dev_t *bd, CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetMipmapLevelClamp(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetMaxAnisotropy.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMaxAnisotropy(bound_dev_t *bd, CUtexref hTexRef, unsigned int maxAniso)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetMaxAnisotropy(hTexRef, maxAniso);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetBorderColor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pBorderColor.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetBorderColor(bound_dev_t *bd, CUtexref hTexRef, float *pBorderColor)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetBorderColor(hTexRef, pBorderColor);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetFlags.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetFlags(bound_dev_t *bd, CUtexref hTexRef, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetFlags(hTexRef, Flags);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetAddress: cuda.h maps it to cuTexRefGetAddress_v2.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetAddress(bound_dev_t *bd, CUdeviceptr *pdptr, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetAddress(pdptr, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetArray(bound_dev_t *bd, CUarray *phArray, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetArray(phArray, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetMipmappedArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmappedArray(bound_dev_t *bd, CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetMipmappedArray(phMipmappedArray, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetAddressMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pam.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetAddressMode(bound_dev_t *bd, CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetAddressMode(pam, hTexRef, dim);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pfm.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetFilterMode(bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetFilterMode(pfm, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetFormat.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pFormat, pNumChannels.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetFormat(bound_dev_t *bd, CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetFormat(pFormat, pNumChannels, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetMipmapFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pfm.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmapFilterMode(bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetMipmapFilterMode(pfm, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetMipmapLevelBias.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pbias.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmapLevelBias(bound_dev_t *bd, float *pbias, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetMipmapLevelBias(pbias, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetMipmapLevelClamp.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pminMipmapLevelClamp, pmaxMipmapLevelClamp.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmapLevelClamp(bound_dev_t *bd, float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetMipmapLevelClamp(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetMaxAnisotropy.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pmaxAniso.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMaxAnisotropy(bound_dev_t *bd, int *pmaxAniso, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetMaxAnisotropy(pmaxAniso, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetBorderColor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pBorderColor.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetBorderColor(bound_dev_t *bd, float *pBorderColor, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetBorderColor(pBorderColor, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetFlags.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pFlags.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetFlags(bound_dev_t *bd, unsigned int *pFlags, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetFlags(pFlags, hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefCreate.
 * Deprecated in CUDA.
 * Creates: pTexRef.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefCreate(bound_dev_t *bd, CUtexref *pTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefCreate(pTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefDestroy.
 * Deprecated in CUDA.
 * Destroys: hTexRef.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuTexRefDestroy(bound_dev_t *bd, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefDestroy(hTexRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuSurfRefSetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hSurfRef (surface_reference), hArray (array).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuSurfRefSetArray(bound_dev_t *bd, CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSurfRefSetArray(hSurfRef, hArray, Flags);
}
BD_SUPPRESS_DEPRECATED_END

/* cuSurfRefGetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hSurfRef (surface_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
BD_DEPRECATED
static inline CUresult bd_cuSurfRefGetArray(bound_dev_t *bd, CUarray *phArray, CUsurfref hSurfRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSurfRefGetArray(phArray, hSurfRef);
}
BD_SUPPRESS_DEPRECATED_END

/* cuTexObjectCreate.
 * Creates: pTexObject.
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 */
static inline CUresult bd_cuTexObjectCreate(bound_dev_t *bd, CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexObjectCreate(pTexObject, pResDesc, pTexDesc, pResViewDesc);
}

/* cuTexObjectDestroy.
 * Destroys: texObject.
 */
static inline CUresult bd_cuTexObjectDestroy(bound_dev_t *bd, CUtexObject texObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexObjectDestroy(texObject);
}

/* cuTexObjectGetResourceDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 * Writes through: pResDesc.
 */
static inline CUresult bd_cuTexObjectGetResourceDesc(bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexObjectGetResourceDesc(pResDesc, texObject);
}

/* cuTexObjectGetTextureDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Writes through: pTexDesc.
 */
static inline CUresult bd_cuTexObjectGetTextureDesc(bound_dev_t *bd, CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexObjectGetTextureDesc(pTexDesc, texObject);
}

/* cuTexObjectGetResourceViewDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Writes through: pResViewDesc.
 */
static inline CUresult bd_cuTexObjectGetResourceViewDesc(bound_dev_t *bd, CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexObjectGetResourceViewDesc(pResViewDesc, texObject);
}

/* cuSurfObjectCreate.
 * Creates: pSurfObject.
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 */
static inline CUresult bd_cuSurfObjectCreate(bound_dev_t *bd, CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSurfObjectCreate(pSurfObject, pResDesc);
}

/* cuSurfObjectDestroy.
 * Destroys: surfObject.
 */
static inline CUresult bd_cuSurfObjectDestroy(bound_dev_t *bd, CUsurfObject surfObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSurfObjectDestroy(surfObject);
}

/* cuSurfObjectGetResourceDesc.
 * Must belong to the binding's device: surfObject (surface_object).
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 * Writes through: pResDesc.
 */
static inline CUresult bd_cuSurfObjectGetResourceDesc(bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSurfObjectGetResourceDesc(pResDesc, surfObject);
}

/* cuCtxEnablePeerAccess.
 * Must belong to the binding's device: peerContext (context).
 */
static inline CUresult bd_cuCtxEnablePeerAccess(bound_dev_t *bd, CUcontext peerContext, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxEnablePeerAccess(peerContext, Flags);
}

/* cuCtxDisablePeerAccess.
 * Must belong to the binding's device: peerContext (context).
 */
static inline CUresult bd_cuCtxDisablePeerAccess(bound_dev_t *bd, CUcontext peerContext)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxDisablePeerAccess(peerContext);
}

/* cuGraphicsUnregisterResource.
 * Destroys: resource.
 */
static inline CUresult bd_cuGraphicsUnregisterResource(bound_dev_t *bd, CUgraphicsResource resource)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsUnregisterResource(resource);
}

/* cuGraphicsSubResourceGetMappedArray.
 * Must belong to the binding's device: resource (graphics_resource).
 */
static inline CUresult bd_cuGraphicsSubResourceGetMappedArray(bound_dev_t *bd, CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsSubResourceGetMappedArray(pArray, resource, arrayIndex, mipLevel);
}

/* cuGraphicsResourceGetMappedMipmappedArray.
 * Must belong to the binding's device: resource (graphics_resource).
 */
static inline CUresult bd_cuGraphicsResourceGetMappedMipmappedArray(bound_dev_t *bd, CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsResourceGetMappedMipmappedArray(pMipmappedArray, resource);
}

/* cuGraphicsResourceGetMappedPointer: cuda.h maps it to cuGraphicsResourceGetMappedPointer_v2.
 * Must belong to the binding's device: resource (graphics_resource).
 * Writes through: pSize.
 */
static inline CUresult bd_cuGraphicsResourceGetMappedPointer(bound_dev_t *bd, CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsResourceGetMappedPointer(pDevPtr, pSize, resource);
}

/* cuGraphicsResourceSetMapFlags: cuda.h maps it to cuGraphicsResourceSetMapFlags_v2.
 * Must belong to the binding's device: resource (graphics_resource).
 */
static inline CUresult bd_cuGraphicsResourceSetMapFlags(bound_dev_t *bd, CUgraphicsResource resource, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsResourceSetMapFlags(resource, flags);
}

/* cuGraphicsMapResources (cuGraphicsMapResources_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuGraphicsMapResources(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsMapResources(count, resources, hStream);
}

/* cuGraphicsUnmapResources (cuGraphicsUnmapResources_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuGraphicsUnmapResources(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsUnmapResources(count, resources, hStream);
}

/* cuCoredumpGetAttribute.
 * Writes through: value, size.
 */
static inline CUresult bd_cuCoredumpGetAttribute(bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCoredumpGetAttribute(attrib, value, size);
}

/* cuCoredumpSetAttribute.
 * Writes through: value, size.
 */
static inline CUresult bd_cuCoredumpSetAttribute(bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCoredumpSetAttribute(attrib, value, size);
}

/* cuGreenCtxCreate.
 * Creates: phCtx.
 */
static inline CUresult bd_cuGreenCtxCreate(bound_dev_t *bd, CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxCreate(phCtx, desc, dev, flags);
}

/* cuGreenCtxDestroy.
 * Destroys: hCtx.
 */
static inline CUresult bd_cuGreenCtxDestroy(bound_dev_t *bd, CUgreenCtx hCtx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxDestroy(hCtx);
}

/* cuCtxFromGreenCtx.
 * Must belong to the binding's device: hCtx (green_context).
 */
static inline CUresult bd_cuCtxFromGreenCtx(bound_dev_t *bd, CUcontext *pContext, CUgreenCtx hCtx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxFromGreenCtx(pContext, hCtx);
}

/* cuCtxGetDevResource.
 * Must belong to the binding's device: hCtx (context).
 * Writes through: resource.
 */
static inline CUresult bd_cuCtxGetDevResource(bound_dev_t *bd, CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetDevResource(hCtx, resource, type);
}

/* cuGreenCtxGetDevResource.
 * Must belong to the binding's device: hCtx (green_context).
 * Writes through: resource.
 */
static inline CUresult bd_cuGreenCtxGetDevResource(bound_dev_t *bd, CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxGetDevResource(hCtx, resource, type);
}

/* cuGreenCtxRecordEvent.
 * Must belong to the binding's device: hCtx (green_context), hEvent (event).
 */
static inline CUresult bd_cuGreenCtxRecordEvent(bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxRecordEvent(hCtx, hEvent);
}

/* cuGreenCtxWaitEvent.
 * Must belong to the binding's device: hCtx (green_context), hEvent (event).
 */
static inline CUresult bd_cuGreenCtxWaitEvent(bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxWaitEvent(hCtx, hEvent);
}

/* cuStreamGetGreenCtx.
 * Must belong to the binding's device: hStream (stream).
 */
static inline CUresult bd_cuStreamGetGreenCtx(bound_dev_t *bd, CUstream hStream, CUgreenCtx *phCtx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetGreenCtx(hStream, phCtx);
}

/* cuGreenCtxStreamCreate.
 * Creates: phStream.
 * Must belong to the binding's device: greenCtx (green_context).
 */
static inline CUresult bd_cuGreenCtxStreamCreate(bound_dev_t *bd, CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxStreamCreate(phStream, greenCtx, flags, priority);
}

/* cuGreenCtxGetId.
 * Must belong to the binding's device: greenCtx (green_context).
 * Writes through: greenCtxId.
 */
static inline CUresult bd_cuGreenCtxGetId(bound_dev_t *bd, CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxGetId(greenCtx, greenCtxId);
}

#ifdef __cplusplus
}
#endif

#endif
